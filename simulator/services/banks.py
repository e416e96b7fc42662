"""Importing, syncing and listing question banks."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path

from simulator import paths
from simulator.data import banks as bank_store
from simulator.data.db import Database
from simulator.data.records import BankSummary as BankSummary  # handed to the GUI
from simulator.data.records import SyncCounts
from simulator.domain.model import Bank
from simulator.formats.loader import LoadedBank, content_hash, load_bank_bytes
from simulator.formats.problems import BankFileError, Problem, read_file_bytes

log = logging.getLogger(__name__)

PLAIN_TEXT_SUFFIXES = {".txt", ".text"}
YAML_SUFFIXES = {".yaml", ".yml"}


@dataclass(frozen=True)
class PlainTextOptions:
    """Overrides for plain-text files, which carry no bank id, topics or title of their own."""

    bank_id: str | None = None
    title: str | None = None
    topic: str | None = None


@dataclass(frozen=True)
class ImportReport:
    """The outcome of importing one file: what changed and what was odd about it."""

    path: str
    bank_id: str
    title: str
    counts: SyncCounts
    warnings: list[Problem] = field(default_factory=list)

    def describe(self) -> str:
        c = self.counts
        if not c.changed:
            return f"{self.path}: bank '{self.bank_id}' is up to date ({c.unchanged} questions)"
        parts = [f"{c.added} added", f"{c.updated} updated", f"{c.retired} retired"]
        return f"{self.path}: bank '{self.bank_id}' imported: {', '.join(parts)}, {c.unchanged} unchanged"


def read_bank_source(
    path: Path, options: PlainTextOptions | None = None
) -> tuple[LoadedBank, list[Problem]]:
    """Read a .yaml bank or a .txt plain-text file into a validated bank (nothing stored)."""
    name = str(path)
    data = read_file_bytes(path)
    suffix = path.suffix.lower()
    if suffix in PLAIN_TEXT_SUFFIXES:
        from simulator.formats.plaintext import load_plain_text_bank

        opts = options or PlainTextOptions()
        try:
            bank, warnings = load_plain_text_bank(
                path, bank_id=opts.bank_id, title=opts.title, topic=opts.topic
            )
        except ValueError as exc:  # a bad --bank-id or --topic: no line of the file to blame
            raise BankFileError([Problem(name, 1, str(exc))]) from None
        return LoadedBank(bank, content_hash(data), name), warnings
    if suffix not in YAML_SUFFIXES:
        raise BankFileError(
            [Problem(name, 1, "unknown file type; use a .yaml/.yml bank or a .txt plain-text file")]
        )
    return LoadedBank(load_bank_bytes(data, name), content_hash(data), name), []


def import_bank_file(
    db: Database, path: Path, options: PlainTextOptions | None = None
) -> ImportReport:
    """Validate then store a bank in one transaction: all of it or, on any error, nothing."""
    loaded, warnings = read_bank_source(path, options)
    (report,) = store_banks(db, [loaded])
    return ImportReport(report.path, report.bank_id, report.title, report.counts, warnings)


def store_banks(db: Database, banks: list[LoadedBank]) -> list[ImportReport]:
    """Store already validated banks in a single transaction."""
    with db.session(exclusive=True) as session:
        counts = [
            bank_store.sync_bank(session, b.bank, content_hash=b.content_hash, source=b.path)
            for b in banks
        ]
    return [
        ImportReport(b.path, b.bank.id, b.bank.title, c) for b, c in zip(banks, counts, strict=True)
    ]


def sync_bundled_banks(db: Database, bank_paths: list[Path] | None = None) -> list[ImportReport]:
    """Import bundled (or given) banks whose file changed since they were stored.

    Runs on every start, so it only hashes files and compares; parsing happens when a
    file is new or edited. A broken bundled file is logged and skipped, never fatal.
    """
    if bank_paths is None:
        bank_paths = paths.bundled_bank_paths()
    with db.session() as session:
        stored_hashes = set(bank_store.stored_content_hashes(session).values())
    reports = []
    for path in bank_paths:
        try:
            data = path.read_bytes()
        except OSError as exc:
            log.error("cannot read bundled bank %s: %s", path, exc)
            continue
        if content_hash(data) in stored_hashes:
            continue
        try:
            reports.append(import_bank_file(db, path))
        except BankFileError as exc:
            log.error("bundled bank %s is invalid:\n%s", path, exc)
    return reports


def list_banks(db: Database) -> list[BankSummary]:
    with db.session() as session:
        return bank_store.bank_summaries(session)


def get_bank(db: Database, bank_id: str) -> Bank | None:
    """The bank's active questions, ready for the exam generator."""
    with db.session() as session:
        return bank_store.load_bank(session, bank_id)
