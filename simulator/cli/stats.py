"""`exam-simulator stats BANK_ID`: accuracy, mastery and pace per topic, due reviews, readiness.

The `--json` document is a contract (README, "Command line"); the text table is for people.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from simulator.cli import human
from simulator.cli.common import open_database, terminal_safe

if TYPE_CHECKING:
    from simulator.services.learning import BankStats


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
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
    stats.set_defaults(handler=bank_stats_command)


def bank_stats_command(args: argparse.Namespace, url: str | None) -> int:
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
    db = open_database(url)
    try:
        stats = bank_stats(db, args.bank_id, at)
    except UnknownBankError as exc:
        print(f"error: {terminal_safe(exc)}", file=sys.stderr)
        return 1
    finally:
        db.close()
    print(
        json.dumps(stats_json(stats), indent=2) if args.json else terminal_safe(stats_text(stats))
    )
    return 0


def stats_json(stats: BankStats) -> dict[str, object]:
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


def stats_text(stats: BankStats) -> str:
    """The table `stats` prints for people."""
    from simulator.domain.readiness import MIN_ANSWERS

    when = human.day_and_time(stats.at)
    if stats.readiness is None:
        chance = (
            f"not enough answers yet ({stats.recent_answers} recent; at least {MIN_ANSWERS},"
            " in every topic of the exam)"
        )
    else:
        r = stats.readiness
        chance = f"{human.percent(r.probability)} ({human.percent(r.low)}-{human.percent(r.high)})"
    pace = f"{human.number(stats.exam_pace)} s" if stats.exam_pace is not None else "untimed"
    lines = [
        f"{stats.title} ({stats.bank_id}) at {when}",
        f"Pass probability: {chance}",
        f"Due for review: {stats.due}",
        f"Full exam: {stats.blueprint.question_count} questions,"
        f" pass mark {human.percent(stats.blueprint.passing_score)}, pace {pace} per question",
        "",
    ]
    rows = [("topic", "answered", "accuracy", "mastery", "s/question", "")]
    for t in stats.topics:
        rows.append(
            (
                t.id,
                str(t.answered),
                human.percent(t.accuracy) if t.accuracy is not None else "-",
                human.percent(t.mastery) if t.mastery is not None else "-",
                human.number(t.seconds_per_question) if t.seconds_per_question is not None else "-",
                "slower than the exam's pace" if t.slower_than_pace else "",
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        cells = [row[0].ljust(widths[0])]
        cells += [cell.rjust(width) for cell, width in zip(row[1:5], widths[1:5], strict=True)]
        lines.append("  ".join([*cells, row[5]]).rstrip())
    return "\n".join(lines)
