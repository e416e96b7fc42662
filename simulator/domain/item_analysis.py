"""Class results and classical item analysis for the instructor's report.

The input is one `StudentResult` per finished attempt, wherever it came from (result
files, later a database); everything here is pure arithmetic on those records.

Class summary
    mean, median, min and max of the students' percent scores; pass count and
    pass rate = passed / students; per-topic class average = sum of correct answers
    in the topic / sum of questions asked in the topic (so a student who saw more
    questions of a topic weighs more, as in a pooled score).

Item analysis, per question id, over the `n` students who were shown the question
    facility      p = correct / n  (unanswered counts as wrong, as in the score).
    discrimination D = p_upper - p_lower (Kelley's upper-lower index): the `n`
                  students are ranked by their percent score, highest first, ties
                  broken by `attempt_uuid` ascending; the upper group is the first
                  g and the lower group the last g, g = max(1, round(0.27 * n))
                  rounded half up; p_upper and p_lower are the shares of each group
                  that got the question right. D runs from -1 to 1; with fewer than
                  two students it is None (and never flagged).
    distractors   for every wrong choice text seen for the question, how many
                  students selected it (0 included); choices are identified by text.
    flags         facility below 0.10 ("too hard"), above 0.95 ("too easy"), or
                  D below 0.20 ("weak discrimination").

Comparisons with the thresholds use exact fractions, so 0.6 - 0.4 is not "below
0.2" because of binary floating point.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from simulator.domain.scoring import TopicTally

#: Share of the class in each of the upper and lower groups (Kelley's 27%).
GROUP_SHARE = Fraction(27, 100)
#: Facility below this is flagged as too hard.
MIN_FACILITY = 0.10
#: Facility above this is flagged as too easy.
MAX_FACILITY = 0.95
#: Discrimination below this is flagged as weak.
MIN_DISCRIMINATION = 0.20


@dataclass(frozen=True, slots=True)
class ItemResponse:
    """How one student answered one question.

    `selected_texts` are the texts of the chosen choices, `wrong_choice_texts` the
    texts of every wrong choice the student was offered (chosen or not); in a sealed
    classroom build the laptop does not know which choices are wrong (`key_known`
    False) until the report fills them in from the bank. `incomplete`: a "Choose N"
    question with fewer than N ticked (or a matching question with items unset).
    `position` is 1-based on the student's paper. `kind` is the question's type
    ("choice", "matching", "ordering", "short-answer", "numeric"); the other types have
    no choices.
    """

    question_id: str
    topic: str
    correct: bool
    answered: bool
    selected_texts: tuple[str, ...] = ()
    wrong_choice_texts: tuple[str, ...] = ()
    position: int = 0
    prompt: str = ""
    incomplete: bool = False
    time_spent: float = 0.0
    key_known: bool = True
    choice_texts: tuple[str, ...] = ()
    kind: str = "choice"


@dataclass(frozen=True, slots=True)
class SittingFacts:
    """The circumstances of an attempt beyond its score, as its result file records them.

    Older result files lack most of these; they read as a submitted attempt with
    unknown settings. `settings_digest` is the classroom profile's (see
    `domain.classroom.settings_digest`); `time_limit_minutes` includes the student's
    extra time, `base_time_limit_minutes` does not.
    """

    state: str = "submitted"  # submitted | timed_out | abandoned
    started_at: str = ""
    time_used_seconds: float = 0.0
    downtime_seconds: float = 0.0
    profile_name: str = ""
    settings_digest: str = ""
    extra_time_percent: int = 0
    passing_score: float | None = None
    question_count: int | None = None
    time_limit_minutes: int | None = None
    base_time_limit_minutes: int | None = None
    seed: int | None = None
    topics: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class StudentResult:
    """One finished attempt of one student, as the class report sees it."""

    attempt_uuid: str
    student_name: str
    student_id: str
    bank_id: str
    correct: int
    total: int
    percent: float
    passed: bool
    topics: tuple[TopicTally, ...] = ()
    answers: tuple[ItemResponse, ...] = ()
    bank_title: str = ""
    bank_hash: str = ""
    timed_out: bool = False
    finished_at: str = ""
    sitting: SittingFacts = field(default_factory=SittingFacts)
    #: Marks under partial scoring (a bank with `exam: {scoring: partial}`), which the
    #: percent and the verdict are taken of; None: all or nothing, `correct` is the marks.
    points: float | None = None

    @property
    def marks(self) -> float:
        return float(self.correct) if self.points is None else self.points

    @property
    def abandoned(self) -> bool:
        return self.sitting.state == "abandoned"

    @property
    def display_name(self) -> str:
        """The name, else the id, else a short form of the attempt id."""
        return self.student_name or self.student_id or f"attempt {self.attempt_uuid[:8]}"


@dataclass(frozen=True, slots=True)
class ClassSummary:
    """Scores of the whole class."""

    students: int
    mean_percent: float
    median_percent: float
    min_percent: float
    max_percent: float
    passed: int
    topics: tuple[TopicTally, ...]  # pooled: sum of correct / sum of asked

    @property
    def pass_rate(self) -> float:
        """Share of students who passed, 0..1."""
        return self.passed / self.students if self.students else 0.0


@dataclass(frozen=True, slots=True)
class ChoiceCount:
    """How many students picked one wrong choice of a question."""

    text: str
    picked: int


@dataclass(frozen=True, slots=True)
class ItemStats:
    """Classical item statistics of one question (see the module docstring)."""

    question_id: str
    topic: str
    responses: int
    correct: int
    unanswered: int
    facility: float
    discrimination: float | None
    group_size: int
    distractors: tuple[ChoiceCount, ...]
    flags: tuple[str, ...]
    incomplete: int = 0
    prompt: str = ""
    positions: tuple[int, ...] = ()  # where it stood on the papers, each position once
    median_seconds: float | None = None
    key_known: bool = True

    @property
    def position_text(self) -> str:
        """ "7", or "3-17" when papers put it in different places; "" when unknown."""
        if not self.positions:
            return ""
        low, high = self.positions[0], self.positions[-1]
        return str(low) if low == high else f"{low}-{high}"

    @property
    def flagged(self) -> bool:
        return bool(self.flags)


def group_size(n: int) -> int:
    """Size of each of the upper and lower groups for `n` students: max(1, round(0.27 n)).

    Rounded half up in exact arithmetic (0.27 * 50 = 13.5 gives 14), so the result
    does not depend on binary floating point or on banker's rounding.
    """
    if n <= 0:
        return 0
    return max(1, int(GROUP_SHARE * n + Fraction(1, 2)))


def rank_students(results: Iterable[StudentResult]) -> list[StudentResult]:
    """Highest percent first; ties broken by `attempt_uuid` ascending (deterministic)."""
    return sorted(results, key=lambda r: (-r.percent, r.attempt_uuid))


def standings(results: Iterable[StudentResult]) -> list[tuple[int, StudentResult]]:
    """The class table: highest percent first, equal scores share a rank (1, 1, 3, …).

    Students with the same score are listed by name (then attempt id), for people to
    find themselves; the item-analysis groups use `rank_students` instead.
    """
    ordered = sorted(results, key=lambda r: (-r.percent, r.display_name.casefold(), r.attempt_uuid))
    table: list[tuple[int, StudentResult]] = []
    for position, result in enumerate(ordered, start=1):
        same = table and table[-1][1].percent == result.percent
        table.append((table[-1][0] if same else position, result))
    return table


def class_summary(results: Sequence[StudentResult]) -> ClassSummary:
    """Mean/median/min/max percent, passes and per-topic averages of `results`.

    Topics appear in the order they are first met (the bank's order, as written in
    each result). An empty class has zero students and zeros everywhere.
    """
    if not results:
        return ClassSummary(0, 0.0, 0.0, 0.0, 0.0, 0, ())
    percents = [r.percent for r in results]
    topics: dict[str, list[int]] = {}
    titles: dict[str, str] = {}
    for result in results:
        for topic in result.topics:
            counts = topics.setdefault(topic.topic, [0, 0])
            counts[0] += topic.correct
            counts[1] += topic.total
            if topic.title and not titles.get(topic.topic):
                titles[topic.topic] = topic.title
    return ClassSummary(
        students=len(results),
        mean_percent=statistics.fmean(percents),
        median_percent=float(statistics.median(percents)),
        min_percent=min(percents),
        max_percent=max(percents),
        passed=sum(1 for r in results if r.passed),
        topics=tuple(
            TopicTally(topic, correct, total, titles.get(topic, topic))
            for topic, (correct, total) in topics.items()
        ),
    )


def item_analysis(
    results: Sequence[StudentResult],
    *,
    min_facility: float = MIN_FACILITY,
    max_facility: float = MAX_FACILITY,
    min_discrimination: float = MIN_DISCRIMINATION,
) -> list[ItemStats]:
    """Facility, discrimination, distractor counts and flags of every question, in paper
    order (the earliest position it had on any paper, then its id).

    Each question is analysed over the students who were shown it (with random
    papers that is a subset of the class); see the module docstring for formulas.
    A student who answered the same question id twice in one attempt is counted
    once, with the first answer.
    """
    per_question: dict[str, list[tuple[StudentResult, ItemResponse]]] = {}
    for result in results:
        seen: set[str] = set()
        for answer in result.answers:
            if answer.question_id in seen:
                continue
            seen.add(answer.question_id)
            per_question.setdefault(answer.question_id, []).append((result, answer))
    low_f, high_f = _exact(min_facility), _exact(max_facility)
    low_d = _exact(min_discrimination)
    stats = []

    def paper_order(question_id: str) -> tuple[int, str]:
        positions = [a.position for _, a in per_question[question_id] if a.position > 0]
        return (min(positions) if positions else 0, question_id)

    for question_id in sorted(per_question, key=paper_order):
        pairs = per_question[question_id]
        n = len(pairs)
        correct = sum(1 for _, answer in pairs if answer.correct)
        facility = Fraction(correct, n)
        discrimination, size = _discrimination(pairs)
        flags = []
        if facility < low_f:
            flags.append(f"too hard (facility {_pair(facility, low_f, '<')})")
        if facility > high_f:
            flags.append(f"too easy (facility {_pair(facility, high_f, '>')})")
        if discrimination is not None and discrimination < low_d:
            flags.append(f"weak discrimination ({_pair(discrimination, low_d, '<')})")
        answers = [answer for _, answer in pairs]
        times = [answer.time_spent for answer in answers if answer.time_spent > 0]
        stats.append(
            ItemStats(
                question_id=question_id,
                topic=answers[0].topic,
                responses=n,
                correct=correct,
                unanswered=sum(1 for answer in answers if not answer.answered),
                facility=float(facility),
                discrimination=None if discrimination is None else float(discrimination),
                group_size=size,
                distractors=_distractors(answers),
                flags=tuple(flags),
                incomplete=sum(1 for answer in answers if answer.incomplete),
                prompt=next((answer.prompt for answer in answers if answer.prompt), ""),
                positions=tuple(sorted({a.position for a in answers if a.position > 0})),
                median_seconds=float(statistics.median(times)) if times else None,
                key_known=all(answer.key_known for answer in answers),
            )
        )
    return stats


def _discrimination(
    pairs: Sequence[tuple[StudentResult, ItemResponse]],
) -> tuple[Fraction | None, int]:
    n = len(pairs)
    if n < 2:
        return None, 0
    size = group_size(n)
    ranked = sorted(pairs, key=lambda pair: (-pair[0].percent, pair[0].attempt_uuid))
    upper = sum(1 for _, answer in ranked[:size] if answer.correct)
    lower = sum(1 for _, answer in ranked[-size:] if answer.correct)
    return Fraction(upper - lower, size), size


def _distractors(answers: Iterable[ItemResponse]) -> tuple[ChoiceCount, ...]:
    """Wrong choices by times picked (most first), then by text; unpicked ones included.

    A wrong choice counts once per student who selected it, so with "Choose two"
    the counts of a question can add up to more than its wrong answers.
    """
    counts: dict[str, int] = {}
    for answer in answers:
        for text in answer.wrong_choice_texts:
            counts.setdefault(text, 0)
        for text in set(answer.selected_texts):
            if text in answer.wrong_choice_texts:
                counts[text] = counts.get(text, 0) + 1
    ordered = sorted(counts.items(), key=lambda item: (-item[1], item[0].casefold(), item[0]))
    return tuple(ChoiceCount(text, picked) for text, picked in ordered)


def _exact(value: float) -> Fraction:
    """The decimal the caller wrote (0.1 is 1/10, not the nearest binary float)."""
    return Fraction(str(value))


def _pair(value: Fraction, threshold: Fraction, sign: str) -> str:
    """Value and threshold as "0.05 < 0.10", with more decimals if two would hide the gap."""
    for digits in (2, 3, 4):
        shown = f"{float(value):.{digits}f}"
        if Fraction(shown) != threshold:
            return f"{shown} {sign} {float(threshold):.{digits}f}"
    return f"{float(value)} {sign} {float(threshold)}"
