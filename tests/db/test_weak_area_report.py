"""The database computes weak areas with GROUP BYs and running totals; the reference
implementations over plain answer records (tests/domain/reference_analytics.py) say
what the figures mean. On the same history both must agree exactly."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from reference_analytics import most_missed, rank_topics, score_trend, topic_trend

from simulator.data.db import Database, open_database
from simulator.domain.blueprint import Mode
from simulator.services import attempts, history
from simulator.services import banks as bank_service

MINI = Path(__file__).parent.parent / "data" / "banks" / "mini.yaml"


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(f"sqlite:///{tmp_path / 'report.db'}")
    bank_service.import_bank_file(database, MINI)
    yield database
    database.close()


def sit_exams(db: Database, count: int, seed: int) -> None:
    """`count` finished attempts, each question answered right with a drifting chance."""
    rng = random.Random(seed)
    for n in range(count):
        spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=rng.randrange(10**6))
        session = attempts.start_attempt(db, spec).session
        for index, item in enumerate(session.exam.questions):
            session.go_to(index)
            right = [c.id for c in item.choices if c.correct]
            wrong = [c.id for c in item.choices if not c.correct]
            if rng.random() < 0.3 + 0.05 * n:
                for choice in right:
                    session.select(choice)
            elif rng.random() < 0.8:
                session.select(rng.choice(wrong))
        session.submit()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_database_report_equals_the_reference_implementation(db: Database, seed: int) -> None:
    sit_exams(db, 12, seed)
    report = history.weak_area_report(db, "mini", last_n_attempts=8)
    records = history.answer_records(db, "mini")
    assert len(records) == 12 * 3  # the bank's exam has three questions
    assert report.ranked == rank_topics(records)
    assert report.score_trend == score_trend(records, last_n_attempts=8)
    assert report.topic_trend == topic_trend(records, last_n_attempts=8)
    assert report.most_missed == most_missed(records, limit=history.MOST_MISSED)
    assert report.answers == len(records)
