"""How question types and their answers sit in the database's JSON columns.

A choice question keeps its choices in the `choices` table, as it always did; the
other types keep their payload (pairs, items, accepted answers) in `questions.payload`
and the candidate's answer (matches, order, typed text) in `answers.response`. The
versions kept of an edited question (`question_versions.py`) hold its payload too, so an
attempt reviewed after the question was edited shows what its candidate saw. A sealed
classroom build's matching question keeps only its left items and options (its key is
the seal in `questions.sealed_answer`). Plain JSON (lists, strings, numbers) only, so the
same columns work on SQLite and PostgreSQL.
"""

from __future__ import annotations

from typing import Any

from simulator.domain.paper import AnswerState
from simulator.domain.question_types import (
    Matching,
    Numeric,
    NumericAnswer,
    Ordering,
    Pair,
    Payload,
    QuestionType,
    SealedMatching,
    ShortAnswer,
)


def payload_json(payload: Payload | None) -> dict[str, Any] | None:
    """The payload as a JSON object with its type; None for a choice question."""
    if payload is None:
        return None
    if isinstance(payload, Matching):
        return {
            "type": payload.type.value,
            "pairs": [[p.left, p.right] for p in payload.pairs],
            "distractors": list(payload.distractors),
        }
    if isinstance(payload, SealedMatching):  # a sealed build's: no pairs, only what is shown
        return {
            "type": payload.type.value,
            "lefts": list(payload.lefts),
            "options": list(payload.options),
        }
    if isinstance(payload, Ordering):
        return {"type": payload.type.value, "items": list(payload.items)}
    if isinstance(payload, ShortAnswer):
        return {
            "type": payload.type.value,
            "answers": list(payload.answers),
            "case_sensitive": payload.case_sensitive,
        }
    return {
        "type": payload.type.value,
        "answers": [[a.value, a.tolerance] for a in payload.answers],
    }


def payload_of(data: dict[str, Any] | None) -> Payload | None:
    """The payload stored by `payload_json` (None: a choice question)."""
    if not data:
        return None
    kind = QuestionType(data["type"])
    if kind is QuestionType.MATCHING and "lefts" in data:
        return SealedMatching(tuple(data["lefts"]), tuple(data["options"]))
    if kind is QuestionType.MATCHING:
        return Matching(
            tuple(Pair(left, right) for left, right in data["pairs"]),
            tuple(data.get("distractors", ())),
        )
    if kind is QuestionType.ORDERING:
        return Ordering(tuple(data["items"]))
    if kind is QuestionType.SHORT_ANSWER:
        return ShortAnswer(tuple(data["answers"]), bool(data.get("case_sensitive", False)))
    if kind is QuestionType.NUMERIC:
        return Numeric(tuple(NumericAnswer(float(v), float(t)) for v, t in data["answers"]))
    raise ValueError(f"no payload for a {kind.value} question")


def response_json(answer: AnswerState) -> dict[str, Any] | None:
    """What the candidate gave beyond ticked choices; None when nothing was."""
    response: dict[str, Any] = {}
    if answer.matches:
        response["matches"] = [list(pair) for pair in answer.matches]
    if answer.order:
        response["order"] = list(answer.order)
    if answer.text:
        response["text"] = answer.text
    return response or None


def response_parts(
    data: dict[str, Any] | None,
) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...], str]:
    """(matches, order, text) of a stored response."""
    if not data:
        return (), (), ""
    matches = tuple(sorted((int(left), int(option)) for left, option in data.get("matches", ())))
    order = tuple(int(item) for item in data.get("order", ()))
    return matches, order, str(data.get("text", ""))
