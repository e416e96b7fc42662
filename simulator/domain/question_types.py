"""What a question asks for beyond picking choices: matching, ordering, typed answers.

A `Question` (`model.py`) is a choice question unless it carries one of the payloads
below; the payload holds everything that type needs, so code that only knows choice
questions keeps working on `Question.choices` and every type-specific rule lives with
its payload. The parts a candidate moves around (a matching question's right-hand
options, an ordering question's items) are named by their index in the payload: an
exam's paper stores their display order, and an answer refers to them the same way.

Pure values: no Qt, no database, no YAML. The rules for comparing typed answers are
here too, because a bank author's `answers:` and the exam's grading must agree.
"""

from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache
from typing import ClassVar


class QuestionType(StrEnum):
    """The `type:` of a question in a bank file (and its database column)."""

    CHOICE = "choice"
    MATCHING = "matching"
    ORDERING = "ordering"
    SHORT_ANSWER = "short-answer"
    NUMERIC = "numeric"

    @property
    def label(self) -> str:
        """The type as people read it ("short answer")."""
        return self.value.replace("-", " ")


class Scoring(StrEnum):
    """How a question's answer turns into marks (`exam: {scoring: …}` of a bank).

    All or nothing is how certification exams score; partial scores as Moodle does:
    matching right pairs / pairs, ordering items in place / items, multi-select the
    sum of its choices' weights (+1/N each right, -1/N each wrong) clamped to 0..1.
    """

    ALL_OR_NOTHING = "all-or-nothing"
    PARTIAL = "partial"


#: Limits of each type, whatever file a question came from.
MIN_PAIRS, MAX_PAIRS = 2, 12
MIN_ITEMS, MAX_ITEMS = 2, 20
#: Right-hand options of a matching question (pairs' answers plus distractors).
MAX_OPTIONS = 26
MAX_ACCEPTED_ANSWERS = 30
#: The longest typed answer kept: enough for any term or number, bounded for storage.
MAX_TYPED_ANSWER = 200


@dataclass(frozen=True, slots=True)
class Pair:
    """One left-hand item of a matching question and the right-hand option it goes with."""

    left: str
    right: str


@dataclass(frozen=True, slots=True)
class Matching:
    """Match each left item to one right-hand option; several lefts may share an option.

    `options` are the distinct right-hand texts (the pairs' answers in order, then the
    distractors): what each left item's drop-down lists.
    """

    type: ClassVar[QuestionType] = QuestionType.MATCHING
    pairs: tuple[Pair, ...]
    distractors: tuple[str, ...] = ()
    options: tuple[str, ...] = field(init=False, repr=False, compare=False)
    key: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        options = tuple(dict.fromkeys([p.right for p in self.pairs] + list(self.distractors)))
        object.__setattr__(self, "options", options)
        index = {text: i for i, text in enumerate(options)}
        object.__setattr__(self, "key", tuple(index[p.right] for p in self.pairs))

    @property
    def lefts(self) -> tuple[str, ...]:
        """The left items, in the order they are asked."""
        return tuple(p.left for p in self.pairs)


@dataclass(frozen=True, slots=True)
class SealedMatching:
    """A matching question as a sealed classroom build ships it: the left items and the
    right-hand options, but not which goes with which (`sealing.py` scores it by digest).

    `options` are in an order drawn at random when the build was packed, so neither
    their order nor their indexes say anything about the key.
    """

    type: ClassVar[QuestionType] = QuestionType.MATCHING
    lefts: tuple[str, ...]
    options: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Ordering:
    """Put the items in order; `items` are listed in the right order."""

    type: ClassVar[QuestionType] = QuestionType.ORDERING
    items: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ShortAnswer:
    """Type a word or phrase; any one of `answers` is right (`*` matches any text)."""

    type: ClassVar[QuestionType] = QuestionType.SHORT_ANSWER
    answers: tuple[str, ...]
    case_sensitive: bool = False

    def accepted(self, text: str) -> str | None:
        """The first accepted answer `text` matches (Moodle's rule), or None."""
        given = normalise_typed(text, self.case_sensitive)
        if not given:
            return None
        for answer in self.answers:
            if wildcard_match(normalise_typed(answer, self.case_sensitive), given):
                return answer
        return None


@dataclass(frozen=True, slots=True)
class NumericAnswer:
    """An accepted value: right when the given number is within `tolerance` of it."""

    value: float
    tolerance: float = 0.0

    def accepts(self, number: float) -> bool:
        return within_tolerance(self.value, self.tolerance, number)


def within_tolerance(value: float, tolerance: float, number: float) -> bool:
    """The numeric rule: `number` is `value` give or take `tolerance` (and, so that
    0.1 + 0.2 is 0.3 as the candidate meant, a hair of relative slack)."""
    slack = 1e-9 * max(1.0, abs(value))
    return abs(number - value) <= tolerance + slack


@dataclass(frozen=True, slots=True)
class Numeric:
    """Type a number; right when it is within the tolerance of any accepted answer."""

    type: ClassVar[QuestionType] = QuestionType.NUMERIC
    answers: tuple[NumericAnswer, ...]

    def accepted(self, text: str) -> NumericAnswer | None:
        """The first accepted answer the typed number is within tolerance of, or None."""
        for number in parse_number(text):
            for answer in self.answers:
                if answer.accepts(number):
                    return answer
        return None


#: The payload of a question that is not a choice question.
Payload = Matching | SealedMatching | Ordering | ShortAnswer | Numeric
#: What a matching question shows, whether its key is known or sealed.
MatchingParts = Matching | SealedMatching


def payload_texts(payload: Payload) -> list[str]:
    """Every text of a payload: to search it, to find the images it shows, to classify it."""
    if isinstance(payload, Matching | SealedMatching):
        return list(payload.lefts) + list(payload.options)
    if isinstance(payload, Ordering):
        return list(payload.items)
    if isinstance(payload, ShortAnswer):
        return list(payload.answers)
    return [format_number(a.value) for a in payload.answers]


# --- typed answers ---------------------------------------------------------------------

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def clean_typed(text: str) -> str:
    """What a typed answer may hold: plain text, no control characters, bounded in length."""
    return _CONTROL.sub(" ", text)[:MAX_TYPED_ANSWER]


def normalise_typed(text: str, case_sensitive: bool = False) -> str:
    """A typed text as it is compared: NFKC, whitespace trimmed and collapsed, case folded.

    So "Nsight  Systems", " nsight systems " and full-width "ｎｓｙｓ" read as the
    candidate meant them.
    """
    text = " ".join(unicodedata.normalize("NFKC", text).split())
    return text if case_sensitive else text.casefold()


def wildcard_match(pattern: str, text: str) -> bool:
    """Whether `text` is `pattern` with each `*` standing for any text (`\\*` is a star).

    Greedy matching with one backtrack point: time proportional to the lengths' product
    at worst, never exponential (a regular expression of many `.*` could be).
    """
    tokens = _tokens(pattern)
    t = p = 0
    star = -1
    resume = 0
    while t < len(text):
        if p < len(tokens) and tokens[p] is not None and tokens[p] == text[t]:
            t += 1
            p += 1
        elif p < len(tokens) and tokens[p] is None:
            star, resume = p, t
            p += 1
        elif star >= 0:
            resume += 1
            t, p = resume, star + 1
        else:
            return False
    while p < len(tokens) and tokens[p] is None:
        p += 1
    return p == len(tokens)


def literal_parts(pattern: str) -> tuple[str, ...]:
    """The literal texts between a pattern's unescaped `*`s (one more than there are
    stars; `\\*` is a star inside a part): what a sealed build digests of it."""
    parts = [""]
    for token in _tokens(pattern):
        if token is None:
            parts.append("")
        else:
            parts[-1] += token
    return tuple(parts)


@lru_cache(maxsize=4096)
def _tokens(pattern: str) -> tuple[str | None, ...]:
    """Characters of a pattern, None for each unescaped `*`."""
    out: list[str | None] = []
    index = 0
    while index < len(pattern):
        char = pattern[index]
        if char == "\\" and pattern[index + 1 : index + 2] == "*":
            out.append("*")
            index += 2
            continue
        out.append(None if char == "*" else char)
        index += 1
    return tuple(out)


_SPACES = re.compile(r"[\s_'’]")
_GROUPED = re.compile(r"[+-]?\d{1,3}(,\d{3})+")
_NUMBER = re.compile(r"[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?")


def parse_number(text: str) -> tuple[float, ...]:
    """The values a typed number can mean; empty when it is not a number.

    Accepts a decimal point or a decimal comma (`1,5`), grouping by spaces,
    apostrophes or the other separator (`73 856`, `1.234,5`, `1,234.5`), full-width
    digits and the minus sign `−`. `73,856` is ambiguous (grouping or a decimal comma)
    and gives both readings.
    """
    compact = _SPACES.sub("", unicodedata.normalize("NFKC", text)).replace("−", "-")
    if not compact or len(compact) > MAX_TYPED_ANSWER:
        return ()
    readings: list[str]
    if "," in compact and "." in compact:
        decimal = "," if compact.rfind(",") > compact.rfind(".") else "."
        grouping = "." if decimal == "," else ","
        readings = [compact.replace(grouping, "").replace(decimal, ".")]
    elif "," in compact:
        readings = [compact.replace(",", "")] if _GROUPED.fullmatch(compact) else []
        if compact.count(",") == 1:
            readings.append(compact.replace(",", "."))
    else:
        readings = [compact]
    values: list[float] = []
    for reading in readings:
        if _NUMBER.fullmatch(reading):
            value = float(reading)
            if math.isfinite(value) and value not in values:
                values.append(value)
    return tuple(values)


def format_number(value: float) -> str:
    """A number as a bank author writes it: `73856`, `0.25`, `1e-09` (exact, no `.0`)."""
    if value.is_integer() and abs(value) < 1e16:
        return str(int(value))
    return repr(value)
