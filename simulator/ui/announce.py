"""Spoken announcements for screen readers: what changed that the focus does not say.

A screen reader reads the control that has the focus; it does not notice that the
question on screen changed, that five minutes are left, or that a choice was struck
out. These are sent as accessibility announcements (Qt's QAccessibleAnnouncementEvent:
AT-SPI on Linux, UI Automation on Windows, NSAccessibility on macOS), politely, or
assertively when time is nearly up.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget


class Announcer(QObject):
    """Announces text on behalf of `source` (the widget the news is about).

    Signals:
        announced(str): the text just announced (what assistive technology was sent).
    """

    announced = Signal(str)

    def __init__(self, source: QWidget) -> None:
        super().__init__(source)
        self.source = source

    def announce(self, text: str, *, urgent: bool = False) -> None:
        event = QAccessibleAnnouncementEvent(self.source, text)
        event.setPoliteness(
            QAccessible.AnnouncementPoliteness.Assertive
            if urgent
            else QAccessible.AnnouncementPoliteness.Polite
        )
        QAccessible.updateAccessibility(event)
        self.announced.emit(text)
