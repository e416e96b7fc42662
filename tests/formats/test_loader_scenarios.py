"""Case studies in schema-1 files: `scenarios:` read as documented, each mistake at its line."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from formats_helpers import FIXTURES

from simulator.domain.model import Scenario
from simulator.formats.loader import load_bank, load_bank_text
from simulator.formats.problems import BankFileError
from simulator.formats.sealed_bank import read_sealed_bank, write_sealed_bank
from simulator.formats.sources import export_bank, read_question_file
from simulator.formats.writer import dump_bank

PNG = (FIXTURES / "markdown" / "images" / "topology.png").read_bytes()

SCENARIOS = """\
scenarios:
  - id: vision-startup
    title: A start-up trains a vision model
    text: |
      A start-up trains an image classifier on one server with eight GPUs.

      Each epoch takes six hours and the GPUs are often idle.
  - id: chatbot
    title: A bank deploys a chatbot
    text: The model must answer within 200 ms.
"""


def question(qid: str, scenario: str | None) -> str:
    link = f"    scenario: {scenario}\n" if scenario is not None else ""
    return (
        f"  - id: {qid}\n    topic: t\n{link}    prompt: Which one?\n"
        "    choices:\n      - text: A\n        correct: true\n      - text: B\n"
        "    explanation:\n      short: Because.\n"
    )


def bank_text(scenarios: str = SCENARIOS, *questions: str) -> str:
    body = "".join(questions) or question("q1", "vision-startup")
    return (
        "schema: 1\nid: cases\ntitle: Cases\ntopics:\n  - id: t\n    title: T\n"
        f"{scenarios}questions:\n{body}"
    )


def problems_of(text: str) -> list[tuple[int, str]]:
    with pytest.raises(BankFileError) as caught:
        load_bank_text(text, "bank.yaml")
    return [(p.line, p.message) for p in caught.value.problems]


def test_questions_carry_the_scenario_they_name() -> None:
    bank = load_bank_text(
        bank_text(
            SCENARIOS,
            question("q1", "vision-startup"),
            question("q2", None),
            question("q3", "vision-startup"),
            question("q4", "chatbot"),
        ),
        "bank.yaml",
    )
    startup = Scenario(
        "vision-startup",
        "A start-up trains a vision model",
        "A start-up trains an image classifier on one server with eight GPUs.\n\n"
        "Each epoch takes six hours and the GPUs are often idle.",
    )
    assert bank.scenarios == (
        startup,
        Scenario("chatbot", "A bank deploys a chatbot", "The model must answer within 200 ms."),
    )
    assert [q.scenario for q in bank.questions] == [startup, None, startup, bank.scenarios[1]]


def test_a_bank_without_scenarios_has_none() -> None:
    bank = load_bank_text(bank_text("", question("q1", None)), "bank.yaml")
    assert bank.scenarios == ()
    assert bank.questions[0].scenario is None


def test_an_unknown_scenario_is_an_error_at_its_line_naming_the_known_ones() -> None:
    text = bank_text(SCENARIOS, question("q1", "chatbot"), question("q2", "vision-start"))
    line = text.splitlines().index("    scenario: vision-start") + 1
    assert problems_of(text) == [
        (
            line,
            "question 'q2': unknown scenario 'vision-start' "
            "(scenarios of this bank: chatbot, vision-startup)",
        )
    ]


def test_a_scenario_named_without_any_declared_says_so() -> None:
    text = bank_text("", question("q1", "chatbot"))
    assert problems_of(text) == [
        (10, "question 'q1': unknown scenario 'chatbot' (scenarios of this bank: none defined)")
    ]


def test_a_duplicate_scenario_id_is_an_error_at_the_second() -> None:
    text = bank_text(SCENARIOS + "  - id: chatbot\n    title: Again\n    text: Twice.\n")
    lines = text.splitlines()
    first = lines.index("  - id: chatbot") + 1
    second = lines.index("  - id: chatbot", first) + 1
    assert problems_of(text) == [
        (second, f"duplicate scenario id 'chatbot' (first defined at line {first})")
    ]


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        (
            "  - id: empty\n    title: Empty\n    text: ''\n",
            "scenario 'empty': text must not be empty",
        ),
        (
            "  - id: blank\n    title: '  '\n    text: Some.\n",
            "scenario 'blank': title must not be empty",
        ),
        ("  - id: Bad Id\n    title: T\n    text: Some.\n", "scenario id 'Bad Id' may use only"),
        ("  - id: notext\n    title: T\n", "scenario 2: missing required key 'text'"),
        ("  - id: extra\n    title: T\n    text: S.\n    exhibit: x\n", "unknown key 'exhibit'"),
    ],
)
def test_a_broken_scenario_is_an_error_at_its_line(entry: str, message: str) -> None:
    scenarios = "scenarios:\n  - id: chatbot\n    title: C\n    text: C.\n" + entry
    found = problems_of(bank_text(scenarios, question("q1", "chatbot")))
    assert any(message in text for _, text in found), found
    assert all(line >= 11 for line, _ in found), found


def test_scenarios_must_be_a_list() -> None:
    found = problems_of(bank_text("scenarios: chatbot\n", question("q1", None)))
    assert [line for line, _ in found] == [7], found


def test_scenarios_survive_export_and_import(tmp_path: Path) -> None:
    bank = load_bank_text(
        bank_text(
            SCENARIOS,
            question("q1", "vision-startup"),
            question("q2", None),
            question("q3", "chatbot"),
        ),
        "bank.yaml",
    )
    text = dump_bank(bank)
    assert text == dump_bank(bank, fast=False)
    assert "scenario: chatbot" in text
    assert load_bank_text(text, "back.yaml") == bank
    target = tmp_path / "out.yaml"
    export_bank(bank, "yaml", target)
    assert load_bank(target) == bank


def test_a_scenario_shows_images_kept_beside_the_bank(tmp_path: Path) -> None:
    (tmp_path / "images").mkdir()
    (tmp_path / "images" / "rack.png").write_bytes(PNG)
    scenarios = textwrap.dedent(
        """\
        scenarios:
          - id: rack
            title: The rack
            text: |
              The rack is drawn below.

              ![Rack of eight GPUs](images/rack.png)
        """
    )
    path = tmp_path / "bank.yaml"
    path.write_text(bank_text(scenarios, question("q1", "rack")), encoding="utf-8")
    bank = load_bank(path)
    assert [e.name for e in bank.exhibits] == ["images/rack.png"]
    (tmp_path / "images" / "rack.png").unlink()
    with pytest.raises(BankFileError) as caught:
        load_bank(path)
    [problem] = caught.value.problems
    assert problem.line == 13
    assert problem.message.startswith("scenario 'rack': text: ")


def test_a_sealed_classroom_bank_keeps_its_case_studies(tmp_path: Path) -> None:
    bank = load_bank(Path(__file__).parents[1] / "data" / "banks" / "case-studies.yaml")
    path, left_out = write_sealed_bank(bank, tmp_path)
    assert left_out == ()
    sealed = read_sealed_bank(path.read_bytes(), str(path))
    assert sealed.scenarios == bank.scenarios
    assert [q.scenario for q in sealed.questions] == [q.scenario for q in bank.questions]


@pytest.mark.parametrize(("fmt", "name"), [("gift", "out.gift"), ("moodle-xml", "out.xml")])
def test_formats_without_case_studies_carry_the_scenario_in_the_prompt(
    tmp_path: Path, fmt: str, name: str
) -> None:
    bank = load_bank(Path(__file__).parents[1] / "data" / "banks" / "case-studies.yaml")
    target = tmp_path / name
    export_bank(bank, fmt, target)
    back = read_question_file(target).bank
    assert back.scenarios == ()
    for before, after in zip(bank.questions, back.questions, strict=True):
        assert after.scenario is None
        if before.scenario is None:
            assert "Background" not in after.prompt and "chatbot" not in after.prompt
        else:
            assert before.scenario.title in after.prompt
            assert "within 300 ms" in after.prompt or "eight NVIDIA A100" in after.prompt
