"""Building blocks shared by the page views: cards, titles, muted text, read-only tables."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QFrame,
    QLabel,
    QScrollArea,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)


def card(parent: QWidget | None = None) -> tuple[QFrame, QVBoxLayout]:
    frame = QFrame(parent)
    frame.setObjectName("card")
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(18, 16, 18, 16)
    layout.setSpacing(10)
    return frame, layout


def page_layout(page: QWidget) -> QVBoxLayout:
    """The vertical layout of a full page, with the pages' common name and margins."""
    page.setObjectName("page")
    layout = QVBoxLayout(page)
    layout.setContentsMargins(28, 20, 28, 20)
    layout.setSpacing(14)
    return layout


def scroll_area(name: str, *, sideways: bool = True) -> QScrollArea:
    """A frameless scroll area whose content takes its width (it grows only downwards).

    `sideways=False` never shows a horizontal scrollbar: the content must wrap or elide.
    """
    scroll = QScrollArea()
    scroll.setObjectName(name)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    if not sideways:
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return scroll


def scrolling_page(page: QWidget, name: str) -> QWidget:
    """Make `page` a scroll area over a content widget (returned, for its layout).

    A page taller than a small laptop screen scrolls as a whole rather than squeezing
    its controls; `name` names the scroll area ("<name>Scroll") and the content
    ("<name>Content").
    """
    page.setObjectName("page")
    outer = QVBoxLayout(page)
    outer.setContentsMargins(0, 0, 0, 0)
    scroll = scroll_area(f"{name}Scroll")
    content = QWidget()
    content.setObjectName(f"{name}Content")
    scroll.setWidget(content)
    outer.addWidget(scroll)
    return content


def stack_when_narrow(columns: QBoxLayout, width: int, stack_width: int) -> None:
    """Lay `columns` side by side, or one above the other when `width` < `stack_width`.

    Two columns squeezed onto a small laptop screen elide every topic name; stacked,
    the (scrolling) page grows taller instead. Called from the page's resizeEvent.
    """
    narrow = width < stack_width
    direction = QBoxLayout.Direction.TopToBottom if narrow else QBoxLayout.Direction.LeftToRight
    if columns.direction() != direction:
        columns.setDirection(direction)


def page_title(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("pageTitle")
    return label


def section_title(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("sectionTitle")
    return label


def text_label(text: str = "") -> QLabel:
    """A label that shows its text as text, never as HTML.

    Bank titles, topic names, file names and error messages come from users' files:
    `<img src=...>` in a title must show as those characters, not load a picture.
    """
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def muted(text: str = "") -> QLabel:
    """Secondary text (plain text, word-wrapped)."""
    label = text_label(text)
    label.setProperty("muted", True)
    label.setWordWrap(True)
    return label


def read_only_table(
    columns: Sequence[str], name: str, accessible_name: str, *, row_selection: bool = False
) -> QTableWidget:
    """A borderless table that shows data: no editing, no grid, optional row selection."""
    table = QTableWidget(0, len(columns))
    table.setObjectName(name)
    table.setAccessibleName(accessible_name)
    table.setHorizontalHeaderLabels(list(columns))
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setShowGrid(False)
    table.setFrameShape(QFrame.Shape.NoFrame)
    if row_selection:
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    else:
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return table


#: The narrowest a table's first (name) column may become before the table stops shrinking.
NAME_COLUMN_MIN = 160


def keep_topic_readable(table: QTableWidget) -> None:
    """The table never narrower than its number columns plus a readable first column.

    The first column stretches and elides; without this floor a narrow window squeezes
    it to "Dee…", which tells nobody which topic it is.
    """
    header = table.horizontalHeader()
    numbers = sum(header.sectionSize(c) for c in range(1, table.columnCount()))
    table.setMinimumWidth(numbers + NAME_COLUMN_MIN + 2 * table.frameWidth())
