"""Schema versions: fresh databases, stored old databases, and newer ones refused."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine, select, text

from simulator.data.banks import draw_key
from simulator.data.db import (
    MIGRATIONS_DIR,
    SCHEMA_REVISION,
    open_database,
    schema_revision,
    upgrade,
)
from simulator.data.errors import DatabaseError
from simulator.data.orm import AnswerRow, AttemptRow, BankRow, Base, QuestionRow, QuestionStatRow

FIXTURES = Path(__file__).parent.parent / "data" / "db"


def test_schema_revision_constant_is_the_newest_migration() -> None:
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    assert ScriptDirectory.from_config(config).get_current_head() == SCHEMA_REVISION


def test_migrations_build_exactly_the_models_schema(tmp_path: Path) -> None:
    engine = create_engine(f"sqlite:///{tmp_path / 'migrated.db'}")
    with engine.begin() as connection:
        upgrade(connection)
        assert compare_metadata(MigrationContext.configure(connection), Base.metadata) == []
    engine.dispose()


def test_new_database_is_created_and_stamped(tmp_path: Path) -> None:
    db = open_database(f"sqlite:///{tmp_path / 'sub' / 'new.db'}")
    with db.engine.connect() as connection:
        assert schema_revision(connection) == SCHEMA_REVISION
        assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
    db.close()


@pytest.mark.parametrize("fixture", sorted(FIXTURES.glob("schema-*.sqlite")), ids=lambda p: p.stem)
def test_old_database_is_migrated_with_history_kept(tmp_path: Path, fixture: Path) -> None:
    path = tmp_path / "user.db"
    shutil.copy(fixture, path)
    db = open_database(f"sqlite:///{path}")
    with db.session() as s:
        attempt = s.scalar(select(AttemptRow))
        assert attempt is not None
        assert (attempt.score_percent, attempt.elapsed_seconds) == (100.0, 42.5)
        # Migration 0012: nobody holds an older attempt.
        assert (attempt.held_by, attempt.held_until) == (None, None)
        # Migration 0009: no extra time and no time away recorded for older attempts.
        assert (attempt.extra_time_percent, attempt.downtime_seconds) == (0, 0.0)
        answer = s.scalar(select(AnswerRow))
        assert answer is not None and answer.selected == [1] and answer.choice_order == [2, 1]
        # Migration 0008: stored answers show version 1 of their question, the current one.
        assert answer.question_version == 1
        assert s.scalar(select(QuestionRow.version)) == 1
        assert s.scalar(select(BankRow.title)) == "Legacy Bank"
        # Migration 0005 filled the running totals from the stored answers.
        totals = s.scalar(select(QuestionStatRow))
        assert totals is not None and (totals.seen, totals.missed) == (1, 0)
        # Migration 0007 gave them the recency a draw sorts by.
        assert (totals.last_seen_attempt, totals.last_missed_attempt) == (1, None)
        # Migration 0004 gave existing questions their stable draw key.
        assert s.scalar(select(QuestionRow.draw_key)) == draw_key("q-1")
        # Tables added by later migrations exist; rows of earlier ones are kept.
        outbox = s.execute(text("SELECT count(*) FROM result_outbox")).scalar()
        assert outbox == (1 if fixture.stem >= "schema-0002" else 0)
        assert s.execute(text("SELECT count(*) FROM submitted_results")).scalar() == 0
        # Migration 0008: every question stays a choice question, every bank and attempt
        # is scored all or nothing, and no answer has a typed response.
        question = s.scalar(select(QuestionRow))
        assert question is not None and (question.type, question.payload) == ("choice", None)
        assert answer.response is None
        assert attempt.scoring == "all-or-nothing"
        assert s.scalar(select(BankRow.scoring)) == "all-or-nothing"
        # Migration 0013: every question stands alone; no bank has a case study.
        assert question.scenario is None
        assert s.execute(text("SELECT count(*) FROM scenarios")).scalar() == 0
    with db.engine.connect() as connection:
        assert schema_revision(connection) == SCHEMA_REVISION
    db.close()
    backups = list(tmp_path.glob("user.db.before-*.bak"))
    assert len(backups) == 1, "a backup is taken before migrating"


def test_newer_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "future.db"
    open_database(f"sqlite:///{path}").close()
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as connection:
        connection.execute(text("UPDATE alembic_version SET version_num = '0099'"))
    engine.dispose()
    with pytest.raises(DatabaseError, match=r"newer version of Exam Simulator \(schema 0099"):
        open_database(f"sqlite:///{path}")


def test_foreign_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as connection:
        connection.execute(text("CREATE TABLE customers (id INTEGER)"))
    engine.dispose()
    with pytest.raises(DatabaseError, match="not Exam Simulator's"):
        open_database(f"sqlite:///{path}")


def test_bad_urls_give_plain_messages(tmp_path: Path) -> None:
    with pytest.raises(DatabaseError, match="is not a database URL"):
        open_database("not a url")
    with pytest.raises(DatabaseError, match="no database driver"):
        open_database("nosuchdb://x")
    with pytest.raises(DatabaseError, match="cannot open the database"):
        open_database(f"sqlite:///{tmp_path}")  # a directory, not a file


@pytest.mark.parametrize("fixture", sorted(FIXTURES.glob("schema-*.sqlite")), ids=lambda p: p.stem)
def test_migration_0006_backfills_each_questions_memory_from_its_history(
    tmp_path: Path, fixture: Path
) -> None:
    from datetime import UTC, datetime, timedelta

    from simulator.data.orm import QuestionMemoryRow

    path = tmp_path / "user.db"
    shutil.copy(fixture, path)
    db = open_database(f"sqlite:///{path}")
    with db.session() as s:
        (memory,) = s.scalars(select(QuestionMemoryRow)).all()
        answered = datetime(2026, 1, 1, 10, 1, tzinfo=UTC)  # the fixture's one right answer
        assert memory.reviews == 1 and memory.lapses == 0
        last = memory.last_review.replace(tzinfo=UTC) if memory.last_review else None
        assert last == answered
        due = memory.due.replace(tzinfo=UTC)
        assert due - answered == timedelta(days=2)  # Good on a new card: not before tomorrow
    db.close()


@pytest.mark.parametrize("fixture", sorted(FIXTURES.glob("schema-*.sqlite")), ids=lambda p: p.stem)
def test_an_old_attempt_reads_and_scores_as_before(tmp_path: Path, fixture: Path) -> None:
    from simulator.data.attempts import load_attempt
    from simulator.domain.question_types import QuestionType
    from simulator.domain.scoring import score_attempt

    path = tmp_path / "user.db"
    shutil.copy(fixture, path)
    db = open_database(f"sqlite:///{path}")
    with db.session() as s:
        stored = load_attempt(s, 1)
    db.close()
    (item,) = stored.exam.questions
    assert item.question.type is QuestionType.CHOICE
    assert [c.text for c in item.choices] == ["cuFFT", "Nsight Systems"]
    assert stored.answers[0].selected == {1}
    result = score_attempt(stored.exam, stored.answers, time_used_seconds=42.5)
    assert (result.correct, result.percent, result.passed) == (1, 100.0, True)
