"""A screen reader can use every page: names, roles, states, announcements, focus order.

Tested through Qt's accessibility interface (QAccessible), which is what Qt hands to
AT-SPI on Linux, UI Automation on Windows and NSAccessibility on macOS:

- every control on every page has an accessible name and a role;
- the question, its choices (selected, struck out, verdict) and the timer say what
  they show; a new question, a strike-out and the last minutes are announced;
- Tab goes through each page in the order it reads: down a column, then on to the
  next column to the right, never back up and to the left.
"""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QScrollBar,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot
from ui_helpers import (
    WAIT_MS,
    Clock,
    answer_current,
    choice_buttons,
    click,
    find,
    go_to_question,
    press,
    question_position,
    show_page_by_toolbar,
    start_exam,
    wait_for_box,
)

from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui

CONTROLS = (
    QAbstractButton,
    QComboBox,
    QAbstractSpinBox,
    QLineEdit,
    QMessageBox,
    QAbstractItemView,
    QTextEdit,
    QPlainTextEdit,
)
NO_ROLES = (QAccessible.Role.NoRole, QAccessible.Role.Client)


def controls(window: MainWindow) -> list[QWidget]:
    """The controls the user can reach on the page on screen (not their inner parts)."""
    return [
        w
        for w in window.findChildren(QWidget)
        if isinstance(w, CONTROLS)
        and w.isVisibleTo(window)
        and not isinstance(w, QScrollBar)
        and not isinstance(w.parentWidget(), (QAbstractSpinBox, QComboBox, QAbstractItemView))
    ]


def accessible(widget: QWidget) -> tuple[str, QAccessible.Role]:
    face = QAccessible.queryAccessibleInterface(widget)
    assert face is not None, widget.objectName()
    return face.text(QAccessible.Text.Name).strip(), face.role()


def check_names_and_roles(window: MainWindow, page: str) -> None:
    found = controls(window)
    assert len(found) >= 3, f"{page}: nothing to check"
    problems = []
    for widget in found:
        name, role = accessible(widget)
        label = f"{page}: {type(widget).__name__} {widget.objectName()!r}"
        if not name:
            problems.append(f"{label} has no accessible name")
        if role in NO_ROLES:
            problems.append(f"{label} has no role")
    assert not problems, "\n".join(problems)


def scrolled_out(widget: QWidget) -> bool:
    """Inside a scroll area's content, so its position moves with scrolling."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def check_focus_order(window: MainWindow, page: str) -> None:
    """Tab never jumps back up to an earlier column: reading order, left column first."""
    start = window.stack.currentWidget()
    chain: list[QWidget] = []
    widget = start.nextInFocusChain()
    while widget is not None and widget is not start and len(chain) < 2000:
        if (
            start.isAncestorOf(widget)
            and widget.isVisibleTo(window)
            and widget.isEnabled()
            and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            and widget.focusProxy() is None
        ):
            chain.append(widget)
        widget = widget.nextInFocusChain()
    assert len(chain) >= 2, f"{page}: Tab reaches nothing"

    def spot(w: QWidget) -> QRect:
        return QRect(w.mapTo(window, w.rect().topLeft()), w.size())

    problems = []
    for before, after in pairwise(chain):
        a, b = spot(before), spot(after)
        up = b.bottom() < a.top()
        left = b.right() <= a.left() or b.left() < a.left() - 4
        if up and left:
            problems.append(
                f"{page}: Tab goes from {before.objectName() or type(before).__name__} {a} "
                f"back to {after.objectName() or type(after).__name__} {b}"
            )
    assert not problems, "\n".join(problems)


def check_page(window: MainWindow, page: str) -> None:
    check_names_and_roles(window, page)
    check_focus_order(window, page)


def test_every_page_is_named_and_tabs_in_reading_order(
    qtbot: QtBot, mini_window: MainWindow, clock: Clock
) -> None:
    window = mini_window
    check_page(window, "start")
    session = start_exam(qtbot, window, mode="Practice", count=4)
    check_page(window, "exam, single answer")
    go_to_question(qtbot, window, question_position(session, "prof-002"))
    check_page(window, "exam, multi-select")
    answer_current(qtbot, window, session, right=False)
    click(qtbot, find(window, QPushButton, "checkButton"))
    check_page(window, "practice feedback")
    click(qtbot, find(window, QPushButton, "submitButton"))
    qtbot.waitUntil(find(window, QWidget, "submitReview").isVisible, timeout=WAIT_MS)
    check_page(window, "review screen")
    click(qtbot, find(window, QPushButton, "endExamButton"))
    box = wait_for_box(qtbot, window, "confirmSubmit")
    click(qtbot, box.button(QMessageBox.StandardButton.Yes))
    qtbot.waitUntil(lambda: window.current_page_name() == "results", timeout=WAIT_MS)
    check_page(window, "results")
    show_page_by_toolbar(qtbot, window, "History")
    check_page(window, "history")
    show_page_by_toolbar(qtbot, window, "Banks")
    check_page(window, "banks")


def test_the_question_choices_and_timer_say_what_they_show(
    qtbot: QtBot, mini_window: MainWindow, clock: Clock
) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4, minutes=10)
    go_to_question(qtbot, window, question_position(session, "prof-002"))
    question = QAccessible.queryAccessibleInterface(find(window, QLabel, "questionText"))
    assert question.text(QAccessible.Text.Name) == "Question"
    assert (
        "GPU utilisation"
        in question.text(QAccessible.Text.Value)
        + question.text(QAccessible.Text.Name)
        + find(window, QLabel, "questionText").text()
    )

    buttons = choice_buttons(window)
    press(qtbot, window, Qt.Key.Key_1)
    press(qtbot, window, Qt.Key.Key_3, Qt.KeyboardModifier.ShiftModifier)
    first = QAccessible.queryAccessibleInterface(buttons[0])
    third = QAccessible.queryAccessibleInterface(buttons[2])
    assert first.role() == QAccessible.Role.CheckBox
    assert first.state().checked and not third.state().checked
    assert first.text(QAccessible.Text.Name) == session.current_question.choices[0].text
    assert first.text(QAccessible.Text.Description) == "Choice A"
    assert third.text(QAccessible.Text.Description) == "Choice C, struck out"

    timer = QAccessible.queryAccessibleInterface(find(window, QLabel, "timerLabel"))
    assert timer.text(QAccessible.Text.Name) == "Time remaining"
    assert timer.text(QAccessible.Text.Description).endswith("remaining")
    assert ":" in timer.text(QAccessible.Text.Description)


def test_a_new_question_a_strike_out_and_the_last_minutes_are_announced(
    qtbot: QtBot, mini_window: MainWindow, clock: Clock
) -> None:
    window = mini_window
    start_exam(qtbot, window, count=4, minutes=10)
    heard: list[str] = []
    window.exam.announcer.announced.connect(heard.append)
    press(qtbot, window, Qt.Key.Key_N)
    assert heard and heard[-1].startswith("Question 2 of 4.")
    assert window.exam.session.current_question.question.prompt.split()[0] in heard[-1]
    press(qtbot, window, Qt.Key.Key_2, Qt.KeyboardModifier.ShiftModifier)
    assert heard[-1] == "Choice B struck out."
    press(qtbot, window, Qt.Key.Key_2, Qt.KeyboardModifier.ShiftModifier)
    assert heard[-1] == "Choice B back in."
    clock.advance(10 * 60 - 4 * 60 - 30)  # 4:30 left
    qtbot.waitUntil(lambda: heard[-1] == "5 minutes left.", timeout=WAIT_MS)
    clock.advance(4 * 60)  # 0:30 left
    qtbot.waitUntil(lambda: heard[-1] == "1 minute left.", timeout=WAIT_MS)
