"""Finding questions in a bank as the user types: text, topic, kind and history filters.

The bank browser keeps a bank's questions in memory and filters them on every keystroke,
so a search must answer in a few milliseconds even for 100,000 questions. Each question's
searchable text (id, prompt, choices, explanations) is folded once, when the list is
read (`fold`: lower case, accents removed, so "etude" finds "Étude" and "NCCL" finds
"nccl"), and the query is folded the same way.
A query is a set of words that must all occur, each anywhere in the text (a substring,
as a plain search finds it); a word index answers most of them without reading the texts
(see `QuestionIndex`), and typing on (a query that extends the last one) searches only
the questions the last one matched.
"""

from __future__ import annotations

import re
import unicodedata
from array import array
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from itertools import accumulate
from typing import Protocol

#: What the index calls a word: a run of letters, digits or underscores.
_TOKEN = re.compile(r"\w+")


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
    def search_text(self) -> str:
        """Everything searchable about the question, already `fold`ed."""
        ...

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
    @property
    def scenario(self) -> str:
        """The id of the case study the question belongs to ("" for none)."""
        ...


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


#: The case-study filter's value for "in any case study" (none: `scenario=""`).
ANY_CASE_STUDY = "*"


@dataclass(frozen=True, slots=True)
class QuestionFilter:
    """What to show: `text` words (all must occur), a topic, a case study, and one of SHOW.

    `scenario`: None for every question, a case study's id for its questions,
    ANY_CASE_STUDY for those of any, "" for those of none. "missed" needs `missed_since`
    (the oldest attempt counted as recent), "due" needs `now`. Retired questions are
    shown only by "retired".
    """

    text: str = ""
    topic: str | None = None
    show: str = "all"
    missed_since: int | None = None
    now: datetime | None = None
    scenario: str | None = None

    def __post_init__(self) -> None:
        if self.show not in SHOW:
            raise ValueError(f"unknown filter {self.show!r} (one of {', '.join(SHOW)})")

    def words(self) -> list[str]:
        return fold(self.text).split()

    def base_key(self) -> tuple[object, ...]:
        """What decides `accepts`: the clock only for "due", recent attempts for "missed"."""
        return (
            self.topic,
            self.scenario,
            self.show,
            self.missed_since if self.show == "missed" else None,
            self.now if self.show == "due" else None,
        )

    def same_but_text(self, other: QuestionFilter) -> bool:
        return self.base_key() == other.base_key()

    def accepts(self, item: Searchable) -> bool:
        """Everything but the text."""
        if self.topic is not None and item.topic != self.topic:
            return False
        if self.scenario is not None:
            if self.scenario == ANY_CASE_STUDY:
                if not item.scenario:
                    return False
            elif item.scenario != self.scenario:
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
    """A bank's questions, indexed once by their words, filtered fast.

    A query word made of letters and digits lies inside one word of a text if it lies in
    the text at all, so the index answers it from the bank's vocabulary: the words that
    contain it (one scan of the vocabulary, a few hundred kilobytes) and the questions
    that hold those words. A query word that many questions share (`e`, `er`) would
    gather huge posting lists; such a word is found at once in nearly every text, so the
    texts are scanned instead, starting from the questions the last query matched when
    the user types on. Building the index reads every text once; do it off the GUI
    thread for a large bank.
    """

    #: How many filter combinations (topic, show) are kept worked out.
    KEPT_FILTERS = 32
    #: Use the word index while its postings are fewer than this many per candidate.
    INDEX_FACTOR = 8

    def __init__(self, items: Sequence[Searchable]) -> None:
        self.items = items
        self._texts = [q.search_text for q in items]
        vocabulary: dict[str, int] = {}
        postings: list[array[int]] = []
        for position, text in enumerate(self._texts):
            for word in set(_TOKEN.findall(text)):
                word_id = vocabulary.get(word)
                if word_id is None:
                    word_id = vocabulary[word] = len(postings)
                    postings.append(array("I"))
                postings[word_id].append(position)
        self._postings = postings
        words = list(vocabulary)
        self._vocabulary = "\n" + "\n".join(words) + "\n"
        self._starts = list(accumulate((len(w) + 1 for w in words), initial=1))[:-1]
        # Each topic's questions, and the active ones, found once: a filter by topic and
        # kind then walks one topic, not the whole bank.
        self._by_topic: dict[str | None, list[int]] = {None: list(range(len(items)))}
        for position, item in enumerate(items):
            self._by_topic.setdefault(item.topic, []).append(position)
        self._bases: dict[tuple[object, ...], list[int]] = {}
        self._last: tuple[QuestionFilter, list[int]] | None = None

    def __len__(self) -> int:
        return len(self.items)

    def matching(self, wanted: QuestionFilter) -> list[int]:
        """Indexes of the items `wanted` accepts, in list order."""
        candidates = self._accepted(wanted)
        if self._last is not None:
            last, found = self._last
            if last.same_but_text(wanted) and _refines(wanted.text, last.text):
                candidates = found
        for word in wanted.words():
            if not candidates:
                break
            candidates = self._containing(word, candidates)
        self._last = (wanted, candidates)
        return candidates

    def _accepted(self, wanted: QuestionFilter) -> list[int]:
        """The items the filters other than the text accept (each set of them worked out
        once: switching back to a filter costs nothing)."""
        key = wanted.base_key()
        found = self._bases.get(key)
        if found is None:
            items = self.items
            scope = self._by_topic.get(wanted.topic, [])
            found = [i for i in scope if wanted.accepts(items[i])]
            if len(self._bases) >= self.KEPT_FILTERS:
                self._bases.clear()
            self._bases[key] = found
        return found

    def _containing(self, fragment: str, candidates: list[int]) -> list[int]:
        """The candidates whose text contains `fragment` (see the class docstring)."""
        texts = self._texts
        parts = _TOKEN.findall(fragment)
        if not parts:
            return [i for i in candidates if fragment in texts[i]]
        word_ids = self._words_containing(max(parts, key=len))
        if sum(len(self._postings[w]) for w in word_ids) > self.INDEX_FACTOR * len(candidates):
            return [i for i in candidates if fragment in texts[i]]  # common: found at once
        holding: set[int] = set()
        for word_id in word_ids:
            holding.update(self._postings[word_id])
        if parts == [fragment]:  # letters and digits only: the index is the answer
            return [i for i in candidates if i in holding]
        return [i for i in candidates if i in holding and fragment in texts[i]]

    def _words_containing(self, part: str) -> set[int]:
        """Ids of the vocabulary's words that contain `part`."""
        starts, vocabulary = self._starts, self._vocabulary
        found: set[int] = set()
        at = vocabulary.find(part)
        while at >= 0:
            word_id = bisect_right(starts, at) - 1
            found.add(word_id)
            # On to the next word: a word counts once, however often `part` is in it.
            next_word = starts[word_id + 1] if word_id + 1 < len(starts) else len(vocabulary)
            at = vocabulary.find(part, next_word)
        return found


def _refines(new: str, old: str) -> bool:
    """True when every question matching `new` also matches `old`: typing on."""
    old_words = fold(old).split()
    new_words = fold(new).split()
    return all(any(o in n for n in new_words) for o in old_words)
