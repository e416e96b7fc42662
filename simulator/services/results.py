"""The instructor's class report: gather verified results, then build the report.

Result files (docs/result-files.md, `simulator.formats.result_file`) are read from a
folder by `load_results`, which counts every attempt once
(a copied file with the same `attempt_uuid` is a duplicate); damaged and duplicate
files are listed, never counted. `load_submitted_results` reads the same documents
from a classroom results server's database. `build_report` turns any list of
`StudentResult` into a `ClassReport`, one section per question bank, which
`simulator.services.report_output` presents (text, CSV, HTML).

Results of several banks in one folder are reported bank by bank: averages and item
statistics only make sense within one bank.

Reading and rendering use only the standard library; the database is touched only
through `simulator.data`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import NamedTuple

from simulator.data.db import Database, open_database
from simulator.data.results_store import submitted_documents
from simulator.domain.item_analysis import (
    ClassSummary,
    ItemStats,
    StudentResult,
    class_summary,
    item_analysis,
    standings,
)
from simulator.formats.result_file import ResultFileError, parse_result, read_result_file

# --- reading a folder ----------------------------------------------------------------


class ResultsError(Exception):
    """The results cannot be read at all (no such folder …); the message is for the user."""


class Duplicate(NamedTuple):
    """`path` holds the same attempt as `original`, which is the one counted."""

    path: Path
    original: Path


class Corrupt(NamedTuple):
    """`path` was not counted, because of `reason`."""

    path: Path
    reason: str


@dataclass(frozen=True)
class LoadedResults:
    """What a folder held: the valid results (each attempt once) and what was left out."""

    results: list[StudentResult]
    duplicates: list[Duplicate]
    corrupt: list[Corrupt]
    sources: dict[str, Path] = field(default_factory=dict)  # attempt_uuid -> file


def result_files(folder: Path) -> list[Path]:
    """The `*.json` files directly in `folder`, by name (without extension, then full name).

    Hidden files are skipped: the writer's `.NAME.json.tmp` temporaries and macOS
    `._NAME.json` resource forks on USB sticks. Sorting by the stem first puts
    `x.json` before its copies `x - Copy.json` / `x copy.json`, so the copy is the
    one reported as the duplicate.
    """
    if not folder.exists():
        raise ResultsError(f"{folder}: no such folder")
    if not folder.is_dir():
        raise ResultsError(f"{folder}: not a folder")
    try:
        entries = list(folder.iterdir())
    except OSError as exc:
        raise ResultsError(f"{folder}: cannot read the folder: {exc.strerror}") from exc
    files = [
        path
        for path in entries
        if path.suffix.lower() == ".json" and not path.name.startswith(".") and path.is_file()
    ]
    return sorted(files, key=lambda path: (path.stem, path.name))


def load_results(folder: Path) -> LoadedResults:
    """Read and verify every result file in `folder`; each attempt is counted once.

    Raises ResultsError when the folder does not exist or cannot be listed. A folder
    without valid files gives an empty `results` list; the caller decides.
    """
    results: list[StudentResult] = []
    duplicates: list[Duplicate] = []
    corrupt: list[Corrupt] = []
    sources: dict[str, Path] = {}
    for path in result_files(folder):
        try:
            result = read_result_file(path)
        except ResultFileError as exc:
            corrupt.append(Corrupt(path, str(exc)))
            continue
        original = sources.get(result.attempt_uuid)
        if original is not None:
            duplicates.append(Duplicate(path, original))
            continue
        sources[result.attempt_uuid] = path
        results.append(result)
    return LoadedResults(results, duplicates, corrupt, sources)


def load_submitted_results(server: Database | str) -> LoadedResults:
    """The results a classroom results server (an open database or its URL) received.

    Verified like files. Rows are unique per attempt, so there are no duplicates; a
    damaged document is listed under the name `submitted_results#<row id>`.
    """
    if isinstance(server, str):
        db = open_database(server)
        try:
            return load_submitted_results(db)
        finally:
            db.close()
    with server.session() as session:
        documents = submitted_documents(session)
    results: list[StudentResult] = []
    corrupt: list[Corrupt] = []
    for row_id, document in documents:
        try:
            results.append(parse_result(document))
        except ResultFileError as exc:
            corrupt.append(Corrupt(Path(f"submitted_results#{row_id}"), str(exc)))
    return LoadedResults(results, [], corrupt)


# --- the report -----------------------------------------------------------------------


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


def report_from_loaded(loaded: LoadedResults, *, source: str = "") -> ClassReport:
    """`build_report` for what `load_results` found."""
    return build_report(
        loaded.results, source=source, duplicates=loaded.duplicates, corrupt=loaded.corrupt
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
