"""Extra time for self-study (View > Extra time): remembered, shown, given and recorded."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot
from ui_helpers import find, start_exam

from simulator.services import history
from simulator.ui.main_window import MainWindow
from simulator.ui.settings import AppSettings


def extra_time_action(window: MainWindow, percent: int) -> QAction:
    action = window.findChild(QAction, f"extraTime{percent}")
    assert action is not None and action.isVisible()
    return action


def test_extra_time_is_chosen_in_the_view_menu_and_given_on_timed_exams(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    label = find(window, QLabel, "extraTimeLabel")
    assert not label.isVisible()
    assert extra_time_action(window, 0).isChecked()
    extra_time_action(window, 50).trigger()
    assert AppSettings().extra_time_percent == 50  # remembered for the next start
    session = start_exam(qtbot, window, mode="Exam", count=3, minutes=10)
    assert session.exam.spec.time_limit_minutes == 15
    assert session.remaining_seconds == 15 * 60
    session.submit()
    (attempt,) = history.attempt_history(window.open_library(), "mini")
    review = history.attempt_review(window.open_library(), attempt.attempt_id)
    assert review.exam.spec.time_limit_minutes == 15  # stored with the attempt


def test_the_start_page_says_how_long_the_exam_really_is(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    extra_time_action(window, 100).trigger()
    label = find(window, QLabel, "extraTimeLabel")
    window.start_page.time_limit_spin.setValue(12)
    assert label.isVisible()
    assert label.text() == "+100% extra time: 24 minutes in all (View > Extra time)"
    window.start_page.time_limit_spin.setValue(0)  # untimed: nothing to extend
    assert not label.isVisible()
    session = start_exam(qtbot, window, mode="Practice", count=2, minutes=0)
    assert session.exam.spec.time_limit_minutes == 0
