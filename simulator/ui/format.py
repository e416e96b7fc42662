"""How the GUI writes times, dates, numbers and scores: one place, so every page says them
the same way. Dates, numbers and percentages follow the interface language's locale
(QLocale's default, set by `languages.install_language`), dates in local time; the
words around them are translated ("Format" context)."""

from __future__ import annotations

import re
from datetime import date, datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QTime

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


def format_number(value: float, decimals: int = 0) -> str:
    """A number the locale's way ("1,234.5", "1.234,5"), without trailing zeros."""
    locale = QLocale()
    if decimals == 0 or float(round(value, decimals)).is_integer():
        return locale.toString(round(value))
    text = locale.toString(float(value), "f", decimals)
    point = locale.decimalPoint()
    return text.rstrip("0").rstrip(point) if point in text else text


def format_seconds(seconds: float | None) -> str:
    """A short time per question: "48 s", or "1:12" from a minute up; "—" for none."""
    if not seconds:
        return NO_VALUE
    whole = round(seconds)
    if whole >= 60:
        return format_duration(whole)
    return QCoreApplication.translate("Format", "{seconds} s").format(seconds=format_number(whole))


def slower_than_pace(pace_seconds: float) -> str:
    """The tooltip of a topic's time when it is slower than the exam allows."""
    return QCoreApplication.translate(
        "Format", "Slower than the exam's pace of {pace} per question"
    ).format(pace=format_seconds(pace_seconds))


def format_marks(result: AttemptResult) -> str:
    """What the score is taken of: "7 of 10 correct", or partial credit's marks."""
    if result.score is None:
        return QCoreApplication.translate("Format", "{correct} of {total} correct").format(
            correct=format_number(result.correct), total=format_number(result.total)
        )
    return QCoreApplication.translate(
        "Format", "{marks} of {total} marks with partial credit ({correct} entirely right)"
    ).format(
        marks=format_number(result.points, 2),
        total=format_number(result.total),
        correct=format_number(result.correct),
    )


def percent_text(value: float, decimals: int = 0) -> str:
    """`value` (already in percent) with the locale's digits and percent sign: "72%",
    "72 %" in French or German (as their translations of "{value}%" put it)."""
    return QCoreApplication.translate("Format", "{value}%").format(
        value=format_number(value, decimals)
    )


def format_score(percent: float) -> str:
    """A score in whole percent, as results and history show it ("72%")."""
    return percent_text(percent)


def format_fraction(fraction: float) -> str:
    """A 0..1 fraction such as a pass mark, in whole percent ("70%")."""
    return percent_text(100 * fraction)


def format_percent(value: float) -> str:
    """Whole numbers as "75%", others as "72.5%": precise without noisy decimals (charts)."""
    return percent_text(value, 1)


def format_range(low: float, high: float) -> str:
    """A range of 0..1 fractions in whole percent: "58-83%"."""
    return QCoreApplication.translate("Format", "{low}-{high}%").format(
        low=format_number(100 * low), high=format_number(100 * high)
    )


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


def format_date(day: date) -> str:
    """A calendar day (no time of day) the locale's way: "Tue 3 Dec"."""
    this_year = day.year == datetime.now().astimezone().year
    return QLocale().toString(
        QDate(day.year, day.month, day.day), _date_pattern(weekday=True, year=not this_year)
    )


def format_short_day(moment: datetime, *, with_time: bool = False) -> str:
    """A day without weekday or year ("3 Dec", "Dec 3"), and its time if asked: chart labels."""
    day, clock, _this_year = _local(moment)
    locale = QLocale()
    text = locale.toString(day, _date_pattern(weekday=False, year=False))
    if not with_time:
        return text
    return QCoreApplication.translate("Format", "{date} {time}").format(
        date=text, time=locale.toString(clock, QLocale.FormatType.ShortFormat)
    )


def format_when(moment: datetime) -> str:
    """When an attempt ended, short enough for a list or table: "3 Dec 14:05" this year,
    "3 Dec 2025" before, in the user's locale."""
    day, clock, this_year = _local(moment)
    locale = QLocale()
    date_text = locale.toString(day, _date_pattern(weekday=False, year=not this_year))
    if not this_year:
        return date_text
    return QCoreApplication.translate("Format", "{date} {time}").format(
        date=date_text, time=locale.toString(clock, QLocale.FormatType.ShortFormat)
    )


def format_moment(moment: datetime) -> str:
    """A moment in full, for tooltips and reports: the locale's long date and its time."""
    day, clock, _this_year = _local(moment)
    locale = QLocale()
    return QCoreApplication.translate("Format", "{date}, {time}").format(
        date=locale.toString(day, QLocale.FormatType.LongFormat),
        time=locale.toString(clock, QLocale.FormatType.ShortFormat),
    )


def readiness_figure(readiness: Readiness) -> str:
    """The pass probability with its interval: "72% (58-83%)"."""
    return QCoreApplication.translate("Format", "{percent} ({range})").format(
        percent=format_fraction(readiness.probability),
        range=format_range(readiness.low, readiness.high),
    )


def readiness_text(readiness: Readiness | None) -> str:
    """The pass probability as every page says it: "Pass probability 72% (58-83%)"."""
    if readiness is None:
        return QCoreApplication.translate("Format", "Pass probability: not enough answers yet")
    return QCoreApplication.translate("Format", "Pass probability {figure}").format(
        figure=readiness_figure(readiness)
    )


def readiness_tooltip(readiness: Readiness | None) -> str:
    """What the figure means, and what it takes to get one."""
    from simulator.domain.readiness import MIN_ANSWERS, WINDOW

    if readiness is None:
        return QCoreApplication.translate(
            "Format",
            "It appears once you have answered at least {answers} questions, from every "
            "topic of the exam, in the last {days} days.",
        ).format(answers=format_number(MIN_ANSWERS), days=format_number(WINDOW.days))
    return QCoreApplication.translate(
        "Format",
        "Your chance of passing the full exam if you sat it now, from your answers of the "
        "last {days} days (recent ones count more; {answers} answers). The range is where "
        "the chance lies with 80% certainty. Questions you marked 'I guessed' count as half "
        "known.",
    ).format(days=format_number(WINDOW.days), answers=format_number(readiness.answers))
