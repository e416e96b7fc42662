"""Small reusable widgets: dialogs that never block, the question navigator, bars, labels."""

from __future__ import annotations

import weakref

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidgetItem,
    QWidget,
)
from shiboken6 import isValid

from simulator.ui.theme import current_colors


def open_transient(box: QDialog) -> None:
    """Open a dialog without blocking; once closed it gives up its name and is deleted.

    Dropping the object name at once matters: deletion waits for the event loop, and
    until then `findChild(..., name)` would still find the old, closed dialog.
    """

    def closed(_result: int) -> None:
        box.setObjectName("")
        box.deleteLater()

    box.finished.connect(closed)
    box.open()


def repolish(widget: QWidget) -> None:
    """Re-apply the style sheet after a dynamic property used in selectors changed."""
    widget.style().unpolish(widget)
    widget.style().polish(widget)
    widget.update()


class ElidedLabel(QLabel):
    """One line of plain text, cut with "…" when the window is narrow; the tooltip has it all."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._full = ""
        self.set_full_text(text)

    def set_full_text(self, text: str) -> None:
        self._full = text
        self.setAccessibleName(text)
        self._elide()

    def full_text(self) -> str:
        return self._full

    def minimumSizeHint(self) -> QSize:
        return QSize(
            self.fontMetrics().horizontalAdvance("…") * 4, super().minimumSizeHint().height()
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, self.width())
        self.setText(shown)
        self.setToolTip(self._full if shown != self._full else "")


class SortableItem(QTableWidgetItem):
    """A table cell that sorts by a key (a number, a folded name), not by its text."""

    def __init__(self, text: str, key: float | str) -> None:
        super().__init__(text)
        self.sort_key = key

    def __lt__(self, other: QTableWidgetItem) -> bool:
        if isinstance(other, SortableItem) and type(self.sort_key) is type(other.sort_key):
            return self.sort_key < other.sort_key  # type: ignore[operator]
        return super().__lt__(other)


class PercentBarDelegate(QStyledItemDelegate):
    """Draws a horizontal bar behind a percentage cell (topic tables)."""

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        value = index.data(Qt.ItemDataRole.UserRole)
        if isinstance(value, (int, float)):
            colors = current_colors()
            rect = option.rect.adjusted(4, 5, -4, -5)
            painter.save()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(colors.border))
            painter.drawRoundedRect(rect, 3, 3)
            filled = QRect(rect)
            filled.setWidth(int(rect.width() * max(0.0, min(100.0, float(value))) / 100))
            color = QColor(
                colors.good if value >= 70 else colors.warn if value >= 50 else colors.bad
            )
            color.setAlpha(150)
            painter.setBrush(color)
            painter.drawRoundedRect(filled, 3, 3)
            painter.restore()
        super().paint(painter, option, index)


_SHARED_NAME = "sharedName"
#: Every widget given a shared name, so pages coming on screen need not search for them.
_shared: weakref.WeakSet[QWidget] = weakref.WeakSet()


def share_name(widget: QWidget, name: str) -> None:
    """Give `widget` a GUI-contract name that another page uses too (the explanations).

    `findChild` returns the first match in the widget tree, wherever it is; pages call
    `claim_shared_names` as they come on screen so that only the page the user sees
    carries the name.
    """
    widget.setObjectName(name)
    widget.setProperty(_SHARED_NAME, name)
    _shared.add(widget)


def claim_shared_names(shown: QWidget) -> None:
    """Shared names on the page on screen; none on the others."""
    for widget in list(_shared):
        if not isValid(widget):  # its page dropped it (a review card of an older result)
            _shared.discard(widget)
            continue
        name = str(widget.property(_SHARED_NAME))
        widget.setObjectName(name if shown.isAncestorOf(widget) else "")
