"""GIFT answer blocks of the types beyond multiple choice, read as Moodle reads them.

`gift.py` finds each question's `{…}` and decides its type by Moodle's rules
(`answer_kind`); this module reads the block of a matching (`=left -> right`),
short-answer (`=answer =other`), numerical (`#value:tolerance`, `#min..max`, several
`=`-answers) or ordering (`>count options` then one item per line, Moodle's ordering
plugin) question into a payload. The text arrives with GIFT's escapes protected
(`protect` in gift.py), so `\\=` or `\\:` never split anything; `restore` gives the
characters back once the structure is read.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal

from simulator.domain.question_types import (
    Matching,
    Numeric,
    NumericAnswer,
    Ordering,
    Pair,
    ShortAnswer,
)
from simulator.formats.drafts import FULL_CREDIT, DraftBank

#: Converts a piece of GIFT text (in the question's format) to inline Markdown.
Inline = Callable[[str], str]
Restore = Callable[[str], str]

_WEIGHT = re.compile(r"\s*%(-?\d+(?:[.,]\d+)?)%")
_TRUE_FALSE = re.compile(r"(T|F|TRUE|FALSE)\s*(?:#.*)?", re.IGNORECASE | re.DOTALL)
# The options Moodle's ordering plugin reads after `{>`: how many items to show, which,
# the layout, the grading, whether to show it, and (newer versions) the numbering.
_ORDERING_HEADER = re.compile(
    r"[ \t]*(?:\d+(?:[ \t]*\b(?:ALL|EXACT|RANDOM|REL|CONTIGUOUS|CONTIG|HORIZONTAL|HORI|H|VERTICAL"
    r"|VERT|V|ALL_OR_NOTHING|ABSOLUTE_POSITION|ABSOLUTE|ABS|RELATIVE_NEXT_EXCLUDE_LAST"
    r"|RELATIVE_NEXT_INCLUDE_LAST|RELATIVE_ONE_PREVIOUS_AND_NEXT|RELATIVE_ALL_PREVIOUS_AND_NEXT"
    r"|RELATIVE_TO_CORRECT|RELATIVE|LONGEST_ORDERED_SUBSET|LONGEST_CONTIGUOUS_SUBSET|SHOW|HIDE"
    r"|TRUE|FALSE|YES|NO|none|abc|ABCD|123|iii|IIII)\b)*)?[ \t]*"
)


def answer_kind(answers: str) -> str:
    """Moodle's type of a GIFT answer block (general feedback already removed)."""
    stripped = answers.strip()
    if not stripped:
        return "essay"
    if stripped.startswith("#"):
        return "numerical"
    if stripped.startswith(">"):
        return "ordering"
    if "~" in stripped:
        return "multichoice"
    if "=" in stripped and "->" in stripped:
        return "matching"
    if _TRUE_FALSE.fullmatch(stripped):
        return "truefalse"
    return "shortanswer"


def _answers(block: str) -> list[str]:
    """The `=`-separated answers of a block, the empty lead before the first dropped."""
    parts = block.split("=")
    if parts and not parts[0].strip():
        parts = parts[1:]
    return [p.strip() for p in parts]


def _weight(text: str) -> tuple[float | None, str]:
    match = _WEIGHT.match(text)
    if match is None:
        return None, text
    return float(match.group(1).replace(",", ".")), text[match.end() :]


def read_matching(
    block: str, inline: Inline, answer: Inline, draft: DraftBank, line: int, name: str
) -> Matching | None:
    """`=left -> right` pairs; a pair with an empty left is an extra right-hand option.

    `answer` reads a right-hand text: plain text to Moodle, Markdown in a `[markdown]`
    question (how this app writes it).
    """
    pairs: list[Pair] = []
    distractors: list[str] = []
    for text in _answers(block):
        left, arrow, right = text.partition("->")
        if not arrow:
            draft.skip(line, f"{name} has a matching answer without '->': '{answer(text)[:60]}'")
            return None
        right_text = answer(right)
        if left.strip():
            pairs.append(Pair(inline(left), right_text))
        else:
            distractors.append(right_text)
    return Matching(tuple(pairs), tuple(distractors))


#: A text-format tag before an accepted answer, which no candidate types.
_FORMAT = re.compile(r"\A\[(?:html|moodle|plain|markdown)\]", re.IGNORECASE)


def read_short_answer(
    block: str, restore: Restore, draft: DraftBank, line: int, name: str
) -> ShortAnswer:
    """`=answer` patterns, as typed (`*` a wildcard); partial-credit ones count as wrong."""
    accepted: list[str] = []
    for answer in _answers(block):
        weight, rest = _weight(answer)
        text = restore(rest.partition("#")[0]).strip()
        text = _FORMAT.sub("", text, count=1).strip()  # `=[markdown]nsys`: the answer is nsys
        if weight is None or weight >= FULL_CREDIT:
            accepted.append(text)
        elif weight > 0:
            draft.partial_credit(line, name, text, weight)
    return ShortAnswer(tuple(accepted))


def read_numerical(
    block: str, restore: Restore, draft: DraftBank, line: int, name: str
) -> Numeric | None:
    """`#value`, `#value:tolerance`, `#min..max`, or several `=`-answers with weights."""
    body = block.strip()[1:].partition("~")[0]  # after `~`: feedback for a wrong answer
    accepted: list[NumericAnswer] = []
    for answer in _answers(body):
        weight, rest = _weight(answer)
        text = restore(rest.partition("#")[0]).strip()
        value = parse_gift_number(text)
        if value is None:
            draft.skip(line, f"{name} has a numerical answer that is not a number: '{text[:60]}'")
            return None
        if weight is None or weight >= FULL_CREDIT:
            accepted.append(value)
        elif weight > 0:
            draft.partial_credit(line, name, text, weight)
    return Numeric(tuple(accepted))


def parse_gift_number(text: str) -> NumericAnswer | None:
    """`73856`, `3.14:0.01` or `2..4` (value 3, tolerance 1); None when not a number."""
    try:
        if ".." in text[1:]:
            low_text, _, high_text = text.partition("..")
            low, high = _decimal(low_text), _decimal(high_text)
            if high < low:
                low, high = high, low
            # in decimal: 3.141..3.142 is 3.1415 ± 0.0005, not 3.1414999999999997
            return NumericAnswer(float((low + high) / 2), float((high - low) / 2))
        value_text, _, tolerance_text = text.partition(":")
        tolerance = abs(_number(tolerance_text)) if tolerance_text.strip() else 0.0
        return NumericAnswer(_number(value_text), tolerance)
    except ValueError:
        return None


def _decimal(text: str) -> Decimal:
    """A range end as written, so that its middle and half-width come out as written."""
    return Decimal(repr(_number(text)))


def _number(text: str) -> float:
    value = float(text.strip().replace(",", "."))
    if value != value or value in (float("inf"), float("-inf")):
        raise ValueError(text)
    return value


def read_ordering(block: str, inline: Inline) -> Ordering:
    """Moodle's ordering plugin: `>` and its options, then one item per line, in order."""
    body = block.strip()[1:]
    header = _ORDERING_HEADER.match(body)
    rest = body[header.end() :] if header else body
    items = [inline(item) for item in rest.split("\n") if item.strip()]
    return Ordering(tuple(items))
