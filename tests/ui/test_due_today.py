"""Trap 8 on the Start page: it counts what is due today, by the study day.

A question missed yesterday a little later in the day than now used to be "not yet
due" all evening; the candidate practising at the same time every day never saw it.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtWidgets import QLabel, QPushButton
from pytestqt.qtbot import QtBot
from ui_helpers import Clock, choose_mode, find, show_page_by_toolbar, start_exam

from simulator.domain.blueprint import Mode
from simulator.services import attempts
from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui


@pytest.fixture
def local_noon() -> Iterator[None]:
    """A local time zone in which it is now about noon, far from the 4 am rollover."""
    offset = 12 - datetime.now(UTC).hour
    before = os.environ.get("TZ")
    os.environ["TZ"] = f"XST{-offset:+d}"
    time.tzset()
    try:
        yield
    finally:
        if before is None:
            del os.environ["TZ"]
        else:
            os.environ["TZ"] = before
        time.tzset()


def miss_one_yesterday_a_little_later(window: MainWindow, clock: Clock) -> str:
    """A one-question exam, answered wrong 23 h 50 min ago: by the minute due in 10 min."""
    then = datetime.now(UTC) - timedelta(hours=23, minutes=50)
    db = window.open_library()
    spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=5, question_count=1)
    session = attempts.start_attempt(db, spec, clock=clock, now=lambda: then).session
    item = session.current_question
    session.select(next(c.id for c in item.choices if not c.correct))
    session.submit()
    return item.question.id


def test_the_start_page_counts_what_is_due_today(
    qtbot: QtBot, local_noon: None, mini_window: MainWindow, clock: Clock
) -> None:
    window = mini_window
    missed = miss_one_yesterday_a_little_later(window, clock)
    show_page_by_toolbar(qtbot, window, "History")
    show_page_by_toolbar(qtbot, window, "Start")
    assert find(window, QLabel, "dueLabel").text().startswith("1 question is due for review today")
    choose_mode(qtbot, window, "Review due")
    assert find(window, QPushButton, "startButton").isEnabled()
    session = start_exam(qtbot, window)
    assert [q.question_id for q in session.exam.questions] == [missed]
