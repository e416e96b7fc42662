"""A classroom sitting: the profile's exam per student, attempts, downtime, what results record."""

from __future__ import annotations

import textwrap
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from simulator.data.db import Database, open_database
from simulator.data.records import utcnow
from simulator.formats.profile import ExamProfile, load_profile
from simulator.formats.result_file import parse_result
from simulator.services import attempts, classroom, classroom_exam
from simulator.services import banks as bank_service
from simulator.services.library import open_library
from simulator.services.start_view import quick_start_source

MINI = Path(__file__).parent.parent / "data" / "banks" / "mini.yaml"

PROFILE = textwrap.dedent(
    """\
    schema: 1
    name: Week 6 quiz
    bank: mini
    question_count: 3
    time_limit_minutes: 10
    passing_score: 0.6
    same_paper: 1234
    results_folder: results
    accommodations:
      S-017: {extra_time_percent: 50}
    """
)


class Monotonic:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(f"sqlite:///{tmp_path / 'laptop.db'}")
    bank_service.import_bank_file(database, MINI)
    yield database
    database.close()


def profile_of(tmp_path: Path, text: str = PROFILE) -> ExamProfile:
    path = tmp_path / "classroom.yaml"
    path.write_text(text, encoding="utf-8")
    return load_profile(path)


def start(
    db: Database, profile: ExamProfile, student: str, **kwargs: object
) -> attempts.ActiveAttempt:
    sitting = classroom_exam.sitting_for(db, profile, student)
    return attempts.start_attempt(
        db,
        sitting.spec,
        student_name=student.title(),
        student_id=student,
        profile=sitting.record,
        same_paper=True,
        wall_clock=profile.wall_clock,
        extra_time_percent=sitting.extra_time_percent,
        **kwargs,  # type: ignore[arg-type]
    )


def test_extra_time_is_granted_per_student_id_and_recorded(db: Database, tmp_path: Path) -> None:
    profile = profile_of(tmp_path)
    plain = classroom_exam.sitting_for(db, profile, "s-001")
    extra = classroom_exam.sitting_for(db, profile, " s-017 ")  # as typed: spaces, any case
    assert (plain.spec.time_limit_minutes, plain.extra_time_percent) == (10, 0)
    assert (extra.spec.time_limit_minutes, extra.extra_time_percent) == (15, 50)
    assert extra.base_time_limit_minutes == 10
    active = start(db, profile, "s-017")
    active.session.submit()
    document = classroom.result_document(db, active.attempt_id)
    assert document["exam"]["time_limit_minutes"] == 15
    assert document["exam"]["base_time_limit_minutes"] == 10
    assert document["exam"]["extra_time_percent"] == 50
    assert document["profile"]["accommodations"] == {"extra_time_percent": 50}
    assert document["profile"]["settings_digest"] == profile.digest
    result = parse_result(document)
    assert (
        result.sitting.extra_time_percent == 50 and result.sitting.settings_digest == profile.digest
    )


def test_one_attempt_by_default_and_an_abandoned_one_counts(db: Database, tmp_path: Path) -> None:
    profile = profile_of(tmp_path)
    assert profile.attempts == 1
    assert classroom_exam.attempts_left(db, profile, "s-001") == 1
    first = start(db, profile, "s-001")
    attempts.abandon_attempt(db, first.attempt_id)
    assert classroom_exam.attempts_left(db, profile, "S-001") == 0
    # The abandoned attempt is handed in too, with its state.
    document = classroom.result_document(db, first.attempt_id)
    assert document["state"] == "abandoned"
    assert parse_result(document).abandoned
    # Another student on the same laptop has their own attempt.
    assert classroom_exam.attempts_left(db, profile, "s-002") == 1
    # An edited copy of the profile (same name) does not hand out a fresh attempt.
    edited = profile_of(tmp_path, PROFILE.replace("passing_score: 0.6", "passing_score: 0.1"))
    assert edited.digest != profile.digest
    assert classroom_exam.attempts_left(db, edited, "s-001") == 0
    two = profile_of(tmp_path, PROFILE + "attempts: 2\n")
    assert classroom_exam.attempts_left(db, two, "s-001") == 1


def test_downtime_is_recorded_and_the_resume_offer_shows_the_true_time_left(
    tmp_path: Path,
) -> None:
    url = f"sqlite:///{tmp_path / 'library.db'}"
    db = open_library(url, [MINI])
    profile = profile_of(tmp_path)
    assert profile.wall_clock  # the default in a classroom
    started = utcnow()
    wall = [started]
    in_app = Monotonic()
    active = start(db, profile, "s-001", clock=in_app, now=lambda: wall[0])
    in_app.now += 60  # a minute of work, saved, then the laptop is killed
    wall[0] = started + timedelta(seconds=60)
    active.session.save_progress()
    later = started + timedelta(seconds=140)  # 80 s with the app closed
    offer = attempts.find_unfinished(db, "mini")
    assert offer is not None and offer.wall_clock and offer.student_id == "s-001"
    assert offer.remaining_seconds is not None and offer.remaining_seconds <= 600 - 5
    # The start page's quick read (no SQLAlchemy) says the same.
    quick = quick_start_source(url, [MINI], recent=5)
    assert quick is not None
    quick_offer = quick.unfinished("mini")
    quick.close()
    assert quick_offer is not None
    assert abs((quick_offer.remaining_seconds or 0) - offer.remaining_seconds) < 5
    resumed = attempts.resume_attempt(db, active.attempt_id, clock=Monotonic(), now=lambda: later)
    remaining = resumed.session.remaining_seconds
    assert remaining is not None and abs(remaining - (600 - 140)) < 1
    resumed.session.submit()
    document = classroom.result_document(db, active.attempt_id)
    assert document["downtime_seconds"] == pytest.approx(80, abs=1)
    assert parse_result(document).sitting.downtime_seconds == pytest.approx(80, abs=1)
    db.close()


def test_result_files_name_each_question_in_plain_text_and_mark_incomplete_answers(
    db: Database, tmp_path: Path
) -> None:
    profile = profile_of(tmp_path, PROFILE.replace("question_count: 3", "question_count: 4"))
    active = start(db, profile, "s-001")
    session = active.session
    for index, item in enumerate(session.exam.questions):
        session.go_to(index)
        if item.question.choose == 2:  # "Choose two": only one ticked
            session.select(sorted(item.question.correct_ids)[0])
    session.submit()
    document = classroom.result_document(db, active.attempt_id)
    multi = next(q for q in document["questions"] if q["choose"] == 2)
    assert multi["status"] == "incomplete" and multi["answered"] and not multi["correct"]
    assert all("`" not in q["prompt"] and q["prompt"] for q in document["questions"])
    (answer,) = [a for a in parse_result(document).answers if a.question_id == multi["id"]]
    assert answer.incomplete and answer.position == multi["position"]


def test_a_long_student_id_cannot_make_a_file_name_too_long(db: Database, tmp_path: Path) -> None:
    profile = profile_of(tmp_path)
    active = start(db, profile, "x" * 100)
    active.session.submit()
    (tmp_path / "results").mkdir()
    (delivery,) = classroom.deliver_result(db, active.attempt_id, [str(tmp_path / "results")])
    assert delivery.delivered and len(Path(delivery.to or "").name) < 120
