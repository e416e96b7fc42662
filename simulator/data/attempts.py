"""Attempts in the database: the paper of each sitting, its answers as they are given, its end.

An attempt's paper (question order, choice order per question) is stored before its
first question is shown, so a crashed attempt resumes exactly and an old one still
reviews with the texts its candidate saw. `AttemptRecorder` is the database side of
the domain's `SessionRecorder`: each answer, flag or move is written at once in its
own short transaction, which is what makes an attempt crash-safe.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from simulator.data import memory, stats
from simulator.data.banks import find_bank, load_choices, to_question
from simulator.data.db import Database
from simulator.data.orm import AnswerRow, AttemptRow, BankRow, QuestionRow, TopicRow
from simulator.data.question_versions import question_from_content, stored_versions
from simulator.data.records import (
    FINISHED,
    AttemptStatus,
    AttemptSummary,
    StoredAttempt,
    StoredPaper,
    UnfinishedAttempt,
    as_utc,
    remaining_seconds,
    utcnow,
)
from simulator.data.type_columns import response_json, response_parts
from simulator.domain.analytics import AnswerRecord
from simulator.domain.blueprint import ExamSpec, Mode
from simulator.domain.memory import Grade
from simulator.domain.paper import AnswerState, Exam, ExamQuestion
from simulator.domain.question_types import Scoring
from simulator.domain.scoring import AttemptResult
from simulator.domain.session import SessionSnapshot


class AttemptNotFoundError(LookupError):
    """No attempt has that id."""


def store_paper(
    session: Session,
    exam: Exam,
    *,
    student_name: str = "",
    student_id: str = "",
    profile: dict[str, object] | None = None,
    deadline_at: datetime | None = None,
    extra_time_percent: int = 0,
) -> StoredPaper:
    """A new in-progress attempt with one empty answer row per question of `exam`.

    `deadline_at`: a proctored exam's wall-clock end, which runs on while the app is
    closed (None: the usual clock, which counts only time spent in the exam).
    `extra_time_percent`: the candidate's extra time, already in the spec's time limit.
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


def abandon(session: Session, attempt_id: int) -> None:
    """Discard an unfinished attempt: kept in the database, left out of history."""
    session.execute(
        update(AttemptRow)
        .where(AttemptRow.id == attempt_id, AttemptRow.status == AttemptStatus.IN_PROGRESS)
        .values(status=AttemptStatus.ABANDONED, finished_at=utcnow())
    )


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


class AttemptRecorder:
    """Writes every session event to the database as it happens (a `SessionRecorder`).

    Everything `record_answer` writes is an answer and is durable when the call
    returns (a fully synced commit): the choices selected, struck out, "I guessed",
    the flag and a practice check. `record_progress` writes only where the candidate
    is and the clock (a move, the periodic clock save, leaving): a lazy commit, safe
    from a crash or kill of the app, which a power cut can set back by one move
    until the next answer's commit flushes it too (see `Database.session`).
    Answers that count as reviews update their questions' memory in the same
    transaction. `now` is the wall clock (simulations pass their own); `on_result` is
    called after the finished attempt is stored (classroom delivery).
    """

    def __init__(
        self,
        db: Database,
        paper: StoredPaper,
        on_result: Callable[[int, AttemptResult], None] | None = None,
        *,
        now: Callable[[], datetime] = utcnow,
    ) -> None:
        self._db = db
        self._paper = paper
        self._on_result = on_result
        self._now = now
        self._saved_times: list[float] = [-1.0] * len(paper.answer_ids)

    def record_answer(self, index: int, answer: AnswerState, review: Grade | None = None) -> None:
        now = self._now()
        values: dict[str, object] = {
            "selected": sorted(answer.selected),
            "flagged": answer.flagged,
            "checked": answer.checked,
            "time_spent": answer.time_spent,
            "guessed": answer.guessed,
            "struck_out": sorted(answer.struck_out),
            "response": response_json(answer),
        }
        if review is not None:
            values["reviewed_at"] = now
        with self._db.session(exclusive=True) as s:
            s.execute(
                update(AnswerRow)
                .where(AnswerRow.id == self._paper.answer_ids[index])
                .values(values)
            )
            s.execute(
                update(AttemptRow)
                .where(AttemptRow.id == self._paper.attempt_id)
                .values(saved_at=now)
            )
            if review is not None:
                question = self._paper.question_ids[index]
                memory.apply_reviews(s, self._paper.bank_id, [(question, review)], now)
        self._saved_times[index] = answer.time_spent

    def record_snapshot(
        self, snapshot: SessionSnapshot, reviews: Sequence[tuple[int, Grade]] = ()
    ) -> None:
        """Store the whole state of the attempt at once (answers, position, clock) and
        the reviews given meanwhile: the answers kept in memory while the database could
        not be written, now that it can. Raises AttemptNotFoundError if the database has
        no such attempt in progress."""
        now = self._now()
        paper = self._paper
        with self._db.session(exclusive=True) as s:
            found = s.execute(
                update(AttemptRow)
                .where(
                    AttemptRow.id == paper.attempt_id,
                    AttemptRow.uuid == paper.uuid,
                    AttemptRow.status == AttemptStatus.IN_PROGRESS,
                )
                .values(
                    current_index=snapshot.current,
                    elapsed_seconds=snapshot.elapsed_seconds,
                    saved_at=now,
                )
            )
            if found.rowcount != 1:  # type: ignore[attr-defined]
                raise AttemptNotFoundError(f"no attempt {paper.attempt_id} in progress")
            s.execute(
                update(AnswerRow),  # bulk UPDATE by primary key
                [
                    {
                        "id": paper.answer_ids[index],
                        "selected": sorted(answer.selected),
                        "flagged": answer.flagged,
                        "checked": answer.checked,
                        "time_spent": answer.time_spent,
                        "guessed": answer.guessed,
                        "struck_out": sorted(answer.struck_out),
                    }
                    for index, answer in enumerate(snapshot.answers)
                ],
            )
            if reviews:
                reviewed = [paper.answer_ids[index] for index, _grade in reviews]
                s.execute(
                    update(AnswerRow).where(AnswerRow.id.in_(reviewed)).values(reviewed_at=now)
                )
                memory.apply_reviews(
                    s, paper.bank_id, [(paper.question_ids[i], g) for i, g in reviews], now
                )
        self._saved_times = [answer.time_spent for answer in snapshot.answers]

    def record_progress(
        self, current: int, elapsed_seconds: float, time_spent: Sequence[float]
    ) -> None:
        changed = [
            {"id": self._paper.answer_ids[i], "time_spent": spent}
            for i, spent in enumerate(time_spent)
            if spent != self._saved_times[i]
        ]
        # Position and clock only: a lazy commit (see Database.session). A kill loses
        # nothing; a power cut at most this save, until the next answer's durable
        # commit flushes it too. Answers are never written here.
        with self._db.session(exclusive=True, durable=False) as s:
            s.execute(
                update(AttemptRow)
                .where(AttemptRow.id == self._paper.attempt_id)
                .values(
                    current_index=current, elapsed_seconds=elapsed_seconds, saved_at=self._now()
                )
            )
            if changed:
                s.execute(update(AnswerRow), changed)  # bulk UPDATE by primary key
        for i, spent in enumerate(time_spent):
            self._saved_times[i] = spent

    def record_result(self, result: AttemptResult, reviews: Mapping[int, Grade]) -> None:
        now = self._now()
        paper = self._paper
        with self._db.session(exclusive=True) as s:
            s.execute(
                update(AttemptRow)
                .where(AttemptRow.id == paper.attempt_id)
                .values(
                    status=AttemptStatus.TIMED_OUT if result.timed_out else AttemptStatus.SUBMITTED,
                    finished_at=now,
                    saved_at=now,
                    elapsed_seconds=result.time_used_seconds,
                    correct_count=result.correct,
                    score_percent=result.percent,
                    passed=result.passed,
                    timed_out=result.timed_out,
                )
            )
            s.execute(
                update(AnswerRow),  # bulk UPDATE by primary key
                [
                    {
                        "id": paper.answer_ids[o.index],
                        "correct": o.correct,
                        "selected": sorted(o.selected),
                        "response": response_json(o.answer),
                        "flagged": o.flagged,
                        "time_spent": o.time_spent,
                    }
                    for o in result.outcomes
                ],
            )
            if reviews:
                reviewed = [paper.answer_ids[index] for index in reviews]
                s.execute(
                    update(AnswerRow).where(AnswerRow.id.in_(reviewed)).values(reviewed_at=now)
                )
            stats.record_attempt(s, paper.attempt_id)
            memory.apply_reviews(
                s,
                paper.bank_id,
                [(paper.question_ids[index], grade) for index, grade in sorted(reviews.items())],
                now,
            )
        if self._on_result is not None:
            self._on_result(paper.attempt_id, result)
