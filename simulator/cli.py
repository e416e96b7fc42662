"""The `exam-simulator` command: opens the GUI by default, or runs a bank command.

Qt is imported only when a GUI path is taken, so `bank …` commands start fast and
run on machines without a display. User mistakes end with a message on stderr and
exit status 1, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from simulator import __version__, paths
from simulator.formats.names import EXPORT_FORMATS, FORMATS
from simulator.formats.problems import BankFileError, Problem
from simulator.services.start_view import DatabaseError, db_display_name

if TYPE_CHECKING:  # imported where used: the GUI path must not pay for them
    from simulator.formats.sources import SourceFile
    from simulator.services.banks import ImportOptions
    from simulator.services.learning import BankStats
    from simulator.services.library import Database

EPILOG = """\
examples:
  exam-simulator                                  open the app
  exam-simulator bank validate my-bank.yaml       check a bank file, line by line
  exam-simulator bank import my-bank.yaml notes.txt moodle.gift practice-exam.md
  exam-simulator bank convert page.txt -o page.yaml --topic inference
  exam-simulator bank convert quiz.xml -o quiz.yaml --format moodle-xml --strict
  exam-simulator bank export my-bank --format moodle-xml -o my-bank.xml
  exam-simulator --db sqlite:///class.db bank list
  exam-simulator results report results/ --html class.html
  exam-simulator stats nca-ai-deep-learning --json

The database defaults to the per-user data folder; set it with --db or the
EXAM_SIMULATOR_DB environment variable (any SQLAlchemy URL).
"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="exam-simulator",
        description="Practise certification exams offline: timed, randomized exams from question banks.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"exam-simulator {__version__}")
    parser.add_argument(
        "--db",
        metavar="URL",
        help="database URL (default: $EXAM_SIMULATOR_DB or SQLite in the user data folder)",
    )
    parser.add_argument(
        "--profile",
        type=Path,
        metavar="PATH",
        help="classroom exam profile (default: classroom.yaml beside the executable, if any)",
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="run a short exam through the real window offscreen and report 'self-test ok'",
    )
    parser.add_argument(
        "--exit-when-ready",
        action="store_true",
        help="start the GUI, quit once the start page is ready and print ready_ms=<ms>",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    bank = commands.add_parser(
        "bank", help="validate, import, list, convert and export question banks"
    )
    bank_commands = bank.add_subparsers(dest="bank_command", metavar="ACTION", required=True)

    validate = bank_commands.add_parser(
        "validate", help="check question files of any supported format; print PATH:LINE: problems"
    )
    validate.add_argument("paths", nargs="+", type=Path, metavar="PATH")
    _import_options(validate)
    validate.set_defaults(handler=_bank_validate)

    import_ = bank_commands.add_parser(
        "import",
        help="import banks: YAML (all or nothing), plain text, GIFT, Moodle XML, Aiken, CSV,"
        " Markdown",
    )
    import_.add_argument("paths", nargs="+", type=Path, metavar="PATH")
    _import_options(import_)
    import_.set_defaults(handler=_bank_import)

    list_ = bank_commands.add_parser("list", help="list banks with their question counts")
    list_.set_defaults(handler=_bank_list)

    convert = bank_commands.add_parser(
        "convert", help="convert a question file of any supported format to a schema-1 YAML bank"
    )
    convert.add_argument("path", type=Path, metavar="FILE")
    convert.add_argument("-o", "--output", type=Path, required=True, metavar="OUT.yaml")
    _import_options(convert)
    convert.set_defaults(handler=_bank_convert)

    export = bank_commands.add_parser(
        "export", help="write a stored bank as GIFT, Moodle XML or YAML (e.g. to move it to Moodle)"
    )
    export.add_argument("bank_id", metavar="BANK_ID")
    export.add_argument("--format", required=True, choices=EXPORT_FORMATS, dest="export_format")
    export.add_argument("-o", "--output", type=Path, required=True, metavar="OUT")
    export.set_defaults(handler=_bank_export)

    results = commands.add_parser("results", help="class reports from students' result files")
    results_commands = results.add_subparsers(
        dest="results_command", metavar="ACTION", required=True
    )
    report = results_commands.add_parser(
        "report", help="class summary and item analysis of a folder of result files"
    )
    report.add_argument(
        "folder", type=Path, nargs="?", metavar="DIR", help="folder of *.json result files"
    )
    report.add_argument(
        "--db",
        dest="report_db",
        metavar="URL",
        help="read the results a classroom results server received (instead of DIR)",
    )
    report.add_argument("--csv", type=Path, metavar="OUT", help="also write the report as CSV")
    report.add_argument(
        "--html", type=Path, metavar="OUT", help="also write the report as one HTML page"
    )
    report.set_defaults(handler=_results_report)

    stats = commands.add_parser(
        "stats", help="a bank's accuracy, mastery and pace per topic, due reviews, pass probability"
    )
    stats.add_argument("bank_id", metavar="BANK_ID")
    stats.add_argument("--json", action="store_true", help="print JSON (documented in the README)")
    stats.add_argument(
        "--at",
        metavar="ISO-8601",
        help="as of this moment, e.g. 2026-03-02T09:00 (local time unless an offset is given;"
        " default: now)",
    )
    stats.set_defaults(handler=_stats)
    return parser


def _import_options(parser: argparse.ArgumentParser) -> None:
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


def main(argv: Sequence[str] | None = None) -> int:
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s: %(message)s")
    parser = build_parser()
    args = parser.parse_args(argv)
    database_url: str | None = args.db  # the default is resolved only by commands that use it
    try:
        if args.self_test:
            from simulator.selftest import run_self_test

            return run_self_test()
        if args.command is None:
            from simulator.app import run_gui

            return run_gui(
                database_url or paths.default_database_url(),
                exit_when_ready=args.exit_when_ready,
                profile_path=args.profile,
            )
        handler: Callable[[argparse.Namespace, str | None], int] = args.handler
        return handler(args, database_url)
    except DatabaseError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


def terminal_safe(text: object) -> str:
    """Text with control characters shown as escapes: a bank title or a student name
    must not be able to move the cursor, recolour or clear the user's terminal."""
    return "".join(
        ch if ch.isprintable() or ch in "\n\t" else ch.encode("unicode_escape").decode("ascii")
        for ch in str(text)
    )


def _print_problems(problems: Sequence[Problem]) -> None:
    for problem in problems:
        print(terminal_safe(problem), file=sys.stderr)


def _options(args: argparse.Namespace) -> ImportOptions:
    from simulator.services.banks import ImportOptions

    return ImportOptions(
        bank_id=args.bank_id,
        title=args.title,
        topic=args.topic,
        classify=args.classify,
        strict=args.strict,
        format=args.format,
    )


def _summary(source: SourceFile) -> str | None:
    """The summary line of a file read question by question: PATH: imported 707 of 710…"""
    summary = source.converted.summary()
    return f"{source.path}: {summary}" if summary else None


def _bank_validate(args: argparse.Namespace, _url: str | None) -> int:
    from simulator.services.banks import read_bank

    failed = False
    for path in args.paths:
        try:
            source = read_bank(path, _options(args))
        except BankFileError as exc:
            _print_problems(exc.problems)
            failed = True
            continue
        _print_problems(source.converted.warnings)
        bank = source.bank
        print(
            f"{path}: ok, bank '{bank.id}' with {len(bank.questions)} questions in {len(bank.topics)} topics"
            f" ({source.converted.format})"
        )
        summary = _summary(source)
        if summary and source.converted.skipped:
            print(terminal_safe(summary))
    return 1 if failed else 0


def _bank_import(args: argparse.Namespace, url: str | None) -> int:
    from simulator.services.banks import read_bank, store_sources

    sources, problems = [], []
    for path in args.paths:
        try:
            source = read_bank(path, _options(args))
        except BankFileError as exc:
            problems.extend(exc.problems)
            continue
        sources.append(source)
        _print_problems(source.converted.warnings)
    if problems:
        _print_problems(problems)
        print("nothing was imported", file=sys.stderr)
        return 1
    db = _open(url)
    try:
        for report in store_sources(db, sources):
            print(terminal_safe(report.describe()))
            if report.summary:
                print(terminal_safe(f"{report.path}: {report.summary}"))
    finally:
        db.close()
    return 0


def _bank_list(_args: argparse.Namespace, url: str | None) -> int:
    from simulator.services.banks import list_banks

    db = _open(url)
    try:
        summaries = list_banks(db)
    finally:
        db.close()
    if not summaries:
        print("no banks yet; import one with: exam-simulator bank import FILE")
        return 0
    width = max(len(s.key) for s in summaries)
    for s in summaries:
        print(f"{s.key:<{width}}  {s.question_count:>5} questions  {terminal_safe(s.title)}")
    return 0


def _bank_convert(args: argparse.Namespace, _url: str | None) -> int:
    from simulator.formats.sources import export_bank
    from simulator.services.banks import read_bank

    try:
        source = read_bank(args.path, _options(args))
    except BankFileError as exc:
        _print_problems(exc.problems)
        return 1
    _print_problems(source.converted.warnings)
    bank = source.bank
    try:
        written = export_bank(bank, "yaml", args.output)
    except OSError as exc:
        print(f"{args.output}: cannot write: {exc.strerror or exc}", file=sys.stderr)
        return 1
    images = f" and {len(written) - 1} image file(s)" if len(written) > 1 else ""
    print(f"{args.output}: wrote bank '{bank.id}' with {len(bank.questions)} questions{images}")
    summary = _summary(source)
    if summary:
        print(terminal_safe(summary))
    return 0


def _bank_export(args: argparse.Namespace, url: str | None) -> int:
    from simulator.services.banks import UnknownBankError, export_stored_bank

    db = _open(url)
    try:
        bank, written = export_stored_bank(db, args.bank_id, args.export_format, args.output)
    except UnknownBankError as exc:
        print(f"error: {terminal_safe(exc)}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"{args.output}: cannot write: {exc.strerror or exc}", file=sys.stderr)
        return 1
    finally:
        db.close()
    images = f" and {len(written) - 1} image file(s)" if len(written) > 1 else ""
    print(
        f"{args.output}: wrote bank '{terminal_safe(bank.id)}' as {args.export_format}"
        f" ({len(bank.questions)} questions{images})"
    )
    return 0


def _results_report(args: argparse.Namespace, url: str | None) -> int:
    from simulator.services.report_output import render_text, write_csv, write_html
    from simulator.services.results import (
        ResultsError,
        load_results,
        load_submitted_results,
        report_from_loaded,
    )

    server_url = args.report_db or (url if args.folder is None else None)
    if args.folder is None and server_url is None:
        print(
            "error: name a folder of result files, or a results server with --db URL",
            file=sys.stderr,
        )
        return 1
    try:
        if server_url is not None:
            loaded = load_submitted_results(server_url)
            source = db_display_name(server_url)
        else:
            loaded = load_results(args.folder)
            source = str(args.folder)
    except ResultsError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    report = report_from_loaded(loaded, source=source)
    for warning in report.warnings:
        print(f"warning: {terminal_safe(warning)}", file=sys.stderr)
    if not report.banks:
        unusable = len(loaded.corrupt) + len(loaded.duplicates)
        found = f" ({unusable} file(s) could not be used)" if unusable else ""
        what = "no results have been received" if server_url else "no valid result files (*.json)"
        print(f"error: {source}: {what}{found}", file=sys.stderr)
        return 1
    print(terminal_safe(render_text(report, include_warnings=False)), end="")
    for output, write, kind in ((args.csv, write_csv, "CSV"), (args.html, write_html, "HTML")):
        if output is None:
            continue
        try:
            write(report, output)
        except OSError as exc:
            print(f"{output}: cannot write: {exc.strerror or exc}", file=sys.stderr)
            return 1
        print(f"{output}: wrote the {kind} report")
    return 0


def _stats(args: argparse.Namespace, url: str | None) -> int:
    from simulator.services.banks import UnknownBankError
    from simulator.services.learning import bank_stats

    at = None
    if args.at is not None:
        try:
            at = datetime.fromisoformat(args.at).astimezone(UTC)
        except (ValueError, OverflowError):
            print(
                f"error: --at {terminal_safe(args.at)!s}: not an ISO-8601 date and time"
                " (e.g. 2026-03-02T09:00 or 2026-03-02T09:00+01:00)",
                file=sys.stderr,
            )
            return 1
    db = _open(url)
    try:
        stats = bank_stats(db, args.bank_id, at)
    except UnknownBankError as exc:
        print(f"error: {terminal_safe(exc)}", file=sys.stderr)
        return 1
    finally:
        db.close()
    print(
        json.dumps(_stats_json(stats), indent=2) if args.json else terminal_safe(_stats_text(stats))
    )
    return 0


def _stats_json(stats: BankStats) -> dict[str, object]:
    """The `stats --json` document (README, "Command line"): keys are a contract."""
    readiness = stats.readiness
    return {
        "bank": stats.bank_id,
        "at": stats.at.isoformat(),
        "due": stats.due,
        "readiness": None
        if readiness is None
        else {
            "probability": round(readiness.probability, 4),
            "low": round(readiness.low, 4),
            "high": round(readiness.high, 4),
        },
        "recent_answers": stats.recent_answers,
        "exam": {
            "questions": stats.blueprint.question_count,
            "passing_score": stats.blueprint.passing_score,
            "seconds_per_question": _rounded(stats.exam_pace),
        },
        "topics": [
            {
                "id": t.id,
                "title": t.title,
                "answered": t.answered,
                "correct": t.correct,
                "guessed_right": t.guessed_right,
                "mastery": _rounded(t.mastery, 4),
                "seconds_per_question": _rounded(t.seconds_per_question),
                "slower_than_pace": t.slower_than_pace,
            }
            for t in stats.topics
        ],
    }


def _rounded(value: float | None, digits: int = 1) -> float | None:
    return None if value is None else round(value, digits)


def _stats_text(stats: BankStats) -> str:
    """The table `stats` prints for people."""
    from simulator.domain.readiness import MIN_ANSWERS

    when = stats.at.astimezone().strftime("%Y-%m-%d %H:%M")
    if stats.readiness is None:
        chance = (
            f"not enough answers yet ({stats.recent_answers} recent; at least {MIN_ANSWERS},"
            " in every topic of the exam)"
        )
    else:
        chance = stats.readiness.percent_text
    pace = f"{stats.exam_pace:.0f} s" if stats.exam_pace is not None else "untimed"
    lines = [
        f"{stats.title} ({stats.bank_id}) at {when}",
        f"Pass probability: {chance}",
        f"Due for review: {stats.due}",
        f"Full exam: {stats.blueprint.question_count} questions,"
        f" pass mark {stats.blueprint.passing_score:.0%}, pace {pace} per question",
        "",
    ]
    rows = [("topic", "answered", "accuracy", "mastery", "s/question", "")]
    for t in stats.topics:
        rows.append(
            (
                t.id,
                str(t.answered),
                f"{t.accuracy:.0%}" if t.accuracy is not None else "-",
                f"{t.mastery:.0%}" if t.mastery is not None else "-",
                f"{t.seconds_per_question:.0f}" if t.seconds_per_question is not None else "-",
                "slower than the exam's pace" if t.slower_than_pace else "",
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        cells = [row[0].ljust(widths[0])]
        cells += [cell.rjust(width) for cell, width in zip(row[1:5], widths[1:5], strict=True)]
        lines.append("  ".join([*cells, row[5]]).rstrip())
    return "\n".join(lines)


def _open(url: str | None) -> Database:
    """Open the database and bring the bundled banks up to date (first use imports them)."""
    from simulator.services.library import open_library

    return open_library(url or paths.default_database_url())
