"""Deterministic synthetic data for the benchmarks: banks, bank files and exam history.

Everything comes from one `random.Random(seed)`, so two runs (or two machines)
measure exactly the same data and a regression cannot hide behind a different draw.
The bank looks like a real one to the code under test: eight topics with a
blueprint, prompts and explanations of realistic length wrapped over several lines,
four or five choices with a `why` each, about one question in five multi-select.

Banks are built as domain values first. The YAML writer turns them into schema-1
text that loads back to the very same `Bank` (tests check this), so the import case
parses a genuine bank file; the large drawing bank skips YAML and is stored through
the app's own `data.bank_sync.sync_bank`, which is the honest path to the same rows.
Past attempts are written with SQLAlchemy Core `insert()` executemany straight into
the app's tables: history is only the *setup* of the draw and report cases, and
replaying a thousand exams through the GUI would take longer than the benchmarks.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import sys
import time
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from sqlalchemy import insert, select

from simulator.data import bank_sync as repository
from simulator.data import stats
from simulator.data.db import Database, open_database
from simulator.data.orm import (
    AnswerRow,
    AttemptRow,
    BankRow,
    ChoiceRow,
    QuestionMemoryRow,
    QuestionRow,
    TopicRow,
)
from simulator.data.records import as_utc
from simulator.domain.memory import MemoryState, ReviewScheduler, grade_answer
from simulator.domain.model import Bank, Choice, ExamDefaults, Explanation, Question, Topic
from simulator.domain.question_types import (
    Matching,
    Numeric,
    NumericAnswer,
    Ordering,
    Pair,
    Payload,
    ShortAnswer,
)

#: (id, title, blueprint weight, accuracy of the simulated student in this topic).
#: Accuracies straddle the 70% pass mark so the weak-area report has work to do.
TOPICS: tuple[tuple[str, str, float, float], ...] = (
    ("profiling", "Profiling & Debugging", 0.15, 0.58),
    ("inference", "Inference & Deployment", 0.15, 0.81),
    ("distributed-training", "Distributed Training", 0.15, 0.64),
    ("frameworks", "Deep Learning Frameworks", 0.12, 0.77),
    ("mixed-precision", "Mixed Precision & Training Optimization", 0.12, 0.69),
    ("gpu-libraries", "GPU Libraries & CUDA Ecosystem", 0.11, 0.85),
    ("fundamentals", "Deep Learning Fundamentals", 0.10, 0.73),
    ("data-pipelines", "Data Pipelines & Storage", 0.10, 0.61),
)

# Plain words only: no YAML indicator characters, so generated sentences can be written
# as plain scalars exactly as people write them in hand-made banks.
_VOCABULARY = (
    "kernel gradient tensor batch latency throughput memory bandwidth cache warp "
    "occupancy scheduler pipeline stage shard replica optimizer momentum learning rate "
    "schedule precision scaling overflow underflow accumulation checkpoint activation "
    "layer attention transformer encoder decoder embedding token sequence vocabulary "
    "convolution pooling stride padding channel feature map normalization dropout "
    "regularization loss function metric accuracy recall precision validation split "
    "dataset loader prefetch shuffle augmentation storage format record shard index "
    "server client request queue instance model repository engine plan profile trace "
    "timeline range marker counter sample event stream copy transfer device host "
    "node cluster fabric link switch collective reduce gather broadcast barrier rank "
    "process thread launch graph capture replay compile fuse operator dispatch backend "
    "runtime library routine matrix vector sparse dense half single double format "
    "quantization calibration range scale zero point integer float bit width "
    "the a an of in on for with when which that this each every most least only "
    "first second next last faster slower larger smaller higher lower better worse "
    "team engineer student workload job step epoch iteration run result value"
)
_WORDS = tuple(_VOCABULARY.split())

WRAP_COLUMNS = 88
HISTORY_START = datetime(2024, 1, 1, 8, 0, tzinfo=UTC)


@dataclass(frozen=True)
class HistoryInfo:
    """What `add_history` wrote, for the report and for sanity checks."""

    attempts: int
    answers: int
    first_attempt_id: int


def _sentence(rng: random.Random, low: int, high: int, end: str = ".") -> str:
    words = rng.choices(_WORDS, k=rng.randint(low, high))
    text = " ".join(words)
    return text[0].upper() + text[1:] + end


def _wrap(text: str) -> str:
    """Break text into lines of at most WRAP_COLUMNS, as bank authors do in `|` blocks.

    Hand-rolled rather than `textwrap`, which would dominate generating 100,000 questions.
    """
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > WRAP_COLUMNS:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    return "\n".join(lines)


def _question(rng: random.Random, number: int, topic: str) -> Question:
    multi = rng.random() < 0.2
    count = rng.choices((3, 4, 5, 6), weights=(5, 60, 30, 5))[0]
    correct_count = 2 if multi else 1
    correct_positions = set(rng.sample(range(count), correct_count))
    prompt_parts = [_sentence(rng, 8, 18) for _ in range(rng.randint(1, 3))]
    prompt_parts.append(_sentence(rng, 6, 12, "?"))
    if multi:
        prompt_parts.append("(Choose two.)")
    seen: set[str] = set()
    choices: list[Choice] = []
    for position in range(count):
        text = _sentence(rng, 4, 12, "")
        while text.casefold() in seen:  # the loader rejects duplicate choice texts
            text = _sentence(rng, 4, 12, "")
        seen.add(text.casefold())
        why = _sentence(rng, 8, 16)
        choices.append(Choice(position, text, position in correct_positions, why))
    full = " ".join(_sentence(rng, 10, 20) for _ in range(rng.randint(2, 4)))
    tags = tuple(sorted(set(rng.sample(_WORDS[:120], rng.randint(0, 2)))))
    references = (f"https://docs.example.com/{topic}/{number}",) if rng.random() < 0.1 else ()
    return Question(
        id=f"q-{number:06d}",
        topic=topic,
        prompt=_wrap(" ".join(prompt_parts)),
        choices=tuple(choices),
        explanation=Explanation(_sentence(rng, 10, 20), _wrap(full)),
        shuffle=rng.random() < 0.95,
        difficulty=rng.randint(1, 3),
        references=references,
        tags=tags,
    )


def make_bank(bank_id: str, title: str, question_count: int, seed: int) -> Bank:
    """A schema-1 bank of `question_count` questions over the eight TOPICS, with a blueprint."""
    rng = random.Random(seed)
    topic_ids = [t[0] for t in TOPICS]
    weights = [t[2] for t in TOPICS]
    topics = tuple(
        Topic(tid, ttl, f"Synthetic questions about {ttl.lower()}.") for tid, ttl, *_ in TOPICS
    )
    drawn = rng.choices(topic_ids, weights=weights, k=question_count)
    questions = tuple(_question(rng, n + 1, drawn[n]) for n in range(question_count))
    exam = ExamDefaults(
        question_count=60,
        time_limit_minutes=90,
        passing_score=0.7,
        blueprint={tid: w for tid, _t, w, _a in TOPICS},
    )
    description = f"Synthetic benchmark bank with {question_count} questions."
    return Bank(bank_id, title, topics, questions, description, exam)


def _typed_question(rng: random.Random, number: int, topic: str, kind: int) -> Question:
    """A matching (kind 1), ordering (2), short-answer (3) or numeric (4) question."""
    base = _question(rng, number, topic)

    def distinct(count: int, low: int, high: int) -> list[str]:
        texts: dict[str, str] = {}
        while len(texts) < count:
            text = _sentence(rng, low, high, "")
            texts.setdefault(text.casefold(), text)
        return list(texts.values())

    payload: Payload
    if kind == 1:
        lefts = distinct(rng.randint(3, 6), 2, 5)
        rights = distinct(len(lefts) + 1, 3, 8)
        payload = Matching(tuple(map(Pair, lefts, rights)), (rights[-1],))
    elif kind == 2:
        payload = Ordering(tuple(distinct(rng.randint(3, 6), 3, 8)))
    elif kind == 3:
        payload = ShortAnswer(tuple(distinct(rng.randint(1, 3), 1, 3)))
    else:
        value = round(rng.uniform(1, 100_000), rng.choice((0, 2)))
        payload = Numeric((NumericAnswer(value, rng.choice((0.0, 0.5))),))
    return Question(
        base.id, topic, base.prompt, (), base.explanation, base.shuffle, payload=payload
    )


def make_mixed_bank(bank_id: str, title: str, question_count: int, seed: int) -> Bank:
    """A bank like `make_bank`'s with every type: a fifth each of choice, matching,
    ordering, short-answer and numeric questions, in a seeded mix."""
    bank = make_bank(bank_id, title, question_count, seed)
    rng = random.Random(seed + 1)
    questions = tuple(
        q if (kind := rng.randrange(5)) == 0 else _typed_question(rng, n + 1, q.topic, kind)
        for n, q in enumerate(bank.questions)
    )
    return Bank(bank.id, bank.title, bank.topics, questions, bank.description, bank.exam)


def _plain(text: str) -> str:
    """A one-line scalar: plain when it is one of our generated sentences, else JSON-quoted."""
    if all(c.isalnum() or c in " .?,-()" for c in text) and text[:1].isalnum():
        return text
    return json.dumps(text, ensure_ascii=False)  # a JSON string is a YAML double-quoted scalar


def _block(text: str, indent: str) -> str:
    """A `|-` block scalar: keeps line breaks, no trailing newline, exactly like `text`."""
    return "|-\n" + "\n".join(f"{indent}{line}" for line in text.split("\n"))


def bank_yaml(bank: Bank) -> str:
    """Schema-1 YAML text of a generated bank, laid out as in docs/bank-format.md.

    Written by hand (f-strings) rather than with `yaml.dump`, which takes longer for
    a 10,000-question bank than the import being measured.
    """
    exam = bank.exam
    out = [
        "schema: 1",
        f"id: {bank.id}",
        f"title: {json.dumps(bank.title)}",
        f"description: {_plain(bank.description)}",
        "exam:",
        f"  question_count: {exam.question_count}",
        f"  time_limit_minutes: {exam.time_limit_minutes}",
        f"  passing_score: {exam.passing_score}",
        "  blueprint:",
        *(f"    {topic}: {weight}" for topic, weight in exam.blueprint.items()),
        "topics:",
    ]
    for t in bank.topics:
        out += [f"  - id: {t.id}", f"    title: {json.dumps(t.title)}"]
        out.append(f"    description: {_plain(t.description)}")
    out.append("questions:")
    for q in bank.questions:
        out += [
            f"  - id: {q.id}",
            f"    topic: {q.topic}",
            f"    prompt: {_block(q.prompt, '      ')}",
            "    choices:",
        ]
        for c in q.choices:
            out.append(f"      - text: {_plain(c.text)}")
            if c.correct:
                out.append("        correct: true")
            if c.why:
                out.append(f"        why: {_plain(c.why)}")
        out += ["    explanation:", f"      short: {_plain(q.explanation.short)}"]
        if q.explanation.full:
            out.append(f"      full: {_block(q.explanation.full, '        ')}")
        if not q.shuffle:
            out.append("    shuffle: false")
        if q.difficulty is not None:
            out.append(f"    difficulty: {q.difficulty}")
        if q.references:
            out.append("    references:")
            out += [f"      - {json.dumps(r)}" for r in q.references]
        if q.tags:
            out.append(f"    tags: [{', '.join(q.tags)}]")
    out.append("")
    return "\n".join(out)


def write_bank_file(bank: Bank, path: Path) -> int:
    """Write the bank's YAML to `path`; returns its size in bytes."""
    data = bank_yaml(bank).encode("utf-8")
    path.write_bytes(data)
    return len(data)


def store_bank(db: Database, bank: Bank) -> None:
    """Store a generated bank through the app's own sync (bulk inserts, one transaction)."""
    with db.session() as session:
        repository.sync_bank(session, bank, content_hash=f"synthetic-{bank.id}", source="benchmark")


def add_history(
    db: Database,
    bank_key: str,
    attempts: int,
    answers_per_attempt: int,
    seed: int,
    *,
    start: datetime = HISTORY_START,
    every: timedelta = timedelta(hours=7),
) -> HistoryInfo:
    """Append `attempts` finished exams of `answers_per_attempt` answers each to a stored bank.

    Each attempt samples distinct questions of the bank; whether an answer is right
    follows the topic's accuracy in TOPICS, so some topics come out weak and some
    strong. Attempts finish `every` apart from `start`, oldest first (seven hours
    apart by default, as a year of practice would); about one right answer in ten is
    marked "I guessed".
    """
    rng = random.Random(seed)
    accuracy = {t[0]: t[3] for t in TOPICS}
    with db.engine.begin() as conn:
        bank_id = conn.execute(select(BankRow.id).where(BankRow.key == bank_key)).scalar_one()
        bank_hash = conn.execute(
            select(BankRow.content_hash).where(BankRow.id == bank_id)
        ).scalar_one()
        topic_keys = {
            tid: key
            for tid, key in conn.execute(
                select(TopicRow.id, TopicRow.key).where(TopicRow.bank_id == bank_id)
            )
        }
        questions = conn.execute(
            select(QuestionRow.id, QuestionRow.topic_id)
            .where(QuestionRow.bank_id == bank_id, QuestionRow.retired.is_(False))
            .order_by(QuestionRow.id)
        ).all()
        choices: dict[int, list[tuple[int, bool]]] = {}
        for qid, cid, correct in conn.execute(
            select(ChoiceRow.question_id, ChoiceRow.id, ChoiceRow.correct)
            .join(QuestionRow, QuestionRow.id == ChoiceRow.question_id)
            .where(QuestionRow.bank_id == bank_id, ChoiceRow.retired.is_(False))
            .order_by(ChoiceRow.question_id, ChoiceRow.position)
        ):
            choices.setdefault(qid, []).append((cid, correct))
        # Answers are written as choice answers: history is drawn from the choice questions
        # (the bundled bank also holds matching, ordering and typed ones, which have none).
        questions = [row for row in questions if row[0] in choices]
        first_id = (
            conn.execute(select(AttemptRow.id).order_by(AttemptRow.id.desc()).limit(1)).scalar()
            or 0
        ) + 1
        per_attempt = min(answers_per_attempt, len(questions))
        attempt_rows: list[dict[str, object]] = []
        answer_rows: list[dict[str, object]] = []
        for n in range(attempts):
            attempt_id = first_id + n
            finished = start + every * n
            correct_count = 0
            for position, (qid, topic_id) in enumerate(rng.sample(questions, per_attempt)):
                options = choices[qid]
                order = [cid for cid, _ in options]
                rng.shuffle(order)
                right = rng.random() < accuracy.get(topic_keys[topic_id], 0.7)
                correct_ids = [cid for cid, ok in options if ok]
                wrong_ids = [cid for cid, ok in options if not ok]
                selected = correct_ids if right or not wrong_ids else [rng.choice(wrong_ids)]
                correct_count += right
                answer_rows.append(
                    {
                        "attempt_id": attempt_id,
                        "position": position,
                        "question_id": qid,
                        "topic_id": topic_id,
                        "choice_order": order,
                        "selected": sorted(selected),
                        "flagged": rng.random() < 0.05,
                        "checked": False,
                        "time_spent": round(rng.uniform(15, 120), 1),
                        "guessed": right and rng.random() < 0.1,
                        "correct": right,
                    }
                )
            percent = 100.0 * correct_count / per_attempt
            attempt_rows.append(
                {
                    "id": attempt_id,
                    "uuid": str(uuid.UUID(int=rng.getrandbits(128), version=4)),
                    "bank_id": bank_id,
                    "bank_content_hash": bank_hash,
                    "mode": "exam",
                    "status": "submitted",
                    "seed": rng.randrange(2**31),
                    "question_count": per_attempt,
                    "time_limit_minutes": 90,
                    "passing_score": 0.7,
                    "topics": [],
                    "blueprint": {t[0]: t[2] for t in TOPICS},
                    "shuffle_choices": True,
                    "notice": "",
                    "current_index": per_attempt - 1,
                    "elapsed_seconds": 4000.0,
                    "started_at": finished - timedelta(minutes=70),
                    "saved_at": finished,
                    "finished_at": finished,
                    "correct_count": correct_count,
                    "score_percent": percent,
                    "passed": percent >= 70.0,
                    "timed_out": False,
                    "student_name": "",
                    "student_id": "",
                    "profile": {},
                }
            )
        if attempt_rows:
            conn.execute(insert(AttemptRow), attempt_rows)
            conn.execute(insert(AnswerRow), answer_rows)
    # The app keeps per-question running totals as attempts are recorded; bulk-loaded
    # history needs them computed once, as migration 0005 does for existing databases.
    with db.session() as s:
        stats.rebuild_totals(s)
    return HistoryInfo(len(attempt_rows), len(answer_rows), first_id)


def build_draw_database(
    url: str, *, bank_id: str, title: str, questions: int, attempts: int, answers: int, seed: int
) -> dict[str, float | int]:
    """Create the drawing/report database: a stored bank plus finished attempts.

    Returns how long each step took, so the report can say what the setup cost.
    """
    db = open_database(url)
    try:
        t0 = time.perf_counter()
        bank = make_bank(bank_id, title, questions, seed)
        t1 = time.perf_counter()
        store_bank(db, bank)
        t2 = time.perf_counter()
        del bank
        gc.collect()
        info = add_history(db, bank_id, attempts, answers, seed + 1)
        t3 = time.perf_counter()
    finally:
        db.close()
    return {
        "generate_s": round(t1 - t0, 2),
        "store_s": round(t2 - t1, 2),
        "history_s": round(t3 - t2, 2),
        "attempts": info.attempts,
        "answers": info.answers,
    }


def replay_reviews(db: Database, bank_key: str) -> None:
    """Every answer as a review of its question, in the order given, as migration 0006
    replays an existing history: the app's scheduler, the states bulk-inserted."""
    scheduler = ReviewScheduler()
    with db.session() as s:
        bank = s.scalar(select(BankRow.id).where(BankRow.key == bank_key))
        rows = s.execute(
            select(AttemptRow.finished_at, AnswerRow.question_id)
            .add_columns(AnswerRow.correct, AnswerRow.guessed)
            .join(AnswerRow, AnswerRow.attempt_id == AttemptRow.id)
            .where(AttemptRow.bank_id == bank)
            .order_by(AttemptRow.finished_at, AttemptRow.id, AnswerRow.position)
        ).all()
        states: dict[int, MemoryState] = {}
        for finished, question, correct, guessed in rows:
            grade = grade_answer(bool(correct), bool(guessed))
            states[question] = scheduler.review(states.get(question), grade, as_utc(finished))
        s.execute(
            insert(QuestionMemoryRow),
            [
                {
                    "question_id": question,
                    "bank_id": bank,
                    "state": m.state,
                    "step": m.step,
                    "stability": m.stability,
                    "difficulty": m.difficulty,
                    "due": m.due,
                    "last_review": m.last_review,
                    "reviews": m.reviews,
                    "lapses": m.lapses,
                }
                for question, m in states.items()
            ],
        )


def main(argv: list[str] | None = None) -> int:
    """`python -m benchmarks.datagen --url URL ...`: build the drawing database in a child.

    The runner calls this in a separate process because storing a 100,000-question
    bank peaks near a gigabyte; the runner's own heap (and so its garbage collector
    and its in-process timings) stays small.
    """
    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("--url", required=True)
    parser.add_argument("--bank-id", default="bench-draw")
    parser.add_argument("--title", default="Benchmark bank")
    parser.add_argument("--questions", type=int, default=100_000)
    parser.add_argument("--attempts", type=int, default=1_000)
    parser.add_argument("--answers", type=int, default=60)
    parser.add_argument("--seed", type=int, default=2)
    args = parser.parse_args(argv)
    stats = build_draw_database(
        args.url,
        bank_id=args.bank_id,
        title=args.title,
        questions=args.questions,
        attempts=args.attempts,
        answers=args.answers,
        seed=args.seed,
    )
    print(json.dumps(stats), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
