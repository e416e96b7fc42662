"""Moving around the app: save-and-exit of practice, the page bar during an exam,
keyboard shortcuts right after submitting, F1 help, full screen, the window's size.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QApplication, QPushButton, QToolBar
from pytestqt.qtbot import QtBot
from ui_helpers import (
    MINI_BANK,
    WAIT_MS,
    answer_current,
    click,
    find,
    selected_indexes,
    start_exam,
    submit_and_confirm,
    wait_for_box,
)

from simulator.app import build_main_window
from simulator.ui.main_window import MINIMUM_SIZE, MainWindow

pytestmark = pytest.mark.gui


def page_actions(window: MainWindow) -> dict[str, QAction]:
    bar = find(window, QToolBar, "navigationBar")
    return {a.text(): a for a in bar.actions() if a.text() in ("Start", "History", "Banks")}


def key_where_the_focus_is(
    qtbot: QtBot,
    window: MainWindow,
    key: Qt.Key,
    modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """A key press sent where a real one would go: the focus widget, else the window."""
    target = QApplication.focusWidget() or window
    qtbot.keyClick(target, key, modifier)


def test_save_and_exit_a_practice_session_then_resume_it(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    session = start_exam(qtbot, window, mode="Practice", count=4)
    answer_current(qtbot, window, session, right=False)
    kept = selected_indexes(session)
    click(qtbot, find(window, QPushButton, "nextButton"))
    leave = find(window, QPushButton, "leaveButton")
    assert leave.text() == "Save and exit"
    click(qtbot, leave)
    qtbot.waitUntil(lambda: window.current_page_name() == "start", timeout=WAIT_MS)
    assert not window.exam.timer.isActive()

    resume = find(window, QPushButton, "resumeButton")
    qtbot.waitUntil(resume.isVisible, timeout=WAIT_MS)
    click(qtbot, resume)
    qtbot.waitUntil(lambda: window.current_page_name() == "exam", timeout=WAIT_MS)
    resumed = window.exam.session
    assert resumed.current == 1
    assert selected_indexes(resumed, 0) == kept
    assert resumed.exam.spec.mode is session.exam.spec.mode


def test_an_exam_cannot_be_left_without_submitting(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    start_exam(qtbot, window, count=4)
    assert not find(window, QPushButton, "leaveButton").isVisible()


def test_page_bar_is_disabled_during_an_attempt_and_back_after_it(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    assert all(a.isEnabled() for a in page_actions(window).values())
    start_exam(qtbot, window, count=4)
    actions = page_actions(window)
    assert not any(a.isEnabled() for a in actions.values())
    bar = find(window, QToolBar, "navigationBar")
    history = bar.widgetForAction(actions["History"])
    assert history is not None and not history.isEnabled()  # it looks disabled, too
    assert "Finish the exam" in actions["History"].toolTip()
    qtbot.keyClick(window.exam_page, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert window.current_page_name() == "exam"

    submit_and_confirm(qtbot, window)
    assert all(a.isEnabled() for a in page_actions(window).values())


def test_shortcuts_work_right_after_submitting(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    window.activateWindow()
    start_exam(qtbot, window, count=4)
    submit_and_confirm(qtbot, window)
    focus = QApplication.focusWidget()
    assert focus is not None and focus.isVisible(), "the keyboard focus went nowhere"
    assert window.results_page.isAncestorOf(focus) or focus is window.results_page
    key_where_the_focus_is(qtbot, window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.current_page_name() == "history", timeout=WAIT_MS)
    key_where_the_focus_is(qtbot, window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.current_page_name() == "start", timeout=WAIT_MS)


@pytest.mark.parametrize("where", ["start", "exam"])
def test_f1_lists_every_shortcut(qtbot: QtBot, mini_window: MainWindow, where: str) -> None:
    window = mini_window
    window.activateWindow()
    if where == "exam":
        start_exam(qtbot, window, count=4)
    key_where_the_focus_is(qtbot, window, Qt.Key.Key_F1)
    box = wait_for_box(qtbot, window, "shortcutHelp")
    text = box.text()
    for keys in ("Ctrl+1", "Ctrl+2", "Ctrl+3", "Ctrl++", "Ctrl+-", "F11", "Shift", "Ctrl+Enter"):
        assert keys.replace("+", "</b>+<b>") in text or keys in text, keys
    assert "strike" in text


def test_f11_toggles_full_screen(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    window.activateWindow()
    key_where_the_focus_is(qtbot, window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen, timeout=WAIT_MS)
    action = window.findChild(QAction, "fullScreenAction")
    assert action is not None and action.isChecked()
    key_where_the_focus_is(qtbot, window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=WAIT_MS)
    assert not action.isChecked()


def test_window_opens_inside_the_screen_and_remembers_its_size(
    qtbot: QtBot, db_url: str, tmp_path: Path
) -> None:
    screen = QGuiApplication.primaryScreen()
    assert screen is not None
    available = screen.availableGeometry().size()
    first = build_main_window(db_url, [MINI_BANK])
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    size = first.frameGeometry().size()
    assert size.width() <= available.width() and size.height() <= available.height()
    assert first.width() >= min(MINIMUM_SIZE.width(), available.width())

    first.resize(first.minimumWidth() + 4, first.minimumHeight() + 4)  # the screen is small
    chosen = first.size()
    first.close()
    second = build_main_window(db_url, [MINI_BANK])
    qtbot.addWidget(second)
    second.show()
    qtbot.waitExposed(second)
    assert second.size() == chosen
