"""Convert every question file in a folder and report how each one fared.

    scripts/check-real-banks DIR [--format NAME]

For each file with a question-file extension (found recursively): the format
detected, the questions found, imported and skipped (and how many of those were
of a type the app does not practise, such as essays), and the time to read
and convert it to YAML. A file is flagged when fewer than 95% of its
multiple-choice questions import, or when a file of 700+ questions takes 2 s or
more; the exit status is 1 if any is. Used on real public question files (see
/work/realbanks/SOURCES.md in the team's notes) before a release.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from simulator.formats.drafts import TYPES_READ, ImportOptions
from simulator.formats.problems import BankFileError
from simulator.formats.sources import FORMATS, read_question_file
from simulator.formats.writer import dump_bank

SUFFIXES = {".md", ".markdown", ".gift", ".txt", ".xml", ".csv", ".tsv", ".yaml", ".yml"}
MIN_SHARE = 0.95
LARGE, MAX_SECONDS = 700, 2.0
_UNSUPPORTED = (TYPES_READ, "ignored a description")


def check(path: Path, fmt: str | None) -> tuple[list[str], bool]:
    """One report row and whether the file misses the bar."""
    start = time.perf_counter()
    try:
        source = read_question_file(path, ImportOptions(format=fmt))
        dump_bank(source.bank)
    except BankFileError as exc:
        return _failed(path, exc, time.perf_counter() - start)
    seconds = time.perf_counter() - start
    converted = source.converted
    unsupported = sum(1 for w in converted.warnings if _is_unsupported(w.message))
    return _row(
        path,
        converted.format,
        (converted.found, converted.imported, converted.skipped, unsupported),
        seconds,
    )


def _is_unsupported(message: str) -> bool:
    return any(marker in message for marker in _UNSUPPORTED)


def _failed(path: Path, exc: BankFileError, seconds: float) -> tuple[list[str], bool]:
    """A file with no usable question: still counted, unless it is no question file at all."""
    skipped = [p for p in exc.problems if p.warning and "question skipped" in p.message]
    errors = [p.message for p in exc.problems if not p.warning]
    if skipped and any("could be imported" in e for e in errors):
        unsupported = sum(1 for p in skipped if _is_unsupported(p.message))
        return _row(path, "-", (len(skipped), 0, len(skipped), unsupported), seconds)
    message = errors[0] if errors else str(exc)
    return [str(path), "-", "0", "0", "0", "0", "-", f"{seconds:.2f}", f"error: {message}"], False


def _row(
    path: Path, fmt: str, counts: tuple[int, int, int, int], seconds: float
) -> tuple[list[str], bool]:
    found, imported, skipped, unsupported = counts
    usable = max(found - unsupported, 0)
    share = imported / usable if usable else 1.0
    slow = found >= LARGE and seconds >= MAX_SECONDS
    flags = [f for f, bad in (("<95%", share < MIN_SHARE), ("slow", slow)) if bad]
    result = " ".join(flags) or ("ok" if imported else "no multiple-choice questions")
    counted = [str(found), str(imported), str(skipped), str(unsupported)]
    return [str(path), fmt, *counted, f"{share:.0%}", f"{seconds:.2f}", result], bool(flags)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="check-real-banks", description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path, metavar="DIR")
    parser.add_argument("--format", choices=FORMATS, help="read every file as this format")
    args = parser.parse_args(argv)
    files = sorted(
        p for p in args.folder.rglob("*") if p.is_file() and p.suffix.lower() in SUFFIXES
    )
    if not files:
        print(f"check-real-banks: no question files under {args.folder}", file=sys.stderr)
        return 1
    header = [
        "file",
        "format",
        "found",
        "imported",
        "skipped",
        "unsupported",
        "mc share",
        "s",
        "result",
    ]
    rows, failed = [header], False
    for path in files:
        row, bad = check(path, args.format)
        rows.append(row)
        failed |= bad
    widths = [max(len(r[i]) for r in rows) for i in range(len(header) - 1)]
    for row in rows:
        cells = [
            c.ljust(w) if i < 2 else c.rjust(w)
            for i, (c, w) in enumerate(zip(row, widths, strict=False))
        ]
        print("  ".join([*cells, row[-1]]))
    found = sum(int(r[2]) for r in rows[1:] if r[2].isdigit())
    imported = sum(int(r[3]) for r in rows[1:] if r[3].isdigit())
    print(f"{len(files)} files: imported {imported} of {found} questions")
    if failed:
        print("check-real-banks: some files missed 95% or 2 s (see 'result')", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
