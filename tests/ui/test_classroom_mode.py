"""Classroom mode: a profile locks the exam, asks for the student, and saves a result file."""

from __future__ import annotations

import json
import os
import stat
import textwrap
from pathlib import Path

from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton
from pytestqt.qtbot import QtBot
from ui_helpers import answer_current, click, find, submit_and_confirm

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


def classroom_window(qtbot: QtBot, tmp_path: Path, clock: object, **changes: str) -> MainWindow:
    text = textwrap.dedent(
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
    qtbot: QtBot, tmp_path: Path, clock: object
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
    qtbot: QtBot, tmp_path: Path, clock: object
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
    # Explanations are withheld when the profile says so, and no drill is offered.
    assert window.results.cards and window.results.cards[0].short_explanation is None
    assert not window.results_page.drill_button.isVisible()


def test_result_waits_in_the_outbox_until_the_folder_is_back(
    qtbot: QtBot, tmp_path: Path, clock: object
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


def test_pdf_report_is_one_page(qtbot: QtBot, tmp_path: Path, clock: object) -> None:
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
    assert b"/Count 1" in data
    assert stat.S_IMODE(pdf.stat().st_mode) == 0o666 & ~current_umask()


def test_a_pdf_is_never_written_into_a_fifo(qtbot: QtBot, tmp_path: Path, clock: object) -> None:
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
    qtbot: QtBot, tmp_path: Path, clock: object
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
        clock=clock,  # type: ignore[arg-type]
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
