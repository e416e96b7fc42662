"""Classroom delivery: each finished attempt to a results folder and/or a results server.

A finished attempt's document first goes into the local outbox (a table in the
laptop's database), then is written to the profile's results folder atomically
(temp file, fsync, rename, fsync of the folder) and/or pushed to its results server.
If the folder or the server is away (USB stick pulled, network down) the outbox
keeps it and `deliver_pending` retries with backoff. File names and server rows are
keyed by the attempt's UUID, so a retry can never produce a second copy.
"""

from __future__ import annotations

import json
import os
import re
import threading
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import func, select, update
from sqlalchemy.exc import SQLAlchemyError

from simulator import __version__
from simulator.data.db import Database, DatabaseError, open_database
from simulator.data.orm import AttemptRow, BankRow, OutboxRow, as_utc, utcnow
from simulator.data.results_store import store_submitted_result
from simulator.services.history import attempt_review
from simulator.services.results import RESULT_FORMAT, RESULT_FORMAT_VERSION, compute_checksum

RETRY_BASE_SECONDS = 5
RETRY_MAX_SECONDS = 300


@dataclass(frozen=True)
class Delivery:
    """What happened to one result at one destination: delivered `to` somewhere, or kept
    in the outbox with `error`."""

    attempt_uuid: str
    destination: str
    to: str | None
    error: str = ""

    @property
    def delivered(self) -> bool:
        return self.to is not None


def _iso(moment: datetime | None) -> str | None:
    return None if moment is None else as_utc(moment).isoformat(timespec="seconds")


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


def is_server_url(destination: str) -> bool:
    """Outbox destinations are folders, or database URLs of a results server."""
    return "://" in destination


def queue_result(db: Database, attempt_id: int, destinations: list[str]) -> str:
    """Put a finished attempt's document into the outbox, once per destination."""
    document = result_document(db, attempt_id)
    uuid = document["attempt_uuid"]
    with db.session() as s:
        for destination in destinations:
            exists = s.scalar(
                select(OutboxRow.id).where(
                    OutboxRow.attempt_uuid == uuid, OutboxRow.destination == destination
                )
            )
            if exists is None:
                s.add(OutboxRow(attempt_uuid=uuid, destination=destination, payload=document))
    return uuid


def deliver_pending(
    db: Database, *, now: datetime | None = None, force: bool = False
) -> list[Delivery]:
    """Try every undelivered result whose retry time has come; returns what happened to each.

    Each delivery runs outside any local transaction (a server may take seconds to
    answer), and its outcome is recorded in a short transaction of its own.
    """
    moment = now or utcnow()
    with db.session() as s:
        pending = [
            (
                row.id,
                row.attempt_uuid,
                row.destination,
                row.payload,
                row.next_try_at,
                row.last_error,
            )
            for row in s.scalars(
                select(OutboxRow).where(OutboxRow.delivered_at.is_(None)).order_by(OutboxRow.id)
            )
        ]
    deliveries = []
    for row_id, uuid, destination, payload, due, last_error in pending:
        if not force and due is not None and as_utc(due) > moment:
            deliveries.append(Delivery(uuid, destination, None, last_error))
            continue
        try:
            where = _send(destination, payload)
        except (OSError, DatabaseError, SQLAlchemyError) as exc:
            deliveries.append(Delivery(uuid, destination, None, _reason(exc)))
            _record_failure(db, row_id, _reason(exc), moment)
        else:
            deliveries.append(Delivery(uuid, destination, where))
            with db.session() as s:
                s.execute(
                    update(OutboxRow)
                    .where(OutboxRow.id == row_id)
                    .values(delivered_at=moment, last_error="")
                )
    return deliveries


def _send(destination: str, document: dict[str, Any]) -> str:
    if is_server_url(destination):
        server = _server(destination)
        with server.session() as s:
            store_submitted_result(s, document)
        return "the class results server"
    return str(write_result_file(Path(destination), document))


_servers: dict[str, Database] = {}
_servers_lock = threading.Lock()


def _server(url: str) -> Database:
    """One open connection pool per results server, shared by every push of this process."""
    with _servers_lock:
        if url not in _servers:
            _servers[url] = open_database(url)
        return _servers[url]


def _record_failure(db: Database, row_id: int, error: str, moment: datetime) -> None:
    with db.session() as s:
        row = s.get(OutboxRow, row_id)
        if row is None:
            return
        row.attempts_made += 1
        row.last_error = error
        delay = min(RETRY_MAX_SECONDS, RETRY_BASE_SECONDS * 2 ** min(row.attempts_made - 1, 10))
        row.next_try_at = moment + timedelta(seconds=delay)


def _reason(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__


def pending_count(db: Database) -> int:
    with db.session() as s:
        count = s.scalar(
            select(func.count()).select_from(OutboxRow).where(OutboxRow.delivered_at.is_(None))
        )
        return int(count or 0)


def deliver_result(db: Database, attempt_id: int, destinations: list[str]) -> list[Delivery]:
    """Queue then try at once: the usual path when an attempt ends."""
    uuid = queue_result(db, attempt_id, destinations)
    return [d for d in deliver_pending(db, force=True) if d.attempt_uuid == uuid]
