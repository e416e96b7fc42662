"""Small reusable widgets: elided labels, sortable table cells, percentage bars."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QLabel,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidgetItem,
    QWidget,
)

from simulator.ui.theme import current_colors


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
