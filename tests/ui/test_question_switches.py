"""Moving between questions of different kinds: where the keys go, and how often the
question is laid out again.

A typed answer's box that goes out of sight gave the keys to whatever came next in the
tab order, the navigator's grid, so the arrow keys then scrolled the grid. And every
choice shown in a visible list made Qt lay the whole question out again at once, so
coming from a typed answer (or from a multi-select question) to a question of four
choices laid it out four times.
"""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QAbstractButton, QApplication, QLineEdit, QScrollArea
from pytestqt.qtbot import QtBot
from ui_helpers import WAIT_MS, find, go_to_question, start_exam

from simulator.domain.question_types import QuestionType
from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui


def position(window: MainWindow, kind: QuestionType, choices: int = 0) -> int:
    questions = window.exam.session.exam.questions
    return next(
        i
        for i, q in enumerate(questions)
        if q.question.type is kind and len(q.question.choices) >= choices
    )


class Placements(QObject):
    """Counts the moves and resizes each watched widget receives."""

    def __init__(self, widgets: list[QAbstractButton]) -> None:
        super().__init__()
        self.counts: Counter[str] = Counter()
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Move, QEvent.Type.Resize):
            self.counts[watched.objectName()] += 1
        return False


def test_leaving_a_typed_answer_gives_the_keys_to_the_question(
    qtbot: QtBot, mixed_window: MainWindow
) -> None:
    start_exam(qtbot, mixed_window, mode="Exam")
    typed = position(mixed_window, QuestionType.SHORT_ANSWER)
    go_to_question(qtbot, mixed_window, typed)
    edit = find(mixed_window, QLineEdit, "answerEdit")
    edit.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is edit, timeout=WAIT_MS)
    go_to_question(qtbot, mixed_window, position(mixed_window, QuestionType.CHOICE))
    assert not edit.isVisible()
    question = find(mixed_window, QScrollArea, "questionScroll")
    assert QApplication.focusWidget() is question


def test_choices_shown_after_a_typed_answer_are_placed_once(
    qtbot: QtBot, mixed_window: MainWindow
) -> None:
    start_exam(qtbot, mixed_window, mode="Exam")
    go_to_question(qtbot, mixed_window, position(mixed_window, QuestionType.NUMERIC))
    page = mixed_window.exam_page
    pool = page.choices.findChildren(QAbstractButton)
    assert not any(button.isVisible() for button in pool)
    watch = Placements(pool)
    go_to_question(qtbot, mixed_window, position(mixed_window, QuestionType.CHOICE, choices=3))
    QApplication.processEvents()
    shown = [button for button in pool if button.isVisible()]
    assert len(shown) >= 3
    # once as they appear; unbatched, the first of three was placed three times
    assert all(watch.counts[button.objectName()] <= 2 for button in shown), watch.counts
