"""Traps 3, 6 and 9 on the exam page: nothing unanswers itself, nothing opens out of sight.

- A repeated choice key (or a click on the chosen radio button) used to untick a
  single-answer choice silently, scoring it wrong. Choosing keeps; clearing is its own
  action: Backspace, Delete or "Clear answer", and F1 says so.
- "Show full explanation" opened below the fold; a long question's last choice sat
  below the card with no hint that there was more.
- Smaller: choices carry their key letters, "Choose two" is not said twice, flagging
  does not move Next, F1 explains the modes.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QPushButton, QScrollArea
from pytestqt.qtbot import QtBot
from ui_helpers import (
    WAIT_MS,
    Clock,
    choice_buttons,
    click,
    click_choice,
    find,
    go_to_question,
    press,
    question_position,
    selected_indexes,
    start_exam,
    wait_for_box,
)

from simulator.app import build_main_window
from simulator.domain.session import ExamSession
from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui


def go_to_single(qtbot: QtBot, window: MainWindow, session: ExamSession) -> None:
    single = next(
        i
        for i, q in enumerate(session.exam.questions)
        if not q.question.is_multi_select and len(q.choices) >= 3
    )
    go_to_question(qtbot, window, single)


# --------------------------------------------------------- trap 3: keys keep
def test_pressing_the_chosen_key_again_keeps_a_single_answer(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    go_to_single(qtbot, window, session)
    press(qtbot, window, Qt.Key.Key_2)
    press(qtbot, window, Qt.Key.Key_2)
    assert selected_indexes(session) == [1]
    press(qtbot, window, Qt.Key.Key_B)
    assert selected_indexes(session) == [1]
    assert choice_buttons(window)[1].isChecked()


def test_clicking_the_chosen_radio_button_again_keeps_it(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    go_to_single(qtbot, window, session)
    click_choice(qtbot, window, 0)
    click_choice(qtbot, window, 0)
    assert selected_indexes(session) == [0]
    assert choice_buttons(window)[0].isChecked()


@pytest.mark.parametrize("key", [Qt.Key.Key_Backspace, Qt.Key.Key_Delete])
def test_backspace_and_delete_clear_the_answer(
    qtbot: QtBot, mini_window: MainWindow, key: Qt.Key
) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    go_to_single(qtbot, window, session)
    press(qtbot, window, Qt.Key.Key_1)
    press(qtbot, window, key)
    assert selected_indexes(session) == []
    assert not any(b.isChecked() for b in choice_buttons(window))
    assert session.current_answer.selected == frozenset()  # what the database holds too


def test_the_clear_answer_button_shows_only_with_an_answer_and_clears_it(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    go_to_question(qtbot, window, question_position(session, "prof-002"))
    clear = find(window, QPushButton, "clearAnswerButton")
    assert not clear.isVisible()
    click_choice(qtbot, window, 0)
    click_choice(qtbot, window, 1)
    qtbot.waitUntil(clear.isVisible, timeout=WAIT_MS)
    assert clear.accessibleName() == "Clear answer"
    click(qtbot, clear)
    assert selected_indexes(session) == []
    assert not clear.isVisible()


def test_multi_select_keys_still_tick_and_untick(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    go_to_question(qtbot, window, question_position(session, "prof-002"))
    press(qtbot, window, Qt.Key.Key_1)
    press(qtbot, window, Qt.Key.Key_1)
    assert selected_indexes(session) == []


def test_f1_help_says_how_to_clear_and_what_each_mode_does(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    start_exam(qtbot, window, count=4)
    press(qtbot, window, Qt.Key.Key_F1)
    box = wait_for_box(qtbot, window, "shortcutHelp")
    text = box.text()
    assert "Backspace" in text and "Delete" in text and "clear the answer" in text
    for mode in ("Exam", "Practice", "Weak areas", "Review due"):
        assert f"<b>{mode}</b>" in text, mode


# ------------------------------------------------------ trap 9: exam page bits
def test_choices_show_the_letter_of_their_key(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    go_to_single(qtbot, window, session)
    buttons = choice_buttons(window)
    assert [b.key_label() for b in buttons] == list("ABCDEFGH")[: len(buttons)]  # type: ignore[attr-defined]
    for button in buttons:  # the letter is drawn before the text, not over it
        assert button.shown_text_rect().left() > button.key_label_rect().right()  # type: ignore[attr-defined]


def test_choose_two_is_not_said_twice(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    go_to_question(qtbot, window, question_position(session, "prof-002"))
    assert "(Choose two.)" in session.current_question.question.prompt
    hint = find(window, QLabel, "selectHint")
    assert "Choose two" not in hint.text()
    assert hint.text() == "0 of 2 chosen"
    click_choice(qtbot, window, 0)
    assert hint.text() == "1 of 2 chosen"


def test_flagging_does_not_move_the_next_button(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    start_exam(qtbot, window, count=4)
    next_button = find(window, QPushButton, "nextButton")
    flag = find(window, QPushButton, "flagButton")

    def settled_spot() -> QPoint:
        for _ in range(3):
            QApplication.processEvents()
        return next_button.mapTo(window, next_button.rect().topLeft())

    before = settled_spot()
    click(qtbot, flag)  # flags it, and takes the focus (a 2 px ring)
    assert flag.text() == "⚑ Flagged"
    assert settled_spot() == before
    click(qtbot, flag)
    assert flag.text() == "⚑ Flag"
    assert settled_spot() == before


# ----------------------------------------------- trap 6: content out of sight
def in_view(scroll: QScrollArea, widget: QAbstractButton | QLabel) -> bool:
    """Some of `widget` shows in the scroll area's viewport."""
    viewport = scroll.viewport()
    spot = QRect(widget.mapTo(viewport, widget.rect().topLeft()), widget.size())
    return spot.intersects(viewport.rect())


LONG_BANK = """\
schema: 1
id: long
title: Long questions
topics:
  - id: t
    title: Topic
questions:
  - id: q1
    topic: t
    prompt: |
{prompt}
    choices:
{choices}
    explanation:
      short: Because.
      full: |
{full}
"""


@pytest.fixture
def long_window(qtbot: QtBot, tmp_path: Path, clock: Clock) -> MainWindow:
    sentence = "A long scenario sentence that a real certification question might carry. "
    prompt = "\n\n".join(f"      {sentence * 3}" for _ in range(6))
    choices = "\n".join(
        f"      - text: Choice number {n} with a few words of its own"
        + ("\n        correct: true" if n == 0 else "")
        for n in range(6)
    )
    bank = tmp_path / "long.yaml"
    full = "\n".join(f"        {sentence * 4}" for _ in range(6))
    bank.write_text(LONG_BANK.format(prompt=prompt, choices=choices, full=full), encoding="utf-8")
    window = build_main_window(f"sqlite:///{tmp_path / 'long.db'}", [bank], clock=clock)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_a_long_questions_hidden_choices_are_announced(
    qtbot: QtBot, long_window: MainWindow
) -> None:
    window = long_window
    start_exam(qtbot, window, count=1)
    scroll = find(window, QScrollArea, "questionScroll")
    hint = find(window, QLabel, "moreBelow")
    last = choice_buttons(window)[-1]
    qtbot.waitUntil(lambda: scroll.verticalScrollBar().maximum() > 0, timeout=WAIT_MS)
    assert not in_view(scroll, last), "the test needs a choice below the fold"
    assert hint.isVisible()
    scroll.verticalScrollBar().setValue(scroll.verticalScrollBar().maximum())
    assert in_view(scroll, last)
    assert not hint.isVisible()


def test_show_full_explanation_scrolls_it_into_view(qtbot: QtBot, long_window: MainWindow) -> None:
    window = long_window
    session = start_exam(qtbot, window, mode="Practice", count=1)
    press(qtbot, window, Qt.Key.Key_A)
    assert selected_indexes(session) == [0]
    press(qtbot, window, Qt.Key.Key_Space)  # check: the feedback opens below the choices
    scroll = find(window, QScrollArea, "questionScroll")
    full = find(window, QLabel, "fullExplanation")
    toggle = find(window, QPushButton, "fullExplanationToggle")
    qtbot.waitUntil(toggle.isVisible, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not in_view(scroll, toggle), timeout=WAIT_MS)
    assert not in_view(scroll, toggle), "the test needs the toggle below the fold"
    toggle.click()
    qtbot.waitUntil(full.isVisible, timeout=WAIT_MS)
    assert in_view(scroll, full)
    assert in_view(scroll, toggle)
