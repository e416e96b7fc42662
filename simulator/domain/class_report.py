"""The instructor's class report as values: one section per bank, and what was not counted.

Built from any list of `StudentResult` (result files or a results server's rows) by
`build_report`; presented as text, CSV and HTML by `simulator.formats.report_tables`.
Results of several banks are reported bank by bank: averages and item statistics only
make sense within one bank. Each student counts once (`domain.gradebook`): the class
averages, the standings and the item analysis use the attempt that counts (first,
best or last), and abandoned attempts are listed, never averaged.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import NamedTuple

from simulator.domain.gradebook import (
    AttemptChoice,
    ExpectedSettings,
    GradebookRow,
    RosterEntry,
    gradebook,
)
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


class Conflict(NamedTuple):
    """Several results claim the same attempt with different content: none is counted
    until the instructor keeps the genuine one (the others were changed)."""

    attempt_uuid: str
    paths: tuple[Path, ...]


@dataclass(frozen=True)
class BankReport:
    """The class report for the results of one question bank."""

    bank_id: str
    bank_title: str
    standings: list[tuple[int, StudentResult]]  # (rank, student), highest percent first
    summary: ClassSummary
    items: list[ItemStats]
    notes: list[str]
    gradebook: list[GradebookRow] = field(default_factory=list)
    choice: AttemptChoice = AttemptChoice.BEST

    @property
    def flagged_students(self) -> list[GradebookRow]:
        return [row for row in self.gradebook if row.notes]

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
    conflicts: list[Conflict] = field(default_factory=list)
    expected: ExpectedSettings | None = None

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
        lines += [
            f"{', '.join(str(path) for path in clash.paths)}: the same attempt "
            f"({clash.attempt_uuid[:8]}) with different content; none counted: keep the "
            "genuine one and remove the others"
            for clash in self.conflicts
        ]
        return lines


def build_report(
    results: Iterable[StudentResult],
    *,
    source: str = "",
    duplicates: Sequence[Duplicate] = (),
    corrupt: Sequence[Corrupt] = (),
    conflicts: Sequence[Conflict] = (),
    generated_at: datetime | None = None,
    choice: AttemptChoice = AttemptChoice.BEST,
    roster: Sequence[RosterEntry] = (),
    expected: ExpectedSettings | None = None,
) -> ClassReport:
    """The report for `results`, whatever their source; one `BankReport` per bank id.

    The caller lists each attempt once (as `load_results` does). Banks are in id
    order; with the instructor's profile (`expected`), its bank always has a section
    (so a roster shows who is missing even before anyone handed in). With no results
    and no profile the report has no banks.
    """
    by_bank: dict[str, list[StudentResult]] = {}
    for result in results:
        by_bank.setdefault(result.bank_id, []).append(result)
    if expected is not None:
        by_bank.setdefault(expected.bank_id, [])
    banks = [
        _bank_report(bank_id, by_bank[bank_id], choice, roster, expected)
        for bank_id in sorted(by_bank)
    ]
    return ClassReport(
        source=source,
        banks=banks,
        duplicates=list(duplicates),
        corrupt=list(corrupt),
        generated_at=generated_at or datetime.now().astimezone(),
        conflicts=list(conflicts),
        expected=expected,
    )


def _bank_report(
    bank_id: str,
    results: list[StudentResult],
    choice: AttemptChoice,
    roster: Sequence[RosterEntry],
    expected: ExpectedSettings | None,
) -> BankReport:
    title = next((r.bank_title for r in results if r.bank_title), bank_id)
    notes = []
    versions = {r.bank_hash for r in results if r.bank_hash}
    if len(versions) > 1:
        notes.append(
            f"results come from {len(versions)} versions of this bank (its file changed "
            "between attempts): questions are matched by id and choices by text"
        )
    own = expected is not None and expected.bank_id == bank_id
    rows = gradebook(
        results,
        choice=choice,
        roster=roster if own or expected is None else (),
        expected=expected if own else None,
    )
    counted = [row.counted for row in rows if row.counted is not None]
    repeated = [row for row in rows if len(row.attempts) > 1]
    if repeated:
        notes.append(
            f"{len(repeated)} student(s) made more than one attempt; the {choice.value} "
            "attempt of each counts in the averages and the item analysis"
        )
    abandoned = sum(1 for r in results if r.abandoned)
    if abandoned:
        notes.append(f"{abandoned} abandoned attempt(s) are listed, never graded")
    missing = sum(1 for row in rows if row.on_roster and row.counted is None)
    if roster and (own or expected is None):
        notes.append(f"{missing} of {len(roster)} student(s) on the roster have no graded result")
    if expected is not None and own:
        differ = sum(1 for row in rows if row.differences)
        if differ:
            notes.append(
                f"{differ} student(s) sat the exam under other settings than "
                f"{expected.source}: see their flags"
            )
    summary = class_summary(counted)
    if expected is not None and own:  # passes by the instructor's pass mark
        summary = replace(summary, passed=sum(1 for row in rows if row.passed))
    return BankReport(
        bank_id=bank_id,
        bank_title=title,
        standings=standings(counted),
        summary=summary,
        items=item_analysis(counted),
        notes=notes,
        gradebook=rows,
        choice=choice,
    )
