"""Attempts in the database: the paper of each sitting, its answers as they are given, its end.

An attempt's paper (question order, choice order per question) is stored before its
first question is shown, so a crashed attempt resumes exactly and an old one still
reviews with the texts its candidate saw. Which window holds an unfinished attempt
(`claim`, `release`, data/holders.py) decides who may write or discard it; the writing
itself, answer by answer, is `recorder.AttemptRecorder`.
"""

from __future__ import annotations

import uuid
from dataclasses import replace
from datetime import datetime
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from simulator.data import stats
from simulator.data.banks import find_bank, load_choices, to_question
from simulator.data.holders import LEASE, holder_is_live
from simulator.data.orm import AnswerRow, AttemptRow, BankRow, QuestionRow, TopicRow
from simulator.data.question_versions import question_from_content, stored_versions
from simulator.data.records import (
    FINISHED,
    AttemptClosedError,
    AttemptConflictError,
    AttemptStatus,
    AttemptSummary,
    AttemptTakenOverError,
    StoredAttempt,
    StoredPaper,
    UnfinishedAttempt,
    as_utc,
    remaining_seconds,
    utcnow,
)
from simulator.data.type_columns import response_parts
from simulator.domain.analytics import AnswerRecord
from simulator.domain.blueprint import ExamSpec, Mode
from simulator.domain.paper import AnswerState, Exam, ExamQuestion
from simulator.domain.question_types import Scoring


class AttemptNotFoundError(LookupError):
    """No attempt has that id."""


class AttemptHeldError(AttemptConflictError):
    """A live window holds the attempt: it cannot be discarded from another one."""

    def __init__(self, attempt_id: int) -> None:
        super().__init__(attempt_id, "This attempt is open in another window.")


def store_paper(
    session: Session,
    exam: Exam,
    *,
    student_name: str = "",
    student_id: str = "",
    profile: dict[str, object] | None = None,
    deadline_at: datetime | None = None,
    extra_time_percent: int = 0,
    holder: str | None = None,
) -> StoredPaper:
    """A new in-progress attempt with one empty answer row per question of `exam`.

    `deadline_at`: a proctored exam's wall-clock end, which runs on while the app is
    closed (None: the usual clock, which counts only time spent in the exam).
    `extra_time_percent`: the candidate's extra time, already in the spec's time limit.
    `holder`: the window that runs it (data/holders.py).
    """
    spec = exam.spec
    bank = find_bank(session, spec.bank_id)
    if bank is None:
        raise LookupError(f"no bank {spec.bank_id!r}")
    question_rows = {
        q.key: q
        for q in session.scalars(
            select(QuestionRow).where(
                QuestionRow.bank_id == bank.id, QuestionRow.key.in_(exam.question_ids)
            )
        )
    }
    attempt = AttemptRow(
        uuid=str(uuid.uuid4()),
        bank_id=bank.id,
        bank_content_hash=bank.content_hash,
        mode=spec.mode.value,
        status=AttemptStatus.IN_PROGRESS,
        seed=spec.seed,
        question_count=len(exam.questions),
        time_limit_minutes=spec.time_limit_minutes,
        passing_score=spec.passing_score,
        topics=sorted(spec.topics),
        blueprint=dict(spec.blueprint),
        shuffle_choices=spec.shuffle_choices,
        notice=exam.notice or "",
        student_name=student_name,
        student_id=student_id,
        profile=profile or {},
        deadline_at=deadline_at,
        extra_time_percent=extra_time_percent,
        held_by=holder,
        held_until=utcnow() + LEASE if holder else None,
        scoring=spec.scoring.value,
    )
    for position, item in enumerate(exam.questions):
        row = question_rows[item.question_id]
        attempt.answers.append(
            AnswerRow(
                position=position,
                question_id=row.id,
                question_version=row.version,
                topic_id=row.topic_id,
                choice_order=list(item.choice_order),
                selected=[],
            )
        )
    session.add(attempt)
    session.flush()
    return _paper(attempt)


def _paper(attempt: AttemptRow) -> StoredPaper:
    return StoredPaper(
        attempt.id,
        attempt.uuid,
        attempt.bank_id,
        tuple(a.id for a in attempt.answers),
        tuple(a.question_id for a in attempt.answers),
    )


def unfinished_attempt(session: Session, bank_key: str) -> UnfinishedAttempt | None:
    """The bank's newest attempt still in progress, if any."""
    row = session.scalar(
        select(AttemptRow)
        .join(BankRow, BankRow.id == AttemptRow.bank_id)
        .where(BankRow.key == bank_key, AttemptRow.status == AttemptStatus.IN_PROGRESS)
        .order_by(AttemptRow.started_at.desc())
    )
    if row is None:
        return None
    return UnfinishedAttempt(
        attempt_id=row.id,
        bank_id=bank_key,
        mode=Mode(row.mode),
        answered=sum(1 for a in row.answers if a.selected or a.response),
        total=len(row.answers),
        started_at=row.started_at,
        remaining_seconds=remaining_seconds(
            row.time_limit_minutes, row.elapsed_seconds, row.deadline_at, utcnow()
        ),
        student_id=row.student_id,
        wall_clock=row.deadline_at is not None,
        held_elsewhere=holder_is_live(
            row.held_by, as_utc(row.held_until) if row.held_until else None, utcnow()
        ),
    )


def student_attempts(
    session: Session, bank_key: str, student_id: str
) -> list[tuple[AttemptStatus, dict[str, Any]]]:
    """Every attempt on the bank by this student ID (trimmed, any case): status and profile."""
    wanted = " ".join(student_id.split()).casefold()
    rows = session.execute(
        select(AttemptRow.status, AttemptRow.student_id, AttemptRow.profile)
        .join(BankRow, BankRow.id == AttemptRow.bank_id)
        .where(BankRow.key == bank_key, AttemptRow.student_id != "")
        .order_by(AttemptRow.id)
    )
    return [
        (AttemptStatus(status), dict(profile or {}))
        for status, who, profile in rows
        if " ".join(who.split()).casefold() == wanted
    ]


def add_downtime(session: Session, attempt_id: int, seconds: float) -> None:
    """Count `seconds` more of time the app was closed while the attempt was unfinished."""
    session.execute(
        update(AttemptRow)
        .where(AttemptRow.id == attempt_id)
        .values(downtime_seconds=AttemptRow.downtime_seconds + max(0.0, seconds))
    )


def load_attempt(session: Session, attempt_id: int) -> StoredAttempt:
    """The attempt with its paper (retired questions included) and its stored answers."""
    row = session.get(AttemptRow, attempt_id)
    if row is None:
        raise AttemptNotFoundError(f"no attempt {attempt_id}")
    bank = session.get(BankRow, row.bank_id)
    assert bank is not None  # a foreign key
    return StoredAttempt(
        attempt_id=row.id,
        uuid=row.uuid,
        status=AttemptStatus(row.status),
        bank_id=bank.key,
        bank_title=bank.title,
        bank_content_hash=row.bank_content_hash,
        topic_titles={t.key: t.title for t in bank.topics},
        exam=_stored_exam(session, row, bank.key),
        answers=tuple(_answer_state(a) for a in row.answers),
        paper=_paper(row),
        current_index=min(row.current_index, len(row.answers) - 1),
        elapsed_seconds=row.elapsed_seconds,
        deadline_at=as_utc(row.deadline_at) if row.deadline_at else None,
        timed_out=row.timed_out,
        started_at=row.started_at,
        finished_at=row.finished_at,
        student_name=row.student_name,
        student_id=row.student_id,
        profile=dict(row.profile),
        extra_time_percent=row.extra_time_percent,
        downtime_seconds=row.downtime_seconds,
        saved_at=as_utc(row.saved_at),
    )


def _answer_state(row: AnswerRow) -> AnswerState:
    matches, order, text = response_parts(row.response)
    return AnswerState(
        frozenset(row.selected),
        row.flagged,
        row.time_spent,
        row.checked,
        row.guessed,
        frozenset(row.struck_out),
        matches,
        order,
        text,
    )


def _stored_exam(session: Session, row: AttemptRow, bank_key: str) -> Exam:
    """The exam an attempt was given, from its stored paper: each question as it was
    when drawn (an earlier version when it changed since, see question_versions)."""
    question_ids = [a.question_id for a in row.answers]
    questions = {
        q.id: q
        for q in session.scalars(select(QuestionRow).where(QuestionRow.id.in_(question_ids)))
    }
    topic_keys = {
        topic_id: key
        for topic_id, key in session.execute(
            select(TopicRow.id, TopicRow.key).where(TopicRow.bank_id == row.bank_id)
        )
    }
    earlier = stored_versions(
        session,
        [
            (a.question_id, a.question_version)
            for a in row.answers
            if a.question_version != questions[a.question_id].version
        ],
    )
    choices = load_choices(session, question_ids, include_retired=True)
    items = []
    for answer in row.answers:
        shown = set(answer.choice_order)
        stored = questions[answer.question_id]
        content = earlier.get((answer.question_id, answer.question_version))
        if content is not None:
            question = question_from_content(stored.key, topic_keys[answer.topic_id], content)
            question = replace(
                question, choices=tuple(c for c in question.choices if c.id in shown)
            )
        else:
            question = to_question(
                stored,
                topic_keys[answer.topic_id],
                [c for c in choices[answer.question_id] if c.id in shown],
            )
        items.append(ExamQuestion(question, tuple(answer.choice_order)))
    spec = ExamSpec(
        bank_id=bank_key,
        mode=Mode(row.mode),
        question_count=row.question_count,
        time_limit_minutes=row.time_limit_minutes,
        passing_score=row.passing_score,
        seed=row.seed,
        topics=frozenset(row.topics),
        shuffle_choices=row.shuffle_choices,
        blueprint=row.blueprint,
        scoring=Scoring(row.scoring),
    )
    return Exam(spec, tuple(items), row.notice or None)


def abandon(session: Session, attempt_id: int, *, unless_held: bool = False) -> None:
    """Discard an unfinished attempt: kept in the database, left out of history.

    `unless_held`: refuse (AttemptHeldError) while a live window holds it; checked on
    the row locked for this transaction, so no window can claim it in between.
    """
    if unless_held:
        row = session.execute(
            select(AttemptRow.held_by, AttemptRow.held_until)
            .where(AttemptRow.id == attempt_id)
            .with_for_update()
        ).first()
        if row is not None:
            until = as_utc(row.held_until) if row.held_until else None
            if holder_is_live(row.held_by, until, utcnow()):
                raise AttemptHeldError(attempt_id)
    session.execute(
        update(AttemptRow)
        .where(AttemptRow.id == attempt_id, AttemptRow.status == AttemptStatus.IN_PROGRESS)
        .values(status=AttemptStatus.ABANDONED, finished_at=utcnow(), held_by=None)
    )


def claim(session: Session, attempt_id: int, holder: str, now: datetime) -> None:
    """Make `holder` the attempt's holder (resuming it); the window that held it before
    is refused its next write. AttemptClosedError if it is no longer in progress."""
    done = session.execute(
        update(AttemptRow)
        .where(AttemptRow.id == attempt_id, AttemptRow.status == AttemptStatus.IN_PROGRESS)
        .values(held_by=holder, held_until=now + LEASE)
    )
    if done.rowcount != 1:  # type: ignore[attr-defined]
        raise conflict_of(session, attempt_id)


def release(session: Session, attempt_id: int, holder: str) -> None:
    """`holder` lets go of the attempt (Save and exit, the window closes)."""
    session.execute(
        update(AttemptRow)
        .where(AttemptRow.id == attempt_id, AttemptRow.held_by == holder)
        .values(held_by=None, held_until=None)
    )


def conflict_of(session: Session, attempt_id: int) -> AttemptConflictError:
    """Why a write guarded by status and holder changed no row."""
    status = session.scalar(select(AttemptRow.status).where(AttemptRow.id == attempt_id))
    if status is None:
        raise AttemptNotFoundError(f"no attempt {attempt_id}")
    if status != AttemptStatus.IN_PROGRESS:
        return AttemptClosedError(attempt_id, AttemptStatus(status))
    return AttemptTakenOverError(attempt_id)


def finished_attempts(
    session: Session, bank_key: str, limit: int | None = None
) -> list[AttemptSummary]:
    """Finished attempts on the bank, newest first."""
    query = (
        select(AttemptRow)
        .join(BankRow, BankRow.id == AttemptRow.bank_id)
        .where(BankRow.key == bank_key, AttemptRow.status.in_(FINISHED))
        .order_by(AttemptRow.finished_at.desc(), AttemptRow.id.desc())
        .limit(limit)
    )
    return [
        AttemptSummary(
            attempt_id=row.id,
            mode=Mode(row.mode),
            started_at=row.started_at,
            finished_at=row.finished_at or row.saved_at,
            correct=row.correct_count or 0,
            total=row.question_count,
            percent=row.score_percent or 0.0,
            passed=bool(row.passed),
            time_used_seconds=row.elapsed_seconds,
            timed_out=row.timed_out,
        )
        for row in session.scalars(query)
    ]


def answer_records(session: Session, bank_key: str) -> list[AnswerRecord]:
    """Every answered question of every finished attempt on the bank, in one query."""
    query = (
        select(
            AttemptRow.id, AttemptRow.finished_at, QuestionRow.key, TopicRow.key, AnswerRow.correct
        )
        .join(AnswerRow, AnswerRow.attempt_id == AttemptRow.id)
        .join(QuestionRow, QuestionRow.id == AnswerRow.question_id)
        .join(TopicRow, TopicRow.id == AnswerRow.topic_id)
        .join(BankRow, BankRow.id == AttemptRow.bank_id)
        .where(BankRow.key == bank_key, AttemptRow.status.in_(FINISHED))
    )
    return [
        AnswerRecord(attempt_id, stats.timestamp(finished) or 0.0, question, topic, bool(correct))
        for attempt_id, finished, question, topic, correct in session.execute(query)
    ]


def topic_titles(session: Session, bank_key: str) -> dict[str, str]:
    rows = session.execute(
        select(TopicRow.key, TopicRow.title).join(BankRow).where(BankRow.key == bank_key)
    )
    return {key: title for key, title in rows}
