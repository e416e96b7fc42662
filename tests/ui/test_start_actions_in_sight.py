"""Trap 5: on a 1024x600 laptop the Start page's primary actions are in sight at once.

Start once sat about 300 px below the fold, and after a crash the offer to resume was a
half-visible button at the bottom edge. Start and Resume now live in a footer bar that
never scrolls away, and the resume offer says what it would resume.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot
from ui_helpers import MINI_BANK, WAIT_MS, Clock, answer_current, find, start_exam

from simulator.app import build_main_window
from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui


def in_sight(widget: QWidget, window: MainWindow) -> bool:
    """Wholly inside the window and not inside anything that scrolls."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return False
        parent = parent.parentWidget()
    spot = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
    return widget.isVisible() and window.rect().contains(spot)


def crash_and_reopen(
    qtbot: QtBot, window: MainWindow, db_url: str, clock: Clock, size: tuple[int, int]
) -> MainWindow:
    """Leave a practice half done, drop the window without closing it, open the app again."""
    session = start_exam(qtbot, window, mode="Practice", count=4)
    answer_current(qtbot, window, session, right=True)
    window.hide()  # no closeEvent, no suspend: as after a crash or power cut
    again = build_main_window(db_url, [MINI_BANK], clock=type(clock)())
    qtbot.addWidget(again)
    again.resize(*size)
    again.show()
    qtbot.waitExposed(again)
    return again


@pytest.mark.parametrize("size", [(1024, 600), (800, 600)], ids=["1024x600", "800x600"])
def test_start_is_in_sight_without_scrolling(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int]
) -> None:
    window.resize(*size)
    start = find(window, QPushButton, "startButton")
    qtbot.waitUntil(lambda: window.width() == size[0], timeout=WAIT_MS)
    QApplication.processEvents()
    assert in_sight(start, window), f"Start at {start.mapTo(window, start.rect().topLeft())}"


def test_the_resume_offer_after_a_crash_is_in_sight_and_says_what_it_resumes(
    qtbot: QtBot, mini_window: MainWindow, db_url: str, clock: Clock
) -> None:
    window = crash_and_reopen(qtbot, mini_window, db_url, clock, (1024, 600))
    resume = find(window, QPushButton, "resumeButton")
    qtbot.waitUntil(resume.isVisible, timeout=WAIT_MS)
    QApplication.processEvents()
    assert in_sight(resume, window)
    assert in_sight(find(window, QPushButton, "startButton"), window)
    offer = find(window, QLabel, "resumeText")
    assert in_sight(offer, window)
    assert "practice" in offer.text().lower() and "1 of 4 answered" in offer.text()

    resume.click()
    qtbot.waitUntil(lambda: window.current_page_name() == "exam", timeout=WAIT_MS)
    assert window.exam.session.answered_count == 1
