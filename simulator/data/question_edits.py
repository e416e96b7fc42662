"""Changing a bank's questions in the app: edit, add, retire, restore, move and delete.

Every change marks the question as edited (`edited_at`), which a later import of the
bank's file respects (see bank_sync.sync_bank), and a change of content first keeps the
version that answers show (question_versions), so history stays as it was. A save names
the version it was edited from; if another window (or an import) changed the question
meanwhile, nothing is written and the caller gets both versions to show.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import replace

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from simulator.data.bank_sync import question_fingerprint
from simulator.data.banks import draw_key, find_bank, load_choices, load_questions, to_question
from simulator.data.orm import (
    AnswerRow,
    BankRow,
    ChoiceRow,
    ExhibitRow,
    QuestionReportRow,
    QuestionRow,
)
from simulator.data.question_versions import count_new_versions, keep_shown_versions
from simulator.data.records import QuestionReport, StoredQuestion, utcnow
from simulator.data.scenarios import scenario_json
from simulator.data.type_columns import payload_json
from simulator.domain.model import Question


class WorkshopError(ValueError):
    """A change the bank cannot take (unknown bank, topic or question, a taken id);
    the message is for the user."""


class QuestionChangedError(Exception):
    """The question changed since the editor opened it; `current` is how it is now
    (None: it was deleted meanwhile)."""

    def __init__(self, current: StoredQuestion | None) -> None:
        self.current = current
        super().__init__("the question was changed elsewhere since it was opened")


def bank_row(session: Session, bank_key: str) -> BankRow:
    bank = find_bank(session, bank_key)
    if bank is None:
        raise WorkshopError(f"no bank '{bank_key}'")
    return bank


def _question_row(session: Session, bank: BankRow, key: str) -> QuestionRow | None:
    return session.scalar(
        select(QuestionRow).where(
            QuestionRow.bank_id == bank.id, QuestionRow.key == key, QuestionRow.deleted.is_(False)
        )
    )


def stored_question(session: Session, bank_key: str, key: str) -> StoredQuestion | None:
    """The question as the editor opens it, with its version and reports."""
    bank = bank_row(session, bank_key)
    row = _question_row(session, bank, key)
    if row is None:
        return None
    return _stored(session, bank, row)


def _stored(session: Session, bank: BankRow, row: QuestionRow) -> StoredQuestion:
    topic_keys = {t.id: t.key for t in bank.topics}
    choices = load_choices(session, [row.id])[row.id]
    reports = tuple(
        QuestionReport(r.id, r.note, r.reported_at, r.resolved_at is not None)
        for r in session.scalars(
            select(QuestionReportRow)
            .where(QuestionReportRow.question_id == row.id)
            .order_by(QuestionReportRow.reported_at.desc(), QuestionReportRow.id.desc())
        )
    )
    return StoredQuestion(
        bank_id=bank.key,
        question=to_question(row, topic_keys[row.topic_id], choices),
        version=row.version,
        retired=row.retired,
        edited=row.edited_at is not None,
        reports=reports,
    )


def _active_topic_ids(bank: BankRow) -> dict[str, int]:
    return {t.key: t.id for t in bank.topics if not t.retired}


def save_question(
    session: Session,
    bank_key: str,
    question: Question,
    choice_rows: Sequence[int | None],
    expected_version: int | None,
) -> StoredQuestion:
    """Store an edited (or, with `expected_version` None, a new) question.

    `choice_rows[i]` is the stored row of `question.choices[i]` (None for a new
    choice): a choice keeps its row when its text is corrected, so statistics by choice
    stay attached. Raises QuestionChangedError when the stored version is no longer
    `expected_version`, WorkshopError for an unknown topic or a taken id.
    """
    bank = bank_row(session, bank_key)
    topics = _active_topic_ids(bank)
    if question.topic not in topics:
        raise WorkshopError(f"bank '{bank_key}' has no topic '{question.topic}'")
    now = utcnow()
    row = session.scalar(
        select(QuestionRow).where(QuestionRow.bank_id == bank.id, QuestionRow.key == question.id)
    )
    if expected_version is None:
        if row is not None:
            raise WorkshopError(f"the bank already has a question '{question.id}'")
        last = session.scalar(
            select(func.max(QuestionRow.position)).where(QuestionRow.bank_id == bank.id)
        )
        row = QuestionRow(
            bank_id=bank.id,
            key=question.id,
            position=(last if last is not None else -1) + 1,
            draw_key=draw_key(question.id),
            version=1,
        )
        session.add(row)
    else:
        if row is None or row.deleted:
            raise QuestionChangedError(None)
        if row.version != expected_version:
            raise QuestionChangedError(_stored(session, bank, row))
        keep_shown_versions(session, [row.id])
    row.topic_id = topics[question.topic]
    row.prompt = question.prompt
    row.explanation_short = question.explanation.short
    row.explanation_full = question.explanation.full
    row.shuffle = question.shuffle
    row.difficulty = question.difficulty
    row.references = list(question.references)
    row.tags = list(question.tags)
    row.type = question.type.value
    row.payload = payload_json(question.payload)
    # The case study as the bank has it now: a changed scenario is a new version, as a
    # changed prompt is (the versions answers showed keep theirs).
    row.scenario = scenario_json(question.scenario)
    row.content_hash = question_fingerprint(question)
    row.edited_at = now
    session.flush()
    _store_choices(session, row.id, question, choice_rows)
    if expected_version is not None:
        count_new_versions(session, [row.id])
    session.flush()
    session.refresh(row)
    return _stored(session, bank, row)


def _store_choices(
    session: Session, question_id: int, question: Question, choice_rows: Sequence[int | None]
) -> None:
    stored = {
        c.id: c
        for c in session.scalars(select(ChoiceRow).where(ChoiceRow.question_id == question_id))
    }
    used: set[int] = set()
    for position, (choice, row_id) in enumerate(zip(question.choices, choice_rows, strict=True)):
        row = stored.get(row_id) if row_id is not None else None
        if row is None:
            row = ChoiceRow(question_id=question_id)
            session.add(row)
        else:
            used.add(row.id)
        row.position, row.text, row.correct, row.why = (
            position,
            choice.text,
            choice.correct,
            choice.why,
        )
        row.retired = False
    for row in stored.values():
        if row.id not in used:
            row.retired = True


def _rows(session: Session, bank: BankRow, keys: Iterable[str]) -> list[QuestionRow]:
    wanted = sorted(set(keys))
    found: list[QuestionRow] = []
    for start in range(0, len(wanted), 500):
        found.extend(
            session.scalars(
                select(QuestionRow).where(
                    QuestionRow.bank_id == bank.id,
                    QuestionRow.key.in_(wanted[start : start + 500]),
                    QuestionRow.deleted.is_(False),
                )
            )
        )
    missing = sorted(set(wanted) - {row.key for row in found})
    if missing:
        shown = ", ".join(missing[:5]) + (" …" if len(missing) > 5 else "")
        raise WorkshopError(f"bank '{bank.key}' has no question {shown}")
    return found


def set_retired(session: Session, bank_key: str, keys: Iterable[str], retired: bool) -> int:
    """Retire questions (kept, never drawn) or restore them; how many changed."""
    bank = bank_row(session, bank_key)
    changed = [row for row in _rows(session, bank, keys) if row.retired != retired]
    now = utcnow()
    for row in changed:
        row.retired, row.edited_at = retired, now
    return len(changed)


def move_questions(session: Session, bank_key: str, keys: Iterable[str], topic: str) -> int:
    """Put questions into another topic; how many moved. Past answers keep their topic."""
    bank = bank_row(session, bank_key)
    topics = _active_topic_ids(bank)
    if topic not in topics:
        raise WorkshopError(f"bank '{bank_key}' has no topic '{topic}'")
    rows = [row for row in _rows(session, bank, keys) if row.topic_id != topics[topic]]
    _move(session, bank, rows, topic, topics[topic])
    return len(rows)


def _move(
    session: Session, bank: BankRow, rows: list[QuestionRow], topic: str, topic_id: int
) -> None:
    """Move `rows` to the topic, with their fingerprints (what a re-import compares)."""
    full = load_questions(session, bank.key, [row.key for row in rows])
    now = utcnow()
    for row in rows:
        row.topic_id, row.edited_at = topic_id, now
        question = full.get(row.key)
        if question is not None:
            row.content_hash = question_fingerprint(replace(question, topic=topic))
    session.flush()


def delete_questions(session: Session, bank_key: str, keys: Iterable[str]) -> int:
    """Remove questions from the bank; how many. One that answers show stays stored,
    hidden (past attempts still show it); the others are deleted outright."""
    bank = bank_row(session, bank_key)
    rows = _rows(session, bank, keys)
    ids = [row.id for row in rows]
    answered: set[int] = set()
    for start in range(0, len(ids), 500):
        answered.update(
            session.scalars(
                select(AnswerRow.question_id)
                .where(AnswerRow.question_id.in_(ids[start : start + 500]))
                .distinct()
            )
        )
    now = utcnow()
    unused = [row.id for row in rows if row.id not in answered]
    for row in rows:
        if row.id in answered:
            row.deleted = row.retired = True
            row.edited_at = now
    session.flush()
    for start in range(0, len(unused), 500):
        chunk = unused[start : start + 500]
        session.execute(delete(ChoiceRow).where(ChoiceRow.question_id.in_(chunk)))
        session.execute(
            delete(QuestionRow)
            .where(QuestionRow.id.in_(chunk))
            .execution_options(synchronize_session=False)
        )
    return len(rows)


def question_keys(session: Session, bank_key: str) -> set[str]:
    """Every question id the bank has ever used (deleted ones too: ids are never reused)."""
    bank = bank_row(session, bank_key)
    return set(session.scalars(select(QuestionRow.key).where(QuestionRow.bank_id == bank.id)))


def store_exhibit(session: Session, bank_key: str, name: str, media_type: str, data: bytes) -> str:
    """Copy an image into the bank under `name` (or a free variant of it); the name used."""
    bank = bank_row(session, bank_key)
    digest = hashlib.sha256(data).hexdigest()
    taken = {
        row.name: row.sha256
        for row in session.scalars(select(ExhibitRow).where(ExhibitRow.bank_id == bank.id))
    }
    stem, dot, suffix = name.rpartition(".")
    if not dot:
        stem, suffix = name, ""
    candidate, number = name, 1
    while candidate in taken and taken[candidate] != digest:
        number += 1
        candidate = f"{stem}-{number}.{suffix}" if suffix else f"{stem}-{number}"
    if candidate not in taken:
        session.add(
            ExhibitRow(
                bank_id=bank.id, name=candidate, media_type=media_type, sha256=digest, data=data
            )
        )
    return candidate
