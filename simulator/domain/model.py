"""Plain values of the exam world: banks, topics, questions and choices.

Everything here is a frozen dataclass with no Qt and no SQLAlchemy in sight, so the
exam engine can be tested in microseconds. The bank loader (`simulator.formats`) and
the database layer (`simulator.data.banks`) both produce these objects.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from simulator.domain.question_types import (
    Matching,
    Ordering,
    Payload,
    QuestionType,
    Scoring,
    SealedMatching,
)
from simulator.domain.seals import Seal, SealedAnswer, choice_keys

MAX_QUESTIONS_PER_EXAM = 60
DEFAULT_PASSING_SCORE = 0.7
MINUTES_PER_QUESTION = 1.2
#: The longest time limit anywhere (bank files, profiles, the start page): ten hours.
MAX_TIME_LIMIT_MINUTES = 600
#: Lengths the database stores for ids and titles (checked when a file is read).
MAX_ID_LENGTH = 100
MAX_QUESTION_ID_LENGTH = 200
MAX_TITLE_LENGTH = 300
#: How many choices a question has, whatever file it came from (keys A-Z in the exam).
MIN_CHOICES, MAX_CHOICES = 2, 26
#: Bank, topic and question ids: lowercase letters, digits and '-', not starting with '-'.
ID_PATTERN = re.compile(r"[a-z0-9][a-z0-9-]*\Z")


def invalid_id(what: str, value: str | None) -> str | None:
    """Why `value` cannot be an id, naming `what` ("bank id"…); None when it can (or is None)."""
    if value is None or ID_PATTERN.match(value):
        return None
    return (
        f"{what} '{value}' may use only lowercase letters, digits and '-',"
        " starting with a letter or digit"
    )


@dataclass(frozen=True, slots=True)
class Topic:
    """A subject area that questions belong to and weak areas are reported by."""

    id: str
    title: str
    description: str = ""


@dataclass(frozen=True, slots=True)
class Choice:
    """One answer option of a question.

    `id` is unique within its question: the position in the file for a freshly
    parsed bank, the database key once the bank is stored. Engine code only ever
    compares ids within one question, so both work.
    """

    id: int
    text: str
    correct: bool = False
    why: str = ""


@dataclass(frozen=True, slots=True)
class Explanation:
    """The one-or-two sentence reason shown at once, and the longer one on demand."""

    short: str
    full: str = ""


@dataclass(frozen=True, slots=True)
class Scenario:
    """A case study: a text (with exhibits) that several questions of a bank share.

    As in the case-study sections of Microsoft and Cisco exams, the candidate reads the
    scenario once and answers the questions that point to it while it stays in view.
    Questions carry the scenario itself (not only its id), so a paper, a stored version
    of a question or a review shows exactly the scenario its candidate read.
    """

    id: str
    title: str
    text: str


@dataclass(frozen=True, slots=True)
class Question:
    """A question of any type; everything but the answer part is common to all types.

    A choice question (no `payload`) is single-select, or multi-select when several
    choices are correct. Other types carry a payload (`question_types.py`) and no
    choices: matching, ordering, short answer, numeric. `sealed`: in a sealed classroom
    build the key is not there (no choice is marked correct, a matching question's
    payload is a `SealedMatching`, an ordering question's items are shuffled, typed
    answers have no accepted answers); the answer is checked against the seal's salted
    digests instead (`sealing.py`). `scenario`: the case study the question belongs to,
    shown beside it (None for a question that stands alone).
    """

    id: str
    topic: str
    prompt: str
    choices: tuple[Choice, ...]
    explanation: Explanation
    shuffle: bool = True
    difficulty: int | None = None
    references: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    sealed: Seal | None = None
    payload: Payload | None = None
    scenario: Scenario | None = None

    @property
    def type(self) -> QuestionType:
        return QuestionType.CHOICE if self.payload is None else self.payload.type

    @property
    def option_ids(self) -> tuple[int, ...]:
        """What an exam arranges: choice ids, a matching question's right-hand options
        or an ordering question's items (by index); nothing for typed answers."""
        payload = self.payload
        if payload is None:
            return tuple(c.id for c in self.choices)
        if isinstance(payload, Matching | SealedMatching):
            return tuple(range(len(payload.options)))
        if isinstance(payload, Ordering):
            return tuple(range(len(payload.items)))
        return ()

    @property
    def correct_ids(self) -> frozenset[int]:
        """The right choices; empty for a sealed question (only its digest is known)."""
        return frozenset(c.id for c in self.choices if c.correct)

    @property
    def choose(self) -> int:
        """How many choices the user must select ("Choose N")."""
        if isinstance(self.sealed, SealedAnswer):
            return self.sealed.choose
        return sum(1 for c in self.choices if c.correct)

    def is_answered_correctly(self, selected: Iterable[int]) -> bool:
        """All or nothing: exactly the right choices (checked by digest when sealed)."""
        chosen = frozenset(selected)
        if not chosen:
            return False
        if isinstance(self.sealed, SealedAnswer):
            keys = choice_keys(c.text for c in self.choices)
            picked = [key for c, key in zip(self.choices, keys, strict=True) if c.id in chosen]
            return len(picked) == len(chosen) and self.sealed.matches(self.id, picked)
        return chosen == self.correct_ids

    @property
    def is_multi_select(self) -> bool:
        return self.choose > 1

    def choice(self, choice_id: int) -> Choice:
        for c in self.choices:
            if c.id == choice_id:
                return c
        raise KeyError(f"question {self.id!r} has no choice {choice_id}")


def _frozen_mapping(values: Mapping[str, float] | None = None) -> Mapping[str, float]:
    return MappingProxyType(dict(values or {}))


@dataclass(frozen=True, slots=True)
class ExamDefaults:
    """A bank's suggested settings for a full exam (the `exam:` section of the file).

    `None` means "not given in the file"; use the `effective_*` helpers for the
    value an exam actually gets.
    """

    question_count: int | None = None
    time_limit_minutes: int | None = None
    passing_score: float = DEFAULT_PASSING_SCORE
    blueprint: Mapping[str, float] = field(default_factory=_frozen_mapping)
    scoring: Scoring = Scoring.ALL_OR_NOTHING

    def effective_question_count(self, pool_size: int) -> int:
        if self.question_count is not None:
            return min(self.question_count, pool_size)
        return min(pool_size, MAX_QUESTIONS_PER_EXAM)

    def effective_time_limit_minutes(self, question_count: int) -> int:
        if self.time_limit_minutes is not None:
            return self.time_limit_minutes
        return default_time_limit_minutes(question_count)


def default_time_limit_minutes(question_count: int) -> int:
    """1.2 minutes per question, rounded up (the format's documented default)."""
    tenths = question_count * round(MINUTES_PER_QUESTION * 10)
    return -(-tenths // 10)


@dataclass(frozen=True, slots=True)
class Exhibit:
    """An image a question shows (a diagram, a screenshot), carried with its bank.

    Questions refer to it in Markdown by `name`, e.g. `![topology](images/topo.png)`;
    the bytes travel with the bank into the database, so nothing is read from the
    original folder (or fetched from anywhere) when the question is shown.
    """

    name: str
    media_type: str
    data: bytes = field(repr=False)


@dataclass(frozen=True, slots=True)
class Bank:
    """A question bank: topics, questions and exam defaults, as in one bank file.

    `scenarios`: the bank's case studies in file order; each question that belongs to
    one carries it as `Question.scenario`.
    """

    id: str
    title: str
    topics: tuple[Topic, ...]
    questions: tuple[Question, ...]
    description: str = ""
    exam: ExamDefaults = field(default_factory=ExamDefaults)
    exhibits: tuple[Exhibit, ...] = ()
    scenarios: tuple[Scenario, ...] = ()

    def topic(self, topic_id: str) -> Topic:
        for t in self.topics:
            if t.id == topic_id:
                return t
        raise KeyError(f"bank {self.id!r} has no topic {topic_id!r}")

    def question(self, question_id: str) -> Question:
        for q in self.questions:
            if q.id == question_id:
                return q
        raise KeyError(f"bank {self.id!r} has no question {question_id!r}")

    def questions_by_topic(self) -> dict[str, list[Question]]:
        grouped: dict[str, list[Question]] = {t.id: [] for t in self.topics}
        for q in self.questions:
            grouped.setdefault(q.topic, []).append(q)
        return grouped
