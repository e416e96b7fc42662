"""A bank file -> bank rows: syncing an imported bank, keeping its history and edits.

Syncing matches questions by their bank id and choices by their text, so edits keep
history attached: an unchanged question is left alone, an edited one is updated in
place, a removed one is retired (kept for old attempts), and a re-added one comes
back. Changes made in the workshop are kept unless the user asks to overwrite them.
New rows are inserted in bulk; per-row ORM work would dominate large imports. Reading
a stored bank back is `banks.py`.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import replace
from typing import Any

from sqlalchemy import insert, select, update
from sqlalchemy.orm import Session

from simulator.data.banks import draw_key, find_bank
from simulator.data.orm import BankRow, ChoiceRow, ExhibitRow, QuestionRow, SettingRow, TopicRow
from simulator.data.question_versions import count_new_versions, keep_shown_versions
from simulator.data.records import SyncCounts, utcnow
from simulator.data.scenarios import scenario_json, sync_scenarios
from simulator.data.startup import BUNDLED_FILES_KEY
from simulator.data.type_columns import payload_json
from simulator.domain.model import Bank, Exhibit, Question
from simulator.domain.seals import encode_seal

INSERT_BATCH = 2000


def question_fingerprint(question: Question) -> str:
    """A hash of everything about a question except its position in the file."""
    data = [
        question.topic,
        question.prompt,
        [[c.text, c.correct, c.why] for c in question.choices],
        question.explanation.short,
        question.explanation.full,
        question.shuffle,
        question.difficulty,
        list(question.references),
        list(question.tags),
    ]
    if question.payload is not None:  # choice questions hash as they did before types
        data.append(payload_json(question.payload))
    if question.sealed is not None:  # only then: every other fingerprint stays as it was
        data.append(encode_seal(question.sealed))
    if question.scenario is not None:  # a changed scenario changes its questions
        data.append(["scenario", scenario_json(question.scenario)])
    encoded = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
    return hashlib.sha256(encoded).hexdigest()


def sync_bank(
    session: Session,
    bank: Bank,
    *,
    content_hash: str,
    source: str,
    overwrite_edits: bool = False,
    restore_deleted: bool = True,
) -> SyncCounts:
    """Make the stored bank equal to `bank`, keeping every answer's history intact.

    Changes made in the app (edited, added, retired or moved questions, a renamed bank or
    topic) are kept unless `overwrite_edits`; `SyncCounts.kept` says how many questions
    kept theirs. A deleted bank comes back as the file has it (its local edits went with
    it), unless `restore_deleted` is False (bundled banks the user deleted stay deleted;
    only the file's hash is recorded, so the file is not read again on every start).
    """
    row = find_bank(session, bank.id, include_deleted=True)
    restored = False
    if row is None:
        row = BankRow(key=bank.id)
        session.add(row)
    elif row.deleted_at is not None:
        if not restore_deleted:
            row.content_hash, row.source = content_hash, source
            return SyncCounts()
        row.deleted_at = None
        overwrite_edits = restored = True
    if overwrite_edits or not row.title_edited:
        row.title, row.title_edited = bank.title, False
    row.description = bank.description
    row.question_count = bank.exam.question_count
    row.time_limit_minutes = bank.exam.time_limit_minutes
    row.passing_score = bank.exam.passing_score
    row.blueprint = dict(bank.exam.blueprint)
    row.scoring = bank.exam.scoring.value
    row.source = source
    row.content_hash = content_hash
    row.updated_at = utcnow()
    session.flush()
    topic_ids = _sync_topics(session, row, bank, overwrite_edits=overwrite_edits)
    _sync_exhibits(session, row.id, bank.exhibits)
    counts = _sync_questions(
        session, row.id, bank.questions, topic_ids, overwrite_edits=overwrite_edits
    )
    sync_scenarios(session, row.id, bank.scenarios)
    _revive_topics_in_use(session, row.id)
    return replace(counts, restored=True) if restored else counts


def _sync_exhibits(session: Session, bank_id: int, exhibits: tuple[Exhibit, ...]) -> None:
    """Store new and changed images; keep the rest (old attempts may still show them)."""
    stored = {
        row.name: row
        for row in session.scalars(select(ExhibitRow).where(ExhibitRow.bank_id == bank_id))
    }
    for exhibit in exhibits:
        digest = hashlib.sha256(exhibit.data).hexdigest()
        row = stored.get(exhibit.name)
        if row is None:
            session.add(
                ExhibitRow(
                    bank_id=bank_id,
                    name=exhibit.name,
                    media_type=exhibit.media_type,
                    sha256=digest,
                    data=exhibit.data,
                )
            )
        elif row.sha256 != digest:
            row.media_type, row.sha256, row.data = exhibit.media_type, digest, exhibit.data


def _sync_topics(
    session: Session, bank: BankRow, file_bank: Bank, *, overwrite_edits: bool
) -> dict[str, int]:
    topics = file_bank.topics
    in_file = {t.id for t in topics}
    existing = {t.key: t for t in bank.topics}
    for position, topic in enumerate(topics):
        row = existing.get(topic.id)
        if row is None:
            row = TopicRow(key=topic.id)
            bank.topics.append(row)
        elif row.edited and not overwrite_edits:  # renamed or deleted in the app: kept so
            row.position = position
            continue
        row.title, row.description, row.position = topic.title, topic.description, position
        row.retired = row.edited = False
    # Topics gone from the file stay (old answers point at them) but sort last; a topic
    # added in the app stays too, and keeps its questions unless the file's version wins.
    for key, row in existing.items():
        if key not in in_file:
            row.position = len(topics) + row.position
            if overwrite_edits:
                row.retired = True
    session.flush()
    return {t.key: t.id for t in bank.topics}


def _revive_topics_in_use(session: Session, bank_id: int) -> None:
    """A topic deleted in the app comes back when a question new in the file is in it
    (the question has to live somewhere)."""
    in_use = (
        select(QuestionRow.topic_id)
        .where(QuestionRow.bank_id == bank_id, QuestionRow.retired.is_(False))
        .distinct()
    )
    session.execute(
        update(TopicRow)
        .where(TopicRow.bank_id == bank_id, TopicRow.retired.is_(True), TopicRow.id.in_(in_use))
        .values(retired=False)
        .execution_options(synchronize_session=False)
    )


def _sync_questions(
    session: Session,
    bank_id: int,
    questions: tuple[Question, ...],
    topic_ids: dict[str, int],
    *,
    overwrite_edits: bool,
) -> SyncCounts:
    stored = {
        key: (qid, fingerprint, retired, position, edited is not None)
        for qid, key, fingerprint, retired, position, edited in session.execute(
            select(
                QuestionRow.id,
                QuestionRow.key,
                QuestionRow.content_hash,
                QuestionRow.retired,
                QuestionRow.position,
                QuestionRow.edited_at,
            ).where(QuestionRow.bank_id == bank_id)
        )
    }
    added: list[tuple[int, Question, str]] = []
    changed: list[tuple[int, int, Question, str]] = []
    unchanged = kept = 0
    for position, question in enumerate(questions):
        fingerprint = question_fingerprint(question)
        if question.id not in stored:
            added.append((position, question, fingerprint))
            continue
        qid, old_fingerprint, retired, old_position, edited = stored[question.id]
        if old_fingerprint == fingerprint and not retired:
            unchanged += 1
            if old_position != position or edited:
                # An edit that the file now agrees with is no longer a local edit.
                session.execute(
                    update(QuestionRow)
                    .where(QuestionRow.id == qid)
                    .values(position=position, edited_at=None)
                )
            continue
        if edited and not overwrite_edits:
            kept += 1
            continue
        changed.append((qid, position, question, fingerprint))
    keep_shown_versions(session, [qid for qid, *_ in changed])
    for qid, position, question, fingerprint in changed:
        _update_question(session, qid, question, position, fingerprint, topic_ids)
    count_new_versions(session, [qid for qid, *_ in changed])
    _insert_questions(session, bank_id, added, topic_ids)
    keep = {q.id for q in questions}
    to_retire = []
    for key, (qid, _, retired, _, edited) in stored.items():
        if key in keep or retired:
            continue
        if edited and not overwrite_edits:  # added or changed in the app: not the file's
            kept += 1
            continue
        to_retire.append(qid)
    for chunk_start in range(0, len(to_retire), 500):
        chunk = to_retire[chunk_start : chunk_start + 500]
        session.execute(update(QuestionRow).where(QuestionRow.id.in_(chunk)).values(retired=True))
    return SyncCounts(len(added), len(changed), len(to_retire), unchanged, kept)


def _question_values(
    question: Question, position: int, fingerprint: str, topic_ids: dict[str, int]
) -> dict[str, object]:
    return {
        "topic_id": topic_ids[question.topic],
        "position": position,
        "prompt": question.prompt,
        "explanation_short": question.explanation.short,
        "explanation_full": question.explanation.full,
        "shuffle": question.shuffle,
        "difficulty": question.difficulty,
        "references": list(question.references),
        "tags": list(question.tags),
        "content_hash": fingerprint,
        "retired": False,
        "deleted": False,
        "edited_at": None,
        "draw_key": draw_key(question.id),
        "type": question.type.value,
        "payload": payload_json(question.payload),
        "sealed_answer": encode_seal(question.sealed) if question.sealed else "",
        "scenario": scenario_json(question.scenario),
    }


def _insert_questions(
    session: Session,
    bank_id: int,
    added: list[tuple[int, Question, str]],
    topic_ids: dict[str, int],
) -> None:
    """Bulk-insert new questions and their choices, a batch at a time (bounded memory)."""
    for start in range(0, len(added), INSERT_BATCH):
        batch = added[start : start + INSERT_BATCH]
        rows = [
            {"bank_id": bank_id, "key": q.id, **_question_values(q, pos, fp, topic_ids)}
            for pos, q, fp in batch
        ]
        new_ids = session.scalars(
            insert(QuestionRow).returning(QuestionRow.id, sort_by_parameter_order=True), rows
        ).all()
        choice_rows = [
            {
                "question_id": qid,
                "position": position,
                "text": c.text,
                "correct": c.correct,
                "why": c.why,
                "retired": False,
            }
            for qid, (_, question, _) in zip(new_ids, batch, strict=True)
            for position, c in enumerate(question.choices)
        ]
        if choice_rows:  # an empty bulk insert would insert one row of defaults
            session.execute(insert(ChoiceRow), choice_rows)


def _update_question(
    session: Session,
    qid: int,
    question: Question,
    position: int,
    fingerprint: str,
    topic_ids: dict[str, int],
) -> None:
    session.execute(
        update(QuestionRow)
        .where(QuestionRow.id == qid)
        .values(**_question_values(question, position, fingerprint, topic_ids))
    )
    stored = {
        _normalise(c.text): c
        for c in session.scalars(select(ChoiceRow).where(ChoiceRow.question_id == qid))
    }
    used: set[int] = set()
    for choice_position, choice in enumerate(question.choices):
        row = stored.get(_normalise(choice.text))
        if row is None:
            row = ChoiceRow(question_id=qid, text=choice.text)
            session.add(row)
        else:
            used.add(row.id)
        row.text, row.position, row.correct = choice.text, choice_position, choice.correct
        row.why, row.retired = choice.why, False
    for row in stored.values():
        if row.id not in used and row.id is not None:
            row.retired = True
    session.flush()


def _normalise(text: str) -> str:
    return " ".join(text.split()).casefold()


def bundled_files(session: Session) -> dict[str, dict[str, Any]]:
    """Per bundled bank file (absolute path): size, modification time and content hash
    when it was last checked, so an unchanged file is neither read nor hashed again."""
    row = session.get(SettingRow, BUNDLED_FILES_KEY)
    return dict(row.value.get("files", {})) if row is not None else {}


def record_bundled_files(session: Session, files: dict[str, dict[str, Any]]) -> None:
    row = session.get(SettingRow, BUNDLED_FILES_KEY)
    if row is None:
        session.add(SettingRow(key=BUNDLED_FILES_KEY, value={"files": files}))
    else:
        row.value = {"files": files}


def stored_content_hashes(session: Session) -> dict[str, str]:
    return {
        key: digest for key, digest in session.execute(select(BankRow.key, BankRow.content_hash))
    }
