"""The local outbox: finished attempts' result documents waiting to reach their destinations.

A row per (attempt, destination). Rows are only ever marked delivered, never
deleted, so the laptop keeps a copy of every result it sent.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from simulator.data.orm import OutboxRow
from simulator.data.records import as_utc


@dataclass(frozen=True)
class PendingResult:
    """An undelivered document; `due` is when to try again (None: at once)."""

    row_id: int
    attempt_uuid: str
    destination: str
    document: dict[str, Any]
    due: datetime | None
    last_error: str


def queue(session: Session, document: dict[str, Any], destinations: list[str]) -> None:
    """Add the document once per destination (queueing again adds nothing)."""
    uuid = str(document["attempt_uuid"])
    for destination in destinations:
        exists = session.scalar(
            select(OutboxRow.id).where(
                OutboxRow.attempt_uuid == uuid, OutboxRow.destination == destination
            )
        )
        if exists is None:
            session.add(OutboxRow(attempt_uuid=uuid, destination=destination, payload=document))


def pending(session: Session) -> list[PendingResult]:
    """Every undelivered document, oldest first."""
    return [
        PendingResult(
            row.id,
            row.attempt_uuid,
            row.destination,
            row.payload,
            as_utc(row.next_try_at) if row.next_try_at is not None else None,
            row.last_error,
        )
        for row in session.scalars(
            select(OutboxRow).where(OutboxRow.delivered_at.is_(None)).order_by(OutboxRow.id)
        )
    ]


def mark_delivered(session: Session, row_id: int, moment: datetime) -> None:
    session.execute(
        update(OutboxRow).where(OutboxRow.id == row_id).values(delivered_at=moment, last_error="")
    )


def record_failure(
    session: Session, row_id: int, error: str, moment: datetime, backoff: Callable[[int], float]
) -> None:
    """Count a failed delivery and set the next try `backoff(failures so far)` seconds on."""
    row = session.get(OutboxRow, row_id)
    if row is None:
        return
    row.attempts_made += 1
    row.last_error = error
    row.next_try_at = moment + timedelta(seconds=backoff(row.attempts_made))


def pending_count(session: Session) -> int:
    count = session.scalar(
        select(func.count()).select_from(OutboxRow).where(OutboxRow.delivered_at.is_(None))
    )
    return int(count or 0)


def document_of(session: Session, attempt_uuid: str) -> dict[str, Any] | None:
    """The queued document of an attempt (every destination gets the same one)."""
    return session.scalar(
        select(OutboxRow.payload).where(OutboxRow.attempt_uuid == attempt_uuid).limit(1)
    )
