"""An ordering question on the exam page: the items in a list, top = first.

`orderList` is a QListWidget; the candidate drags an item to its place, or selects
one and moves it with `moveUpButton` / `moveDownButton` (Alt+Up / Alt+Down). A drop
does not move the item itself: it reports the move, the session stores the new order,
and the list is filled again from the session, so the screen never shows an order
that is not saved.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QColor, QDropEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from simulator.ui.theme import current_colors


class _InsetItemDelegate(QStyledItemDelegate):
    """Measures an item at the width its text is painted in, inside its padding and border.

    The style sheet's item padding narrows the painted text but not the width the item's
    wrapped height is measured at, so a line that only just fitted the measure was cut
    short with "…" when painted.
    """

    #: Left and right padding plus border of `QListWidget#orderList::item` in app.qss.
    INSET = 2 * (6 + 1)

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        narrower = QStyleOptionViewItem(option)
        if narrower.rect.width() > self.INSET:
            narrower.rect = narrower.rect.adjusted(0, 0, -self.INSET, 0)
        return super().sizeHint(narrower, index)


class OrderList(QListWidget):
    """The items to order; drops are reported (`move_requested`), not carried out.

    Signals:
        move_requested(int, int): move the item at the first row to the second row.
    """

    move_requested = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("orderList")
        self.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setWordWrap(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)  # wrap again at every new width
        self.setUniformItemSizes(False)
        self.setAlternatingRowColors(True)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # As tall as its items: the page scrolls, never the list.
        self.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        self._laid_out_height = 0
        self.setItemDelegate(_InsetItemDelegate(self))

    def viewportSizeHint(self) -> QSize:
        """As tall as the items laid out at the list's width, wrapped lines included.

        The default hint counts each item as it measures without a width, one line, so a
        wrapped item pushed the last one out of sight in a list that never scrolls.
        """
        hint = super().viewportSizeHint()
        laid_out = self.contentsSize().height()
        return QSize(hint.width(), laid_out) if laid_out > 0 else hint

    def updateGeometries(self) -> None:
        # Items are laid out again after every width change; the height they need follows.
        super().updateGeometries()
        height = self.contentsSize().height()
        if height != self._laid_out_height:
            self._laid_out_height = height
            self.updateGeometry()

    def dropEvent(self, event: QDropEvent) -> None:
        source = self.currentRow()
        target = self._drop_row(event)
        event.setDropAction(Qt.DropAction.IgnoreAction)
        event.accept()
        if source >= 0 and target != source:
            self.move_requested.emit(source, target)

    def _drop_row(self, event: QDropEvent) -> int:
        """The row the dragged item lands on, as the drop indicator showed it."""
        position = event.position().toPoint()
        index: QModelIndex = self.indexAt(position)
        if not index.isValid():
            return self.count() - 1
        row = index.row()
        rect = self.visualRect(index)
        below = position.y() > rect.center().y()
        source = self.currentRow()
        if below and row < source:
            row += 1
        elif not below and row > source:
            row -= 1
        return max(0, min(row, self.count() - 1))


class OrderingPanel(QWidget):
    """The list and its move buttons.

    Signals:
        move_requested(int, int): move the item at the first row to the second row.
    """

    move_requested = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("orderingPanel")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        self.list = OrderList()
        self.list.setAccessibleName(self.tr("Items in your order, first at the top"))
        self.list.move_requested.connect(self.move_requested.emit)
        layout.addWidget(self.list, 1)
        buttons = QVBoxLayout()
        buttons.setSpacing(6)
        self.up_button = QPushButton(self.tr("▲ Up"))
        self.up_button.setObjectName("moveUpButton")
        self.up_button.setAccessibleName(self.tr("Move the selected item up"))
        self.up_button.setToolTip(self.tr("Move the selected item up (Alt+Up)"))
        self.down_button = QPushButton(self.tr("▼ Down"))
        self.down_button.setObjectName("moveDownButton")
        self.down_button.setAccessibleName(self.tr("Move the selected item down"))
        self.down_button.setToolTip(self.tr("Move the selected item down (Alt+Down)"))
        for button in (self.up_button, self.down_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the list keeps the selection
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.up_button.clicked.connect(lambda: self.move_selected(-1))
        self.down_button.clicked.connect(lambda: self.move_selected(+1))
        self.list.currentRowChanged.connect(lambda _row: self._enable_buttons())
        self._locked = False

    def move_selected(self, by: int) -> None:
        row = self.list.currentRow()
        target = row + by
        if not self._locked and row >= 0 and 0 <= target < self.list.count():
            self.move_requested.emit(row, target)

    def show_order(
        self, texts: list[tuple[str, str]], current: int, locked: bool, verdicts: list[bool] | None
    ) -> None:
        """`(plain text, exact text)` per item top to bottom; `current` row stays selected."""
        colors = current_colors()
        self.list.blockSignals(True)
        self.list.clear()
        for position, (plain, exact) in enumerate(texts):
            mark = ""
            if verdicts is not None:
                mark = "  ✓" if verdicts[position] else "  ✗"
            item = QListWidgetItem(f"{position + 1}. {plain}{mark}")
            item.setData(Qt.ItemDataRole.AccessibleTextRole, exact)
            place = self.tr("position {0} of {1}").format(position + 1, len(texts))
            if verdicts is not None:
                place += ", " + (self.tr("right") if verdicts[position] else self.tr("wrong"))
                item.setForeground(QColor(colors.good if verdicts[position] else colors.bad))
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, place)
            flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
            if not locked:
                flags |= Qt.ItemFlag.ItemIsDragEnabled
            item.setFlags(flags)
            self.list.addItem(item)
        if 0 <= current < self.list.count():
            self.list.setCurrentRow(current)
        self.list.blockSignals(False)
        self.list.setDragEnabled(not locked)
        self._locked = locked
        self.list.updateGeometry()
        self._enable_buttons()

    def _enable_buttons(self) -> None:
        row = self.list.currentRow()
        self.up_button.setEnabled(not self._locked and row > 0)
        self.down_button.setEnabled(not self._locked and 0 <= row < self.list.count() - 1)
