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

from typing import Any

import yaml

from simulator.domain.model import DEFAULT_PASSING_SCORE, Bank, Choice, Question, Topic

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


_BankDumper.add_representer(str, _represent_str)
_BankDumper.add_representer(_Flow, _represent_flow)


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
    if exam:
        data["exam"] = exam
    data["topics"] = [_topic(t) for t in bank.topics]
    data["questions"] = [_question(q) for q in bank.questions]
    return data


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


def _question(question: Question) -> dict[str, Any]:
    item: dict[str, Any] = {
        "id": question.id,
        "topic": question.topic,
        "prompt": question.prompt,
        "choices": [_choice(c) for c in question.choices],
    }
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


def dump_bank(bank: Bank) -> str:
    """Schema-1 YAML text of `bank`; `yaml.safe_load` of it gives `bank_to_data(bank)`."""
    text: str = yaml.dump(
        bank_to_data(bank),
        Dumper=_BankDumper,
        sort_keys=False,
        allow_unicode=True,
        default_flow_style=False,
        width=4096,  # never fold long quoted strings; long texts are blocks anyway
        indent=2,
    )
    return text
