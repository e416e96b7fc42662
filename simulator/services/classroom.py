"""Classroom delivery: each finished attempt to a results folder and/or a results server.

A finished attempt's document first goes into the local outbox (a table in the
laptop's database), then is written to the profile's results folder atomically
(temp file, fsync, rename, fsync of the folder) and/or handed in to its results
server (`data.results_server`: the student role can only hand in). If the folder or
the server is away (USB stick pulled, network down) the outbox keeps it and
`deliver_pending` retries with backoff. File names and server rows are keyed by the
attempt's UUID, so a retry can never produce a second copy.

Some failures cannot heal by waiting (a name the file system refuses, a folder the
student may not write to, a server that refuses the login): those are marked
`lasting`, retried only rarely, and the student is told what to do instead.
"""

from __future__ import annotations

import errno
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from simulator import __version__
from simulator.data import attempts as attempt_store
from simulator.data import outbox, results_server
from simulator.data.db import Database
from simulator.data.errors import DatabaseError
from simulator.data.records import AttemptStatus, as_utc, utcnow
from simulator.formats.files import OutputFileError
from simulator.formats.result_file import (
    Sitting,
    result_file_name,
    write_result_file,
    write_result_to,
)
from simulator.formats.result_file import result_document as build_document
from simulator.services.history import review_of

_STATES = {
    AttemptStatus.SUBMITTED: "submitted",
    AttemptStatus.TIMED_OUT: "timed_out",
    AttemptStatus.ABANDONED: "abandoned",
}
RETRY_BASE_SECONDS = 5
RETRY_MAX_SECONDS = 300


@dataclass(frozen=True)
class Delivery:
    """What happened to one result at one destination: delivered `to` somewhere, or kept
    in the outbox with `error`; `lasting` when waiting will not mend that error."""

    attempt_uuid: str
    destination: str
    to: str | None
    error: str = ""
    lasting: bool = False

    @property
    def delivered(self) -> bool:
        return self.to is not None


def is_server_url(destination: str) -> bool:
    """Outbox destinations are folders, or database URLs of a results server."""
    return "://" in destination


def result_document(db: Database, attempt_id: int) -> dict[str, Any]:
    """The finished attempt's result document (docs/result-files.md), checksummed."""
    with db.session() as s:
        stored = attempt_store.load_attempt(s, attempt_id)
    review = review_of(stored)
    base = stored.profile.get("base_time_limit_minutes")
    sitting = Sitting(
        attempt_uuid=stored.uuid,
        student_name=stored.student_name,
        student_id=stored.student_id,
        profile=stored.profile,
        bank_id=stored.bank_id,
        bank_title=stored.bank_title,
        bank_content_hash=stored.bank_content_hash,
        started_at=as_utc(stored.started_at),
        finished_at=as_utc(stored.finished_at) if stored.finished_at else None,
        state=_STATES.get(stored.status, "submitted"),
        downtime_seconds=stored.downtime_seconds,
        extra_time_percent=stored.extra_time_percent,
        base_time_limit_minutes=base if isinstance(base, int) else None,
    )
    return build_document(
        sitting, review.exam, review.result, review.topic_titles, app_version=__version__
    )


def queue_result(db: Database, attempt_id: int, destinations: list[str]) -> str:
    """Put a finished (or abandoned) attempt's document into the outbox, once per destination."""
    document = result_document(db, attempt_id)
    with db.session(exclusive=True) as s:
        outbox.queue(s, document, destinations)
    return str(document["attempt_uuid"])


def deliver_pending(
    db: Database, *, now: datetime | None = None, force: bool = False
) -> list[Delivery]:
    """Try every undelivered result whose retry time has come; returns what happened to each.

    Each delivery runs outside any local transaction (a server may take seconds to
    answer), and its outcome is recorded in a short transaction of its own.
    """
    moment = now or utcnow()
    with db.session() as s:
        waiting = outbox.pending(s)
    deliveries = []
    for item in waiting:
        uuid, destination = item.attempt_uuid, item.destination
        if not force and item.due is not None and item.due > moment:
            deliveries.append(Delivery(uuid, destination, None, item.last_error))
            continue
        try:
            where = _send(destination, item.document)
        except (OSError, DatabaseError) as exc:
            lasting = is_lasting(exc)
            deliveries.append(Delivery(uuid, destination, None, _reason(exc), lasting))
            backoff = lasting_delay if lasting else retry_delay
            with db.session(exclusive=True) as s:
                outbox.record_failure(s, item.row_id, _reason(exc), moment, backoff)
        else:
            deliveries.append(Delivery(uuid, destination, where))
            with db.session(exclusive=True) as s:
                outbox.mark_delivered(s, item.row_id, moment)
    return deliveries


def retry_delay(failures: int) -> float:
    """Seconds to wait after the `failures`-th failed delivery: doubling, capped."""
    return float(min(RETRY_MAX_SECONDS, RETRY_BASE_SECONDS * 2 ** min(failures - 1, 10)))


def lasting_delay(_failures: int) -> float:
    """An error that will not heal is still retried (someone may mend it), but rarely."""
    return float(RETRY_MAX_SECONDS)


#: File-system errors that no amount of waiting mends: a name too long, no permission,
#: a read-only or full medium, a file where the folder should be. (A FIFO, device or
#: folder where the result file should be is an OutputFileError: lasting too.)
LASTING_ERRNOS = frozenset(
    {
        errno.ENAMETOOLONG,
        errno.EACCES,
        errno.EPERM,
        errno.EROFS,
        errno.ENOSPC,
        errno.EDQUOT,
        errno.EINVAL,
        errno.ENOTDIR,
        errno.EISDIR,
        errno.EFBIG,
    }
)


def is_lasting(exc: BaseException) -> bool:
    """True when retrying cannot deliver: the student must be told what to do instead."""
    if isinstance(exc, results_server.HandInRefusedError | OutputFileError):
        return True
    return isinstance(exc, OSError) and exc.errno in LASTING_ERRNOS


def _send(destination: str, document: dict[str, Any]) -> str:
    if is_server_url(destination):
        results_server.hand_in(destination, document)
        return "the class results server"
    return str(write_result_file(Path(destination), document))


def _reason(exc: BaseException) -> str:
    if isinstance(exc, OSError) and exc.strerror:  # the destination is named beside it
        return exc.strerror[:1].lower() + exc.strerror[1:]
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__


def pending_count(db: Database) -> int:
    with db.session() as s:
        return outbox.pending_count(s)


def deliver_result(db: Database, attempt_id: int, destinations: list[str]) -> list[Delivery]:
    """Queue then try at once: the usual path when an attempt ends."""
    uuid = queue_result(db, attempt_id, destinations)
    return [d for d in deliver_pending(db, force=True) if d.attempt_uuid == uuid]


def save_result_copy(db: Database, attempt_uuid: str, path: Path) -> Path:
    """Write the attempt's result file to `path` (a student's copy for the instructor, when
    delivery cannot work); raises OSError as writing does, LookupError if nothing is queued."""
    with db.session() as s:
        document = outbox.document_of(s, attempt_uuid)
    if document is None:
        raise LookupError(f"no result of attempt {attempt_uuid} is waiting")
    return write_result_to(path, document)


def suggested_file_name(db: Database, attempt_uuid: str) -> str:
    """The name the results folder would give the attempt's result file."""
    with db.session() as s:
        document = outbox.document_of(s, attempt_uuid)
    return result_file_name(document) if document else f"result-{attempt_uuid[:8]}.json"
