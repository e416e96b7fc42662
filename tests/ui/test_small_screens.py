"""Every page works on small laptop screens: 1024x600 and 800x600.

On each page every control the user needs is at least 20 px high (and wide), lies
inside the window or inside a scroll area that can bring it into view, and overlaps
no other control or text. Questions start at their top, and the question pane only
scrolls when its content is taller than the view.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QWidget,
)
from pytestqt.qtbot import QtBot
from ui_helpers import (
    WAIT_MS,
    answer_current,
    click,
    find,
    go_to_question,
    question_position,
    show_page_by_toolbar,
    start_exam,
    submit_and_confirm,
)

from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui

CONTROLS = (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit, QAbstractItemView)
SIZES = [(800, 600), (1024, 600)]


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def small_window(
    request: pytest.FixtureRequest, mini_window: MainWindow, qtbot: QtBot
) -> Iterator[MainWindow]:
    width, height = request.param
    mini_window.resize(width, height)
    qtbot.waitUntil(lambda: mini_window.width() == width, timeout=WAIT_MS)
    yield mini_window


def scroller(widget: QWidget) -> QAbstractScrollArea | None:
    """The scroll area (or item view) that scrolls `widget` into view, if any."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea) and parent.viewport().isAncestorOf(widget):
            return parent
        parent = parent.parentWidget()
    return None


def shown(window: MainWindow) -> list[QWidget]:
    """Controls and non-empty labels the user can see (or scroll to) right now."""
    widgets: list[QWidget] = [
        w
        for w in window.findChildren(QWidget)
        if w.isVisibleTo(window)
        and (isinstance(w, CONTROLS) or (isinstance(w, QLabel) and w.text().strip()))
        and not isinstance(w.parentWidget(), (QAbstractSpinBox, QComboBox, QAbstractItemView))
    ]
    return widgets


def area(widget: QWidget, window: MainWindow) -> QRect:
    return QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())


def check_page(window: MainWindow, page: str) -> None:
    problems: list[str] = []
    widgets = shown(window)
    assert len(widgets) > 3, f"{page}: nothing found to check"
    inside = window.rect()
    for widget in widgets:
        name = f"{page}: {type(widget).__name__} {widget.objectName() or _text(widget)!r}"
        if isinstance(widget, CONTROLS) and (widget.height() < 20 or widget.width() < 20):
            problems.append(f"{name} is only {widget.width()}x{widget.height()} px")
        box = scroller(widget)
        if box is None:
            if not inside.contains(area(widget, window)):
                problems.append(f"{name} at {area(widget, window)} is outside the window")
        elif isinstance(box, QScrollArea):  # an item view scrolls its rows itself
            content = box.widget()
            assert content is not None
            spot = QRect(widget.mapTo(content, widget.rect().topLeft()), widget.size())
            fits = spot.right() <= max(content.width(), box.viewport().width()) + 1
            if not content.rect().contains(spot) or not fits:
                problems.append(f"{name} cannot be scrolled into view")
    for i, first in enumerate(widgets):
        for second in widgets[i + 1 :]:
            if first.isAncestorOf(second) or second.isAncestorOf(first):
                continue
            if scroller(first) is not scroller(second):
                continue
            overlap = area(first, window).intersected(area(second, window))
            if overlap.width() > 1 and overlap.height() > 1:
                problems.append(
                    f"{page}: {type(first).__name__} {first.objectName() or _text(first)!r} "
                    f"overlaps {type(second).__name__} {second.objectName() or _text(second)!r}"
                )
    assert not problems, "\n".join(problems)


def _text(widget: QWidget) -> str:
    text = getattr(widget, "text", None)
    return str(text())[:30] if callable(text) else ""


def settle(qtbot: QtBot, window: MainWindow) -> None:
    """Let the window system's resize and the layouts' requests run, as they do before
    the next frame is painted."""
    qtbot.waitExposed(window)
    for _ in range(3):
        QApplication.processEvents()


def test_start_page_fits(qtbot: QtBot, small_window: MainWindow) -> None:
    settle(qtbot, small_window)
    check_page(small_window, "start")


def test_exam_page_and_review_screen_fit(qtbot: QtBot, small_window: MainWindow) -> None:
    window = small_window
    session = start_exam(qtbot, window, mode="Practice", count=4)
    go_to_question(qtbot, window, question_position(session, "prof-002"))
    settle(qtbot, window)
    check_page(window, "exam")
    answer_current(qtbot, window, session, right=False)
    click(qtbot, find(window, QPushButton, "checkButton"))
    settle(qtbot, window)
    check_page(window, "practice feedback")
    click(qtbot, find(window, QPushButton, "submitButton"))
    settle(qtbot, window)
    check_page(window, "review screen")


def test_results_history_and_banks_fit(qtbot: QtBot, small_window: MainWindow) -> None:
    window = small_window
    session = start_exam(qtbot, window, count=4)
    answer_current(qtbot, window, session, right=True)
    submit_and_confirm(qtbot, window)
    settle(qtbot, window)
    check_page(window, "results")
    show_page_by_toolbar(qtbot, window, "History")
    settle(qtbot, window)
    check_page(window, "history")
    show_page_by_toolbar(qtbot, window, "Banks")
    settle(qtbot, window)
    check_page(window, "banks")


def test_each_question_starts_at_its_top(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    session = start_exam(qtbot, window, mode="Practice", count=4)
    window.resize(800, 600)
    scroll = find(window, QScrollArea, "questionScroll")
    settle(qtbot, window)
    bar = scroll.verticalScrollBar()
    assert bar.maximum() == 0, "a short question needs no scrollbar"
    answer_current(qtbot, window, session, right=False)
    click(qtbot, find(window, QPushButton, "checkButton"))
    find(window, QAbstractButton, "fullExplanationToggle").click()
    settle(qtbot, window)
    if bar.maximum() > 0:  # a long explanation: scrolled down to read it
        bar.setValue(bar.maximum())
    click(qtbot, find(window, QPushButton, "nextButton"))
    settle(qtbot, window)
    assert bar.value() == 0


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_full_length_exam_on_the_bundled_bank_fits(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int]
) -> None:
    session = start_exam(qtbot, window)
    assert session.question_count >= 50
    window.resize(*size)
    settle(qtbot, window)
    check_page(window, "exam")
    click(qtbot, find(window, QPushButton, "submitButton"))
    settle(qtbot, window)
    check_page(window, "review screen")
    show_start = window.findChild(QWidget, "startScroll")
    assert show_start is not None
