"""The values of one sitting: the paper a candidate is given and what they answer on it.

These are shared by the generator (which draws a paper), the session (which records
answers on it), scoring and the database layer (which stores both), so they live in
a module of their own that imports nothing but the bank model and the spec.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from simulator.domain.blueprint import ExamSpec
from simulator.domain.model import Choice, Question


@dataclass(frozen=True, slots=True)
class QuestionOutline:
    """What a draw needs of a question: its id and topic, no texts or choices.

    Drawing from a 100,000-question bank reads only these two columns; the few
    questions drawn are then loaded in full.
    """

    id: str
    topic: str


@dataclass(frozen=True, slots=True)
class QuestionRecord:
    """What the user's history says about one question (built by the database layer).

    `last_seen` and `last_missed` are sort keys, larger meaning more recent (an
    attempt's finish timestamp, say); `None` when it never happened.
    """

    question_id: str
    times_seen: int = 0
    times_missed: int = 0
    last_seen: float | None = None
    last_missed: float | None = None


@dataclass(frozen=True, slots=True)
class ExamQuestion:
    """A question as it appears in one exam: its choices in the order they are shown."""

    question: Question
    choice_order: tuple[int, ...]

    def __post_init__(self) -> None:
        own = sorted(c.id for c in self.question.choices)
        if sorted(self.choice_order) != own:
            raise ValueError(
                f"choice order {self.choice_order} is not a permutation of the choices "
                f"of question {self.question.id!r}"
            )

    @property
    def choices(self) -> tuple[Choice, ...]:
        by_id = {c.id: c for c in self.question.choices}
        return tuple(by_id[i] for i in self.choice_order)

    @property
    def question_id(self) -> str:
        return self.question.id

    @property
    def topic(self) -> str:
        return self.question.topic


@dataclass(frozen=True, slots=True)
class Exam:
    """The drawn questions of one attempt, plus a note for the user when we gave less."""

    spec: ExamSpec
    questions: tuple[ExamQuestion, ...]
    notice: str | None = None

    def __post_init__(self) -> None:
        if not self.questions:
            raise ValueError("An exam needs at least one question.")
        ids = [q.question.id for q in self.questions]
        if len(set(ids)) != len(ids):
            raise ValueError("An exam cannot contain the same question twice.")

    def __len__(self) -> int:
        return len(self.questions)

    @property
    def question_ids(self) -> tuple[str, ...]:
        return tuple(q.question.id for q in self.questions)


class QuestionStatus(StrEnum):
    """Where a question of the paper stands, as the navigator and review screen show it."""

    ANSWERED = "answered"
    INCOMPLETE = "incomplete"  # a "Choose N" question with fewer than N ticked
    UNANSWERED = "unanswered"


@dataclass(frozen=True, slots=True)
class AnswerState:
    """The user's answer to one question.

    `checked`: revealed and locked (practice). `guessed`: the candidate marked the
    answer as a guess (it still scores; review treats it as shaky). `struck_out`:
    choices the candidate ruled out, as test drivers let them cross out.
    """

    selected: frozenset[int] = frozenset()
    flagged: bool = False
    time_spent: float = 0.0
    checked: bool = False
    guessed: bool = False
    struck_out: frozenset[int] = frozenset()

    @property
    def answered(self) -> bool:
        return bool(self.selected)

    def status(self, choose: int) -> QuestionStatus:
        """Answered only with all `choose` choices ticked; some ticked is incomplete."""
        if not self.selected:
            return QuestionStatus.UNANSWERED
        if len(self.selected) < choose:
            return QuestionStatus.INCOMPLETE
        return QuestionStatus.ANSWERED
