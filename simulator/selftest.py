"""`exam-simulator --self-test`: prove this install (or frozen build) really works.

Offscreen, on a temporary database: import the bundled banks, drive a short exam
through the real window (clicks, not internals) to the results page, and check the
score; then open the window again the quick way (start page first, library after the
first paint) and check it shows that attempt. A build with the PostgreSQL driver
loads it, and with a results server (the profile's, or `EXAM_SIMULATOR_SELF_TEST_SERVER`)
logs in as a laptop would. Classroom technicians run it on each laptop before an exam day.
"""

from __future__ import annotations

import os
import sys
import tempfile
import traceback
from pathlib import Path
from typing import TYPE_CHECKING

from simulator.domain.grading import is_right
from simulator.domain.paper import QuestionStatus
from simulator.domain.question_types import (
    Matching,
    Numeric,
    Ordering,
    SealedMatching,
    ShortAnswer,
    format_number,
    literal_parts,
)

if TYPE_CHECKING:
    from simulator.formats.profile import ExamProfile
    from simulator.ui.main_window import MainWindow

QUESTIONS = 5
#: A results server to reach (the student URL), instead of the classroom profile's.
SERVER_ENV = "EXAM_SIMULATOR_SELF_TEST_SERVER"
#: Skip logging in to the profile's results server (a build machine off the class network).
OFFLINE_ENV = "EXAM_SIMULATOR_SELF_TEST_OFFLINE"


class SelfTestFailure(Exception):
    pass


def run_self_test(profile_path: Path | None = None) -> int:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory(prefix="exam-simulator-self-test-") as folder:
        os.environ["EXAM_SIMULATOR_SETTINGS"] = str(Path(folder) / "settings.ini")
        try:
            profile = _classroom_profile(profile_path)
            _check_results_server(profile)
            url = f"sqlite:///{Path(folder) / 'self-test.db'}"
            score = _drive_exam(url, profile)
            _reopen_quickly(url, score)
            if profile is not None:
                _open_classroom(f"sqlite:///{Path(folder) / 'classroom.db'}", profile)
        except SelfTestFailure as exc:
            print(f"self-test failed: {exc}", file=sys.stderr)
            return 1
        except Exception:
            print("self-test failed with an unexpected error:", file=sys.stderr)
            traceback.print_exc()
            return 1
    print("self-test ok")
    return 0


def _classroom_profile(profile_path: Path | None) -> ExamProfile | None:
    """The profile this install runs with (--profile, built in, or beside the executable)."""
    from simulator.app import load_classroom_profile
    from simulator.formats.problems import FileProblemsError

    try:
        return load_classroom_profile(profile_path)
    except FileProblemsError as exc:
        raise SelfTestFailure(f"the classroom profile cannot be used:\n{exc}") from None


def _check_results_server(profile: ExamProfile | None) -> None:
    """A build with the PostgreSQL driver must load it, and reach a results server when
    one is named (`EXAM_SIMULATOR_SELF_TEST_SERVER`, else the classroom profile's, unless
    `EXAM_SIMULATOR_SELF_TEST_OFFLINE=1`), as a laptop would: logged in as the student
    role, allowed to hand in and nothing more."""
    from simulator import paths
    from simulator.services import hand_in
    from simulator.services.start_view import DatabaseError

    server = os.environ.get(SERVER_ENV)
    if server is None and profile is not None and os.environ.get(OFFLINE_ENV) != "1":
        server = profile.results_server
    needs_driver = (
        bool(paths.build_info().get("postgres"))
        or server is not None
        or (profile is not None and profile.results_server is not None)
    )
    if not needs_driver:
        return
    version = hand_in.driver_version()
    _check(version is not None, "the PostgreSQL driver does not load (is it in the build?)")
    print(f"PostgreSQL driver: libpq {version}")
    if server is None:
        return
    try:
        rights = hand_in.check_student_url(server)
    except DatabaseError as exc:
        raise SelfTestFailure(f"the results server: {exc}") from None
    _check(rights.hand_in, "the results server does not let this login hand in results")
    _check(
        not (rights.read or rights.change),
        "the results server URL may read or change results: use the student URL",
    )
    print("results server: reached; this login can hand in results, and nothing more")


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise SelfTestFailure(message)


def _quiet_offscreen_notes() -> None:
    """The offscreen platform reports window features it lacks; they are not failures."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    def handler(kind: QtMsgType, _context: object, message: str) -> None:
        if "This plugin does not support" not in message:
            print(message, file=sys.stderr)

    qInstallMessageHandler(handler)


def _drive_exam(database_url: str, profile: ExamProfile | None = None) -> str:
    """A short exam through the real window; the percent score it showed ("100%").

    With a classroom profile, its bank and topics must be among the bundled banks."""
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

    from simulator import paths
    from simulator.app import build_main_window, create_application
    from simulator.ui.format import format_score
    from simulator.ui.words import verdict

    _quiet_offscreen_notes()
    app = create_application()
    assert isinstance(app, QApplication)
    banks = paths.bundled_bank_paths()
    _check(bool(banks), f"no bundled banks in {paths.question_banks_dir()}")
    window = build_main_window(database_url)
    window.show()
    start = window.start_page
    _check(start.bank_combo.count() >= len(banks), "the bundled banks are not in the bank list")
    if profile is not None:
        from simulator.formats.profile import check_against_banks

        problems = check_against_banks(profile, {b.key: b.outline() for b in window.start.banks})
        _check(
            not problems,
            "the classroom profile does not fit the bundled banks:\n"
            + "\n".join(map(str, problems)),
        )
    start.mode_combo.setCurrentIndex(0)
    start.question_count_spin.setValue(QUESTIONS)
    start.time_limit_spin.setValue(10)
    QTest.mouseClick(start.start_button, Qt.MouseButton.LeftButton)
    app.processEvents()
    _check(window.current_page_name() == "exam", "the exam did not start")
    session = window.exam.session
    sealed_build = False
    for index in range(QUESTIONS):
        item = session.current_question
        progress = window.findChild(QLabel, "progressLabel")
        _check(
            progress is not None
            and progress.text()
            == QCoreApplication.translate("ExamController", "Question {number} of {count}").format(
                number=index + 1, count=QUESTIONS
            ),
            "wrong progress label",
        )
        # A sealed classroom bank knows only a digest of its key: any answer will do there.
        sealed = item.question.sealed is not None
        sealed_build |= sealed
        _answer(window, sealed)
        answer = session.current_answer
        _check(
            answer.status(item.question) is QuestionStatus.ANSWERED
            and (sealed or is_right(item.question, answer)),
            f"the widgets did not give the answer to question {index + 1}"
            f" ({item.question.type.label})",
        )
        if index < QUESTIONS - 1:
            QTest.mouseClick(window.exam_page.next_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(window.exam_page.submit_button, Qt.MouseButton.LeftButton)
    _check(window.exam_page.review.isVisible(), "the review screen did not open")
    QTest.mouseClick(window.exam_page.review.end_button, Qt.MouseButton.LeftButton)
    box = window.findChild(QMessageBox, "confirmSubmit")
    _check(box is not None and box.isVisible(), "the submit confirmation did not appear")
    assert box is not None
    QTest.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    app.processEvents()
    _check(window.current_page_name() == "results", "the results page did not appear")
    score = window.results_page.score_label.text()
    # in the interface's language: the self-test proves the build's translations load too
    passed, failed = verdict(True), verdict(False)
    if sealed_build:  # scored by digest: a score and a verdict, whatever they are
        _check("%" in score and (passed in score or failed in score), f"no score: {score!r}")
    else:
        _check(format_score(100) in score and passed in score, f"unexpected score {score!r}")
    _check(
        window.results_page.review_list.count() == QUESTIONS,
        "the review does not list every question",
    )
    window.close()
    window.deleteLater()
    app.processEvents()
    return score.split("  ")[0]  # "100%  PASS": the score, in the locale's way


def _answer(window: MainWindow, sealed: bool) -> None:
    """Answer the current question through its widgets, as a candidate would: rightly,
    or (a sealed build, which knows no key) with any complete answer."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QComboBox, QLineEdit, QListWidget, QPushButton

    session = window.exam.session
    item = session.current_question
    question, payload = item.question, item.question.payload
    if payload is None:
        for position, choice in enumerate(item.choices):
            if choice.correct or (sealed and position < question.choose):
                button = window.exam_page.choices.buttons[position]
                QTest.mouseClick(button, Qt.MouseButton.LeftButton, pos=button.rect().center())
    elif isinstance(payload, Matching | SealedMatching):
        shown = [option for option, _text in item.options]
        for left in range(len(payload.lefts)):
            wanted = payload.key[left] if isinstance(payload, Matching) else shown[0]
            combo = window.findChild(QComboBox, f"matchCombo{left}")
            _check(combo is not None, f"no drop-down for matching item {left + 1}")
            assert combo is not None
            combo.setFocus()
            for _ in range(shown.index(wanted) + 1):  # from "not matched" down to it
                QTest.keyClick(combo, Qt.Key.Key_Down)
    elif isinstance(payload, Ordering):
        rows = window.findChild(QListWidget, "orderList")
        up = window.findChild(QPushButton, "moveUpButton")
        _check(rows is not None and up is not None, "no ordering list")
        assert rows is not None and up is not None
        for place in range(1 if sealed else len(payload.items) - 1):
            order = item.shown_order(session.current_answer)
            row = order.index(place) if not sealed else 1  # sealed: any move answers it
            for at in range(row, place, -1):
                rect = rows.visualItemRect(rows.item(at))
                QTest.mouseClick(rows.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
                QTest.mouseClick(up, Qt.MouseButton.LeftButton)
    else:
        edit = window.findChild(QLineEdit, "answerEdit")
        _check(edit is not None, "no answer box")
        assert edit is not None
        edit.setFocus()
        edit.insert(_right_text(payload) if not sealed else "1")


def _right_text(payload: ShortAnswer | Numeric) -> str:
    """An accepted answer as a candidate types it (a `*` pattern's stars filled in)."""
    if isinstance(payload, Numeric):
        return format_number(payload.answers[0].value)
    return "x".join(literal_parts(payload.answers[0]))


def _reopen_quickly(database_url: str, score: str) -> None:
    from PySide6.QtWidgets import QApplication

    from simulator.app import create_application, open_main_window

    app = create_application()
    assert isinstance(app, QApplication)
    window = open_main_window(database_url)
    painted: list[bool] = []
    window.first_painted.connect(lambda: painted.append(True))
    window.show()
    for _ in range(200):
        if painted:
            break
        app.processEvents()
    _check(bool(painted), "the window did not paint")
    recent = window.start_page.recent_list
    _check(
        recent.count() == 1 and score in recent.item(0).text(),
        "the start page does not show the attempt just made",
    )
    window.finish_opening()
    _check(
        bool(window.start_page.readiness_label.text()),  # empty until the library is open
        "the library did not open after the first paint",
    )
    window.close()
    window.deleteLater()
    app.processEvents()


def _open_classroom(database_url: str, profile: ExamProfile) -> None:
    """The classroom window this install opens: the exam is the profile's and can start."""
    from PySide6.QtWidgets import QApplication

    from simulator.app import build_main_window, create_application

    app = create_application()
    assert isinstance(app, QApplication)
    window = build_main_window(database_url, profile=profile)
    window.show()
    app.processEvents()
    start = window.start_page
    _check(
        start.start_button.isEnabled() and not start.start_error.isVisible(),
        f"the classroom exam cannot start: {start.start_error.text()}",
    )
    _check(start.bank_combo.currentData() == profile.bank, "the classroom exam's bank is not set")
    where = [str(profile.results_folder)] if profile.results_folder else []
    where += ["the results server"] if profile.results_server else []
    print(f"classroom profile: {profile.name}; results go to {' and '.join(where)}")
    window.close()
    window.deleteLater()
    app.processEvents()
