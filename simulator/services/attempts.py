"""Starting, saving, resuming and finishing attempts: the crash-safe side of the engine.

The domain `ExamSession` decides what happens; the database's `AttemptRecorder`
writes each of its events at once, in its own short transaction, so a crash, a kill
or a power cut loses nothing the user had answered (and at most the last few seconds
of the clock). An attempt's paper (questions and choice order) is stored when it
starts, so resuming rebuilds exactly the exam the user was sitting.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from simulator.data import attempts as attempt_store
from simulator.data import banks as bank_store
from simulator.data import memory, practice_sets, stats
from simulator.data.db import Database
from simulator.data.errors import DatabaseError, DatabaseMovedError
from simulator.data.holders import new_holder
from simulator.data.recorder import AttemptRecorder
from simulator.data.records import (
    AttemptClosedError,
    AttemptConflictError,
    AttemptStatus,
    AttemptTakenOverError,
    UnfinishedAttempt,
    utcnow,
)
from simulator.domain import study_day
from simulator.domain.analytics import ranked_from_counts, stats_from_counts
from simulator.domain.blueprint import BankOutline, ExamSpec, Mode, PracticeSet, new_seed
from simulator.domain.generator import (
    Draw,
    assemble,
    draw_exam,
    draw_weak_area_drill,
    exam_quotas,
    order_drawn,
)
from simulator.domain.memory import Grade
from simulator.domain.messages import QT_TRANSLATE_NOOP, Message, message
from simulator.domain.paper import AnswerState, Exam, QuestionRecord
from simulator.domain.scoring import AttemptResult
from simulator.domain.session import ExamSession, SessionSnapshot

# Above this many questions the database draws exams (see draw_paper).
LARGE_BANK = 20_000
# How many recent attempts' questions a large-bank draw avoids repeating.
RECENT_ATTEMPTS = 10


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


class KeepingRecorder:
    """The running attempt's `SessionRecorder`: the database's, until the database file
    is moved, replaced or deleted under the app.

    From then on (`unsaved`) answers and moves are kept in memory only, so the candidate
    loses nothing on screen, and nothing goes into the file no name reaches any more;
    the attempt cannot end until `store_kept` has written them to a database again
    (`library.save_library_copy`).
    """

    def __init__(self, stored: AttemptRecorder) -> None:
        self.stored = stored
        self.unsaved: DatabaseMovedError | None = None
        self._reviews: list[tuple[int, Grade]] = []  # practice checks made meanwhile

    def record_answer(self, index: int, answer: AnswerState, review: Grade | None = None) -> None:
        if self.unsaved is None:
            try:
                self.stored.record_answer(index, answer, review)
                return
            except DatabaseMovedError as exc:
                self.unsaved = exc
        if review is not None:
            self._reviews.append((index, review))

    def record_progress(
        self, current: int, elapsed_seconds: float, time_spent: Sequence[float]
    ) -> None:
        if self.unsaved is None:
            try:
                self.stored.record_progress(current, elapsed_seconds, time_spent)
            except DatabaseMovedError as exc:
                self.unsaved = exc

    def record_result(self, result: AttemptResult, reviews: Mapping[int, Grade]) -> None:
        if self.unsaved is not None:
            raise DatabaseMovedError(self.unsaved.path)
        try:
            self.stored.record_result(result, reviews)
        except DatabaseMovedError as exc:
            self.unsaved = exc
            raise

    @property
    def holder(self) -> str | None:
        return self.stored.holder

    def prepare(self) -> None:
        """Run the statements of a move and an answer once, writing nothing (see
        `AttemptRecorder.prepare`); a database that cannot be written is left for the
        first real save to report."""
        if self.unsaved is None:
            with contextlib.suppress(DatabaseError):
                self.stored.prepare()

    def release(self) -> None:
        """Let go of the attempt, if the database can still be written (else it is
        free anyway once this process ends)."""
        if self.unsaved is None:
            with contextlib.suppress(DatabaseError):
                self.stored.release()

    def store_kept(self, snapshot: SessionSnapshot) -> None:
        """Write everything kept in memory; the attempt is saved as it goes again."""
        self.stored.record_snapshot(snapshot, self._reviews)
        self._reviews = []
        self.unsaved = None


@dataclass
class ActiveAttempt:
    """A running attempt: the domain session plus where it is stored."""

    attempt_id: int
    uuid: str
    topic_titles: dict[str, str]
    session: ExamSession
    recorder: KeepingRecorder | None = None

    @property
    def notice(self) -> str | None:
        return self.session.exam.notice

    @property
    def unsaved(self) -> DatabaseMovedError | None:
        """Why answers are kept in memory only (the database file went away), or None."""
        return self.recorder.unsaved if self.recorder is not None else None

    def release(self) -> None:
        """This window lets go of the attempt (Save and exit, closing the window)."""
        if self.recorder is not None:
            self.recorder.release()

    def prepare(self) -> None:
        """Ready the database statements of the first move and answer (nothing written)."""
        if self.recorder is not None:
            self.recorder.prepare()

    def store_kept_answers(self) -> None:
        """Write the answers kept in memory to the library's (new) database file."""
        if self.recorder is not None and self.recorder.unsaved is not None:
            self.recorder.store_kept(self.session.snapshot())


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
    if spec.mode is Mode.REVIEW_DUE:
        return _draw_due(db, spec)
    if spec.mode is Mode.PRACTICE_SET:
        return _draw_set(db, spec)
    if outline.size > LARGE_BANK and spec.mode is not Mode.WEAK_AREAS:
        return _draw_large(db, spec, outline, same_paper=same_paper)
    with db.session() as s:
        outlines = bank_store.question_outlines(s, spec.bank_id)
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
        questions = bank_store.load_questions(s, spec.bank_id, list(drawn.question_ids))
    return assemble(drawn, questions)


def _draw_large(db: Database, spec: ExamSpec, outline: BankOutline, *, same_paper: bool) -> Exam:
    quotas, available = exam_quotas(spec, outline.topic_sizes)
    with db.session() as s:
        avoid = set() if same_paper else stats.recently_seen(s, spec.bank_id, RECENT_ATTEMPTS)
        chosen = bank_store.draw_by_key(s, spec.bank_id, quotas, spec.seed, avoid)
        questions = bank_store.load_questions(s, spec.bank_id, [q.id for q in chosen])
    return assemble(order_drawn(chosen, spec, available), questions)


def _draw_set(db: Database, spec: ExamSpec) -> Exam:
    """A practice set: the usual draw (`draw_exam`), from the set's questions only."""
    chosen = spec.practice_set or PracticeSet("missed")
    with db.session() as s:
        outlines = bank_store.question_outlines(s, spec.bank_id)
        in_set = practice_sets.practice_set_ids(s, spec.bank_id, chosen)
        pool = [
            outline
            for row_id, outline in outlines.items()
            if row_id in in_set and (not spec.topics or outline.topic in spec.topics)
        ]
        if not pool:
            where = " in these topics" if spec.topics else ""
            raise AttemptError(f"No question{where} is {chosen.describe()}.")
        history = {
            outlines[row_id].id: QuestionRecord(outlines[row_id].id, *counts)
            for row_id, counts in stats.question_records(s, spec.bank_id).items()
            if row_id in outlines
        }
        drawn = draw_exam(pool, spec, history)
        questions = bank_store.load_questions(s, spec.bank_id, list(drawn.question_ids))
    return assemble(drawn, questions)


def practice_set_sizes(db: Database, bank_id: str, chosen: PracticeSet) -> dict[str, int]:
    """How many questions of the set each topic holds (for the Start page's limits)."""
    with db.session() as s:
        return practice_sets.practice_set_sizes(s, bank_id, chosen)


def _draw_due(db: Database, spec: ExamSpec) -> Exam:
    """The questions due for review today: most overdue first, then the weakest topics
    first (a question is due from the start of its study day: domain.study_day)."""
    end = study_day.day_end(utcnow())
    with db.session() as s:
        due = [
            (outline, when)
            for outline, when in memory.due_questions(s, spec.bank_id, end)
            if not spec.topics or outline.topic in spec.topics
        ]
        if not due:
            if spec.topics:
                raise AttemptError(
                    message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "No question of the chosen topics is due for review today; "
                            "tick more topics or choose another mode.",
                        )
                    )
                )
            upcoming = memory.next_due(s, spec.bank_id, end)
            if upcoming:
                raise AttemptError(
                    message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "No question of this bank is due for review today. The next one "
                            "is due on {day}.",
                        ),
                        day=study_day.study_date(upcoming),
                    )
                )
            raise AttemptError(
                message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "No question of this bank is due for review today."
                    )
                )
            )
        ranked = ranked_from_counts(stats.topic_counts(s, spec.bank_id))
        weakness = {t.topic: rank for rank, t in enumerate(ranked)}
        due.sort(key=lambda item: (item[1], weakness.get(item[0].topic, len(weakness)), item[0].id))
        chosen = [outline.id for outline, _ in due[: spec.question_count]]
        questions = bank_store.load_questions(s, spec.bank_id, chosen)
    notice = None
    if len(due) < spec.question_count:
        notice = f"{len(due)} question{'s are' if len(due) != 1 else ' is'} due for review today."
    return assemble(Draw(spec, tuple(chosen), notice), questions)


def find_unfinished(db: Database, bank_id: str) -> UnfinishedAttempt | None:
    with db.session() as s:
        return attempt_store.unfinished_attempt(s, bank_id)


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
    now: Callable[[], datetime] = utcnow,
    wall_clock: bool = False,
    extra_time_percent: int = 0,
    replacing: int | None = None,
) -> ActiveAttempt:
    """Draw a new exam for `spec` and store its paper before the first question is shown.

    `same_paper` draws from the seed alone, ignoring this laptop's history, so every
    student of a classroom profile with `same_paper` gets the identical exam.
    `wall_clock` (proctored exams): the time limit runs on the wall clock, so time
    passes while the app is closed; otherwise only time spent in the exam counts.
    `extra_time_percent` is recorded with the attempt; the spec's limit includes it.
    `replacing`: the bank's unfinished attempt the candidate chose to discard for this
    one. It is discarded in the transaction that stores the new paper, so a new attempt
    that cannot start (nothing due, an empty topic choice) discards nothing.
    """
    unfinished = find_unfinished(db, spec.bank_id)
    if unfinished is not None and unfinished.attempt_id != replacing:
        raise UnfinishedAttemptError(unfinished)
    outline = _outline_or_error(db, spec.bank_id)
    exam = draw_paper(db, spec, same_paper=same_paper, outline=outline)
    deadline = None
    if wall_clock and spec.is_timed:
        deadline = now() + timedelta(seconds=spec.time_limit_seconds)
    holder = new_holder()
    with db.session(exclusive=True) as s:
        if unfinished is not None:
            try:
                attempt_store.abandon(s, unfinished.attempt_id, unless_held=True)
            except attempt_store.AttemptHeldError:
                raise AttemptError(
                    "That attempt is open in another window: finish it there, or close that "
                    "window, before discarding it."
                ) from None
        paper = attempt_store.store_paper(
            s,
            exam,
            student_name=student_name,
            student_id=student_id,
            profile=profile,
            deadline_at=deadline,
            extra_time_percent=extra_time_percent,
            holder=holder,
        )
        titles = attempt_store.topic_titles(s, spec.bank_id)
    recorder = KeepingRecorder(AttemptRecorder(db, paper, on_result, now=now, holder=holder))
    session = ExamSession(exam, clock=clock, recorder=recorder)
    return ActiveAttempt(paper.attempt_id, paper.uuid, titles, session, recorder)


def _no_longer_unfinished() -> Message:
    return message(
        QT_TRANSLATE_NOOP("Messages", "That attempt is no longer unfinished; start a new one.")
    )


def resume_attempt(
    db: Database,
    attempt_id: int,
    *,
    clock: Callable[[], float] = time.monotonic,
    on_result: Callable[[int, AttemptResult], None] | None = None,
    now: Callable[[], datetime] = utcnow,
    holder: str | None = None,
) -> ActiveAttempt:
    """Rebuild an unfinished attempt exactly as it was saved: paper, answers, clock.

    This window holds it from now on: a window that ran it until now is refused its
    next write (`AttemptTakenOverError`), so two windows never write it at once.
    `holder`: this window's holder name (default: a new one).
    """
    with db.session() as s:
        try:
            stored = attempt_store.load_attempt(s, attempt_id)
        except attempt_store.AttemptNotFoundError:
            stored = None
    if stored is None or stored.status is not AttemptStatus.IN_PROGRESS:
        raise AttemptError(_no_longer_unfinished())
    holder = holder or new_holder()
    with db.session(exclusive=True) as s:
        try:
            attempt_store.claim(s, attempt_id, holder, now())
        except AttemptClosedError:
            raise AttemptError(_no_longer_unfinished()) from None
        if stored.saved_at is not None:  # the app was closed (or killed) since the last save
            attempt_store.add_downtime(s, attempt_id, (now() - stored.saved_at).total_seconds())
    elapsed = stored.elapsed_seconds
    if stored.deadline_at is not None:  # proctored: the time away from the app counts too
        left = max(0.0, (stored.deadline_at - now()).total_seconds())
        elapsed = max(elapsed, stored.exam.spec.time_limit_seconds - left)
    snapshot = SessionSnapshot(
        answers=stored.answers, current=stored.current_index, elapsed_seconds=elapsed
    )
    recorder = KeepingRecorder(AttemptRecorder(db, stored.paper, on_result, now=now, holder=holder))
    session = ExamSession(stored.exam, clock=clock, recorder=recorder, resume=snapshot)
    return ActiveAttempt(stored.attempt_id, stored.uuid, stored.topic_titles, session, recorder)


def abandon_attempt(db: Database, attempt_id: int) -> None:
    """Discard an unfinished attempt: kept in the database, left out of history."""
    with db.session(exclusive=True) as s:
        attempt_store.abandon(s, attempt_id)


def _outline_or_error(db: Database, bank_id: str) -> BankOutline:
    with db.session() as s:
        outline = bank_store.bank_outline(s, bank_id)
    if outline is None:
        raise AttemptError(
            message(
                QT_TRANSLATE_NOOP("Messages", "There is no bank '{bank}'; import it first."),
                bank=bank_id,
            )
        )
    return outline


def spec_for(
    db: Database,
    bank_id: str,
    mode: Mode,
    *,
    seed: int | None = None,
    question_count: int | None = None,
    time_limit_minutes: int | None = None,
    passing_score: float | None = None,
    topics: Iterable[str] | None = None,
    shuffle_choices: bool = True,
    practice_set: PracticeSet | None = None,
) -> ExamSpec:
    """An ExamSpec with the bank's defaults (see `ExamSpec.for_bank`), a fresh seed unless given."""
    return ExamSpec.for_bank(
        _outline_or_error(db, bank_id),
        mode,
        seed=new_seed() if seed is None else seed,
        question_count=question_count,
        time_limit_minutes=time_limit_minutes,
        passing_score=passing_score,
        topics=topics,
        shuffle_choices=shuffle_choices,
        practice_set=practice_set,
    )


__all__ = [
    "ActiveAttempt",
    "AttemptClosedError",
    "AttemptConflictError",
    "AttemptError",
    "AttemptStatus",
    "AttemptTakenOverError",
    "UnfinishedAttempt",
    "UnfinishedAttemptError",
    "abandon_attempt",
    "find_unfinished",
    "resume_attempt",
    "spec_for",
    "start_attempt",
]
