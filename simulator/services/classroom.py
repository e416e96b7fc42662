"""Classroom delivery: one JSON result file per finished attempt, written so nothing is lost.

A finished attempt's document first goes into the local outbox (a table in the
laptop's database), then is written to the profile's results folder atomically
(temp file, fsync, rename, fsync of the folder). If the folder is away (USB stick
pulled, share offline) the outbox keeps it and `deliver_pending` retries with
backoff; the file name is derived from the attempt, so a retry can never produce a
second copy.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import func, select

from simulator import __version__
from simulator.data.db import Database
from simulator.data.orm import AttemptRow, BankRow, OutboxRow, utcnow
from simulator.services.history import attempt_review
from simulator.services.results import compute_checksum

RESULT_FORMAT = "exam-simulator-result"
RESULT_FORMAT_VERSION = 1
RETRY_BASE_SECONDS = 5
RETRY_MAX_SECONDS = 300


@dataclass(frozen=True)
class Delivery:
    """What happened to one result: written to `path`, or kept in the outbox with `error`."""

    attempt_uuid: str
    path: Path | None
    error: str = ""

    @property
    def delivered(self) -> bool:
        return self.path is not None


def _iso(moment: datetime | None) -> str | None:
    if moment is None:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.isoformat(timespec="seconds")


def result_document(db: Database, attempt_id: int) -> dict[str, Any]:
    """Everything about a finished attempt, as docs/result-files.md describes, checksummed."""
    review = attempt_review(db, attempt_id)
    with db.session() as s:
        row = s.get(AttemptRow, attempt_id)
        assert row is not None
        bank = s.get(BankRow, row.bank_id)
        assert bank is not None
        meta = {
            "uuid": row.uuid,
            "student": {"name": row.student_name, "id": row.student_id},
            "profile": dict(row.profile),
            "bank": {"id": bank.key, "title": bank.title, "content_hash": row.bank_content_hash},
            "started_at": _iso(row.started_at),
            "finished_at": _iso(row.finished_at),
        }
    result = review.result
    spec = review.exam.spec
    questions = []
    for item, outcome in zip(review.exam.questions, result.outcomes, strict=True):
        order = [c.id for c in item.choices]
        questions.append(
            {
                "position": outcome.index + 1,
                "id": item.question_id,
                "topic": item.topic,
                "choices": [{"text": c.text, "correct": c.correct} for c in item.choices],
                "selected": sorted(order.index(choice_id) for choice_id in outcome.selected),
                "answered": outcome.answered,
                "correct": outcome.correct,
                "flagged": outcome.flagged,
                "time_spent_seconds": round(outcome.time_spent, 1),
            }
        )
    document: dict[str, Any] = {
        "format": RESULT_FORMAT,
        "format_version": RESULT_FORMAT_VERSION,
        "app_version": __version__,
        "attempt_uuid": meta["uuid"],
        "student": meta["student"],
        "profile": meta["profile"],
        "bank": meta["bank"],
        "exam": {
            "mode": spec.mode.value,
            "question_count": len(review.exam.questions),
            "time_limit_minutes": spec.time_limit_minutes,
            "passing_score": spec.passing_score,
            "seed": spec.seed,
            "topics": sorted(spec.topics),
        },
        "started_at": meta["started_at"],
        "finished_at": meta["finished_at"],
        "timed_out": result.timed_out,
        "time_used_seconds": round(result.time_used_seconds, 1),
        "score": {
            "correct": result.correct,
            "total": result.total,
            "percent": round(result.percent, 1),
            "passed": result.passed,
        },
        "topics": [
            {
                "id": t.topic,
                "title": review.topic_titles.get(t.topic, t.topic),
                "correct": t.correct,
                "total": t.total,
                "percent": round(t.percent, 1),
            }
            for t in result.by_topic
        ],
        "questions": questions,
    }
    document["checksum"] = {"algorithm": "sha256", "value": compute_checksum(document)}
    return document


def result_file_name(document: dict[str, Any]) -> str:
    """`<student>_<bank>_<YYYYmmdd-HHMMSS>_<uuid8>.json`, the same on every retry."""
    student = document["student"].get("id") or document["student"].get("name") or "student"
    slug = re.sub(r"[^A-Za-z0-9]+", "-", student).strip("-").lower() or "student"
    finished = (document.get("finished_at") or "").replace("-", "").replace(":", "")[:15]
    stamp = finished.replace("T", "-") or "unfinished"
    return f"{slug}_{document['bank']['id']}_{stamp}_{document['attempt_uuid'][:8]}.json"


def write_result_file(folder: Path, document: dict[str, Any]) -> Path:
    """Write atomically: a reader sees the whole file or none of it, never a part."""
    if not folder.is_dir():
        raise FileNotFoundError(f"the results folder {folder} is not available")
    final = folder / result_file_name(document)
    temporary = folder / f".{final.name}.tmp"
    data = json.dumps(document, ensure_ascii=False, indent=2).encode("utf-8")
    try:
        with open(temporary, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, final)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    _fsync_folder(folder)
    return final


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); Windows has no directory handles to sync."""
    if os.name != "posix":
        return
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def queue_result(db: Database, attempt_id: int, folder: Path) -> str:
    """Put a finished attempt's document into the outbox (idempotent per attempt and folder)."""
    document = result_document(db, attempt_id)
    uuid = document["attempt_uuid"]
    with db.session() as s:
        exists = s.scalar(
            select(OutboxRow.id).where(
                OutboxRow.attempt_uuid == uuid, OutboxRow.destination == str(folder)
            )
        )
        if exists is None:
            s.add(OutboxRow(attempt_uuid=uuid, destination=str(folder), payload=document))
    return uuid


def deliver_pending(
    db: Database, *, now: datetime | None = None, force: bool = False
) -> list[Delivery]:
    """Try every undelivered result whose retry time has come; returns what happened to each."""
    moment = now or utcnow()
    deliveries = []
    with db.session() as s:
        rows = list(
            s.scalars(
                select(OutboxRow).where(OutboxRow.delivered_at.is_(None)).order_by(OutboxRow.id)
            )
        )
        for row in rows:
            due = row.next_try_at
            if due is not None and due.tzinfo is None:
                due = due.replace(tzinfo=UTC)
            if not force and due is not None and due > moment:
                deliveries.append(Delivery(row.attempt_uuid, None, row.last_error))
                continue
            try:
                path = write_result_file(Path(row.destination), row.payload)
            except OSError as exc:
                row.attempts_made += 1
                row.last_error = str(exc)
                delay = min(
                    RETRY_MAX_SECONDS, RETRY_BASE_SECONDS * 2 ** min(row.attempts_made - 1, 10)
                )
                row.next_try_at = moment + timedelta(seconds=delay)
                deliveries.append(Delivery(row.attempt_uuid, None, row.last_error))
            else:
                row.delivered_at = moment
                row.last_error = ""
                deliveries.append(Delivery(row.attempt_uuid, path))
    return deliveries


def pending_count(db: Database) -> int:
    with db.session() as s:
        count = s.scalar(
            select(func.count()).select_from(OutboxRow).where(OutboxRow.delivered_at.is_(None))
        )
        return int(count or 0)


def deliver_result(db: Database, attempt_id: int, folder: Path) -> Delivery:
    """Queue then try at once: the usual path when an attempt ends."""
    uuid = queue_result(db, attempt_id, folder)
    for delivery in deliver_pending(db, force=True):
        if delivery.attempt_uuid == uuid:
            return delivery
    return Delivery(uuid, None, "not delivered")
