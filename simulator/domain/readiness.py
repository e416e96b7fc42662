"""Would the candidate pass the real exam now, and how sure is that?

Per topic, mastery is a Beta-Binomial estimate of the chance that the candidate *knows*
one of the topic's questions now. Its evidence is the answer history, each answer
weighted by its age: an answer given `HALF_LIFE_DAYS` ago counts half as much as one
given today, so the estimate follows a candidate who learns or forgets, and old
evidence fades into uncertainty instead of vouching for today. A right answer marked
"I guessed" scores as right but shows less knowledge: it counts as `GUESS_CREDIT` of a
known answer, and the rest of it as a lucky guess. How often unknown questions still
end up right (luck, over all topics) is estimated apart, because the exam scores lucky
guesses as right too: the chance of a right answer is knows + (1 - knows) * luck.

The topics are estimated together: the candidate's overall knowledge (all topics, the
same weights) is the prior of each topic, worth `PRIOR_ANSWERS` answers, so a topic
with few answers leans on how the candidate does elsewhere instead of on a guess.

A full exam draws a fixed number of questions per topic (the bank's blueprint) and
passes at the bank's pass mark. For one draw of every topic's mastery from the
posterior, the score is a sum of binomials, taken as normal with a continuity
correction; P(pass) averages that over `DRAWS` draws, and the interval is their 10th to
90th percentile: how sure the estimate of the candidate is, not the luck of one exam.
The draws use a fixed seed, so the same history always gives the same figures.

Below `MIN_ANSWERS` recent answers, or with a topic of the exam never answered,
there is no estimate (None): the app says "not enough answers yet". docs/learning.md
has the formulas, the assumptions and the limits.
"""

from __future__ import annotations

import bisect
import math
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from simulator.domain.scoring import pass_mark

#: An answer this many days old counts half as much as one given today.
HALF_LIFE_DAYS = 14.0
#: Answers older than this many half-lives (weight below 0.1%) are not read at all.
WINDOW_HALF_LIVES = 10
#: A right answer marked "I guessed" counts as this much of a right answer (the rest wrong).
GUESS_CREDIT = 0.5
#: How many answers the prior (the candidate's overall knowledge) is worth in each topic.
PRIOR_ANSWERS = 4.0
#: Before any guess is seen, a guess is taken to land one time in four, worth two answers.
LUCK_PRIOR, LUCK_PRIOR_ANSWERS = 0.25, 2.0
#: Fewer answers than this (in the window) give no estimate.
MIN_ANSWERS = 20
#: Posterior draws per estimate, their seed and the percentiles of the interval.
DRAWS = 400
SEED = 20_260_315
INTERVAL = (0.1, 0.9)

SECONDS_PER_DAY = 86_400.0
WINDOW = timedelta(days=HALF_LIFE_DAYS * WINDOW_HALF_LIVES)


@dataclass(frozen=True, slots=True)
class TopicEvidence:
    """The answers one attempt gave in one topic (a database GROUP BY row).

    `right` includes the `guessed_right` ones; answers never shown are not evidence.
    """

    topic: str
    at: datetime
    answered: int
    right: int
    guessed_right: int = 0


@dataclass(frozen=True, slots=True)
class ExamBlueprint:
    """What a full exam of the bank asks: questions per topic and the pass mark."""

    quotas: Mapping[str, int]
    passing_score: float

    @property
    def question_count(self) -> int:
        return sum(self.quotas.values())

    @property
    def score_needed(self) -> int:
        """The fewest right answers that pass, with the pass mark read exactly."""
        return math.ceil(pass_mark(self.passing_score) * self.question_count)


@dataclass(frozen=True, slots=True)
class Evidence:
    """One topic's answers in the window, each weighted by its age.

    `known` is the evidence of knowing (sure right answers and `GUESS_CREDIT` of each
    guessed right one), `unknown` the rest; `lucky` is the part of `unknown` that
    was nevertheless right (the other share of guessed right answers).
    """

    answered: int  # unweighted
    known: float
    unknown: float
    lucky: float


@dataclass(frozen=True, slots=True)
class Beta:
    """A Beta distribution by its two parameters."""

    alpha: float
    beta: float

    @property
    def mean(self) -> float:
        return self.alpha / (self.alpha + self.beta)


@dataclass(frozen=True, slots=True, kw_only=True)
class Mastery(Beta):
    """One topic's estimate: the chance that the candidate *knows* one of its questions.

    A Beta posterior; `answered` counts the topic's answers in the window, unweighted.
    """

    topic: str
    answered: int


@dataclass(frozen=True, slots=True)
class Readiness:
    """P(passing a full exam now), the 10th-90th percentile interval, and its basis.

    `luck` is the estimated chance that a question the candidate does not know is
    still answered right (a lucky guess), which the exam scores as right too.
    """

    probability: float
    low: float
    high: float
    answers: int
    luck: float
    mastery: Mapping[str, Mastery]

    @property
    def percent_text(self) -> str:
        """E.g. "72% (58-83%)"."""

        def pct(value: float) -> int:
            return round(100 * value)

        return f"{pct(self.probability)}% ({pct(self.low)}-{pct(self.high)}%)"


def weight(age_days: float) -> float:
    """How much an answer `age_days` old counts (1 today, 0.5 after one half-life)."""
    return float(0.5 ** (max(0.0, age_days) / HALF_LIFE_DAYS))


class EvidenceTimeline:
    """A bank's answer evidence in time order, to estimate mastery at any moment cheaply.

    Weighted sums are kept as prefix sums of each answer's weight at a reference
    time (the latest evidence), so the sums for any moment and window are two binary
    searches and a rescale: the readiness after each of N attempts costs N lookups,
    not N passes over the history.
    """

    def __init__(self, evidence: Iterable[TopicEvidence]) -> None:
        rows = sorted(evidence, key=lambda e: (e.at, e.topic))
        self._reference = rows[-1].at if rows else None
        self._times: dict[str, list[float]] = {}
        self._sums: dict[str, list[tuple[float, ...]]] = {}
        for row in rows:
            days = self._days(row.at)
            scale = weight(days)  # its weight at the reference time
            lucky = (1 - GUESS_CREDIT) * row.guessed_right
            known = row.right - lucky
            unknown = row.answered - known
            before = self._sums.setdefault(row.topic, [(0.0, 0.0, 0.0, 0.0)])[-1]
            added = (row.answered, scale * known, scale * unknown, scale * lucky)
            self._times.setdefault(row.topic, []).append(-days)
            self._sums[row.topic].append(tuple(b + a for b, a in zip(before, added, strict=True)))

    def _days(self, moment: datetime) -> float:
        """Days from `moment` back to the reference time (0 for the latest evidence)."""
        assert self._reference is not None
        return (self._reference - moment).total_seconds() / SECONDS_PER_DAY

    def evidence(self, at: datetime) -> dict[str, Evidence]:
        """Per topic answered in the window before `at`: its answers, weighted at `at`."""
        if self._reference is None:
            return {}
        now, start = -self._days(at), -self._days(at - WINDOW)
        rescale = 2.0 ** (now / HALF_LIFE_DAYS)  # from the reference time to `at`
        found = {}
        for topic, times in self._times.items():
            first, last = bisect.bisect_left(times, start), bisect.bisect_right(times, now)
            if last > first:
                high, low = self._sums[topic][last], self._sums[topic][first]
                answered, known, unknown, lucky = (
                    max(0.0, h - lo) for h, lo in zip(high, low, strict=True)
                )
                found[topic] = Evidence(
                    round(answered), known / rescale, unknown / rescale, lucky / rescale
                )
        return found

    def mastery(self, at: datetime) -> dict[str, Mastery]:
        return posterior(self.evidence(at))

    def readiness(self, blueprint: ExamBlueprint, at: datetime) -> Readiness | None:
        return estimate(self.evidence(at), blueprint)


def posterior(evidence: Mapping[str, Evidence]) -> dict[str, Mastery]:
    """Each topic's Beta posterior of knowing, its prior centred on the overall knowledge."""
    overall = _overall(evidence)
    prior_known = PRIOR_ANSWERS * overall.mean
    prior_unknown = PRIOR_ANSWERS * (1 - overall.mean)
    return {
        topic: Mastery(
            alpha=prior_known + e.known,
            beta=prior_unknown + e.unknown,
            topic=topic,
            answered=e.answered,
        )
        for topic, e in sorted(evidence.items())
    }


def estimate(evidence: Mapping[str, Evidence], blueprint: ExamBlueprint) -> Readiness | None:
    """P(pass) of a full exam given each topic's evidence; None without enough of it."""
    answers = sum(e.answered for e in evidence.values())
    asked = [topic for topic, n in blueprint.quotas.items() if n > 0]
    if answers < MIN_ANSWERS or not asked or any(topic not in evidence for topic in asked):
        return None
    overall, luck = _overall(evidence), _luck(evidence)
    needed = blueprint.score_needed
    rng = random.Random(SEED)
    chances = []
    for _ in range(DRAWS):
        # The overall level first, so that topics move together as a candidate does.
        level = rng.betavariate(overall.alpha, overall.beta)
        lucky = rng.betavariate(luck.alpha, luck.beta)
        accuracy = {}
        for topic in asked:
            e = evidence[topic]
            knows = rng.betavariate(
                PRIOR_ANSWERS * level + e.known, PRIOR_ANSWERS * (1 - level) + e.unknown
            )
            accuracy[topic] = knows + (1 - knows) * lucky
        chances.append(pass_chance(accuracy, blueprint, needed))
    chances.sort()
    return Readiness(
        probability=math.fsum(chances) / len(chances),
        low=_percentile(chances, INTERVAL[0]),
        high=_percentile(chances, INTERVAL[1]),
        answers=answers,
        luck=luck.mean,
        mastery=posterior(evidence),
    )


def _overall(evidence: Mapping[str, Evidence]) -> Beta:
    """Knowledge over all topics together (a uniform prior): the topics' common prior."""
    known = math.fsum(e.known for e in evidence.values())
    unknown = math.fsum(e.unknown for e in evidence.values())
    return Beta(1 + known, 1 + unknown)


def _luck(evidence: Mapping[str, Evidence]) -> Beta:
    """How often an answer the candidate did not know still lands right (all topics)."""
    lucky = math.fsum(e.lucky for e in evidence.values())
    unknown = math.fsum(e.unknown for e in evidence.values())
    return Beta(
        LUCK_PRIOR_ANSWERS * LUCK_PRIOR + lucky,
        LUCK_PRIOR_ANSWERS * (1 - LUCK_PRIOR) + max(0.0, unknown - lucky),
    )


def pass_chance(
    accuracy: Mapping[str, float], blueprint: ExamBlueprint, needed: int | None = None
) -> float:
    """P(score >= the pass mark) when each topic's questions are right with `accuracy`.

    The score is a sum of binomials; its normal approximation with a continuity
    correction is within a few points of the exact sum for a 60-question exam.
    """
    mean = variance = 0.0
    for topic, questions in blueprint.quotas.items():
        p = accuracy.get(topic, 0.0)
        mean += questions * p
        variance += questions * p * (1 - p)
    if needed is None:
        needed = blueprint.score_needed
    if variance < 1e-12:
        return 1.0 if mean >= needed - 1e-9 else 0.0
    z = (needed - 0.5 - mean) / math.sqrt(variance)
    return 0.5 * math.erfc(z / math.sqrt(2))


def readiness(
    evidence: Iterable[TopicEvidence], blueprint: ExamBlueprint, at: datetime
) -> Readiness | None:
    """The readiness at `at` from a bank's evidence (see the module docstring)."""
    return EvidenceTimeline(evidence).readiness(blueprint, at)


def _percentile(ordered: Sequence[float], fraction: float) -> float:
    """Linear interpolation between the closest ranks of sorted values."""
    position = fraction * (len(ordered) - 1)
    below = math.floor(position)
    above = min(below + 1, len(ordered) - 1)
    return ordered[below] + (ordered[above] - ordered[below]) * (position - below)
