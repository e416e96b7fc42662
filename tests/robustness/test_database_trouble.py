"""Damaged, read-only, unreachable and full databases: one line, exit 1, nothing changed.

Every case runs the real command line (in this process, so the output is captured)
against a real SQLite file in the state a user could find it in.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
import stat
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from sqlalchemy import Engine, event

from simulator.cli import main

ROOT = Path(__file__).resolve().parents[2]
MINI = ROOT / "tests" / "data" / "banks" / "mini.yaml"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def one_line_error(capsys: pytest.CaptureFixture[str], *expected: str) -> str:
    err = capsys.readouterr().err
    assert "Traceback" not in err, err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    for text in expected:
        assert text in lines[0], lines[0]
    return lines[0]


def made_database(tmp_path: Path) -> Path:
    path = tmp_path / "exam.db"
    assert main(["--db", f"sqlite:///{path}", "bank", "import", str(MINI)]) == 0
    return path


@pytest.mark.parametrize("command", [["bank", "list"], ["bank", "import", str(MINI)]])
def test_a_file_of_random_bytes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    path = tmp_path / "exam.db"
    path.write_bytes(os.urandom(64 * 1024))
    before = digest(path)
    assert main(["--db", f"sqlite:///{path}", *command]) == 1
    one_line_error(capsys, str(path), "is not an Exam Simulator database or is damaged")
    assert digest(path) == before


def test_a_database_with_a_damaged_page(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = made_database(tmp_path)
    capsys.readouterr()
    with sqlite3.connect(path) as connection:  # where the questions table's pages start
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        page_size = connection.execute("PRAGMA page_size").fetchone()[0]
        root = connection.execute(
            "SELECT rootpage FROM sqlite_master WHERE name = 'questions'"
        ).fetchone()[0]
    connection.close()
    data = bytearray(path.read_bytes())
    start = (root - 1) * page_size
    data[start : start + page_size] = b"\xa5" * page_size
    path.write_bytes(bytes(data))
    before = digest(path)
    assert main(["--db", f"sqlite:///{path}", "bank", "list"]) == 1
    one_line_error(capsys, str(path), "is not an Exam Simulator database or is damaged")
    assert digest(path) == before


def test_a_read_only_database(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = made_database(tmp_path)
    capsys.readouterr()
    before = digest(path)
    other = tmp_path / "other.yaml"
    other.write_text(MINI.read_text().replace("id: mini", "id: other"), encoding="utf-8")
    url = f"sqlite:///file:{path}?mode=ro&uri=true"  # what a read-only file looks like to SQLite
    assert main(["--db", url, "bank", "import", str(other)]) == 1
    one_line_error(capsys, "read-only")
    assert digest(path) == before


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes to read-only files anyway")
def test_a_read_only_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = made_database(tmp_path)
    capsys.readouterr()
    path.chmod(0o444)
    other = tmp_path / "other.yaml"
    other.write_text(MINI.read_text().replace("id: mini", "id: other"), encoding="utf-8")
    assert main(["--db", f"sqlite:///{path}", "bank", "import", str(other)]) == 1
    one_line_error(capsys, str(path))


def test_a_folder_that_cannot_be_created(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--db", "sqlite:////proc/exam-simulator/exam.db", "bank", "list"]) == 1
    one_line_error(capsys, "/proc/exam-simulator")


def test_a_tilde_means_the_home_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    assert main(["--db", "sqlite:///~/exams/x.db", "bank", "list"]) == 0
    assert (tmp_path / "exams" / "x.db").is_file()
    assert not (tmp_path / "~").exists()


def large_bank(questions: int) -> str:
    lines = ["schema: 1", "id: big", "title: Big", "topics:", "  - {id: t, title: T}", "questions:"]
    for n in range(questions):
        lines += [
            f"  - id: q{n}",
            "    topic: t",
            f"    prompt: Question {n} {'with a long prompt ' * 20}",
            "    choices:",
            "      - {text: right, correct: true}",
            "      - {text: wrong}",
            "    explanation: {short: Because.}",
        ]
    return "\n".join(lines) + "\n"


def fill_the_disk() -> Callable[[], None]:
    """From now on SQLite reports the disk full as soon as a database would grow."""

    def limit(dbapi_connection: sqlite3.Connection, _record: object) -> None:
        pages = dbapi_connection.execute("PRAGMA page_count").fetchone()[0]
        dbapi_connection.execute(f"PRAGMA max_page_count = {max(pages, 1)}")

    event.listen(Engine, "connect", limit)
    return lambda: event.remove(Engine, "connect", limit)


def test_a_full_disk_at_commit(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "exam.db"
    assert main(["--db", f"sqlite:///{path}", "bank", "list"]) == 0  # created, bundled bank in
    capsys.readouterr()
    free_again = fill_the_disk()
    with sqlite3.connect(path) as connection:
        banks = connection.execute("SELECT key FROM banks").fetchall()
    connection.close()
    big = tmp_path / "big.yaml"
    big.write_text(large_bank(400), encoding="utf-8")
    try:
        assert main(["--db", f"sqlite:///{path}", "bank", "import", str(big)]) == 1
    finally:
        free_again()
    one_line_error(capsys, "full")
    with sqlite3.connect(path) as connection:
        assert connection.execute("SELECT key FROM banks").fetchall() == banks
    connection.close()


@pytest.mark.slow
def test_four_processes_creating_one_database_at_once(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'new.db'}"
    runs = [
        subprocess.Popen(
            [sys.executable, "-m", "simulator", "--db", url, "bank", "list"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        for _ in range(4)
    ]
    for run in runs:
        out, err = run.communicate(timeout=120)
        assert run.returncode == 0, err
        assert "nca-ai-deep-learning" in out


@pytest.mark.parametrize("kind", ["folder", "fifo", "device"])
def test_a_database_path_that_is_no_regular_file_is_left_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    """SQLite opened a device or a FIFO given as the database and wrote its journal
    beside it ("disk I/O error"); as root, `--db sqlite:////dev/sdX` would have written a
    database header onto a disk. The device here is a null device made in tmp_path."""
    path = tmp_path / "exam.db"
    if kind == "folder":
        path.mkdir()
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        if os.geteuid() != 0:
            pytest.skip("making a device node needs root")
        os.mknod(path, 0o600 | stat.S_IFCHR, os.makedev(1, 3))
    link = tmp_path / "link.db"
    link.symlink_to(path)
    for given in (path, link):
        assert main(["--db", f"sqlite:///{given}", "bank", "import", str(MINI)]) == 1
        one_line_error(capsys, str(given), "is not a regular file")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["exam.db", "link.db"]
