"""`exam-simulator --self-test`: prove this install (or frozen build) really works.

Offscreen, on a temporary database: import the bundled banks, drive a short exam
through the real window (clicks, not internals) to the results page, and check the
score; then open the window again the quick way (start page first, library after the
first paint) and check it shows that attempt. Classroom technicians run it on each
laptop before an exam day.
"""

from __future__ import annotations

import os
import sys
import tempfile
import traceback
from pathlib import Path

QUESTIONS = 5


class SelfTestFailure(Exception):
    pass


def run_self_test() -> int:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory(prefix="exam-simulator-self-test-") as folder:
        os.environ["EXAM_SIMULATOR_SETTINGS"] = str(Path(folder) / "settings.ini")
        try:
            url = f"sqlite:///{Path(folder) / 'self-test.db'}"
            _drive_exam(url)
            _reopen_quickly(url)
        except SelfTestFailure as exc:
            print(f"self-test failed: {exc}", file=sys.stderr)
            return 1
        except Exception:
            print("self-test failed with an unexpected error:", file=sys.stderr)
            traceback.print_exc()
            return 1
    print("self-test ok")
    return 0


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


def _drive_exam(database_url: str) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

    from simulator import paths
    from simulator.app import build_main_window, create_application

    _quiet_offscreen_notes()
    app = create_application()
    assert isinstance(app, QApplication)
    banks = paths.bundled_bank_paths()
    _check(bool(banks), f"no bundled banks in {paths.question_banks_dir()}")
    window = build_main_window(database_url)
    window.show()
    start = window.start_page
    _check(start.bank_combo.count() >= len(banks), "the bundled banks are not in the bank list")
    start.mode_combo.setCurrentIndex(0)
    start.question_count_spin.setValue(QUESTIONS)
    start.time_limit_spin.setValue(10)
    QTest.mouseClick(start.start_button, Qt.MouseButton.LeftButton)
    app.processEvents()
    _check(window.current_page_name() == "exam", "the exam did not start")
    session = window.exam.session
    for index in range(QUESTIONS):
        item = session.current_question
        progress = window.findChild(QLabel, "progressLabel")
        _check(
            progress is not None and progress.text() == f"Question {index + 1} of {QUESTIONS}",
            "wrong progress label",
        )
        for position, choice in enumerate(item.choices):
            if choice.correct:
                button = window.exam_page.choices.buttons[position]
                QTest.mouseClick(button, Qt.MouseButton.LeftButton, pos=button.rect().center())
        _check(
            session.current_answer.selected == item.question.correct_ids,
            f"clicking did not select the answer of question {index + 1}",
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
    _check("100%" in score and "PASS" in score, f"unexpected score {score!r}")
    _check(
        window.results_page.review_list.count() == QUESTIONS,
        "the review does not list every question",
    )
    window.close()
    window.deleteLater()
    app.processEvents()


def _reopen_quickly(database_url: str) -> None:
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
        recent.count() == 1 and "100%" in recent.item(0).text(),
        "the start page does not show the attempt just made",
    )
    window.finish_opening()
    _check(
        window.start_page.readiness_label.text().startswith("Pass probability"),
        "the library did not open after the first paint",
    )
    window.close()
    window.deleteLater()
    app.processEvents()
