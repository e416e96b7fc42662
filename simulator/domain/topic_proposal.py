"""Proposing a topic for each question of a flat bank, from the exam's domain list alone.

A Markdown or CSV practice exam usually has no categories, so every question lands in
one topic and "weak areas by topic" says nothing. An exam guide does list its domains,
each with a title and a line of description; that is all this needs. No word list per
subject, no model file, no network: it works for any subject and language.

How: every question and every domain becomes a TF-IDF vector over the words of its
texts and their first letters (a crude stem that needs no language: "profiling" and
"profiler" share "profi"); each question goes to the domain most similar to it. The
domain lines are short, so most questions share few words with them; the questions that
match one domain clearly are then used to describe that domain in the bank's own words
(its centroid joins the domain's vector) and the others are matched again. Two or three
rounds of this bootstrapping settle. Confidence is how far the best domain is ahead of
the runner-up, so the least certain proposals can be shown to the user first.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from simulator.domain.question_search import fold

#: Words shorter than this carry little meaning (articles, "of", "to", "a").
MIN_WORD = 3
#: Letters kept as a word's stem feature.
STEM = 5
#: Rounds of bootstrapping from confident matches.
ROUNDS = 3
#: Share of each domain's best-matching questions that describe it in the next round.
CONFIDENT_SHARE = 0.8
#: Weights of the prompt, the correct choices, the explanation and the other choices.
PART_WEIGHTS = (2, 1, 1, 1)
#: Weight of the domain's own text against its questions' centroid.
DOMAIN_WEIGHT = 1.0

_WORD = re.compile(r"[^\W_]+")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")


@dataclass(frozen=True, slots=True)
class Domain:
    """One of the exam's domains: an id, a title and an optional line of description."""

    id: str
    title: str
    description: str = ""


@dataclass(frozen=True, slots=True)
class QuestionText:
    """What a question says: its prompt (weighs most), correct and other choices, and
    its explanation."""

    id: str
    prompt: str
    correct: tuple[str, ...] = ()
    others: tuple[str, ...] = ()
    explanation: str = ""


@dataclass(frozen=True, slots=True)
class TopicProposal:
    """The domain proposed for one question, how sure (0..1), and the runner-up."""

    question_id: str
    topic: str
    confidence: float
    runner_up: str | None = None


Vector = dict[str, float]


def features(text: str) -> Counter[str]:
    """Words, their stems, and character pairs of scripts written without spaces."""
    counts: Counter[str] = Counter()
    for word in _WORD.findall(fold(text)):
        if not word.isascii() and _CJK.search(word):
            chars = [c for c in word if not c.isspace()]
            counts.update(a + b for a, b in itertools.pairwise(chars))
            counts.update(chars)
            continue
        if len(word) < MIN_WORD or word.isdigit():
            continue
        counts[word] += 1
        if len(word) > STEM:
            counts["~" + word[:STEM]] += 1
    return counts


def _question_counts(question: QuestionText) -> Counter[str]:
    counts: Counter[str] = Counter()
    for text, weight in (
        (question.prompt, PART_WEIGHTS[0]),
        (" ".join(question.correct), PART_WEIGHTS[1]),
        (question.explanation, PART_WEIGHTS[2]),
        (" ".join(question.others), PART_WEIGHTS[3]),
    ):
        part = features(text)
        for _ in range(weight):
            counts.update(part)
    return counts


def _tfidf(counts: Counter[str], idf: Mapping[str, float]) -> Vector:
    vector = {f: (1 + math.log(n)) * idf[f] for f, n in counts.items() if f in idf}
    return _normalised(vector)


def _normalised(vector: Vector) -> Vector:
    norm = math.sqrt(sum(v * v for v in vector.values()))
    return {f: v / norm for f, v in vector.items()} if norm else {}


def _centroid(vectors: Iterable[Vector]) -> Vector:
    total: dict[str, float] = {}
    count = 0
    for vector in vectors:
        count += 1
        for f, v in vector.items():
            total[f] = total.get(f, 0.0) + v
    return _normalised(total) if count else {}


def propose_topics(
    questions: Sequence[QuestionText], domains: Sequence[Domain]
) -> list[TopicProposal]:
    """A topic among `domains` for every question, with a confidence (see the module)."""
    if not domains:
        raise ValueError("at least one domain is needed to propose topics")
    question_counts = [_question_counts(q) for q in questions]
    domain_counts = [features(f"{d.title} {d.title} {d.description}") for d in domains]
    documents = len(question_counts) + len(domain_counts)
    frequency: Counter[str] = Counter()
    for counts in (*question_counts, *domain_counts):
        frequency.update(counts.keys())
    idf = {f: math.log((1 + documents) / (1 + n)) + 1 for f, n in frequency.items()}
    question_vectors = [_tfidf(c, idf) for c in question_counts]
    own = [_tfidf(c, idf) for c in domain_counts]
    profiles = own
    scores = _scores(question_vectors, profiles)
    for _ in range(ROUNDS):
        confident = _confident(scores, len(domains))
        profiles = [
            _normalised(
                _merge(own[d], _centroid(question_vectors[i] for i in confident[d]), DOMAIN_WEIGHT)
            )
            for d in range(len(domains))
        ]
        scores = _scores(question_vectors, profiles)
    return [
        _proposal(question.id, row, domains)
        for question, row in zip(questions, scores, strict=True)
    ]


def _scores(vectors: Sequence[Vector], profiles: Sequence[Vector]) -> list[list[float]]:
    """Cosine of every question with every profile, through an inverted index of the
    profiles (one pass over each question's features, whatever the number of domains)."""
    postings: dict[str, list[tuple[int, float]]] = {}
    for d, profile in enumerate(profiles):
        for f, w in profile.items():
            postings.setdefault(f, []).append((d, w))
    rows = []
    for vector in vectors:
        row = [0.0] * len(profiles)
        for f, v in vector.items():
            for d, w in postings.get(f, ()):
                row[d] += v * w
        rows.append(row)
    return rows


def _merge(own: Vector, learned: Vector, own_weight: float) -> Vector:
    merged = {f: v * own_weight for f, v in own.items()}
    for f, v in learned.items():
        merged[f] = merged.get(f, 0.0) + v
    return merged


def _confident(scores: Sequence[Sequence[float]], domains: int) -> list[list[int]]:
    """Per domain: the questions that chose it most clearly (its top share by margin)."""
    chosen: list[list[tuple[float, int]]] = [[] for _ in range(domains)]
    for index, row in enumerate(scores):
        best, margin = _best_two(row)
        if row[best] > 0:
            chosen[best].append((margin, index))
    result = []
    for picks in chosen:
        picks.sort(reverse=True)
        keep = max(1, math.ceil(len(picks) * CONFIDENT_SHARE)) if picks else 0
        result.append([index for _, index in picks[:keep]])
    return result


def _best_two(row: Sequence[float]) -> tuple[int, float]:
    """The best domain's index and its lead over the runner-up (relative, 0..1)."""
    order = sorted(range(len(row)), key=lambda d: -row[d])
    best = order[0]
    second = row[order[1]] if len(order) > 1 else 0.0
    lead = (row[best] - second) / row[best] if row[best] > 0 else 0.0
    return best, lead


def _proposal(question_id: str, row: Sequence[float], domains: Sequence[Domain]) -> TopicProposal:
    best, lead = _best_two(row)
    order = sorted(range(len(row)), key=lambda d: -row[d])
    runner_up = domains[order[1]].id if len(order) > 1 and row[order[1]] > 0 else None
    if row[best] <= 0:  # nothing in common with any domain: a guess, and said so
        return TopicProposal(question_id, domains[best].id, 0.0, None)
    # The lead alone overstates tiny similarities; a question that barely matches
    # anything is never "sure".
    strength = min(1.0, row[best] / 0.2)
    return TopicProposal(question_id, domains[best].id, round(lead * strength, 3), runner_up)
