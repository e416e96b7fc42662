"""Answering as test drivers allow: the too-many message, strike-out, "I guessed",
incomplete multi-select in practice, and marks that do not rely on colour alone.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QPushButton
from pytestqt.qtbot import QtBot
from ui_helpers import (
    MINI_BANK,
    WAIT_MS,
    Clock,
    answer_current,
    checked_indexes,
    choice_buttons,
    click,
    click_choice,
    correct_indexes,
    find,
    go_to_question,
    press,
    question_position,
    start_exam,
    wrong_indexes,
)

from simulator.app import build_main_window
from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui


def right_click(qtbot: QtBot, button: QAbstractButton) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.RightButton, pos=button.rect().center())


def struck(window: MainWindow) -> list[bool]:
    return [bool(b.property("struckOut")) for b in choice_buttons(window)]


def test_one_tick_too_many_says_untick_one_first(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    go_to_question(qtbot, window, question_position(session, "prof-002"))
    hint = find(window, QLabel, "selectHint")
    assert hint.text() == "Choose two"
    for index in range(3):
        click_choice(qtbot, window, index)
    assert checked_indexes(window) == [0, 1]
    assert "Choose two" in hint.text() and "untick one first" in hint.text()
    click_choice(qtbot, window, 0)
    assert hint.text() == "Choose two", "the message goes once the candidate unticks one"


def test_strike_out_by_right_click_and_shift_key_survives_a_restart(
    qtbot: QtBot, mini_window: MainWindow, db_url: str, clock: Clock
) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    here = question_position(session, "prof-001")  # three choices
    go_to_question(qtbot, window, here)
    wrong = wrong_indexes(session)
    right_click(qtbot, choice_buttons(window)[wrong[0]])
    assert struck(window)[wrong[0]] is True
    press(qtbot, window, getattr(Qt.Key, f"Key_{wrong[1] + 1}"), Qt.KeyboardModifier.ShiftModifier)
    assert [i for i, s in enumerate(struck(window)) if s] == sorted(wrong[:2])
    assert checked_indexes(window) == [], "striking out is not choosing"
    assert "strike" in choice_buttons(window)[0].toolTip()

    right_click(qtbot, choice_buttons(window)[wrong[1]])  # struck back in
    assert [i for i, s in enumerate(struck(window)) if s] == [wrong[0]]
    click_choice(qtbot, window, correct_indexes(session)[0])
    go_to_question(qtbot, window, 0 if here else 1)
    assert not any(struck(window)), "strike-outs belong to their question"
    go_to_question(qtbot, window, here)
    window.close()

    later = type(clock)()
    second = build_main_window(db_url, [MINI_BANK], clock=later)
    qtbot.addWidget(second)
    second.resize(1280, 800)
    second.show()
    qtbot.waitExposed(second)
    click(qtbot, find(second, QPushButton, "resumeButton"))
    qtbot.waitUntil(lambda: second.current_page_name() == "exam", timeout=WAIT_MS)
    assert second.exam.session.current == here
    assert [i for i, s in enumerate(struck(second)) if s] == [wrong[0]]
    assert checked_indexes(second) == [correct_indexes(second.exam.session)[0]]


def test_i_guessed_is_kept_with_the_answer(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    guess = find(window, QPushButton, "guessButton")
    answer_current(qtbot, window, session, right=True)
    click(qtbot, guess)
    assert guess.isChecked() and session.current_answer.guessed
    click(qtbot, find(window, QPushButton, "nextButton"))
    assert not guess.isChecked()
    press(qtbot, window, Qt.Key.Key_G)
    assert session.current_answer.guessed and guess.isChecked()
    press(qtbot, window, Qt.Key.Key_G)
    assert not session.current_answer.guessed


def test_practice_check_asks_for_every_required_tick(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    session = start_exam(qtbot, window, mode="Practice", count=4)
    go_to_question(qtbot, window, question_position(session, "prof-002"))
    click_choice(qtbot, window, correct_indexes(session)[0])
    click(qtbot, find(window, QPushButton, "checkButton"))
    assert not session.current_answer.checked
    assert "tick all two to check" in find(window, QLabel, "selectHint").text()
    assert not find(window, QLabel, "shortExplanation").isVisible()

    click_choice(qtbot, window, correct_indexes(session)[1])
    click(qtbot, find(window, QPushButton, "checkButton"))
    assert session.current_answer.checked


def test_checked_choices_carry_marks_and_words_not_only_colour(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    session = start_exam(qtbot, window, mode="Practice", count=4)
    go_to_question(qtbot, window, question_position(session, "prof-001"))
    chosen = wrong_indexes(session)[0]
    right = correct_indexes(session)[0]
    click_choice(qtbot, window, chosen)
    click(qtbot, find(window, QPushButton, "checkButton"))
    buttons = choice_buttons(window)
    assert buttons[chosen].property("verdict") == "wrong"
    assert buttons[right].property("verdict") == "missed"
    assert "wrong, chosen" in buttons[chosen].accessibleDescription()
    assert "correct, missed" in buttons[right].accessibleDescription()

    # The mark is painted beside the choice; a choice neither chosen nor right has none.
    plain = next(i for i in range(len(buttons)) if i not in (chosen, right))
    assert buttons[plain].property("verdict") == ""
    assert has_mark(buttons[chosen]) and has_mark(buttons[right])
    assert not has_mark(buttons[plain])


def has_mark(button: QAbstractButton) -> bool:
    """Anything painted in the strip at the button's right edge, where marks go."""
    image = button.grab().toImage()
    edge = image.width() - button.fontMetrics().horizontalAdvance("✓") - 6
    background = image.pixelColor(QPoint(edge, 1))
    return any(
        image.pixelColor(QPoint(x, y)) != background
        for x in range(edge, image.width() - 3)
        for y in range(3, image.height() - 3)
    )
