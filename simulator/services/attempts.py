"""Starting, saving, resuming and finishing attempts: the crash-safe side of the engine.

The domain `ExamSession` decides what happens; `DatabaseRecorder` writes each of its
events to the database at once, in its own short transaction, so a crash, a kill or
a power cut loses nothing the user had answered (and at most the last few seconds of
the clock). An attempt's paper (questions and choice order) is stored when it
starts, so resuming rebuilds exactly the exam the user was sitting.
"""

from __future__ import annotations

import secrets
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import bindparam, select, update

from simulator.data import repository, stats
from simulator.data.db import Database
from simulator.data.orm import AnswerRow, AttemptRow, BankRow, QuestionRow, utcnow
from simulator.domain.analytics import stats_from_counts
from simulator.domain.blueprint import BankOutline, ExamSpec, Mode
from simulator.domain.generator import (
    assemble,
    draw_exam,
    draw_weak_area_drill,
    exam_quotas,
    order_drawn,
)
from simulator.domain.paper import AnswerState, Exam, QuestionRecord
from simulator.domain.scoring import AttemptResult
from simulator.domain.session import ExamSession, SessionSnapshot
from simulator.services.history import stored_exam, topic_titles

# Above this many questions the database draws exams (see draw_paper).
LARGE_BANK = 20_000
# How many recent attempts' questions a large-bank draw avoids repeating.
RECENT_ATTEMPTS = 10
IN_PROGRESS, SUBMITTED, TIMED_OUT, ABANDONED = "in_progress", "submitted", "timed_out", "abandoned"
FINISHED_STATUSES = (SUBMITTED, TIMED_OUT)


class AttemptError(Exception):
    """An attempt cannot be started or resumed; the message is for the user."""


class UnfinishedAttemptError(AttemptError):
    """The bank already has an unfinished attempt: resume, submit or discard it first."""

    def __init__(self, unfinished: UnfinishedAttempt) -> None:
        self.unfinished = unfinished
        super().__init__(
            f"You have an unfinished {unfinished.mode.label.lower()} attempt on this bank "
            f"({unfinished.answered} of {unfinished.total} answered)."
        )


@dataclass(frozen=True)
class UnfinishedAttempt:
    """What the start page needs to offer "Resume"."""

    attempt_id: int
    bank_id: str
    mode: Mode
    answered: int
    total: int
    started_at: datetime
    remaining_seconds: float | None


@dataclass
class ActiveAttempt:
    """A running attempt: the domain session plus where it is stored."""

    attempt_id: int
    uuid: str
    topic_titles: dict[str, str]
    session: ExamSession

    @property
    def notice(self) -> str | None:
        return self.session.exam.notice


class DatabaseRecorder:
    """Writes every session event to the database as it happens (`SessionRecorder`)."""

    def __init__(
        self,
        db: Database,
        attempt_id: int,
        answer_ids: Sequence[int],
        on_result: Callable[[int, AttemptResult], None] | None = None,
    ) -> None:
        self._db = db
        self._attempt_id = attempt_id
        self._answer_ids = list(answer_ids)
        self._on_result = on_result
        self._saved_times: list[float] = [-1.0] * len(answer_ids)

    def record_answer(self, index: int, answer: AnswerState) -> None:
        with self._db.session() as s:
            s.execute(
                update(AnswerRow)
                .where(AnswerRow.id == self._answer_ids[index])
                .values(
                    selected=sorted(answer.selected),
                    flagged=answer.flagged,
                    checked=answer.checked,
                    time_spent=answer.time_spent,
                )
            )
            s.execute(
                update(AttemptRow)
                .where(AttemptRow.id == self._attempt_id)
                .values(saved_at=utcnow())
            )
        self._saved_times[index] = answer.time_spent

    def record_progress(
        self, current: int, elapsed_seconds: float, time_spent: Sequence[float]
    ) -> None:
        changed = [
            {"row_id": self._answer_ids[i], "spent": spent}
            for i, spent in enumerate(time_spent)
            if spent != self._saved_times[i]
        ]
        with self._db.session() as s:
            s.execute(
                update(AttemptRow)
                .where(AttemptRow.id == self._attempt_id)
                .values(current_index=current, elapsed_seconds=elapsed_seconds, saved_at=utcnow())
            )
            if changed:
                s.connection().execute(
                    update(AnswerRow.__table__)
                    .where(AnswerRow.__table__.c.id == bindparam("row_id"))
                    .values(time_spent=bindparam("spent")),
                    changed,
                )
        for i, spent in enumerate(time_spent):
            self._saved_times[i] = spent

    def record_result(self, result: AttemptResult) -> None:
        now = utcnow()
        with self._db.session() as s:
            s.execute(
                update(AttemptRow)
                .where(AttemptRow.id == self._attempt_id)
                .values(
                    status=TIMED_OUT if result.timed_out else SUBMITTED,
                    finished_at=now,
                    saved_at=now,
                    elapsed_seconds=result.time_used_seconds,
                    correct_count=result.correct,
                    score_percent=result.percent,
                    passed=result.passed,
                    timed_out=result.timed_out,
                )
            )
            s.connection().execute(
                update(AnswerRow.__table__)
                .where(AnswerRow.__table__.c.id == bindparam("row_id"))
                .values(
                    correct=bindparam("is_correct"),
                    selected=bindparam("chosen"),
                    flagged=bindparam("is_flagged"),
                    time_spent=bindparam("spent"),
                ),
                [
                    {
                        "row_id": self._answer_ids[o.index],
                        "is_correct": o.correct,
                        "chosen": sorted(o.selected),
                        "is_flagged": o.flagged,
                        "spent": o.time_spent,
                    }
                    for o in result.outcomes
                ],
            )
            stats.record_attempt(s, self._attempt_id)
        if self._on_result is not None:
            self._on_result(self._attempt_id, result)


def draw_paper(
    db: Database, spec: ExamSpec, *, same_paper: bool = False, outline: BankOutline | None = None
) -> Exam:
    """Draw an exam, then load only the drawn questions.

    Usual banks are drawn by the domain generator from question outlines and history
    counts. Banks above LARGE_BANK questions are drawn by the database (index ranges
    of a stable key, recently seen questions skipped), which costs the same few
    milliseconds at any size. Weak-area drills always use the generator: they rank
    by the whole history.

    `same_paper`: a classroom paper that must be identical on every laptop, so this
    laptop's own history (which questions it has seen) must not change the draw.
    """
    if outline is None:
        outline = _outline_or_error(db, spec.bank_id)
    if outline.size > LARGE_BANK and spec.mode is not Mode.WEAK_AREAS:
        return _draw_large(db, spec, outline, same_paper=same_paper)
    with db.session() as s:
        outlines = repository.question_outlines(s, spec.bank_id)
        history = {}
        if not same_paper:
            history = {
                outlines[row_id].id: QuestionRecord(outlines[row_id].id, *counts)
                for row_id, counts in stats.question_records(s, spec.bank_id).items()
                if row_id in outlines  # retired questions are not drawn
            }
        pool = list(outlines.values())
        if spec.mode is Mode.WEAK_AREAS:
            accuracy = {t.topic: t for t in stats_from_counts(stats.topic_counts(s, spec.bank_id))}
            drawn = draw_weak_area_drill(pool, spec, history, accuracy)
        else:
            drawn = draw_exam(pool, spec, history)
        questions = repository.load_questions(s, spec.bank_id, list(drawn.question_ids))
    return assemble(drawn, questions)


def _draw_large(db: Database, spec: ExamSpec, outline: BankOutline, *, same_paper: bool) -> Exam:
    quotas, available = exam_quotas(spec, outline.topic_sizes)
    with db.session() as s:
        avoid = set() if same_paper else stats.recently_seen(s, spec.bank_id, RECENT_ATTEMPTS)
        chosen = repository.draw_by_key(s, spec.bank_id, quotas, spec.seed, avoid)
        questions = repository.load_questions(s, spec.bank_id, [q.id for q in chosen])
    return assemble(order_drawn(chosen, spec, available), questions)


def new_seed() -> int:
    return secrets.randbits(31)


def find_unfinished(db: Database, bank_id: str) -> UnfinishedAttempt | None:
    with db.session() as s:
        row = s.scalar(
            select(AttemptRow)
            .join(BankRow, BankRow.id == AttemptRow.bank_id)
            .where(BankRow.key == bank_id, AttemptRow.status == IN_PROGRESS)
            .order_by(AttemptRow.started_at.desc())
        )
        if row is None:
            return None
        answered = sum(1 for a in row.answers if a.selected)
        remaining = None
        if row.time_limit_minutes > 0:
            remaining = max(0.0, row.time_limit_minutes * 60 - row.elapsed_seconds)
        return UnfinishedAttempt(
            row.id, bank_id, Mode(row.mode), answered, len(row.answers), row.started_at, remaining
        )


def start_attempt(
    db: Database,
    spec: ExamSpec,
    *,
    clock: Callable[[], float] = time.monotonic,
    student_name: str = "",
    student_id: str = "",
    profile: dict[str, object] | None = None,
    same_paper: bool = False,
    on_result: Callable[[int, AttemptResult], None] | None = None,
) -> ActiveAttempt:
    """Draw a new exam for `spec` and store its paper before the first question is shown.

    `same_paper` draws from the seed alone, ignoring this laptop's history, so every
    student of a classroom profile with `same_paper` gets the identical exam.
    """
    unfinished = find_unfinished(db, spec.bank_id)
    if unfinished is not None:
        raise UnfinishedAttemptError(unfinished)
    outline = _outline_or_error(db, spec.bank_id)
    exam = draw_paper(db, spec, same_paper=same_paper, outline=outline)
    with db.session() as s:
        bank_row = repository.find_bank(s, spec.bank_id)
        assert bank_row is not None
        keys = [q.question_id for q in exam.questions]
        question_rows = {
            q.key: q
            for q in s.scalars(
                select(QuestionRow).where(
                    QuestionRow.bank_id == bank_row.id, QuestionRow.key.in_(keys)
                )
            )
        }
        attempt = AttemptRow(
            uuid=str(uuid.uuid4()),
            bank_id=bank_row.id,
            bank_content_hash=bank_row.content_hash,
            mode=spec.mode.value,
            status=IN_PROGRESS,
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
        )
        for position, item in enumerate(exam.questions):
            row = question_rows[item.question_id]
            attempt.answers.append(
                AnswerRow(
                    position=position,
                    question_id=row.id,
                    topic_id=row.topic_id,
                    choice_order=list(item.choice_order),
                    selected=[],
                )
            )
        s.add(attempt)
        s.flush()
        attempt_id, attempt_uuid = attempt.id, attempt.uuid
        answer_ids = [a.id for a in attempt.answers]
    recorder = DatabaseRecorder(db, attempt_id, answer_ids, on_result)
    session = ExamSession(exam, clock=clock, recorder=recorder)
    return ActiveAttempt(attempt_id, attempt_uuid, topic_titles(db, spec.bank_id), session)


def resume_attempt(
    db: Database,
    attempt_id: int,
    *,
    clock: Callable[[], float] = time.monotonic,
    on_result: Callable[[int, AttemptResult], None] | None = None,
) -> ActiveAttempt:
    """Rebuild an unfinished attempt exactly as it was saved: paper, answers, clock."""
    with db.session() as s:
        row = s.get(AttemptRow, attempt_id)
        if row is None or row.status != IN_PROGRESS:
            raise AttemptError("That attempt is no longer unfinished; start a new one.")
        bank_key = s.scalar(select(BankRow.key).where(BankRow.id == row.bank_id))
        assert bank_key is not None
        exam = stored_exam(s, row, bank_key)
        snapshot = SessionSnapshot(
            answers=tuple(
                AnswerState(frozenset(a.selected), a.flagged, a.time_spent, a.checked)
                for a in row.answers
            ),
            current=min(row.current_index, len(row.answers) - 1),
            elapsed_seconds=row.elapsed_seconds,
        )
        answer_ids = [a.id for a in row.answers]
        attempt_uuid = row.uuid
    recorder = DatabaseRecorder(db, attempt_id, answer_ids, on_result)
    session = ExamSession(exam, clock=clock, recorder=recorder, resume=snapshot)
    return ActiveAttempt(attempt_id, attempt_uuid, topic_titles(db, bank_key), session)


def abandon_attempt(db: Database, attempt_id: int) -> None:
    """Discard an unfinished attempt: kept in the database, left out of history."""
    with db.session() as s:
        s.execute(
            update(AttemptRow)
            .where(AttemptRow.id == attempt_id, AttemptRow.status == IN_PROGRESS)
            .values(status=ABANDONED, finished_at=utcnow())
        )


def _outline_or_error(db: Database, bank_id: str) -> BankOutline:
    with db.session() as s:
        outline = repository.bank_outline(s, bank_id)
    if outline is None:
        raise AttemptError(f"There is no bank '{bank_id}'; import it first.")
    return outline


def spec_for(db: Database, bank_id: str, mode: Mode, **overrides: object) -> ExamSpec:
    """An ExamSpec with the bank's defaults and a fresh seed unless one is given."""
    outline = _outline_or_error(db, bank_id)
    seed = overrides.pop("seed", None)
    return ExamSpec.for_bank(
        outline, mode, seed=new_seed() if seed is None else int(seed), **overrides
    )  # type: ignore[arg-type]


__all__ = [
    "ActiveAttempt",
    "AttemptError",
    "DatabaseRecorder",
    "UnfinishedAttempt",
    "UnfinishedAttemptError",
    "abandon_attempt",
    "find_unfinished",
    "resume_attempt",
    "spec_for",
    "start_attempt",
]
