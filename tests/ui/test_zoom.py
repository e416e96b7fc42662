"""Text up to 200% at 1366x768: every page still fits, by scrolling, with nothing clipped.

Test centres offer enlarged text; so does View > Larger text (Ctrl++), up to twice the
default size. At 1366x768 every control stays reachable (in the window or in a page
that scrolls), at least 20 px, overlapping nothing, and no one-line text is cut.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from layout_checks import check_page, settle
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QPushButton, QWidget
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
from simulator.ui.theme import DEFAULT_FONT_POINTS, MAX_FONT_POINTS, ThemeChoice, apply_theme

pytestmark = pytest.mark.gui


@pytest.fixture
def zoomed(qtbot: QtBot, mini_window: MainWindow) -> Iterator[MainWindow]:
    """The window at 1366x768 with text made as large as View > Larger text goes."""
    window = mini_window
    window.resize(1366, 768)
    larger = next(a for a in find(window, QMenu, "viewMenu").actions() if a.text() == "Larger text")
    for _ in range(MAX_FONT_POINTS - DEFAULT_FONT_POINTS + 2):  # past the top: stays there
        larger.trigger()
    yield window
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, ThemeChoice.LIGHT, DEFAULT_FONT_POINTS)


def no_text_cut(window: MainWindow, page: str) -> None:
    """One-line labels and buttons are as wide as their text needs."""
    problems = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window):
            continue
        if isinstance(widget, QLabel) and not widget.wordWrap() and widget.text().strip():
            if widget.textFormat() == Qt.TextFormat.RichText or widget.pixmap() is not None:
                continue
            if type(widget).__name__ == "ElidedLabel":  # elides on purpose, full text in tip
                continue
            needed = widget.fontMetrics().horizontalAdvance(widget.text())
            if needed > widget.contentsRect().width() + 1:
                problems.append(f"{page}: label {widget.text()[:40]!r} cut ({needed} px needed)")
        elif isinstance(widget, QPushButton) and widget.text().strip():
            needed = widget.fontMetrics().horizontalAdvance(widget.text().replace("&", ""))
            if needed > widget.width() - 8:
                problems.append(f"{page}: button {widget.text()!r} cut")
    assert not problems, "\n".join(problems)


def check(qtbot: QtBot, window: MainWindow, page: str) -> None:
    settle(qtbot, window)
    check_page(window, page)
    no_text_cut(window, page)


def test_every_page_at_twice_the_text_size(qtbot: QtBot, zoomed: MainWindow) -> None:
    window = zoomed
    assert window.settings.font_points == MAX_FONT_POINTS == 2 * DEFAULT_FONT_POINTS
    assert QApplication.font().pointSize() == MAX_FONT_POINTS
    check(qtbot, window, "start")
    session = start_exam(qtbot, window, mode="Practice", count=4)
    go_to_question(qtbot, window, question_position(session, "prof-002"))
    check(qtbot, window, "exam")
    answer_current(qtbot, window, session, right=False)
    click(qtbot, find(window, QPushButton, "checkButton"))
    check(qtbot, window, "practice feedback")
    click(qtbot, find(window, QPushButton, "submitButton"))
    qtbot.waitUntil(find(window, QWidget, "submitReview").isVisible, timeout=WAIT_MS)
    check(qtbot, window, "review screen")
    click(qtbot, find(window, QPushButton, "reviewBackButton"))
    submit_and_confirm(qtbot, window)
    check(qtbot, window, "results")
    show_page_by_toolbar(qtbot, window, "History")
    check(qtbot, window, "history")
    show_page_by_toolbar(qtbot, window, "Banks")
    check(qtbot, window, "banks")
