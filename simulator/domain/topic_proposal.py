"""Proposing a topic for each question of a flat bank, from the exam's domain list alone.

A Markdown or CSV practice exam usually has no categories, so every question lands in
one topic and "weak areas by topic" says nothing. An exam guide does list its domains,
each with a title and a line of description; that is all this needs. No word list per
subject, no model file, no network: it works for any subject and language.

How: semi-supervised naive Bayes with expectation-maximisation (Nigam et al., "Text
classification from labeled and unlabeled documents using EM", 2000), where the only
"labelled documents" are the domains' own lines. Every question and every domain becomes
a TF-IDF vector over the words of its texts and their first letters (a crude stem that
needs no language: "profiling" and "profiler" share "profi"; scripts written without
spaces give character pairs); a word every domain's line has ("Domain:", "Lecture")
counts for nothing. The first guess is each question's cosine with the domain lines,
softened into likelihoods. Then, a few rounds: each domain's word distribution is
learnt from its line and from every question weighted by how likely it is in that
domain (so a domain comes to be described in the bank's own words, which the short
line lacks), and every question is scored again under those distributions, with its
own words taken out of them first (otherwise each question explains itself and no
guess ever moves). The final choice weighs the direct match with the domain lines first
and what the rounds learnt second, which decides the many questions that share no word
with any line. Confidence is how much likelier the best domain is than the runner-up,
so the least certain proposals can be shown to the user first.

The user's library helps: a bank of 91 questions is too small to learn that "dropout"
belongs to a domain whose line does not name it, but other banks of the same exam in the
database use such words in the same company as the domain's own. So the other banks'
questions (their text only, never their topics, which would be circular) can join the
rounds as background: those close to the bank's own questions (`topic_background`) add their
words to the domains' word distributions, never to the domains' sizes, and get no
proposal. With the bundled bank as library, the 91 questions go from 73% to 84%.

How well: `scripts/check-topic-proposals` measures it on several banks (docs/workshop.md
gives the figures). With titles and one-line descriptions it puts 86% of the bundled
bank's questions back in their own topic, 73% of 91 questions of the same exam written
apart from it; with bare titles, on real files of other subjects and languages, anything
from a quarter (trivia, where only knowledge links "Malazgirt" to "History") to four
fifths, depending on how much the questions' own words say about their category.
"""

from __future__ import annotations

import itertools
import math
import operator
import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import repeat

from simulator.domain.question_search import fold
from simulator.domain.topic_background import LENDING, SAMPLE, close_to_bank

#: Words shorter than this carry little meaning ("a", "I"); two letters can name a whole
#: domain ("Go", "XD", "AI", "R"), and the common ones ("of", "to") weigh little anyway.
MIN_WORD = 2
#: Letters kept as a word's stem feature.
STEM = 5
#: Weights of the prompt, the correct choices, the explanation and the other choices.
PART_WEIGHTS = (2, 1, 1, 1)
#: A question is described by its strongest features only (speed; the rest is noise).
MAX_FEATURES = 60
#: Rounds of expectation-maximisation.
ROUNDS = 4
#: How sharp the first guess from the domain texts alone is (a softmax temperature).
FIRST_TEMPERATURE = 0.05
#: How sharp each later round's guesses are.
TEMPERATURE = 0.2
#: A domain less likely than this for a question is dropped from its guess (speed).
KEEP = 0.05
#: Weight of a domain's own text in its word distribution, against its questions'.
OWN_WEIGHT = 3.0
#: Additive smoothing of the word distributions.
ALPHA = 0.01
#: Share of the previous round's guess kept in the next (damps oscillations).
DAMPING = 0.5
#: Weight of the direct match with the domain texts in the final choice.
MIX = 8.0

#: Softening of the final scores into a confidence (see _proposal).
CONFIDENCE_SCALE = 10.0

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


def _strongest(vector: Vector) -> Vector:
    if not MAX_FEATURES or len(vector) <= MAX_FEATURES:
        return vector
    kept = sorted(vector.items(), key=lambda fv: (-fv[1], fv[0]))[:MAX_FEATURES]
    return _normalised(dict(kept))


def _normalised(vector: Vector) -> Vector:
    norm = math.sqrt(sum(v * v for v in vector.values()))
    return {f: v / norm for f, v in vector.items()} if norm else {}


def propose_topics(
    questions: Sequence[QuestionText],
    domains: Sequence[Domain],
    library: Sequence[Sequence[QuestionText]] = (),
) -> list[TopicProposal]:
    """A topic among `domains` for every question, with a confidence (see the module).

    `library`: the user's other banks, each as its questions' texts (never their
    topics). Their questions close to this bank's (`domain.topic_background`) join the
    rounds as unlabelled background, so a small bank learns its domains' words from
    them; nothing is proposed for them."""
    return proposal_run(questions, domains, library).proposals


@dataclass(frozen=True, slots=True)
class ProposalRun:
    """The proposals, and how many library questions were close enough to join."""

    proposals: list[TopicProposal]
    library_used: int


def proposal_run(
    questions: Sequence[QuestionText],
    domains: Sequence[Domain],
    library: Sequence[Sequence[QuestionText]] = (),
) -> ProposalRun:
    """`propose_topics`, also saying how many library questions helped."""
    if not domains:
        raise ValueError("at least one domain is needed to propose topics")
    own_counts = [_question_counts(q) for q in questions]
    joined = _related(own_counts, questions, library)
    question_counts = own_counts + joined
    domain_counts = [features(f"{d.title} {d.title} {d.description}") for d in domains]
    idf = _idf(question_counts, domain_counts)
    vectors = [_strongest(_tfidf(c, idf)) for c in question_counts]
    own = _domain_vectors(domain_counts, idf)
    cosines = _cosines(vectors, own)
    guesses = [_softmax(row, FIRST_TEMPERATURE) for row in cosines]
    model = _Model(vectors, own, len(questions))
    scores = model.scores(guesses)
    for _ in range(ROUNDS - 1):
        guesses = [
            _damped(old, _softmax(row, TEMPERATURE))
            for old, row in zip(guesses, scores, strict=True)
        ]
        scores = model.scores(guesses)
    n = len(questions)
    # The last word joins both views: the words' likelihoods learnt from the bank and the
    # direct match with the domain's own text, which small banks cannot teach away.
    scores = [
        [v / TEMPERATURE + MIX * c / FIRST_TEMPERATURE for v, c in zip(row, crow, strict=True)]
        for row, crow in zip(scores[:n], cosines[:n], strict=True)
    ]
    proposals = [
        _proposal(question.id, row, vector, domains)
        for question, row, vector in zip(questions, scores, vectors[:n], strict=True)
    ]
    return ProposalRun(proposals, len(joined))


def _prompt_key(text: str) -> str:
    return " ".join(fold(text).split())


def _related(
    own_counts: Sequence[Counter[str]],
    questions: Sequence[QuestionText],
    library: Sequence[Sequence[QuestionText]],
) -> list[Counter[str]]:
    """The word counts of the library's questions close to the bank
    (`topic_background.close_to_bank`). A library bank is read whole only when some of
    a sample of its questions is close: an unrelated library costs a sample a bank."""
    if len(own_counts) < 2:
        return []
    prompts = {_prompt_key(q.prompt) for q in questions}
    banks = [bank for bank in library if bank]
    samples = [bank[:: -(-len(bank) // SAMPLE)] for bank in banks]
    owners = [b for b, sample in enumerate(samples) for _ in sample]
    close = _close(own_counts, prompts, [q for sample in samples for q in sample])
    hits = Counter(owners[place] for place, _ in close)
    lending = sorted(b for b, hit in hits.items() if hit >= LENDING * len(samples[b]))
    if not lending:
        return []
    everything = [q for b in lending for q in banks[b]]
    return [counts for _, counts in _close(own_counts, prompts, everything)]


def _close(
    own_counts: Sequence[Counter[str]], prompts: set[str], texts: Sequence[QuestionText]
) -> list[tuple[int, Counter[str]]]:
    """The texts close to the bank, each as its place in `texts` and its word counts. A
    text whose prompt is one of the bank's (the same file imported twice, or the bundled
    bank imported again without its topics) is left out, or the bank would be taught its
    own answers; so is a prompt met twice in the library: no question votes twice."""
    seen = set(prompts)
    places, candidates = [], []
    for place, question in enumerate(texts):
        key = _prompt_key(question.prompt)
        if key not in seen:
            seen.add(key)
            places.append(place)
            candidates.append(_question_counts(question))
    if not candidates:
        return []
    frequency: Counter[str] = Counter()
    for counts in (*own_counts, *candidates):
        frequency.update(counts.keys())
    # Plain IDF, without the +1 the rounds use: a word nearly every question has
    # ("which", "the") must not make two questions of different subjects neighbours.
    documents = len(own_counts) + len(candidates)
    idf = {f: math.log((1 + documents) / (1 + c)) for f, c in frequency.items()}
    own_vectors = [_strongest(_tfidf(c, idf)) for c in own_counts]
    vectors = [_strongest(_tfidf(c, idf)) for c in candidates]
    return [(places[i], candidates[i]) for i in close_to_bank(own_vectors, vectors)]


def _idf(
    question_counts: Sequence[Counter[str]], domain_counts: Sequence[Counter[str]]
) -> dict[str, float]:
    """Inverse document frequency of the features two texts share or a domain has (a
    feature of one question alone cannot link it to anything)."""
    documents = len(question_counts) + len(domain_counts)
    frequency: Counter[str] = Counter()
    for counts in (*question_counts, *domain_counts):
        frequency.update(counts.keys())
    in_domains = set().union(*domain_counts)
    return {
        f: math.log((1 + documents) / (1 + n)) + 1
        for f, n in frequency.items()
        if n >= 2 or f in in_domains
    }


def _domain_vectors(
    domain_counts: Sequence[Counter[str]], idf: Mapping[str, float]
) -> list[Vector]:
    """The domains' TF-IDF vectors, where a word every domain's text has ("Domain:",
    "Chapter", "Lecture") weighs nothing: it tells them apart no better than silence."""
    k = len(domain_counts)
    shared: Counter[str] = Counter()
    for counts in domain_counts:
        shared.update(counts.keys())
    vectors = []
    for counts in domain_counts:
        vector = _tfidf(counts, idf)
        if k > 1:
            vector = {f: w * math.log(k / shared[f]) for f, w in vector.items() if shared[f] < k}
        vectors.append(_normalised(vector))
    return vectors


def _cosines(vectors: Sequence[Vector], profiles: Sequence[Vector]) -> list[list[float]]:
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


class _Model:
    """Multinomial naive Bayes over the questions' TF-IDF weights (Rennie et al.'s
    transformed counts), trained on the domains' texts and the questions weighted by the
    current guesses, and scoring each question with its own words left out.

    The first `bank` vectors are the bank's questions, the rest the library's background
    questions: these add their words to the domains' word masses but not to the domains'
    sizes. They teach which words go together in a domain; they must not make a domain
    bigger, or a library richer in one domain's subject (another exam that shares some
    of it) turns that domain into a sink for the bank's questions: with their sizes
    counted, the LinkedIn quizzes in Spanish fell from 72% to 51% with their folder's
    other banks as library; without, they rise to 86%."""

    def __init__(self, vectors: Sequence[Vector], own: Sequence[Vector], bank: int) -> None:
        self.bank = bank
        index: dict[str, int] = {}
        for vector in (*own, *vectors):
            for f in vector:
                index.setdefault(f, len(index))
        self.size = max(1, len(index))
        self.k = len(own)
        self.own = [[(index[f], v) for f, v in vector.items()] for vector in own]
        self.docs = [[(index[f], v) for f, v in vector.items()] for vector in vectors]
        self.weights = [sum(vector.values()) for vector in vectors]
        self.pick: list[Callable[[Sequence[float]], tuple[float, ...]] | None] = [
            _picker([f for f, _ in doc]) for doc in self.docs
        ]
        self.values = [tuple(v for _, v in doc) for doc in self.docs]

    def scores(self, guesses: Sequence[Mapping[int, float]]) -> list[list[float]]:
        """Per question, the log-likelihood of its features under each domain."""
        k, size = self.k, self.size
        mass = [[0.0] * size for _ in range(k)]
        totals = [0.0] * k
        for d, doc in enumerate(self.own):
            row = mass[d]
            for f, v in doc:
                row[f] += v * OWN_WEIGHT
                totals[d] += v * OWN_WEIGHT
        counted = zip(self.docs, guesses, self.weights, strict=True)
        for n, (doc, guess, weight) in enumerate(counted):
            in_bank = n < self.bank
            for d, p in guess.items():
                row = mass[d]
                for f, v in doc:
                    row[f] += v * p
                if in_bank:
                    totals[d] += weight * p
        smoothing = ALPHA * size
        log_totals = [math.log(t + smoothing) for t in totals]
        lifts = [[math.log1p(m / ALPHA) for m in row] for row in mass]
        rows = []
        for n, guess in enumerate(guesses):
            weight, pick, values = self.weights[n], self.pick[n], self.values[n]
            row = [-t * weight for t in log_totals]
            if pick is not None:
                for d in range(k):
                    p = guess.get(d, 0.0)
                    if p:
                        # The question's own words leave the domains it is in before it
                        # is scored: otherwise every question explains itself and
                        # nothing ever moves.
                        counted_in = p * weight if n < self.bank else 0.0
                        left = max(totals[d] - counted_in, 0.0)
                        row[d] = -weight * math.log(left + smoothing)
                        own_part = map(operator.mul, values, repeat(p))
                        rest = map(operator.sub, pick(mass[d]), own_part)
                        lifted: Iterable[float] = map(
                            math.log1p, map(operator.mul, rest, repeat(1 / ALPHA))
                        )
                    else:
                        lifted = pick(lifts[d])
                    row[d] += sum(map(operator.mul, values, lifted))
            rows.append(row)
        return rows


def _picker(indices: Sequence[int]) -> Callable[[Sequence[float]], tuple[float, ...]] | None:
    if not indices:
        return None
    if len(indices) == 1:
        only = indices[0]
        return lambda row: (row[only],)
    return operator.itemgetter(*indices)


def _softmax(row: Sequence[float], temperature: float) -> dict[int, float]:
    """The likely domains of a question and how likely, from its scores; none when it
    shares nothing with any domain yet."""
    top = max(row)
    if top == min(row):
        return {}
    weights = [math.exp((v - top) / temperature) for v in row]
    total = sum(weights)
    kept = _likeliest({d: w / total for d, w in enumerate(weights)})
    return kept


def _likeliest(guess: Mapping[int, float]) -> dict[int, float]:
    """The guess without its unlikely domains (below KEEP), summing to 1 again."""
    kept = {d: p for d, p in guess.items() if p >= KEEP}
    norm = sum(kept.values())
    return {d: p / norm for d, p in kept.items()}


def _damped(old: Mapping[int, float], new: Mapping[int, float]) -> dict[int, float]:
    if not old:
        return dict(new)
    mixed = {d: (1 - DAMPING) * p for d, p in new.items()}
    for d, p in old.items():
        mixed[d] = mixed.get(d, 0.0) + DAMPING * p
    return _likeliest(mixed)


def _proposal(
    question_id: str, row: Sequence[float], vector: Vector, domains: Sequence[Domain]
) -> TopicProposal:
    order = sorted(range(len(row)), key=lambda d: -row[d])
    best = order[0]
    if not vector or row[best] == row[order[-1]]:  # nothing to go on: a guess, said so
        return TopicProposal(question_id, domains[best].id, 0.0, None)
    runner_up = domains[order[1]].id if len(order) > 1 else None
    if len(order) == 1:
        return TopicProposal(question_id, domains[best].id, 1.0, None)
    # How much likelier the best domain is than the runner-up, on a softened scale (the
    # scores are sums over many words, so the plain posteriors are all but 0 or 1).
    weights = [math.exp((v - row[best]) / CONFIDENCE_SCALE) for v in row]
    confidence = (weights[best] - weights[order[1]]) / sum(weights)
    return TopicProposal(question_id, domains[best].id, round(confidence, 3), runner_up)
