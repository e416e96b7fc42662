"""`exam-simulator results …`: the class report from result files or a server, and hand-ins.

`results report` prints the class report and writes it as CSV/HTML, a gradebook (one
row per student), Moodle's grade import and the item analysis; with the instructor's
profile and a roster it flags results sat under other rules and lists who is missing.
`results send` hands in result files collected by hand to a results server.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from simulator.cli.common import fail, open_database, print_problems, terminal_safe
from simulator.services.start_view import db_display_name

if TYPE_CHECKING:
    from simulator.domain.class_report import ClassReport
    from simulator.domain.gradebook import RosterEntry
    from simulator.formats.profile import ExamProfile
    from simulator.services.results import LoadedResults


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    results = commands.add_parser("results", help="class reports from students' result files")
    actions = results.add_subparsers(dest="results_command", metavar="ACTION", required=True)
    report = actions.add_parser(
        "report", help="class summary and item analysis of a folder of result files"
    )
    report.add_argument(
        "folder", type=Path, nargs="?", metavar="DIR", help="folder of *.json result files"
    )
    report.add_argument(
        "--db",
        dest="report_db",
        metavar="URL",
        help="read the results a classroom results server received, with its admin URL "
        "(instead of DIR)",
    )
    report.add_argument("--csv", type=Path, metavar="OUT", help="also write the report as CSV")
    report.add_argument(
        "--html", type=Path, metavar="OUT", help="also write the report as one HTML page"
    )
    report.add_argument(
        "--profile",
        type=Path,
        metavar="PROFILE.yaml",
        help="the instructor's classroom profile: flag results sat under other settings, "
        "judge passes by its pass mark, read the answer key of a sealed build from its bank",
    )
    report.add_argument(
        "--roster",
        type=Path,
        metavar="STUDENTS.csv",
        help="the class list (a CSV with an ID column, and names): shows who has not handed in",
    )
    report.add_argument(
        "--attempt",
        choices=("first", "best", "last"),
        default="best",
        help="which attempt of a student counts when there are several (default: best)",
    )
    report.add_argument(
        "--gradebook", type=Path, metavar="OUT.csv", help="write the gradebook: one row per student"
    )
    report.add_argument(
        "--moodle",
        type=Path,
        metavar="OUT.csv",
        help="write the grades as Moodle's grade import CSV (ID number, names, percent)",
    )
    report.add_argument(
        "--items",
        type=Path,
        metavar="OUT.csv",
        help="write the item analysis: one row per question",
    )
    report.set_defaults(handler=class_report)
    send = actions.add_parser(
        "send",
        help="hand in result files (e.g. collected on a USB stick) to a results server",
        description="Each file is verified, then handed in as a laptop would; a file the "
        "server already holds is not stored twice. Exit 1 if any file was not sent.",
    )
    send.add_argument("files", type=Path, nargs="+", metavar="RESULT_FILE")
    send.add_argument(
        "--server",
        required=True,
        metavar="URL",
        help="the results server: the student URL (hand in only) or the admin URL",
    )
    send.set_defaults(handler=send_command)


def class_report(args: argparse.Namespace, url: str | None) -> int:
    from simulator.cli.human import FIGURES
    from simulator.formats.gradebook_tables import write_gradebook, write_items, write_moodle_grades
    from simulator.formats.report_tables import render_text, write_csv, write_html
    from simulator.services.results import ResultsError, load_results, load_server_results

    server_url = args.report_db or (url if args.folder is None else None)
    if args.folder is None and server_url is None:
        return fail("name a folder of result files, or a results server with --db ADMIN_URL")
    for output in (args.csv, args.html, args.gradebook, args.items, args.moodle):
        if output is not None and _reads(args, output):
            print(
                f"{output}: is one of the files this report reads; choose another file",
                file=sys.stderr,
            )
            return 1
    try:
        # The global --db is the library (the answer key), unless it names the server.
        server_from_global = args.folder is None and args.report_db is None
        context = _ReportContext(args, None if server_from_global else url)
    except _ReportInputError as exc:
        return exc.status
    try:
        if server_url is not None:
            loaded = load_server_results(server_url)
            source = db_display_name(server_url)
        else:
            loaded = load_results(args.folder)
            source = str(args.folder)
    except ResultsError as exc:
        return fail(exc)
    report = context.build(loaded, source)
    for warning in report.warnings:
        print(f"warning: {terminal_safe(warning)}", file=sys.stderr)
    if not report.banks:
        unusable = len(loaded.corrupt) + len(loaded.duplicates) + len(loaded.conflicts)
        found = f" ({unusable} file(s) could not be used)" if unusable else ""
        what = "no results have been received" if server_url else "no valid result files (*.json)"
        return fail(f"{source}: {what}{found}")
    # Figures for people the reader's way (text, HTML); the CSV files stay plain numbers.
    print(terminal_safe(render_text(report, include_warnings=False, figures=FIGURES)), end="")
    outputs: list[tuple[Path | None, Callable[[ClassReport, Path], None], str]] = [
        (args.csv, write_csv, "CSV report"),
        (args.html, lambda r, p: write_html(r, p, FIGURES), "HTML report"),
        (args.gradebook, write_gradebook, "gradebook"),
        (args.items, write_items, "item analysis"),
        (
            args.moodle,
            lambda r, p: write_moodle_grades(r, p, context.grade_item(r)),
            "Moodle grades",
        ),
    ]
    for output, write, kind in outputs:
        if output is None:
            continue
        try:
            write(report, output)
        except OSError as exc:
            print(f"{output}: cannot write: {exc.strerror or exc}", file=sys.stderr)
            return 1
        print(f"{output}: wrote the {kind}")
    return 0


def _reads(args: argparse.Namespace, output: Path) -> bool:
    """Whether `output` is (or links to) a file the report reads: a result file of the
    folder, the roster or the profile. Writing it would replace a student's result."""
    inputs = [args.roster, args.profile]
    if args.folder is not None and args.folder.is_dir():
        inputs += [entry for entry in args.folder.iterdir() if entry.is_file()]
    for path in inputs:
        try:
            if path is not None and os.path.samefile(path, output):
                return True
        except OSError:
            continue  # the output does not exist yet (or the input is reported later)
    return False


class _ReportInputError(Exception):
    """The profile or roster named on the command line cannot be used (already reported)."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


class _ReportContext:
    """What the instructor adds to the results: the profile, the roster, the attempt rule."""

    def __init__(self, args: argparse.Namespace, library_url: str | None) -> None:
        from simulator.domain.gradebook import AttemptChoice
        from simulator.formats.problems import FileProblemsError
        from simulator.formats.profile import load_profile
        from simulator.formats.roster import load_roster

        self.choice = AttemptChoice(args.attempt)
        self.library_url = library_url
        self.profile: ExamProfile | None = None
        self.roster: list[RosterEntry] = []
        try:
            if args.profile is not None:
                self.profile = load_profile(args.profile)
            if args.roster is not None:
                self.roster = load_roster(args.roster)
        except FileProblemsError as exc:
            print_problems(exc.problems)
            raise _ReportInputError(1) from None

    def build(self, loaded: LoadedResults, source: str) -> ClassReport:
        from dataclasses import replace

        from simulator.services.results import (
            expected_settings,
            report_from_loaded,
            with_answer_key,
        )

        expected = None
        if self.profile is not None:
            expected = expected_settings(self.profile)
            db = open_database(self.library_url)
            try:
                loaded = replace(loaded, results=with_answer_key(db, loaded.results))
            finally:
                db.close()
        return report_from_loaded(
            loaded, source=source, choice=self.choice, roster=self.roster, expected=expected
        )

    def grade_item(self, report: ClassReport) -> str:
        if self.profile is not None:
            return self.profile.name
        return report.banks[0].bank_title if report.banks else "Exam"


def send_command(args: argparse.Namespace, _url: str | None) -> int:
    from simulator.services.hand_in import send_result_files
    from simulator.services.start_view import DatabaseError

    try:
        sent = send_result_files(args.files, args.server)
    except DatabaseError as exc:
        return fail(exc)
    for item in sent:
        if item.ok:
            state = "handed in" if item.stored else "already on the server (not stored twice)"
            print(terminal_safe(f"{item.path}: {state}"))
        else:
            print(terminal_safe(f"{item.path}: {item.error}"), file=sys.stderr)
    failed = sum(1 for item in sent if not item.ok)
    if failed:
        print(f"{failed} of {len(sent)} file(s) not sent", file=sys.stderr)
    return 1 if failed else 0
