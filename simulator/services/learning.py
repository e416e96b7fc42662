"""What to practise today and how ready the candidate is: the learning engine's use cases.

Every answered question carries a memory state (FSRS, `domain/memory.py`) updated as
answers are stored; these functions read it: how many questions are due, which, and
the desired retention the scheduler aims for. The readiness functions estimate the
probability of passing the bank's full exam (`domain/readiness.py`) from aggregates
the database computes (`data/evidence.py`), and report mastery and pace per topic.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from simulator.data import attempts as attempt_store
from simulator.data import banks as bank_store
from simulator.data import evidence, memory
from simulator.data.records import utcnow
from simulator.domain import readiness as model
from simulator.domain import study_day
from simulator.domain.blueprint import BankOutline, ExamSpec, Mode
from simulator.domain.generator import exam_quotas
from simulator.domain.readiness import Readiness
from simulator.services.banks import UnknownBankError

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from simulator.data.db import Database


def due_count(db: Database, bank_id: str, at: datetime | None = None) -> int:
    """How many of the bank's questions are due for review on the study day of `at`
    (default: today; see domain.study_day)."""
    with db.session() as s:
        return memory.due_count(s, bank_id, study_day.day_end(at or utcnow()))


def due_outlook(
    db: Database, bank_id: str, at: datetime | None = None
) -> tuple[int, datetime | None]:
    """How many questions are due today (or on the day of `at`) and, when none is, the
    start of the study day on which the next one falls due.

    What the start page's coaching says; counted, not listed.
    """
    end = study_day.day_end(at or utcnow())
    with db.session() as s:
        due = memory.due_count(s, bank_id, end)
        upcoming = None if due else memory.next_due(s, bank_id, end)
    return due, study_day.day_start(upcoming) if upcoming is not None else None


def due_review(db: Database, bank_id: str, at: datetime | None = None) -> list[str]:
    """The ids of the bank's questions due for review on the study day of `at` (default
    today), most overdue first."""
    end = study_day.day_end(at or utcnow())
    with db.session() as s:
        return [outline.id for outline, _ in memory.due_questions(s, bank_id, end)]


def desired_retention(db: Database) -> float:
    with db.session() as s:
        return memory.desired_retention(s)


def set_desired_retention(db: Database, value: float) -> int:
    """Aim for `value` recall (0.7-0.97) from now on; how many due dates moved."""
    with db.session(exclusive=True) as s:
        return memory.set_desired_retention(s, value)


# ------------------------------------------------------------------- readiness
@dataclass(frozen=True)
class TopicProgress:
    """One topic's history, mastery and pace, for the results and history pages.

    `answered` and `correct` count every answer of finished attempts (guessed right
    answers are right); `mastery` is the readiness model's estimate of the chance that
    the candidate knows one of its questions now, lucky guesses left out (None when
    the topic has no answers in the model's window);
    `exam_pace` is the full exam's time per question (None when it is untimed).
    """

    id: str
    title: str
    answered: int
    correct: int
    guessed_right: int
    mastery: float | None
    seconds_per_question: float | None
    exam_pace: float | None

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.answered if self.answered else None

    @property
    def slower_than_pace(self) -> bool:
        """True when the candidate takes longer per question than the exam allows."""
        return (
            self.exam_pace is not None
            and self.seconds_per_question is not None
            and self.seconds_per_question > self.exam_pace
        )


@dataclass(frozen=True)
class ReadinessPoint:
    """The readiness as it stood right after one finished attempt (None: too few answers).

    `finished_at` is UTC, as stored; pages show it in local time.
    """

    attempt_id: int
    finished_at: datetime
    readiness: Readiness | None


def readiness(db: Database, bank_id: str, at: datetime | None = None) -> Readiness | None:
    """P(passing the bank's full exam) at `at` (default now); None with too few answers.

    Raises UnknownBankError for a bank that is not stored.
    """
    moment = _utc(at)
    with db.session() as s:
        blueprint = _blueprint(s, bank_id)
        rows = evidence.topic_evidence(s, bank_id, moment - model.WINDOW, moment)
    return model.readiness(rows, blueprint, moment)


@dataclass(frozen=True)
class BankStats:
    """A bank at one moment: due reviews, readiness, and every topic in the bank's order.

    What `exam-simulator stats` reports and the history page shows.
    """

    bank_id: str
    title: str
    at: datetime
    due: int
    readiness: Readiness | None
    recent_answers: int  # answers the readiness is based on (its window)
    blueprint: model.ExamBlueprint
    exam_pace: float | None
    topics: list[TopicProgress]


def bank_stats(db: Database, bank_id: str, at: datetime | None = None) -> BankStats:
    """Due reviews, readiness and per-topic progress at `at` (default now), in one read."""
    moment = _utc(at)
    with db.session() as s:
        outline = _outline(s, bank_id)
        titles = attempt_store.topic_titles(s, bank_id)
        totals = evidence.topic_totals(s, bank_id, moment)
        rows = evidence.topic_evidence(s, bank_id, moment - model.WINDOW, moment)
        due = memory.due_count(s, bank_id, study_day.day_end(moment))
    blueprint = full_exam_blueprint(outline)
    recent = model.EvidenceTimeline(rows).evidence(moment)
    mastery = model.posterior(recent)
    pace = exam_pace(outline)
    topics = []
    for topic in outline.topic_sizes:
        total = totals.get(topic, evidence.TopicTotals(0, 0, 0, 0.0))
        estimate = mastery.get(topic)
        topics.append(
            TopicProgress(
                id=topic,
                title=titles.get(topic, topic),
                answered=total.answered,
                correct=total.correct,
                guessed_right=total.guessed_right,
                mastery=estimate.mean if estimate is not None else None,
                seconds_per_question=total.seconds / total.answered if total.answered else None,
                exam_pace=pace,
            )
        )
    return BankStats(
        bank_id=outline.id,
        title=outline.title,
        at=moment,
        due=due,
        readiness=model.estimate(recent, blueprint),
        recent_answers=sum(e.answered for e in recent.values()),
        blueprint=blueprint,
        exam_pace=pace,
        topics=topics,
    )


def readiness_trend(db: Database, bank_id: str, limit: int = 20) -> list[ReadinessPoint]:
    """The readiness right after each of the last `limit` finished attempts, oldest first.

    One read of the evidence from the window before the first of them to the last,
    then one cheap lookup per attempt (`EvidenceTimeline`): linear in the history read.
    """
    with db.session() as s:
        blueprint = _blueprint(s, bank_id)
        moments = evidence.finished_moments(s, bank_id, utcnow(), limit)
        if not moments:
            return []
        first, last = moments[0][1], moments[-1][1]
        rows = evidence.topic_evidence(s, bank_id, first - model.WINDOW, last)
    timeline = model.EvidenceTimeline(rows)
    return [
        ReadinessPoint(attempt, finished, timeline.readiness(blueprint, finished))
        for attempt, finished in moments
    ]


def exam_pace(outline: BankOutline) -> float | None:
    """Seconds per question the bank's full exam allows (None when it is untimed)."""
    spec = ExamSpec.for_bank(outline, Mode.EXAM, seed=0)
    if not spec.is_timed:
        return None
    return spec.time_limit_seconds / spec.question_count


def full_exam_blueprint(outline: BankOutline) -> model.ExamBlueprint:
    """Questions per topic and pass mark of the bank's full exam, as a draw would seat them."""
    spec = ExamSpec.for_bank(outline, Mode.EXAM, seed=0)
    quotas, _available = exam_quotas(spec, outline.topic_sizes)
    return model.ExamBlueprint(quotas, spec.passing_score)


def _blueprint(s: Session, bank_id: str) -> model.ExamBlueprint:
    return full_exam_blueprint(_outline(s, bank_id))


def _outline(s: Session, bank_id: str) -> BankOutline:
    outline = bank_store.bank_outline(s, bank_id)
    if outline is None:
        raise UnknownBankError(f"no bank '{bank_id}'")
    return outline


def _utc(at: datetime | None) -> datetime:
    """`at` in UTC (stored times are UTC); naive means the local time; None means now."""
    return utcnow() if at is None else at.astimezone(UTC)
