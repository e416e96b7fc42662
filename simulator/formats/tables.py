"""Report tables declared once and rendered three ways: aligned text, CSV rows, HTML.

A `Table` lists its columns and rows once. Each column and row says in which views
it appears (a spreadsheet wants raw counts and ids that a printed page leaves out),
and each cell carries the text people read plus, where they differ, the raw value a
spreadsheet gets and the markup a web page shows. Only the standard library is used,
so reports render on any instructor's machine.

The figures people read are written by a `Figures`: `PLAIN` ("1234.5", "72.5%") unless
the caller passes the reader's own convention (the command line passes its locale's,
`cli/human.py:FIGURES`). A CSV cell's value is the number itself, never that text, so
spreadsheets and scripts read the same file under every locale.
"""

from __future__ import annotations

import csv
import html
import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from enum import Flag, auto


class View(Flag):
    """Where a column or row is shown."""

    TEXT = auto()
    CSV = auto()
    HTML = auto()
    PRINTED = TEXT | HTML
    ALL = TEXT | CSV | HTML


@dataclass(frozen=True, slots=True)
class Column:
    """A column: its heading on the page, its heading in CSV, how it aligns."""

    title: str
    csv_title: str = ""  # defaults to `title`
    numeric: bool = False  # right-aligned in text, class "num" in HTML
    views: View = View.ALL

    @property
    def csv_heading(self) -> str:
        return self.csv_title or self.title


@dataclass(frozen=True, slots=True)
class Cell:
    """One value: `text` for people; `value` for CSV (default: the text); `markup` for
    HTML (default: the escaped text), with `css` overriding the column's class."""

    text: str
    value: object = None
    markup: str | None = None
    css: str | None = None

    @property
    def csv_value(self) -> object:
        return self.text if self.value is None else self.value


def number(value: int | float, text: str | None = None) -> Cell:
    """A numeric cell: CSV gets the number, people the text (default: the number)."""
    return Cell(str(value) if text is None else text, value)


def _plain_number(value: float, decimals: int = 0) -> str:
    return f"{value:.{decimals}f}"


def _plain_percent(fraction: float, decimals: int = 0) -> str:
    return f"{100 * fraction:.{decimals}f}%"


def _plain_moment(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%d %H:%M")


@dataclass(frozen=True, slots=True)
class Figures:
    """How a report writes figures for people: numbers with `decimals` decimals, 0..1
    fractions as percentages, moments to the minute."""

    number: Callable[[float, int], str] = _plain_number
    percent: Callable[[float, int], str] = _plain_percent
    moment: Callable[[datetime], str] = _plain_moment

    def count(self, value: int) -> Cell:
        """A whole number: the reader's way for people, the number for CSV."""
        return Cell(self.number(value, 0), value)

    def ratio(self, value: float | None) -> str:
        """A 0..1 statistic (facility, discrimination): two decimals, "-" when undefined."""
        return "-" if value is None else self.number(value, 2)


#: The plain forms: "1234.5", "72.5%", "2026-03-01 14:05".
PLAIN = Figures()


@dataclass(frozen=True, slots=True)
class Row:
    cells: tuple[Cell, ...]
    views: View = View.ALL
    css: str = ""  # HTML row class, e.g. "flagged"


@dataclass(frozen=True)
class Table:
    """`name` is the CSV section; `columns` and every row's cells line up one to one."""

    name: str
    columns: tuple[Column, ...]
    rows: list[Row] = field(default_factory=list)
    views: View = View.ALL

    def add(self, *cells: Cell | str, views: View = View.ALL, css: str = "") -> None:
        if len(cells) != len(self.columns):
            raise ValueError(f"table {self.name!r}: {len(cells)} cells for {len(self.columns)}")
        row = tuple(c if isinstance(c, Cell) else Cell(c) for c in cells)
        self.rows.append(Row(row, views, css))

    def _shown(self, view: View) -> tuple[list[int], list[Row]]:
        columns = [i for i, c in enumerate(self.columns) if view in c.views]
        return columns, [r for r in self.rows if view in r.views]


def text_table(table: Table) -> list[str]:
    """Rows padded to aligned columns, two spaces apart, numbers right-aligned."""
    columns, rows = table._shown(View.TEXT)
    headers = [table.columns[i].title for i in columns]
    lines = [[row.cells[i].text for i in columns] for row in rows]
    widths = [len(h) for h in headers]
    for cells in lines:
        widths = [max(w, len(cell)) for w, cell in zip(widths, cells, strict=True)]

    def line(cells: Sequence[str]) -> str:
        padded = [
            cell.rjust(width) if table.columns[i].numeric else cell.ljust(width)
            for i, cell, width in zip(columns, cells, widths, strict=True)
        ]
        return ("  " + "  ".join(padded)).rstrip()

    return [line(headers), *(line(cells) for cells in lines)]


def csv_section(table: Table) -> tuple[list[str], list[list[object]]]:
    """The CSV header and rows of a table (raw values: numbers stay numbers)."""
    columns, rows = table._shown(View.CSV)
    header = [table.columns[i].csv_heading for i in columns]
    return header, [[row.cells[i].csv_value for i in columns] for row in rows]


def html_table(table: Table) -> str:
    """A `<table>`: text escaped, numbers in class "num" cells, row classes kept."""
    columns, rows = table._shown(View.HTML)
    head = "".join(f"<th>{escape(table.columns[i].title)}</th>" for i in columns)
    body = []
    for row in rows:
        cells = []
        for i in columns:
            cell = row.cells[i]
            css = cell.css if cell.css is not None else "num" if table.columns[i].numeric else ""
            content = cell.markup if cell.markup is not None else escape(cell.text)
            cells.append(f'<td class="{css}">{content}</td>' if css else f"<td>{content}</td>")
        attr = f' class="{row.css}"' if row.css else ""
        body.append(f"<tr{attr}>{''.join(cells)}</tr>")
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"


def escape(value: object) -> str:
    return html.escape(str(value), quote=True)


def csv_cell(value: object) -> object:
    """Numbers stay numbers; text that a spreadsheet would run as a formula is quoted."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


def csv_text(header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """One header row and the rows, as CSV text with a byte-order mark (so spreadsheet
    programs show accented names correctly); cells are made safe by `csv_cell`."""
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer)
    writer.writerow([csv_cell(cell) for cell in header])
    for row in rows:
        writer.writerow([csv_cell(cell) for cell in row])
    return "\ufeff" + buffer.getvalue()
