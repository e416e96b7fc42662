"""Is an answer right, how much is it worth, and which of its parts are right: every type.

Scoring (`scoring.py`), practice feedback (`session.py`) and the review screens all
ask here, so a matching question is marked the same in the score, in the Check and in
the results review. All or nothing is the default everywhere; `credit` under
`Scoring.PARTIAL` gives Moodle's fractions (see `Scoring`). A sealed classroom build's
questions carry no key: `sealing.py` scores them by digest, with the same results.
"""

from __future__ import annotations

from simulator.domain.model import Question
from simulator.domain.paper import AnswerState
from simulator.domain.question_types import (
    Matching,
    Ordering,
    Scoring,
    SealedMatching,
    ShortAnswer,
    format_number,
)
from simulator.domain.sealing import (
    sealed_credit,
    sealed_match_verdicts,
    sealed_order_verdicts,
    sealed_right,
)


def is_right(question: Question, answer: AnswerState) -> bool:
    """All or nothing: every part of the answer right (and something given)."""
    payload = question.payload
    if payload is None:  # the right choices, or their digest in a sealed build
        return question.is_answered_correctly(answer.selected)
    if question.sealed is not None or isinstance(payload, SealedMatching):
        return sealed_right(question, answer)
    if isinstance(payload, Matching):
        given = dict(answer.matches)
        return all(given.get(left) == option for left, option in enumerate(payload.key))
    if isinstance(payload, Ordering):
        return answer.order == tuple(range(len(payload.items)))
    return payload.accepted(answer.text) is not None  # short answer or numeric


def partial_credit(question: Question, answer: AnswerState) -> float:
    """The share of the question answered right, 0..1 (Moodle's partial marks).

    Matching: right pairs / pairs. Ordering: items in their place / items (an order
    never touched is worth nothing). Multi-select: +1/N per right choice ticked, -1/N
    per wrong one, clamped to 0..1. Single-select and typed answers: 1 or 0.
    """
    payload = question.payload
    if question.sealed is not None or isinstance(payload, SealedMatching):
        return sealed_credit(question, answer)
    if payload is None:
        correct = question.correct_ids
        if not correct:
            return 0.0
        hits = len(answer.selected & correct)
        misses = len(answer.selected - correct)
        return min(1.0, max(0.0, (hits - misses) / len(correct)))
    if isinstance(payload, Matching):
        return sum(match_verdicts(question, answer)) / len(payload.pairs)
    if isinstance(payload, Ordering):
        if not answer.order:
            return 0.0
        return sum(1 for i, item in enumerate(answer.order) if i == item) / len(payload.items)
    return 1.0 if is_right(question, answer) else 0.0


def credit(question: Question, answer: AnswerState, scoring: Scoring) -> float:
    """What the answer adds to the score: 1 or 0, or its partial credit."""
    if scoring is Scoring.PARTIAL:
        return partial_credit(question, answer)
    return 1.0 if is_right(question, answer) else 0.0


def match_verdicts(question: Question, answer: AnswerState) -> tuple[bool, ...]:
    """Per left item of a matching question: matched to its own option (in a sealed
    build, () when the seal cannot say which items are right)."""
    payload = question.payload
    if question.sealed is not None:
        return sealed_match_verdicts(question, answer)
    if not isinstance(payload, Matching):
        return ()
    given = dict(answer.matches)
    return tuple(given.get(left) == option for left, option in enumerate(payload.key))


def order_verdicts(question: Question, order: tuple[int, ...]) -> tuple[bool, ...]:
    """Per position of an ordering question's list as shown: the right item there (in a
    sealed build, () when the seal cannot say which places are right)."""
    if question.sealed is not None:
        return sealed_order_verdicts(question, order)
    if not isinstance(question.payload, Ordering):
        return ()
    return tuple(item == position for position, item in enumerate(order))


def expected_answer(question: Question) -> str:
    """The right answer in words, for feedback and the review (plain text); empty in a
    sealed build, which does not know it."""
    payload = question.payload
    if question.sealed is not None or isinstance(payload, SealedMatching):
        return ""
    if payload is None:
        return "; ".join(c.text for c in question.choices if c.correct)
    if isinstance(payload, Matching):
        return "; ".join(f"{p.left} → {p.right}" for p in payload.pairs)
    if isinstance(payload, Ordering):
        return " → ".join(payload.items)
    if isinstance(payload, ShortAnswer):
        return " or ".join(payload.answers)
    return " or ".join(
        format_number(a.value) + (f" ± {format_number(a.tolerance)}" if a.tolerance else "")
        for a in payload.answers
    )


def given_answer(question: Question, answer: AnswerState) -> str:
    """The candidate's answer in words (plain text); empty when nothing was given."""
    payload = question.payload
    if payload is None:
        return "; ".join(c.text for c in question.choices if c.id in answer.selected)
    if isinstance(payload, Matching | SealedMatching):
        return "; ".join(
            f"{payload.lefts[left]} → {payload.options[option]}" for left, option in answer.matches
        )
    if isinstance(payload, Ordering):
        return " → ".join(payload.items[i] for i in answer.order)
    return answer.text.strip()
