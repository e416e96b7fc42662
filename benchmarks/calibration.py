"""Is "Pass probability 72%" true? Simulated candidates, the real app, and the Brier score.

Each simulated candidate has a known skill per topic. Skill rises with every question
practised (faster when it is low) and decays, between sessions, back towards where
the candidate started, with a time constant of its own (weeks). Over several weeks the
candidate studies on some days: practice sessions of a few topics with *Check* after
each answer, and every week or so a full exam. Some take a break of two to four weeks.

Everything goes through the app: a temporary SQLite database with the bank, the real
`start_attempt` (with the simulated wall clock as `now` and a simulated exam clock),
answers selected through the session, "I guessed" toggled where the candidate guessed,
and `submit`. Before each full exam the model's `learning.readiness` is recorded; the
exam's outcome (pass or fail) is what the app scores.

Whether the candidate answers a question right follows the usual three-parameter
item response model: they *know* it with probability sigmoid(skill - difficulty);
otherwise they guess among the choices, and usually say so with "I guessed".

Scored against the outcomes (Brier score, lower is better; 0.25 is a coin flip):

- the model's probability;
- the naive predictor "the last exam was a pass" (1 or 0; the first exam: base rate);
- "always the base rate" (the observed pass rate of all the exams scored).

    python benchmarks/calibration.py [--quick] [--candidates N] [--weeks N] [--seed N]
"""

from __future__ import annotations

import argparse
import math
import os
import random
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script: make `benchmarks` and `simulator` importable
    sys.path.insert(0, str(ROOT))

from benchmarks import datagen  # noqa: E402
from benchmarks.measure import MET, MISSED, Result  # noqa: E402
from simulator.data.db import Database, open_database  # noqa: E402
from simulator.domain.blueprint import Mode  # noqa: E402
from simulator.domain.model import Question  # noqa: E402
from simulator.services import attempts, learning  # noqa: E402

if TYPE_CHECKING:
    from benchmarks.workspace import Workspace

BANK_ID = "calibration"
START = datetime(2026, 1, 5, 18, 0, tzinfo=UTC)  # a Monday evening
#: How much an exam question teaches, compared with a practised one (no explanations
#: during the exam, only the review of the results afterwards).
EXAM_LEARNING = 0.3


@dataclass(frozen=True)
class Plan:
    """How many candidates, for how long, on how large a bank."""

    candidates: int
    weeks: int
    bank_questions: int
    seed: int = 7


FULL_PLAN = Plan(candidates=60, weeks=10, bank_questions=480)
QUICK_PLAN = Plan(candidates=10, weeks=5, bank_questions=240)


def sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


@dataclass
class Candidate:
    """A simulated learner: true skill per topic (logits), how it grows and fades."""

    rng: random.Random
    skill: dict[str, float]
    floor: dict[str, float]  # where the skill returns to when nothing is practised
    learn_rate: float  # share of the gap to CEILING closed by one answered question
    forget_days: float  # time constant of the decay towards the floor
    study_chance: float  # chance of studying on a given day
    exam_every_days: int
    speed: float  # seconds per question when the answer is known
    break_week: int | None  # a break of two to four weeks starts then, if any
    updated: dict[str, datetime] = field(default_factory=dict)

    CEILING = 3.5

    @classmethod
    def random(cls, rng: random.Random, topics: list[str], weeks: int) -> Candidate:
        general = rng.gauss(0.2, 0.9)
        floor = {t: general + rng.gauss(0.0, 0.6) for t in topics}
        return cls(
            rng=rng,
            skill=dict(floor),
            floor=floor,
            learn_rate=rng.uniform(0.002, 0.012),
            forget_days=rng.uniform(15.0, 90.0),
            study_chance=rng.uniform(0.3, 0.85),
            exam_every_days=rng.randint(4, 10),
            speed=rng.uniform(35.0, 95.0),
            break_week=rng.randint(2, max(2, weeks - 3)) if rng.random() < 0.35 else None,
        )

    def forget(self, now: datetime) -> None:
        """Decay every topic towards its floor for the time since it was last updated."""
        for topic, skill in self.skill.items():
            since = self.updated.get(topic)
            if since is not None and now > since:
                days = (now - since).total_seconds() / 86_400
                floor = self.floor[topic]
                self.skill[topic] = floor + (skill - floor) * math.exp(-days / self.forget_days)
            self.updated[topic] = now

    def answer(self, question: Question, difficulty: float) -> tuple[bool, bool, float]:
        """(right, guessed, seconds) for one question (learning comes after the session)."""
        knows = self.rng.random() < sigmoid(self.skill[question.topic] - difficulty)
        if knows:
            right, guessed = self.rng.random() > 0.03, self.rng.random() < 0.05
            seconds = self.speed * self.rng.uniform(0.6, 1.3)
        else:
            ways = math.comb(len(question.choices), question.choose)
            right, guessed = self.rng.random() < 1 / ways, self.rng.random() < 0.7
            seconds = self.speed * self.rng.uniform(1.1, 2.0)
        return right, guessed, seconds

    def learn(self, practised: dict[str, int], share: float) -> None:
        """After a session: each question reviewed closes part of the gap to the ceiling.

        `share` is how much an answer teaches: all of it in practice, where the
        candidate reads every explanation, less after an exam (only the review).
        """
        for topic, count in practised.items():
            kept = (1 - self.learn_rate * share) ** count
            self.skill[topic] = self.CEILING - (self.CEILING - self.skill[topic]) * kept


@dataclass
class Clocks:
    """The simulated wall clock (`now` of the recorder) and exam clock (monotonic)."""

    wall: datetime
    exam: float = 0.0

    def now(self) -> datetime:
        return self.wall

    def monotonic(self) -> float:
        return self.exam

    def spend(self, seconds: float) -> None:
        self.wall += timedelta(seconds=seconds)
        self.exam += seconds


@dataclass(frozen=True)
class Forecast:
    """One full exam: what the model said before it, and how it went."""

    candidate: int
    number: int  # the candidate's n-th full exam
    predicted: float | None
    passed: bool
    score: float


def difficulty_of(question_id: str) -> float:
    """A question's difficulty (logits), fixed per question id."""
    return random.Random(f"difficulty:{question_id}").gauss(0.0, 0.7)


def sit(db: Database, candidate: Candidate, clocks: Clocks, mode: Mode, **spec: Any) -> float:
    """One attempt through the real services; returns the score as a fraction."""
    rng = candidate.rng
    exam_spec = attempts.spec_for(db, BANK_ID, mode, seed=rng.randrange(2**31), **spec)
    session = attempts.start_attempt(db, exam_spec, clock=clocks.monotonic, now=clocks.now).session
    candidate.forget(clocks.wall)
    practised: dict[str, int] = {}
    for index, item in enumerate(session.exam.questions):
        session.go_to(index)
        question = item.question
        right, guessed, seconds = candidate.answer(question, difficulty_of(question.id))
        practised[question.topic] = practised.get(question.topic, 0) + 1
        clocks.spend(seconds)
        for choice in _choices(question, right, rng):
            session.select(choice)
        if guessed:
            session.toggle_guessed()
    result = session.submit()
    candidate.learn(practised, 1.0 if mode is Mode.PRACTICE else EXAM_LEARNING)
    clocks.spend(60)
    return result.correct / max(1, result.total)


def _choices(question: Question, right: bool, rng: random.Random) -> list[int]:
    correct = sorted(question.correct_ids)
    if right:
        return correct
    wrong = [c.id for c in question.choices if not c.correct]
    keep = rng.sample(correct, question.choose - 1)
    return [*keep, rng.choice(wrong)]


def simulate(db: Database, candidate: Candidate, number: int, weeks: int) -> list[Forecast]:
    """A candidate's weeks of study; the forecast and outcome of each full exam."""
    rng = candidate.rng
    topics = sorted(candidate.skill)
    forecasts: list[Forecast] = []
    last_exam: datetime | None = None
    for day in range(weeks * 7):
        if candidate.break_week is not None:
            start = candidate.break_week * 7
            if start <= day < start + 14 + 7 * (number % 3):
                continue
        if rng.random() > candidate.study_chance:
            continue
        clocks = Clocks(START + timedelta(days=day, minutes=rng.randrange(0, 180)))
        exam_due = last_exam is None or (clocks.wall - last_exam).days >= candidate.exam_every_days
        if exam_due and day >= 3:
            estimate = learning.readiness(db, BANK_ID, at=clocks.wall)
            score = sit(db, candidate, clocks, Mode.EXAM)
            forecasts.append(
                Forecast(
                    candidate=number,
                    number=len(forecasts) + 1,
                    predicted=estimate.probability if estimate is not None else None,
                    passed=score >= 0.7,
                    score=score,
                )
            )
            last_exam = clocks.wall
        else:
            chosen = rng.sample(topics, rng.randint(1, 3))
            sit(db, candidate, clocks, Mode.PRACTICE, topics=chosen, question_count=20)
    return forecasts


def brier(pairs: list[tuple[float, bool]]) -> float:
    return sum((p - float(o)) ** 2 for p, o in pairs) / len(pairs) if pairs else math.nan


@dataclass(frozen=True)
class Scores:
    """Brier scores of the three predictors over the exams the model forecast."""

    exams: int
    without_forecast: int
    base_rate: float
    model: float
    naive: float
    always_base_rate: float
    table: list[tuple[str, int, float, float]]  # decile, exams, mean predicted, observed

    @property
    def model_wins(self) -> bool:
        return self.model < self.naive and self.model < self.always_base_rate


def score(forecasts: list[Forecast]) -> Scores:
    scored = [f for f in forecasts if f.predicted is not None]
    base = sum(f.passed for f in scored) / len(scored) if scored else math.nan
    previous: dict[int, dict[int, bool]] = {}
    for f in forecasts:
        previous.setdefault(f.candidate, {})[f.number] = f.passed
    model, naive, always = [], [], []
    for f in scored:
        assert f.predicted is not None
        before = previous[f.candidate].get(f.number - 1)
        model.append((f.predicted, f.passed))
        naive.append((base if before is None else float(before), f.passed))
        always.append((base, f.passed))
    table = []
    for decile in range(10):
        low, high = decile / 10, (decile + 1) / 10
        bucket = [p for p in model if low <= p[0] < high or (decile == 9 and p[0] == 1.0)]
        if bucket:
            mean = sum(p for p, _ in bucket) / len(bucket)
            observed = sum(o for _, o in bucket) / len(bucket)
            table.append((f"{low:.1f}-{high:.1f}", len(bucket), mean, observed))
    return Scores(
        exams=len(scored),
        without_forecast=len(forecasts) - len(scored),
        base_rate=base,
        model=brier(model),
        naive=brier(naive),
        always_base_rate=brier(always),
        table=table,
    )


def table_text(scores: Scores) -> str:
    lines = ["predicted | exams | mean predicted | observed pass rate", "---|---|---|---"]
    for decile, n, mean, observed in scores.table:
        lines.append(f"{decile} | {n} | {mean:.2f} | {observed:.2f}")
    return "\n".join(lines)


def summary_text(scores: Scores) -> str:
    return (
        f"Brier score over {scores.exams} full exams (lower is better): "
        f"model {scores.model:.3f}, naive 'last exam passed' {scores.naive:.3f}, "
        f"always the base rate ({scores.base_rate:.0%}) {scores.always_base_rate:.3f}; "
        f"{scores.without_forecast} exams had no forecast (not enough answers yet)"
    )


def run(plan: Plan, folder: Path, progress: Callable[[str], None] | None = None) -> Scores:
    """Simulate `plan.candidates` candidates, each in its own copy of one bank database."""
    template = folder / "calibration-template.db"
    db = open_database(f"sqlite:///{template}")
    try:
        bank = datagen.make_bank(BANK_ID, "Calibration bank", plan.bank_questions, seed=plan.seed)
        datagen.store_bank(db, bank)
    finally:
        db.close()
    rng = random.Random(plan.seed)
    jobs = [
        (template, number, rng.getrandbits(64), plan.weeks) for number in range(plan.candidates)
    ]
    forecasts: list[Forecast] = []
    # Candidates are independent (own database, own seed): one process per core.
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        for done, outcome in enumerate(pool.map(one_candidate, jobs), start=1):
            forecasts += outcome
            if progress is not None:
                progress(f"candidate {done}/{plan.candidates}: {len(forecasts)} exams so far")
    return score(forecasts)


def one_candidate(job: tuple[Path, int, int, int]) -> list[Forecast]:
    """Simulate one candidate in a copy of the template database (in a worker process)."""
    template, number, seed, weeks = job
    path = template.with_name(f"candidate-{number}.db")
    shutil.copyfile(template, path)
    rng = random.Random(seed)
    db = open_database(f"sqlite:///{path}")
    try:
        topics = list(attempts.spec_for(db, BANK_ID, Mode.EXAM, seed=0).blueprint)
        return simulate(db, Candidate.random(rng, sorted(topics), weeks), number, weeks)
    finally:
        db.close()
        for suffix in ("", "-wal", "-shm"):
            Path(f"{path}{suffix}").unlink(missing_ok=True)


def calibration_results(plan: Plan, folder: Path) -> list[Result]:
    """The benchmark row: the model's Brier score against the two simple predictors."""
    started = time.perf_counter()
    scores = run(plan, folder)
    details: dict[str, Any] = {
        "candidates": plan.candidates,
        "weeks": plan.weeks,
        "bank_questions": plan.bank_questions,
        "exams_scored": scores.exams,
        "exams_without_forecast": scores.without_forecast,
        "base_rate": round(scores.base_rate, 3),
        "brier_model": round(scores.model, 4),
        "brier_naive_last_exam": round(scores.naive, 4),
        "brier_base_rate": round(scores.always_base_rate, 4),
        "summary": summary_text(scores),
        "calibration_table": table_text(scores),
        "seconds": round(time.perf_counter() - started, 1),
    }
    return [
        Result(
            "calibration",
            f"Readiness: Brier score of P(pass) before {scores.exams} simulated exams",
            "",
            value=scores.model,
            baseline=min(scores.naive, scores.always_base_rate),
            value_text=f"{scores.model:.3f}",
            baseline_text=(
                f"{scores.naive:.3f} (last exam passed), "
                f"{scores.always_base_rate:.3f} (base rate {scores.base_rate:.0%})"
            ),
            max_ratio=1.0,
            verdict=MET if scores.model_wins else MISSED,
            details=details,
        )
    ]


def calibration(ws: Workspace) -> list[Result]:
    """The case as `benchmarks/run.py` runs it (`--quick`: a few candidates, a few weeks)."""
    plan = QUICK_PLAN if ws.scale.name == "quick" else FULL_PLAN
    with tempfile.TemporaryDirectory(prefix="calibration-", dir=scratch(ws.root)) as folder:
        return calibration_results(plan, Path(folder))


def scratch(fallback: Path) -> Path:
    """Where the candidates' databases go: memory-backed /dev/shm when the machine has it.

    The simulation measures calibration, not the disk: on a disk, most of its time
    would be the fsync of each answer (the app stores answers with synchronous=FULL).
    """
    shm = Path("/dev/shm")
    return shm if shm.is_dir() and os.access(shm, os.W_OK) else fallback


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="few candidates (CI smoke test)")
    parser.add_argument("--candidates", type=int)
    parser.add_argument("--weeks", type=int)
    parser.add_argument("--seed", type=int)
    args = parser.parse_args(argv)
    plan = QUICK_PLAN if args.quick else FULL_PLAN
    plan = Plan(
        candidates=args.candidates or plan.candidates,
        weeks=args.weeks or plan.weeks,
        bank_questions=plan.bank_questions,
        seed=plan.seed if args.seed is None else args.seed,
    )
    started = time.perf_counter()
    temp_root = scratch(Path(tempfile.gettempdir()))
    with tempfile.TemporaryDirectory(prefix="exam-simulator-calibration-", dir=temp_root) as temp:
        scores = run(plan, Path(temp), lambda text: print(text, file=sys.stderr, flush=True))
    print(summary_text(scores))
    print()
    print(table_text(scores))
    print(f"\n({time.perf_counter() - started:.0f} s)")
    return 0 if scores.model_wins else 1


if __name__ == "__main__":
    sys.exit(main())
