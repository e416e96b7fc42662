"""The instructor's gradebook: each student once, a roster, the profile's rules, CSV files.

Results are made the way laptops make them (a profile, the services, result files);
the report reads them back like any folder of result files.
"""

from __future__ import annotations

import csv
import json
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import run

from simulator.data.db import Database, open_database
from simulator.domain.gradebook import AttemptChoice
from simulator.formats.gradebook_tables import split_name, write_gradebook, write_moodle_grades
from simulator.formats.problems import FileProblemsError
from simulator.formats.profile import ExamProfile, load_profile
from simulator.formats.result_file import compute_checksum, write_result_file
from simulator.formats.roster import load_roster
from simulator.services import attempts, classroom, classroom_exam
from simulator.services import banks as bank_service
from simulator.services.results import expected_settings, load_results, report_from_loaded

MINI = Path(__file__).parent.parent / "data" / "banks" / "mini.yaml"
PROFILE = textwrap.dedent(
    """\
    schema: 1
    name: Week 6 quiz
    bank: mini
    question_count: 4
    time_limit_minutes: 10
    passing_score: 0.5
    same_paper: 77
    attempts: 2
    results_folder: results
    accommodations: {s-3: {extra_time_percent: 50}}
    """
)


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(f"sqlite:///{tmp_path / 'laptop.db'}")
    bank_service.import_bank_file(database, MINI)
    yield database
    database.close()


def profile_at(folder: Path, text: str = PROFILE) -> ExamProfile:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "classroom.yaml"
    path.write_text(text, encoding="utf-8")
    return load_profile(path)


def sit(
    db: Database, profile: ExamProfile, student: str, right: int, *, abandon: bool = False
) -> dict[str, Any]:
    """One attempt by `student` with the first `right` questions answered right, the rest
    answered wrong; its result document."""
    sitting = classroom_exam.sitting_for(db, profile, student)
    active = attempts.start_attempt(
        db,
        sitting.spec,
        student_name=f"Student {student.upper()}",
        student_id=student,
        profile=sitting.record,
        same_paper=True,
        extra_time_percent=sitting.extra_time_percent,
    )
    session = active.session
    for index, item in enumerate(session.exam.questions):
        session.go_to(index)
        wanted = (
            sorted(item.question.correct_ids)
            if index < right
            else [next(c.id for c in item.choices if not c.correct)]
        )
        for choice_id in wanted:
            session.select(choice_id)
    if abandon:
        attempts.abandon_attempt(db, active.attempt_id)
    else:
        session.submit()
    return classroom.result_document(db, active.attempt_id)


@pytest.fixture
def class_folder(db: Database, tmp_path: Path) -> Path:
    """s-1: 4/4; s-2: 1/4 then 3/4; s-3 (extra time): abandoned, then 2/4;
    s-4 sat under an edited profile (pass mark 0.1): 1/4; s-5 on the roster, absent."""
    profile = profile_at(tmp_path / "instructor")
    edited = profile_at(
        tmp_path / "laptop", PROFILE.replace("passing_score: 0.5", "passing_score: 0.1")
    )
    folder = tmp_path / "results"
    folder.mkdir()
    for student, right, abandon, used in (
        ("s-1", 4, False, profile),
        ("s-2", 1, False, profile),
        ("s-2", 3, False, profile),
        ("s-3", 1, True, profile),
        ("s-3", 2, False, profile),
        ("s-4", 1, False, edited),
    ):
        write_result_file(folder, sit(db, used, student, right, abandon=abandon))
    return folder


@pytest.fixture
def roster(tmp_path: Path) -> Path:
    path = tmp_path / "students.csv"
    path.write_text(
        "\ufeffID number;First name;Last name\n"
        "s-1;Ada;Lovelace\ns-2;Grace;Hopper\ns-3;Alan;Turing\ns-4;Kurt;Gödel\ns-5;Emmy;Noether\n",
        encoding="utf-8",
    )
    return path


def test_each_student_counts_once_and_the_absent_are_listed(
    class_folder: Path, roster: Path, tmp_path: Path
) -> None:
    profile = load_profile(tmp_path / "instructor" / "classroom.yaml")
    loaded = load_results(class_folder)
    report = report_from_loaded(
        loaded, roster=load_roster(roster), expected=expected_settings(profile)
    )
    (bank,) = report.banks
    rows = {row.student_id: row for row in bank.gradebook}
    assert list(rows) == ["s-1", "s-2", "s-3", "s-4", "s-5"]  # the roster's order
    assert rows["s-1"].name == "Ada Lovelace"
    # "best" (the default): s-2's 3/4 counts; the class has 4 graded students, not 5 attempts
    assert rows["s-2"].counted is not None and rows["s-2"].counted.correct == 3
    assert bank.summary.students == 4
    # the abandoned attempt is listed with the student, never graded
    assert [a.sitting.state for a in rows["s-3"].attempts] == ["abandoned", "submitted"]
    assert rows["s-3"].counted is not None and rows["s-3"].counted.correct == 2
    assert rows["s-3"].accommodations == "extra time 50%"
    # the edited profile is caught, and the pass is judged by the instructor's mark
    assert rows["s-4"].counted is not None and rows["s-4"].counted.passed  # what the laptop said
    assert rows["s-4"].passed is False
    assert any("settings digest differs" in note for note in rows["s-4"].notes)
    assert any("pass mark 0.1 (profile: 0.5)" in note for note in rows["s-4"].notes)
    assert not rows["s-1"].notes and not rows["s-2"].notes
    # absent
    assert rows["s-5"].counted is None and rows["s-5"].status == "not handed in"
    assert bank.summary.passed == 3  # s-1, s-2, s-3 by the 0.5 mark; s-4 fails it


@pytest.mark.parametrize(("choice", "correct"), [("first", 1), ("best", 3), ("last", 3)])
def test_the_instructor_chooses_which_attempt_counts(
    class_folder: Path, choice: str, correct: int
) -> None:
    report = report_from_loaded(load_results(class_folder), choice=AttemptChoice(choice))
    row = next(r for r in report.banks[0].gradebook if r.student_id == "s-2")
    assert row.counted is not None and row.counted.correct == correct


def read_csv(path: Path) -> list[list[str]]:
    with open(path, encoding="utf-8-sig", newline="") as handle:
        return list(csv.reader(handle))


def test_gradebook_and_moodle_files_import_without_editing(
    class_folder: Path, roster: Path, tmp_path: Path
) -> None:
    report = report_from_loaded(load_results(class_folder), roster=load_roster(roster))
    gradebook = tmp_path / "gradebook.csv"
    write_gradebook(report, gradebook)
    rows = read_csv(gradebook)
    assert rows[0] == [
        "student id",
        "name",
        "correct",
        "total",
        "percent",
        "passed",
        "time used (minutes)",
        "attempts",
        "accommodations",
        "status",
        "counted attempt",
        "finished at",
        "notes",
    ]
    by_id = {row[0]: row for row in rows[1:]}
    assert len(rows) == 6 and list(by_id) == ["s-1", "s-2", "s-3", "s-4", "s-5"]
    assert by_id["s-1"][1:6] == ["Ada Lovelace", "4", "4", "100.0", "yes"]
    assert by_id["s-3"][7:10] == ["2", "extra time 50%", "handed in"]
    assert by_id["s-5"][2:10] == ["", "", "", "", "", "0", "", "not handed in"]
    moodle = tmp_path / "moodle.csv"
    write_moodle_grades(report, moodle, "Week 6 quiz")
    grades = read_csv(moodle)
    assert grades[0] == ["ID number", "First name", "Last name", "Week 6 quiz"]
    assert grades[1:] == [
        ["s-1", "Ada", "Lovelace", "100.0"],
        ["s-2", "Grace", "Hopper", "75.0"],
        ["s-3", "Alan", "Turing", "50.0"],
        ["s-4", "Kurt", "Gödel", "25.0"],
    ]  # graded students only: Moodle leaves the absent without a grade
    assert split_name("Jean-Luc de la Tour") == ("Jean-Luc de la", "Tour")


def test_report_command_with_profile_roster_and_every_file(
    class_folder: Path, roster: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    library = f"sqlite:///{tmp_path / 'library.db'}"
    assert run(capsys, "--db", library, "bank", "import", str(MINI))[0] == 0
    out_files = {name: tmp_path / f"{name}.csv" for name in ("gradebook", "moodle", "items")}
    code, out, err = run(
        capsys,
        "--db",
        library,
        "results",
        "report",
        str(class_folder),
        "--profile",
        str(tmp_path / "instructor" / "classroom.yaml"),
        "--roster",
        str(roster),
        "--attempt",
        "first",
        *(arg for name, path in out_files.items() for arg in (f"--{name}", str(path))),
    )
    assert code == 0, err
    assert "Students by score (first attempt of each)" in out
    assert "No graded result" in out and "s-5  Emmy Noether  (not handed in)" in out
    assert "! s-4 Kurt Gödel: attempt" in out and "pass mark 0.1 (profile: 0.5)" in out
    assert all(path.exists() for path in out_files.values())
    items = read_csv(out_files["items"])
    assert items[0][:4] == ["position", "question id", "text", "topic"]
    assert [row[0] for row in items[1:]] == ["1", "2", "3", "4"]
    assert all(row[2] and "`" not in row[2] for row in items[1:])  # plain question text


def test_conflicting_copies_of_one_attempt_are_both_listed_and_neither_counted(
    db: Database, tmp_path: Path
) -> None:
    folder = tmp_path / "results"
    folder.mkdir()
    genuine = sit(db, profile_at(tmp_path / "p"), "s-1", 1)
    write_result_file(folder, genuine)
    forged = json.loads(json.dumps(genuine))
    for question in forged["questions"]:  # a consistent forgery: every answer made right
        question["selected"] = [i for i, c in enumerate(question["choices"]) if c["correct"]]
        question["correct"] = question["answered"] = True
        question["status"] = "answered"
    forged["score"].update(correct=4, percent=100.0, passed=True)
    for topic in forged["topics"]:
        topic.update(correct=topic["total"], percent=100.0)
    forged["checksum"] = {"algorithm": "sha256", "value": compute_checksum(forged)}
    (folder / "s-1-forged.json").write_text(json.dumps(forged), encoding="utf-8")
    loaded = load_results(folder)
    assert loaded.results == [] and len(loaded.conflicts) == 1
    assert {path.name for path in loaded.conflicts[0].paths} == {
        "s-1-forged.json",
        next(p.name for p in folder.iterdir() if p.name != "s-1-forged.json"),
    }
    report = report_from_loaded(loaded)
    assert any("with different content; none counted" in line for line in report.warnings)


def test_a_result_whose_numbers_contradict_themselves_is_damaged(
    db: Database, tmp_path: Path
) -> None:
    folder = tmp_path / "results"
    folder.mkdir()
    document = sit(db, profile_at(tmp_path / "p"), "s-1", 0)
    document["score"].update(percent=100.0, passed=True)  # 0 of 4 correct, 100%, passed
    document["checksum"] = {"algorithm": "sha256", "value": compute_checksum(document)}
    (folder / "s-1.json").write_text(json.dumps(document), encoding="utf-8")
    loaded = load_results(folder)
    assert loaded.results == []
    (bad,) = loaded.corrupt
    assert bad.reason.startswith("damaged: its numbers contradict each other")
    assert "0 of 4 correct is 0.0%, not 100%" in bad.reason


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("name,email\nAda,a@x\n", "students.csv:1: no student ID column"),
        ("id,name\ns-1,Ada\nS-1,Ada again\n", "students.csv:3: student ID 'S-1' also at line 2"),
        ("id,name\n,Nobody\n", "students.csv:2: no student ID in this row"),
    ],
)
def test_roster_problems_name_their_line(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "students.csv"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(FileProblemsError) as caught:
        load_roster(path)
    assert message in str(caught.value)


def test_a_roster_with_full_names_and_tabs(tmp_path: Path) -> None:
    path = tmp_path / "students.csv"
    path.write_text("Student ID\tFull name\ns-9\tAda Lovelace\n\n", encoding="utf-8")
    (entry,) = load_roster(path)
    assert (entry.student_id, entry.name) == ("s-9", "Ada Lovelace")
