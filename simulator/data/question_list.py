"""A bank's questions as a list: what the bank browser and `questions` show of each.

One grouped query per concern (choices, running totals, memory, open reports), never one
per question, so a 100,000-question bank lists in about a second; the browser then
filters that list in memory as the user types.
"""

from __future__ import annotations

from collections import defaultdict

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from simulator.data.banks import find_bank
from simulator.data.orm import (
    AttemptRow,
    ChoiceRow,
    QuestionMemoryRow,
    QuestionReportRow,
    QuestionRow,
    QuestionStatRow,
)
from simulator.data.records import FINISHED, QuestionListing, as_utc
from simulator.data.type_columns import payload_of
from simulator.domain.question_search import fold
from simulator.domain.question_types import payload_texts

BATCH = 20_000


def list_questions(
    session: Session, bank_key: str, *, include_retired: bool = True
) -> list[QuestionListing] | None:
    """Every question of the bank in file order (None: no such bank).

    Retired questions are listed too (the browser shows them on request, to restore);
    questions the user deleted are not.
    """
    bank = find_bank(session, bank_key)
    if bank is None:
        return None
    topic_keys = {t.id: t.key for t in bank.topics}
    condition = [QuestionRow.bank_id == bank.id, QuestionRow.deleted.is_(False)]
    if not include_retired:
        condition.append(QuestionRow.retired.is_(False))
    totals = {
        question_id: (int(seen), int(missed), last)
        for question_id, seen, missed, last in session.execute(
            select(
                QuestionStatRow.question_id,
                QuestionStatRow.seen,
                QuestionStatRow.missed,
                QuestionStatRow.last_missed_attempt,
            ).where(QuestionStatRow.bank_id == bank.id)
        )
    }
    due = {
        question_id: as_utc(when)
        for question_id, when in session.execute(
            select(QuestionMemoryRow.question_id, QuestionMemoryRow.due).where(
                QuestionMemoryRow.bank_id == bank.id
            )
        )
    }
    reports = {
        question_id: int(count)
        for question_id, count in session.execute(
            select(QuestionReportRow.question_id, func.count())
            .where(QuestionReportRow.bank_id == bank.id, QuestionReportRow.resolved_at.is_(None))
            .group_by(QuestionReportRow.question_id)
        )
    }
    choices = _choice_texts(session, bank.id)
    listings = []
    for row in session.execute(
        select(
            QuestionRow.id,
            QuestionRow.key,
            QuestionRow.topic_id,
            QuestionRow.prompt,
            QuestionRow.explanation_short,
            QuestionRow.explanation_full,
            QuestionRow.retired,
            QuestionRow.edited_at,
            QuestionRow.type,
            QuestionRow.payload,
            QuestionRow.scenario["id"].as_string(),  # the id only: not its kilobytes of text
        )
        .where(*condition)
        .order_by(QuestionRow.position, QuestionRow.id)
        .execution_options(yield_per=BATCH)
    ):
        qid, key, topic_id, prompt, short, full, retired, edited_at, kind, data, case = row
        texts, correct_count = choices.get(qid, ("", 0))
        payload = payload_of(data)
        if payload is not None:  # matching, ordering, typed: its parts are its "choices"
            texts = "\n".join(payload_texts(payload))
        else:
            kind = "multi" if correct_count > 1 else "single"
        seen, missed, last_missed = totals.get(qid, (0, 0, None))
        listings.append(
            QuestionListing(
                id=key,
                topic=topic_keys[topic_id],
                kind=kind,
                prompt=prompt,
                search_text=fold(f"{key}\n{prompt}\n{texts}\n{short}\n{full}"),
                seen=seen,
                correct=seen - missed,
                last_missed_attempt=last_missed,
                due=due.get(qid),
                reported=reports.get(qid, 0),
                retired=bool(retired),
                edited=edited_at is not None,
                scenario=case or "",
            )
        )
    return listings


def _choice_texts(session: Session, bank_id: int) -> dict[int, tuple[str, int]]:
    """Per question: its active choices' texts (and whys), and how many are correct."""
    grouped: dict[int, list[str]] = defaultdict(list)
    correct: dict[int, int] = defaultdict(int)
    rows = session.execute(
        select(ChoiceRow.question_id, ChoiceRow.text, ChoiceRow.why, ChoiceRow.correct)
        .join(QuestionRow, QuestionRow.id == ChoiceRow.question_id)
        .where(QuestionRow.bank_id == bank_id, ChoiceRow.retired.is_(False))
        .order_by(ChoiceRow.question_id, ChoiceRow.position)
        .execution_options(yield_per=BATCH)
    )
    for question_id, text, why, is_correct in rows:
        grouped[question_id].append(f"{text}\n{why}" if why else text)
        if is_correct:
            correct[question_id] += 1
    return {qid: ("\n".join(texts), correct[qid]) for qid, texts in grouped.items()}


def recent_attempt_floor(session: Session, bank_key: str, attempts: int) -> int | None:
    """The oldest of the bank's last `attempts` finished attempts (row id), or None.

    A question was missed in those attempts when its `last_missed_attempt` is at least
    this (attempt ids grow as attempts start, as in the draw's recency).
    """
    bank = find_bank(session, bank_key, include_deleted=True)
    if bank is None:
        return None
    ids = list(
        session.scalars(
            select(AttemptRow.id)
            .where(AttemptRow.bank_id == bank.id, AttemptRow.status.in_(FINISHED))
            .order_by(AttemptRow.id.desc())
            .limit(attempts)
        )
    )
    return ids[-1] if ids else None
