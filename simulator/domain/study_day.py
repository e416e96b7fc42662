"""The study day: review falls due by the calendar day, not by the minute.

FSRS schedules a question "in 1 day" or "in 3 days" from the moment it was answered,
so a question missed at 20:05 came due at 20:05 the next evening: a candidate who
practises at 20:00 every day found it not yet due, and a question could fall due in
the middle of a session. As Anki does, a question whose interval is a day or more is
due from the start of the day its due moment falls on. A day starts at the rollover
hour (4 am local time) rather than at midnight, so a late-night session still belongs
to the evening it started in. (The scheduler has no intervals under a day.)

Times are UTC-aware in and out; the day boundaries are those of the local time zone
(`tz`, default: the system's).
"""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta, tzinfo

#: The hour a new study day starts, local time.
ROLLOVER_HOUR = 4


def study_date(
    at: datetime, *, tz: tzinfo | None = None, rollover_hour: int = ROLLOVER_HOUR
) -> date:
    """The study day `at` belongs to: its local date, or the day before before 4 am."""
    local = at.astimezone(tz)
    return (local - timedelta(hours=rollover_hour)).date()


def day_start(
    at: datetime, *, tz: tzinfo | None = None, rollover_hour: int = ROLLOVER_HOUR
) -> datetime:
    """When the study day of `at` began (UTC): the moment a question due at `at` is due."""
    return _rollover(study_date(at, tz=tz, rollover_hour=rollover_hour), tz, rollover_hour)


def day_end(
    at: datetime, *, tz: tzinfo | None = None, rollover_hour: int = ROLLOVER_HOUR
) -> datetime:
    """When the study day of `at` ends (UTC): everything due before then is due today."""
    following = study_date(at, tz=tz, rollover_hour=rollover_hour) + timedelta(days=1)
    return _rollover(following, tz, rollover_hour)


def _rollover(day: date, tz: tzinfo | None, rollover_hour: int) -> datetime:
    naive = datetime.combine(day, time(rollover_hour))
    # A naive time's astimezone() reads it as the system's local time (DST included).
    local = naive.replace(tzinfo=tz) if tz is not None else naive.astimezone()
    return local.astimezone(UTC)
