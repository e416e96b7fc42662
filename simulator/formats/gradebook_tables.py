"""The gradebook and the item analysis as files a spreadsheet or an LMS imports unedited.

Each file holds one table with one header row (unlike the stacked sections of the
whole report's CSV):

- the gradebook: one row per student (id, name, score, percent, pass, time used,
  attempts, accommodations, status, notes);
- Moodle's grade import: `ID number`, `First name`, `Last name` and one grade column
  (percent, out of 100), the columns Moodle's "Import grades > CSV file" maps;
- the item analysis: one row per question, with its plain text and paper position.
"""

from __future__ import annotations

from pathlib import Path

from simulator.domain.class_report import BankReport, ClassReport
from simulator.domain.gradebook import GradebookRow
from simulator.formats.files import write_output
from simulator.formats.tables import (
    PLAIN,
    Cell,
    Column,
    Figures,
    Table,
    View,
    csv_section,
    csv_text,
    escape,
)

MOODLE_HEADER = ("ID number", "First name", "Last name")


def minutes_text(seconds: float) -> str:
    """`12:05` (minutes and seconds) or `1:02:05` for people."""
    whole = round(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def _gradebook_columns(with_bank: bool) -> tuple[Column, ...]:
    return (
        Column("", "bank", views=View.CSV if with_bank else View(0)),
        Column("ID", "student id"),
        Column("Student", "name"),
        Column("Score", views=View.PRINTED),
        Column("", "correct", views=View.CSV),
        Column("", "total", views=View.CSV),
        Column("Percent", "percent", numeric=True),
        Column("Result", "passed"),
        Column("Time used", "time used (minutes)", numeric=True),
        Column("Attempts", "attempts", numeric=True),
        Column("Accommodations", "accommodations"),
        Column("Status", "status"),
        Column("", "counted attempt", views=View.CSV),
        Column("", "finished at", views=View.CSV),
        Column("Notes", "notes"),
    )


def gradebook_table(
    bank: BankReport, *, with_bank: bool = False, figures: Figures = PLAIN
) -> Table:
    """One row per student of `bank`, in roster order then by name."""
    table = Table("gradebook", _gradebook_columns(with_bank))
    for row in bank.gradebook:
        table.add(*_gradebook_cells(bank, row, figures), css="flagged" if row.notes else "")
    return table


def _gradebook_cells(bank: BankReport, row: GradebookRow, figures: Figures) -> list[Cell]:
    counted = row.counted
    cells = [Cell(bank.bank_id), Cell(row.student_id), Cell(row.name)]
    if counted is None:
        cells += [Cell("-", ""), Cell("", ""), Cell("", ""), Cell("-", ""), Cell("-", "")]
        cells.append(Cell("-", ""))
    else:
        used = counted.sitting.time_used_seconds
        cells += [
            Cell(f"{counted.correct}/{counted.total}"),
            figures.count(counted.correct),
            figures.count(counted.total),
            Cell(figures.percent(counted.percent / 100, 1), round(counted.percent, 2)),
            Cell(
                "pass" if row.passed else "fail",
                "yes" if row.passed else "no",
                css="pass" if row.passed else "fail",
            ),
            Cell(minutes_text(used), round(used / 60, 1)),
        ]
    cells += [
        figures.count(len(row.attempts)),
        Cell(row.accommodations),
        Cell(row.status),
        Cell(counted.attempt_uuid if counted else ""),
        Cell(counted.finished_at if counted else ""),
        Cell("; ".join(row.notes), markup="<br>".join(escape(n) for n in row.notes)),
    ]
    return cells


def write_gradebook(report: ClassReport, path: Path) -> None:
    """The gradebook CSV: one header row, one row per student (per bank, if several)."""
    several = len(report.banks) > 1
    header = csv_section(Table("gradebook", _gradebook_columns(several)))[0]
    rows: list[list[object]] = []
    for bank in report.banks:
        rows += csv_section(gradebook_table(bank, with_bank=several))[1]
    write_output(path, csv_text(header, rows))


def split_name(name: str) -> tuple[str, str]:
    """First and last name for an LMS: the last word is the last name."""
    words = name.split()
    if len(words) < 2:
        return name.strip(), ""
    return " ".join(words[:-1]), words[-1]


def moodle_rows(bank: BankReport) -> list[list[object]]:
    """Graded students only: Moodle reads an empty grade as "no grade", never as zero."""
    rows: list[list[object]] = []
    for row in bank.gradebook:
        if row.counted is None or not row.student_id:
            continue
        first, last = split_name(row.name)
        rows.append([row.student_id, first, last, round(row.counted.percent, 2)])
    return rows


def write_moodle_grades(report: ClassReport, path: Path, grade_item: str) -> None:
    """Moodle's grade import CSV: map `ID number` to the user and `grade_item` to the
    exam's grade item (out of 100)."""
    rows: list[list[object]] = []
    for bank in report.banks:
        rows += moodle_rows(bank)
    write_output(path, csv_text([*MOODLE_HEADER, grade_item], rows))


def _item_columns(with_bank: bool) -> tuple[Column, ...]:
    return (
        Column("", views=View.TEXT),  # "!" for a flagged question
        Column("", "bank", views=View.CSV if with_bank else View(0)),
        Column("Position", "position"),
        Column("Question", "question id"),
        Column("Text", "text"),
        Column("Topic", "topic"),
        Column("N", "responses", numeric=True),
        Column("Correct", "correct", numeric=True),
        Column("Facility", "facility", numeric=True),
        Column("Discrimination", "discrimination", numeric=True),
        Column("Incomplete", "incomplete", numeric=True),
        Column("Unanswered", "unanswered", numeric=True),
        Column("Median time", "median time (seconds)", numeric=True),
        Column("Wrong choices picked", views=View.HTML),
        Column("Flags", "flags"),
    )


def item_table(bank: BankReport, *, with_bank: bool = False, figures: Figures = PLAIN) -> Table:
    """The item analysis, one row per question."""
    table = Table("items", _item_columns(with_bank))
    for item in bank.items:
        median = item.median_seconds
        picked = "".join(f"<li>{escape(c.text)}: {c.picked}</li>" for c in item.distractors)
        if not item.key_known:
            picked = "<li><em>answer key not known: report with --profile</em></li>"
        if item.unanswered:
            picked += f"<li><em>unanswered: {item.unanswered}</em></li>"
        table.add(
            "!" if item.flagged else "",
            bank.bank_id,
            item.position_text,
            item.question_id,
            Cell(_short(item.prompt, 48), item.prompt, escape(item.prompt)),
            item.topic,
            figures.count(item.responses),
            figures.count(item.correct),
            Cell(figures.ratio(item.facility), round(item.facility, 4)),
            Cell(
                figures.ratio(item.discrimination),
                "" if item.discrimination is None else round(item.discrimination, 4),
            ),
            figures.count(item.incomplete),
            figures.count(item.unanswered),
            Cell("-", "") if median is None else Cell(minutes_text(median), round(median, 1)),
            Cell("", markup=f'<ul class="choices">{picked}</ul>' if picked else "–"),
            Cell(
                "; ".join(item.flags),
                markup="<br>".join(escape(f) for f in item.flags),
                css="flags",
            ),
            css="flagged" if item.flagged else "",
        )
    return table


def _short(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1].rstrip() + "…"


def write_items(report: ClassReport, path: Path) -> None:
    """The item analysis CSV: one header row, one row per question."""
    several = len(report.banks) > 1
    header = csv_section(Table("items", _item_columns(several)))[0]
    rows: list[list[object]] = []
    for bank in report.banks:
        rows += csv_section(item_table(bank, with_bank=several))[1]
    write_output(path, csv_text(header, rows))
