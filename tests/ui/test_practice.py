"""Practice mode, chosen with modeCombo: check an answer, see verdicts and explanations."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton
from pytestqt.qtbot import QtBot
from ui_helpers import (
    LEFT,
    OpenedUrls,
    answer_current,
    checked_indexes,
    choice_buttons,
    click,
    click_choice,
    correct_indexes,
    find,
    go_to_question,
    plain_text,
    press,
    question_position,
    selected_indexes,
    start_exam,
    wrong_indexes,
)

from simulator.domain.blueprint import Mode
from simulator.domain.session import ExamSession
from simulator.ui.main_window import MainWindow
from simulator.ui.markdown import to_plain

pytestmark = pytest.mark.gui


def start_practice(qtbot: QtBot, window: MainWindow) -> ExamSession:
    """All four mini questions in practice mode, chosen on the start page."""
    session = start_exam(qtbot, window, mode="Practice", count=4)
    assert session.exam.spec.mode is Mode.PRACTICE
    assert session.remaining_seconds is None, "practice is untimed by default"
    assert find(window, QLabel, "timerLabel").text() == "Untimed"
    return session


def verdicts(window: MainWindow) -> list[str]:
    return [str(b.property("verdict") or "") for b in choice_buttons(window)]


def test_wrong_answer_checked_shows_verdicts_and_short_explanation(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    session = start_practice(qtbot, window)
    go_to_question(qtbot, window, question_position(session, "prof-001"))
    question = session.current_question.question
    check = find(window, QPushButton, "checkButton")
    short = find(window, QLabel, "shortExplanation")
    assert check.isVisible() and not check.isEnabled()
    assert not short.isVisible()

    wrong = wrong_indexes(session)[0]
    click_choice(qtbot, window, wrong)
    assert check.isEnabled()
    click(qtbot, check)

    assert session.current_answer.checked
    expected = [""] * len(question.choices)
    expected[wrong] = "wrong"
    for index in correct_indexes(session):
        expected[index] = "missed"
    assert verdicts(window) == expected
    qtbot.waitUntil(short.isVisible, timeout=1000)
    assert plain_text(short.text()).strip() == question.explanation.short
    assert not check.isEnabled()


def test_right_answer_gets_the_right_verdict(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    session = start_practice(qtbot, window)
    go_to_question(qtbot, window, question_position(session, "prof-002"))
    for index in correct_indexes(session):
        click_choice(qtbot, window, index)
    click(qtbot, find(window, QPushButton, "checkButton"))
    expected = ["right" if c.correct else "" for c in session.current_question.choices]
    assert verdicts(window) == expected


def test_full_explanation_is_hidden_until_toggled(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    session = start_practice(qtbot, window)
    go_to_question(qtbot, window, question_position(session, "prof-001"))
    item = session.current_question
    click_choice(qtbot, window, correct_indexes(session)[0])
    click(qtbot, find(window, QPushButton, "checkButton"))

    full = find(window, QLabel, "fullExplanation")
    toggle = find(window, QPushButton, "fullExplanationToggle")
    assert not full.isVisible()
    click(qtbot, toggle)
    qtbot.waitUntil(full.isVisible, timeout=1000)
    text = plain_text(full.text())
    assert item.question.explanation.full.strip() in text
    for choice in item.choices:
        if choice.why:
            assert choice.why in text, choice.why
            assert to_plain(choice.text) in text
    click(qtbot, toggle)
    assert not full.isVisible()


def test_next_question_hides_the_feedback_again(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    session = start_practice(qtbot, window)
    answer_current(qtbot, window, session, right=False)
    click(qtbot, find(window, QPushButton, "checkButton"))
    short = find(window, QLabel, "shortExplanation")
    qtbot.waitUntil(short.isVisible, timeout=1000)
    click(qtbot, find(window, QPushButton, "nextButton"))
    assert session.current == 1
    assert not short.isVisible()
    assert verdicts(window) == [""] * len(session.current_question.choices)
    click(qtbot, find(window, QPushButton, "prevButton"))
    assert short.isVisible(), "a checked question shows its feedback when revisited"


def test_answer_is_locked_after_check(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    session = start_practice(qtbot, window)
    go_to_question(qtbot, window, question_position(session, "prof-001"))
    first_wrong = wrong_indexes(session)[0]
    click_choice(qtbot, window, first_wrong)
    click(qtbot, find(window, QPushButton, "checkButton"))
    locked = session.current_answer

    buttons = choice_buttons(window)
    assert not any(b.isEnabled() for b in buttons)
    for button in buttons:
        qtbot.mouseClick(button, LEFT, pos=button.rect().center())
    press(qtbot, window, Qt.Key.Key_1)
    press(qtbot, window, Qt.Key.Key_2)
    assert session.current_answer == locked
    assert selected_indexes(session) == [first_wrong]
    assert checked_indexes(window) == [first_wrong]


def test_space_checks_the_answer(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    session = start_practice(qtbot, window)
    go_to_question(qtbot, window, question_position(session, "inf-001"))
    press(qtbot, window, Qt.Key.Key_Space)  # nothing selected: nothing to check
    assert not session.current_answer.checked
    correct = correct_indexes(session)[0]
    press(qtbot, window, getattr(Qt.Key, f"Key_{correct + 1}"))
    press(qtbot, window, Qt.Key.Key_Space)
    assert session.current_answer.checked
    assert verdicts(window)[correct] == "right"
    short = find(window, QLabel, "shortExplanation")
    qtbot.waitUntil(short.isVisible, timeout=1000)
    assert plain_text(short.text()).strip() == session.current_question.question.explanation.short
    assert not any(b.isEnabled() for b in choice_buttons(window))


def test_references_are_links_under_the_full_explanation(
    qtbot: QtBot, mini_window: MainWindow, opened: OpenedUrls
) -> None:
    """Opened in the system browser only when clicked; the label itself fetches nothing."""
    window = mini_window
    session = start_practice(qtbot, window)
    go_to_question(qtbot, window, question_position(session, "inf-001"))
    click_choice(qtbot, window, correct_indexes(session)[0])
    click(qtbot, find(window, QPushButton, "checkButton"))
    click(qtbot, find(window, QPushButton, "fullExplanationToggle"))
    full = find(window, QLabel, "fullExplanation")
    qtbot.waitUntil(full.isVisible, timeout=1000)
    (reference,) = session.current_question.question.references
    assert "References" in plain_text(full.text())
    assert f'<a href="{reference}">' in full.text()
    full.linkActivated.emit(reference)  # what a click on the link sends
    assert opened.urls == [reference]


def test_space_on_a_focused_button_presses_that_button(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    """Space is Qt's key for the focused button: a keyboard user who tabbed to Flag and
    pressed Space flagged the question, not checked the answer behind it."""
    window = mini_window
    session = start_practice(qtbot, window)
    go_to_question(qtbot, window, question_position(session, "inf-001"))
    correct = correct_indexes(session)[0]
    press(qtbot, window, getattr(Qt.Key, f"Key_{correct + 1}"))
    flag = find(window, QPushButton, "flagButton")
    flag.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(flag.hasFocus, timeout=1000)

    qtbot.keyClick(flag, Qt.Key.Key_Space)

    assert session.current_answer.flagged
    assert not session.current_answer.checked
    press(qtbot, window, Qt.Key.Key_Space)  # the focus back on the page: Space checks
    assert session.current_answer.checked
