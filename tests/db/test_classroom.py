"""Classroom profiles and result files: validated, reproducible, atomic, never lost."""

from __future__ import annotations

import json
import os
import stat
import textwrap
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from simulator.data.db import Database, open_database
from simulator.data.records import utcnow
from simulator.domain.blueprint import Mode
from simulator.formats.problems import ProfileError
from simulator.formats.profile import load_profile, seed_from_name
from simulator.formats.result_file import verify_checksum, write_result_file
from simulator.services import attempts, classroom
from simulator.services import banks as bank_service

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
    show_explanations: false
    ask_student: true
    results_folder: results
    """
)


def write_profile(tmp_path: Path, text: str = PROFILE) -> Path:
    path = tmp_path / "classroom.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(f"sqlite:///{tmp_path / 'laptop.db'}")
    bank_service.import_bank_file(database, MINI)
    yield database
    database.close()


def finish_attempt(db: Database, *, seed: int = 1234, student: str = "Ada") -> int:
    spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=seed, question_count=3)
    active = attempts.start_attempt(db, spec, student_name=student, student_id=f"id-{student}")
    item = active.session.current_question
    for choice in item.choices:
        if choice.correct:
            active.session.select(choice.id)
    active.session.submit()
    return active.attempt_id


# ------------------------------------------------------------------ profiles
def test_profile_loads_with_folder_relative_to_the_profile(tmp_path: Path) -> None:
    profile = load_profile(write_profile(tmp_path))
    assert (profile.name, profile.bank, profile.question_count) == ("Week 6 quiz", "mini", 3)
    assert profile.results_folder == tmp_path / "results"
    assert profile.paper_seed == 1234 and not profile.show_explanations and profile.lock_settings
    assert profile.destinations == [str(tmp_path / "results")]


def test_same_paper_true_derives_a_seed_every_laptop_agrees_on(tmp_path: Path) -> None:
    profile = load_profile(
        write_profile(tmp_path, PROFILE.replace("same_paper: 1234", "same_paper: true"))
    )
    assert profile.paper_seed == seed_from_name("Week 6 quiz")
    different = load_profile(
        write_profile(tmp_path, PROFILE.replace("same_paper: 1234", "same_paper: false"))
    )
    assert different.paper_seed is None


@pytest.mark.parametrize(
    ("old", "new", "line", "fragment"),
    [
        ("schema: 1", "schema: 2", 1, "unsupported profile schema 2"),
        ("bank: mini\n", "bnk: mini\n", 3, "unknown key 'bnk'; did you mean 'bank'?"),
        ("question_count: 3", "question_count: 0", 4, "question_count must be at least 1"),
        (
            "time_limit_minutes: 10",
            "time_limit_minutes: -5",
            5,
            "time_limit_minutes must be 0 (untimed) or more",
        ),
        ("passing_score: 0.6", "passing_score: 60", 6, "passing_score is a fraction from 0 to 1"),
        (
            "same_paper: 1234",
            "same_paper: maybe",
            7,
            "same_paper is true, false, or a whole-number seed",
        ),
        (
            "show_explanations: false",
            "show_explanations: sometimes",
            8,
            "show_explanations must be true/false",
        ),
        (
            "results_folder: results\n",
            "",
            1,
            "a profile needs results_folder, results_server or both",
        ),
        (
            "results_folder: results\n",
            "results_server: pg.example.org\n",
            10,
            "results_server is a database URL",
        ),
    ],
)
def test_profile_problems_name_their_line(
    tmp_path: Path, old: str, new: str, line: int, fragment: str
) -> None:
    path = write_profile(tmp_path, PROFILE.replace(old, new))
    with pytest.raises(ProfileError) as caught:
        load_profile(path)
    assert any(p.line == line and fragment in p.message for p in caught.value.problems), (
        caught.value.problems
    )
    assert str(caught.value).startswith(f"{path}:")


# ----------------------------------------------------------------- same paper
def test_same_paper_gives_two_students_identical_exams(tmp_path: Path) -> None:
    papers = []
    for student in ("ada", "grace"):
        laptop = open_database(f"sqlite:///{tmp_path / f'{student}.db'}")
        bank_service.import_bank_file(laptop, MINI)
        if student == "grace":  # this laptop was used for practice before the exam
            practice = attempts.spec_for(laptop, "mini", Mode.EXAM, seed=5, question_count=2)
            attempts.start_attempt(laptop, practice).session.submit()
        spec = attempts.spec_for(laptop, "mini", Mode.EXAM, seed=1234, question_count=3)
        exam = attempts.start_attempt(
            laptop, spec, student_name=student, same_paper=True
        ).session.exam
        papers.append([(q.question_id, [c.text for c in q.choices]) for q in exam.questions])
        laptop.close()
    assert papers[0] == papers[1]


# -------------------------------------------------------------- result files
def test_result_document_has_everything_and_a_valid_checksum(db: Database) -> None:
    attempt_id = finish_attempt(db)
    document = classroom.result_document(db, attempt_id)
    assert document["format"] == "exam-simulator-result" and document["format_version"] == 1
    assert document["student"] == {"name": "Ada", "id": "id-Ada"}
    assert document["bank"]["id"] == "mini" and len(document["bank"]["content_hash"]) == 64
    assert document["exam"]["seed"] == 1234 and len(document["questions"]) == 3
    assert document["score"]["total"] == 3 and document["score"]["correct"] >= 1
    first = document["questions"][0]
    assert first["answered"] and first["correct"]
    assert [first["choices"][i]["correct"] for i in first["selected"]] == [True] * len(
        first["selected"]
    )
    assert sum(t["total"] for t in document["topics"]) == 3
    assert verify_checksum(document)
    document["score"]["correct"] = 3
    assert not verify_checksum(document)


def test_atomic_write_leaves_no_partial_file_when_it_crashes(
    db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "results"
    folder.mkdir()
    document = classroom.result_document(db, finish_attempt(db))

    def crash(*_args: object) -> None:
        raise OSError("power cut before the rename")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="power cut"):
        write_result_file(folder, document)
    assert list(folder.iterdir()) == []  # neither the final file nor a half-written one
    monkeypatch.undo()
    path = write_result_file(folder, document)
    assert json.loads(path.read_text(encoding="utf-8")) == document
    assert [p.name for p in folder.iterdir()] == [path.name]


def test_outbox_keeps_the_result_until_the_folder_comes_back(db: Database, tmp_path: Path) -> None:
    stick = tmp_path / "usb-stick" / "results"
    attempt_id = finish_attempt(db)
    (first,) = classroom.deliver_result(db, attempt_id, [str(stick)])
    assert not first.delivered and "not available" in first.error
    assert classroom.pending_count(db) == 1
    # Too early for the retry: nothing happens, still safe in the outbox.
    assert not classroom.deliver_pending(db)[0].delivered
    stick.mkdir(parents=True)
    (delivery,) = classroom.deliver_pending(db, now=utcnow() + timedelta(minutes=10))
    assert delivery.delivered and delivery.to is not None and Path(delivery.to).parent == stick
    assert classroom.pending_count(db) == 0
    # Delivering again (a second submit signal, a restart) writes no second copy.
    classroom.deliver_result(db, attempt_id, [str(stick)])
    assert len(list(stick.glob("*.json"))) == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX FIFOs")
def test_a_special_file_where_the_result_file_goes_is_a_lasting_error(
    db: Database, tmp_path: Path
) -> None:
    """Nothing is written into a FIFO (or folder) named like the result file, and the
    student is told that waiting will not help, not that it 'will be copied'."""
    folder = tmp_path / "results"
    folder.mkdir()
    uuid = classroom.queue_result(db, finish_attempt(db), [str(folder)])
    fifo = folder / classroom.suggested_file_name(db, uuid)
    os.mkfifo(fifo)
    (delivery,) = classroom.deliver_pending(db, force=True)
    assert not delivery.delivered and delivery.lasting
    assert delivery.error == "not a regular file (a FIFO); nothing was written"
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) and [p.name for p in folder.iterdir()] == [
        fifo.name
    ]
    assert classroom.pending_count(db) == 1  # still kept: it can be saved elsewhere


# ---------------------------------------------------------------- wall clock
class _Monotonic:
    def __init__(self) -> None:
        self.now = 500.0

    def __call__(self) -> float:
        return self.now


def test_clock_is_the_wall_clock_unless_the_profile_says_active(tmp_path: Path) -> None:
    # an exam room's clock runs on while a laptop is closed: that is the default
    wall = load_profile(write_profile(tmp_path))
    assert wall.wall_clock and wall.summary()["clock"] == "wall"
    active = load_profile(write_profile(tmp_path, PROFILE + "clock: active\n"))
    assert not active.wall_clock and active.summary()["clock"] == "active"
    with pytest.raises(ProfileError, match="clock"):
        load_profile(write_profile(tmp_path, PROFILE + "clock: sundial\n"))


@pytest.mark.parametrize("wall_clock", [True, False])
def test_time_away_counts_only_on_a_wall_clock(db: Database, wall_clock: bool) -> None:
    started = utcnow()
    spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=5, question_count=3)
    in_app = _Monotonic()
    active = attempts.start_attempt(
        db, spec, clock=in_app, now=lambda: started, wall_clock=wall_clock
    )
    in_app.now += 60  # a minute in the exam, then the app is closed
    active.session.save_progress()

    later = started + timedelta(minutes=4)  # reopened four minutes after the start
    resumed = attempts.resume_attempt(db, active.attempt_id, clock=_Monotonic(), now=lambda: later)
    remaining = resumed.session.remaining_seconds
    assert remaining is not None
    expected = spec.time_limit_seconds - (240 if wall_clock else 60)
    assert abs(remaining - expected) < 1


def test_a_wall_clock_deadline_passed_while_away_ends_the_attempt(db: Database) -> None:
    started = utcnow()
    spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=5, question_count=3)
    active = attempts.start_attempt(
        db, spec, clock=_Monotonic(), now=lambda: started, wall_clock=True
    )
    after = started + timedelta(seconds=spec.time_limit_seconds + 30)
    resumed = attempts.resume_attempt(db, active.attempt_id, clock=_Monotonic(), now=lambda: after)
    resumed.session.tick()
    result = resumed.session.result
    assert resumed.session.is_finished and result is not None and result.timed_out


def test_an_unreadable_or_broken_profile_is_a_profile_error_not_a_bank_error(
    tmp_path: Path,
) -> None:
    with pytest.raises(ProfileError, match="cannot read the profile"):
        load_profile(tmp_path / "missing.yaml")
    broken = write_profile(tmp_path, "schema: 1\nbank: [unclosed\n")
    with pytest.raises(ProfileError, match="YAML syntax error"):
        load_profile(broken)
