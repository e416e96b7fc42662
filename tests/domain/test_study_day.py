"""Trap 8: review falls due by the study day (4 am to 4 am, local time), not by the minute."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

from simulator.domain.study_day import day_end, day_start, study_date

BERLIN = ZoneInfo("Europe/Berlin")


def local(year: int, month: int, day: int, hour: int = 0, minute: int = 0) -> datetime:
    return datetime(year, month, day, hour, minute, tzinfo=BERLIN)


def test_a_question_due_at_twenty_past_eight_is_due_from_four_that_morning() -> None:
    due = local(2026, 3, 3, 20, 5)  # missed at 20:05 the evening before, interval one day
    assert day_start(due, tz=BERLIN) == local(2026, 3, 3, 4, 0).astimezone(UTC)
    practising = local(2026, 3, 3, 20, 0)
    assert due >= practising  # by the minute: not yet due at 20:00
    assert due < day_end(practising, tz=BERLIN)  # by the day: due


def test_the_small_hours_belong_to_the_evening_before() -> None:
    late = local(2026, 3, 4, 1, 30)
    assert study_date(late, tz=BERLIN).isoformat() == "2026-03-03"
    assert day_end(late, tz=BERLIN) == local(2026, 3, 4, 4, 0).astimezone(UTC)
    assert study_date(local(2026, 3, 4, 4, 0), tz=BERLIN).isoformat() == "2026-03-04"


def test_a_question_due_in_three_days_does_not_fall_due_mid_session() -> None:
    session_start = local(2026, 3, 6, 14, 0)
    due = local(2026, 3, 6, 15, 30)  # by the minute: an hour and a half into the session
    assert due < day_end(session_start, tz=BERLIN)  # due from the session's start on


def test_days_around_a_clock_change_are_23_and_25_hours_long() -> None:
    spring = local(2026, 3, 29, 12, 0)  # clocks go forward at 2 am that night
    assert day_end(spring, tz=BERLIN) - day_start(spring, tz=BERLIN) == timedelta(hours=24)
    before = local(2026, 3, 28, 12, 0)  # the day that spans the change
    assert day_end(before, tz=BERLIN) - day_start(before, tz=BERLIN) == timedelta(hours=23)
    autumn = local(2026, 10, 24, 12, 0)
    assert day_end(autumn, tz=BERLIN) - day_start(autumn, tz=BERLIN) == timedelta(hours=25)


def test_times_come_back_in_utc() -> None:
    moment = datetime(2026, 3, 3, 12, 0, tzinfo=UTC)
    assert day_end(moment, tz=BERLIN).tzinfo is UTC
    assert day_start(moment).tzinfo is UTC  # the system's local time by default
