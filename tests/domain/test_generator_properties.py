"""Property-based tests: the generator's promises hold for any pool, blueprint and seed."""

from __future__ import annotations

import math
import random
from collections import Counter
from fractions import Fraction

from domain_factories import make_question, make_spec
from hypothesis import given, settings
from hypothesis import strategies as st

from simulator.domain.blueprint import ExamSpec
from simulator.domain.generator import build_exam
from simulator.domain.model import Question
from simulator.domain.paper import Exam

TOPICS = ("alpha", "beta", "gamma", "delta", "epsilon")


@st.composite
def pools(draw: st.DrawFn) -> list[Question]:
    """Up to five topics of up to 12 questions with varied choices, answers and shuffle flags."""
    sizes = draw(st.lists(st.integers(0, 12), min_size=1, max_size=len(TOPICS)))
    if sum(sizes) == 0:
        sizes[0] = 1
    # One drawn seed varies the questions: far faster than a draw per question.
    variety = random.Random(draw(st.integers(0, 2**32)))
    pool = []
    for topic, size in zip(TOPICS, sizes, strict=False):
        for i in range(size):
            choices = variety.randint(2, 6)
            correct = variety.sample(range(1, choices + 1), variety.randint(1, choices - 1))
            pool.append(
                make_question(
                    f"{topic}-{i}",
                    topic,
                    choices=choices,
                    correct=correct,
                    shuffle=variety.random() < 0.7,
                )
            )
    return pool


@st.composite
def specs(draw: st.DrawFn, max_count: int = 70) -> ExamSpec:
    weights = draw(
        st.dictionaries(st.sampled_from(TOPICS), st.integers(0, 10).map(lambda w: w / 10))
    )
    return make_spec(
        question_count=draw(st.integers(1, max_count)),
        seed=draw(st.integers(0, 2**32)),
        shuffle_choices=draw(st.booleans()),
        blueprint=weights,
    )


def shares(exam: Exam, pool: list[Question]) -> dict[str, Fraction]:
    """Each topic's exact share of the exam as the blueprint (or pool mix) asks."""
    in_pool = Counter(q.topic for q in pool)
    weights = {
        t: Fraction(w).limit_denominator(1_000_000)
        for t, w in exam.spec.blueprint.items()
        if t in in_pool and w > 0
    } or {t: Fraction(n) for t, n in in_pool.items()}
    total = sum(weights.values())
    return {t: len(exam) * w / total for t, w in weights.items()}


@settings(max_examples=200, deadline=None)
@given(pools(), specs())
def test_exact_count_and_no_duplicates(pool: list[Question], spec: ExamSpec) -> None:
    exam = build_exam(pool, spec)
    assert len(exam) == min(spec.question_count, len(pool))
    assert len(set(exam.question_ids)) == len(exam)
    assert set(exam.question_ids) <= {q.id for q in pool}
    assert (exam.notice is None) == (spec.question_count <= len(pool))


@st.composite
def roomy_pools(draw: st.DrawFn, room: int) -> list[Question]:
    """Topics of at least `room` questions each, so no quota is ever cut short."""
    sizes = draw(st.lists(st.integers(room, room + 5), min_size=1, max_size=len(TOPICS)))
    return [
        make_question(f"{topic}-{i}", topic)
        for topic, size in zip(TOPICS, sizes, strict=False)
        for i in range(size)
    ]


@settings(max_examples=200, deadline=None)
@given(roomy_pools(room=25), specs(max_count=25))
def test_quotas_within_one_of_the_blueprint_share(pool: list[Question], spec: ExamSpec) -> None:
    exam = build_exam(pool, spec)
    wanted = shares(exam, pool)
    got = Counter(q.question.topic for q in exam.questions)
    for topic, share in wanted.items():
        assert math.floor(share) <= got[topic] <= math.ceil(share)
    assert set(got) <= set(wanted)


@settings(max_examples=100, deadline=None)
@given(pools(), specs())
def test_a_topic_falls_short_of_its_share_only_when_it_runs_out(
    pool: list[Question], spec: ExamSpec
) -> None:
    capacity = Counter(q.topic for q in pool)
    exam = build_exam(pool, spec)
    got = Counter(q.question.topic for q in exam.questions)
    for topic, share in shares(exam, pool).items():
        assert got[topic] >= math.floor(share) or got[topic] == capacity[topic]


@settings(max_examples=100, deadline=None)
@given(pools(), specs(), st.randoms(use_true_random=False))
def test_same_seed_same_exam_in_any_pool_order(
    pool: list[Question], spec: ExamSpec, shuffler: random.Random
) -> None:
    reordered = list(pool)
    shuffler.shuffle(reordered)
    assert build_exam(pool, spec) == build_exam(reordered, spec)


@settings(max_examples=100, deadline=None)
@given(pools(), specs())
def test_choice_order_is_a_permutation_and_identity_when_not_shuffled(
    pool: list[Question], spec: ExamSpec
) -> None:
    for item in build_exam(pool, spec).questions:
        original = tuple(c.id for c in item.question.choices)
        assert sorted(item.choice_order) == sorted(original)
        assert set(item.choices) == set(item.question.choices)
        if not (spec.shuffle_choices and item.question.shuffle):
            assert item.choice_order == original
