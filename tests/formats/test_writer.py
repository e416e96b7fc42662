"""dump_bank: readable schema-1 YAML that loads back to the same bank."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from simulator.domain.model import Bank, Choice, ExamDefaults, Explanation, Question, Topic
from simulator.formats.loader import load_bank_text
from simulator.formats.plaintext import load_plain_text_bank
from simulator.formats.writer import dump_bank

SEED = Path(__file__).resolve().parent.parent / "data" / "seed_000.txt"

LONG = "Inference latency and throughput through layer fusion, precision calibration, and more"


def rich_bank() -> Bank:
    """Every optional field set, plus texts that YAML would misread if written plainly."""
    return Bank(
        id="rich",
        title="Rich: a bank # with YAML-ish characters",
        description="Line one.\nLine two.  ",
        exam=ExamDefaults(
            question_count=2,
            time_limit_minutes=5,
            passing_score=0.8,
            blueprint={"profiling": 0.5, "misc": 0.5},
        ),
        topics=(
            Topic("profiling", "Profiling & Debugging", "Tools: Nsight…"),
            Topic("misc", "Misc"),
        ),
        questions=(
            Question(
                id="q-1",
                topic="profiling",
                prompt="Which tool?\n\n```\nnsys profile python train.py\n```",
                choices=(
                    Choice(0, "yes", why="A word YAML 1.1 would read as true"),
                    Choice(1, "Nsight Systems", correct=True),
                    Choice(2, "- dash, [bracket], {brace}: colon"),
                    Choice(3, "123"),
                ),
                explanation=Explanation("Short.", "Full text\nwith  two lines."),
                shuffle=False,
                difficulty=3,
                references=("https://docs.nvidia.com/nsight-systems/",),
                tags=("nsight", "cli"),
            ),
            Question(
                id="q-2",
                topic="misc",
                prompt=LONG,
                choices=(Choice(0, LONG, correct=True), Choice(1, "Émoji ✓ and ünïcode")),
                explanation=Explanation('Say "no" to `yes`\u2028please'),
            ),
        ),
    )


RICH_DATA: dict[str, Any] = {
    "schema": 1,
    "id": "rich",
    "title": "Rich: a bank # with YAML-ish characters",
    "description": "Line one.\nLine two.  ",
    "exam": {
        "question_count": 2,
        "time_limit_minutes": 5,
        "passing_score": 0.8,
        "blueprint": {"profiling": 0.5, "misc": 0.5},
    },
    "topics": [
        {"id": "profiling", "title": "Profiling & Debugging", "description": "Tools: Nsight…"},
        {"id": "misc", "title": "Misc"},
    ],
    "questions": [
        {
            "id": "q-1",
            "topic": "profiling",
            "prompt": "Which tool?\n\n```\nnsys profile python train.py\n```",
            "choices": [
                {"text": "yes", "why": "A word YAML 1.1 would read as true"},
                {"text": "Nsight Systems", "correct": True},
                {"text": "- dash, [bracket], {brace}: colon"},
                {"text": "123"},
            ],
            "explanation": {"short": "Short.", "full": "Full text\nwith  two lines."},
            "shuffle": False,
            "difficulty": 3,
            "references": ["https://docs.nvidia.com/nsight-systems/"],
            "tags": ["nsight", "cli"],
        },
        {
            "id": "q-2",
            "topic": "misc",
            "prompt": LONG,
            "choices": [{"text": LONG, "correct": True}, {"text": "Émoji ✓ and ünïcode"}],
            "explanation": {"short": 'Say "no" to `yes`\u2028please'},
        },
    ],
}


def test_dump_round_trips_through_safe_load() -> None:
    text = dump_bank(rich_bank())
    assert yaml.safe_load(text) == RICH_DATA


def test_keys_in_format_order_and_defaults_left_out() -> None:
    data = yaml.safe_load(dump_bank(rich_bank()))
    assert list(data) == ["schema", "id", "title", "description", "exam", "topics", "questions"]
    assert list(data["questions"][0]) == [
        "id",
        "topic",
        "prompt",
        "choices",
        "explanation",
        "shuffle",
        "difficulty",
        "references",
        "tags",
    ]
    minimal = Bank(
        "m",
        "M",
        (Topic("t", "T"),),
        (Question("q", "t", "P?", (Choice(0, "A", True), Choice(1, "B")), Explanation("S.")),),
    )
    text = dump_bank(minimal)
    assert yaml.safe_load(text) == {
        "schema": 1,
        "id": "m",
        "title": "M",
        "topics": [{"id": "t", "title": "T"}],
        "questions": [
            {
                "id": "q",
                "topic": "t",
                "prompt": "P?",
                "choices": [{"text": "A", "correct": True}, {"text": "B"}],
                "explanation": {"short": "S."},
            }
        ],
    }
    for absent in ("correct: false", "shuffle", "tags", "why", "exam", "full", "description"):
        assert absent not in text


def test_long_and_multiline_text_are_block_scalars() -> None:
    text = dump_bank(rich_bank())
    assert "    prompt: |-\n      Which tool?\n\n      ```\n" in text
    assert f"    prompt: |-\n      {LONG}\n" in text
    assert "  - id: profiling\n" in text  # list items indented under their key
    assert "tags: [nsight, cli]" in text
    assert "Émoji ✓" in text  # unicode written as is, not escaped


def test_rich_bank_round_trips_through_the_loader() -> None:
    bank = rich_bank()
    assert load_bank_text(dump_bank(bank), "rich.yaml") == bank


def test_converted_seed_bank_round_trips_through_the_loader() -> None:
    bank, _ = load_plain_text_bank(SEED)
    text = dump_bank(bank)
    assert text.startswith("schema: 1\nid: seed-000\n")
    assert load_bank_text(text, "seed-000.yaml") == bank


_TEXT = st.text(
    alphabet=st.characters(codec="utf-8", blacklist_characters="\x00"),
    min_size=1,
    max_size=120,
).filter(lambda s: s.strip() != "")


@settings(max_examples=150, deadline=None)
@given(prompt=_TEXT, choice=_TEXT, short=_TEXT, full=st.text(max_size=200))
def test_any_text_round_trips(prompt: str, choice: str, short: str, full: str) -> None:
    bank = Bank(
        "h",
        "H",
        (Topic("t", "T"),),
        (
            Question(
                "q",
                "t",
                prompt,
                (Choice(0, choice, True), Choice(1, choice + " (other)")),
                Explanation(short, full),
            ),
        ),
    )
    question = yaml.safe_load(dump_bank(bank))["questions"][0]
    assert question["prompt"] == prompt
    assert [c["text"] for c in question["choices"]] == [choice, choice + " (other)"]
    assert question["explanation"] == ({"short": short, "full": full} if full else {"short": short})
