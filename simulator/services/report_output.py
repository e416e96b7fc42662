"""Presenting a class report: aligned text for the terminal, a CSV file, one HTML page.

The report itself is built in `simulator.services.results`; this module only lays it
out, with the standard library (csv, html) so it runs on any instructor's machine.
"""

from __future__ import annotations

import csv
import html
from collections.abc import Iterable, Sequence
from pathlib import Path

from simulator.domain.item_analysis import (
    MAX_FACILITY,
    MIN_DISCRIMINATION,
    MIN_FACILITY,
    ItemStats,
    StudentResult,
)
from simulator.services.results import BankReport, ClassReport

# --- rendering helpers ----------------------------------------------------------------


def _pct(value: float) -> str:
    """A 0..100 percentage for people: one decimal."""
    return f"{value:.1f}%"


def _ratio(value: float | None) -> str:
    """A 0..1 statistic for people: two decimals, '-' when undefined."""
    return "-" if value is None else f"{value:.2f}"


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


def _summary_line(bank: BankReport) -> str:
    s = bank.summary
    return (
        f"Students {s.students}   Mean {_pct(s.mean_percent)}   Median {_pct(s.median_percent)}"
        f"   Min {_pct(s.min_percent)}   Max {_pct(s.max_percent)}"
        f"   Passed {s.passed} of {s.students} ({_pct(100 * s.pass_rate)})"
    )


def _thresholds() -> str:
    return (
        f"flagged when facility < {MIN_FACILITY:.2f} or > {MAX_FACILITY:.2f}, "
        f"or discrimination < {MIN_DISCRIMINATION:.2f}"
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


# --- text -----------------------------------------------------------------------------


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]], right: set[int]) -> list[str]:
    """Rows padded to aligned columns, two spaces apart; columns in `right` right-aligned."""
    widths = [len(h) for h in headers]
    for row in rows:
        widths = [max(w, len(cell)) for w, cell in zip(widths, row, strict=True)]

    def line(cells: Sequence[str]) -> str:
        padded = [
            cell.rjust(width) if i in right else cell.ljust(width)
            for i, (cell, width) in enumerate(zip(cells, widths, strict=True))
        ]
        return ("  " + "  ".join(padded)).rstrip()

    return [line(headers), *(line(row) for row in rows)]


def render_text(report: ClassReport, *, include_warnings: bool = True) -> str:
    """The report as aligned plain-text tables for a terminal.

    Files not counted come first, each named (with `include_warnings=False`, only
    their number: the CLI prints them to stderr).
    """
    out = [f"Class report: {report.source}" if report.source else "Class report"]
    warnings = report.warnings
    if warnings and include_warnings:
        out += ["", "WARNING: files not counted"]
        out += [f"  ! {line}" for line in warnings]
    elif warnings:
        out.append(
            f"Not counted: {len(report.duplicates)} duplicate and "
            f"{len(report.corrupt)} damaged or unreadable file(s) (see the warnings)"
        )
    if not report.banks:
        out += ["", "No valid result files."]
    for bank in report.banks:
        out += _bank_text(bank)
    return "\n".join(out) + "\n"


def _bank_text(bank: BankReport) -> list[str]:
    heading = f"{bank.bank_title} ({bank.bank_id})"
    out = ["", heading, "=" * len(heading), _summary_line(bank)]
    out += [f"Note: {note}" for note in bank.notes]

    out += ["", "Topic averages (all answers of the class)"]
    out += _table(
        ["Topic", "Title", "Correct", "Asked", "Average"],
        [
            [t.topic, t.title, str(t.correct), str(t.total), _pct(100 * t.average)]
            for t in bank.summary.topics
        ],
        right={2, 3, 4},
    )

    topic_ids = bank.topic_ids
    out += ["", "Students by score"]
    rows = []
    for rank, student in bank.standings:
        cells = [
            str(rank),
            student.display_name,
            student.student_id,
            f"{student.correct}/{student.total}",
            _pct(student.percent),
            _result_word(student),
        ]
        for topic_id in topic_ids:
            counts = _topic_cell(student, topic_id)
            cells.append("-" if counts is None else f"{counts[0]}/{counts[1]}")
        rows.append(cells)
    out += _table(
        ["#", "Student", "ID", "Score", "Percent", "Result", *topic_ids],
        rows,
        right={0, 3, 4, *range(6, 6 + len(topic_ids))},
    )

    out += [
        "",
        "Item analysis",
        "  facility = share of students correct",
        f"  {_groups_note(bank)}",
        f"  {_thresholds()}",
    ]
    out += _table(
        ["", "Question", "Topic", "N", "Facility", "Discrimination", "Flags"],
        [
            [
                "!" if item.flagged else "",
                item.question_id,
                item.topic,
                str(item.responses),
                _ratio(item.facility),
                _ratio(item.discrimination),
                "; ".join(item.flags),
            ]
            for item in bank.items
        ],
        right={3, 4, 5},
    )
    flagged = bank.flagged_items
    out.append(
        f"  {len(flagged)} of {len(bank.items)} questions flagged"
        + (f": {', '.join(item.question_id for item in flagged)}" if flagged else "")
    )

    out += ["", "Wrong choices picked (students per choice)"]
    out += _table(
        ["Question", "Wrong choices"],
        [[item.question_id, _distractor_text(item, width=40) or "-"] for item in bank.items],
        right=set(),
    )
    return out


# --- CSV ------------------------------------------------------------------------------


def _csv_cell(value: object) -> object:
    """Numbers stay numbers; text that a spreadsheet would run as a formula is quoted."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


def _round(value: float | None, digits: int) -> float | str:
    return "" if value is None else round(value, digits)


def csv_sections(report: ClassReport) -> list[tuple[str, list[str], list[list[object]]]]:
    """The CSV content as (section, header, rows); each bank has its own sections."""
    sections: list[tuple[str, list[str], list[list[object]]]] = []
    if report.duplicates or report.corrupt:
        rows: list[list[object]] = [
            [str(dup.path), f"duplicate of {dup.original.name} (same attempt, counted once)"]
            for dup in report.duplicates
        ]
        rows += [[str(bad.path), bad.reason] for bad in report.corrupt]
        sections.append(("not counted", ["file", "problem"], rows))
    for bank in report.banks:
        s = bank.summary
        summary_rows: list[list[object]] = [
            [bank.bank_id, "bank title", bank.bank_title],
            [bank.bank_id, "students", s.students],
            [bank.bank_id, "mean percent", round(s.mean_percent, 2)],
            [bank.bank_id, "median percent", round(s.median_percent, 2)],
            [bank.bank_id, "min percent", round(s.min_percent, 2)],
            [bank.bank_id, "max percent", round(s.max_percent, 2)],
            [bank.bank_id, "passed", s.passed],
            [bank.bank_id, "pass rate percent", round(100 * s.pass_rate, 2)],
            [bank.bank_id, "questions flagged", len(bank.flagged_items)],
        ]
        summary_rows += [[bank.bank_id, "note", note] for note in bank.notes]
        sections.append(("summary", ["bank", "measure", "value"], summary_rows))
        sections.append(
            (
                "topics",
                ["bank", "topic", "title", "correct", "asked", "average percent"],
                [
                    [bank.bank_id, t.topic, t.title, t.correct, t.total, round(100 * t.average, 2)]
                    for t in s.topics
                ],
            )
        )
        student_rows: list[list[object]] = []
        for rank, student in bank.standings:
            row: list[object] = [
                bank.bank_id,
                rank,
                student.student_name,
                student.student_id,
                student.correct,
                student.total,
                round(student.percent, 2),
                "yes" if student.passed else "no",
                "yes" if student.timed_out else "no",
                student.finished_at,
                student.attempt_uuid,
            ]
            for topic_id in bank.topic_ids:
                counts = _topic_cell(student, topic_id)
                row.append("" if counts is None else round(100 * counts[0] / counts[1], 2))
            student_rows.append(row)
        sections.append(
            (
                "students",
                [
                    "bank",
                    "rank",
                    "name",
                    "id",
                    "correct",
                    "total",
                    "percent",
                    "passed",
                    "timed out",
                    "finished at",
                    "attempt uuid",
                    *(f"{topic_id} percent" for topic_id in bank.topic_ids),
                ],
                student_rows,
            )
        )
        sections.append(
            (
                "items",
                [
                    "bank",
                    "question",
                    "topic",
                    "responses",
                    "correct",
                    "unanswered",
                    "facility",
                    "discrimination",
                    "group size",
                    "flagged",
                    "flags",
                ],
                [
                    [
                        bank.bank_id,
                        item.question_id,
                        item.topic,
                        item.responses,
                        item.correct,
                        item.unanswered,
                        round(item.facility, 4),
                        _round(item.discrimination, 4),
                        item.group_size,
                        "yes" if item.flagged else "no",
                        "; ".join(item.flags),
                    ]
                    for item in bank.items
                ],
            )
        )
        sections.append(
            (
                "wrong choices",
                ["bank", "question", "choice", "picked"],
                [
                    [bank.bank_id, item.question_id, choice.text, choice.picked]
                    for item in bank.items
                    for choice in item.distractors
                ],
            )
        )
    return sections


def write_csv(report: ClassReport, path: Path) -> None:
    """One CSV file: every row starts with its section; each section has a header row.

    Sections are separated by an empty row. Written as UTF-8 with a byte-order mark
    so spreadsheet programs show accented names correctly; numbers are plain numbers
    (percent 0..100, facility and discrimination 0..1).
    """
    with open(path, "w", encoding="utf-8-sig", newline="") as handle:
        writer = csv.writer(handle)
        for index, (section, header, rows) in enumerate(csv_sections(report)):
            if index:
                writer.writerow([])
            writer.writerow(["section", *header])
            for row in rows:
                writer.writerow([section, *(_csv_cell(cell) for cell in row)])


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


def _e(value: object) -> str:
    return html.escape(str(value), quote=True)


def _html_table(
    headers: Sequence[str], rows: Iterable[tuple[str, Sequence[tuple[str, str]]]]
) -> str:
    """`rows` are (row class, [(cell class, cell HTML)]); headers are escaped here."""
    head = "".join(f"<th>{_e(h)}</th>" for h in headers)
    body = []
    for row_class, cells in rows:
        attr = f' class="{row_class}"' if row_class else ""
        tds = "".join(
            f'<td class="{cls}">{content}</td>' if cls else f"<td>{content}</td>"
            for cls, content in cells
        )
        body.append(f"<tr{attr}>{tds}</tr>")
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"


def render_html(report: ClassReport) -> str:
    """The report as one self-contained HTML page (inline CSS, no scripts, text escaped)."""
    title = f"Class report – {report.source}" if report.source else "Class report"
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{_e(title)}</title><style>{_CSS}</style></head><body>",
        f"<h1>{_e(title)}</h1>",
    ]
    meta = f"{report.students} students counted"
    if report.generated_at is not None:
        meta += f" · generated {report.generated_at.strftime('%Y-%m-%d %H:%M')}"
    parts.append(f'<p class="meta">{_e(meta)} · Exam Simulator</p>')
    if report.warnings:
        parts.append('<section class="warnings"><h2>Files not counted</h2><ul>')
        parts += [f"<li>{_e(line)}</li>" for line in report.warnings]
        parts.append("</ul></section>")
    if not report.banks:
        parts.append("<p>No valid result files.</p>")
    for bank in report.banks:
        parts.append(_bank_html(bank))
    parts.append("</body></html>\n")
    return "\n".join(parts)


def _num(value: object) -> tuple[str, str]:
    return ("num", _e(value))


def _bank_html(bank: BankReport) -> str:
    s = bank.summary
    out = [
        f'<section class="bank"><h2>{_e(bank.bank_title)} '
        f'<span class="meta">({_e(bank.bank_id)})</span></h2>'
    ]
    if bank.notes:
        out.append('<div class="notes"><ul>')
        out += [f"<li>{_e(note)}</li>" for note in bank.notes]
        out.append("</ul></div>")
    out.append("<h3>Summary</h3>")
    summary_rows = [
        ("Students", str(s.students)),
        ("Mean", _pct(s.mean_percent)),
        ("Median", _pct(s.median_percent)),
        ("Lowest", _pct(s.min_percent)),
        ("Highest", _pct(s.max_percent)),
        ("Passed", f"{s.passed} of {s.students} ({_pct(100 * s.pass_rate)})"),
        ("Questions flagged", f"{len(bank.flagged_items)} of {len(bank.items)}"),
    ]
    out.append(
        _html_table(["Measure", "Value"], (("", [("", _e(k)), _num(v)]) for k, v in summary_rows))
    )

    out.append("<h3>Topic averages</h3>")
    out.append(
        _html_table(
            ["Topic", "Title", "Correct", "Asked", "Average"],
            (
                (
                    "",
                    [
                        ("", _e(t.topic)),
                        ("", _e(t.title)),
                        _num(t.correct),
                        _num(t.total),
                        (
                            "",
                            f'<span class="bar" style="width:{100 * t.average:.0f}px"></span>'
                            f"{_e(_pct(100 * t.average))}",
                        ),
                    ],
                )
                for t in s.topics
            ),
        )
    )

    out.append("<h3>Students by score</h3>")
    student_rows = []
    for rank, student in bank.standings:
        cells = [
            _num(rank),
            ("", _e(student.display_name)),
            ("", _e(student.student_id)),
            _num(f"{student.correct}/{student.total}"),
            _num(_pct(student.percent)),
            ("pass" if student.passed else "fail", _e(_result_word(student))),
        ]
        for topic_id in bank.topic_ids:
            counts = _topic_cell(student, topic_id)
            cells.append(_num("–" if counts is None else f"{counts[0]}/{counts[1]}"))
        student_rows.append(("", cells))
    out.append(
        _html_table(
            ["#", "Student", "ID", "Score", "Percent", "Result", *bank.topic_ids], student_rows
        )
    )

    out.append("<h3>Item analysis</h3>")
    out.append(
        f'<p class="hint">Facility = share of students correct; {_e(_groups_note(bank))}. '
        f"Questions are {_e(_thresholds())}; flagged rows are highlighted.</p>"
    )
    item_rows = []
    for item in bank.items:
        choices = "".join(f"<li>{_e(c.text)}: {c.picked}</li>" for c in item.distractors)
        if item.unanswered:
            choices += f"<li><em>unanswered: {item.unanswered}</em></li>"
        item_rows.append(
            (
                "flagged" if item.flagged else "",
                [
                    ("", _e(item.question_id)),
                    ("", _e(item.topic)),
                    _num(item.responses),
                    _num(_ratio(item.facility)),
                    _num(_ratio(item.discrimination)),
                    ("", f'<ul class="choices">{choices}</ul>' if choices else "–"),
                    ("flags", "<br>".join(_e(flag) for flag in item.flags)),
                ],
            )
        )
    out.append(
        _html_table(
            [
                "Question",
                "Topic",
                "N",
                "Facility",
                "Discrimination",
                "Wrong choices picked",
                "Flags",
            ],
            item_rows,
        )
    )
    out.append("</section>")
    return "\n".join(out)


def write_html(report: ClassReport, path: Path) -> None:
    """Write `render_html(report)` to `path` as UTF-8."""
    path.write_text(render_html(report), encoding="utf-8")
