"""Practice sets: which questions a set draws from, as the database knows them.

A set is "missed in the last N attempts", "flagged in the last N attempts", "never
seen" or "reported" (see `domain.blueprint.PracticeSet`), always among the bank's active
questions; the draw itself is the usual one (`domain.generator.draw_exam`).
"""

from __future__ import annotations

from collections import Counter

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from simulator.data.banks import find_bank
from simulator.data.orm import (
    AnswerRow,
    AttemptRow,
    QuestionReportRow,
    QuestionRow,
    QuestionStatRow,
)
from simulator.data.records import FINISHED
from simulator.domain.blueprint import PracticeSet


def practice_set_ids(session: Session, bank_key: str, chosen: PracticeSet) -> set[int]:
    """Row ids of the bank's active questions in the set."""
    bank = find_bank(session, bank_key)
    if bank is None:
        return set()
    active = select(QuestionRow.id).where(
        QuestionRow.bank_id == bank.id, QuestionRow.retired.is_(False)
    )
    if chosen.kind in ("missed", "flagged"):
        recent = (
            select(AttemptRow.id)
            .where(AttemptRow.bank_id == bank.id, AttemptRow.status.in_(FINISHED))
            .order_by(AttemptRow.id.desc())
            .limit(chosen.attempts)
            .scalar_subquery()
        )
        condition = (
            or_(AnswerRow.correct.is_(False), AnswerRow.correct.is_(None))
            if chosen.kind == "missed"
            else AnswerRow.flagged.is_(True)
        )
        query = select(AnswerRow.question_id).where(
            AnswerRow.attempt_id.in_(recent), condition, AnswerRow.question_id.in_(active)
        )
    elif chosen.kind == "never-seen":
        seen = select(QuestionStatRow.question_id).where(
            QuestionStatRow.bank_id == bank.id, QuestionStatRow.seen > 0
        )
        query = active.where(QuestionRow.id.not_in(seen))
    else:  # reported
        query = select(QuestionReportRow.question_id).where(
            QuestionReportRow.bank_id == bank.id,
            QuestionReportRow.resolved_at.is_(None),
            QuestionReportRow.question_id.in_(active),
        )
    return set(session.scalars(query.distinct()))


def practice_set_sizes(session: Session, bank_key: str, chosen: PracticeSet) -> dict[str, int]:
    """How many of the set's questions each topic holds (topic id -> count)."""
    bank = find_bank(session, bank_key)
    if bank is None:
        return {}
    ids = sorted(practice_set_ids(session, bank_key, chosen))
    topic_keys = {t.id: t.key for t in bank.topics}
    sizes: Counter[str] = Counter()
    for start in range(0, len(ids), 500):
        for topic_id in session.scalars(
            select(QuestionRow.topic_id).where(QuestionRow.id.in_(ids[start : start + 500]))
        ):
            sizes[topic_keys[topic_id]] += 1
    return dict(sizes)
