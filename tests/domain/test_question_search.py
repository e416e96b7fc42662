"""Searching a bank's questions as the user types: folded text, filters, typing on."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from simulator.domain.question_search import (
    ANY_CASE_STUDY,
    QuestionFilter,
    QuestionIndex,
    fold,
)


@dataclass(frozen=True)
class Item:
    id: str
    prompt: str
    topic: str = "t"
    kind: str = "single"
    more_text: str = ""
    seen: int = 0
    last_missed_attempt: int | None = None
    due: datetime | None = None
    reported: int = 0
    retired: bool = False
    edited: bool = False
    scenario: str = ""

    @property
    def search_text(self) -> str:  # as the data layer hands it out: folded once
        return fold(f"{self.id}\n{self.prompt}\n{self.more_text}")

    @property
    def has_images(self) -> bool:
        return "![" in self.prompt


ITEMS = [
    Item("q-1", "Qu'est-ce qu'une ÉTUDE de cas ?", more_text="Réponse: Nsight"),
    Item("q-2", "Which tool traces NCCL?", topic="u", kind="multi", seen=3, last_missed_attempt=7),
    Item("q-3", "Show ![plot](images/p.png)", seen=1, due=datetime(2026, 1, 1, tzinfo=UTC)),
    Item("q-4", "Retired one about nccl", retired=True, reported=2),
    Item("q-5", "Reported one", reported=1, edited=True),
]


def ids(index: QuestionIndex, wanted: QuestionFilter) -> list[str]:
    return [index.items[i].id for i in index.matching(wanted)]


def test_fold_drops_case_and_accents() -> None:
    assert fold("ÉTUDE Straße") == "etude strasse"
    assert fold("Plain ASCII") == "plain ascii"


def test_text_matches_every_word_anywhere_case_and_accent_blind() -> None:
    index = QuestionIndex(ITEMS)
    assert ids(index, QuestionFilter("etude")) == ["q-1"]
    assert ids(index, QuestionFilter("reponse NSIGHT")) == ["q-1"]
    assert ids(index, QuestionFilter("nccl")) == ["q-2"]  # the retired one is hidden
    assert ids(index, QuestionFilter("q-3")) == ["q-3"]  # ids are searched too
    assert ids(index, QuestionFilter("nccl tool missing")) == []


def test_typing_on_narrows_and_deleting_widens_again() -> None:
    index = QuestionIndex(ITEMS)
    typed = ["r", "re", "rep", "repo", "rep", "", "o"]
    for text in typed:
        expected = [q.id for q in ITEMS if not q.retired and fold(text) in q.search_text]
        assert ids(index, QuestionFilter(text)) == expected


@pytest.mark.parametrize(
    ("show", "expected"),
    [
        ("all", ["q-1", "q-2", "q-3", "q-5"]),
        ("single", ["q-1", "q-3", "q-5"]),
        ("multi", ["q-2"]),
        ("images", ["q-3"]),
        ("never-seen", ["q-1", "q-5"]),
        ("missed", ["q-2"]),
        ("due", ["q-3"]),
        ("reported", ["q-5"]),
        ("edited", ["q-5"]),
        ("retired", ["q-4"]),
    ],
)
def test_show_filters(show: str, expected: list[str]) -> None:
    wanted = QuestionFilter(show=show, missed_since=5, now=datetime(2026, 6, 1, tzinfo=UTC))
    assert ids(QuestionIndex(ITEMS), wanted) == expected


def test_topic_filter_and_recent_misses_only() -> None:
    index = QuestionIndex(ITEMS)
    assert ids(index, QuestionFilter(topic="u")) == ["q-2"]
    assert ids(index, QuestionFilter(show="missed", missed_since=8)) == []
    with pytest.raises(ValueError, match="unknown filter"):
        QuestionFilter(show="flagged-ish")


@given(
    texts=st.lists(st.text(alphabet="abcé -_.xy", max_size=30), min_size=1, max_size=30),
    queries=st.lists(st.text(alphabet="abcé -_.xyE", max_size=6), min_size=1, max_size=6),
)
def test_the_index_finds_exactly_what_a_plain_substring_search_finds(
    texts: list[str], queries: list[str]
) -> None:
    items = [Item(f"i{n}", text) for n, text in enumerate(texts)]
    index = QuestionIndex(items)
    index.INDEX_FACTOR = 1_000_000  # use the word index wherever it can answer
    scanning = QuestionIndex(items)
    scanning.INDEX_FACTOR = 0  # always scan the texts
    for query in queries:  # one after the other, as typed: narrowing and widening
        words = fold(query).split()
        expected = [i for i, item in enumerate(items) if all(w in item.search_text for w in words)]
        assert index.matching(QuestionFilter(query)) == expected
        assert scanning.matching(QuestionFilter(query)) == expected


def test_the_case_study_filter_takes_one_case_any_or_none() -> None:
    items = [
        Item("c-1", "First of the case", scenario="vision"),
        Item("c-2", "Second case", scenario="bot"),
        Item("c-3", "Alone"),
        Item("c-4", "Retired of the case", scenario="vision", retired=True),
    ]
    index = QuestionIndex(items)
    assert ids(index, QuestionFilter(scenario="vision")) == ["c-1"]
    assert ids(index, QuestionFilter(scenario=ANY_CASE_STUDY)) == ["c-1", "c-2"]
    assert ids(index, QuestionFilter(scenario="")) == ["c-3"]
    assert ids(index, QuestionFilter()) == ["c-1", "c-2", "c-3"]
    assert ids(index, QuestionFilter("case", scenario="vision")) == ["c-1"]
    # typing on keeps the case study: the last match is not reused across a change of it
    assert ids(index, QuestionFilter("case", scenario="bot")) == ["c-2"]
    assert ids(index, QuestionFilter(scenario="vision", show="retired")) == ["c-4"]
