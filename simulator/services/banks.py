"""Importing, syncing, listing and exporting question banks."""

from __future__ import annotations

import errno
import logging
import os
from collections.abc import Collection
from dataclasses import dataclass, field, replace
from pathlib import Path

from simulator import paths
from simulator.data import attempts as attempt_store
from simulator.data import bank_edits, bank_sync
from simulator.data import banks as bank_store
from simulator.data.db import Database
from simulator.data.records import BankSummary as BankSummary  # handed to the GUI
from simulator.data.records import SyncCounts, UnfinishedAttempt
from simulator.data.startup import file_fingerprint, stat_paths, stored_unchanged
from simulator.domain.model import Bank
from simulator.formats.drafts import ColumnInfo as ColumnInfo  # handed to the GUI
from simulator.formats.drafts import ImportOptions as ImportOptions  # handed to the CLI and GUI
from simulator.formats.exhibits import referenced_names
from simulator.formats.loader import LoadedBank, content_hash
from simulator.formats.preview import ImportPreview as ImportPreview  # handed to the GUI
from simulator.formats.preview import preview_of
from simulator.formats.problems import BankFileError, Problem, read_file_bytes
from simulator.formats.sources import SourceFile as SourceFile  # handed to the GUI
from simulator.formats.sources import export_bank, read_question_file

log = logging.getLogger(__name__)


class UnknownBankError(LookupError):
    """No stored bank has the id the user gave."""


class SealedExportError(ValueError):
    """A classroom build's sealed bank has no answer key, so it cannot become a bank file."""


@dataclass(frozen=True)
class ImportReport:
    """The outcome of importing one file: what changed and what was odd about it.

    `summary` says how many of the file's questions were imported ("imported 707
    of 710 questions; 3 skipped"); empty for a schema-1 bank, which is all or nothing.
    """

    path: str
    bank_id: str
    title: str
    counts: SyncCounts
    warnings: list[Problem] = field(default_factory=list)
    summary: str = ""

    def describe(self) -> str:
        c = self.counts
        kept = f"; {c.kept} edited in the app kept as you left them" if c.kept else ""
        if not c.changed:
            return (
                f"{self.path}: bank '{self.bank_id}' is up to date ({c.unchanged} questions{kept})"
            )
        parts = [f"{c.added} added", f"{c.updated} updated", f"{c.retired} retired"]
        verb = "restored (it had been deleted)" if c.restored else "imported"
        return f"{self.path}: bank '{self.bank_id}' {verb}: {', '.join(parts)}, {c.unchanged} unchanged{kept}"


def read_bank(path: Path, options: ImportOptions | None = None) -> SourceFile:
    """Read a bank from any supported file (YAML, plain text, GIFT, Moodle XML, Aiken,
    CSV, Markdown), validated and ready to store; nothing is stored."""
    return read_question_file(path, options)


def preview_bank_file(
    path: Path, options: ImportOptions | None = None
) -> tuple[SourceFile, ImportPreview]:
    """Read a file as an import would and say what it would give; nothing is stored.

    The file read is returned too, so that importing after the preview stores exactly
    what the user saw (`store_sources`), without reading the file again.
    """
    source = read_bank(path, options)
    return source, preview_of(source)


def sheet_columns(path: Path, options: ImportOptions | None = None) -> tuple[ColumnInfo, ...]:
    """A spreadsheet's columns and what each is read as, for the user to correct.

    Empty for a file that is not a sheet (by its name or the chosen format), or one
    that cannot be read at all.
    """
    from simulator.formats.csv_bank import sheet_columns as columns_of

    fmt = (options.format if options else None) or (
        "csv" if path.suffix.lower() in (".csv", ".tsv") else None
    )
    if fmt != "csv":
        return ()
    try:
        data = read_file_bytes(path)
        return columns_of(data, str(path), options.columns if options else None)
    except BankFileError:
        return ()


def read_bank_source(
    path: Path, options: ImportOptions | None = None
) -> tuple[LoadedBank, list[Problem]]:
    """`read_bank` as the stored form (bank, hash, path) and the warnings."""
    source = read_bank(path, options)
    return _loaded(source), list(source.converted.warnings)


def _loaded(source: SourceFile) -> LoadedBank:
    return LoadedBank(source.bank, source.content_hash, source.path)


def import_bank_file(
    db: Database,
    path: Path,
    options: ImportOptions | None = None,
    *,
    overwrite_edits: bool = False,
    restore_deleted: bool = True,
) -> ImportReport:
    """Read then store a bank in one transaction: all of it or, on any error, nothing.

    Questions changed in the app keep their changes unless `overwrite_edits`."""
    (report,) = store_sources(
        db,
        [read_bank(path, options)],
        overwrite_edits=overwrite_edits,
        restore_deleted=restore_deleted,
    )
    return report


def store_sources(
    db: Database,
    sources: list[SourceFile],
    *,
    overwrite_edits: bool = False,
    restore_deleted: bool = True,
) -> list[ImportReport]:
    """Store already read banks in a single transaction, reporting what each file gave."""
    reports = store_banks(
        db,
        [_loaded(s) for s in sources],
        overwrite_edits=overwrite_edits,
        restore_deleted=restore_deleted,
    )
    return [
        ImportReport(
            r.path,
            r.bank_id,
            r.title,
            r.counts,
            list(s.converted.warnings),
            s.converted.summary(),
        )
        for r, s in zip(reports, sources, strict=True)
    ]


def store_banks(
    db: Database,
    banks: list[LoadedBank],
    *,
    overwrite_edits: bool = False,
    restore_deleted: bool = True,
) -> list[ImportReport]:
    """Store already validated banks in a single transaction."""
    with db.session(exclusive=True) as session:
        counts = [
            bank_sync.sync_bank(
                session,
                b.bank,
                content_hash=b.content_hash,
                source=b.path,
                overwrite_edits=overwrite_edits,
                restore_deleted=restore_deleted,
            )
            for b in banks
        ]
    return [
        ImportReport(b.path, b.bank.id, b.bank.title, c) for b, c in zip(banks, counts, strict=True)
    ]


def sync_bundled_banks(db: Database, bank_paths: list[Path] | None = None) -> list[ImportReport]:
    """Import bundled (or given) banks whose file changed since they were stored.

    Runs on every start, so a file whose size and modification time are as recorded
    is not even read; a changed one is hashed, and parsed only when its content is
    new. A broken bundled file is logged and skipped, never fatal.
    """
    if bank_paths is None:
        bank_paths = paths.bundled_bank_paths()
    with db.session() as session:
        stored_hashes = set(bank_sync.stored_content_hashes(session).values())
        known = bank_sync.bundled_files(session)
    current = stat_paths(bank_paths)
    # Only the files given now: a moved or one-file build must not grow the list forever.
    checked = {key: entry for key, entry in known.items() if key in {str(p) for p in current}}
    reports = []
    for path in current:
        fingerprint = file_fingerprint(path)
        if stored_unchanged(fingerprint, known.get(str(path)), stored_hashes):
            continue
        try:
            data = path.read_bytes()
        except OSError as exc:
            log.error("cannot read bundled bank %s: %s", path, exc)
            continue
        digest = content_hash(data)
        if digest not in stored_hashes:
            try:  # a bundled bank the user deleted stays deleted
                reports.append(import_bank_file(db, path, restore_deleted=False))
            except BankFileError as exc:
                log.error("bundled bank %s is invalid:\n%s", path, exc)
                continue
        if fingerprint is not None:
            checked[str(path)] = {**fingerprint, "hash": digest}
    if checked != known:
        with db.session(exclusive=True) as session:
            bank_sync.record_bundled_files(session, checked)
    return reports


def list_banks(db: Database, *, include_deleted: bool = False) -> list[BankSummary]:
    """The banks, by title; deleted ones too (flagged) when asked, as History does."""
    with db.session() as session:
        return bank_store.bank_summaries(session, include_deleted=include_deleted)


def get_bank(db: Database, bank_id: str) -> Bank | None:
    """The bank's active questions, ready for the exam generator."""
    with db.session() as session:
        return bank_store.load_bank(session, bank_id)


def export_stored_bank(
    db: Database,
    bank_id: str,
    fmt: str,
    output: Path,
    *,
    question_ids: Collection[str] | None = None,
) -> tuple[Bank, list[Path]]:
    """Write a stored bank (with the edits made in the app) as GIFT, Moodle XML or YAML;
    only the questions in `question_ids` when given. The bank written and the files."""
    bank = get_bank(db, bank_id)
    if bank is None:
        known = ", ".join(s.key for s in list_banks(db)) or "none yet"
        raise UnknownBankError(f"no bank '{bank_id}' (the banks: {known})")
    if any(q.sealed is not None for q in bank.questions):
        raise SealedExportError(
            f"bank '{bank_id}' came sealed with a classroom build: it has no answer key,"
            " so it cannot be exported"
        )
    if db.path is not None and _is_database_file(db.path, output):
        raise OSError(errno.EINVAL, "it is the database itself; choose another file")
    if question_ids is not None:
        bank = selection_of(bank, set(question_ids))
    return bank, export_bank(bank, fmt, output)


def _is_database_file(database: Path, output: Path) -> bool:
    """Whether `output` is the database file or one of SQLite's files beside it (by
    name or by link): writing it would replace every bank, answer and result."""
    for name in ("", "-wal", "-shm", "-journal"):
        kept = database.with_name(database.name + name)
        if output.resolve() == kept.resolve():
            return True
        try:
            if os.path.samefile(output, kept):
                return True
        except OSError:
            continue  # one of them does not exist
    return False


def selection_of(bank: Bank, question_ids: set[str]) -> Bank:
    """The bank with only these questions, the topics and scenarios they use and the
    images they show."""
    questions = tuple(q for q in bank.questions if q.id in question_ids)
    used = {q.topic for q in questions}
    cases = {q.scenario.id for q in questions if q.scenario is not None}
    scenarios = tuple(s for s in bank.scenarios if s.id in cases)
    shown = referenced_names(
        [
            text
            for q in questions
            for text in (q.prompt, q.explanation.full, *(c.text for c in q.choices))
        ]
        + [s.text for s in scenarios]
    )
    blueprint = {t: w for t, w in bank.exam.blueprint.items() if t in used}
    if blueprint and abs(sum(blueprint.values()) - 1.0) > 0.01:
        blueprint = {}  # a part of a blueprint no longer sums to one: leave it out
    count = bank.exam.question_count
    exam = replace(
        bank.exam,
        blueprint=blueprint,
        question_count=min(count, len(questions)) if count is not None else None,
    )
    return replace(
        bank,
        topics=tuple(t for t in bank.topics if t.id in used),
        questions=questions,
        exhibits=tuple(e for e in bank.exhibits if e.name in shown),
        exam=exam,
        scenarios=scenarios,
    )


def exhibit_data(db: Database, bank_id: str, name: str) -> bytes | None:
    """The bytes of an image a bank's questions refer to by `name` (None: no such image)."""
    with db.session() as session:
        found = bank_store.exhibit(session, bank_id, name)
    return found.data if found is not None else None


@dataclass(frozen=True)
class DeletionOutlook:
    """What deleting a bank would do, for the question asked first."""

    bank_id: str
    title: str
    questions: int
    finished_attempts: int
    unfinished: UnfinishedAttempt | None


def deletion_outlook(db: Database, bank_id: str) -> DeletionOutlook:
    """The bank's size and attempts, so the confirmation can say what goes and what stays."""
    with db.session() as session:
        row = bank_store.find_bank(session, bank_id)
        if row is None:
            raise UnknownBankError(f"no bank '{bank_id}'")
        outline = bank_store.bank_outline(session, bank_id)
        finished = len(attempt_store.finished_attempts(session, bank_id))
        unfinished = attempt_store.unfinished_attempt(session, bank_id)
        return DeletionOutlook(
            bank_id, row.title, outline.size if outline else 0, finished, unfinished
        )


def rename_bank(db: Database, bank_id: str, title: str) -> str:
    """Give a bank a new title, kept when its file is imported again; the title stored.

    Raises UnknownBankError, or WorkshopError for an empty or over-long title."""
    with db.session(exclusive=True) as session:
        if bank_store.find_bank(session, bank_id) is None:
            raise UnknownBankError(f"no bank '{bank_id}'")
        bank_edits.rename_bank(session, bank_id, title)
        row = bank_store.find_bank(session, bank_id)
        assert row is not None
        return row.title


def delete_bank(db: Database, bank_id: str) -> int:
    """Delete a bank: gone from every list; its finished attempts stay in History and
    importing its file again brings it back. Its unfinished attempts are discarded; how
    many were."""
    with db.session(exclusive=True) as session:
        if bank_store.find_bank(session, bank_id) is None:
            raise UnknownBankError(f"no bank '{bank_id}'")
        return bank_edits.delete_bank(session, bank_id)
