"""Presenting a class report: aligned text for the terminal, a CSV file, one HTML page.

The report itself is built in `simulator.domain.class_report`. Each of its tables is
declared once here (`bank_tables`) and rendered in every view by
`simulator.formats.tables`; this module adds what differs between the views:
headings, notes and the page around the tables.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from pathlib import Path

from simulator.domain.class_report import BankReport, ClassReport
from simulator.domain.item_analysis import (
    MAX_FACILITY,
    MIN_DISCRIMINATION,
    MIN_FACILITY,
    ItemStats,
    StudentResult,
)
from simulator.formats.files import write_output
from simulator.formats.gradebook_tables import gradebook_table, item_table, minutes_text
from simulator.formats.tables import (
    PLAIN,
    Cell,
    Column,
    Figures,
    Table,
    View,
    csv_cell,
    csv_section,
    escape,
    html_table,
    number,
    text_table,
)

# --- wording shared by the views --------------------------------------------------------


def _pct(value: float, figures: Figures) -> str:
    """A 0..100 percentage for people: one decimal."""
    return figures.percent(value / 100, 1)


def _short(text: str, width: int = 40) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 3] + "..."


def _topic_cell(student: StudentResult, topic_id: str) -> tuple[int, int] | None:
    correct = total = 0
    found = False
    for topic in student.topics:
        if topic.topic == topic_id:
            correct += topic.correct
            total += topic.total
            found = True
    return (correct, total) if found and total else None


def _result_word(student: StudentResult) -> str:
    word = "pass" if student.passed else "fail"
    return f"{word}, timed out" if student.timed_out else word


def _summary_line(bank: BankReport, figures: Figures) -> str:
    s = bank.summary
    students, passed = figures.number(s.students, 0), figures.number(s.passed, 0)
    return (
        f"Students {students}   Mean {_pct(s.mean_percent, figures)}"
        f"   Median {_pct(s.median_percent, figures)}"
        f"   Min {_pct(s.min_percent, figures)}   Max {_pct(s.max_percent, figures)}"
        f"   Passed {passed} of {students} ({figures.percent(s.pass_rate, 1)})"
    )


def _thresholds(figures: Figures) -> str:
    return (
        f"flagged when facility < {figures.ratio(MIN_FACILITY)} or > "
        f"{figures.ratio(MAX_FACILITY)}, or discrimination < {figures.ratio(MIN_DISCRIMINATION)}"
    )


def _groups_note(bank: BankReport) -> str:
    sizes = sorted({item.group_size for item in bank.items if item.discrimination is not None})
    if not sizes:
        return "discrimination needs at least 2 students"
    if len(sizes) == 1:
        return (
            f"discrimination = share correct in the top {sizes[0]} minus the bottom "
            f"{sizes[0]} students by score (27% each)"
        )
    return "discrimination = share correct in the top 27% minus the bottom 27% by score"


def _distractor_text(item: ItemStats, *, width: int | None = None) -> str:
    parts = [
        f"{_short(choice.text, width) if width else choice.text}: {choice.picked}"
        for choice in item.distractors
    ]
    if item.unanswered:
        parts.append(f"(unanswered: {item.unanswered})")
    return "; ".join(parts)


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


# --- the tables, declared once --------------------------------------------------------

_BANK = Column("", "bank", views=View.CSV)


@dataclass(frozen=True)
class BankTables:
    """The tables of one bank's section, in the order the report shows them."""

    summary: Table
    topics: Table
    students: Table
    gradebook: Table
    items: Table
    wrong_choices: Table  # one row per question (text)
    wrong_choice_counts: Table  # one row per wrong choice (CSV)

    def all(self) -> list[Table]:
        return [
            self.summary,
            self.topics,
            self.students,
            self.gradebook,
            self.items,
            self.wrong_choices,
            self.wrong_choice_counts,
        ]


def bank_tables(bank: BankReport, figures: Figures = PLAIN) -> BankTables:
    """The bank's tables, their figures for people written by `figures` (CSV values are
    the numbers themselves whatever `figures` says)."""
    return BankTables(
        _summary_table(bank, figures),
        _topic_table(bank, figures),
        _student_table(bank, figures),
        gradebook_table(bank, with_bank=True, figures=figures),
        item_table(bank, with_bank=True, figures=figures),
        _wrong_choices_table(bank),
        _wrong_choice_counts_table(bank),
    )


def _summary_table(bank: BankReport, figures: Figures) -> Table:
    s = bank.summary
    table = Table(
        "summary",
        (_BANK, Column("Measure", "measure"), Column("Value", "value", numeric=True)),
        views=View.CSV | View.HTML,
    )
    b = bank.bank_id
    flagged = len(bank.flagged_items)
    table.add(b, "bank title", bank.bank_title, views=View.CSV)
    table.add(b, Cell("Students", "students"), figures.count(s.students))
    for title, name, value in (
        ("Mean", "mean percent", s.mean_percent),
        ("Median", "median percent", s.median_percent),
        ("Lowest", "min percent", s.min_percent),
        ("Highest", "max percent", s.max_percent),
    ):
        table.add(b, Cell(title, name), Cell(_pct(value, figures), round(value, 2)))
    passed = (
        f"{figures.number(s.passed, 0)} of {figures.number(s.students, 0)}"
        f" ({figures.percent(s.pass_rate, 1)})"
    )
    table.add(b, Cell("Passed", "passed"), Cell(passed, s.passed))
    table.add(b, "pass rate percent", number(round(100 * s.pass_rate, 2)), views=View.CSV)
    table.add(
        b,
        Cell("Questions flagged", "questions flagged"),
        Cell(f"{figures.number(flagged, 0)} of {figures.number(len(bank.items), 0)}", flagged),
    )
    for note in bank.notes:
        table.add(b, "note", note, views=View.CSV)
    return table


def _topic_table(bank: BankReport, figures: Figures) -> Table:
    table = Table(
        "topics",
        (
            _BANK,
            Column("Topic", "topic"),
            Column("Title", "title"),
            Column("Correct", "correct", numeric=True),
            Column("Asked", "asked", numeric=True),
            Column("Average", "average percent", numeric=True),
        ),
    )
    for t in bank.summary.topics:
        average = figures.percent(t.accuracy, 1)
        bar = f'<span class="bar" style="width:{100 * t.accuracy:.0f}px"></span>'
        table.add(
            bank.bank_id,
            t.topic,
            t.title,
            figures.count(t.correct),
            figures.count(t.total),
            Cell(average, round(100 * t.accuracy, 2), bar + escape(average), css=""),
        )
    return table


def _student_table(bank: BankReport, figures: Figures) -> Table:
    columns = [
        _BANK,
        Column("#", "rank", numeric=True),
        Column("Student", "name"),
        Column("ID", "id"),
        Column("Score", numeric=True, views=View.PRINTED),
        Column("", "correct", views=View.CSV),
        Column("", "total", views=View.CSV),
        Column("Percent", "percent", numeric=True),
        Column("Result", views=View.PRINTED),
        Column("", "passed", views=View.CSV),
        Column("", "timed out", views=View.CSV),
        Column("Time used", "time used (minutes)", numeric=True),
        Column("", "finished at", views=View.CSV),
        Column("", "attempt uuid", views=View.CSV),
    ]
    columns += [Column(t, f"{t} percent", numeric=True) for t in bank.topic_ids]
    table = Table("students", tuple(columns))
    for rank, student in bank.standings:
        cells = [
            Cell(bank.bank_id),
            figures.count(rank),
            Cell(student.display_name, student.student_name),
            Cell(student.student_id),
            Cell(f"{student.correct}/{student.total}"),
            figures.count(student.correct),
            figures.count(student.total),
            Cell(_pct(student.percent, figures), round(student.percent, 2)),
            Cell(_result_word(student), css="pass" if student.passed else "fail"),
            Cell(_yes(student.passed)),
            Cell(_yes(student.timed_out)),
            Cell(
                minutes_text(student.sitting.time_used_seconds),
                round(student.sitting.time_used_seconds / 60, 1),
            ),
            Cell(student.finished_at),
            Cell(student.attempt_uuid),
        ]
        for topic_id in bank.topic_ids:
            counts = _topic_cell(student, topic_id)
            if counts is None:
                cells.append(Cell("-", "", "–"))
            else:
                percent = round(100 * counts[0] / counts[1], 2)
                cells.append(Cell(f"{counts[0]}/{counts[1]}", percent))
        table.add(*cells)
    return table


def _wrong_choices_table(bank: BankReport) -> Table:
    table = Table("wrong choices", (Column("Question"), Column("Wrong choices")), views=View.TEXT)
    for item in bank.items:
        table.add(item.question_id, _distractor_text(item, width=40) or "-")
    return table


def _wrong_choice_counts_table(bank: BankReport) -> Table:
    table = Table(
        "wrong choices",
        (_BANK, Column("", "question"), Column("", "choice"), Column("", "picked")),
        views=View.CSV,
    )
    for item in bank.items:
        for choice in item.distractors:
            table.add(bank.bank_id, item.question_id, choice.text, number(choice.picked))
    return table


# --- text -----------------------------------------------------------------------------


def render_text(
    report: ClassReport, *, include_warnings: bool = True, figures: Figures = PLAIN
) -> str:
    """The report as aligned plain-text tables for a terminal.

    Files not counted come first, each named (with `include_warnings=False`, only
    their number: the CLI prints them to stderr). Figures are written by `figures`.
    """
    out = [f"Class report: {report.source}" if report.source else "Class report"]
    warnings = report.warnings
    if warnings and include_warnings:
        out += ["", "WARNING: files not counted"]
        out += [f"  ! {line}" for line in warnings]
    elif warnings:
        conflicts = f", {len(report.conflicts)} conflicting attempt(s)" if report.conflicts else ""
        out.append(
            f"Not counted: {len(report.duplicates)} duplicate and "
            f"{len(report.corrupt)} damaged or unreadable file(s){conflicts} (see the warnings)"
        )
    if report.expected is not None:
        out.append(f"Settings compared with {report.expected.source}")
    if not report.banks:
        out += ["", "No valid result files."]
    for bank in report.banks:
        out += _bank_text(bank, figures)
    return "\n".join(out) + "\n"


def _bank_text(bank: BankReport, figures: Figures) -> list[str]:
    tables = bank_tables(bank, figures)
    heading = f"{bank.bank_title} ({bank.bank_id})"
    out = ["", heading, "=" * len(heading), _summary_line(bank, figures)]
    out += [f"Note: {note}" for note in bank.notes]
    out += ["", "Topic averages (all answers of the class)", *text_table(tables.topics)]
    out += ["", f"Students by score ({bank.choice.value} attempt of each)"]
    out += text_table(tables.students)
    absent = [row for row in bank.gradebook if row.counted is None]
    if absent:
        out += ["", "No graded result"]
        out += [f"  {row.student_id or '-'}  {row.name}  ({row.status})".rstrip() for row in absent]
    to_check = [row for row in bank.gradebook if row.notes]
    if to_check:
        out += ["", "To check"]
        for row in to_check:
            who = " ".join(part for part in (row.student_id, row.name) if part)
            out += [f"  ! {who}: {note}" for note in row.notes]
    out += [
        "",
        "Item analysis",
        "  facility = share of students correct; incomplete = a 'Choose N' question with "
        "fewer than N ticked",
        f"  {_groups_note(bank)}",
        f"  {_thresholds(figures)}",
        *text_table(tables.items),
    ]
    flagged = bank.flagged_items
    out.append(
        f"  {len(flagged)} of {len(bank.items)} questions flagged"
        + (f": {', '.join(item.question_id for item in flagged)}" if flagged else "")
    )
    out += ["", "Wrong choices picked (students per choice)", *text_table(tables.wrong_choices)]
    return out


# --- CSV ------------------------------------------------------------------------------


def csv_sections(report: ClassReport) -> list[tuple[str, list[str], list[list[object]]]]:
    """The CSV content as (section, header, rows); each bank has its own sections."""
    sections: list[tuple[str, list[str], list[list[object]]]] = []
    if report.duplicates or report.corrupt or report.conflicts:
        rows: list[list[object]] = [
            [str(dup.path), f"duplicate of {dup.original.name} (same attempt, counted once)"]
            for dup in report.duplicates
        ]
        rows += [[str(bad.path), bad.reason] for bad in report.corrupt]
        rows += [
            [str(path), f"conflict: attempt {clash.attempt_uuid} has different content elsewhere"]
            for clash in report.conflicts
            for path in clash.paths
        ]
        sections.append(("not counted", ["file", "problem"], rows))
    for bank in report.banks:
        for table in bank_tables(bank).all():
            if View.CSV in table.views:
                sections.append((table.name, *csv_section(table)))
    return sections


def write_csv(report: ClassReport, path: Path) -> None:
    """One CSV file: every row starts with its section; each section has a header row.

    Sections are separated by an empty row. Written as UTF-8 with a byte-order mark
    so spreadsheet programs show accented names correctly; numbers are plain numbers
    (percent 0..100, facility and discrimination 0..1).
    """
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer)
    for index, (section, header, rows) in enumerate(csv_sections(report)):
        if index:
            writer.writerow([])
        writer.writerow(["section", *header])
        for row in rows:
            writer.writerow([section, *(csv_cell(cell) for cell in row)])
    text = buffer.getvalue()
    write_output(path, "\ufeff" + text if text else "")


# --- HTML -----------------------------------------------------------------------------

_CSS = """
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 2rem;
       color: #1f2328; line-height: 1.4; }
h1 { font-size: 1.6rem; margin-bottom: 0.2rem; }
h2 { font-size: 1.3rem; margin-top: 2.2rem; border-bottom: 2px solid #d0d7de; }
h3 { font-size: 1.05rem; margin-top: 1.6rem; }
.meta, .hint { color: #59636e; font-size: 0.9rem; }
.warnings { background: #fff8c5; border: 1px solid #d4a72c; padding: 0.6rem 1rem;
            border-radius: 6px; }
.warnings h2 { border: none; margin-top: 0.2rem; font-size: 1.1rem; }
.notes { background: #ddf4ff; border: 1px solid #54aeff; padding: 0.4rem 1rem;
         border-radius: 6px; }
table { border-collapse: collapse; margin: 0.4rem 0 1rem; font-size: 0.92rem; }
th, td { border: 1px solid #d0d7de; padding: 0.25rem 0.6rem; text-align: left;
         vertical-align: top; }
th { background: #f6f8fa; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
tr.flagged td { background: #ffebe9; }
tr.flagged td.flags { color: #a40e26; font-weight: 600; }
.fail { color: #a40e26; }
.pass { color: #1a7f37; }
.bar { display: inline-block; height: 0.7rem; background: #54aeff; vertical-align: middle;
       margin-right: 0.4rem; }
ul.choices { margin: 0; padding-left: 1.1rem; }
@media print { body { margin: 0; } tr { break-inside: avoid; } }
"""


def render_html(report: ClassReport, figures: Figures = PLAIN) -> str:
    """The report as one self-contained HTML page (inline CSS, no scripts, text escaped),
    its figures written by `figures`."""
    title = f"Class report – {report.source}" if report.source else "Class report"
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)}</title><style>{_CSS}</style></head><body>",
        f"<h1>{escape(title)}</h1>",
    ]
    meta = f"{figures.number(report.students, 0)} students counted"
    if report.generated_at is not None:
        meta += f" · generated {figures.moment(report.generated_at)}"
    parts.append(f'<p class="meta">{escape(meta)} · Exam Simulator</p>')
    if report.warnings:
        parts.append('<section class="warnings"><h2>Files not counted</h2><ul>')
        parts += [f"<li>{escape(line)}</li>" for line in report.warnings]
        parts.append("</ul></section>")
    if not report.banks:
        parts.append("<p>No valid result files.</p>")
    for bank in report.banks:
        parts.append(_bank_html(bank, figures))
    parts.append("</body></html>\n")
    return "\n".join(parts)


def _bank_html(bank: BankReport, figures: Figures) -> str:
    tables = bank_tables(bank, figures)
    out = [
        f'<section class="bank"><h2>{escape(bank.bank_title)} '
        f'<span class="meta">({escape(bank.bank_id)})</span></h2>'
    ]
    if bank.notes:
        out.append('<div class="notes"><ul>')
        out += [f"<li>{escape(note)}</li>" for note in bank.notes]
        out.append("</ul></div>")
    out += ["<h3>Summary</h3>", html_table(tables.summary)]
    out += ["<h3>Topic averages</h3>", html_table(tables.topics)]
    out += ["<h3>Students by score</h3>", html_table(tables.students)]
    out += [
        f"<h3>Gradebook ({escape(bank.choice.value)} attempt of each student)</h3>",
        html_table(tables.gradebook),
    ]
    out.append("<h3>Item analysis</h3>")
    out.append(
        f'<p class="hint">Facility = share of students correct; {escape(_groups_note(bank))}. '
        f"Questions are {escape(_thresholds(figures))}; flagged rows are highlighted.</p>"
    )
    out.append(html_table(tables.items))
    out.append("</section>")
    return "\n".join(out)


def write_html(report: ClassReport, path: Path, figures: Figures = PLAIN) -> None:
    """Write `render_html(report, figures)` to `path` as UTF-8 (whole or not at all)."""
    write_output(path, render_html(report, figures))
