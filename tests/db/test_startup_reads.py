"""The start page's quick reads (standard-library sqlite3) agree with the ORM, and are
refused whenever they could be wrong: then the full library opens first."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from simulator.data.db import Database
from simulator.domain.blueprint import Mode
from simulator.services import attempts, banks, history
from simulator.services.library import LibraryStartSource, open_library
from simulator.services.start_view import quick_start_source

DATA = Path(__file__).parent.parent / "data"
MINI = DATA / "banks" / "mini.yaml"


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        self.now += 7
        return self.now


@pytest.fixture
def bank_files(tmp_path: Path) -> list[Path]:
    folder = tmp_path / "banks"
    folder.mkdir()
    mini = folder / "mini.yaml"
    shutil.copy(MINI, mini)
    return [mini]


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'library.db'}"


def sit(
    db: Database, seed: int, *, answer: int, finish: bool = True, abandon: bool = False
) -> None:
    spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=seed, question_count=4)
    active = attempts.start_attempt(db, spec, clock=Clock())
    session = active.session
    for index in range(answer):
        session.go_to(index)
        item = session.current_question
        for choice in item.choices[: item.question.choose]:
            session.select(choice.id)
    if abandon:
        attempts.abandon_attempt(db, active.attempt_id)
    elif finish:
        session.submit()


def test_quick_reads_equal_the_library_reads(url: str, bank_files: list[Path]) -> None:
    db = open_library(url, bank_files)
    for seed in range(1, 8):
        sit(db, seed, answer=seed % 5)
    sit(db, 20, answer=1, abandon=True)
    sit(db, 21, answer=2, finish=False)
    full = LibraryStartSource(db)

    quick = quick_start_source(url, bank_files, recent=5)
    assert quick is not None
    assert quick.banks() == full.banks()
    assert quick.recent_attempts("mini", 5) == full.recent_attempts("mini", 5)
    assert len(quick.recent_attempts("mini", 5)) == 5
    assert quick.recent_attempts("mini", 3) == history.attempt_history(db, "mini", limit=3)
    unfinished = quick.unfinished("mini")
    assert unfinished is not None and unfinished == full.unfinished("mini")
    assert (unfinished.answered, unfinished.total) == (2, 4)
    assert quick.coaching("mini") is None
    assert full.coaching("mini").answers > 0
    db.close()


def test_a_bank_without_attempts_and_two_banks(
    url: str, bank_files: list[Path], tmp_path: Path
) -> None:
    other = bank_files[0].parent / "other.yaml"
    other.write_text(MINI.read_text(encoding="utf-8").replace("id: mini", "id: other", 1))
    db = open_library(url, [*bank_files, other])
    quick = quick_start_source(url, [*bank_files, other])
    assert quick is not None
    assert [b.key for b in quick.banks()] == [b.key for b in banks.list_banks(db)]
    assert quick.banks() == banks.list_banks(db)
    assert quick.recent_attempts("other", 5) == [] and quick.unfinished("other") is None
    db.close()


def test_refused_for_what_only_the_full_library_can_do(
    url: str, bank_files: list[Path], tmp_path: Path
) -> None:
    assert quick_start_source(url, bank_files) is None, "no database yet: it must be created"
    assert quick_start_source("sqlite://", bank_files) is None
    assert quick_start_source("postgresql+psycopg://u:p@localhost/x", bank_files) is None
    open_library(url, bank_files).close()
    assert quick_start_source(url, bank_files) is not None

    other_bank = bank_files[0].parent / "new.yaml"
    other_bank.write_text(MINI.read_text(encoding="utf-8").replace("id: mini", "id: new", 1))
    assert quick_start_source(url, [*bank_files, other_bank]) is None, "a new bank file"

    later = bank_files[0].stat().st_mtime_ns + 5_000_000_000
    os.utime(bank_files[0], ns=(later, later))
    assert quick_start_source(url, bank_files) is None, "an edited bank file"

    old = tmp_path / "old.db"
    shutil.copy(DATA / "db" / "schema-0005.sqlite", old)
    assert quick_start_source(f"sqlite:///{old}", bank_files) is None, "needs a migration"

    garbage = tmp_path / "garbage.db"
    garbage.write_bytes(os.urandom(8192))
    assert quick_start_source(f"sqlite:///{garbage}", bank_files) is None


def test_an_unchanged_bank_file_is_not_read_again(url: str, bank_files: list[Path]) -> None:
    """Same size and modification time: the sync trusts the file without reading it."""
    path = bank_files[0]
    open_library(url, bank_files).close()
    status = path.stat()
    text = path.read_text(encoding="utf-8")
    edited = text.replace("Mini Bank", "Mind Bank")  # same length
    assert len(edited) == len(text) and edited != text
    path.write_text(edited, encoding="utf-8")
    os.utime(path, ns=(status.st_atime_ns, status.st_mtime_ns))

    db = open_library(url, bank_files)
    assert banks.list_banks(db)[0].title == "Mini Bank", "the file was read again"
    db.close()

    later = status.st_mtime_ns + 5_000_000_000
    os.utime(path, ns=(later, later))
    db = open_library(url, bank_files)
    assert banks.list_banks(db)[0].title == "Mind Bank", "a touched file is read"
    db.close()
    assert quick_start_source(url, bank_files) is not None


def test_the_record_of_bank_files_keeps_only_the_current_ones(
    url: str, bank_files: list[Path], tmp_path: Path
) -> None:
    """A build that unpacks its banks to a new folder each run must not grow the record."""
    from simulator.data import bank_sync

    for run in range(4):
        folder = tmp_path / f"unpacked-{run}"
        folder.mkdir()
        copy = folder / "mini.yaml"
        shutil.copy(MINI, copy)
        open_library(url, [copy]).close()
    db = open_library(url, [copy])
    with db.session() as session:
        recorded = bank_sync.bundled_files(session)
    db.close()
    assert list(recorded) == [str(copy)]
