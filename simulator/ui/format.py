"""How the GUI writes times and scores: one place, so every page says them the same way."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.domain.readiness import Readiness
    from simulator.domain.scoring import AttemptResult


def format_duration(seconds: float) -> str:
    """Time used or left, `M:SS` or `H:MM:SS`, rounded to the second."""
    minutes, secs = divmod(round(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def format_clock(seconds: float) -> str:
    """A countdown, `MM:SS` or `H:MM:SS`; rounded up so 0:00 means time is over."""
    whole = int(-(-seconds // 1)) if seconds > 0 else 0
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes:02d}:{secs:02d}"


def format_seconds(seconds: float) -> str:
    """A short time per question: "48 s", or "1:12" from a minute up."""
    whole = round(seconds)
    return f"{whole} s" if whole < 60 else format_duration(whole)


def slower_than_pace(pace_seconds: float) -> str:
    """The tooltip of a topic's time when it is slower than the exam allows."""
    return f"Slower than the exam's pace of {format_seconds(pace_seconds)} per question"


def format_marks(result: AttemptResult) -> str:
    """What the score is taken of: "7 of 10 correct", or partial credit's marks."""
    if result.score is None:
        return f"{result.correct} of {result.total} correct"
    marks = f"{result.points:.2f}".rstrip("0").rstrip(".")
    return f"{marks} of {result.total} marks with partial credit ({result.correct} entirely right)"


def format_score(percent: float) -> str:
    """A score in whole percent, as results and history show it ("72%")."""
    return f"{percent:.0f}%"


def format_fraction(fraction: float) -> str:
    """A 0..1 fraction such as a pass mark, in whole percent ("70%")."""
    return f"{fraction:.0%}"


def format_percent(value: float) -> str:
    """Whole numbers as "75%", others as "72.5%": precise without noisy decimals (charts)."""
    return f"{round(value, 1):g}%"


def format_day(moment: datetime) -> str:
    """A day in the user's local time, e.g. "Tue 3 Dec"."""
    local = moment.astimezone()
    return f"{local:%a} {local.day} {local:%b}"


def format_when(moment: datetime) -> str:
    """When an attempt ended, short enough for a table: "3 Nov 14:05", "3 Nov 2025"."""
    if moment.year == datetime.now(moment.tzinfo).year:
        return f"{moment.day} {moment:%b %H:%M}"
    return f"{moment.day} {moment:%b %Y}"


def readiness_text(readiness: Readiness | None) -> str:
    """The pass probability as every page says it: "Pass probability 72% (58-83%)"."""
    if readiness is None:
        return "Pass probability: not enough answers yet"
    return f"Pass probability {readiness.percent_text}"


def readiness_tooltip(readiness: Readiness | None) -> str:
    """What the figure means, and what it takes to get one."""
    from simulator.domain.readiness import MIN_ANSWERS, WINDOW

    if readiness is None:
        return (
            f"It appears once you have answered at least {MIN_ANSWERS} questions, from every "
            f"topic of the exam, in the last {WINDOW.days} days."
        )
    return (
        "Your chance of passing the full exam if you sat it now, from your answers of the "
        f"last {WINDOW.days} days (recent ones count more; {readiness.answers} answers). The "
        "range is where the chance lies with 80% certainty. Questions you marked "
        "'I guessed' count as half known."
    )
