"""The gradebook: one row per student, with the attempt that counts and what to check.

A class report counts every student once. A student's attempts (matched by student
ID, else by name) are grouped; abandoned attempts are listed but never graded; of the
others one counts, the first, the best or the last (the instructor's choice). With
the instructor's profile (`ExpectedSettings`) each result is compared with it: a
result sat under other settings (an edited profile beside the app) is flagged, and
passes are judged by the instructor's pass mark, not the one the laptop used. With a
roster, students who handed nothing in get a row too.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType

from simulator.domain.classroom import extended_minutes, student_key
from simulator.domain.item_analysis import StudentResult
from simulator.domain.scoring import passes


class AttemptChoice(StrEnum):
    """Which of a student's graded attempts counts for the gradebook and the averages."""

    FIRST = "first"
    BEST = "best"
    LAST = "last"


@dataclass(frozen=True, slots=True)
class RosterEntry:
    """A student the instructor expects: their ID and name as the roster gives them."""

    student_id: str
    name: str = ""


def _no_extra_time() -> Mapping[str, int]:
    return MappingProxyType({})


@dataclass(frozen=True, slots=True)
class ExpectedSettings:
    """The instructor's profile, as the report compares results with it.

    `None` values were not set by the profile (the bank's default applies) and are not
    compared; `extra_time` maps `student_key(id)` to that student's extra time.
    """

    source: str
    digest: str
    bank_id: str
    passing_score: float | None = None
    question_count: int | None = None
    time_limit_minutes: int | None = None
    topics: tuple[str, ...] = ()
    seed: int | None = None
    attempts: int = 1
    extra_time: Mapping[str, int] = field(default_factory=_no_extra_time)


def settings_differences(result: StudentResult, expected: ExpectedSettings) -> list[str]:
    """What in `result` was sat under other rules than the instructor's profile says."""
    sitting = result.sitting
    found = []
    if not sitting.settings_digest:
        found.append("no settings digest (not sat under a classroom profile)")
    elif sitting.settings_digest != expected.digest:
        found.append("settings digest differs (the profile was changed)")
    extra = expected.extra_time.get(student_key(result.student_id), 0)
    checks: list[tuple[str, object, object]] = [
        ("pass mark", sitting.passing_score, expected.passing_score),
        ("questions", sitting.question_count, expected.question_count),
        ("time limit", sitting.base_time_limit_minutes, expected.time_limit_minutes),
        ("extra time %", sitting.extra_time_percent, extra),
        ("same-paper seed", sitting.seed, expected.seed),
    ]
    if expected.topics:
        checks.append(("topics", ", ".join(sorted(sitting.topics)), ", ".join(expected.topics)))
    if expected.time_limit_minutes is not None and sitting.time_limit_minutes is not None:
        allowed = extended_minutes(expected.time_limit_minutes, extra)
        checks.append(("time limit with extra time", sitting.time_limit_minutes, allowed))
    for what, got, wanted in checks:
        if wanted is not None and got is not None and got != wanted:
            found.append(f"{what} {got} (profile: {wanted})")
    return found


@dataclass(frozen=True)
class GradebookRow:
    """One student in the gradebook; `counted` is None when nothing gradable came in."""

    student_id: str
    name: str
    counted: StudentResult | None
    attempts: tuple[StudentResult, ...]  # every attempt, abandoned included, oldest first
    passed: bool | None
    on_roster: bool
    flags: tuple[str, ...] = ()  # not on the roster, too many attempts
    differences: tuple[str, ...] = ()  # sat under other settings than the profile's

    @property
    def notes(self) -> tuple[str, ...]:
        """Everything the instructor should look at for this student."""
        return self.flags + self.differences

    @property
    def status(self) -> str:
        if self.counted is not None:
            return "timed out" if self.counted.timed_out else "handed in"
        if any(a.abandoned for a in self.attempts):
            return "abandoned"
        return "not handed in"

    @property
    def extra_time_percent(self) -> int:
        return max((a.sitting.extra_time_percent for a in self.attempts), default=0)

    @property
    def accommodations(self) -> str:
        extra = self.extra_time_percent
        return f"extra time {extra}%" if extra else ""


def student_group_key(result: StudentResult) -> str:
    """Who an attempt belongs to: the student ID, else the name, else the attempt alone."""
    if result.student_id.strip():
        return "id:" + student_key(result.student_id)
    if result.student_name.strip():
        return "name:" + student_key(result.student_name)
    return "attempt:" + result.attempt_uuid


def _when(result: StudentResult) -> tuple[str, str]:
    return (result.sitting.started_at or result.finished_at, result.attempt_uuid)


def counted_attempt(
    attempts: Sequence[StudentResult], choice: AttemptChoice
) -> StudentResult | None:
    """The attempt that counts: first, best (earliest of equals) or last; never an abandoned one."""
    graded = sorted((a for a in attempts if not a.abandoned), key=_when)
    if not graded:
        return None
    if choice is AttemptChoice.FIRST:
        return graded[0]
    if choice is AttemptChoice.LAST:
        return graded[-1]
    return max(graded, key=lambda a: (a.correct / a.total if a.total else 0.0, -graded.index(a)))


def gradebook(
    results: Iterable[StudentResult],
    *,
    choice: AttemptChoice = AttemptChoice.BEST,
    roster: Sequence[RosterEntry] = (),
    expected: ExpectedSettings | None = None,
) -> list[GradebookRow]:
    """One row per student: the roster's order first (absent ones included), then anyone
    not on the roster by name."""
    groups: dict[str, list[StudentResult]] = {}
    for result in results:
        groups.setdefault(student_group_key(result), []).append(result)
    rows: list[GradebookRow] = []
    for entry in roster:
        key = "id:" + student_key(entry.student_id)
        attempts = sorted(groups.pop(key, []), key=_when)
        rows.append(_row(entry.student_id, entry.name, attempts, choice, expected, on_roster=True))
    extra = [
        _row(
            attempts[0].student_id,
            attempts[0].student_name,
            sorted(attempts, key=_when),
            choice,
            expected,
            on_roster=not roster,
        )
        for attempts in groups.values()
    ]
    extra.sort(key=lambda row: (row.name.casefold() or row.student_id.casefold(), row.student_id))
    return rows + extra


def _row(
    student_id: str,
    name: str,
    attempts: list[StudentResult],
    choice: AttemptChoice,
    expected: ExpectedSettings | None,
    *,
    on_roster: bool,
) -> GradebookRow:
    counted = counted_attempt(attempts, choice)
    flags: list[str] = []
    if not on_roster:
        flags.append("not on the roster")
    name = name or next((a.student_name for a in attempts if a.student_name), "")
    passed: bool | None = None
    if counted is not None:
        passed = counted.passed
        if expected is not None and expected.passing_score is not None:
            passed = passes(counted.correct, counted.total, expected.passing_score)
    differences: list[str] = []
    if expected is not None:
        differences = [
            f"{_short(a)}: {difference}"
            for a in attempts
            for difference in settings_differences(a, expected)
        ]
        if len(attempts) > expected.attempts:
            flags.append(f"{len(attempts)} attempts, the profile allows {expected.attempts}")
    return GradebookRow(
        student_id,
        name,
        counted,
        tuple(attempts),
        passed,
        on_roster,
        tuple(flags),
        tuple(differences),
    )


def _short(result: StudentResult) -> str:
    return f"attempt {result.attempt_uuid[:8]}"
