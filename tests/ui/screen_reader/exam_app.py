"""The app as a screen reader meets it: run by test_screen_reader.py on a real X display.

Opens the library at the given URL, starts an exam from the Start page, goes to its
first multiple-choice question, picks the second choice and flags the question, writes
what is on screen (question, choices, the picked one) as JSON to `shown`, then runs
until the file `stop` appears (or a minute passes).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QPushButton

from simulator.app import build_main_window, create_application
from simulator.ui.markdown import to_plain


def main(database_url: str, shown: Path, stop: Path) -> int:
    app = create_application()
    assert isinstance(app, QApplication)
    window = build_main_window(database_url)
    window.resize(1024, 600)
    window.show()
    QTest.qWaitForWindowExposed(window)
    start = window.findChild(QPushButton, "startButton")
    assert start is not None
    start.click()
    session = window.exam.session
    forward = window.findChild(QPushButton, "nextButton")
    assert forward is not None
    while not session.current_question.choices:  # on to the first multiple-choice question
        forward.click()
    question = session.current_question
    for name in ("choiceButton1", "flagButton"):
        button = window.findChild(QAbstractButton, name)
        assert button is not None
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    shown.write_text(
        json.dumps(
            {
                "prompt": to_plain(question.question.prompt),
                "choices": [choice.text for choice in question.choices],
                "picked": 1,
                "flagged": window.exam.page.flag_button.isChecked(),
            }
        ),
        encoding="utf-8",
    )
    poll = QTimer()
    poll.timeout.connect(lambda: stop.exists() and app.quit())
    poll.start(100)
    QTimer.singleShot(60_000, app.quit)
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], Path(sys.argv[2]), Path(sys.argv[3])))
