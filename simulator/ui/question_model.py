"""The bank browser's Qt model: a bank's questions as table rows, filtered as you type.

One model over the whole list (no widget per row): the rows shown are a list of indexes
into the bank's questions, replaced in one reset when the filter changes, so the view
only ever paints the rows on screen, whatever the bank's size. The filtering itself is
the domain's `QuestionIndex`.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QDate,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from simulator.domain.messages import QT_TRANSLATE_NOOP
from simulator.domain.question_search import QuestionFilter, QuestionIndex
from simulator.services.workshop import QuestionListing
from simulator.ui.format import format_fraction
from simulator.ui.qtutil import plain_tip

Index = QModelIndex | QPersistentModelIndex
ID, TOPIC, TYPE, PROMPT, SEEN, RIGHT, DUE = range(7)
#: How long a prompt's one line may get before it is cut (the view elides the rest).
PROMPT_CHARS = 300


def _tr(text: str) -> str:
    return QCoreApplication.translate("QuestionTableModel", text)


def one_line(text: str, limit: int = PROMPT_CHARS) -> str:
    """A prompt as one line of plain words (Markdown line breaks and indents folded)."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


class QuestionTableModel(QAbstractTableModel):
    """Rows: the questions the filter shows; columns: id, topic, type, prompt, times seen,
    % right, next review. `Qt.UserRole` of any cell is the question id."""

    HEADERS = (
        QT_TRANSLATE_NOOP("QuestionTableModel", "ID"),
        QT_TRANSLATE_NOOP("QuestionTableModel", "Topic"),
        QT_TRANSLATE_NOOP("QuestionTableModel", "Type"),
        QT_TRANSLATE_NOOP("QuestionTableModel", "Prompt"),
        QT_TRANSLATE_NOOP("QuestionTableModel", "Seen"),
        QT_TRANSLATE_NOOP("QuestionTableModel", "Right"),
        QT_TRANSLATE_NOOP("QuestionTableModel", "Next review"),
    )

    def __init__(self) -> None:
        super().__init__()
        self._index = QuestionIndex([])
        self._items: Sequence[QuestionListing] = []
        self._rows: list[int] = []
        self._topics: dict[str, str] = {}
        self._lines: list[str] = []
        self._filter = QuestionFilter()
        self._sort: tuple[int, Qt.SortOrder] | None = None

    # ------------------------------------------------------------------ content
    def set_questions(self, items: Sequence[QuestionListing], topics: dict[str, str]) -> None:
        """A bank's questions (and its topic titles by id); the current filter applies."""
        self.beginResetModel()
        self._items = items
        self._index = QuestionIndex(items)
        self._lines = [one_line(q.prompt) for q in items]
        self._topics = topics
        self._rows = self._index.matching(self._filter)
        self._apply_sort()
        self.endResetModel()

    def apply_filter(self, wanted: QuestionFilter) -> None:
        """Show the questions `wanted` accepts (one reset of the view)."""
        self._filter = wanted
        rows = self._index.matching(wanted)
        self.beginResetModel()
        self._rows = rows
        self._apply_sort()
        self.endResetModel()

    @property
    def total(self) -> int:
        return len(self._items)

    def question_id(self, row: int) -> str:
        return self._items[self._rows[row]].id

    def listing(self, row: int) -> QuestionListing:
        return self._items[self._rows[row]]

    def row_of(self, question_id: str) -> int | None:
        for row, item in enumerate(self._rows):
            if self._items[item].id == question_id:
                return row
        return None

    # ---------------------------------------------------------------- Qt model
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return _tr(self.HEADERS[section])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        item = self._items[self._rows[index.row()]]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(item, column, self._rows[index.row()])
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == PROMPT:
                return plain_tip(one_line(item.prompt, 1000))
            if column == TOPIC:
                return plain_tip(self._topics.get(item.topic, item.topic))
            return None
        if role == Qt.ItemDataRole.UserRole:
            return item.id
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (SEEN, RIGHT):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and (item.retired or item.edited):
            font = QFont()
            font.setItalic(item.retired)
            return font
        return None

    def _text(self, item: QuestionListing, column: int, position: int) -> str:
        if column == ID:
            marks = ("  ⚑" if item.reported else "") + ("  ✎" if item.edited else "")
            return item.id + marks
        if column == TOPIC:
            return self._topics.get(item.topic, item.topic)
        if column == TYPE:
            kind = (
                QCoreApplication.translate("QuestionTableModel", "Multi")
                if item.kind == "multi"
                else QCoreApplication.translate("QuestionTableModel", "Single")
            )
            if item.retired:
                return QCoreApplication.translate("QuestionTableModel", "{kind} (retired)").format(
                    kind=kind
                )
            return kind
        if column == PROMPT:
            return self._lines[position]
        if column == SEEN:
            return str(item.seen) if item.seen else "–"
        if column == RIGHT:
            return format_fraction(item.correct / item.seen) if item.seen else "–"
        return _due_text(item.due)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.layoutAboutToBeChanged.emit()
        self._sort = (column, order)
        self._apply_sort()
        self.layoutChanged.emit()

    def _apply_sort(self) -> None:
        if self._sort is not None:
            column, order = self._sort
            self._rows.sort(
                key=lambda i: self._sort_key(i, column),
                reverse=order == Qt.SortOrder.DescendingOrder,
            )

    def _sort_key(self, position: int, column: int) -> tuple[float, str]:
        """Numbers first (seen, % right, due), then text; every column sorts."""
        item = self._items[position]
        if column == SEEN:
            return (item.seen, item.id)
        if column == RIGHT:
            return (item.correct / item.seen if item.seen else -1.0, item.id)
        if column == DUE:
            return (item.due.timestamp() if item.due is not None else float("inf"), item.id)
        text = {
            ID: item.id,
            TOPIC: self._topics.get(item.topic, item.topic).casefold(),
            TYPE: item.kind,
            PROMPT: self._lines[position].casefold(),
        }[column]
        return (0.0, text)


def _due_text(due: datetime | None) -> str:
    if due is None:
        return "–"
    local = due.astimezone()  # the locale's short date: 31/12/2026, 31.12.26, 2026/12/31
    return QLocale().toString(
        QDate(local.year, local.month, local.day), QLocale.FormatType.ShortFormat
    )
