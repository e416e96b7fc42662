"""Spaced review of every question: the candidate's memory of it, scheduled with FSRS.

Each answer, in any mode, is one review of its question: wrong is *Again*, right but
marked "I guessed" is *Hard*, right is *Good*. The maintained `fsrs` package does the
scheduling (FSRS-6 with its default weights); there are no intra-day learning steps,
so a missed question is due again one day later and a question answered right is not
due before tomorrow. Desired retention is 0.9 unless the user changes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from enum import IntEnum

from fsrs import Card, Rating, Scheduler, State

from simulator.domain.paper import AnswerState
from simulator.domain.scoring import AttemptResult

DEFAULT_RETENTION = 0.9
#: The range FSRS accepts for desired retention, and a sensible one for exam study.
MIN_RETENTION, MAX_RETENTION = 0.7, 0.97


class Grade(IntEnum):
    """How an answer rates the candidate's recall (the values are FSRS ratings)."""

    AGAIN = 1
    HARD = 2
    GOOD = 3


def grade_answer(correct: bool, guessed: bool = False) -> Grade:
    """Wrong: Again. Right but guessed: Hard. Right: Good."""
    if not correct:
        return Grade.AGAIN
    return Grade.HARD if guessed else Grade.GOOD


def reviews_at_finish(result: AttemptResult, answers: Sequence[AnswerState]) -> dict[int, Grade]:
    """The reviews an attempt gives as it ends: every question shown and not yet checked.

    Answered questions grade by correctness (and "I guessed"); a question looked at but
    left unanswered is Again; a question never reached is no review at all.
    """
    reviews = {}
    for outcome, answer in zip(result.outcomes, answers, strict=True):
        if answer.checked:
            continue  # reviewed when it was checked
        if outcome.answered:
            reviews[outcome.index] = grade_answer(outcome.correct, answer.guessed)
        elif answer.time_spent > 0:
            reviews[outcome.index] = Grade.AGAIN
    return reviews


@dataclass(frozen=True, slots=True)
class MemoryState:
    """The scheduler's picture of one question: when it is due and how well it is held.

    `stability` is the number of days after which recall falls to 90%; `state` and
    `step` are FSRS's (kept so its calculations continue exactly).
    """

    due: datetime
    stability: float | None
    difficulty: float | None
    last_review: datetime | None
    reviews: int = 0
    lapses: int = 0
    state: int = int(State.Review)
    step: int | None = None


class ReviewScheduler:
    """Applies reviews to memory states at a given moment (times must be UTC-aware)."""

    def __init__(self, desired_retention: float = DEFAULT_RETENTION) -> None:
        if not MIN_RETENTION <= desired_retention <= MAX_RETENTION:
            raise ValueError(
                f"Desired retention must be from {MIN_RETENTION:.0%} to {MAX_RETENTION:.0%}."
            )
        self.desired_retention = desired_retention
        self._fsrs = Scheduler(
            desired_retention=desired_retention,
            learning_steps=(),
            relearning_steps=(),
            enable_fuzzing=False,  # the same answers give the same schedule, tests included
        )

    def review(self, memory: MemoryState | None, grade: Grade, at: datetime) -> MemoryState:
        """The memory after one more answer, given at `at`."""
        card, _log = self._fsrs.review_card(_card(memory), Rating(int(grade)), _utc(at))
        return MemoryState(
            due=card.due,
            stability=card.stability,
            difficulty=card.difficulty,
            last_review=card.last_review,
            reviews=(memory.reviews if memory else 0) + 1,
            lapses=(memory.lapses if memory else 0) + (grade is Grade.AGAIN and memory is not None),
            state=int(card.state),
            step=card.step,
        )

    def rescheduled(self, memory: MemoryState) -> MemoryState:
        """The same memory with its due date for this scheduler's desired retention."""
        if memory.last_review is None or memory.stability is None:
            return memory
        card, reviewed = _card(memory), _utc(memory.last_review)
        low, high = 1, self._fsrs.maximum_interval  # days: the first at or below the target
        while low < high:
            middle = (low + high) // 2
            recall = self._fsrs.get_card_retrievability(card, reviewed + timedelta(days=middle))
            if recall <= self.desired_retention:
                high = middle
            else:
                low = middle + 1
        return replace(memory, due=reviewed + timedelta(days=low))


def _card(memory: MemoryState | None) -> Card:
    # A card id of our own: without one, fsrs stamps the card with the clock and sleeps
    # a millisecond so the next id differs; the app never reads card ids.
    if memory is None:
        return Card(card_id=0)
    return Card(
        card_id=0,
        state=State(memory.state),
        step=memory.step,
        stability=memory.stability,
        difficulty=memory.difficulty,
        due=_utc(memory.due),
        last_review=_utc(memory.last_review) if memory.last_review else None,
    )


def _utc(moment: datetime) -> datetime:
    """FSRS wants UTC-aware times; stored ones may come back naive (SQLite)."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
