"""How the GUI writes times, dates and scores: one place, so every page says them the same
way. Dates follow the user's locale (QLocale), in local time."""

from __future__ import annotations

import re
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, QLocale, QTime

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


#: What a table shows for a figure there is none of (a topic not answered): not "0 s".
NO_VALUE = "—"


def format_seconds(seconds: float | None) -> str:
    """A short time per question: "48 s", or "1:12" from a minute up; "—" for none."""
    if not seconds:
        return NO_VALUE
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


def _date_pattern(*, weekday: bool, year: bool) -> str:
    """The user's locale's long date pattern, shortened: abbreviated names, and the
    weekday and year only when asked for ("ddd d MMM", "ddd, MMM d", "ddd d. MMM")."""
    pattern = QLocale().dateFormat(QLocale.FormatType.LongFormat)
    pattern = re.sub(r"d{4}", "ddd", pattern)
    pattern = re.sub(r"M{4}", "MMM", pattern)
    if not weekday:
        pattern = re.sub(r"d{3}[\s,.]*", "", pattern)
    if not year:
        pattern = re.sub(r"[\s,.]*y+[\s,.]*", " ", pattern)
    pattern = pattern.strip(" ,")
    return pattern or QLocale().dateFormat(QLocale.FormatType.ShortFormat)


def _local(moment: datetime) -> tuple[QDate, QTime, bool]:
    """`moment` in the user's local time, and whether it is this year."""
    local = moment.astimezone()
    this_year = local.year == datetime.now().astimezone().year
    return QDate(local.year, local.month, local.day), QTime(local.hour, local.minute), this_year


def format_day(moment: datetime) -> str:
    """A day in the user's local time and locale, e.g. "Tue 3 Dec" ("Tue, Dec 3" in the US)."""
    day, _time, this_year = _local(moment)
    return QLocale().toString(day, _date_pattern(weekday=True, year=not this_year))


def format_when(moment: datetime) -> str:
    """When an attempt ended, short enough for a list or table: "3 Dec 14:05" this year,
    "3 Dec 2025" before, in the user's locale."""
    day, clock, this_year = _local(moment)
    locale = QLocale()
    date_text = locale.toString(day, _date_pattern(weekday=False, year=not this_year))
    if not this_year:
        return date_text
    return f"{date_text} {locale.toString(clock, QLocale.FormatType.ShortFormat)}"


def format_moment(moment: datetime) -> str:
    """A moment in full, for tooltips and reports: the locale's long date and its time."""
    day, clock, _this_year = _local(moment)
    locale = QLocale()
    return (
        f"{locale.toString(day, QLocale.FormatType.LongFormat)}, "
        f"{locale.toString(clock, QLocale.FormatType.ShortFormat)}"
    )


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
