"""Searching a bank's questions as the user types: folded text, filters, typing on."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

import pytest

from simulator.domain.question_search import QuestionFilter, QuestionIndex, fold


@dataclass(frozen=True)
class Item:
    id: str
    prompt: str
    topic: str = "t"
    kind: str = "single"
    search_text: str = ""
    seen: int = 0
    last_missed_attempt: int | None = None
    due: datetime | None = None
    reported: int = 0
    retired: bool = False
    edited: bool = False

    @property
    def has_images(self) -> bool:
        return "![" in self.prompt


ITEMS = [
    Item("q-1", "Qu'est-ce qu'une ÉTUDE de cas ?", search_text="Réponse: Nsight"),
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
        expected = [
            q.id
            for q in ITEMS
            if not q.retired and text in fold(f"{q.id}\n{q.prompt}\n{q.search_text}")
        ]
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
