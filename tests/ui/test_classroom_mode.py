"""Classroom mode: a profile locks the exam, asks for the student, and saves a result file."""

from __future__ import annotations

import json
import os
import stat
import textwrap
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QLabel, QLineEdit, QPushButton
from pytestqt.qtbot import QtBot
from ui_helpers import (
    Clock,
    answer_current,
    click,
    find,
    press,
    submit_and_confirm,
    wait_for_box,
)

from simulator.app import build_main_window
from simulator.formats.profile import load_profile
from simulator.formats.result_file import verify_checksum
from simulator.ui.main_window import MainWindow
from simulator.ui.pdf_report import write_pdf_report

MINI = Path(__file__).resolve().parent.parent / "data" / "banks" / "mini.yaml"


def current_umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def classroom_window(
    qtbot: QtBot, tmp_path: Path, clock: Clock, extra: str = "", **changes: str
) -> MainWindow:
    text = (
        textwrap.dedent(
            """\
        schema: 1
        name: Week 6 quiz
        bank: mini
        question_count: 3
        time_limit_minutes: 10
        same_paper: 99
        show_explanations: false
        results_folder: {folder}
        """
        ).format(folder=changes.get("folder", "results"))
        + extra
    )
    profile_path = tmp_path / "classroom.yaml"
    profile_path.write_text(text, encoding="utf-8")
    window = build_main_window(
        f"sqlite:///{tmp_path / 'laptop.db'}",
        [MINI],
        clock=clock,
        profile=load_profile(profile_path),
    )
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def sign_in_and_start(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.keyClicks(find(window, QLineEdit, "studentName"), "Ada Lovelace")
    qtbot.keyClicks(find(window, QLineEdit, "studentId"), "s-042")
    click(qtbot, find(window, QPushButton, "startButton"))
    qtbot.waitUntil(lambda: window.current_page_name() == "exam")


def test_settings_are_locked_and_the_student_must_sign_in(
    qtbot: QtBot, tmp_path: Path, clock: Clock
) -> None:
    window = classroom_window(qtbot, tmp_path, clock)
    assert not window.start_page.settings_card.isVisible()
    assert not window.nav_actions["banks"].isVisible()
    assert "Week 6 quiz" in find(window, QLabel, "profileLabel").text()
    click(qtbot, find(window, QPushButton, "startButton"))
    assert window.current_page_name() == "start"
    assert "name and student ID" in window.start_page.start_error.text()
    sign_in_and_start(qtbot, window)
    session = window.exam.session
    assert session.exam.spec.seed == 99 and len(session.exam.questions) == 3
    assert session.exam.spec.mode.value == "exam"


def test_submitting_writes_a_checksummed_result_file(
    qtbot: QtBot, tmp_path: Path, clock: Clock
) -> None:
    (tmp_path / "results").mkdir()
    window = classroom_window(qtbot, tmp_path, clock)
    sign_in_and_start(qtbot, window)
    answer_current(qtbot, window, window.exam.session, right=True)
    assert window.attempts.delivery is not None
    with qtbot.waitSignal(window.attempts.delivery.settled):
        submit_and_confirm(qtbot, window)
    qtbot.waitUntil(lambda: window.current_page_name() == "results")
    (path,) = (tmp_path / "results").glob("*.json")
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["student"] == {"name": "Ada Lovelace", "id": "s-042"}
    assert document["profile"]["name"] == "Week 6 quiz" and document["exam"]["seed"] == 99
    assert verify_checksum(document)
    # The instructor reads it from another account: the umask decides, never 0600.
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~current_umask()
    notice = find(window, QLabel, "resultNotice")
    assert notice.isVisible() and str(path) in notice.text()
    # The default review is a score report: the score, never the answers; no drill.
    assert "%" in find(window, QLabel, "scoreLabel").text()
    assert not window.results_page.review_card.isVisible() and window.results.cards == []
    assert not window.results_page.drill_button.isVisible()


def test_result_waits_in_the_outbox_until_the_folder_is_back(
    qtbot: QtBot, tmp_path: Path, clock: Clock
) -> None:
    window = classroom_window(qtbot, tmp_path, clock, folder="stick/results")
    sign_in_and_start(qtbot, window)
    assert window.attempts.delivery is not None
    with qtbot.waitSignal(window.attempts.delivery.settled):
        submit_and_confirm(qtbot, window)
    notice = find(window, QLabel, "resultNotice")
    assert "safe on this computer" in notice.text()
    assert window.attempts.delivery.timer.isActive()
    (tmp_path / "stick" / "results").mkdir(parents=True)
    # The stick is back; force the retry the timer would make once the backoff is over.
    with qtbot.waitSignal(window.attempts.delivery.settled):
        window.attempts.delivery._run(force=True)
    assert len(list((tmp_path / "stick" / "results").glob("*.json"))) == 1
    assert "saved for your instructor" in notice.text()
    assert not window.attempts.delivery.timer.isActive()


def test_pdf_report_is_a_summary_page_then_the_questions(
    qtbot: QtBot, tmp_path: Path, clock: Clock
) -> None:
    (tmp_path / "results").mkdir()
    window = classroom_window(qtbot, tmp_path, clock)
    sign_in_and_start(qtbot, window)
    submit_and_confirm(qtbot, window)
    qtbot.waitUntil(lambda: window.results.review is not None)
    assert window.results.review is not None
    pdf = tmp_path / "report.pdf"
    write_pdf_report(window.results.review, pdf, student="Ada Lovelace (s-042)")
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF")
    assert (
        data.count(b"/Type /Page\n") + data.count(b"/Type /Page ") + data.count(b"/Type/Page") >= 1
    )
    assert b"/Count 2" in data  # the summary, then this short exam's questions
    assert stat.S_IMODE(pdf.stat().st_mode) == 0o666 & ~current_umask()


def test_a_pdf_is_never_written_into_a_fifo(qtbot: QtBot, tmp_path: Path, clock: Clock) -> None:
    (tmp_path / "results").mkdir()
    window = classroom_window(qtbot, tmp_path, clock)
    sign_in_and_start(qtbot, window)
    submit_and_confirm(qtbot, window)
    qtbot.waitUntil(lambda: window.results.review is not None)
    fifo = tmp_path / "report.pdf"
    os.mkfifo(fifo)
    window.results.save_pdf(fifo)
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    message = window.statusBar().currentMessage()
    assert message == (
        "Could not save the report: not a regular file (a FIFO); nothing was written"
    )


def test_a_classroom_window_opened_the_quick_way_delivers_results_too(
    qtbot: QtBot, tmp_path: Path, clock: Clock
) -> None:
    """Start page from the quick reads; result delivery starts once the library opens."""
    from simulator.services.library import open_library
    from simulator.services.start_view import quick_start_source

    (tmp_path / "results").mkdir()
    first = classroom_window(qtbot, tmp_path, clock)  # creates the laptop's database
    first.close()
    url = f"sqlite:///{tmp_path / 'laptop.db'}"
    source = quick_start_source(url, [MINI])
    assert source is not None
    window = MainWindow(
        open_library=lambda: open_library(url, [MINI]),
        start_source=source,
        clock=clock,
        profile=first.profile,
    )
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert "Week 6 quiz" in find(window, QLabel, "profileLabel").text()
    assert window.attempts.delivery is None, "nothing waits on the library before the first paint"
    window.finish_opening()
    assert window.attempts.delivery is not None
    sign_in_and_start(qtbot, window)
    answer_current(qtbot, window, window.exam.session, right=True)
    with qtbot.waitSignal(window.attempts.delivery.settled):
        submit_and_confirm(qtbot, window)
    (path,) = (tmp_path / "results").glob("*.json")
    assert verify_checksum(json.loads(path.read_text(encoding="utf-8")))


# ------------------------------------------------------------------ a graded exam


def test_classroom_mode_reads_as_an_exam(qtbot: QtBot, tmp_path: Path, clock: Clock) -> None:
    window = classroom_window(qtbot, tmp_path, clock)
    assert find(window, QLabel, "pageTitle").text() == "Exam"
    hidden = {a.objectName() for a in window.findChildren(QAction) if not a.isVisible()}
    assert {"reviewSettingsAction", "extraTimeMenu"} <= hidden
    sign_in_and_start(qtbot, window)
    assert window.exam_page.guess_button.isHidden()
    before = window.exam.session.current_answer.guessed
    press(qtbot, window, Qt.Key.Key_G)  # the key does nothing either
    assert window.exam.session.current_answer.guessed == before
    click(qtbot, window.exam_page.help_button)  # and help speaks of this exam, not of practice
    help_box = wait_for_box(qtbot, window, "shortcutHelp")
    assert "Your instructor set this exam" in help_box.text()
    assert "I guessed" not in help_box.text() and "Practice" not in help_box.text()
    help_box.close()


def test_a_profile_naming_an_unknown_topic_is_refused_with_its_line(
    qtbot: QtBot, tmp_path: Path, clock: Clock
) -> None:
    window = classroom_window(qtbot, tmp_path, clock, extra="topics: [profiling, nosuchtopic]\n")
    error = window.start_page.start_error
    assert error.isVisible()
    assert (
        f"{tmp_path / 'classroom.yaml'}:9: bank 'mini' has no topic 'nosuchtopic'" in error.text()
    )
    assert not find(window, QPushButton, "startButton").isEnabled()


def test_one_attempt_then_the_exam_is_over_for_that_student(
    qtbot: QtBot, tmp_path: Path, clock: Clock
) -> None:
    (tmp_path / "results").mkdir()
    window = classroom_window(qtbot, tmp_path, clock)
    sign_in_and_start(qtbot, window)
    submit_and_confirm(qtbot, window)
    qtbot.waitUntil(lambda: window.current_page_name() == "results")
    assert not find(window, QPushButton, "newExamButton").isVisible()
    window.show_page("start")
    click(qtbot, find(window, QPushButton, "startButton"))
    assert window.current_page_name() == "start"
    assert (
        "You have no attempt left at this exam (attempts allowed: 1)"
        in window.start_page.start_error.text()
    )


def test_an_unfinished_attempt_cannot_be_discarded_when_it_is_the_only_one(
    qtbot: QtBot, tmp_path: Path, clock: Clock
) -> None:
    first = classroom_window(qtbot, tmp_path, clock)
    sign_in_and_start(qtbot, first)
    answer_current(qtbot, first, first.exam.session, right=True)
    first.close()  # killed or closed: the exam stays unfinished
    window = classroom_window(qtbot, tmp_path, clock)
    assert find(window, QPushButton, "resumeButton").isVisible()
    offer = window.start_page.resume_text.text()
    assert "1 of 3 answered" in offer and "clock kept running" in offer
    qtbot.keyClicks(find(window, QLineEdit, "studentName"), "Ada Lovelace")
    qtbot.keyClicks(find(window, QLineEdit, "studentId"), "s-042")
    click(qtbot, find(window, QPushButton, "startButton"))
    box = wait_for_box(qtbot, window, "unfinishedAttempt")
    texts = [button.text() for button in box.buttons()]
    assert "Resume it" in texts and "Discard and start new" not in texts
    assert "cannot be discarded" in box.informativeText()
    click(qtbot, next(b for b in box.buttons() if b.text() == "Resume it"))
    qtbot.waitUntil(lambda: window.current_page_name() == "exam")
    assert sum(1 for a in window.exam.session.answers if a.answered) == 1


def test_extra_time_is_shown_to_the_student_it_is_granted_to(
    qtbot: QtBot, tmp_path: Path, clock: Clock
) -> None:
    window = classroom_window(
        qtbot, tmp_path, clock, extra="accommodations: {s-042: {extra_time_percent: 50}}\n"
    )
    label = find(window, QLabel, "profileLabel")
    assert "10 minutes ·" in label.text()
    sign_in_and_start(qtbot, window)
    assert window.exam.session.exam.spec.time_limit_minutes == 15
    window.show_page("start")
    assert "15 minutes, with your 50% extra time" in label.text()


def test_review_none_confirms_the_hand_in_without_a_score(
    qtbot: QtBot, tmp_path: Path, clock: Clock
) -> None:
    (tmp_path / "results").mkdir()
    window = classroom_window(qtbot, tmp_path, clock, extra="review: none\n")
    sign_in_and_start(qtbot, window)
    submit_and_confirm(qtbot, window)
    qtbot.waitUntil(lambda: window.current_page_name() == "results")
    score = find(window, QLabel, "scoreLabel").text()
    assert score == "Handed in" and "%" not in find(window, QLabel, "scoreDetails").text()
    page = window.results_page
    assert not page.topics_card.isVisible() and not page.review_card.isVisible()
    assert not page.pdf_button.isVisible()


def test_a_folder_that_can_never_work_is_explained_and_a_copy_can_be_saved(
    qtbot: QtBot, tmp_path: Path, clock: Clock
) -> None:
    (tmp_path / "notes.txt").write_text("a file where the folder should be", encoding="utf-8")
    window = classroom_window(qtbot, tmp_path, clock, folder="notes.txt/results")
    sign_in_and_start(qtbot, window)
    delivery = window.attempts.delivery
    assert delivery is not None
    with qtbot.waitSignal(delivery.settled):
        submit_and_confirm(qtbot, window)
    notice = find(window, QLabel, "resultNotice").text()
    assert "will not reach your instructor by itself" in notice
    assert "automatically" not in notice
    save = find(window, QPushButton, "saveResultButton")
    assert save.isVisible()
    click(qtbot, save)
    dialog = window.findChild(QFileDialog, "saveResultDialog")
    assert dialog is not None and dialog.isVisible()
    copy = tmp_path / "copy.json"
    dialog.fileSelected.emit(str(copy))
    dialog.close()
    assert verify_checksum(json.loads(copy.read_text(encoding="utf-8")))
    assert f"A copy is saved as {copy}" in find(window, QLabel, "resultNotice").text()


def test_with_two_attempts_a_discarded_one_is_handed_in_as_abandoned(
    qtbot: QtBot, tmp_path: Path, clock: Clock
) -> None:
    (tmp_path / "results").mkdir()
    first = classroom_window(qtbot, tmp_path, clock, extra="attempts: 2\n")
    sign_in_and_start(qtbot, first)
    answer_current(qtbot, first, first.exam.session, right=True)
    first.close()
    window = classroom_window(qtbot, tmp_path, clock, extra="attempts: 2\n")
    qtbot.keyClicks(find(window, QLineEdit, "studentName"), "Ada Lovelace")
    qtbot.keyClicks(find(window, QLineEdit, "studentId"), "s-042")
    click(qtbot, find(window, QPushButton, "startButton"))
    box = wait_for_box(qtbot, window, "unfinishedAttempt")
    delivery = window.attempts.delivery
    assert delivery is not None
    with qtbot.waitSignal(delivery.settled):
        click(qtbot, next(b for b in box.buttons() if b.text() == "Discard and start new"))
    qtbot.waitUntil(lambda: window.current_page_name() == "exam")
    (path,) = (tmp_path / "results").glob("*.json")
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["state"] == "abandoned" and document["score"]["correct"] == 1
    # That was one of the two: after this one, the exam is over for Ada.
    submit_and_confirm(qtbot, window)
    qtbot.waitUntil(lambda: window.current_page_name() == "results")
    assert not find(window, QPushButton, "newExamButton").isVisible()
