"""Hypothesis strategies for questions of every type (shared by the round-trip tests)."""

from __future__ import annotations

from hypothesis import strategies as st

from simulator.domain.model import Bank, Explanation, Question, Topic
from simulator.domain.question_types import (
    Matching,
    Numeric,
    NumericAnswer,
    Ordering,
    Pair,
    Payload,
    ShortAnswer,
)

# Any text a bank can hold, except control characters and noncharacters (U+FFFE…), which
# XML 1.0 cannot carry, and "!", which would start Markdown images (exhibits are separate).
CHARS = st.characters(
    blacklist_categories=("Cs", "Cc", "Cn"), blacklist_characters="!\u2028\u2029\x85"
)
TEXT = st.text(st.one_of(CHARS, st.just("\n")), min_size=1, max_size=40).map(str.strip)
LINE = st.text(CHARS, min_size=1, max_size=40).map(lambda t: " ".join(t.split()))
SHORT = st.from_regex(r"[A-Z][A-Za-z0-9 ,;:'`*_#{}=~()-]{0,60}\.", fullmatch=True)


# Short answers without the characters formats give a meaning to in an answer list, and
# not a lone T/F/TRUE/FALSE, which GIFT (like Moodle) reads as a true/false question.
ANSWER = (
    st.from_regex(r"[A-Za-z0-9][A-Za-z0-9 .*+-]{0,20}", fullmatch=True)
    .map(str.strip)
    .filter(lambda a: a.upper() not in ("T", "F", "TRUE", "FALSE"))
)
# Texts of matching pairs and ordering items: one line, without GIFT's `->` and without
# a leading `[word]`, which GIFT reads as a format tag.
PART = LINE.filter(lambda t: "->" not in t and not t.startswith("["))


def normal(text: str) -> str:
    return " ".join(text.split()).casefold()


def distinct(texts: st.SearchStrategy[str], low: int, high: int) -> st.SearchStrategy[list[str]]:
    return st.lists(texts.filter(bool), min_size=low, max_size=high, unique_by=normal)


@st.composite
def matchings(draw: st.DrawFn) -> Matching:
    lefts = draw(distinct(PART, 2, 6))
    rights = draw(distinct(PART, 1, len(lefts)))
    pairs = tuple(Pair(left, draw(st.sampled_from(rights))) for left in lefts)
    used = {normal(p.right) for p in pairs}
    extra = draw(distinct(PART, 0, 3))
    return Matching(pairs, tuple(t for t in extra if normal(t) not in used))


orderings = distinct(PART, 2, 6).map(lambda items: Ordering(tuple(items)))

short_answers = st.builds(
    lambda answers, case: ShortAnswer(tuple(answers), case),
    distinct(ANSWER, 1, 3),
    st.booleans(),
)
VALUES = st.one_of(
    st.integers(-1_000_000, 1_000_000).map(float),
    st.floats(-1e6, 1e6, allow_nan=False, allow_infinity=False).map(lambda v: round(v, 4)),
)
numerics = st.lists(
    st.builds(NumericAnswer, VALUES, st.sampled_from([0.0, 0.5, 1.0, 0.01])),
    min_size=1,
    max_size=3,
    unique_by=lambda a: a.value,
).map(lambda answers: Numeric(tuple(answers)))
payloads: st.SearchStrategy[Payload] = st.one_of(matchings(), orderings, short_answers, numerics)


@st.composite
def typed_questions(draw: st.DrawFn, number: int, payload: st.SearchStrategy[Payload]) -> Question:
    return Question(
        id=f"q-{number}",
        topic="t",
        prompt=draw(TEXT.filter(bool)),
        choices=(),
        explanation=Explanation(draw(SHORT), draw(st.one_of(st.just(""), TEXT))),
        payload=draw(payload),
    )


@st.composite
def typed_banks(draw: st.DrawFn, payload: st.SearchStrategy[Payload] = payloads) -> Bank:
    count = draw(st.integers(1, 4))
    questions = tuple(draw(typed_questions(n, payload)) for n in range(count))
    return Bank("b", "Bank", (Topic("t", "Topic"),), questions)
