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
from simulator.domain.question_types import Matching, Ordering, SealedMatching


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
    """A question as it appears in one exam, its parts in the order they are shown.

    `choice_order` arranges `Question.option_ids`: the choices of a choice question,
    the right-hand options of a matching question, the starting order of an ordering
    question's items; it is empty for typed answers.
    """

    question: Question
    choice_order: tuple[int, ...]

    def __post_init__(self) -> None:
        if sorted(self.choice_order) != sorted(self.question.option_ids):
            raise ValueError(
                f"choice order {self.choice_order} is not a permutation of the options "
                f"of question {self.question.id!r}"
            )

    @property
    def choices(self) -> tuple[Choice, ...]:
        """The choices as shown (none for the other types)."""
        if self.question.payload is not None:
            return ()
        by_id = {c.id: c for c in self.question.choices}
        return tuple(by_id[i] for i in self.choice_order)

    @property
    def options(self) -> tuple[tuple[int, str], ...]:
        """A matching question's right-hand options as shown: (option index, text)."""
        payload = self.question.payload
        if not isinstance(payload, Matching | SealedMatching):
            return ()
        return tuple((i, payload.options[i]) for i in self.choice_order)

    def shown_order(self, answer: AnswerState) -> tuple[int, ...]:
        """An ordering question's items top to bottom: the candidate's order, or the start."""
        if not isinstance(self.question.payload, Ordering):
            return ()
        return answer.order or self.choice_order

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
    # A "Choose N" question with fewer than N ticked, a matching question with items unset.
    INCOMPLETE = "incomplete"
    UNANSWERED = "unanswered"


@dataclass(frozen=True, slots=True)
class AnswerState:
    """The user's answer to one question, whatever its type.

    `selected`: the choices ticked (choice questions). `matches`: (left item, option)
    pairs of a matching question, by index, sorted by left item. `order`: an ordering
    question's items top to bottom, empty until the candidate moves one. `text`: what
    was typed for a short-answer or numeric question (plain text, bounded in length).
    `checked`: revealed and locked (practice). `guessed`: the candidate marked the
    answer as a guess (it still scores; review treats it as shaky). `struck_out`:
    choices (or a matching question's options) the candidate ruled out, as test
    drivers let them cross out.
    """

    selected: frozenset[int] = frozenset()
    flagged: bool = False
    time_spent: float = 0.0
    checked: bool = False
    guessed: bool = False
    struck_out: frozenset[int] = frozenset()
    matches: tuple[tuple[int, int], ...] = ()
    order: tuple[int, ...] = ()
    text: str = ""

    @property
    def answered(self) -> bool:
        """Anything given at all (a question partly answered counts)."""
        return bool(self.selected or self.matches or self.order or self.text.strip())

    def match_of(self, left: int) -> int | None:
        """The option given for a matching question's left item, if any."""
        for item, option in self.matches:
            if item == left:
                return option
        return None

    def status(self, question: Question) -> QuestionStatus:
        """Answered only when every part is: all "Choose N" ticked, every left item matched."""
        if not self.answered:
            return QuestionStatus.UNANSWERED
        payload = question.payload
        if payload is None:
            complete = len(self.selected) >= question.choose
        elif isinstance(payload, Matching | SealedMatching):
            complete = len(self.matches) >= len(payload.lefts)
        else:
            complete = True
        return QuestionStatus.ANSWERED if complete else QuestionStatus.INCOMPLETE


#: The answer to a question nobody has touched yet.
NO_ANSWER = AnswerState()
