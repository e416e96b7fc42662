"""`exam-simulator profile check PROFILE.yaml`: is a classroom profile ready for class?

Exit 0 when it is (notes, such as a results folder just created or a question a sealed
build must leave out, are printed as warnings), 1 with `PROFILE:LINE: message` lines
when it is not. The banks it is checked against are the database's (`--db`, default:
the user's library with the bundled banks).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from simulator.cli import human
from simulator.cli.common import open_database, print_problems, terminal_safe

if TYPE_CHECKING:
    from simulator.domain.blueprint import BankOutline
    from simulator.formats.profile import ExamProfile


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    profile = commands.add_parser("profile", help="check a classroom exam profile before class")
    actions = profile.add_subparsers(dest="profile_command", metavar="ACTION", required=True)
    check = actions.add_parser(
        "check",
        help="check a profile against the installed banks, its results folder and server",
        description="Exit 0 when the profile is ready for class, or 1 with PROFILE:LINE: "
        "messages: an unknown bank or topic, a question count the topics cannot fill, a "
        "results folder that cannot be used (a missing one is created), a results server "
        "that refuses the student login or lets it read results. When the review hides the "
        "answers, warns of each question a sealed build must leave out.",
    )
    check.add_argument("profile", type=Path, metavar="PROFILE.yaml")
    check.add_argument(
        "--offline",
        action="store_true",
        help="do not try to log in to the results server (only check the driver is there)",
    )
    check.set_defaults(handler=check_command)


def check_command(args: argparse.Namespace, url: str | None) -> int:
    from simulator.formats.problems import ProfileError
    from simulator.formats.profile import load_profile
    from simulator.services.profiles import check_profile_in_library

    try:
        profile = load_profile(args.profile)
    except ProfileError as exc:
        print_problems(exc.problems)
        return 1
    db = open_database(url)
    try:
        result, banks = check_profile_in_library(db, profile, reach_server=not args.offline)
    finally:
        db.close()
    print_problems(result.problems)
    if not result.ok:
        return 1
    print(terminal_safe(f"{args.profile}: ready for class ({describe(profile, banks)})"))
    return 0


def describe(profile: ExamProfile, banks: dict[str, BankOutline]) -> str:
    """One line on what the students will sit, for the instructor to check by eye."""
    from simulator.domain.blueprint import Mode, default_time_limit

    bank = banks[profile.bank]
    chosen = list(profile.topics) or list(bank.topic_sizes)
    pool = sum(bank.topic_sizes[t] for t in chosen)
    count = profile.question_count or bank.exam.effective_question_count(pool)
    minutes = profile.time_limit_minutes
    if minutes is None:
        minutes = default_time_limit(bank, Mode.EXAM, count)
    passing = (
        profile.passing_score if profile.passing_score is not None else bank.exam.passing_score
    )
    clock = f"{minutes} min on the wall clock" if profile.wall_clock else f"{minutes} min"
    parts = [
        f"{profile.name}: bank {bank.id}",
        f"{count} questions from {len(chosen)} topic(s)",
        clock if minutes else "untimed",
        f"pass mark {human.percent(passing)}",
        f"{profile.attempts} attempt(s) per student",
        f"review: {profile.review.value}",
    ]
    if profile.accommodations:
        parts.append(f"{len(profile.accommodations)} student(s) with extra time")
    return ", ".join(parts)
