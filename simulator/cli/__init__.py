"""The `exam-simulator` command: opens the GUI by default, or runs a subcommand.

Each group of subcommands lives in its own module (`bank`, `questions`, `results`,
`stats`, `profile`, `classroom`) and registers its parser here. Qt is imported only
when a GUI path is taken, so the other commands start fast and run on machines without
a display. User mistakes end with a
message on stderr and exit status 1, never a traceback.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from simulator import __version__, paths
from simulator.cli import bank, classroom, profile, questions, results, stats
from simulator.cli.common import terminal_safe
from simulator.services.start_view import DatabaseError

__all__ = ["build_parser", "main", "terminal_safe"]

EPILOG = """\
examples:
  exam-simulator                                  open the app
  exam-simulator bank validate my-bank.yaml       check a bank file, line by line
  exam-simulator bank import my-bank.yaml notes.txt moodle.gift practice-exam.md
  exam-simulator bank convert page.txt -o page.yaml --topic inference
  exam-simulator bank convert quiz.xml -o quiz.yaml --format moodle-xml --strict
  exam-simulator bank export my-bank --format moodle-xml -o my-bank.xml
  exam-simulator bank rename my-bank --title "AWS Solutions Architect (my notes)"
  exam-simulator bank delete my-bank --yes
  exam-simulator questions my-bank --search "s3 lifecycle" --json
  exam-simulator bank topics my-bank --propose domains.yaml --apply
  exam-simulator --db sqlite:///class.db bank list
  exam-simulator profile check classroom.yaml     check a classroom profile before class
  exam-simulator classroom server init --admin-url postgresql+psycopg://teacher:pw@host/class
  exam-simulator results send stick/*.json --server STUDENT_URL
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
    for group in (bank, questions, results, stats, profile, classroom):
        group.register(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s: %(message)s")
    parser = build_parser()
    args = parser.parse_args(argv)
    database_url: str | None = args.db  # the default is resolved only by commands that use it
    try:
        if args.self_test:
            from simulator.selftest import run_self_test

            return run_self_test(args.profile)
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
    except BrokenPipeError:  # `… | head`: the reader has what it wanted
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # Python's own flush at exit stays quiet too
        return 141
