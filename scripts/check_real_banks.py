"""Convert every question file in a corpus folder and report how each one fared.

    scripts/check-real-banks CORPUS_DIR [--format NAME] [--details]
    EXAM_SIMULATOR_CORPUS=CORPUS_DIR scripts/check-real-banks

The corpus is a folder of real question files (kept outside the repository: their
licences vary). For each file with a question-file extension, found recursively:
the format and family detected, the questions found, imported and skipped, the
share of its multiple-choice questions imported, and the time to read and convert
it; with `--details`, the skipped questions by reason and every question by type.
The totals close the report: found, imported, skipped by reason and by type.

A file is flagged when fewer than 95% of its multiple-choice questions import, or
when it converts slower than 2 s per MB (and over 0.2 s); the exit status is 1 if
any is, so a release knows its coverage.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from simulator.formats.drafts import ImportOptions
from simulator.formats.preview import ImportPreview, preview_of
from simulator.formats.problems import BankFileError
from simulator.formats.sources import FORMATS, read_question_file
from simulator.formats.writer import dump_bank

SUFFIXES = {".md", ".markdown", ".gift", ".txt", ".xml", ".csv", ".tsv", ".yaml", ".yml"}
MIN_SHARE = 0.95
SECONDS_PER_MB, MIN_SLOW = 2.0, 0.2
CORPUS_VARIABLE = "EXAM_SIMULATOR_CORPUS"
_MULTIPLE_CHOICE = ("multiple choice", "true/false")


@dataclass(slots=True)
class Tally:
    """Counts over many files."""

    files: int = 0
    found: int = 0
    imported: int = 0
    reasons: Counter[str] = field(default_factory=Counter)
    found_types: Counter[str] = field(default_factory=Counter)
    imported_types: Counter[str] = field(default_factory=Counter)

    def add(self, preview: ImportPreview) -> None:
        self.files += 1
        self.found += preview.found
        self.imported += preview.imported
        self.reasons.update({g.reason: g.count for g in preview.skipped})
        self.found_types.update(preview.found_by_type)
        self.imported_types.update(preview.imported_by_type)


def _multiple_choice(counts: dict[str, int]) -> int:
    return sum(n for kind, n in counts.items() if kind.startswith(_MULTIPLE_CHOICE))


def check(
    path: Path, fmt: str | None, tally: Tally
) -> tuple[list[str], bool, ImportPreview | None]:
    """One report row, whether the file misses the bar, and its preview."""
    start = time.perf_counter()
    try:
        source = read_question_file(path, ImportOptions(format=fmt))
        dump_bank(source.bank)
    except BankFileError as exc:
        seconds = time.perf_counter() - start
        message = next((p.message for p in exc.problems if not p.warning), str(exc))
        skipped = sum(1 for p in exc.problems if p.warning and "question skipped" in p.message)
        tally.files += 1
        tally.found += skipped
        tally.reasons.update(
            p.reason or "cannot be used" for p in exc.problems if p.warning and p.reason
        )
        row = [str(path), "-", str(skipped), "0", str(skipped), "-", f"{seconds:.2f}"]
        return [*row, f"error: {message}"], skipped > 0, None
    seconds = time.perf_counter() - start
    preview = preview_of(source)
    tally.add(preview)
    usable = _multiple_choice(preview.found_by_type)
    share = _multiple_choice(preview.imported_by_type) / usable if usable else 1.0
    megabytes = path.stat().st_size / 1e6
    slow = seconds > max(MIN_SLOW, SECONDS_PER_MB * megabytes)
    flags = [f for f, bad in (("<95%", share < MIN_SHARE), ("slow", slow)) if bad]
    result = " ".join(flags) or ("ok" if preview.imported else "no multiple-choice questions")
    counts = [str(preview.found), str(preview.imported), str(preview.skipped_count)]
    row = [str(path), preview.format, *counts, f"{share:.0%}", f"{seconds:.2f}", result]
    return row, bool(flags), preview


def _details(preview: ImportPreview) -> list[str]:
    lines = [f"    family: {preview.family}"]
    types = ", ".join(f"{n} {kind}" for kind, n in preview.found_by_type.items())
    lines.append(f"    types: {types or 'none'}")
    for group in preview.skipped:
        places = ", ".join(str(p.line) for p in group.places[:8])
        lines.append(f"    skipped, {group.reason}: {group.count} (lines {places})")
    return lines


def corpus_folder(given: Path | None) -> Path | None:
    """The folder given, or the one named by EXAM_SIMULATOR_CORPUS."""
    if given is not None:
        return given
    named = os.environ.get(CORPUS_VARIABLE)
    return Path(named) if named else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="check-real-banks", description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "folder",
        type=Path,
        nargs="?",
        metavar="CORPUS_DIR",
        help=f"the folder of question files (default: ${CORPUS_VARIABLE})",
    )
    parser.add_argument("--format", choices=FORMATS, help="read every file as this format")
    parser.add_argument("--details", action="store_true", help="per file: family, types, skipped")
    args = parser.parse_args(argv)
    folder = corpus_folder(args.folder)
    if folder is None:
        parser.error(f"give CORPUS_DIR or set {CORPUS_VARIABLE}")
    files = sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix.lower() in SUFFIXES)
    if not files:
        print(f"check-real-banks: no question files under {folder}", file=sys.stderr)
        return 1
    header = ["file", "format", "found", "imported", "skipped", "mc share", "s", "result"]
    rows, failed, tally = [header], False, Tally()
    _warm_up()
    notes: dict[int, list[str]] = {}
    for path in files:
        row, bad, preview = check(path, args.format, tally)
        if args.details and preview is not None:
            notes[len(rows)] = _details(preview)
        rows.append(row)
        failed |= bad
    widths = [max(len(r[i]) for r in rows) for i in range(len(header) - 1)]
    for number, row in enumerate(rows):
        cells = [
            c.ljust(w) if i < 2 else c.rjust(w)
            for i, (c, w) in enumerate(zip(row, widths, strict=False))
        ]
        print("  ".join([*cells, row[-1]]))
        for line in notes.get(number, []):
            print(line)
    _totals(tally)
    if failed:
        print(
            "check-real-banks: some files missed 95% or 2 s per MB (see 'result')", file=sys.stderr
        )
    return 1 if failed else 0


def _warm_up() -> None:
    """Import the readers once, so the first file's time is its own."""
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        sample = Path(folder) / "warm-up.txt"
        sample.write_text("Which?\nA. one\nB. two\nANSWER: A\n", encoding="utf-8")
        for fmt in ("aiken", "markdown", "gift", "csv"):
            with contextlib.suppress(BankFileError):
                read_question_file(sample, ImportOptions(format=fmt))


def _totals(tally: Tally) -> None:
    skipped = tally.found - tally.imported
    print(
        f"{tally.files} files: found {tally.found} questions, imported {tally.imported}, skipped {skipped}"
    )
    if tally.found_types:
        print("  by type (found / imported):")
        for kind, n in tally.found_types.most_common():
            print(f"    {kind}: {n} / {tally.imported_types[kind]}")
    if tally.reasons:
        print("  skipped by reason:")
        for reason, n in tally.reasons.most_common():
            print(f"    {reason}: {n}")


if __name__ == "__main__":
    sys.exit(main())
