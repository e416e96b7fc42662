"""What the user asked for: the settings of one exam before any question is drawn.

An `ExamSpec` is the whole recipe for an exam. Together with the bank's questions and
the user's history it determines the exam exactly (the generator is seeded from
`seed`), which is what lets a crashed attempt be rebuilt and a reported problem be
reproduced.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType

from simulator.domain.messages import QT_TRANSLATE_NOOP, message
from simulator.domain.model import Bank, ExamDefaults, default_time_limit_minutes
from simulator.domain.question_types import Scoring


class Mode(StrEnum):
    """How an attempt behaves: the stored value is the string, `label` is for people."""

    EXAM = "exam"
    PRACTICE = "practice"
    WEAK_AREAS = "weak_areas"
    REVIEW_DUE = "review_due"

    @property
    def label(self) -> str:
        return _MODE_LABELS[self]


_MODE_LABELS: Mapping[Mode, str] = {
    Mode.EXAM: "Exam",
    Mode.PRACTICE: "Practice",
    Mode.WEAK_AREAS: "Weak areas",
    Mode.REVIEW_DUE: "Review due",
}


def new_seed() -> int:
    """A fresh seed for a new exam: each exam is a different paper."""
    return random.SystemRandom().getrandbits(31)


def _no_weights() -> Mapping[str, float]:
    return MappingProxyType({})


@dataclass(frozen=True, slots=True)
class ExamSpec:
    """The settings of one exam; validated on construction so a bad spec never reaches a user.

    `topics` empty means every topic of the bank. `blueprint` holds topic weights
    (they need not sum to 1, only their ratios matter); empty means "in proportion to
    how many questions each topic has". `time_limit_minutes` 0 means untimed.
    """

    bank_id: str
    mode: Mode
    question_count: int
    time_limit_minutes: int
    passing_score: float
    seed: int
    topics: frozenset[str] = frozenset()
    shuffle_choices: bool = True
    # Excluded from the hash (a mapping is not hashable) but still compared.
    blueprint: Mapping[str, float] = field(default_factory=_no_weights, hash=False)
    scoring: Scoring = Scoring.ALL_OR_NOTHING

    def __post_init__(self) -> None:
        if self.question_count < 1:
            raise ValueError(
                message(QT_TRANSLATE_NOOP("Messages", "An exam needs at least one question."))
            )
        if self.time_limit_minutes < 0:
            raise ValueError(
                message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "The time limit cannot be negative (use 0 for an untimed exam).",
                    )
                )
            )
        if not 0.0 <= self.passing_score <= 1.0:
            raise ValueError(
                message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "The pass mark must be between 0% and 100%, not {percent}%."
                    ),
                    percent=f"{self.passing_score * 100:g}",
                )
            )
        bad = sorted(t for t, w in self.blueprint.items() if w < 0)
        if bad:
            raise ValueError(
                message(
                    QT_TRANSLATE_NOOP("Messages", "Topic weights cannot be negative: {topics}."),
                    topics=", ".join(bad),
                )
            )
        # Normalise caller-supplied containers so the spec is truly immutable.
        object.__setattr__(self, "topics", frozenset(self.topics))
        object.__setattr__(self, "blueprint", MappingProxyType(dict(self.blueprint)))

    @property
    def time_limit_seconds(self) -> int:
        return self.time_limit_minutes * 60

    @property
    def is_timed(self) -> bool:
        return self.time_limit_minutes > 0

    @property
    def gives_feedback(self) -> bool:
        """Everything but an exam reveals right and wrong per question; exams wait."""
        return self.mode is not Mode.EXAM

    @property
    def can_be_left(self) -> bool:
        """Practice of any kind can be saved and left for later; an exam is sat through."""
        return self.mode is not Mode.EXAM

    @classmethod
    def for_bank(
        cls,
        bank: Bank | BankOutline,
        mode: Mode = Mode.EXAM,
        *,
        seed: int,
        question_count: int | None = None,
        time_limit_minutes: int | None = None,
        passing_score: float | None = None,
        topics: Iterable[str] | None = None,
        shuffle_choices: bool = True,
        blueprint: Mapping[str, float] | None = None,
    ) -> ExamSpec:
        """A spec with the bank's `exam:` defaults, any keyword given overriding its default.

        Defaults, so that "Start" with no changes gives the exam the bank's author meant:

        - question count: the bank's count (all questions, at most 60, if not given),
          capped at the number of questions in the chosen topics;
        - time limit: an exam keeps the bank's pace (its time limit per question,
          rounded up to whole minutes), so a 20-question exam from a 60-question/
          90-minute bank gets 30 minutes; practice, weak-area drills and review of due
          questions are for learning, with feedback and no clock, unless a limit is given;
        - pass mark, blueprint and scoring (all or nothing, or partial): the bank's.

        `bank` may be a whole Bank or just its outline (no questions needed, which
        keeps starting an exam on a huge bank cheap).
        Raises ValueError with a message fit for the user when a setting is invalid.
        """
        outline = bank if isinstance(bank, BankOutline) else BankOutline.of(bank)
        chosen = frozenset(topics or ())
        unknown = sorted(chosen - set(outline.topic_sizes))
        if unknown:
            raise ValueError(
                message(
                    QT_TRANSLATE_NOOP("Messages", "The bank {bank!r} has no topic {topics}."),
                    bank=outline.title,
                    topics=", ".join(unknown),
                )
            )
        pool_size = sum(n for t, n in outline.topic_sizes.items() if not chosen or t in chosen)
        if pool_size == 0:
            raise ValueError(
                message(QT_TRANSLATE_NOOP("Messages", "No questions match these topics."))
            )

        count = (
            question_count
            if question_count is not None
            else outline.exam.effective_question_count(pool_size)
        )
        limit = (
            time_limit_minutes
            if time_limit_minutes is not None
            else default_time_limit(outline, mode, count)
        )
        return cls(
            bank_id=outline.id,
            mode=mode,
            question_count=count,
            time_limit_minutes=limit,
            passing_score=outline.exam.passing_score if passing_score is None else passing_score,
            seed=seed,
            topics=chosen,
            shuffle_choices=shuffle_choices,
            blueprint=outline.exam.blueprint if blueprint is None else blueprint,
            scoring=outline.exam.scoring,
        )


@dataclass(frozen=True, slots=True)
class BankOutline:
    """What a spec needs to know about a bank: its defaults and topic sizes, no questions."""

    id: str
    title: str
    exam: ExamDefaults
    topic_sizes: Mapping[str, int]

    @classmethod
    def of(cls, bank: Bank) -> BankOutline:
        sizes = {t.id: 0 for t in bank.topics}
        for question in bank.questions:
            sizes[question.topic] = sizes.get(question.topic, 0) + 1
        return cls(bank.id, bank.title, bank.exam, sizes)

    @property
    def size(self) -> int:
        return sum(self.topic_sizes.values())


def default_time_limit(bank: BankOutline, mode: Mode, question_count: int) -> int:
    """Minutes for `question_count` questions at the bank's pace (see `ExamSpec.for_bank`)."""
    if mode is not Mode.EXAM or question_count < 1:
        return 0
    defaults = bank.exam
    if defaults.time_limit_minutes is None:
        return default_time_limit_minutes(question_count)
    basis = defaults.question_count or defaults.effective_question_count(bank.size)
    if basis < 1 or defaults.time_limit_minutes <= 0:
        return 0
    # Ceiling division in integers: the bank's pace, never rounded in the user's disfavour.
    return -(-question_count * defaults.time_limit_minutes // basis)
