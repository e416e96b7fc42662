"""Answer any question type through the exam page's widgets, as a student would.

The classroom walk answers with it in the test process and in the laptop it kills (a
child process without pytest-qt), so it uses QTest directly. The question on screen may
be sealed (no key, its options and items shuffled): the answer is chosen by the texts of
the instructor's copy of the question, `plain`, as a student picks texts on screen.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QListWidget, QPushButton

from simulator.domain.model import Question
from simulator.domain.question_types import (
    Matching,
    Numeric,
    Ordering,
    ShortAnswer,
    format_number,
    literal_parts,
)
from simulator.ui.main_window import MainWindow


def answer_with_widgets(window: MainWindow, plain: Question, *, right: bool) -> None:
    """Give the current question an answer, right or wrong, by clicks, keys and typing."""
    session = window.exam.session
    item = session.current_question
    payload = plain.payload
    if payload is None:
        wanted = {c.text for c in plain.choices if c.correct == right}
        for position, choice in enumerate(item.choices):
            if choice.text in wanted and len(session.current_answer.selected) < plain.choose:
                button = window.exam_page.choices.buttons[position]
                QTest.mouseClick(button, Qt.MouseButton.LeftButton, pos=button.rect().center())
    elif isinstance(payload, Matching):
        shown = [text for _, text in item.options]
        for left, pair in enumerate(payload.pairs):
            text = pair.right if right or left else payload.distractors[0]
            combo = window.findChild(QComboBox, f"matchCombo{left}")
            assert combo is not None and combo.currentIndex() == -1
            combo.setFocus()
            for _ in range(shown.index(text) + 1):  # from "not matched" down to it
                QTest.keyClick(combo, Qt.Key.Key_Down)
    elif isinstance(payload, Ordering):
        _put_in_order(window, list(payload.items) if right else list(reversed(payload.items)))
    else:
        assert isinstance(payload, ShortAnswer | Numeric)
        edit = window.findChild(QLineEdit, "answerEdit")
        assert edit is not None
        edit.setFocus()
        edit.insert(_typed(payload) if right else "not even close 99")
    QApplication.processEvents()


def _put_in_order(window: MainWindow, texts: list[str]) -> None:
    """Move items up with the button until the list reads `texts` top to bottom."""
    session = window.exam.session
    rows = window.findChild(QListWidget, "orderList")
    up = window.findChild(QPushButton, "moveUpButton")
    assert rows is not None and up is not None
    for place, text in enumerate(texts):
        shown = [
            rows.item(row).data(Qt.ItemDataRole.AccessibleTextRole) for row in range(rows.count())
        ]
        for at in range(shown.index(text), place, -1):
            rect = rows.visualItemRect(rows.item(at))
            QTest.mouseClick(rows.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
            QTest.mouseClick(up, Qt.MouseButton.LeftButton)
    if not session.current_answer.order:  # shown so from the start: move one item and back
        down = window.findChild(QPushButton, "moveDownButton")
        assert down is not None
        rect = rows.visualItemRect(rows.item(1))
        QTest.mouseClick(rows.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        QTest.mouseClick(up, Qt.MouseButton.LeftButton)
        QTest.mouseClick(down, Qt.MouseButton.LeftButton)


def _typed(payload: ShortAnswer | Numeric) -> str:
    """An accepted answer as a student types it: a pattern's stars filled in and its case
    changed; a number within its tolerance, with a decimal comma."""
    if isinstance(payload, ShortAnswer):
        return " ".join("x".join(literal_parts(payload.answers[-1])).upper().split()) + "  "
    accepted = payload.answers[0]
    return format_number(accepted.value + accepted.tolerance / 2).replace(".", ",")
