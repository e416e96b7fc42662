"""Multi-select ("Choose N"): never more than N boxes checked, on screen or in the session."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QLabel
from pytestqt.qtbot import QtBot
from ui_helpers import (
    checked_indexes,
    choice_buttons,
    click_choice,
    find,
    go_to_question,
    press,
    selected_indexes,
    start_exam,
)

from simulator.domain.session import ExamSession
from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui


def go_to_multi_select(qtbot: QtBot, window: MainWindow, session: ExamSession) -> int:
    """Show the first multi-select question of the session; return its "Choose N"."""
    index = next(
        i
        for i, q in enumerate(session.exam.questions)
        if q.question.is_multi_select and len(q.choices) > q.question.choose
    )
    go_to_question(qtbot, window, index)
    question = session.current_question.question
    buttons = choice_buttons(window)
    assert buttons and all(isinstance(b, QCheckBox) for b in buttons)
    return question.choose


def test_more_than_n_clicks_leave_exactly_n_checked(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    choose = go_to_multi_select(qtbot, window, session)
    buttons = choice_buttons(window)
    assert "of 2 chosen" in find(window, QLabel, "selectHint").text()

    for index in range(len(buttons)):
        click_choice(qtbot, window, index)
    assert checked_indexes(window) == list(range(choose))
    assert selected_indexes(session) == list(range(choose))
    assert sum(b.isChecked() for b in buttons) == choose

    click_choice(qtbot, window, 0)  # uncheck one: now another may be chosen
    assert checked_indexes(window) == list(range(1, choose))
    assert selected_indexes(session) == list(range(1, choose))
    last = len(buttons) - 1
    click_choice(qtbot, window, last)
    assert checked_indexes(window) == [*range(1, choose), last]
    assert selected_indexes(session) == [*range(1, choose), last]
    click_choice(qtbot, window, 0)  # full again: refused
    assert checked_indexes(window) == [*range(1, choose), last]
    assert len(session.current_answer.selected) == choose


def test_cap_holds_for_keys_and_after_navigating_away(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    choose = go_to_multi_select(qtbot, window, session)
    here = session.current
    keys = [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4][: len(choice_buttons(window))]
    for key in keys:
        press(qtbot, window, key)
    assert checked_indexes(window) == list(range(choose))
    assert selected_indexes(session) == list(range(choose))

    go_to_question(qtbot, window, 0 if here else 1)
    go_to_question(qtbot, window, here)
    assert checked_indexes(window) == list(range(choose))


def test_bundled_bank_multi_select_cap(qtbot: QtBot, window: MainWindow) -> None:
    """The same rule on a multi-select question of the bundled bank, found via the session."""
    session = start_exam(qtbot, window, count=50)
    choose = go_to_multi_select(qtbot, window, session)
    buttons = choice_buttons(window)
    for index in reversed(range(len(buttons))):
        click_choice(qtbot, window, index)
    expected = list(range(len(buttons) - choose, len(buttons)))
    assert checked_indexes(window) == expected
    assert selected_indexes(session) == expected
