"""A draw reads each question's history from the running totals, never from every answer.

`stats.question_records` used to group every answer of the bank by question, so
starting an exam slowed down as the years of answers grew. It now reads
question_stats (one row per question ever shown, kept as attempts finish; the
recency columns came with migration 0007). These tests keep the old GROUP BY as the
reference and prove, on SQLite and PostgreSQL, that the running totals, the draws
they give and the migration's backfill all agree with it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config
from sqlalchemy import Integer, and_, case, cast, func, select
from sqlalchemy.orm import Session

from simulator.data import banks as bank_store
from simulator.data import stats
from simulator.data.db import MIGRATIONS_DIR, SCHEMA_REVISION, Database, open_database, upgrade
from simulator.data.orm import AnswerRow, AttemptRow, BankRow
from simulator.data.records import FINISHED
from simulator.domain.analytics import stats_from_counts
from simulator.domain.blueprint import ExamSpec, Mode
from simulator.domain.generator import assemble, draw_exam, draw_weak_area_drill
from simulator.domain.paper import Exam, QuestionRecord
from simulator.domain.question_types import Matching, Numeric, Ordering, ShortAnswer, format_number
from simulator.domain.session import ExamSession
from simulator.paths import bundled_bank_paths
from simulator.services import attempts
from simulator.services import banks as bank_service

MINI = Path(__file__).resolve().parents[1] / "data" / "banks" / "mini.yaml"


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'history.db'}"
    else:
        url = request.getfixturevalue("pg_url")
    db = open_database(url)
    for path in bundled_bank_paths():
        bank_service.import_bank_file(db, path)
    bank_service.import_bank_file(db, MINI)  # a second bank: its history must not leak
    yield db
    db.close()


BANK = "nca-ai-deep-learning"
NARROW = ("gpu-libraries", "mixed-precision")


def scanned_records(
    session: Session, bank_key: str
) -> dict[int, tuple[int, int, float | None, float | None]]:
    """The old computation: every answer of the bank's finished attempts, grouped by question."""
    wrong = cast(case((AnswerRow.correct.is_(True), 0), else_=1), Integer)
    bank = select(BankRow.id).where(BankRow.key == bank_key).scalar_subquery()
    rows = session.execute(
        select(
            AnswerRow.question_id,
            func.count(),
            func.sum(wrong),
            func.max(AnswerRow.attempt_id),
            func.max(case((AnswerRow.correct.is_(True), None), else_=AnswerRow.attempt_id)),
        )
        .join(AttemptRow, AttemptRow.id == AnswerRow.attempt_id)
        .where(and_(AttemptRow.bank_id == bank, AttemptRow.status.in_(FINISHED)))
        .group_by(AnswerRow.question_id)
    )
    return {
        q: (int(n), int(m or 0), float(last) if last is not None else None,
            float(miss) if miss is not None else None)
        for q, n, m, last, miss in rows
    }  # fmt: skip


def reference_draw(db: Database, spec: ExamSpec) -> Exam:
    """`attempts.draw_paper` as it was, over the scanned history."""
    with db.session() as s:
        outlines = bank_store.question_outlines(s, spec.bank_id)
        history = {
            outlines[row].id: QuestionRecord(outlines[row].id, *counts)
            for row, counts in scanned_records(s, spec.bank_id).items()
            if row in outlines
        }
        pool = list(outlines.values())
        if spec.mode is Mode.WEAK_AREAS:
            accuracy = {t.topic: t for t in stats_from_counts(stats.topic_counts(s, spec.bank_id))}
            drawn = draw_weak_area_drill(pool, spec, history, accuracy)
        else:
            drawn = draw_exam(pool, spec, history)
        questions = bank_store.load_questions(s, spec.bank_id, list(drawn.question_ids))
    return assemble(drawn, questions)


def answer(session: ExamSession, *, right: bool) -> None:
    """Answer the current question of any type, right or (completely) wrong."""
    item = session.current_question
    payload = item.question.payload
    if isinstance(payload, Matching):
        for left, option in enumerate(payload.key):
            session.match(left, option if right else (option + 1) % len(payload.options))
    elif isinstance(payload, Ordering):
        items = tuple(range(len(payload.items)))
        session.reorder(items if right else items[::-1])
    elif isinstance(payload, Numeric):
        session.type_answer(format_number(payload.answers[0].value) if right else "-1e9")
    elif isinstance(payload, ShortAnswer):
        session.type_answer(payload.answers[0] if right else "no such answer")
    else:
        wanted = item.question.correct_ids if right else {item.choices[-1].id}
        for choice_id in sorted(wanted):
            session.select(choice_id)


def make_history(db: Database, exams: int = 14) -> None:
    """Exams sat through the app: right, wrong and unanswered answers, time-outs, abandons."""
    for n in range(exams):
        clock = Clock()
        # Every other exam on two small topics only: their questions come round again
        # and again while some of the others are never shown.
        narrow = n % 2 == 1
        spec = attempts.spec_for(
            db,
            BANK,
            Mode.EXAM,
            seed=1000 + n,
            question_count=20 if narrow else 25,
            time_limit_minutes=30,
            topics=NARROW if narrow else None,
        )
        active = attempts.start_attempt(db, spec, clock=clock)
        session = active.session
        for index in range(session.question_count):
            session.go_to(index)
            kind = (index * 7 + n * 3) % 5
            if kind == 4:
                continue  # left unanswered: counts as missed
            answer(session, right=kind < 3)
        if n % 6 == 5:
            attempts.abandon_attempt(db, active.attempt_id)  # never counted
        elif n % 4 == 3:
            clock.now += 31 * 60
            assert session.tick()  # timed out: counted like a submitted exam
        else:
            session.submit()
        if n % 5 == 2:  # the mini bank's history interleaves with the big bank's
            mini = attempts.start_attempt(db, attempts.spec_for(db, "mini", Mode.EXAM, seed=n))
            mini.session.submit()
    # An attempt still in progress is not history either.
    attempts.start_attempt(db, attempts.spec_for(db, BANK, Mode.EXAM, seed=7, question_count=30))


def records(db: Database) -> tuple[dict[int, tuple[int, int, float | None, float | None]], ...]:
    with db.session() as s:
        return stats.question_records(s, BANK), scanned_records(s, BANK)


def test_running_totals_give_the_scanned_history_and_the_same_draws(database: Database) -> None:
    make_history(database)
    kept, scanned = records(database)
    assert kept == scanned
    assert 100 < len(kept) < 229, "some questions seen, some never: recency has work to do"
    assert max(seen for seen, _missed, _last, _miss in kept.values()) >= 3
    assert any(missed for _seen, missed, _last, _miss in kept.values())
    for seed in range(12):
        spec = attempts.spec_for(database, BANK, Mode.EXAM, seed=seed)
        assert attempts.draw_paper(database, spec) == reference_draw(database, spec)
        drill = attempts.spec_for(database, BANK, Mode.WEAK_AREAS, seed=seed, question_count=20)
        assert attempts.draw_paper(database, drill) == reference_draw(database, drill)


def test_rebuilt_totals_equal_the_kept_ones(database: Database) -> None:
    make_history(database, exams=6)
    kept, _ = records(database)
    with database.session() as s:
        stats.rebuild_totals(s)
    assert records(database) == (kept, kept)


def test_migration_0007_fills_the_recency_of_an_existing_history(database: Database) -> None:
    make_history(database, exams=8)
    kept, _ = records(database)
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    with database.engine.connect() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, "0006")  # the columns are gone, as in a 0006 database
        connection.commit()
    with database.engine.connect() as connection:
        upgrade(connection)
        connection.commit()
        assert connection.exec_driver_sql("SELECT version_num FROM alembic_version").scalar() == (
            SCHEMA_REVISION
        )
    assert records(database) == (kept, kept)
