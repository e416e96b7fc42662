"""Sealed questions score exactly as their keys would, for every type (hypothesis).

A sealed classroom build carries digests instead of keys (simulator/domain/sealing.py).
Each property builds a question, seals it, gives the same answer to both (translated to
the sealed question's shuffled parts, as a candidate clicking the same texts would) and
checks that the verdict and the partial credit are the same: no wrong answer accepted,
no right one refused.
"""

from __future__ import annotations

import math
import random
import sys
from dataclasses import replace

import pytest
from domain_factories import make_matching, make_numeric, make_ordering, make_spec, make_typed
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from simulator.domain.generator import arrange
from simulator.domain.grading import (
    expected_answer,
    is_right,
    match_verdicts,
    order_verdicts,
    partial_credit,
)
from simulator.domain.model import Bank, Choice, ExamDefaults, Explanation, Question, Topic
from simulator.domain.paper import AnswerState
from simulator.domain.question_types import (
    Matching,
    Numeric,
    NumericAnswer,
    Ordering,
    Pair,
    Scoring,
    SealedMatching,
    ShortAnswer,
    format_number,
)
from simulator.domain.sealing import MAX_GRID_VALUES, Unsealable, seal_bank, seal_question
from simulator.domain.seals import (
    MatchingSeal,
    NumberSeal,
    SealedAnswer,
    TextSeal,
    decode_seal,
    encode_seal,
    part_digest,
    part_digests,
)

SALT = "5a17"
TEXTS = st.text(alphabet="abcAB é*", min_size=1, max_size=6)


def sealed(question: Question, *, partial: bool = True, seed: int = 0) -> Question:
    return seal_question(question, SALT, partial=partial, rng=random.Random(seed))


def same_verdicts(
    plain: Question, closed: Question, mine: AnswerState, theirs: AnswerState
) -> None:
    """The plain question's verdict and credit for `mine` are the sealed one's for `theirs`."""
    assert is_right(closed, theirs) == is_right(plain, mine)
    assert partial_credit(closed, theirs) == pytest.approx(partial_credit(plain, mine))


# --- choice -------------------------------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(
    texts=st.lists(TEXTS, min_size=2, max_size=7, unique=True),
    data=st.data(),
)
def test_choice_questions_score_by_digest_as_by_key(texts: list[str], data: st.DataObject) -> None:
    right = data.draw(st.sets(st.sampled_from(range(len(texts))), min_size=1))
    plain = Question(
        "q-1",
        "t",
        "Which?",
        tuple(Choice(i, text, i in right) for i, text in enumerate(texts)),
        Explanation("because"),
    )
    picked = frozenset(data.draw(st.sets(st.sampled_from(range(len(texts))))))
    for partial in (False, True):
        closed = sealed(plain, partial=partial)
        assert closed.correct_ids == frozenset() and closed.choose == len(right)
        answer = AnswerState(selected=picked)
        assert is_right(closed, answer) == is_right(plain, answer)
        if partial or len(right) == 1:  # all or nothing banks never ask for partial credit
            assert partial_credit(closed, answer) == pytest.approx(partial_credit(plain, answer))


def test_choices_that_differ_only_in_spaces_are_told_apart() -> None:
    """Two choices that read alike ("*" and "* ") never share a digest: picking the wrong
    one is wrong, sealed as with the key."""
    plain = Question(
        "q-1",
        "t",
        "Which?",
        (Choice(0, "*", True), Choice(1, "* ", False), Choice(2, "b", False)),
        Explanation("because"),
    )
    for partial in (False, True):
        closed = sealed(plain, partial=partial)
        for picked in ({0}, {1}, {2}):
            answer = AnswerState(selected=frozenset(picked))
            assert is_right(closed, answer) == is_right(plain, answer) == (picked == {0})


# --- matching -----------------------------------------------------------------------------


@st.composite
def matchings(draw: st.DrawFn) -> Question:
    lefts = draw(st.lists(TEXTS, min_size=2, max_size=6, unique=True))
    rights = draw(
        st.lists(
            st.sampled_from(["R1", "R2", "R3", "r1", "R 1"]),
            min_size=len(lefts),
            max_size=len(lefts),
        )
    )
    distractors = draw(st.lists(st.sampled_from(["D1", "D2", "d1"]), max_size=2, unique=True))
    return make_typed("m-1", Matching(tuple(map(Pair, lefts, rights)), tuple(distractors)))


def as_sealed_matches(plain: Matching, closed: SealedMatching, answer: AnswerState) -> AnswerState:
    """The same texts picked in the sealed question's drop-downs."""
    where = {text: i for i, text in enumerate(closed.options)}
    return replace(
        answer, matches=tuple((left, where[plain.options[o]]) for left, o in answer.matches)
    )


@settings(max_examples=200, deadline=None)
@given(plain=matchings(), data=st.data())
def test_matching_scores_by_digest_as_by_key(plain: Question, data: st.DataObject) -> None:
    payload = plain.payload
    assert isinstance(payload, Matching)
    key = dict(enumerate(payload.key))
    matches = {}
    for left in range(len(payload.pairs)):  # mostly right, sometimes wrong, sometimes unset
        choice = data.draw(st.sampled_from(["right", "other", "unset"]))
        if choice == "right":
            matches[left] = key[left]
        elif choice == "other":
            matches[left] = data.draw(st.sampled_from(range(len(payload.options))))
    mine = AnswerState(matches=tuple(sorted(matches.items())))
    for partial in (False, True):
        closed = sealed(plain, partial=partial, seed=data.draw(st.integers(0, 99)))
        shown = closed.payload
        assert isinstance(shown, SealedMatching)
        assert shown.lefts == payload.lefts and sorted(shown.options) == sorted(payload.options)
        theirs = as_sealed_matches(payload, shown, mine)
        assert is_right(closed, theirs) == is_right(plain, mine)
        if partial:
            assert partial_credit(closed, theirs) == pytest.approx(partial_credit(plain, mine))
            assert match_verdicts(closed, theirs) == match_verdicts(plain, mine)


def test_a_sealed_matching_question_shows_its_options_but_not_which_goes_where() -> None:
    plain = make_matching(pairs=4, distractors=2)
    orders = set()
    for seed in range(40):
        shown = sealed(plain, seed=seed).payload
        assert isinstance(shown, SealedMatching)
        orders.add(shown.options)
    assert len(orders) > 10  # drawn afresh for each pack, not in the pairs' order
    closed = sealed(plain, partial=False)
    assert isinstance(closed.sealed, MatchingSeal) and closed.sealed.per_left == ()
    assert expected_answer(closed) == ""
    # Without per-item digests a wrong answer's items cannot be marked one by one.
    assert match_verdicts(closed, AnswerState(matches=((0, 0),))) == ()


# --- ordering -----------------------------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(
    items=st.lists(TEXTS, min_size=2, max_size=8, unique=True),
    data=st.data(),
)
def test_ordering_scores_by_digest_as_by_key(items: list[str], data: st.DataObject) -> None:
    plain = make_typed("o-1", Ordering(tuple(items)))
    order = data.draw(st.permutations(range(len(items))))
    mine = AnswerState(order=tuple(order) if data.draw(st.booleans()) else ())
    if data.draw(st.booleans()):
        mine = AnswerState(order=tuple(range(len(items))))  # the right order, often
    for partial in (False, True):
        closed = sealed(plain, partial=partial, seed=data.draw(st.integers(0, 99)))
        shown = closed.payload
        assert isinstance(shown, Ordering) and sorted(shown.items) == sorted(items)
        where = {text: i for i, text in enumerate(shown.items)}
        theirs = AnswerState(order=tuple(where[items[i]] for i in mine.order))
        assert is_right(closed, theirs) == is_right(plain, mine)
        if partial:
            assert partial_credit(closed, theirs) == pytest.approx(partial_credit(plain, mine))
            assert order_verdicts(closed, theirs.order) == order_verdicts(plain, mine.order)


def test_a_sealed_ordering_question_never_starts_in_the_right_order() -> None:
    plain = make_ordering(items=2)
    for seed in range(30):
        closed = sealed(plain, seed=seed)
        for exam_seed in range(10):
            item = arrange(closed, make_spec(seed=exam_seed))
            assert not is_right(closed, AnswerState(order=item.choice_order))


def test_an_ordering_question_with_two_identical_items_cannot_be_sealed() -> None:
    with pytest.raises(Unsealable, match="two of its items read the same"):
        sealed(make_typed("o", Ordering(("Step", "Step", "Other"))))


# --- short answer -------------------------------------------------------------------------

PATTERN_TEXT = "aAbß ｂ\\*é"
#: Pieces of accepted answers: stars (escaped too), letters that fold, spaces, full width.
PATTERNS = st.lists(
    st.sampled_from(["a", "b", "ab", "*", "*", "\\*", " ", "A", "ß", "ss", "ｂ", "é"]),
    min_size=1,
    max_size=7,
).map("".join)


@st.composite
def typed_for(draw: st.DrawFn, pattern: str) -> str:
    """Text that may match `pattern`: its stars filled in, its case and spacing changed."""
    out = []
    escaped = False
    for char in pattern:
        if char == "*" and not escaped:
            out.append(draw(st.text(alphabet=PATTERN_TEXT, max_size=3)))
        else:
            out.append(char)
        escaped = char == "\\" and not escaped
    text = "".join(out)
    return draw(st.sampled_from([text, text.upper(), f"  {text} ", text.replace(" ", "  ")]))


@settings(max_examples=400, deadline=None)
@given(
    answers=st.lists(PATTERNS, min_size=1, max_size=3),
    case_sensitive=st.booleans(),
    data=st.data(),
)
def test_short_answers_score_by_digest_as_by_key(
    answers: list[str], case_sensitive: bool, data: st.DataObject
) -> None:
    plain = make_typed("s-1", ShortAnswer(tuple(answers), case_sensitive))
    closed = sealed(plain)
    assert closed.payload == ShortAnswer((), case_sensitive)
    typed = [
        data.draw(typed_for(data.draw(st.sampled_from(answers)))),
        data.draw(st.text(alphabet=PATTERN_TEXT, max_size=8)),
    ]
    for text in typed:
        answer = AnswerState(text=text)
        assert is_right(closed, answer) == is_right(plain, answer), text


@pytest.mark.parametrize(
    ("pattern", "texts"),
    [
        ("*a*b*", ["aba", "ba", "ab", "bab", "xaxbx"]),
        ("a*a", ["a", "aa", "aba", "ab"]),
        ("a*b*a", ["aba", "abba", "aab", "aa"]),
        ("\\*", ["*", "\\*", "x"]),
        ("*", ["x", " ", ""]),
        ("ns*", ["nsys", "NS", "n", "ns", " ns ", "xns"]),
        ("Straße*", ["STRASSE 1", "strasse", "Strase"]),
    ],
)
def test_star_patterns_match_as_the_wildcard_does(pattern: str, texts: list[str]) -> None:
    plain = make_typed("s", ShortAnswer((pattern,)))
    closed = sealed(plain)
    for text in texts:
        answer = AnswerState(text=text)
        assert is_right(closed, answer) == is_right(plain, answer), text


def test_short_answer_patterns_keep_only_digests_and_the_lengths_of_their_parts() -> None:
    closed = sealed(make_typed("s", ShortAnswer(("Nsight Systems", "*nsys*"))))
    seal = closed.sealed
    assert isinstance(seal, TextSeal)
    plain_answer, pattern = seal.patterns
    assert plain_answer.lengths == () and len(plain_answer.parts) == 1
    assert pattern.lengths == (0, 4, 0)
    assert "nsys" not in encode_seal(seal) and "nsight" not in encode_seal(seal)
    for text, right in (
        ("nsys", True),
        ("run NSYS profile", True),
        ("nsight  SYSTEMS", True),
        ("ns ys", False),
    ):
        assert is_right(closed, AnswerState(text=text)) is right


# --- numeric ------------------------------------------------------------------------------

VALUES = st.one_of(
    st.integers(-100_000, 100_000).map(float),
    st.decimals(min_value=-1000, max_value=1000, places=3).map(float),
    st.decimals(min_value=-1, max_value=1, places=6).map(float),
    st.sampled_from([0.0, -0.0, 0.1, 0.3, 1e-9, 175e9, 6.02214076e23, 1.5e-7]),
)
TOLERANCES = st.one_of(
    st.sampled_from([0.0, 0.001, 0.01, 0.05, 0.5, 1.0, 2.0, 1e-7, 5e9]),
    st.decimals(min_value=0, max_value=3, places=2).map(float),
)


@st.composite
def typed_near(draw: st.DrawFn, value: float, tolerance: float) -> str:
    """A number just inside, on or just outside the tolerance, written as people write it."""
    offset = draw(st.sampled_from([0.0, 1.0, -1.0, 0.5, -0.5, 1.5, -2.0]))
    number = value + offset * tolerance
    for _ in range(draw(st.integers(0, 2))):
        number = math.nextafter(number, draw(st.sampled_from([math.inf, -math.inf])))
    if draw(st.booleans()):
        number += draw(st.sampled_from([1e-9, -1e-9, 1e-9 * abs(value), -1e-9 * abs(value)]))
    text = draw(
        st.sampled_from(
            [repr(number), format_number(number), f"{number:.6g}", repr(number).replace(".", ",")]
        )
    )
    return text


@settings(max_examples=400, deadline=None)
@given(value=VALUES, tolerance=TOLERANCES, data=st.data())
def test_numbers_score_by_digest_as_by_key(
    value: float, tolerance: float, data: st.DataObject
) -> None:
    plain = make_numeric(value=value, tolerance=tolerance)
    try:
        closed = sealed(plain)
    except Unsealable as exc:
        assert "more than" in str(exc)
        assume(False)
        return
    typed = [data.draw(typed_near(value, tolerance)) for _ in range(4)]
    typed.append(data.draw(st.text(alphabet="0123456789.,-e ", max_size=10)))
    for text in typed:
        answer = AnswerState(text=text)
        assert is_right(closed, answer) == is_right(plain, answer), text


@pytest.mark.parametrize("value", [73856.0, 0.3, 1e-9, -0.0])
def test_numbers_as_people_type_them(value: float) -> None:
    plain = make_numeric(value=value)
    closed = sealed(plain)
    for text in (
        "73856",
        "73 856",
        "73,856",
        "7.3856e4",
        "0,3",
        "0.30000000000000004",
        "1e-9",
        "0",
    ):
        answer = AnswerState(text=text)
        assert is_right(closed, answer) == is_right(plain, answer), text


def test_numbers_with_several_accepted_values_and_readings() -> None:
    plain = make_typed("n", Numeric((NumericAnswer(1.5, 0.0), NumericAnswer(1500.0, 1.0))))
    closed = sealed(plain)
    assert isinstance(closed.sealed, NumberSeal) and closed.payload == Numeric(())
    for text in ("1,5", "1.5", "1,500", "1 501", "1499", "1502", "15"):
        answer = AnswerState(text=text)
        assert is_right(closed, answer) == is_right(plain, answer), text


def test_a_tolerance_too_wide_for_the_values_grid_is_unsealable() -> None:
    with pytest.raises(
        Unsealable, match=r"±0.01 around 3.14159 covers more than .* steps of 0.00001"
    ):
        sealed(make_numeric(value=3.14159, tolerance=0.01))
    sealed(make_numeric(value=3.14, tolerance=0.01))  # the same tolerance on a coarser value
    sealed(make_numeric(value=3.0, tolerance=float(MAX_GRID_VALUES // 2 - 1)))
    with pytest.raises(Unsealable, match="not a finite number"):
        sealed(make_numeric(value=math.inf))


def test_a_number_far_outside_any_window_is_refused_without_trying_values() -> None:
    closed = sealed(make_numeric(value=5.0, tolerance=2.0))
    assert not is_right(closed, AnswerState(text=repr(sys.float_info.max)))
    assert not is_right(closed, AnswerState(text="1e-300"))
    assert is_right(closed, AnswerState(text="3"))


# --- the bank, the seal's storage ---------------------------------------------------------


def test_a_sealed_bank_keeps_what_it_can_and_says_what_it_left_out() -> None:
    questions = (
        make_matching(),
        make_ordering(),
        make_numeric("wide", value=2.718281828, tolerance=0.01),
        make_typed("short", ShortAnswer(("nsys",))),
    )
    bank = Bank(
        "b",
        "B",
        (Topic("basics", "Basics", "A description"),),
        questions,
        exam=ExamDefaults(scoring=Scoring.PARTIAL),
    )
    result = seal_bank(bank, SALT, random.Random(3))
    assert [q.id for q in result.bank.questions] == ["match", "order", "short"]
    (left,) = result.left_out
    assert left.question_id == "wide" and "2.718281828" in left.reason
    assert all(q.explanation.short == "" for q in result.bank.questions)
    assert result.bank.topics[0].description == ""
    match = result.bank.questions[0].sealed
    assert isinstance(match, MatchingSeal) and len(match.per_left) == 3  # partial scoring


def test_seals_are_stored_and_read_back_as_they_were() -> None:
    for question in (
        make_matching(),
        make_ordering(),
        make_numeric(tolerance=0.5),
        make_typed("s", ShortAnswer(("a*b", "c"), True)),
    ):
        seal = sealed(question).sealed
        assert seal is not None and decode_seal(encode_seal(seal)) == seal
    choice = SealedAnswer(2, SALT, "d1", ("r1", "r2"))
    assert decode_seal(encode_seal(choice)) == choice
    assert decode_seal("1:salt:digest") == SealedAnswer(1, "salt", "digest")  # migration 0010's
    assert decode_seal("") is None
    with pytest.raises(ValueError, match="unreadable"):
        decode_seal('{"kind": "matching"}')


def test_the_quick_digests_are_the_digests() -> None:
    quick = part_digests(SALT, "q", "number", 3)
    for text in ("1.5", "-0.0", "é\\*", ""):
        assert quick(text) == part_digest(SALT, "q", "number", 3, text)
