"""What every subcommand shares: safe printing, the import options, opening the library.

User mistakes end with a message on stderr and exit status 1, never a traceback; text
that came from a file (a bank title, a student name) is made safe for the terminal first.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from simulator import paths
from simulator.formats.names import FORMATS
from simulator.formats.problems import Problem

if TYPE_CHECKING:  # imported where used: the GUI path must not pay for them
    from simulator.formats.sources import SourceFile
    from simulator.services.banks import ImportOptions
    from simulator.services.library import Database


def terminal_safe(text: object) -> str:
    """Text with control characters shown as escapes: a bank title or a student name
    must not be able to move the cursor, recolour or clear the user's terminal."""
    return "".join(
        ch if ch.isprintable() or ch in "\n\t" else ch.encode("unicode_escape").decode("ascii")
        for ch in str(text)
    )


def print_problems(problems: Sequence[Problem]) -> None:
    """One `PATH:LINE: message` a line: a line break in a file's name or a quoted text
    is shown as `\\n`, so that every problem stays one line."""
    for problem in problems:
        print(terminal_safe(problem).replace("\n", "\\n"), file=sys.stderr)


def fail(message: object) -> int:
    """Print `error: message` on stderr; the exit status of a refused command."""
    print(f"error: {terminal_safe(message)}", file=sys.stderr)
    return 1


def add_import_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group(
        "question files that are not schema-1 YAML banks (plain text, GIFT, Moodle XML,"
        " Aiken, CSV, Markdown)"
    )
    group.add_argument(
        "--format",
        choices=FORMATS,
        help="read the file as this format instead of detecting it",
    )
    group.add_argument("--bank-id", help="bank id (default: from the file name)")
    group.add_argument("--title", help="bank title (default: the file's title or name)")
    group.add_argument("--topic", help="put every question in this topic")
    group.add_argument(
        "--classify",
        action="store_true",
        help="sort questions into topics with the keyword classifier (resources/topic_keywords.yaml)",
    )
    group.add_argument(
        "--strict",
        action="store_true",
        help="treat every problem as fatal, instead of skipping unusable questions",
    )
    group.add_argument(
        "--columns",
        metavar="ROLE=COLUMN,...",
        help="CSV: which column is which, e.g. question=pergunta,choices=A..E,answer=correta"
        " (roles: question, choices, answer, explanation, topic, id, tags, ignore; a column is"
        " a header name or a number from 1; A..E is a range, a+b a list)",
    )


def import_options(args: argparse.Namespace) -> ImportOptions:
    from simulator.services.banks import ImportOptions

    return ImportOptions(
        bank_id=args.bank_id,
        title=args.title,
        topic=args.topic,
        classify=args.classify,
        strict=args.strict,
        format=args.format,
        columns=args.columns,
    )


def print_preview(source: SourceFile) -> None:
    """The import preview of a file read: format, family, counts, skipped, topics, a sample."""
    from simulator.formats.preview import preview_lines, preview_of

    for line in preview_lines(preview_of(source)):
        print(terminal_safe(line))


def source_summary(source: SourceFile) -> str | None:
    """The summary line of a file read question by question: PATH: imported 707 of 710…"""
    summary = source.converted.summary()
    return f"{source.path}: {summary}" if summary else None


def open_database(url: str | None) -> Database:
    """Open the database and bring the bundled banks up to date (first use imports them)."""
    from simulator.services.library import open_library

    return open_library(url or paths.default_database_url())
