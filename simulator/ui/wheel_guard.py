"""The mouse wheel scrolls pages; it changes a combo or spin box only once it has the focus.

Qt lets the wheel turn any combo or spin box under the pointer. On a scrolling page
that silently changes settings: a candidate scrolling the Start page turned "Exam, 50
questions, 60 min" into "Review due, 1 question, Untimed" without noticing. Here such
a box takes the wheel only after it was clicked or tabbed into (`Qt.StrongFocus`, so
the wheel no longer gives it the focus either); otherwise the wheel event goes on to
the page behind it, which scrolls.

The app's style (`ExamStyle.polish`, which every widget passes once before it is
first shown) calls `guard_wheel` for each combo and spin box, those created later
included. An application-wide event filter did this before: it ran Python for every
event of every widget, about a tenth of the time of moving to the next question.
`guard_wheel` is also there for code that builds widgets under another style (a
standalone dialog in a test, say).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QWidget

GUARDED = (QComboBox, QAbstractSpinBox)
_GUARD_PROPERTY = "examSimulatorWheelGuard"


def _ignores_wheel(widget: QObject) -> bool:
    """A combo or spin box without the focus: the wheel is not for it."""
    return isinstance(widget, GUARDED) and not widget.hasFocus()


class WheelGuard(QObject):
    """Event filter on one box: a wheel event passes it by, to its parent, unless the box
    has the focus.

    An ignored wheel event travels up the widget tree (Qt's propagation for spontaneous
    wheel events), so the scroll area behind the box scrolls as if the box were not there.
    """

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Wheel and _ignores_wheel(watched):
            event.ignore()
            return True
        return False


def _strong_focus(widget: QWidget) -> None:
    """Focus by click or Tab, never by the wheel (Qt's default for these is WheelFocus)."""
    if widget.focusPolicy() == Qt.FocusPolicy.WheelFocus:
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


def guard_wheel(widget: QWidget) -> None:
    """Guard one combo or spin box (idempotent: the style polishes a widget again when
    the theme changes)."""
    _strong_focus(widget)
    if widget.property(_GUARD_PROPERTY):
        return
    widget.installEventFilter(WheelGuard(widget))
    widget.setProperty(_GUARD_PROPERTY, True)
