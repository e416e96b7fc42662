"""The rules a matching, ordering, short-answer or numeric question read from another tool's
file must meet, and the words the bank uses when its source gave no explanation.

The readers (GIFT, Moodle XML) build payloads as the file states them; `draft_rules.py`
cleans them here and skips a question that breaks a rule with one warning, as it does
for choice questions, so a 700-question export with three odd questions still imports.
"""

from __future__ import annotations

import re

from simulator.domain.question_types import (
    MAX_ACCEPTED_ANSWERS,
    MAX_ITEMS,
    MAX_OPTIONS,
    MAX_PAIRS,
    MIN_ITEMS,
    MIN_PAIRS,
    Matching,
    Numeric,
    Ordering,
    Pair,
    Payload,
    ShortAnswer,
    format_number,
)
from simulator.domain.question_types import payload_texts as payload_texts

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def _clean(text: str) -> str:
    return _CONTROL.sub("", text).strip()


def clean_payload(payload: Payload) -> Payload:
    """Texts stripped and free of control characters (which not every database stores)."""
    if isinstance(payload, Matching):
        return Matching(
            tuple(Pair(_clean(p.left), _clean(p.right)) for p in payload.pairs),
            tuple(t for t in dict.fromkeys(_clean(d) for d in payload.distractors) if t),
        )
    if isinstance(payload, Ordering):
        return Ordering(tuple(_clean(item) for item in payload.items))
    if isinstance(payload, ShortAnswer):
        answers = tuple(a for a in dict.fromkeys(_clean(a) for a in payload.answers) if a)
        return ShortAnswer(answers, payload.case_sensitive)
    return payload


def payload_problem(payload: Payload) -> str | None:
    """Why a question of another type cannot be practised; None when it can."""
    if isinstance(payload, Matching):
        return _matching_problem(payload)
    if isinstance(payload, Ordering):
        count = len(payload.items)
        if not MIN_ITEMS <= count <= MAX_ITEMS:
            return f"it has {count} item{'' if count == 1 else 's'} to order; an ordering question needs {MIN_ITEMS} to {MAX_ITEMS}"
        if any(not item for item in payload.items):
            return "one of its items to order is empty"
        if len({_key(item) for item in payload.items}) < count:
            return "two of its items to order are the same"
        return None
    if isinstance(payload, ShortAnswer):
        if not payload.answers:
            return "it has no accepted answer"
        if len(payload.answers) > MAX_ACCEPTED_ANSWERS:
            return f"it accepts {len(payload.answers)} answers; at most {MAX_ACCEPTED_ANSWERS}"
        return None
    assert isinstance(payload, Numeric)  # a file's question is never sealed
    if not payload.answers:
        return "it has no accepted answer"
    if len(payload.answers) > MAX_ACCEPTED_ANSWERS:
        return f"it accepts {len(payload.answers)} answers; at most {MAX_ACCEPTED_ANSWERS}"
    return None


def _matching_problem(payload: Matching) -> str | None:
    count = len(payload.pairs)
    if not MIN_PAIRS <= count <= MAX_PAIRS:
        return f"it has {count} pair{'' if count == 1 else 's'} to match; a matching question needs {MIN_PAIRS} to {MAX_PAIRS}"
    lefts: set[str] = set()
    for pair in payload.pairs:
        if not pair.left or not pair.right:
            return "one of its pairs has an empty side"
        if _key(pair.left) in lefts:
            return f"the left item '{_excerpt(pair.left)}' appears twice"
        lefts.add(_key(pair.left))
    if len(payload.options) > MAX_OPTIONS:
        return f"it has {len(payload.options)} right-hand options; at most {MAX_OPTIONS}"
    return None


def answer_in_words(payload: Payload) -> str:
    """The explanation of a question whose source gave none: its right answer."""
    if isinstance(payload, Matching):
        return "The correct matches are: " + "; ".join(
            f"{p.left} → {p.right}" for p in payload.pairs
        )
    if isinstance(payload, Ordering):
        return "The correct order is: " + " → ".join(payload.items)
    if isinstance(payload, ShortAnswer):
        return _one_of("The correct answer is", list(payload.answers))
    assert isinstance(payload, Numeric)
    values = [
        format_number(a.value) + (f" ± {format_number(a.tolerance)}" if a.tolerance else "")
        for a in payload.answers
    ]
    return _one_of("The correct answer is", values)


def _one_of(lead: str, answers: list[str]) -> str:
    if len(answers) == 1:
        return f"{lead}: {answers[0]}"
    return f"{lead} any of: " + "; ".join(answers)


def _key(text: str) -> str:
    return " ".join(text.split()).casefold()


def _excerpt(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= 60 else flat[:57].rstrip() + "…"
