"""When the database stops taking writes mid-exam, the candidate is told and nothing is lost."""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot
from sqlalchemy import event
from ui_helpers import click_choice, find, start_exam

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
