"""`exam-simulator results …`: the instructor's class report from result files or a server."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from simulator.cli.common import fail, terminal_safe
from simulator.services.start_view import db_display_name


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
        help="read the results a classroom results server received (instead of DIR)",
    )
    report.add_argument("--csv", type=Path, metavar="OUT", help="also write the report as CSV")
    report.add_argument(
        "--html", type=Path, metavar="OUT", help="also write the report as one HTML page"
    )
    report.set_defaults(handler=class_report)


def class_report(args: argparse.Namespace, url: str | None) -> int:
    from simulator.formats.report_tables import render_text, write_csv, write_html
    from simulator.services.results import (
        ResultsError,
        load_results,
        load_submitted_results,
        report_from_loaded,
    )

    server_url = args.report_db or (url if args.folder is None else None)
    if args.folder is None and server_url is None:
        return fail("name a folder of result files, or a results server with --db URL")
    try:
        if server_url is not None:
            loaded = load_submitted_results(server_url)
            source = db_display_name(server_url)
        else:
            loaded = load_results(args.folder)
            source = str(args.folder)
    except ResultsError as exc:
        return fail(exc)
    report = report_from_loaded(loaded, source=source)
    for warning in report.warnings:
        print(f"warning: {terminal_safe(warning)}", file=sys.stderr)
    if not report.banks:
        unusable = len(loaded.corrupt) + len(loaded.duplicates)
        found = f" ({unusable} file(s) could not be used)" if unusable else ""
        what = "no results have been received" if server_url else "no valid result files (*.json)"
        return fail(f"{source}: {what}{found}")
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
