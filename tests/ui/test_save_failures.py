"""When the database stops taking writes mid-exam, the candidate is told and nothing is lost."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot
from sqlalchemy import event
from ui_helpers import (
    MINI_BANK,
    Clock,
    click,
    click_choice,
    find,
    start_exam,
    submit_and_confirm,
    wait_for_box,
)

from simulator.app import build_main_window
from simulator.services.history import attempt_history, attempt_review
from simulator.services.library import open_library
from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui


def test_an_answer_the_database_refuses_is_reported_not_shown(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    session = start_exam(qtbot, window, mode="Exam", count=3)
    click_choice(qtbot, window, 0)
    saved = session.current_answer.selected
    banner = find(window, QLabel, "saveError")
    assert not banner.isVisible()

    engine = window.open_library().engine

    def refuse_writes(dbapi_connection: sqlite3.Connection, *_: object) -> None:
        dbapi_connection.execute("PRAGMA query_only = ON")  # SQLite itself refuses writes

    event.listen(engine, "checkout", refuse_writes)
    engine.dispose()  # pooled connections are checked out again, query-only
    try:
        click_choice(qtbot, window, 1)
        qtbot.waitUntil(banner.isVisible, timeout=2000)
        assert "Not saved" in banner.text() and "read-only" in banner.text()
        assert session.current_answer.selected == saved  # the screen shows what is stored
    finally:
        event.remove(engine, "checkout", refuse_writes)
        engine.dispose()
    click_choice(qtbot, window, 1)
    assert not banner.isVisible()
    assert session.current_answer.selected != saved


@pytest.mark.parametrize("how", ["replaced", "deleted"])
def test_a_database_file_moved_away_mid_exam_is_not_written_blindly(
    qtbot: QtBot, tmp_path: Path, clock: Clock, how: str
) -> None:
    """Something replaces or deletes the database file during an exam (a sync tool, a
    restored backup): the app used to go on writing into a file no name reached any
    more, and every later answer was lost when it closed."""
    path = tmp_path / "library.db"
    window = build_main_window(f"sqlite:///{path}", [MINI_BANK], clock=clock)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    session = start_exam(qtbot, window, mode="Exam", count=3)
    click_choice(qtbot, window, 0)
    banner = find(window, QLabel, "saveError")
    save_copy = find(window, QPushButton, "saveCopyButton")
    assert not banner.isVisible() and not save_copy.isVisible()

    other = tmp_path / "restored" / "backup.db"
    other.parent.mkdir()
    open_library(f"sqlite:///{other}", [MINI_BANK]).close()
    before = other.read_bytes()
    if how == "replaced":
        os.replace(other, path)
    else:
        path.unlink()

    click(qtbot, find(window, QPushButton, "nextButton"))
    click_choice(qtbot, window, 1)
    qtbot.waitUntil(banner.isVisible, timeout=2000)
    assert banner.text().startswith("Not saved: the database file")
    assert "moved, replaced or deleted" in banner.text()
    assert "kept in this window" in banner.text()
    assert session.answer(1).selected  # kept in memory, shown as answered
    assert save_copy.isVisible()
    if how == "replaced":
        assert path.read_bytes() == before  # the restored file is not written into

    # Leaving or closing now would lose the answers kept in memory: the window asks.
    window.close()
    box = wait_for_box(qtbot, window, "unsavedAnswers")
    assert window.isVisible() and "not saved" in box.text()
    click(qtbot, box.button(QMessageBox.StandardButton.Cancel))

    click(qtbot, save_copy)
    dialog = window.findChild(QFileDialog, "saveCopyDialog")
    assert dialog is not None and dialog.isVisible()
    copy = tmp_path / "recovered.db"
    dialog.fileSelected.emit(str(copy))
    assert not banner.isVisible()
    assert str(copy) in window.statusBar().currentMessage()
    click(qtbot, find(window, QPushButton, "nextButton"))
    click_choice(qtbot, window, 0)  # stored in the copy from now on
    submit_and_confirm(qtbot, window)

    reopened = open_library(f"sqlite:///{copy}", [MINI_BANK])
    try:
        (finished,) = attempt_history(reopened, "mini")
        assert finished.attempt_id == window.attempts.current_attempt_id
        review = attempt_review(reopened, finished.attempt_id)
        assert all(outcome.answered for outcome in review.result.outcomes)
    finally:
        reopened.close()
