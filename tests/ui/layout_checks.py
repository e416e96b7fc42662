"""Layout checks the small-screen and right-to-left tests share: every control the user
needs is at least 20 px high and wide, lies inside the window or inside a scroll area
that can bring it into view, shows its whole text, and overlaps no other control or
text."""

from __future__ import annotations

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
    QToolButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from simulator.ui.main_window import MainWindow

CONTROLS = (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit, QAbstractItemView)


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
        # Parts of a control (a line edit's clear button, a spin box's arrows) are the control's.
        and not isinstance(
            w.parentWidget(), (QAbstractSpinBox, QComboBox, QAbstractItemView, QLineEdit)
        )
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
        if isinstance(widget, (QPushButton, QToolButton)) and widget.text() and clipped(widget):
            problems.append(f"{name} is {widget.width()} px wide: its text needs more")
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


def clipped(button: QPushButton | QToolButton) -> bool:
    """Whether the button is narrower than its text (and its margins) need."""
    needed = button.sizeHint().width()
    return button.width() + 1 < needed


def _text(widget: QWidget) -> str:
    text = getattr(widget, "text", None)
    return str(text())[:30] if callable(text) else ""


def settle(qtbot: QtBot, window: MainWindow) -> None:
    """Let the window system's resize and the layouts' requests run, as they do before
    the next frame is painted."""
    qtbot.waitExposed(window)
    for _ in range(3):
        QApplication.processEvents()
