"""Drawing an exam from a bank: which questions, in which order, with which choice order.

Everything random comes from one `random.Random(spec.seed)` consumed in a fixed order
over a pool sorted by question id, so the same seed, bank and history always give the
same exam, choice order included. That is what makes a reported exam reproducible.

A draw needs only each question's id and topic (`Drawable`), so the database can draw
from light `QuestionOutline`s and load in full only the questions drawn; `assemble`
then arranges them into the `Exam`. `build_exam` and `build_weak_area_drill` do both
steps at once for a pool of full questions.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Protocol, TypeVar

from simulator.domain.blueprint import ExamSpec
from simulator.domain.grading import is_right
from simulator.domain.model import Question
from simulator.domain.paper import AnswerState, Exam, ExamQuestion, QuestionRecord
from simulator.domain.question_types import Ordering

if TYPE_CHECKING:
    from simulator.domain.analytics import TopicStats

#: Share of a weak-areas drill drawn from missed questions and weak topics.
WEAK_AREA_FOCUS_PERCENT = 75


class Drawable(Protocol):
    """Anything with a question id and a topic: a full `Question` or a `QuestionOutline`."""

    @property
    def id(self) -> str: ...

    @property
    def topic(self) -> str: ...


D = TypeVar("D", bound=Drawable)


@dataclass(frozen=True, slots=True)
class Draw:
    """The questions drawn for `spec`, by id, in the order the exam shows them."""

    spec: ExamSpec
    question_ids: tuple[str, ...]
    notice: str | None = None


def build_exam(
    pool: Sequence[Question],
    spec: ExamSpec,
    history: Mapping[str, QuestionRecord] | None = None,
) -> Exam:
    """Draw and arrange an exam from full questions (see `draw_exam`)."""
    return assemble(draw_exam(pool, spec, history), {q.id: q for q in pool})


def build_weak_area_drill(
    pool: Sequence[Question],
    spec: ExamSpec,
    history: Mapping[str, QuestionRecord],
    topic_accuracy: Mapping[str, TopicStats],
) -> Exam:
    """Draw and arrange a weak-areas drill from full questions (see `draw_weak_area_drill`)."""
    drawn = draw_weak_area_drill(pool, spec, history, topic_accuracy)
    return assemble(drawn, {q.id: q for q in pool})


def draw_exam(
    pool: Sequence[Drawable],
    spec: ExamSpec,
    history: Mapping[str, QuestionRecord] | None = None,
) -> Draw:
    """Draw `spec.question_count` distinct questions from `pool` (restricted to `spec.topics`).

    Topic quotas follow `spec.blueprint` (or the pool's own topic mix) by
    largest-remainder apportionment, so each topic gets its share rounded up or down;
    a topic with too few questions gives its surplus to the others. Within a topic,
    questions never seen come first, then those seen longest ago. When the pool is
    smaller than asked, the exam has all of it and `notice` says so.
    """
    rng = random.Random(spec.seed)
    questions = _eligible(pool, spec)
    history = history or {}
    by_topic = _group_by_topic(questions)
    quotas, _available = exam_quotas(spec, {t: len(q) for t, q in by_topic.items()})
    chosen: list[Drawable] = []
    for topic in sorted(by_topic):
        chosen.extend(_freshest_first(by_topic[topic], history, rng)[: quotas.get(topic, 0)])
    return _mixed(chosen, spec, rng, _shortage_notice(spec, len(questions)))


def draw_weak_area_drill(
    pool: Sequence[Drawable],
    spec: ExamSpec,
    history: Mapping[str, QuestionRecord],
    topic_accuracy: Mapping[str, TopicStats],
) -> Draw:
    """A drill of about 75% missed questions and weak-topic questions, the rest others.

    `history` and `topic_accuracy` come from the bank's answer history (the database
    layer counts them); weakness is taken from the caller rather than recomputed so
    the drill and the weak-area report always agree. The focus part is, in order:
    questions missed before (most recent misses first), then questions from the weak
    topics, weakest topic first and taken in turn. Weak topics are those whose
    standing is weak; if none is, the weaker half by Wilson lower bound. The rest are
    other questions, preferably from other topics, least recently seen first, so the
    drill is not one topic only.
    """
    rng = random.Random(spec.seed)
    questions = _eligible(pool, spec)
    count = min(spec.question_count, len(questions))
    others_count = (count * (100 - WEAK_AREA_FOCUS_PERCENT) + 50) // 100
    focus_count = count - others_count

    weak_topics = _weak_topics({q.topic for q in questions}, topic_accuracy)
    missed = sorted(
        (q for q in questions if _times_missed(history, q.id) > 0),
        key=lambda q: _recent_miss_key(history[q.id], q.id),
    )
    focus: list[Drawable] = list(missed[:focus_count])
    taken = {q.id for q in focus}
    by_topic = _group_by_topic(q for q in questions if q.id not in taken)
    queues = [deque(_freshest_first(by_topic.get(t, []), history, rng)) for t in weak_topics]
    while len(focus) < focus_count and any(queues):
        for queue in queues:
            if queue and len(focus) < focus_count:
                focus.append(queue.popleft())
    taken = {q.id for q in focus}

    rest = _freshest_first([q for q in questions if q.id not in taken], history, rng)
    weak = set(weak_topics)
    rest.sort(key=lambda q: q.topic in weak)  # stable: other topics first, freshness kept
    chosen = focus + rest[: count - len(focus)]

    notes = [_shortage_notice(spec, len(questions))]
    if not missed and not weak_topics:
        notes.append(
            "No answers are recorded for these topics yet, so this drill is a mixed set "
            "of questions."
        )
    notice = " ".join(n for n in notes if n) or None
    return _mixed(chosen, spec, rng, notice)


def exam_quotas(spec: ExamSpec, topic_sizes: Mapping[str, int]) -> tuple[dict[str, int], int]:
    """Seats per topic for `spec`, given how many questions each topic has; and the total
    available, which caps the exam's length."""
    sizes = {
        t: n for t, n in topic_sizes.items() if n > 0 and (not spec.topics or t in spec.topics)
    }
    available = sum(sizes.values())
    count = min(spec.question_count, available)
    return topic_quotas(count, _weights(spec, sizes), sizes), available


def order_drawn(chosen: Sequence[Drawable], spec: ExamSpec, available: int) -> Draw:
    """A draw from questions selected elsewhere (the database, for very large banks).

    Mixed from the spec's seed alone, after sorting by id, so the result does not
    depend on the order the questions arrived in.
    """
    ordered: list[Drawable] = sorted(chosen, key=lambda q: q.id)
    return _mixed(ordered, spec, random.Random(spec.seed), _shortage_notice(spec, available))


def topic_quotas(
    count: int, weights: Mapping[str, Fraction], capacity: Mapping[str, int]
) -> dict[str, int]:
    """Split `count` seats among topics by largest remainder, never beyond a topic's capacity.

    Topics with weight 0 only get questions when the weighted topics run out.
    Ties in the remainders go to the larger weight, then the smaller topic id, so the
    result does not depend on the order of the mappings.
    """
    quotas = {t: 0 for t in capacity}
    left = min(count, sum(capacity.values()))
    open_topics = sorted(t for t in capacity if weights.get(t, Fraction(0)) > 0 and capacity[t])
    while left > 0 and open_topics:
        seats = _largest_remainder(left, {t: weights[t] for t in open_topics})
        full = [t for t in open_topics if seats[t] >= capacity[t]]
        if not any(seats[t] > capacity[t] for t in full):
            for t in open_topics:
                quotas[t] = seats[t]
            return quotas
        for t in full:
            quotas[t] = capacity[t]
            left -= capacity[t]
        open_topics = [t for t in open_topics if t not in full]
    if left > 0:  # Only unweighted topics remain: fill them in proportion to their size.
        spare = {t: capacity[t] - quotas[t] for t in capacity if capacity[t] > quotas[t]}
        extra = topic_quotas(left, {t: Fraction(n) for t, n in spare.items()}, spare)
        for t, n in extra.items():
            quotas[t] += n
    return quotas


def _largest_remainder(seats: int, weights: Mapping[str, Fraction]) -> dict[str, int]:
    total = sum(weights.values(), Fraction(0))
    shares = {t: seats * w / total for t, w in weights.items()}
    result = {t: int(s) for t, s in shares.items()}  # floor: shares are non-negative
    left = seats - sum(result.values())
    by_remainder = sorted(weights, key=lambda t: (-(shares[t] - result[t]), -weights[t], t))
    for t in by_remainder[:left]:
        result[t] += 1
    return result


def _eligible(pool: Sequence[D], spec: ExamSpec) -> list[D]:
    """The pool restricted to the spec's topics, sorted by id so input order never matters."""
    ids = [q.id for q in pool]
    if len(set(ids)) != len(ids):
        raise ValueError("The question pool contains the same question id twice.")
    eligible = sorted(
        (q for q in pool if not spec.topics or q.topic in spec.topics), key=lambda q: q.id
    )
    if not eligible:
        raise ValueError("No questions match these topics.")
    return eligible


def _group_by_topic(questions: Iterable[D]) -> dict[str, list[D]]:
    grouped: dict[str, list[D]] = {}
    for q in questions:
        grouped.setdefault(q.topic, []).append(q)
    return grouped


def _weights(spec: ExamSpec, sizes: Mapping[str, int]) -> dict[str, Fraction]:
    """The blueprint's weights for topics in the pool, or the pool's own mix if none apply.

    Weights are read as the decimals the bank author wrote (0.7 is 7/10, not the
    nearest binary float), so quotas come out exactly as a hand calculation would.
    """
    weights = {
        t: Fraction(w).limit_denominator(1_000_000)
        for t, w in spec.blueprint.items()
        if t in sizes and w > 0
    }
    if not weights:
        weights = {t: Fraction(n) for t, n in sizes.items()}
    return weights


def _freshest_first(
    questions: Sequence[D], history: Mapping[str, QuestionRecord], rng: random.Random
) -> list[D]:
    """Never-seen questions first, then those seen longest ago; random among equals."""
    ordered = list(questions)
    rng.shuffle(ordered)
    ordered.sort(key=lambda q: _seen_key(history.get(q.id)))
    return ordered


def _seen_key(record: QuestionRecord | None) -> tuple[int, float]:
    if record is None or (record.times_seen == 0 and record.last_seen is None):
        return (0, 0.0)
    return (1, record.last_seen if record.last_seen is not None else float("-inf"))


def _times_missed(history: Mapping[str, QuestionRecord], question_id: str) -> int:
    record = history.get(question_id)
    return record.times_missed if record is not None else 0


def _recent_miss_key(record: QuestionRecord, question_id: str) -> tuple[float, int, str]:
    last = record.last_missed if record.last_missed is not None else float("-inf")
    return (-last, -record.times_missed, question_id)


def _weak_topics(pool_topics: set[str], topic_accuracy: Mapping[str, TopicStats]) -> list[str]:
    """Topics to focus on, weakest first (see `build_weak_area_drill`)."""
    ranked = sorted(
        (s for t, s in topic_accuracy.items() if t in pool_topics and s.total > 0),
        key=lambda s: s.weakness_key,
    )
    weak = [s.topic for s in ranked if s.is_weak]
    if not weak:
        weak = [s.topic for s in ranked[: max(1, len(ranked) // 2)]]
    return weak


def _mixed(chosen: list[Drawable], spec: ExamSpec, rng: random.Random, notice: str | None) -> Draw:
    """Mix the topics with the exam's rng (each question's choices get their own order)."""
    rng.shuffle(chosen)
    return Draw(spec, tuple(q.id for q in chosen), notice)


def arrange(question: Question, spec: ExamSpec) -> ExamQuestion:
    """The question with its choices (or matching options, or ordering items) in exam order.

    The order comes from a generator seeded by the exam seed and the question id, not
    from the exam's shared rng, so the draw can run on outlines without choices and
    the full questions be arranged afterwards, with the same result for the same seed.
    An ordering question always starts scrambled, never in its right order (with
    shuffling off, the same scramble for every candidate; in a sealed build the right
    order is known only by its digest, which is enough to avoid it).
    """
    order = list(question.option_ids)
    if isinstance(question.payload, Ordering):
        seed = f"{spec.seed}:{question.id}" if spec.shuffle_choices else question.id
        random.Random(seed).shuffle(order)
        if is_right(question, AnswerState(order=tuple(order))):
            order = order[1:] + order[:1]
    elif spec.shuffle_choices and question.shuffle:
        random.Random(f"{spec.seed}:{question.id}").shuffle(order)
    return ExamQuestion(question=question, choice_order=tuple(order))


def assemble(draw: Draw, questions: Mapping[str, Question]) -> Exam:
    """The exam of a draw: the drawn questions, in full, with their choices arranged.

    `questions` is in the order of the bank's file: the drawn questions of one case
    study are kept together in that order (`scenarios_together`).
    """
    order = scenarios_together(draw.question_ids, questions)
    return Exam(
        spec=draw.spec,
        questions=tuple(arrange(questions[qid], draw.spec) for qid in order),
        notice=draw.notice,
    )


def scenarios_together(drawn: Sequence[str], questions: Mapping[str, Question]) -> tuple[str, ...]:
    """The drawn order, with the questions of each scenario side by side.

    A candidate reads a case study once and answers its questions one after another, as
    in the case-study sections of certification exams: where the first question of a
    scenario was drawn, all the drawn questions of that scenario follow, in the order of
    the file (`questions`' order). Questions without a scenario keep their places; a
    paper without scenarios is returned as drawn.
    """
    if not any(questions[qid].scenario is not None for qid in drawn):
        return tuple(drawn)
    file_order = {qid: rank for rank, qid in enumerate(questions)}
    groups: dict[str, list[str]] = {}
    for qid in drawn:
        scenario = questions[qid].scenario
        if scenario is not None:
            groups.setdefault(scenario.id, []).append(qid)
    order: list[str] = []
    for qid in drawn:
        scenario = questions[qid].scenario
        if scenario is None:
            order.append(qid)
        elif scenario.id in groups:
            order.extend(sorted(groups.pop(scenario.id), key=file_order.__getitem__))
    return tuple(order)


def _shortage_notice(spec: ExamSpec, available: int) -> str | None:
    if available >= spec.question_count:
        return None
    if spec.topics:
        verb = "matches" if available == 1 else "match"
        where = f"{verb} these topics"
    else:
        where = "are in this bank" if available != 1 else "is in this bank"
    noun = "question" if available == 1 else "questions"
    return (
        f"Only {available} {noun} {where}; "
        f"the exam has {available} instead of {spec.question_count}."
    )
