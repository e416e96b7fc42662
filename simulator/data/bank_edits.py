"""Managing banks and their topics in the app: rename, delete, and reshape topics.

A deleted bank is hidden, not dropped: its attempts stay readable in History, and
importing its file again brings it back (see bank_sync.sync_bank). Topics are never dropped
either, since past answers name them: a deleted or merged topic is retired once its
questions have moved. Renames are marked, so a re-import keeps them.
"""

from __future__ import annotations

from typing import Any, cast

from sqlalchemy import func, select, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.orm import Session

from simulator.data.banks import find_bank
from simulator.data.orm import AttemptRow, QuestionRow, TopicRow
from simulator.data.question_edits import WorkshopError, bank_row
from simulator.data.records import AttemptStatus, utcnow
from simulator.domain.model import MAX_TITLE_LENGTH, invalid_id


def rename_bank(session: Session, bank_key: str, title: str) -> str:
    """Give the bank a new title (kept by later imports of its file); the old title."""
    bank = bank_row(session, bank_key)
    cleaned = clean_title(title, "bank title")
    old, bank.title, bank.title_edited = bank.title, cleaned, True
    bank.updated_at = utcnow()
    return old


def clean_title(title: str, what: str) -> str:
    """The title without surrounding blanks; WorkshopError when empty or too long."""
    cleaned = " ".join(title.split())
    if not cleaned:
        raise WorkshopError(f"the {what} must not be empty")
    if len(cleaned) > MAX_TITLE_LENGTH:
        raise WorkshopError(
            f"the {what} is {len(cleaned)} characters long; at most {MAX_TITLE_LENGTH}"
        )
    return cleaned


def delete_bank(session: Session, bank_key: str) -> int:
    """Hide the bank from every list; its unfinished attempts are discarded (abandoned,
    as the start page's "discard" does). How many unfinished attempts that was."""
    bank = bank_row(session, bank_key)
    now = utcnow()
    abandoned = cast(
        CursorResult[Any],
        session.execute(
            update(AttemptRow)
            .where(AttemptRow.bank_id == bank.id, AttemptRow.status == AttemptStatus.IN_PROGRESS)
            .values(status=AttemptStatus.ABANDONED, finished_at=now)
        ),
    ).rowcount
    bank.deleted_at = now
    return int(abandoned or 0)


def is_deleted(session: Session, bank_key: str) -> bool:
    bank = find_bank(session, bank_key, include_deleted=True)
    return bank is not None and bank.deleted_at is not None


def _topic(session: Session, bank_id: int, key: str) -> TopicRow | None:
    return session.scalar(select(TopicRow).where(TopicRow.bank_id == bank_id, TopicRow.key == key))


def add_topic(session: Session, bank_key: str, key: str, title: str, description: str = "") -> None:
    """A new topic (or a deleted one back, under the new title)."""
    bank = bank_row(session, bank_key)
    problem = invalid_id("topic id", key)
    if problem:
        raise WorkshopError(problem)
    cleaned = clean_title(title, "topic title")
    row = _topic(session, bank.id, key)
    if row is not None and not row.retired:
        raise WorkshopError(f"bank '{bank_key}' already has a topic '{key}'")
    if row is None:
        last = session.scalar(
            select(func.max(TopicRow.position)).where(TopicRow.bank_id == bank.id)
        )
        row = TopicRow(bank_id=bank.id, key=key, position=(last if last is not None else -1) + 1)
        session.add(row)
    row.title, row.description = cleaned, description.strip()
    row.retired, row.edited = False, True
    session.flush()


def rename_topic(
    session: Session, bank_key: str, key: str, title: str, description: str | None = None
) -> None:
    bank = bank_row(session, bank_key)
    row = _topic(session, bank.id, key)
    if row is None or row.retired:
        raise WorkshopError(f"bank '{bank_key}' has no topic '{key}'")
    row.title, row.edited = clean_title(title, "topic title"), True
    if description is not None:
        row.description = description.strip()


def merge_topics(session: Session, bank_key: str, sources: list[str], target: str) -> int:
    """Move every question of `sources` into `target` and retire the sources; how many
    questions moved. Deleting a topic is merging it into the one its questions go to."""
    from simulator.data.question_edits import move_questions

    bank = bank_row(session, bank_key)
    rows = {t.key: t for t in bank.topics if not t.retired}
    unknown = [key for key in [*sources, target] if key not in rows]
    if unknown:
        raise WorkshopError(f"bank '{bank_key}' has no topic '{unknown[0]}'")
    moving = [key for key in sources if key != target]
    keys = list(
        session.scalars(
            select(QuestionRow.key).where(
                QuestionRow.bank_id == bank.id,
                QuestionRow.topic_id.in_([rows[key].id for key in moving]),
                QuestionRow.deleted.is_(False),
            )
        )
    )
    moved = move_questions(session, bank_key, keys, target) if keys else 0
    for key in moving:
        rows[key].retired = rows[key].edited = True
    return moved


def retire_empty_topics(session: Session, bank_key: str, keep: set[str]) -> list[str]:
    """Retire the bank's topics that no longer hold any question (except `keep`)."""
    bank = bank_row(session, bank_key)
    holding = set(
        session.scalars(
            select(QuestionRow.topic_id)
            .where(QuestionRow.bank_id == bank.id, QuestionRow.deleted.is_(False))
            .distinct()
        )
    )
    retired = []
    for topic in bank.topics:
        if not topic.retired and topic.id not in holding and topic.key not in keep:
            topic.retired = topic.edited = True
            retired.append(topic.key)
    return retired


def ensure_topic(session: Session, bank_key: str, key: str, title: str, description: str) -> bool:
    """The topic exists afterwards (added, or a retired one back); True if it was not."""
    bank = bank_row(session, bank_key)
    row = _topic(session, bank.id, key)
    if row is not None and not row.retired:
        return False
    add_topic(session, bank_key, key, title, description)
    return True


def topic_sizes(session: Session, bank_key: str) -> list[tuple[str, str, str, int]]:
    """(id, title, description, active questions) of every topic not retired, in order
    (empty ones too: a topic just added has none yet)."""
    bank = bank_row(session, bank_key)
    counts = {
        topic_id: int(count)
        for topic_id, count in session.execute(
            select(QuestionRow.topic_id, func.count())
            .where(QuestionRow.bank_id == bank.id, QuestionRow.retired.is_(False))
            .group_by(QuestionRow.topic_id)
        )
    }
    return [
        (t.key, t.title, t.description, counts.get(t.id, 0)) for t in bank.topics if not t.retired
    ]
