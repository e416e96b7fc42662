"""The sealed answer keys a classroom build carries instead of the key itself: plain values.

Each seal holds the build's salt and salted SHA-256 digests (`part_digest`) from which a
laptop can tell a right answer from a wrong one (`sealing.py` makes and checks them), and
knows how the database and the sealed bank file store it. One kind per question type:

- `SealedAnswer` (choice): how many to pick and a digest of the right choices' texts; under
  partial scoring also one digest per right choice.
- `MatchingSeal`: a digest of the whole mapping; under partial scoring one per left item.
- `OrderingSeal`: a digest of the items in order; under partial scoring one per place.
- `TextSeal` (short answer): per accepted answer a `TextPattern`, the digests of its
  literal parts between `*`s (and their lengths, for an answer with a star).
- `NumberSeal` (numeric): per accepted value a `SealedNumber`: its digest, its
  tolerance and the decimal grid it lies on.

What this does and does not protect against is said in docs/classroom.md.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any


def choice_keys(texts: Iterable[str]) -> tuple[str, ...]:
    """What each of a question's choices (in order) stands for in `answer_digest`: its
    words, as runs of spaces may change between the bank and its sealed copy; a choice
    that reads like an earlier one of the same question ("*" and "* ") also by its place
    among them, so two choices that look alike never digest alike."""
    seen: Counter[str] = Counter()
    keys = []
    for text in texts:
        words = " ".join(text.split())
        keys.append(f"{words}\x00{seen[words]}" if seen[words] else words)
        seen[words] += 1
    return tuple(keys)


def answer_digest(salt: str, question_id: str, texts: Iterable[str]) -> str:
    """SHA-256 of a question's answer (its correct choices' `choice_keys`, in any order),
    salted per bank so the same answer in another build digests differently."""
    key = "\x1f".join(sorted(" ".join(text.split()) for text in texts))
    return hashlib.sha256(f"{salt}\x00{question_id}\x00{key}".encode()).hexdigest()


def part_digest(salt: str, question_id: str, kind: str, *parts: object) -> str:
    """SHA-256 of one part of an answer (`kind` says which), salted, tied to its question.

    The parts are written as ASCII JSON, so no text can pose as another split of parts.
    """
    text = json.dumps([salt, question_id, kind, *parts], separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def part_digests(salt: str, question_id: str, kind: str, *parts: object) -> Callable[[str], str]:
    """`part_digest(salt, question_id, kind, *parts, text)` for many texts: the common
    start is hashed once (a laptop tries hundreds of texts when it scores a number)."""
    head = json.dumps([salt, question_id, kind, *parts, ""], separators=(",", ":"))
    start = hashlib.sha256(head[: -len('""]')].encode("ascii"))

    def digest(text: str) -> str:
        whole = start.copy()
        whole.update((json.dumps(text) + "]").encode("ascii"))
        return whole.hexdigest()

    return digest


@dataclass(frozen=True, slots=True)
class SealedAnswer:
    """The answer key of a sealed choice question: how many choices to pick, a salted
    digest of the right ones and, for a bank that scores partially, one digest per right
    choice (`right`, empty otherwise). Enough to score an answer, not to read the key
    from a file (see docs/classroom.md for what it does and does not protect against)."""

    choose: int
    salt: str
    digest: str
    right: tuple[str, ...] = ()

    def matches(self, question_id: str, selected_keys: Iterable[str]) -> bool:
        """Whether the chosen choices' `choice_keys` are the right ones."""
        return answer_digest(self.salt, question_id, selected_keys) == self.digest

    def encoded(self) -> str:
        """How the database stores it: `choose:salt:digest[:right,right…]`."""
        tail = f":{','.join(self.right)}" if self.right else ""
        return f"{self.choose}:{self.salt}:{self.digest}{tail}"

    @classmethod
    def decoded(cls, text: str) -> SealedAnswer | None:
        parts = text.split(":")
        if len(parts) not in (3, 4) or not parts[0].isdigit():
            return None
        right = tuple(parts[3].split(",")) if len(parts) == 4 and parts[3] else ()
        return cls(int(parts[0]), parts[1], parts[2], right)


@dataclass(frozen=True, slots=True)
class MatchingSeal:
    """A matching question's key: the digest of every left item's option, and per left
    item (partial scoring only) the digest of its own option."""

    salt: str
    whole: str
    per_left: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class OrderingSeal:
    """An ordering question's key: the digest of the items in the right order, and per
    place (partial scoring only) the digest of the item that belongs there."""

    salt: str
    whole: str
    per_place: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class TextPattern:
    """One accepted short answer: a digest per literal part between its `*`s; `lengths`
    gives each part's length for a pattern with a star (empty for a plain answer, whose
    length stays unknown)."""

    parts: tuple[str, ...]
    lengths: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class TextSeal:
    """A short-answer question's key: its accepted answers as `TextPattern`s."""

    salt: str
    patterns: tuple[TextPattern, ...]


@dataclass(frozen=True, slots=True)
class SealedNumber:
    """One accepted value: its digest, its tolerance and the grid it lies on (a whole
    multiple of 10**exponent), which bounds the values a laptop must try."""

    digest: str
    tolerance: float
    exponent: int


@dataclass(frozen=True, slots=True)
class NumberSeal:
    """A numeric question's key: its accepted values as `SealedNumber`s."""

    salt: str
    values: tuple[SealedNumber, ...]


#: The key of a sealed question of a type other than choice.
TypedSeal = MatchingSeal | OrderingSeal | TextSeal | NumberSeal
#: The key of any sealed question.
Seal = SealedAnswer | TypedSeal


def seal_as_dict(seal: TypedSeal) -> dict[str, Any]:
    """A typed seal as plain JSON values, with its kind (the sealed bank file, the database)."""
    if isinstance(seal, MatchingSeal):
        return {
            "kind": "matching",
            "salt": seal.salt,
            "whole": seal.whole,
            "per_left": list(seal.per_left),
        }
    if isinstance(seal, OrderingSeal):
        return {
            "kind": "ordering",
            "salt": seal.salt,
            "whole": seal.whole,
            "per_place": list(seal.per_place),
        }
    if isinstance(seal, TextSeal):
        return {
            "kind": "text",
            "salt": seal.salt,
            "patterns": [
                {"parts": list(p.parts), "lengths": list(p.lengths)} for p in seal.patterns
            ],
        }
    return {
        "kind": "number",
        "salt": seal.salt,
        "values": [[v.digest, v.tolerance, v.exponent] for v in seal.values],
    }


def seal_from_dict(data: dict[str, Any]) -> TypedSeal:
    """The seal `seal_as_dict` wrote; KeyError, TypeError or ValueError when it is not one."""
    kind, salt = data["kind"], str(data["salt"])
    if kind == "matching":
        return MatchingSeal(salt, str(data["whole"]), tuple(str(d) for d in data["per_left"]))
    if kind == "ordering":
        return OrderingSeal(salt, str(data["whole"]), tuple(str(d) for d in data["per_place"]))
    if kind == "text":
        return TextSeal(
            salt,
            tuple(
                TextPattern(tuple(str(d) for d in p["parts"]), tuple(int(n) for n in p["lengths"]))
                for p in data["patterns"]
            ),
        )
    if kind == "number":
        return NumberSeal(
            salt,
            tuple(SealedNumber(str(d), float(t), int(e)) for d, t, e in data["values"]),
        )
    raise ValueError(f"no seal of kind {kind!r}")


def encode_seal(seal: Seal) -> str:
    """How the database stores a seal (`questions.sealed_answer`): a choice question's as
    `choose:salt:digest` (as since migration 0010), any other as its JSON object."""
    if isinstance(seal, SealedAnswer):
        return seal.encoded()
    return json.dumps(seal_as_dict(seal), separators=(",", ":"))


def decode_seal(text: str) -> Seal | None:
    """The seal `encode_seal` stored; None for an empty text (an unsealed question).

    ValueError for a typed seal that cannot be read: its question must not be scored
    as if it had no seal (a sealed ordering question's items are not in the right order).
    """
    if not text.startswith("{"):
        return SealedAnswer.decoded(text) if text else None
    try:
        return seal_from_dict(json.loads(text))
    except (KeyError, TypeError) as exc:
        raise ValueError(f"an unreadable sealed answer key ({exc})") from None
