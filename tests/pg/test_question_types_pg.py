"""Questions of every type on SQLite and PostgreSQL alike: stored, answered, resumed, reviewed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from simulator.data.db import Database, open_database
from simulator.domain.blueprint import Mode
from simulator.domain.question_types import Matching, Ordering
from simulator.formats.loader import load_bank
from simulator.services import attempts, history
from simulator.services import banks as bank_service

MIXED = Path(__file__).resolve().parents[1] / "data" / "banks" / "mixed-types.yaml"


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'types.db'}"
    else:
        url = request.getfixturevalue("pg_url")
    db = open_database(url)
    yield db
    db.close()


def test_every_type_round_trips_through_the_database(database: Database) -> None:
    assert bank_service.import_bank_file(database, MIXED).counts.added == 6
    assert not bank_service.import_bank_file(database, MIXED).counts.changed
    spec = attempts.spec_for(database, "mixed-types", Mode.PRACTICE, seed=3)
    active = attempts.start_attempt(database, spec)
    session = active.session
    for index, item in enumerate(session.exam.questions):
        session.go_to(index)
        payload = item.question.payload
        if isinstance(payload, Matching):
            for left, option in enumerate(payload.key):
                session.match(left, option)
            session.toggle_strike(len(payload.options) - 1)
        elif isinstance(payload, Ordering):
            session.reorder(range(len(payload.items)))
        elif payload is not None:
            session.type_answer("nsys" if item.question_id == "profiler-cli" else "73856,0")
        else:
            for choice_id in item.question.correct_ids:
                session.select(choice_id)
        session.check()
    resumed = attempts.resume_attempt(database, active.attempt_id)
    assert resumed.session.answers == session.answers
    result = resumed.session.submit()
    assert result.correct == 6
    review = history.attempt_review(database, active.attempt_id)
    original = {q.id: q.payload for q in load_bank(MIXED).questions}
    assert {q.question_id: q.question.payload for q in review.exam.questions} == original
    assert [o.answer for o in review.result.outcomes] == list(resumed.session.answers)
