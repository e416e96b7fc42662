"""docs/classroom.md's walk, from an empty machine to a graded class, as a test.

The instructor imports a bank of every question type (choice, matching, ordering, a
short answer with a `*` pattern, a number with a tolerance), writes and checks a
profile, packs the build (the profile inside, the bank sealed: no key for any type) and
sets up the results folder or server. Laptops
run the real window as a build would (the packed profile and sealed bank, the profile
located as the frozen app locates it): one student's app is killed mid-exam and
resumed, one runs out of time, one has extra time; an edited copy of the profile is
refused by a packed build and, on a build without the profile inside, flagged by the
report. The instructor's report, gradebook and Moodle file are then checked against
what each student did. The PyInstaller build itself is tests/pg/test_classroom_build.py.
"""

from __future__ import annotations

import csv
import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from cli_helpers import run
from PySide6.QtWidgets import QLabel, QLineEdit, QListWidget, QPushButton
from pytestqt.qtbot import QtBot
from ui_helpers import Clock, click, find, submit_and_confirm, wait_for_box
from widget_answers import answer_with_widgets

from simulator.app import build_main_window
from simulator.formats.loader import load_bank
from simulator.formats.problems import ProfileError
from simulator.formats.profile import load_profile, locate_profile
from simulator.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
BANK = ROOT / "tests" / "data" / "banks" / "classroom-types.yaml"
PLAIN = {q.id: q for q in load_bank(BANK).questions}

PROFILE = textwrap.dedent(
    """\
    schema: 1
    name: Week 6 quiz
    bank: classroom-types
    question_count: 6
    time_limit_minutes: 10
    passing_score: 0.6
    same_paper: true
    accommodations:
      s-017: {{extra_time_percent: 50}}
    {destination}
    """
)
ROSTER = (
    "ID number,First name,Last name\n"
    "s-001,Ada,Lovelace\ns-002,Grace,Hopper\ns-017,Alan,Turing\ns-004,Kurt,Gödel\n"
    "s-005,Emmy,Noether\n"
)

KILLED = textwrap.dedent(
    """
    import os, sys
    from pathlib import Path
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from simulator.app import build_main_window, create_application
    from simulator.formats.profile import load_profile, locate_profile

    laptop, pack, settings, bank = sys.argv[1:5]
    os.environ["EXAM_SIMULATOR_SETTINGS"] = settings
    sys.path.insert(0, "tests/ui")
    from widget_answers import answer_with_widgets
    from simulator.formats.loader import load_bank
    plain = {q.id: q for q in load_bank(Path(bank)).questions}
    app = create_application()
    source = locate_profile(None, Path(laptop) / "classroom.yaml", Path(pack) / "classroom.yaml")
    profile = load_profile(source.path, relative_to=source.relative_to)
    banks = sorted((Path(pack) / "question_banks").iterdir())
    window = build_main_window(f"sqlite:///{laptop}/laptop.db", banks, profile=profile)
    window.show()
    window.start_page.student_name.setText("Ada Lovelace")
    window.start_page.student_id.setText("s-001")
    QTest.mouseClick(window.start_page.start_button, Qt.MouseButton.LeftButton)
    app.processEvents()
    session = window.exam.session
    for index in (0, 1):
        while session.current != index:
            QTest.mouseClick(window.exam_page.next_button, Qt.MouseButton.LeftButton)
        answer_with_widgets(window, plain[session.current_question.question_id], right=True)
        assert session.answer(index).answered, index
    print(window.attempts.current_attempt_id, flush=True)
    app.exec()  # until killed
    """
)


@dataclass(frozen=True)
class Destination:
    profile_line: str
    report_source: tuple[str, ...]


@pytest.fixture(params=["folder", "server"])
def destination(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Destination]:
    if request.param == "folder":
        stick = tmp_path / "stick" / "results"
        yield Destination(f"results_folder: {stick}", (str(stick),))
        return
    server_url = os.environ.get("EXAM_SIMULATOR_PG_URL")
    if not server_url:
        pytest.skip("the results-server walk needs EXAM_SIMULATOR_PG_URL (scripts/pg-test-server)")
    from pg_helpers import fresh_database, results_server_on

    with (
        fresh_database(server_url) as admin_url,
        results_server_on(admin_url, server_url) as access,
    ):
        yield Destination(f"results_server: {access.url}", ("--db", admin_url))


def open_laptop(
    qtbot: QtBot, folder: Path, pack: Path | None, clock: Clock, beside: str | None = None
) -> MainWindow:
    """A laptop's window as the build opens it: the packed profile (or one beside it)."""
    folder.mkdir(exist_ok=True)
    if beside is not None:
        (folder / "classroom.yaml").write_text(beside, encoding="utf-8")
    source = locate_profile(
        None, folder / "classroom.yaml", pack / "classroom.yaml" if pack else None
    )
    assert source is not None
    profile = load_profile(source.path, relative_to=source.relative_to)
    banks = sorted((pack or folder / "bundle").joinpath("question_banks").iterdir())
    window = build_main_window(
        f"sqlite:///{folder / 'laptop.db'}", banks, clock=clock, profile=profile
    )
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def sign_in(qtbot: QtBot, window: MainWindow, name: str, student_id: str) -> None:
    find(window, QLineEdit, "studentName").insert(name)  # as typed (QTest types ASCII only)
    qtbot.keyClicks(find(window, QLineEdit, "studentId"), student_id)


def answer(window: MainWindow, *, right: bool) -> None:
    session = window.exam.session
    answer_with_widgets(window, PLAIN[session.current_question.question_id], right=right)
    assert session.current_answer.answered


def answer_all(window: MainWindow, right: list[bool]) -> None:
    session = window.exam.session
    for index, is_right in enumerate(right):
        window.exam.go_to(index)
        if not session.current_answer.answered:
            answer(window, right=is_right)


def hand_in(qtbot: QtBot, window: MainWindow) -> None:
    delivery = window.attempts.delivery
    assert delivery is not None
    with qtbot.waitSignal(delivery.settled, timeout=20_000):
        submit_and_confirm(qtbot, window)
    qtbot.waitUntil(lambda: window.current_page_name() == "results")


def read_csv(path: Path) -> list[list[str]]:
    with open(path, encoding="utf-8-sig", newline="") as handle:
        return list(csv.reader(handle))


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")
def test_from_an_empty_machine_to_a_graded_class(
    qtbot: QtBot,
    tmp_path: Path,
    clock: Clock,
    destination: Destination,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # ---- the instructor: a bank, a profile checked, a build packed
    library = f"sqlite:///{tmp_path / 'instructor.db'}"
    assert run(capsys, "--db", library, "bank", "import", str(BANK))[0] == 0
    profile = tmp_path / "classroom.yaml"
    profile.write_text(PROFILE.format(destination=destination.profile_line), encoding="utf-8")
    code, out, err = run(capsys, "--db", library, "profile", "check", str(profile))
    assert code == 0 and "ready for class" in out, err
    pack = tmp_path / "pack"
    code, out, err = run(
        capsys, "--db", library, "classroom", "pack", str(profile), "-o", str(pack)
    )
    assert code == 0 and "sealed: no answer key in the build" in out, err
    (sealed,) = (pack / "question_banks").iterdir()
    sealed_text = sealed.read_text(encoding="utf-8")
    for key in ('"correct"', '"pairs"', '"answers"', "nsys", "0.15"):  # no key of any type
        assert key not in sealed_text
    roster = tmp_path / "students.csv"
    roster.write_text(ROSTER, encoding="utf-8")

    # ---- Ada (s-001): her laptop is killed mid-exam, then resumed
    ada = tmp_path / "laptop-ada"
    ada.mkdir()
    child = subprocess.Popen(
        [
            sys.executable,
            "-c",
            KILLED,
            str(ada),
            str(pack),
            str(tmp_path / "ada.ini"),
            str(BANK),
        ],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    assert child.stdout is not None
    line = child.stdout.readline()  # printed once two answers are stored
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=60)
    child.stdout.close()
    assert line.strip().isdigit(), f"the killed laptop failed first (exit {child.returncode})"
    window = open_laptop(qtbot, ada, pack, clock)
    offer = window.start_page.resume_text.text()
    assert "2 of 6 answered" in offer and "clock kept running" in offer
    click(qtbot, find(window, QPushButton, "resumeButton"))
    qtbot.waitUntil(lambda: window.current_page_name() == "exam")
    assert sum(1 for a in window.exam.session.answers if a.answered) == 2
    remaining = window.exam.session.remaining_seconds
    assert remaining is not None and remaining < 600
    answer_all(window, [True] * 6)
    hand_in(qtbot, window)
    # review: score: the score and the topics, never the answers (the build has no key)
    assert "100%" in find(window, QLabel, "scoreLabel").text()
    assert not window.results_page.review_card.isVisible()
    assert find(window, QListWidget, "reviewList").count() == 0
    window.close()

    # ---- Grace (s-002): time runs out after one answer
    window = open_laptop(qtbot, tmp_path / "laptop-grace", pack, clock)
    sign_in(qtbot, window, "Grace Hopper", "s-002")
    click(qtbot, find(window, QPushButton, "startButton"))
    qtbot.waitUntil(lambda: window.current_page_name() == "exam")
    answer(window, right=True)
    delivery = window.attempts.delivery
    assert delivery is not None
    with qtbot.waitSignal(delivery.settled, timeout=20_000):
        clock.advance(10 * 60 + 1)
    wait_for_box(qtbot, window, "timeUpNotice")
    window.close()

    # ---- Alan (s-017): 50% extra time, shown to him and given
    window = open_laptop(qtbot, tmp_path / "laptop-alan", pack, clock)
    sign_in(qtbot, window, "Alan Turing", "s-017")
    assert "15 minutes, with your 50% extra time" in find(window, QLabel, "profileLabel").text()
    click(qtbot, find(window, QPushButton, "startButton"))
    qtbot.waitUntil(lambda: window.current_page_name() == "exam")
    assert window.exam.session.exam.spec.time_limit_minutes == 15
    clock.advance(11 * 60)  # past the room's 10 minutes
    answer_all(window, [True, True, True, True, True, False])
    hand_in(qtbot, window)
    window.close()

    # ---- Kurt (s-004): an edited profile
    edited = profile.read_text(encoding="utf-8").replace("passing_score: 0.6", "passing_score: 0.1")
    with pytest.raises(ProfileError, match="not the classroom profile this app was built with"):
        open_laptop(qtbot, tmp_path / "laptop-kurt", pack, clock, beside=edited)
    # … refused by the packed build; a build without the profile inside runs it:
    kurt = tmp_path / "laptop-kurt-unpacked"
    (kurt / "bundle").mkdir(parents=True)
    (kurt / "bundle" / "question_banks").symlink_to(pack / "question_banks")
    window = open_laptop(qtbot, kurt, None, clock, beside=edited)
    sign_in(qtbot, window, "Kurt Gödel", "s-004")
    click(qtbot, find(window, QPushButton, "startButton"))
    qtbot.waitUntil(lambda: window.current_page_name() == "exam")
    answer_all(window, [True, False, False, False, False, False])
    hand_in(qtbot, window)
    assert "PASS" in find(window, QLabel, "scoreLabel").text()  # by the edited pass mark
    window.close()

    # ---- the instructor's report, gradebook and Moodle grades
    files = {name: tmp_path / f"{name}.csv" for name in ("gradebook", "moodle", "items")}
    code, out, err = run(
        capsys,
        "--db",
        library,
        "results",
        "report",
        *destination.report_source,
        "--profile",
        str(profile),
        "--roster",
        str(roster),
        *(arg for name, path in files.items() for arg in (f"--{name}", str(path))),
        "--html",
        str(tmp_path / "report.html"),
    )
    assert code == 0, err
    assert "Students 4" in out and "Passed 2 of 4" in out
    assert "s-005  Emmy Noether  (not handed in)" in out
    assert "! s-004 Kurt Gödel: attempt" in out and "pass mark 0.1 (profile: 0.6)" in out
    rows = {row[0]: row for row in read_csv(files["gradebook"])[1:]}
    assert list(rows) == ["s-001", "s-002", "s-017", "s-004", "s-005"]
    # id, name, correct, total, percent, passed, time used, attempts, accommodations, status
    assert rows["s-001"][1:6] == ["Ada Lovelace", "6", "6", "100.0", "yes"]
    assert rows["s-001"][9] == "handed in"
    assert rows["s-002"][2:6] == ["1", "6", "16.7", "no"] and rows["s-002"][9] == "timed out"
    assert rows["s-017"][2:6] == ["5", "6", "83.3", "yes"]
    assert rows["s-017"][8] == "extra time 50%" and float(rows["s-017"][6]) > 10
    assert rows["s-004"][2:6] == ["1", "6", "16.7", "no"]  # the instructor's pass mark
    assert "settings digest differs" in rows["s-004"][12]
    assert rows["s-005"][9] == "not handed in"
    moodle = read_csv(files["moodle"])
    assert moodle[0] == ["ID number", "First name", "Last name", "Week 6 quiz"]
    assert sorted(row[0] for row in moodle[1:]) == ["s-001", "s-002", "s-004", "s-017"]
    items = read_csv(files["items"])
    assert [row[0] for row in items[1:]] == ["1", "2", "3", "4", "5", "6"]  # the same paper
    assert all(row[2] for row in items[1:])  # each question's text
    html = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert "answer key not known" not in html  # the sealed results met the instructor's bank
