"""Readiness, mastery, pace and `stats --json` on SQLite and PostgreSQL alike."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path

import pytest

from simulator.cli import main
from simulator.data.db import Database, open_database
from simulator.domain.blueprint import Mode
from simulator.services import attempts, learning
from simulator.services import banks as bank_service

MINI = Path(__file__).resolve().parents[1] / "data" / "banks" / "mini.yaml"
MONDAY = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'readiness.db'}"
    pg_url: str = request.getfixturevalue("pg_url")
    return pg_url


@pytest.fixture
def database(url: str) -> Iterator[Database]:
    db = open_database(url)
    bank_service.import_bank_file(db, MINI)
    yield db
    db.close()


def test_readiness_and_stats_agree_on_both_databases(
    database: Database, url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    for day in range(8):
        wall = MONDAY + timedelta(days=day)
        clock = [0.0]
        spec = attempts.spec_for(database, "mini", Mode.EXAM, seed=day, question_count=4)
        session = attempts.start_attempt(
            database, spec, clock=reading(clock), now=partial(identity, wall)
        ).session
        for index, item in enumerate(session.exam.questions):
            session.go_to(index)
            clock[0] += 30.0
            right = item.question_id != "inf-002"
            pick = [c.id for c in item.choices if c.correct == right]
            for choice in pick[: item.question.choose]:
                session.select(choice)
            if item.question_id == "prof-001":
                session.toggle_guessed()
        session.submit()
    at = MONDAY + timedelta(days=8)
    estimate = learning.readiness(database, "mini", at)
    assert estimate is not None and estimate.answers == 32
    progress = {p.id: p for p in learning.bank_stats(database, "mini", at).topics}
    assert progress["profiling"].guessed_right == 8
    assert progress["inference"].correct == 8
    assert progress["inference"].seconds_per_question == pytest.approx(30.0)
    trend = learning.readiness_trend(database, "mini", 8)
    assert trend[-1].readiness is not None
    assert trend[-1].readiness.probability == pytest.approx(
        learning.readiness(database, "mini", trend[-1].finished_at).probability
    )

    assert main(["--db", url, "stats", "mini", "--json", "--at", at.isoformat()]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert stats["readiness"]["probability"] == pytest.approx(estimate.probability, abs=1e-4)
    assert stats["due"] == learning.due_count(database, "mini", at)


def identity(value: datetime) -> datetime:
    return value


def reading(cell: list[float]) -> Callable[[], float]:
    """A clock that reads the first item of `cell` (the test moves it)."""
    return lambda: cell[0]
