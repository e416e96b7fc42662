"""The mouse wheel scrolls pages; it changes a combo or spin box only once it has the focus.

Qt lets the wheel turn any combo or spin box under the pointer. On a scrolling page
that silently changes settings: a candidate scrolling the Start page turned "Exam, 50
questions, 60 min" into "Review due, 1 question, Untimed" without noticing. Here such
a box takes the wheel only after it was clicked or tabbed into (`Qt.StrongFocus`, so
the wheel no longer gives it the focus either); otherwise the wheel event goes on to
the page behind it, which scrolls.

`install_wheel_guard(app)` covers every combo and spin box of the application,
including those created later (the composition root calls it once); `guard_wheel`
does the same for one widget, for code that builds widgets without the application's
guard (a standalone dialog in a test, say).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QWidget

GUARDED = (QComboBox, QAbstractSpinBox)
_GUARD_PROPERTY = "examSimulatorWheelGuard"


def _ignores_wheel(widget: QObject) -> bool:
    """A combo or spin box without the focus: the wheel is not for it."""
    return isinstance(widget, GUARDED) and not widget.hasFocus()


class WheelGuard(QObject):
    """Event filter: wheel events pass an unfocused combo or spin box by, to its parent.

    An ignored wheel event travels up the widget tree (Qt's propagation for spontaneous
    wheel events), so the scroll area behind the box scrolls as if the box were not there.
    """

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Wheel:
            if _ignores_wheel(watched):
                event.ignore()
                return True
        elif kind == QEvent.Type.Polish and isinstance(watched, GUARDED):
            _strong_focus(watched)
        return False


def _strong_focus(widget: QWidget) -> None:
    """Focus by click or Tab, never by the wheel (Qt's default for these is WheelFocus)."""
    if widget.focusPolicy() == Qt.FocusPolicy.WheelFocus:
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


def install_wheel_guard(app: QApplication) -> None:
    """Guard every combo and spin box of `app`, now and later (idempotent)."""
    if app.property(_GUARD_PROPERTY):
        return
    guard = WheelGuard(app)
    app.installEventFilter(guard)
    app.setProperty(_GUARD_PROPERTY, True)
    for widget in app.allWidgets():  # those polished before the guard was installed
        if isinstance(widget, GUARDED):
            _strong_focus(widget)


def guard_wheel(widget: QWidget) -> None:
    """Guard one combo or spin box (for widgets outside an application-wide guard)."""
    _strong_focus(widget)
    widget.installEventFilter(WheelGuard(widget))
