"""The results server's side: storing pushed result documents, once per attempt."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from simulator.data.db import Database
from simulator.data.orm import SubmittedResultRow


def store_submitted_result(session: Session, document: dict[str, Any]) -> bool:
    """Store a pushed result; False when that attempt was already stored (a retried push).

    The unique attempt UUID decides, so two pushes racing each other still store one
    row: the loser's insert fails inside a savepoint and is reported as a duplicate.
    """
    uuid = str(document["attempt_uuid"])
    if session.scalar(select(SubmittedResultRow.id).where(SubmittedResultRow.attempt_uuid == uuid)):
        return False
    student = document.get("student") or {}
    row = SubmittedResultRow(
        attempt_uuid=uuid,
        bank_key=str((document.get("bank") or {}).get("id", "")),
        student_id=str(student.get("id", "")),
        student_name=str(student.get("name", "")),
        document=document,
    )
    try:
        with session.begin_nested():
            session.add(row)
    except IntegrityError:
        return False
    return True


def submitted_documents(session: Session) -> list[tuple[int, dict[str, Any]]]:
    """Every stored result as (row id, document), oldest first."""
    rows = session.execute(
        select(SubmittedResultRow.id, SubmittedResultRow.document).order_by(SubmittedResultRow.id)
    )
    return [(row_id, document) for row_id, document in rows]


def push_result(server: Database, document: dict[str, Any]) -> None:
    """Store a result on a results server; any failure there is a DatabaseError."""
    with server.session(exclusive=True) as session:
        store_submitted_result(session, document)
