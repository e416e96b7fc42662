"""A choice keeps a picture of how it looks and repaints from it: never a stale one.

Laying out a choice's wrapped text again at every repaint of the exam page was a third
of painting it. What must hold is that the picture shown is what the button would
draw now: chosen, struck out, after a check's verdicts, after a theme switch and
after the text grows.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot
from ui_helpers import choice_buttons, click, click_choice, find, go_to_question, start_exam

from simulator.domain.question_types import QuestionType
from simulator.domain.session import ExamSession
from simulator.ui.choices import ChoiceCheckBox, ChoiceRadioButton
from simulator.ui.main_window import MainWindow
from simulator.ui.theme import DEFAULT_FONT_POINTS, ThemeChoice, apply_theme

pytestmark = pytest.mark.gui


def to_a_choice_question(qtbot: QtBot, window: MainWindow, session: ExamSession) -> None:
    """The draw may open on another type of question."""
    kinds = [q.question.type for q in session.exam.questions]
    go_to_question(qtbot, window, kinds.index(QuestionType.CHOICE))


def drawn_now(button: ChoiceRadioButton | ChoiceCheckBox) -> QImage:
    """What the button draws with its picture forgotten."""
    button._look_key = ()
    return button.grab().toImage()


def check_choices(window: MainWindow) -> None:
    buttons = choice_buttons(window)
    assert buttons
    for button in buttons:
        assert isinstance(button, ChoiceRadioButton | ChoiceCheckBox)
        shown = button.grab().toImage()
        assert shown == drawn_now(button), button.objectName()


def test_chosen_struck_and_checked_choices_look_as_drawn(qtbot: QtBot, window: MainWindow) -> None:
    to_a_choice_question(qtbot, window, start_exam(qtbot, window, mode="Practice", count=10))
    check_choices(window)
    before = choice_buttons(window)[0].grab().toImage()
    click_choice(qtbot, window, 0)
    assert choice_buttons(window)[0].grab().toImage() != before  # the band of a choice made
    check_choices(window)
    # struck out as a right-click or Shift+B asks, with no pointer or focus change to
    # refresh the picture on the side
    window.exam_page.choices.strike_requested.emit(1)
    assert choice_buttons(window)[1].property("struckOut")
    check_choices(window)
    click(qtbot, find(window, QPushButton, "checkButton"))  # the verdict marks
    check_choices(window)


def test_a_new_theme_and_a_larger_text_redraw_the_choices(qtbot: QtBot, window: MainWindow) -> None:
    to_a_choice_question(qtbot, window, start_exam(qtbot, window, count=10))
    first = choice_buttons(window)[0]
    light = first.grab().toImage()
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, ThemeChoice.DARK, DEFAULT_FONT_POINTS)
    qtbot.waitUntil(lambda: first.grab().toImage() != light, timeout=5000)
    check_choices(window)
    apply_theme(app, ThemeChoice.DARK, DEFAULT_FONT_POINTS + 4)
    check_choices(window)
