"""A database file replaced by rename, or deleted, while the app uses it.

SQLite keeps writing to the file it opened. When a sync tool, a backup restore or a
mistaken `mv` puts another file at the path (or removes it), every later answer went
into a file no longer reachable by name: lost silently when the app closed. Now every
transaction checks that the path still names the file that was opened; from then on
nothing is written, and what this process still sees can be saved to a new file.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from simulator.data.db import Database, open_database
from simulator.data.errors import DatabaseMovedError
from simulator.domain.blueprint import Mode
from simulator.services import attempts
from simulator.services import banks as bank_service
from simulator.services.library import save_library_copy

MINI = Path(__file__).parent.parent / "data" / "banks" / "mini.yaml"


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Database]:
    db = open_database(f"sqlite:///{tmp_path / 'library.db'}")
    bank_service.import_bank_file(db, MINI)
    yield db
    db.close()


def answer_first_choice(active: attempts.ActiveAttempt) -> None:
    session = active.session
    session.select(session.current_question.choices[0].id)


def other_database(tmp_path: Path) -> Path:
    """Another, valid library: what a restored backup or a sync tool puts at the path."""
    path = tmp_path / "elsewhere" / "other.db"
    path.parent.mkdir()
    open_database(f"sqlite:///{path}").close()
    return path


@pytest.mark.parametrize("how", ["replaced", "deleted", "moved"])
def test_nothing_is_written_once_the_file_changed(
    library: Database, tmp_path: Path, how: str
) -> None:
    spec = attempts.spec_for(library, "mini", Mode.PRACTICE, seed=3, question_count=3)
    active = attempts.start_attempt(library, spec)
    answer_first_choice(active)
    assert active.unsaved is None
    path = tmp_path / "library.db"
    other = other_database(tmp_path)
    before = other.read_bytes()
    if how == "replaced":
        os.replace(other, path)
    elif how == "deleted":
        path.unlink()
    else:
        path.rename(tmp_path / "library-old.db")
    # The candidate answers on: kept in memory, and the attempt says it is not saved.
    active.session.next()
    answer_first_choice(active)
    assert active.session.answer(1).selected
    assert isinstance(active.unsaved, DatabaseMovedError)
    assert "moved, replaced or deleted" in str(active.unsaved)
    with pytest.raises(DatabaseMovedError):
        attempts.find_unfinished(library, "mini")
    with pytest.raises(DatabaseMovedError):
        active.session.submit()  # an attempt cannot end where it cannot be stored
    assert not active.session.is_finished
    if how == "replaced":
        assert path.read_bytes() == before  # the file now at the path is left alone
    else:
        assert not path.exists()


def test_what_the_app_still_sees_can_be_saved_to_a_new_file(
    library: Database, tmp_path: Path
) -> None:
    spec = attempts.spec_for(library, "mini", Mode.EXAM, seed=3, question_count=3)
    active = attempts.start_attempt(library, spec)
    answer_first_choice(active)
    (tmp_path / "library.db").unlink()
    active.session.next()
    answer_first_choice(active)  # only in memory
    copy = tmp_path / "recovered.db"
    save_library_copy(library, copy, active)
    assert library.path == copy and active.unsaved is None
    active.session.next()
    answer_first_choice(active)  # stored in the copy: the exam goes on there
    reopened = open_database(f"sqlite:///{copy}")
    try:
        unfinished = attempts.find_unfinished(reopened, "mini")
        assert unfinished is not None and unfinished.attempt_id == active.attempt_id
        assert unfinished.answered == 3
    finally:
        reopened.close()
    assert attempts.find_unfinished(library, "mini") is not None
    active.session.submit()
    assert attempts.find_unfinished(library, "mini") is None
