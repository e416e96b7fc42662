"""The instructor's class report as values: one section per bank, and what was not counted.

Built from any list of `StudentResult` (result files or a results server's rows) by
`build_report`; presented as text, CSV and HTML by `simulator.formats.report_tables`.
Results of several banks are reported bank by bank: averages and item statistics only
make sense within one bank.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import NamedTuple

from simulator.domain.item_analysis import (
    ClassSummary,
    ItemStats,
    StudentResult,
    class_summary,
    item_analysis,
    standings,
)


class Duplicate(NamedTuple):
    """`path` holds the same attempt as `original`, which is the one counted."""

    path: Path
    original: Path


class Corrupt(NamedTuple):
    """`path` was not counted, because of `reason`."""

    path: Path
    reason: str


@dataclass(frozen=True)
class BankReport:
    """The class report for the results of one question bank."""

    bank_id: str
    bank_title: str
    standings: list[tuple[int, StudentResult]]  # (rank, student), highest percent first
    summary: ClassSummary
    items: list[ItemStats]
    notes: list[str]

    @property
    def students(self) -> list[StudentResult]:
        return [student for _, student in self.standings]

    @property
    def topic_ids(self) -> list[str]:
        return [topic.topic for topic in self.summary.topics]

    @property
    def flagged_items(self) -> list[ItemStats]:
        return [item for item in self.items if item.flagged]


@dataclass(frozen=True)
class ClassReport:
    """Everything the report shows: one section per bank, and what was not counted."""

    source: str
    banks: list[BankReport]
    duplicates: list[Duplicate] = field(default_factory=list)
    corrupt: list[Corrupt] = field(default_factory=list)
    generated_at: datetime | None = None

    @property
    def students(self) -> int:
        return sum(bank.summary.students for bank in self.banks)

    @property
    def warnings(self) -> list[str]:
        """One line per file that was not counted, naming the file."""
        lines = [
            f"{dup.path}: duplicate of {dup.original.name} (same attempt, counted once)"
            for dup in self.duplicates
        ]
        lines += [f"{bad.path}: {bad.reason}; not counted" for bad in self.corrupt]
        return lines


def build_report(
    results: Iterable[StudentResult],
    *,
    source: str = "",
    duplicates: Sequence[Duplicate] = (),
    corrupt: Sequence[Corrupt] = (),
    generated_at: datetime | None = None,
) -> ClassReport:
    """The report for `results`, whatever their source; one `BankReport` per bank id.

    The caller counts each attempt once (as `load_results` does). Banks are in id
    order. With no results the report has no banks.
    """
    by_bank: dict[str, list[StudentResult]] = {}
    for result in results:
        by_bank.setdefault(result.bank_id, []).append(result)
    banks = [_bank_report(bank_id, by_bank[bank_id]) for bank_id in sorted(by_bank)]
    return ClassReport(
        source=source,
        banks=banks,
        duplicates=list(duplicates),
        corrupt=list(corrupt),
        generated_at=generated_at or datetime.now().astimezone(),
    )


def _bank_report(bank_id: str, results: list[StudentResult]) -> BankReport:
    title = next((r.bank_title for r in results if r.bank_title), bank_id)
    notes = []
    versions = {r.bank_hash for r in results if r.bank_hash}
    if len(versions) > 1:
        notes.append(
            f"results come from {len(versions)} versions of this bank (its file changed "
            "between attempts): questions are matched by id and choices by text"
        )
    attempts: dict[str, list[StudentResult]] = {}
    for result in results:
        who = result.student_id or result.student_name
        if who:
            attempts.setdefault(who.casefold(), []).append(result)
    for same in attempts.values():
        if len(same) > 1:
            first = same[0]
            ident = f" ({first.student_id})" if first.student_id and first.student_name else ""
            notes.append(
                f"{first.display_name}{ident} has {len(same)} attempts; each one is counted"
            )
    return BankReport(
        bank_id=bank_id,
        bank_title=title,
        standings=standings(results),
        summary=class_summary(results),
        items=item_analysis(results),
        notes=notes,
    )
