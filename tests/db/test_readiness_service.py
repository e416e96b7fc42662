"""Readiness, mastery and pace on a real database, answered through the real sessions."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from simulator.data.db import Database, open_database
from simulator.domain.blueprint import Mode
from simulator.domain.readiness import MIN_ANSWERS
from simulator.services import attempts, learning
from simulator.services import banks as bank_service
from simulator.services.banks import UnknownBankError

MINI = Path(__file__).parent.parent / "data" / "banks" / "mini.yaml"
MONDAY = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


class Clocks:
    """The wall clock the recorder stamps answers with, and the exam's monotonic clock."""

    def __init__(self, start: datetime) -> None:
        self.wall = start
        self.exam = 0.0

    def now(self) -> datetime:
        return self.wall

    def monotonic(self) -> float:
        return self.exam

    def spend(self, seconds: float) -> None:
        self.wall += timedelta(seconds=seconds)
        self.exam += seconds


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(f"sqlite:///{tmp_path / 'readiness.db'}")
    bank_service.import_bank_file(database, MINI)
    yield database
    database.close()


def sit(
    db: Database,
    clocks: Clocks,
    *,
    right: bool = True,
    guessed: frozenset[str] = frozenset(),
    seconds: float = 30.0,
    answer: int = 4,
    mode: Mode = Mode.PRACTICE,
) -> None:
    """All four questions, `answer` of them answered (right or wrong), `seconds` each."""
    spec = attempts.spec_for(db, "mini", mode, seed=5, question_count=4)
    active = attempts.start_attempt(db, spec, clock=clocks.monotonic, now=clocks.now)
    session = active.session
    for index, item in enumerate(session.exam.questions[:answer]):
        session.go_to(index)
        clocks.spend(seconds)
        question = item.question
        pick = [c.id for c in item.choices if c.correct == right]
        for choice in pick[: question.choose]:
            session.select(choice)
        if question.id in guessed:
            session.toggle_guessed()
    session.submit()
    clocks.wall += timedelta(days=1)


def test_too_few_answers_then_an_estimate(db: Database) -> None:
    clocks = Clocks(MONDAY)
    assert learning.readiness(db, "mini") is None
    for _ in range(MIN_ANSWERS // 4 - 1):
        sit(db, clocks)
    assert learning.readiness(db, "mini", clocks.wall) is None
    sit(db, clocks)
    estimate = learning.readiness(db, "mini", clocks.wall)
    assert estimate is not None and estimate.answers == MIN_ANSWERS


def test_right_answers_make_a_pass_likely_and_wrong_ones_unlikely(
    db: Database, tmp_path: Path
) -> None:
    clocks = Clocks(MONDAY)
    for _ in range(8):
        sit(db, clocks, right=True)
    good = learning.readiness(db, "mini", clocks.wall)
    assert good is not None and good.probability > 0.5

    other = open_database(f"sqlite:///{tmp_path / 'wrong.db'}")
    try:
        bank_service.import_bank_file(other, MINI)
        clocks = Clocks(MONDAY)
        for _ in range(8):
            sit(other, clocks, right=False)
        bad = learning.readiness(other, "mini", clocks.wall)
    finally:
        other.close()
    assert bad is not None and bad.probability < 0.5


def test_a_past_moment_sees_only_the_answers_given_by_then(db: Database) -> None:
    clocks = Clocks(MONDAY)
    for _ in range(6):
        sit(db, clocks, right=False)
    halfway = clocks.wall
    for _ in range(12):
        sit(db, clocks, right=True)
    then = learning.readiness(db, "mini", halfway)
    now = learning.readiness(db, "mini", clocks.wall)
    assert then is not None and now is not None
    assert then.answers == 24 and then.probability < 0.5 < now.probability
    assert learning.readiness(db, "mini", MONDAY) is None


def test_topic_progress_reports_answers_mastery_and_pace(db: Database) -> None:
    clocks = Clocks(MONDAY)
    sit(db, clocks, seconds=150, guessed=frozenset({"prof-001"}))
    sit(db, clocks, seconds=150, right=False)
    sit(db, clocks, seconds=30, answer=2, mode=Mode.PRACTICE)  # two never reached
    progress = {p.id: p for p in learning.bank_stats(db, "mini", clocks.wall).topics}
    assert [p.id for p in learning.bank_stats(db, "mini").topics] == ["profiling", "inference"]
    shown = sum(p.answered for p in progress.values())
    assert shown == 10  # questions never reached are not answers
    assert sum(p.correct for p in progress.values()) == 6
    profiling = progress["profiling"]
    assert profiling.guessed_right == 1 and profiling.title == "Profiling & Debugging"
    assert profiling.exam_pace == pytest.approx(100.0)  # 5 minutes for 3 questions
    total_seconds = 150 * 8 + 30 * 2
    paces = [(p.seconds_per_question, p.answered) for p in progress.values()]
    assert sum(pace * answered for pace, answered in paces if pace is not None) == pytest.approx(
        total_seconds
    )
    assert all(p.slower_than_pace for p in progress.values())
    assert all(p.mastery is not None and 0 < p.mastery < 1 for p in progress.values())


def test_a_candidate_within_the_pace_is_not_flagged(db: Database) -> None:
    clocks = Clocks(MONDAY)
    sit(db, clocks, seconds=40)
    assert not any(p.slower_than_pace for p in learning.bank_stats(db, "mini").topics)
    untouched = learning.bank_stats(db, "mini", MONDAY - timedelta(days=1)).topics
    assert all(p.answered == 0 and p.mastery is None for p in untouched)


def test_the_trend_is_the_readiness_after_each_attempt(db: Database) -> None:
    clocks = Clocks(MONDAY)
    for n in range(9):
        sit(db, clocks, right=n >= 3)
    trend = learning.readiness_trend(db, "mini", limit=7)
    assert len(trend) == 7
    assert [p.finished_at for p in trend] == sorted(p.finished_at for p in trend)
    assert trend[0].readiness is None  # 12 answers by the third attempt
    for point in trend:
        direct = learning.readiness(db, "mini", point.finished_at)
        if direct is None:
            assert point.readiness is None
        else:
            assert point.readiness is not None
            assert point.readiness.probability == pytest.approx(direct.probability)
    last = trend[-1].readiness
    assert last is not None and trend[3].readiness is not None
    assert last.probability > trend[3].readiness.probability
    assert learning.readiness_trend(db, "mini", limit=50)[-1] == trend[-1]


def test_unknown_banks_are_refused(db: Database) -> None:
    with pytest.raises(UnknownBankError):
        learning.readiness(db, "no-such-bank")
    with pytest.raises(UnknownBankError):
        learning.bank_stats(db, "no-such-bank")
    with pytest.raises(UnknownBankError):
        learning.readiness_trend(db, "no-such-bank", 5)
