"""The rules of a classroom exam that are plain values: limits, accommodations, review, digests.

An instructor's profile (read by `simulator.formats.profile`) fixes these for a whole
room; the attempt, the result file and the instructor's report all apply them the
same way through the functions here, so a student's extra time or the digest of the
settings never disagrees between the laptop and the report.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum

from simulator.domain.messages import QT_TRANSLATE_NOOP, message

#: Longest student name and student ID the app accepts (what the database and a results
#: server store, and short enough for a result file's name on every file system).
MAX_STUDENT_NAME_LENGTH = 200
MAX_STUDENT_ID_LENGTH = 100
#: Extra time an accommodation may grant, in percent of the time limit.
MAX_EXTRA_TIME_PERCENT = 300
#: The extra time a self-study candidate can choose (View menu), as test centres grant it.
SELF_STUDY_EXTRA_TIME = (0, 25, 50, 100)


class ReviewPolicy(StrEnum):
    """What a student sees after handing in a classroom exam.

    `none`: only that the exam was handed in. `score`: the score and the topic table,
    never which answers were right (a test centre's score report). `answers-after-submit`:
    the full review with the right answers (and explanations, if the profile allows).
    """

    NONE = "none"
    SCORE = "score"
    ANSWERS = "answers-after-submit"

    @property
    def shows_score(self) -> bool:
        return self is not ReviewPolicy.NONE

    @property
    def shows_answers(self) -> bool:
        return self is ReviewPolicy.ANSWERS


class AttemptState(StrEnum):
    """How an attempt ended, as a result file records it."""

    SUBMITTED = "submitted"
    TIMED_OUT = "timed_out"
    ABANDONED = "abandoned"


@dataclass(frozen=True, slots=True)
class Accommodation:
    """What one student is granted beyond the room's settings."""

    extra_time_percent: int = 0

    def as_dict(self) -> dict[str, int]:
        return {"extra_time_percent": self.extra_time_percent} if self.extra_time_percent else {}


NO_ACCOMMODATION = Accommodation()


def student_key(student_id: str) -> str:
    """How student IDs are compared (profiles, rosters, reports): trimmed, case-insensitive."""
    return " ".join(student_id.split()).casefold()


def extended_minutes(minutes: int, extra_time_percent: int) -> int:
    """A time limit with extra time, rounded up to the minute; untimed stays untimed."""
    if minutes <= 0 or extra_time_percent <= 0:
        return minutes
    return math.ceil(minutes * (100 + extra_time_percent) / 100)


def student_problem(name: str, student_id: str, *, need_both: bool = True) -> str | None:
    """Why a student's name or ID cannot be used (for the student to fix), or None."""
    if need_both and not (name.strip() and student_id.strip()):
        return message(QT_TRANSLATE_NOOP("Messages", "Enter your name and student ID first."))
    too_long = {
        "name": QT_TRANSLATE_NOOP(
            "Messages", "Your name is {length} characters long; at most {limit} fit."
        ),
        "id": QT_TRANSLATE_NOOP(
            "Messages", "Your student ID is {length} characters long; at most {limit} fit."
        ),
    }
    unprintable = {
        "name": QT_TRANSLATE_NOOP(
            "Messages", "Your name holds a character that cannot be printed; type it again."
        ),
        "id": QT_TRANSLATE_NOOP(
            "Messages", "Your student ID holds a character that cannot be printed; type it again."
        ),
    }
    for value, what, limit in (
        (name, "name", MAX_STUDENT_NAME_LENGTH),
        (student_id, "id", MAX_STUDENT_ID_LENGTH),
    ):
        if len(value) > limit:
            return message(too_long[what], length=len(value), limit=limit)
        if any(not ch.isprintable() for ch in value):
            return message(unprintable[what])
    return None


def settings_digest(settings: Mapping[str, object]) -> str:
    """SHA-256 of the settings as canonical JSON: the same settings give the same digest
    on every laptop and in the instructor's report, and any change gives another."""
    text = json.dumps(settings, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
