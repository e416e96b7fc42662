"""Small builders for domain tests: banks, questions, a hand-moved clock, a recording recorder.

The module name is deliberately specific: test directories without `__init__.py`
share one import namespace, so a generic `factories.py` could collide with another's.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from simulator.domain.blueprint import ExamSpec, Mode
from simulator.domain.memory import Grade
from simulator.domain.model import Bank, Choice, ExamDefaults, Explanation, Question, Topic
from simulator.domain.paper import AnswerState, Exam, ExamQuestion
from simulator.domain.question_types import (
    Matching,
    Numeric,
    NumericAnswer,
    Ordering,
    Pair,
    Payload,
    ShortAnswer,
)
from simulator.domain.scoring import AttemptResult


def make_question(
    qid: str,
    topic: str = "basics",
    *,
    choices: int = 4,
    correct: Iterable[int] = (1,),
    shuffle: bool = True,
) -> Question:
    """A question with choice ids 1..`choices`; `correct` lists the right ids."""
    right = set(correct)
    return Question(
        id=qid,
        topic=topic,
        prompt=f"Prompt of {qid}?",
        choices=tuple(
            Choice(id=i, text=f"{qid} choice {i}", correct=i in right, why=f"why {i}")
            for i in range(1, choices + 1)
        ),
        explanation=Explanation(short=f"Short {qid}.", full=f"Full explanation of {qid}."),
        shuffle=shuffle,
    )


def make_typed(qid: str, payload: Payload, topic: str = "basics") -> Question:
    """A question of another type than choice, with this payload."""
    return Question(
        id=qid,
        topic=topic,
        prompt=f"Prompt of {qid}?",
        choices=(),
        explanation=Explanation(short=f"Short {qid}."),
        payload=payload,
    )


def make_matching(qid: str = "match", pairs: int = 3, distractors: int = 1) -> Question:
    """Lefts L0.., rights R0.. (pair i: Li -> Ri), distractors D0.."""
    return make_typed(
        qid,
        Matching(
            tuple(Pair(f"L{i}", f"R{i}") for i in range(pairs)),
            tuple(f"D{i}" for i in range(distractors)),
        ),
    )


def make_ordering(qid: str = "order", items: int = 4) -> Question:
    return make_typed(qid, Ordering(tuple(f"Step {i}" for i in range(items))))


def make_short_answer(qid: str = "short", *answers: str, case_sensitive: bool = False) -> Question:
    return make_typed(qid, ShortAnswer(answers or ("nsys",), case_sensitive))


def make_numeric(qid: str = "number", value: float = 73856, tolerance: float = 0) -> Question:
    return make_typed(qid, Numeric((NumericAnswer(value, tolerance),)))


def make_pool(per_topic: Mapping[str, int], *, multi_every: int = 0) -> list[Question]:
    """`n` questions per topic, ids "<topic>-<nn>"; every `multi_every`-th is Choose 2."""
    pool = []
    for topic, n in per_topic.items():
        for i in range(n):
            multi = multi_every and i % multi_every == 0
            pool.append(make_question(f"{topic}-{i:02d}", topic, correct=(1, 3) if multi else (1,)))
    return pool


def make_bank(
    per_topic: Mapping[str, int],
    *,
    exam: ExamDefaults | None = None,
    titles: Mapping[str, str] | None = None,
) -> Bank:
    titles = titles or {}
    return Bank(
        id="test-bank",
        title="Test Bank",
        topics=tuple(Topic(id=t, title=titles.get(t, t.title())) for t in per_topic),
        questions=tuple(make_pool(per_topic)),
        exam=exam or ExamDefaults(),
    )


def make_spec(
    *,
    mode: Mode = Mode.EXAM,
    question_count: int = 10,
    time_limit_minutes: int = 0,
    passing_score: float = 0.7,
    seed: int = 1,
    topics: Iterable[str] = (),
    shuffle_choices: bool = True,
    blueprint: Mapping[str, float] | None = None,
) -> ExamSpec:
    return ExamSpec(
        bank_id="test-bank",
        mode=mode,
        question_count=question_count,
        time_limit_minutes=time_limit_minutes,
        passing_score=passing_score,
        seed=seed,
        topics=frozenset(topics),
        shuffle_choices=shuffle_choices,
        blueprint=blueprint or {},
    )


def make_exam(questions: Sequence[Question], spec: ExamSpec | None = None) -> Exam:
    """An exam of exactly these questions in this order, choices (and options) unshuffled."""
    spec = spec or make_spec(question_count=len(questions))
    return Exam(
        spec=spec,
        questions=tuple(ExamQuestion(q, q.option_ids) for q in questions),
    )


def answered(*selected: int, flagged: bool = False) -> AnswerState:
    return AnswerState(selected=frozenset(selected), flagged=flagged)


class FakeClock:
    """A monotonic clock that only moves when a test says so."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@dataclass
class RecordingRecorder:
    """Keeps every call a session makes, as the database would."""

    answers: list[tuple[int, AnswerState]] = field(default_factory=list)
    progress: list[tuple[int, float, tuple[float, ...]]] = field(default_factory=list)
    results: list[AttemptResult] = field(default_factory=list)
    reviews: list[dict[int, Grade]] = field(default_factory=list)

    def record_answer(self, index: int, answer: AnswerState, review: Grade | None = None) -> None:
        self.answers.append((index, answer))
        if review is not None:
            self.reviews.append({index: review})

    def record_progress(
        self, current: int, elapsed_seconds: float, time_spent: Sequence[float]
    ) -> None:
        self.progress.append((current, elapsed_seconds, tuple(time_spent)))

    def record_result(self, result: AttemptResult, reviews: Mapping[int, Grade]) -> None:
        self.results.append(result)
        self.reviews.append(dict(reviews))
