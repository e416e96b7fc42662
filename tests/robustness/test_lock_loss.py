"""Answers survive when something in the app's own process drops SQLite's file locks.

POSIX record locks belong to the process: closing ANY descriptor of the database
file (a file dialog sniffing file types does this) releases every lock SQLite held
on it. Another process then believed it was the last user of the database, checkpointed
and deleted the write-ahead log, and everything the app wrote afterwards went into a
deleted file (SQLite's "How To Corrupt An SQLite Database File", section 2.2). This
drives the real window in a child process, drops the locks exactly that way, runs
`exam-simulator bank list` beside it, answers on, kills the child with SIGKILL, and
resumes in a new process.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from simulator.data.db import open_database
from simulator.services import attempts

ROOT = Path(__file__).resolve().parents[2]
MINI = ROOT / "tests" / "data" / "banks" / "mini.yaml"

CHILD = textwrap.dedent(
    """
    import os, subprocess, sys
    from pathlib import Path
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from simulator.app import create_application
    from simulator.app import build_main_window

    url, bank, db_path, settings = sys.argv[1:5]
    os.environ["EXAM_SIMULATOR_SETTINGS"] = settings
    app = create_application()
    window = build_main_window(url, [Path(bank)])
    window.show()
    QTest.mouseClick(window.start_page.start_button, Qt.MouseButton.LeftButton)
    app.processEvents()
    session = window.exam.session

    def answer(index):
        while session.current != index:
            QTest.mouseClick(window.exam_page.next_button, Qt.MouseButton.LeftButton)
        button = window.exam_page.choices.buttons[0]
        QTest.mouseClick(button, Qt.MouseButton.LeftButton, pos=button.rect().center())
        assert session.answer(index).selected, index

    answer(0)
    for suffix in ("", "-wal", "-shm"):  # what a file dialog's type sniffing does
        os.close(os.open(db_path + suffix, os.O_RDONLY))
    listed = subprocess.run(
        [sys.executable, "-m", "simulator", "--db", url, "bank", "list"],
        capture_output=True, text=True, check=True,
    )
    assert "mini" in listed.stdout, listed.stdout
    answer(1)
    answer(2)
    print(window.attempts.current_attempt_id, flush=True)
    app.exec()  # wait to be killed
    """
)


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")
def test_dropped_locks_and_a_second_process_lose_no_answer(tmp_path: Path) -> None:
    db_path = tmp_path / "exam.db"
    url = f"sqlite:///{db_path}"
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, url, str(MINI), str(db_path), str(tmp_path / "s.ini")],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    assert child.stdout is not None
    line = child.stdout.readline()  # printed only after the third answer returned
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=60)
    child.stdout.close()
    assert line.strip().isdigit(), f"the child failed before answering (exit {child.returncode})"

    db = open_database(url)
    try:
        session = attempts.resume_attempt(db, int(line)).session
        for index in range(3):
            first_shown = session.exam.questions[index].choices[0].id
            assert session.answers[index].selected == {first_shown}, f"answer {index + 1} lost"
    finally:
        db.close()
