"""Question types beyond multiple choice: their values, typed-answer rules and grading."""

from __future__ import annotations

import time
from dataclasses import replace

import pytest
from domain_factories import (
    make_exam,
    make_matching,
    make_numeric,
    make_ordering,
    make_question,
    make_short_answer,
    make_spec,
    make_typed,
)

from simulator.domain.generator import arrange
from simulator.domain.grading import (
    credit,
    expected_answer,
    given_answer,
    is_right,
    match_verdicts,
    order_verdicts,
    partial_credit,
)
from simulator.domain.paper import AnswerState, QuestionStatus
from simulator.domain.question_types import (
    MAX_TYPED_ANSWER,
    Matching,
    Numeric,
    NumericAnswer,
    Pair,
    QuestionType,
    Scoring,
    ShortAnswer,
    clean_typed,
    format_number,
    normalise_typed,
    parse_number,
    wildcard_match,
)
from simulator.domain.scoring import score_attempt


def test_each_question_knows_its_type_and_what_an_exam_arranges() -> None:
    assert make_question("c").type is QuestionType.CHOICE
    assert make_question("c").option_ids == (1, 2, 3, 4)
    assert make_matching(pairs=3, distractors=2).type is QuestionType.MATCHING
    assert make_matching(pairs=3, distractors=2).option_ids == (0, 1, 2, 3, 4)
    assert make_ordering(items=4).option_ids == (0, 1, 2, 3)
    assert make_short_answer().option_ids == () and make_numeric().option_ids == ()
    assert QuestionType.SHORT_ANSWER.label == "short answer"


def test_matching_options_are_the_distinct_rights_then_the_distractors() -> None:
    matching = Matching(
        (Pair("TCP", "Transport"), Pair("UDP", "Transport"), Pair("IP", "Network")),
        ("Physical", "Network"),
    )
    assert matching.options == ("Transport", "Network", "Physical")
    assert matching.key == (0, 0, 1)


# --- short answers ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "typed",
    ["nsys", " NSYS ", "Nsight  Systems", "nsight\tsystems", "ｎｓｙｓ", "ＮＳＩＧＨＴ systems"],
)
def test_short_answers_ignore_case_spacing_and_width(typed: str) -> None:
    question = ShortAnswer(("nsys", "Nsight Systems"))
    assert question.accepted(typed) is not None


def test_the_first_accepted_answer_that_matches_is_named() -> None:
    question = ShortAnswer(("Nsight *", "Nsight Systems"))
    assert question.accepted("nsight systems") == "Nsight *"
    assert question.accepted("") is None and question.accepted("   ") is None


def test_case_sensitive_answers_keep_case() -> None:
    question = ShortAnswer(("cudaMalloc",), case_sensitive=True)
    assert question.accepted("cudaMalloc")
    assert question.accepted("cudamalloc") is None


@pytest.mark.parametrize(
    ("pattern", "text", "matches"),
    [
        ("nsys", "nsys", True),
        ("nsys", "nsys profile", False),
        ("nsys*", "nsys profile", True),
        ("*profile", "nsys profile", True),
        ("n*s*s", "nsys", True),
        ("*", "", True),
        ("a*b", "ab", True),
        ("a*b", "ba", False),
        ("a\\*b", "a*b", True),
        ("a\\*b", "axb", False),
        ("**x", "yyx", True),
    ],
)
def test_star_is_a_wildcard_and_an_escaped_star_a_star(
    pattern: str, text: str, matches: bool
) -> None:
    assert wildcard_match(pattern, text) is matches


def test_wildcards_never_take_exponential_time() -> None:
    pattern = "*a" * 30 + "*b"
    text = "a" * MAX_TYPED_ANSWER
    started = time.perf_counter()
    assert not wildcard_match(pattern, text)
    assert time.perf_counter() - started < 1.0  # a backtracking regex takes years


def test_typed_answers_are_plain_text_of_bounded_length() -> None:
    assert clean_typed("a\x00b\nc") == "a b c"
    assert len(clean_typed("x" * 10_000)) == MAX_TYPED_ANSWER
    assert normalise_typed("  A\u00a0 B ") == "a b"


# --- numbers ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "values"),
    [
        ("73856", (73856.0,)),
        ("73 856", (73856.0,)),
        ("1,5", (1.5,)),
        ("1.5", (1.5,)),
        ("-0.25", (-0.25,)),
        ("−3", (-3.0,)),
        ("1.234,5", (1234.5,)),
        ("1,234.5", (1234.5,)),
        ("1,234,567", (1234567.0,)),
        ("73,856", (73856.0, 73.856)),
        ("１２", (12.0,)),
        ("2e3", (2000.0,)),
        (".5", (0.5,)),
        ("", ()),
        ("twelve", ()),
        ("1.2.3", ()),
        ("nan", ()),
        ("1e999", ()),
    ],
)
def test_numbers_are_read_with_a_decimal_point_or_comma(
    typed: str, values: tuple[float, ...]
) -> None:
    assert parse_number(typed) == values


def test_numeric_answers_accept_values_within_tolerance() -> None:
    question = Numeric((NumericAnswer(3.14, 0.01), NumericAnswer(22 / 7, 0)))
    assert question.accepted("3,15") == NumericAnswer(3.14, 0.01)
    assert question.accepted("3.13")
    assert question.accepted("3.16") is None
    assert question.accepted("pi") is None
    assert Numeric((NumericAnswer(0.3),)).accepted("0.3")  # float noise is not a miss


def test_numbers_are_written_as_an_author_would() -> None:
    assert [format_number(v) for v in (73856.0, 0.25, -2.0, 1e-9)] == [
        "73856",
        "0.25",
        "-2",
        "1e-09",
    ]


# --- status and grading -----------------------------------------------------------------


def test_a_matching_question_with_items_unset_is_incomplete() -> None:
    question = make_matching(pairs=3)
    assert AnswerState().status(question) is QuestionStatus.UNANSWERED
    some = AnswerState(matches=((0, 0),))
    assert some.status(question) is QuestionStatus.INCOMPLETE
    every = AnswerState(matches=((0, 0), (1, 2), (2, 1)))
    assert every.status(question) is QuestionStatus.ANSWERED


def test_ordering_and_typed_answers_are_answered_once_given() -> None:
    assert AnswerState().status(make_ordering()) is QuestionStatus.UNANSWERED
    moved = AnswerState(order=(1, 0, 2, 3))
    assert moved.status(make_ordering()) is QuestionStatus.ANSWERED
    assert AnswerState(text="  ").status(make_short_answer()) is QuestionStatus.UNANSWERED
    assert AnswerState(text="x").status(make_numeric()) is QuestionStatus.ANSWERED


def test_matching_is_right_only_with_every_pair() -> None:
    question = make_matching(pairs=3)
    right = AnswerState(matches=((0, 0), (1, 1), (2, 2)))
    one_wrong = AnswerState(matches=((0, 0), (1, 1), (2, 3)))
    assert is_right(question, right) and not is_right(question, one_wrong)
    assert match_verdicts(question, one_wrong) == (True, True, False)
    assert partial_credit(question, one_wrong) == pytest.approx(2 / 3)
    assert credit(question, one_wrong, Scoring.ALL_OR_NOTHING) == 0.0
    assert credit(question, one_wrong, Scoring.PARTIAL) == pytest.approx(2 / 3)
    assert given_answer(question, one_wrong) == "L0 → R0; L1 → R1; L2 → D0"
    assert expected_answer(question) == "L0 → R0; L1 → R1; L2 → R2"


def test_ordering_is_right_only_in_the_whole_order() -> None:
    question = make_ordering(items=4)
    assert is_right(question, AnswerState(order=(0, 1, 2, 3)))
    swapped = AnswerState(order=(1, 0, 2, 3))
    assert not is_right(question, swapped)
    assert order_verdicts(question, swapped.order) == (False, False, True, True)
    assert partial_credit(question, swapped) == 0.5
    assert partial_credit(question, AnswerState()) == 0.0
    assert expected_answer(question) == "Step 0 → Step 1 → Step 2 → Step 3"


def test_typed_answers_are_right_when_accepted() -> None:
    short = make_short_answer("s", "nsys", "Nsight Systems")
    assert is_right(short, AnswerState(text="NSIGHT systems"))
    assert not is_right(short, AnswerState(text="ncu"))
    assert expected_answer(short) == "nsys or Nsight Systems"
    number = make_numeric(value=2.5, tolerance=0.1)
    assert is_right(number, AnswerState(text="2,45"))
    assert expected_answer(number) == "2.5 ± 0.1"
    assert given_answer(number, AnswerState(text=" 2,45 ")) == "2,45"


def test_multi_select_partial_credit_weighs_right_against_wrong() -> None:
    question = make_question("m", correct=(1, 2))
    assert partial_credit(question, AnswerState(frozenset({1}))) == 0.5
    assert partial_credit(question, AnswerState(frozenset({1, 3}))) == 0.0
    assert partial_credit(question, AnswerState(frozenset({1, 2}))) == 1.0


def test_partial_scoring_adds_up_fractions_and_passes_on_them() -> None:
    questions = [make_matching("m", pairs=4), make_question("c")]
    answers = [AnswerState(matches=((0, 0), (1, 1), (2, 2), (3, 0))), AnswerState(frozenset({1}))]
    strict = score_attempt(make_exam(questions), answers, time_used_seconds=1)
    assert (strict.correct, strict.points, strict.percent) == (1, 1.0, 50.0)
    spec = make_spec(question_count=2, passing_score=0.85)
    partial_spec = replace(spec, scoring=Scoring.PARTIAL)
    partial = score_attempt(make_exam(questions, partial_spec), answers, time_used_seconds=1)
    assert partial.correct == 1 and partial.points == 1.75
    assert partial.percent == 87.5 and partial.passed
    assert [o.credit for o in partial.outcomes] == [0.75, 1.0]


# --- arranging --------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(40))
def test_an_ordering_question_never_starts_in_its_right_order(seed: int) -> None:
    for items in (2, 3, 5):
        question = make_ordering(items=items)
        arranged = arrange(question, make_spec(seed=seed))
        assert sorted(arranged.choice_order) == list(range(items))
        assert arranged.choice_order != tuple(range(items))


def test_without_shuffling_every_candidate_gets_the_same_scrambled_start() -> None:
    question = make_ordering(items=6)
    first = arrange(question, make_spec(seed=1, shuffle_choices=False))
    second = arrange(question, make_spec(seed=2, shuffle_choices=False))
    assert first.choice_order == second.choice_order != tuple(range(6))


def test_matching_options_are_shuffled_like_choices() -> None:
    question = make_matching(pairs=6, distractors=2)
    orders = {arrange(question, make_spec(seed=seed)).choice_order for seed in range(10)}
    assert len(orders) > 1
    fixed = make_typed("fixed", question.payload, "basics")  # type: ignore[arg-type]
    kept = arrange(fixed, make_spec(shuffle_choices=False))
    assert kept.choice_order == tuple(range(8))
    assert kept.options[0] == (0, "R0")
