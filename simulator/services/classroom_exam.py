"""A classroom sitting: the exam a profile gives one student, and the attempts they have left.

The profile, not the start page, decides the exam: its bank, topics, length, pass mark
and paper seed, the room's time limit plus this student's extra time, and how many
attempts each student has (every attempt counts, an abandoned one too). An attempt
belongs to the profile when it carries the profile's settings digest or its name, so
editing a copy of the profile does not hand out fresh attempts.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from simulator.data import attempts as attempt_store
from simulator.data import banks as bank_store
from simulator.data.db import Database
from simulator.data.records import AttemptStatus
from simulator.domain.blueprint import ExamSpec, Mode, new_seed
from simulator.domain.messages import QT_TRANSLATE_NOOP, message
from simulator.formats.profile import ExamProfile
from simulator.services.attempts import AttemptError


@dataclass(frozen=True)
class ClassroomSitting:
    """What `start_attempt` needs for one student under a profile."""

    spec: ExamSpec
    base_time_limit_minutes: int
    extra_time_percent: int
    record: dict[str, object]  # the profile summary stored with the attempt

    @property
    def same_paper(self) -> bool:
        return bool(self.record.get("same_paper"))


def sitting_for(db: Database, profile: ExamProfile, student_id: str) -> ClassroomSitting:
    """The exam `profile` sets for the student with `student_id` (extra time included)."""
    with db.session() as s:
        outline = bank_store.bank_outline(s, profile.bank)
    if outline is None:
        raise AttemptError(
            message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The classroom profile names the bank '{bank}', which is not installed.",
                ),
                bank=profile.bank,
            )
        )
    try:
        base = ExamSpec.for_bank(
            outline,
            Mode.EXAM,
            seed=profile.paper_seed if profile.paper_seed is not None else new_seed(),
            question_count=profile.question_count,
            time_limit_minutes=profile.time_limit_minutes,
            topics=profile.topics or None,
            passing_score=profile.passing_score,
        )
    except ValueError as exc:
        raise AttemptError(exc.args[0] if exc.args else str(exc)) from exc
    extra = profile.accommodation(student_id).extra_time_percent
    minutes = profile.time_limit_for(base.time_limit_minutes, student_id)
    return ClassroomSitting(
        spec=replace(base, time_limit_minutes=minutes),
        base_time_limit_minutes=base.time_limit_minutes,
        extra_time_percent=extra,
        record=profile.summary(student_id, base.time_limit_minutes),
    )


def attempts_used(db: Database, profile: ExamProfile, student_id: str) -> int:
    """Attempts this student has made under the profile: finished, timed out or abandoned."""
    with db.session() as s:
        made = attempt_store.student_attempts(s, profile.bank, student_id)
    return sum(
        1
        for status, record in made
        if status is not AttemptStatus.IN_PROGRESS
        and (record.get("settings_digest") == profile.digest or record.get("name") == profile.name)
    )


def attempts_left(db: Database, profile: ExamProfile, student_id: str) -> int:
    return max(0, profile.attempts - attempts_used(db, profile, student_id))
