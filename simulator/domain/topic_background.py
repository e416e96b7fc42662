"""Which questions of the user's library may help propose topics for a bank.

Topic proposals (`domain.topic_proposal`) learn each domain's words from the bank's own
questions; a small bank has too few. Other banks of the same exam in the user's database
use the same words, so their questions can join the rounds as unlabelled background.
Only those close to the bank may: a library of another subject or language would teach
the bank's domains words that are not theirs, and cost time for nothing.

Close means: the question's nearest question of the bank is at least RELATED times as
near (cosine of TF-IDF vectors whose IDF has no +1, so a word in nearly every question,
"which", "the", weighs nothing) as the bank's own questions' median nearest neighbour.
The bank's own scale, because a small or many-subject bank's questions are further
apart. On the real files of scripts/check-topic-proposals, the bundled bank lends none
of its 283 questions to a bank of another subject, and 111 to the 91 questions of its
exam written apart. A library bank is read in full only when enough of a sample of its
questions is close (SAMPLE, LENDING), so a large unrelated library costs little.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

#: A background question joins when its nearest question of the bank is at least this
#: many times as near as the bank's own questions' median nearest neighbour. From 1.0 to
#: 2.0 the 91 questions written apart reach 80-85% with the bundled bank as library;
#: below 1.5 a few of its questions join small banks of other subjects and move them
#: (docs/workshop.md).
RELATED = 1.5
#: At most this many library questions per question of the bank, and at most
#: BACKGROUND_MAX in all: time (a 1,000-question bank at most doubles its rounds), and
#: a bank that stays a loud voice in its own domains' words. A small bank, which the
#: library helps most, gets three times its size.
BACKGROUND_TIMES = 3
BACKGROUND_MAX = 1000
#: A feature in more than this share of the bank's questions (and at least
#: NEIGHBOUR_MIN of them) is not indexed to find neighbours: it links everything.
NEIGHBOUR_SHARE = 0.05
NEIGHBOUR_MIN = 5
#: A library bank is first looked at through this many of its questions, spread through
#: it, and lends only if at least LENDING of them are close: a bank of the same exam has
#: a third or more close (the bundled bank: 14 of a sample of 36 to the 91 questions
#: written apart); a bank of another subject at most a close question or two, which
#: would still move a small bank. So an unrelated library costs this many questions a
#: bank, not all of them, and lends nothing.
SAMPLE = 40
LENDING = 0.1


def close_to_bank(
    bank: Sequence[dict[str, float]], library: Sequence[dict[str, float]]
) -> list[int]:
    """The places in `library` of the questions close to the bank (see the module),
    nearest first, at most BACKGROUND_TIMES the bank's size and BACKGROUND_MAX. Both are
    unit vectors of one weighting."""
    n = len(bank)
    if n < 2 or not library:
        return []
    nearest = _Neighbours(bank)
    typical = sorted(nearest.closest(v, skip=i) for i, v in enumerate(bank))[n // 2]
    if typical <= 0:  # the bank's questions share nothing: nothing can be near them
        return []
    scored = []
    for place, vector in enumerate(library):
        closest = nearest.closest(vector)
        if closest >= RELATED * typical:
            scored.append((-closest, place))
    return [place for _, place in sorted(scored)[: min(BACKGROUND_TIMES * n, BACKGROUND_MAX)]]


class _Neighbours:
    """Cosine of a question with its nearest question of the bank, through an inverted
    index of the bank's rarer features (a word in many of its questions links nothing,
    and would make the index quadratic)."""

    def __init__(self, vectors: Sequence[dict[str, float]]) -> None:
        frequency: Counter[str] = Counter()
        for vector in vectors:
            frequency.update(vector.keys())
        limit = max(NEIGHBOUR_MIN, int(NEIGHBOUR_SHARE * len(vectors)))
        self.postings: dict[str, list[tuple[int, float]]] = {}
        for i, vector in enumerate(vectors):
            for f, w in vector.items():
                if frequency[f] <= limit:
                    self.postings.setdefault(f, []).append((i, w))

    def closest(self, vector: dict[str, float], skip: int = -1) -> float:
        sums: dict[int, float] = {}
        for f, v in vector.items():
            for i, w in self.postings.get(f, ()):
                sums[i] = sums.get(i, 0.0) + v * w
        sums.pop(skip, None)
        return max(sums.values(), default=0.0)
