"""Export then import gives the same questions: GIFT, Moodle XML and YAML, any bank."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from simulator.domain.model import Bank, Choice, Explanation, Question, Topic
from simulator.domain.question_types import QuestionType
from simulator.formats.loader import load_bank, load_bank_text
from simulator.formats.sources import export_bank, read_question_file, scenarios_in_prompts
from simulator.formats.writer import dump_bank

BUNDLED = Path(__file__).resolve().parents[2] / "question_banks" / "nca-ai-deep-learning.yaml"

# Any text a bank can hold, except control characters and noncharacters (U+FFFE…), which
# XML 1.0 cannot carry, and "!", which would start Markdown images (exhibits are separate).
_CHARS = st.characters(
    blacklist_categories=("Cs", "Cc", "Cn"), blacklist_characters="!\u2028\u2029\x85"
)
_TEXT = st.text(st.one_of(_CHARS, st.just("\n")), min_size=1, max_size=60).map(str.strip)
_WORD = st.from_regex(r"[a-z][a-z0-9]{0,9}", fullmatch=True)
# "one or two sentences": the documented shape of a short explanation
_SHORT = st.from_regex(r"[A-Z][A-Za-z0-9 ,;:'`*_#{}=~()-]{0,80}\.", fullmatch=True)


def _normal(text: str) -> str:
    return " ".join(text.split()).casefold()


@st.composite
def questions(draw: st.DrawFn, number: int) -> Question:
    texts = draw(
        st.lists(_TEXT.filter(bool), min_size=2, max_size=8, unique_by=_normal).filter(
            lambda items: len({_normal(t) for t in items}) == len(items)
        )
    )
    right = draw(st.sets(st.integers(0, len(texts) - 1), min_size=1))
    whys = [draw(st.one_of(st.just(""), _TEXT)) for _ in texts]
    full = draw(st.one_of(st.just(""), _TEXT))
    return Question(
        id=f"q-{number}",
        topic="t",
        prompt=draw(_TEXT.filter(bool)),
        choices=tuple(
            Choice(i, text, i in right, why)
            for i, (text, why) in enumerate(zip(texts, whys, strict=True))
        ),
        explanation=Explanation(draw(_SHORT), full),
        tags=tuple(dict.fromkeys(draw(st.lists(_WORD, max_size=3)))),
    )


@st.composite
def banks(draw: st.DrawFn) -> Bank:
    count = draw(st.integers(1, 4))
    return Bank(
        "b", "Bank", (Topic("t", "Topic"),), tuple(draw(questions(n)) for n in range(count))
    )


def same_questions(
    original: Bank, back: Bank, explanation_lost: frozenset[str] = frozenset()
) -> None:
    assert len(back.questions) == len(original.questions)
    for before, after in zip(original.questions, back.questions, strict=True):
        assert after.id == before.id
        assert after.prompt == before.prompt.strip()  # a YAML `|` block ends with a newline
        assert [(c.text, c.correct, c.why) for c in after.choices] == [
            (c.text, c.correct, c.why) for c in before.choices
        ]
        if before.id not in explanation_lost:
            assert after.explanation == before.explanation
        assert after.tags == before.tags


def round_trip(bank: Bank, fmt: str, folder: Path) -> Bank:
    out = folder / ("bank.gift" if fmt == "gift" else "bank.xml")
    export_bank(bank, fmt, out)
    return read_question_file(out).bank


@pytest.mark.parametrize("fmt", ["gift", "moodle-xml"])
@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(bank=banks())
def test_any_bank_survives_export_and_import(tmp_path: Path, fmt: str, bank: Bank) -> None:
    same_questions(bank, round_trip(bank, fmt, tmp_path))


@pytest.mark.parametrize("fmt", ["gift", "moodle-xml"])
def test_the_bundled_bank_round_trips(tmp_path: Path, fmt: str) -> None:
    bundled = load_bank(BUNDLED)
    back = round_trip(bundled, fmt, tmp_path)
    # GIFT's ordering syntax has no place for an explanation (docs/bank-format.md).
    lost = frozenset(
        q.id for q in bundled.questions if fmt == "gift" and q.type is QuestionType.ORDERING
    )
    # A case study's questions go out with the scenario at the start of their prompts.
    same_questions(scenarios_in_prompts(bundled), back, lost)
    assert [q.payload for q in back.questions] == [q.payload for q in bundled.questions]
    assert [q.shuffle for q in back.questions] == [
        q.shuffle for q in bundled.questions
    ] or fmt == "gift"
    if fmt == "moodle-xml":  # categories carry the topic ids and titles
        assert [(t.id, t.title) for t in back.topics] == [(t.id, t.title) for t in bundled.topics]
        assert [q.topic for q in back.questions] == [q.topic for q in bundled.questions]


def test_yaml_export_is_the_schema_one_file(tmp_path: Path) -> None:
    bundled = load_bank(BUNDLED)
    out = tmp_path / "bank.yaml"
    written = export_bank(bundled, "yaml", out)
    assert written == [out, *(tmp_path / e.name for e in bundled.exhibits)]
    assert bundled.exhibits  # the exhibits travel beside the file and load back with it
    assert load_bank(out) == bundled


@settings(max_examples=100, deadline=None)
@given(bank=banks())
def test_the_fast_yaml_writer_writes_the_same_bank(bank: Bank) -> None:
    fast, slow = dump_bank(bank), dump_bank(bank, fast=False)
    assert fast == slow
    assert load_bank_text(fast, "fast.yaml") == bank


def test_the_fast_yaml_writer_on_the_bundled_bank() -> None:
    bundled = load_bank(BUNDLED)
    assert dump_bank(bundled) == dump_bank(bundled, fast=False)
