"""`exam-simulator questions BANK_ID`: a bank's questions, searched as the Banks page does."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from simulator.cli import human
from simulator.cli.common import fail, open_database, terminal_safe

if TYPE_CHECKING:
    from simulator.services.workshop import QuestionListing


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    questions = commands.add_parser(
        "questions",
        help="list a bank's questions: search text, topic, reported ones; as a table or JSON",
    )
    questions.add_argument("bank_id", metavar="BANK_ID")
    questions.add_argument(
        "--search",
        metavar="TEXT",
        help="only questions whose prompt, choices or explanations contain every word"
        " (case and accents ignored)",
    )
    questions.add_argument("--topic", metavar="ID", help="only questions of this topic")
    questions.add_argument(
        "--scenario",
        metavar="ID",
        help="only the questions of this case study (a scenario id of the bank)",
    )
    questions.add_argument(
        "--reported", action="store_true", help="only questions with an open problem report"
    )
    questions.add_argument(
        "--json",
        action="store_true",
        help='print [{"id", "topic", "type", "prompt", "seen", "correct", "due"}]; "type" is'
        " choice, matching, ordering, short-answer or numeric, and a choice question adds"
        ' "select": single or multi, a case study\'s question "scenario": its id',
    )
    questions.set_defaults(handler=list_questions)


def list_questions(args: argparse.Namespace, url: str | None) -> int:
    from simulator.domain.question_search import QuestionFilter, QuestionIndex
    from simulator.services.topics import topics_of
    from simulator.services.workshop import WorkshopError, bank_scenarios
    from simulator.services.workshop import list_questions as listed

    db = open_database(url)
    try:
        listings = listed(db, args.bank_id)
        topics = {t.id for t in topics_of(db, args.bank_id)}
        cases = {s.id for s in bank_scenarios(db, args.bank_id)}
    except WorkshopError as exc:
        return fail(exc)
    finally:
        db.close()
    if args.topic is not None and args.topic not in topics:
        return fail(
            f"bank '{args.bank_id}' has no topic '{args.topic}' (its topics: {', '.join(sorted(topics))})"
        )
    if args.scenario is not None and args.scenario not in cases:
        known = ", ".join(sorted(cases)) or "none"
        return fail(
            f"bank '{args.bank_id}' has no scenario '{args.scenario}' (its scenarios: {known})"
        )
    wanted = QuestionFilter(
        text=args.search or "",
        topic=args.topic,
        show="reported" if args.reported else "all",
        scenario=args.scenario,
    )
    shown = [listings[i] for i in QuestionIndex(listings).matching(wanted)]
    if args.json:
        print(json.dumps([_json_row(q) for q in shown], indent=2, ensure_ascii=False))
        return 0
    if not shown:
        print("no questions match", file=sys.stderr)
        return 0
    width = max(len(q.id) for q in shown)
    topic_width = max(len(q.topic) for q in shown)
    kind_width = max(len(q.kind) for q in shown)
    for q in shown:
        right = f"{human.percent(q.correct / q.seen):>4}" if q.seen else "   -"
        due = human.day(q.due.astimezone()) if q.due is not None else "-"
        prompt = " ".join(q.prompt.split())
        if len(prompt) > 70:
            prompt = prompt[:69] + "…"
        reported = f"  [{q.reported} report(s)]" if q.reported else ""
        print(
            terminal_safe(
                f"{q.id:<{width}}  {q.topic:<{topic_width}}  {q.kind:<{kind_width}}  seen {q.seen:>3}"
                f"  {right}  due {due:<10}  {prompt}{reported}"
            )
        )
    return 0


def _json_row(q: QuestionListing) -> dict[str, Any]:
    """One question as `--json` prints it: the contract's keys (DESIGN.md section 5), "type"
    in the bank file's words (section 3), "select" on a choice question and "scenario" on
    a case study's question."""
    row: dict[str, Any] = {
        "id": q.id,
        "topic": q.topic,
        "type": q.question_type,
        "prompt": q.prompt,
        "seen": q.seen,
        "correct": q.correct,
        "due": q.due.isoformat() if q.due is not None else None,
    }
    if q.select is not None:
        row["select"] = q.select
    if q.scenario:
        row["scenario"] = q.scenario
    return row
