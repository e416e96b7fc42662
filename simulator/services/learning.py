"""What to practise today and how ready the candidate is: the learning engine's use cases.

Every answered question carries a memory state (FSRS, `domain/memory.py`) updated as
answers are stored; these functions read it: how many questions are due, which, and
the desired retention the scheduler aims for.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from simulator.data import memory
from simulator.data.records import utcnow

if TYPE_CHECKING:
    from simulator.data.db import Database


@dataclass(frozen=True)
class DueReview:
    """The questions of a bank due for review at a moment, most overdue first."""

    question_ids: list[str]
    next_due: datetime | None  # when the next one falls due, if none is due now

    @property
    def count(self) -> int:
        return len(self.question_ids)


def due_count(db: Database, bank_id: str, at: datetime | None = None) -> int:
    """How many of the bank's questions are due for review (default: now)."""
    with db.session() as s:
        return memory.due_count(s, bank_id, at or utcnow())


def due_review(db: Database, bank_id: str, at: datetime | None = None) -> DueReview:
    moment = at or utcnow()
    with db.session() as s:
        due = memory.due_questions(s, bank_id, moment)
        upcoming = None if due else memory.next_due(s, bank_id, moment)
    return DueReview([outline.id for outline, _ in due], upcoming)


def desired_retention(db: Database) -> float:
    with db.session() as s:
        return memory.desired_retention(s)


def set_desired_retention(db: Database, value: float) -> int:
    """Aim for `value` recall (0.7-0.97) from now on; how many due dates moved."""
    with db.session(exclusive=True) as s:
        return memory.set_desired_retention(s, value)
