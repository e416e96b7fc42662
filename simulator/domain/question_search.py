"""Finding questions in a bank as the user types: text, topic, kind and history filters.

The bank browser keeps a bank's questions in memory and filters them on every keystroke,
so a search must answer in a few milliseconds even for 100,000 questions. Each question's
searchable text (id, prompt, choices, explanations) is folded once, when the list is
built: lower case, accents removed, so "etude" finds "Étude" and "NCCL" finds "nccl".
A query is a set of words that must all occur; typing on (a query that extends the last
one) searches only the questions the last one matched.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol


def fold(text: str) -> str:
    """Lower case without accents ("Étude" -> "etude"); cheap for plain ASCII."""
    if text.isascii():
        return text.lower()
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


class Searchable(Protocol):
    """What a listed question offers the search (data.records.QuestionListing)."""

    @property
    def id(self) -> str: ...
    @property
    def topic(self) -> str: ...
    @property
    def kind(self) -> str: ...
    @property
    def prompt(self) -> str: ...
    @property
    def search_text(self) -> str: ...
    @property
    def seen(self) -> int: ...
    @property
    def last_missed_attempt(self) -> int | None: ...
    @property
    def due(self) -> datetime | None: ...
    @property
    def reported(self) -> int: ...
    @property
    def retired(self) -> bool: ...
    @property
    def edited(self) -> bool: ...
    @property
    def has_images(self) -> bool: ...


#: The browser's "show" filters, by name.
SHOW = (
    "all",
    "single",
    "multi",
    "matching",
    "ordering",
    "short-answer",
    "numeric",
    "images",
    "never-seen",
    "missed",
    "due",
    "reported",
    "edited",
    "retired",
)


@dataclass(frozen=True, slots=True)
class QuestionFilter:
    """What to show: `text` words (all must occur), a topic, and one of SHOW.

    "missed" needs `missed_since` (the oldest attempt counted as recent), "due" needs
    `now`. Retired questions are shown only by "retired".
    """

    text: str = ""
    topic: str | None = None
    show: str = "all"
    missed_since: int | None = None
    now: datetime | None = None

    def __post_init__(self) -> None:
        if self.show not in SHOW:
            raise ValueError(f"unknown filter {self.show!r} (one of {', '.join(SHOW)})")

    def words(self) -> list[str]:
        return fold(self.text).split()

    def same_but_text(self, other: QuestionFilter) -> bool:
        return (self.topic, self.show, self.missed_since, self.now) == (
            other.topic,
            other.show,
            other.missed_since,
            other.now,
        )

    def accepts(self, item: Searchable) -> bool:
        """Everything but the text."""
        if self.topic is not None and item.topic != self.topic:
            return False
        if self.show == "retired":
            return item.retired
        if item.retired:
            return False
        show = self.show
        if show == "all":
            return True
        if show in ("single", "multi", "matching", "ordering", "short-answer", "numeric"):
            return item.kind == show
        if show == "images":
            return item.has_images
        if show == "never-seen":
            return item.seen == 0
        if show == "missed":
            last = item.last_missed_attempt
            return last is not None and self.missed_since is not None and last >= self.missed_since
        if show == "due":
            return item.due is not None and self.now is not None and item.due <= self.now
        if show == "reported":
            return item.reported > 0
        return item.edited  # "edited"


class QuestionIndex:
    """A bank's questions, folded once, filtered fast (see the module docstring)."""

    def __init__(self, items: Sequence[Searchable]) -> None:
        self.items = items
        self._texts = [fold(f"{q.id}\n{q.prompt}\n{q.search_text}") for q in items]
        self._last: tuple[QuestionFilter, list[int]] | None = None

    def __len__(self) -> int:
        return len(self.items)

    def matching(self, wanted: QuestionFilter) -> list[int]:
        """Indexes of the items `wanted` accepts, in list order."""
        words = wanted.words()
        candidates: Sequence[int] | None = None
        if self._last is not None:
            last, found = self._last
            if last.same_but_text(wanted) and _refines(wanted.text, last.text):
                candidates = found
        if candidates is None:
            candidates = [i for i, q in enumerate(self.items) if wanted.accepts(q)]
        texts = self._texts
        if not words:
            result = list(candidates)
        elif len(words) == 1:
            word = words[0]
            result = [i for i in candidates if word in texts[i]]
        else:
            result = [i for i in candidates if all(w in texts[i] for w in words)]
        self._last = (wanted, result)
        return result


def _refines(new: str, old: str) -> bool:
    """True when every question matching `new` also matches `old`: typing on."""
    old_words = fold(old).split()
    new_words = fold(new).split()
    return all(any(o in n for n in new_words) for o in old_words)
