"""Small reusable widgets: elided labels, sortable table cells, percentage bars, topic tables."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from simulator.ui.layout import read_only_table
from simulator.ui.qtutil import plain_tip
from simulator.ui.theme import HIGH_CONTRAST, current_colors


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
        self.setToolTip(plain_tip(self._full) if shown != self._full else "")


class WrappedLabel(QLabel):
    """A word-wrapped label that works out its height for a given width once per text.

    Qt lays a wrapped label's whole text out again each time a layout asks its height
    for a width, and a layout asks many times per change (minimum and preferred, for
    every width it tries): a question's prompt was laid out about thirty times each
    time the next question was shown, over a tenth of the move. The heights are kept
    until the text, the font or the style changes.
    """

    #: Widths remembered (a window being resized asks for many; older ones are dropped).
    KEPT_WIDTHS = 16
    #: The width asked for, in average characters: the layout's stretch shares out the
    #: room, and the height follows the width it gives.
    PREFERRED_CHARACTERS = 40
    #: The narrowest it may be squeezed to, in average characters.
    MINIMUM_CHARACTERS = 12

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._heights: dict[int, int] = {}

    def setText(self, text: str) -> None:
        self._heights.clear()
        super().setText(text)

    def heightForWidth(self, width: int) -> int:
        height = self._heights.get(width)
        if height is None:
            if len(self._heights) >= self.KEPT_WIDTHS:
                self._heights.clear()
            height = self._heights[width] = super().heightForWidth(width)
        return height

    def sizeHint(self) -> QSize:
        # QLabel's own hints lay the whole text out three more times at each new text
        # (on one line, a word per line, and in a box of the golden ratio).
        width = self._characters(self.PREFERRED_CHARACTERS)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        margins = self.contentsMargins()
        line = self.fontMetrics().height() + margins.top() + margins.bottom()
        return QSize(self._characters(self.MINIMUM_CHARACTERS), line)

    def _characters(self, count: int) -> int:
        margins = self.contentsMargins()
        return self.fontMetrics().averageCharWidth() * count + margins.left() + margins.right()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in _LAYOUT_CHANGES:
            self._heights.clear()
        super().changeEvent(event)


#: What changes a label's height for a width besides its text.
_LAYOUT_CHANGES = (
    QEvent.Type.FontChange,
    QEvent.Type.StyleChange,
    QEvent.Type.ContentsRectChange,
    QEvent.Type.LayoutDirectionChange,
)


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
            if colors is HIGH_CONTRAST:  # a strip under the text: white text stays on black
                rect.setTop(rect.bottom() - 4)
            painter.save()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(colors.muted if colors is HIGH_CONTRAST else colors.border))
            painter.drawRoundedRect(rect, 2, 2)
            filled = QRect(rect)
            filled.setWidth(int(rect.width() * max(0.0, min(100.0, float(value))) / 100))
            filled = QStyle.visualRect(option.direction, rect, filled)  # from the right in RTL
            color = QColor(
                colors.good if value >= 70 else colors.warn if value >= 50 else colors.bad
            )
            if colors is not HIGH_CONTRAST:
                color.setAlpha(150)
            painter.setBrush(color)
            painter.drawRoundedRect(filled, 2, 2)
            painter.restore()
        super().paint(painter, option, index)


#: The average-time column of both topic tables (results and history).
TIME_COLUMN = 4


@dataclass(frozen=True, slots=True)
class TopicCell:
    """One cell of a topic table: its text, what it sorts by, its tooltip, its bar (0-100)."""

    text: str
    key: float | str
    tip: str = ""
    bar: float | None = None


def topic_table(
    columns: Sequence[str], name: str, accessible_name: str, bar_column: int
) -> QTableWidget:
    """A table with one row per topic: sortable, the topic column stretching and elided,
    a percentage bar in `bar_column`, and the average time per question last."""
    table = read_only_table(columns, name, accessible_name)
    table.setSortingEnabled(True)
    table.setWordWrap(False)
    table.setTextElideMode(Qt.TextElideMode.ElideRight)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    header.setSectionResizeMode(bar_column, QHeaderView.ResizeMode.Fixed)
    header.resizeSection(bar_column, 96)
    header.setToolTip(QCoreApplication.translate("TopicTable", "Click a column to sort by it"))
    table.horizontalHeaderItem(TIME_COLUMN).setToolTip(  # type: ignore[union-attr]
        QCoreApplication.translate(
            "TopicTable", "Average time per question, against the exam's pace"
        )
    )
    table.setItemDelegateForColumn(bar_column, PercentBarDelegate(table))
    return table


def fill_topic_table(
    table: QTableWidget, rows: Sequence[Sequence[TopicCell]], weakest_column: int
) -> None:
    """Replace the rows (numbers centred), then sort by `weakest_column`, weakest first."""
    table.setSortingEnabled(False)
    table.setRowCount(len(rows))
    for row, cells in enumerate(rows):
        for column, cell in enumerate(cells):
            item = SortableItem(cell.text, cell.key)
            if column:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            if cell.tip:
                item.setToolTip(plain_tip(cell.tip))
            if cell.bar is not None:
                item.setData(Qt.ItemDataRole.UserRole, cell.bar)
            table.setItem(row, column, item)
    table.setSortingEnabled(True)
    table.sortItems(weakest_column, Qt.SortOrder.AscendingOrder)
