"""Writing a running attempt as it happens: the database side of the domain's `SessionRecorder`.

Each answer, flag or move is written at once in its own short transaction, which is
what makes an attempt crash-safe. Every one of those transactions first renews the
attempt's hold with a guarded UPDATE: it changes the row only while the attempt is
still in progress and held by this window (`holder`, see data/holders.py). Otherwise
nothing is written and the caller hears why: submitted or discarded in another window
(`AttemptClosedError`), or resumed there (`AttemptTakenOverError`). On PostgreSQL the
UPDATE waits for a concurrent submit of the same row and then finds it submitted; on
SQLite the exclusive transactions run one after the other. So an attempt is submitted
once, and nothing is written into an attempt already submitted.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import datetime
from functools import cache
from typing import Any, cast

from sqlalchemy import Table, Update, bindparam, or_, update
from sqlalchemy.orm import Session

from simulator.data import memory, stats
from simulator.data.attempts import AttemptNotFoundError, conflict_of, release
from simulator.data.db import Database
from simulator.data.holders import LEASE
from simulator.data.orm import AnswerRow, AttemptRow
from simulator.data.records import AttemptStatus, StoredPaper, utcnow
from simulator.data.type_columns import response_json
from simulator.domain.memory import Grade
from simulator.domain.paper import AnswerState
from simulator.domain.scoring import AttemptResult
from simulator.domain.session import SessionSnapshot

#: The tables a move writes, for the statements built once below.
_ATTEMPTS = cast(Table, AttemptRow.__table__)
_ANSWERS = cast(Table, AnswerRow.__table__)


#: The answer's columns every answer writes, and the attempt's every move writes.
_ANSWER = frozenset(
    ("selected", "flagged", "checked", "time_spent", "guessed", "struck_out", "response")
)
_PROGRESS = ("current_index", "elapsed_seconds")


def _nones(columns: Iterable[str]) -> dict[str, None]:
    return {f"new_{name}": None for name in columns}


@cache
def _hold_statement(columns: frozenset[str], held: bool) -> Update:
    """The guarded UPDATE that renews the hold and sets `columns` (bound as `new_NAME`),
    built once per set of columns: every move runs it, and building an ORM statement
    anew each time was a noticeable part of a move's time budget. A Core statement on
    the table: no loaded attempt object to keep in step."""
    mine = [_ATTEMPTS.c.id == bindparam("attempt"), _ATTEMPTS.c.status == AttemptStatus.IN_PROGRESS]
    if held:
        mine.append(or_(_ATTEMPTS.c.held_by == bindparam("holder"), _ATTEMPTS.c.held_by.is_(None)))
    return update(_ATTEMPTS).where(*mine).values({c: bindparam(f"new_{c}") for c in columns})


@cache
def _answer_statement(columns: frozenset[str]) -> Update:
    """The UPDATE storing one answer's `columns` (bound as `new_NAME`), built once."""
    return (
        update(_ANSWERS)
        .where(_ANSWERS.c.id == bindparam("answer"))
        .values({c: bindparam(f"new_{c}") for c in columns})
    )


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
    called after the finished attempt is stored (classroom delivery); `holder` is the
    window writing it (None: whoever holds it, the status alone is checked).
    """

    def __init__(
        self,
        db: Database,
        paper: StoredPaper,
        on_result: Callable[[int, AttemptResult], None] | None = None,
        *,
        now: Callable[[], datetime] = utcnow,
        holder: str | None = None,
    ) -> None:
        self._db = db
        self._paper = paper
        self._on_result = on_result
        self._now = now
        self.holder = holder
        self._saved_times: list[float] = [-1.0] * len(paper.answer_ids)

    def _hold(self, s: Session, now: datetime, **values: Any) -> None:
        """Renew this window's hold and set `values` on the attempt, in the caller's
        transaction; raise AttemptConflictError (nothing written) if it is not ours
        to write any more."""
        done = s.execute(*self._hold_call(self._paper.attempt_id, now, values))
        if done.rowcount != 1:  # type: ignore[attr-defined]
            raise conflict_of(s, self._paper.attempt_id)

    def _hold_call(
        self, attempt: int, now: datetime, values: dict[str, Any]
    ) -> tuple[Update, dict[str, Any]]:
        """The guarded UPDATE of `_hold` and its parameters."""
        values["saved_at"] = now
        if self.holder is not None:
            values.update(held_by=self.holder, held_until=now + LEASE)
        statement = _hold_statement(frozenset(values), self.holder is not None)
        parameters = {f"new_{name}": value for name, value in values.items()}
        return statement, {"attempt": attempt, "holder": self.holder, **parameters}

    def prepare(self) -> None:
        """Run the statements of a move and of an answer once, on no row (nothing is
        written): SQLAlchemy compiles a statement the first time it runs, and the
        candidate's first move and first answer each waited most of a frame for it."""
        now = self._now()
        nothing = -1  # no attempt, no answer has this id
        with self._db.session(exclusive=True) as s:
            s.execute(*self._hold_call(nothing, now, {}))
            s.execute(*self._hold_call(nothing, now, dict.fromkeys(_PROGRESS, 0)))
            s.execute(_answer_statement(_ANSWER), {"answer": nothing, **_nones(_ANSWER)})
            # the time on the question left: one answer, or every one at the first save
            times = {"answer": nothing, **_nones({"time_spent"})}
            s.execute(_answer_statement(frozenset({"time_spent"})), times)
            s.execute(_answer_statement(frozenset({"time_spent"})), [times, times])

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
        assert values.keys() == _ANSWER  # what `prepare` runs once
        if review is not None:
            values["reviewed_at"] = now
        with self._db.session(exclusive=True) as s:
            self._hold(s, now)
            s.execute(
                _answer_statement(frozenset(values)),
                {"answer": self._paper.answer_ids[index]}
                | {f"new_{name}": value for name, value in values.items()},
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
        no such attempt."""
        now = self._now()
        paper = self._paper
        with self._db.session(exclusive=True) as s:
            try:
                self._hold(
                    s,
                    now,
                    current_index=snapshot.current,
                    elapsed_seconds=snapshot.elapsed_seconds,
                )
            except AttemptNotFoundError:
                raise AttemptNotFoundError(f"no attempt {paper.attempt_id} in the copy") from None
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
                        "response": response_json(answer),
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
            {"answer": self._paper.answer_ids[i], "new_time_spent": spent}
            for i, spent in enumerate(time_spent)
            if spent != self._saved_times[i]
        ]
        # Position and clock only: a lazy commit (see Database.session). A kill loses
        # nothing; a power cut at most this save, until the next answer's durable
        # commit flushes it too. Answers are never written here.
        with self._db.session(exclusive=True, durable=False) as s:
            # the columns of _PROGRESS, which `prepare` runs once
            self._hold(s, self._now(), current_index=current, elapsed_seconds=elapsed_seconds)
            if changed:  # the time on the question just left, at every move
                s.execute(_answer_statement(frozenset({"time_spent"})), changed)
        for i, spent in enumerate(time_spent):
            self._saved_times[i] = spent

    def record_result(self, result: AttemptResult, reviews: Mapping[int, Grade]) -> None:
        now = self._now()
        paper = self._paper
        with self._db.session(exclusive=True) as s:
            self._hold(
                s,
                now,
                status=AttemptStatus.TIMED_OUT if result.timed_out else AttemptStatus.SUBMITTED,
                finished_at=now,
                elapsed_seconds=result.time_used_seconds,
                correct_count=result.correct,
                score_percent=result.percent,
                passed=result.passed,
                timed_out=result.timed_out,
            )
            s.execute(
                update(AnswerRow),  # bulk UPDATE by primary key
                [
                    {
                        "id": paper.answer_ids[o.index],
                        "correct": o.correct,
                        "selected": sorted(o.selected),
                        "flagged": o.flagged,
                        "time_spent": o.time_spent,
                        "response": response_json(o.answer),
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

    def release(self) -> None:
        """Let go of the attempt (Save and exit, the window closes): another window may
        now resume or discard it without waiting."""
        if self.holder is not None:
            with self._db.session(durable=False) as s:
                release(s, self._paper.attempt_id, self.holder)
