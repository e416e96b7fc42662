"""The instructor's class report: gather verified results, then build the report.

Result files (docs/result-files.md, `simulator.formats.result_file`) are read from a
folder by `load_results`, which counts every attempt once
(a copied file with the same `attempt_uuid` is a duplicate); damaged and duplicate
files are listed, never counted. `load_submitted_results` reads the same documents
from a classroom results server's database. `simulator.domain.class_report.build_report`
turns them into a `ClassReport`, one section per question bank, which
`simulator.formats.report_tables` presents (text, CSV, HTML).

Reading and rendering use only the standard library; the database is touched only
through `simulator.data`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from simulator.data.db import Database, open_database
from simulator.data.results_store import submitted_documents
from simulator.domain.class_report import ClassReport, Corrupt, Duplicate, build_report
from simulator.domain.item_analysis import StudentResult
from simulator.formats.result_file import ResultFileError, parse_result, read_result_file

# --- reading a folder ----------------------------------------------------------------


class ResultsError(Exception):
    """The results cannot be read at all (no such folder …); the message is for the user."""


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


def report_from_loaded(loaded: LoadedResults, *, source: str = "") -> ClassReport:
    """`build_report` for what `load_results` found."""
    return build_report(
        loaded.results, source=source, duplicates=loaded.duplicates, corrupt=loaded.corrupt
    )
