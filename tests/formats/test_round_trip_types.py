"""Questions of every type survive export and import: GIFT, Moodle XML and YAML."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typed_strategies import matchings, numerics, orderings, short_answers, typed_banks

from simulator.domain.model import Bank, Choice, Explanation, Question, Topic
from simulator.domain.question_types import Ordering, Payload, ShortAnswer
from simulator.formats.loader import load_bank, load_bank_text
from simulator.formats.sources import export_bank, read_question_file
from simulator.formats.writer import dump_bank

MIXED = Path(__file__).resolve().parents[1] / "data" / "banks" / "mixed-types.yaml"
PER_TYPE: dict[str, st.SearchStrategy[Payload]] = {
    "matching": matchings(),
    "ordering": orderings,
    "short-answer": short_answers,
    "numeric": numerics,
}


def round_trip(bank: Bank, fmt: str, folder: Path) -> Bank:
    out = folder / {"gift": "bank.gift", "moodle-xml": "bank.xml", "yaml": "bank.yaml"}[fmt]
    export_bank(bank, fmt, out)
    return read_question_file(out).bank


def kept(payload: Payload | None, fmt: str) -> Payload | None:
    """What a format can carry: GIFT has no case-sensitivity flag for short answers, and
    its reader collapses runs of spaces in an answer (as marking does anyway)."""
    if fmt == "gift" and isinstance(payload, ShortAnswer):
        return ShortAnswer(tuple(" ".join(answer.split()) for answer in payload.answers))
    return payload


def same_questions(original: Bank, back: Bank, fmt: str) -> None:
    assert len(back.questions) == len(original.questions)
    for before, after in zip(original.questions, back.questions, strict=True):
        assert after.id == before.id
        assert after.prompt == before.prompt.strip()
        assert after.type is before.type
        assert after.payload == kept(before.payload, fmt)
        if not (fmt == "gift" and isinstance(before.payload, Ordering)):
            assert after.explanation == before.explanation  # GIFT's ordering syntax has none


@pytest.mark.parametrize("fmt", ["gift", "moodle-xml", "yaml"])
@pytest.mark.parametrize("kind", sorted(PER_TYPE))
@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_any_question_of_each_type_survives_export_and_import(
    tmp_path: Path, fmt: str, kind: str, data: st.DataObject
) -> None:
    bank = data.draw(typed_banks(PER_TYPE[kind]))
    same_questions(bank, round_trip(bank, fmt, tmp_path), fmt)


@pytest.mark.parametrize("fmt", ["gift", "moodle-xml", "yaml"])
def test_the_mixed_bank_round_trips(tmp_path: Path, fmt: str) -> None:
    bank = load_bank(MIXED)
    back = round_trip(bank, fmt, tmp_path)
    same_questions(bank, back, fmt)
    blank = back.question("blank-profiler")
    assert blank.prompt == "The _____ profiler shows one kernel's metrics in depth."


@pytest.mark.parametrize("fmt", ["gift", "moodle-xml"])
def test_a_slash_in_a_topic_title_survives(tmp_path: Path, fmt: str) -> None:
    question = Question(
        "q-1",
        "ci-cd",
        "Which stage runs the tests?",
        (Choice(0, "Build", False), Choice(1, "Test", True)),
        Explanation("The test stage."),
    )
    bank = Bank("b", "Pipelines / DevOps", (Topic("ci-cd", "CI/CD and A//B"),), (question,))
    back = round_trip(bank, fmt, tmp_path)
    assert [t.title for t in back.topics] == ["CI/CD and A//B"]


def test_partial_scoring_survives_yaml_and_shapes_moodles_weights(tmp_path: Path) -> None:
    text = MIXED.read_text().replace(
        "  time_limit_minutes: 10\n", "  time_limit_minutes: 10\n  scoring: partial\n"
    )
    bank = load_bank_text(text, "partial.yaml")
    assert load_bank_text(dump_bank(bank), "again.yaml").exam == bank.exam
    export_bank(bank, "gift", tmp_path / "p.gift")
    gift = (tmp_path / "p.gift").read_text()
    assert "~%-50%[markdown]Smaller batches" in gift
    assert "ABSOLUTE_POSITION" in gift
    export_bank(bank, "moodle-xml", tmp_path / "p.xml")
    assert "<gradingtype>ABSOLUTE_POSITION</gradingtype>" in (tmp_path / "p.xml").read_text()
