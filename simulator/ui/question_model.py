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
ID, TOPIC, TYPE, PROMPT, SEEN, RIGHT, DUE, CASE = range(8)
#: How long a prompt's one line may get before it is cut (the view elides the rest).
PROMPT_CHARS = 300


def _tr(text: str) -> str:
    return QCoreApplication.translate("QuestionTableModel", text)


def prompt_lines(items: Sequence[QuestionListing]) -> list[str]:
    """Each question's prompt as the browser shows it (prepared with the index)."""
    return [one_line(q.prompt) for q in items]


def one_line(text: str, limit: int = PROMPT_CHARS) -> str:
    """A prompt as one line of plain words (Markdown line breaks and indents folded)."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


_DISPLAY = Qt.ItemDataRole.DisplayRole.value
_ALIGN = Qt.ItemDataRole.TextAlignmentRole.value
_FONT = Qt.ItemDataRole.FontRole.value
_USER = Qt.ItemDataRole.UserRole.value
_SERVED = frozenset((_DISPLAY, _ALIGN, _FONT, _USER, Qt.ItemDataRole.ToolTipRole.value))
_RIGHT_ALIGNED = (Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter).value
_CENTRED = Qt.AlignmentFlag.AlignCenter.value


class QuestionTableModel(QAbstractTableModel):
    """Rows: the questions the filter shows; columns: id, topic, type, prompt, times seen,
    % right, next review, case study. `Qt.UserRole` of any cell is the question id."""

    HEADERS = (
        QT_TRANSLATE_NOOP("QuestionTableModel", "ID"),
        QT_TRANSLATE_NOOP("QuestionTableModel", "Topic"),
        QT_TRANSLATE_NOOP("QuestionTableModel", "Type"),
        QT_TRANSLATE_NOOP("QuestionTableModel", "Prompt"),
        QT_TRANSLATE_NOOP("QuestionTableModel", "Seen"),
        QT_TRANSLATE_NOOP("QuestionTableModel", "Right"),
        QT_TRANSLATE_NOOP("QuestionTableModel", "Next review"),
        QT_TRANSLATE_NOOP("QuestionTableModel", "Case study"),
    )

    def __init__(self) -> None:
        super().__init__()
        self._index = QuestionIndex([])
        self._items: Sequence[QuestionListing] = []
        self._rows: list[int] = []
        self._topics: dict[str, str] = {}
        self._cases: dict[str, str] = {}
        self._lines: list[str] = []
        self._filter = QuestionFilter()
        self._sort: tuple[int, Qt.SortOrder] | None = None
        self._ranks: dict[int, list[int]] = {}  # per column: each question's place in order
        self._italic = QFont()
        self._italic.setItalic(True)  # retired questions

    # ------------------------------------------------------------------ content
    def set_questions(
        self,
        index: QuestionIndex,
        topics: dict[str, str],
        lines: list[str] | None = None,
        cases: dict[str, str] | None = None,
    ) -> None:
        """A bank's questions, indexed (off the GUI thread for a large bank), its topic
        titles by id, the prompts as one line each and its case studies' titles by id;
        the current filter applies."""
        items: Sequence[QuestionListing] = index.items  # type: ignore[assignment]
        self.beginResetModel()
        self._items = items
        self._index = index
        self._lines = lines if lines is not None else prompt_lines(items)
        self._topics = topics
        self._cases = cases or {}
        self._ranks.clear()
        self._rows = self._index.matching(self._filter)
        self._apply_sort()
        self.endResetModel()

    def apply_filter(self, wanted: QuestionFilter) -> None:
        """Show the questions `wanted` accepts (one reset of the view)."""
        self._filter = wanted
        rows = self._index.matching(wanted)
        self.beginResetModel()
        self._rows = list(rows)  # sorted in place: never the index's own list
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
        # Called for every role of every cell painted: roles this model has nothing for
        # leave at once, compared as plain ints (an enum comparison costs more than the
        # rest of the call).
        if role not in _SERVED or not index.isValid():
            return None
        position = self._rows[index.row()]
        item = self._items[position]
        column = index.column()
        if role == _DISPLAY:
            return self._text(item, column, position)
        if role == _ALIGN:
            if column == DUE:  # clear of the right-aligned % right beside it
                return _CENTRED
            return _RIGHT_ALIGNED if column in (SEEN, RIGHT) else None
        if role == _FONT:
            return self._italic if item.retired else None
        if role == _USER:
            return item.id
        if column == PROMPT:  # the tooltip
            return plain_tip(one_line(item.prompt, 1000))
        if column == TOPIC:
            return plain_tip(self._topics.get(item.topic, item.topic))
        if column == CASE and item.scenario:
            return plain_tip(self._case_title(item.scenario))
        return None

    def _case_title(self, scenario: str) -> str:
        return self._cases.get(scenario, scenario)

    def _text(self, item: QuestionListing, column: int, position: int) -> str:
        if column == ID:
            marks = ("  ⚑" if item.reported else "") + ("  ✎" if item.edited else "")
            return item.id + marks
        if column == TOPIC:
            return self._topics.get(item.topic, item.topic)
        if column == TYPE:
            kind = _kind_label(item.kind)
            retired = QCoreApplication.translate("QuestionTableModel", "{kind} (retired)")
            return retired.format(kind=kind) if item.retired else kind
        if column == PROMPT:
            return self._lines[position]
        if column == SEEN:
            return str(item.seen) if item.seen else "–"
        if column == RIGHT:
            return format_fraction(item.correct / item.seen) if item.seen else "–"
        if column == CASE:
            return self._case_title(item.scenario) if item.scenario else ""
        return _due_text(item.due)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.layoutAboutToBeChanged.emit()
        self._sort = (column, order)
        self._apply_sort()
        self.layoutChanged.emit()

    def _apply_sort(self) -> None:
        """Rows in the order of the sorted column (file order when none is): each
        question's rank is computed once per column, so a sort per keystroke is cheap."""
        if self._sort is None or self._sort[0] < 0:
            return
        column, order = self._sort
        ranks = self._ranks.get(column)
        if ranks is None:
            ordered = sorted(range(len(self._items)), key=lambda i: self._sort_key(i, column))
            ranks = [0] * len(ordered)
            for rank, position in enumerate(ordered):
                ranks[position] = rank
            self._ranks[column] = ranks
        self._rows.sort(key=ranks.__getitem__, reverse=order == Qt.SortOrder.DescendingOrder)

    def _sort_key(self, position: int, column: int) -> tuple[float, str]:
        """Numbers first (seen, % right, due), then text; every column sorts."""
        item = self._items[position]
        if column == SEEN:
            return (item.seen, item.id)
        if column == RIGHT:
            return (item.correct / item.seen if item.seen else -1.0, item.id)
        if column == DUE:
            return (item.due.timestamp() if item.due is not None else float("inf"), item.id)
        if column == CASE:  # a case study's questions together, those of none last
            if not item.scenario:
                return (1.0, item.id)
            return (0.0, f"{self._case_title(item.scenario).casefold()}\n{item.id}")
        text = {
            ID: item.id,
            TOPIC: self._topics.get(item.topic, item.topic).casefold(),
            TYPE: item.kind,
            PROMPT: self._lines[position].casefold(),
        }[column]
        return (0.0, text)


def _kind_label(kind: str) -> str:
    """A listing's kind as the Type column shows it."""
    labels = {
        "single": QT_TRANSLATE_NOOP("QuestionTableModel", "Single"),
        "multi": QT_TRANSLATE_NOOP("QuestionTableModel", "Multi"),
        "matching": QT_TRANSLATE_NOOP("QuestionTableModel", "Matching"),
        "ordering": QT_TRANSLATE_NOOP("QuestionTableModel", "Ordering"),
        "short-answer": QT_TRANSLATE_NOOP("QuestionTableModel", "Short answer"),
        "numeric": QT_TRANSLATE_NOOP("QuestionTableModel", "Numeric"),
    }
    return _tr(labels[kind]) if kind in labels else kind


def _due_text(due: datetime | None) -> str:
    if due is None:
        return "–"
    local = due.astimezone()  # the locale's short date: 31/12/2026, 31.12.26, 2026/12/31
    return QLocale().toString(
        QDate(local.year, local.month, local.day), QLocale.FormatType.ShortFormat
    )
