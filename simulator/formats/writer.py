"""Domain `Bank` -> schema-1 YAML text (docs/bank-format.md) that people can edit.

Converted plain-text banks are meant to be opened and improved by hand (better
topics, `why` for each choice), so the output reads like a hand-written file: keys
in the documented order, long or multi-line text as `|` blocks, and nothing that
merely restates a default (`correct: false`, `shuffle: true`, empty lists).
The text must load back to exactly the same bank, so the YAML emitter decides
the quoting; it falls back from `|` to quotes where a block cannot hold a string
exactly (e.g. trailing spaces).
"""

from __future__ import annotations

import re
from typing import Any

import yaml

from simulator.domain.model import (
    DEFAULT_PASSING_SCORE,
    Bank,
    Choice,
    Question,
    Scenario,
    Topic,
)
from simulator.domain.question_types import (
    Matching,
    Numeric,
    Ordering,
    Payload,
    Scoring,
    ShortAnswer,
)

SCHEMA_VERSION = 1
BLOCK_MIN_LENGTH = 80  # longer one-line texts also become `|` blocks, easier to edit


class _BankDumper(yaml.SafeDumper):
    """SafeDumper (only plain types) with readable strings; a subclass so the global
    SafeDumper that other code uses keeps its behaviour."""

    def increase_indent(self, flow: bool = False, indentless: bool = False) -> None:
        # Indent list items under their key (`  - id: ...`), as in the format doc.
        super().increase_indent(flow, False)


class _Flow(list[str]):
    """A short list written inline, like `tags: [nsight, profiling]`."""


class _NumericAnswer(dict[str, int | float]):
    """A numeric answer written inline: `{value: 73856, tolerance: 0}`."""


# YAML reads these as line breaks, but PyYAML may write them unquoted: "a\x85" would
# come back as "a ". Double quotes escape them.
_UNICODE_BREAKS = ("\x85", "\u2028", "\u2029")


def _represent_str(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    if any(ch in value for ch in _UNICODE_BREAKS):
        return dumper.represent_scalar("tag:yaml.org,2002:str", value, style='"')
    if "\n" in value or len(value) > BLOCK_MIN_LENGTH:
        return dumper.represent_scalar("tag:yaml.org,2002:str", value, style="|")
    return dumper.represent_str(value)


def _represent_flow(dumper: yaml.SafeDumper, value: _Flow) -> yaml.SequenceNode:
    return dumper.represent_sequence("tag:yaml.org,2002:seq", value, flow_style=True)


def _represent_numeric(dumper: yaml.SafeDumper, value: _NumericAnswer) -> yaml.MappingNode:
    return dumper.represent_mapping("tag:yaml.org,2002:map", value.items(), flow_style=True)


_BankDumper.add_representer(str, _represent_str)
_BankDumper.add_representer(_Flow, _represent_flow)
_BankDumper.add_representer(_NumericAnswer, _represent_numeric)

_CDumper: type | None = getattr(yaml, "CSafeDumper", None)
if _CDumper is not None:  # libyaml's emitter: the same text, several times faster

    class _FastBankDumper(_CDumper):  # type: ignore[misc, valid-type]
        """The C emitter with the same representers (it always writes list items
        unindented; `_indent_block_sequences` restores the documented layout)."""

    _FastBankDumper.add_representer(str, _represent_str)
    _FastBankDumper.add_representer(_Flow, _represent_flow)
    _FastBankDumper.add_representer(_NumericAnswer, _represent_numeric)


def bank_to_data(bank: Bank) -> dict[str, Any]:
    """The bank as plain dicts/lists in file order, defaults left out."""
    data: dict[str, Any] = {"schema": SCHEMA_VERSION, "id": bank.id, "title": bank.title}
    if bank.description:
        data["description"] = bank.description
    exam: dict[str, Any] = {}
    if bank.exam.question_count is not None:
        exam["question_count"] = bank.exam.question_count
    if bank.exam.time_limit_minutes is not None:
        exam["time_limit_minutes"] = bank.exam.time_limit_minutes
    if bank.exam.passing_score != DEFAULT_PASSING_SCORE:
        exam["passing_score"] = bank.exam.passing_score
    if bank.exam.blueprint:
        exam["blueprint"] = dict(bank.exam.blueprint)
    if bank.exam.scoring is not Scoring.ALL_OR_NOTHING:
        exam["scoring"] = bank.exam.scoring.value
    if exam:
        data["exam"] = exam
    data["topics"] = [_topic(t) for t in bank.topics]
    scenarios = _scenarios(bank)
    if scenarios:
        data["scenarios"] = [{"id": s.id, "title": s.title, "text": s.text} for s in scenarios]
    data["questions"] = [_question(q) for q in bank.questions]
    return data


def _scenarios(bank: Bank) -> list[Scenario]:
    """The bank's scenarios, then any a question carries that the list lacks (a question
    kept from an older version of its bank), so every `scenario:` written is defined."""
    scenarios = list(bank.scenarios)
    listed = {s.id for s in scenarios}
    for question in bank.questions:
        if question.scenario is not None and question.scenario.id not in listed:
            scenarios.append(question.scenario)
            listed.add(question.scenario.id)
    return scenarios


def _topic(topic: Topic) -> dict[str, Any]:
    item: dict[str, Any] = {"id": topic.id, "title": topic.title}
    if topic.description:
        item["description"] = topic.description
    return item


def _choice(choice: Choice) -> dict[str, Any]:
    item: dict[str, Any] = {"text": choice.text}
    if choice.correct:
        item["correct"] = True
    if choice.why:
        item["why"] = choice.why
    return item


def _payload(payload: Payload) -> dict[str, Any]:
    """The keys that replace `choices:` for a question of another type."""
    if isinstance(payload, Matching):
        keys: dict[str, Any] = {
            "pairs": [{"left": p.left, "right": p.right} for p in payload.pairs]
        }
        if payload.distractors:
            keys["distractors"] = list(payload.distractors)
        return keys
    if isinstance(payload, Ordering):
        return {"items": list(payload.items)}
    if isinstance(payload, ShortAnswer):
        keys = {"answers": list(payload.answers)}
        if payload.case_sensitive:
            keys["case_sensitive"] = True
        return keys
    assert isinstance(payload, Numeric)
    return {
        "answers": [
            _NumericAnswer(value=_number(a.value), tolerance=_number(a.tolerance))
            for a in payload.answers
        ]
    }


def _number(value: float) -> int | float:
    """Whole numbers without `.0`, as an author writes them (they read back equal)."""
    return int(value) if value.is_integer() and abs(value) < 1e16 else value


def _question(question: Question) -> dict[str, Any]:
    item: dict[str, Any] = {"id": question.id}
    if question.payload is not None:
        item["type"] = question.type.value
    item["topic"] = question.topic
    if question.scenario is not None:
        item["scenario"] = question.scenario.id
    item["prompt"] = question.prompt
    if question.payload is None:
        item["choices"] = [_choice(c) for c in question.choices]
    else:
        item.update(_payload(question.payload))
    explanation: dict[str, Any] = {"short": question.explanation.short}
    if question.explanation.full:
        explanation["full"] = question.explanation.full
    item["explanation"] = explanation
    if not question.shuffle:
        item["shuffle"] = False
    if question.difficulty is not None:
        item["difficulty"] = question.difficulty
    if question.references:
        item["references"] = list(question.references)
    if question.tags:
        item["tags"] = _Flow(question.tags)
    return item


def dump_bank(bank: Bank, *, fast: bool = True) -> str:
    """Schema-1 YAML text of `bank`; `yaml.safe_load` of it gives `bank_to_data(bank)`.

    A converted 700-question bank takes most of a second through PyYAML's Python
    emitter, so libyaml's emitter writes it when present, with list items then
    indented under their key; the text is the same either way (tested).
    """
    if fast and _CDumper is not None:
        text = _indent_block_sequences(_dump(bank, _FastBankDumper))
        if "\\U000" not in text and "\\U001" not in text:
            return text
        # libyaml escapes characters beyond U+FFFF (emoji); PyYAML writes them as they are
    return _dump(bank, _BankDumper)


def _dump(bank: Bank, dumper: type) -> str:
    text: str = yaml.dump(
        bank_to_data(bank),
        Dumper=dumper,
        sort_keys=False,
        allow_unicode=True,
        default_flow_style=False,
        width=4096,  # never fold long quoted strings; long texts are blocks anyway
        indent=2,
    )
    return text


_BLOCK_SCALAR_HEADER = re.compile(r"(?:^|: |- )[|>][0-9+-]*\Z")


def _indent_block_sequences(text: str) -> str:
    """Indent block-sequence items under their mapping key, as `_BankDumper` writes them.

    libyaml writes `key:` then `- item` at the key's own column. Each line is moved
    right by two columns per such sequence around it; the lines of a `|` block move
    with the line that opens them, and empty lines stay empty.
    """
    out: list[str] = []
    open_at: list[int] = []  # columns of the enclosing unindented sequences
    key_column: int | None = None  # column of a `key:` whose value starts on the next line
    scalar_column: int | None = None  # inside a block scalar owned by this column
    for line in text.split("\n"):
        body = line.lstrip(" ")
        column = len(line) - len(body)
        if scalar_column is not None and (not body or column > scalar_column):
            out.append(" " * (2 * len(open_at)) + line if body else line)
            continue
        scalar_column = None
        if not body:
            out.append(line)
            continue
        item = body == "-" or body.startswith("- ")
        while open_at and (column < open_at[-1] or (column == open_at[-1] and not item)):
            open_at.pop()
        if item and column == key_column:
            open_at.append(column)
        out.append(" " * (2 * len(open_at)) + line)
        dashes = len(re.match(r"(?:- )*", body).group(0)) // 2  # type: ignore[union-attr]
        owner = column + 2 * dashes
        key_column = owner if body.endswith(":") else None
        if _BLOCK_SCALAR_HEADER.search(body):
            scalar_column = owner
    return "\n".join(out)
