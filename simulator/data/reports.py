"""Reported questions: "Report a problem with this question", and resolving reports."""

from __future__ import annotations

from typing import Any, cast

from sqlalchemy import select, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.orm import Session

from simulator.data.orm import QuestionReportRow, QuestionRow
from simulator.data.question_edits import WorkshopError, bank_row
from simulator.data.records import utcnow

MAX_NOTE_LENGTH = 2000


def report_question(
    session: Session, bank_key: str, question_key: str, note: str, attempt_id: int | None = None
) -> int:
    """Store a report on the question; its id."""
    bank = bank_row(session, bank_key)
    question_id = session.scalar(
        select(QuestionRow.id).where(
            QuestionRow.bank_id == bank.id, QuestionRow.key == question_key
        )
    )
    if question_id is None:
        raise WorkshopError(f"bank '{bank_key}' has no question '{question_key}'")
    row = QuestionReportRow(
        question_id=question_id,
        bank_id=bank.id,
        note=note.strip()[:MAX_NOTE_LENGTH],
        attempt_id=attempt_id,
    )
    session.add(row)
    session.flush()
    return row.id


def resolve_reports(session: Session, bank_key: str, question_key: str) -> int:
    """Mark the question's open reports resolved; how many."""
    bank = bank_row(session, bank_key)
    question_id = select(QuestionRow.id).where(
        QuestionRow.bank_id == bank.id, QuestionRow.key == question_key
    )
    result = cast(
        CursorResult[Any],
        session.execute(
            update(QuestionReportRow)
            .where(
                QuestionReportRow.question_id.in_(question_id.scalar_subquery()),
                QuestionReportRow.resolved_at.is_(None),
            )
            .values(resolved_at=utcnow())
        ),
    )
    return int(result.rowcount or 0)
