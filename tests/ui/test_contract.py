"""The GUI contract (docs/architecture.md): every contract objectName exists, with the right widget type and content.

Widgets are found with ``window.findChild(Type, name)`` once their page has been shown,
exactly as the acceptance checks do.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTableWidget,
)
from pytestqt.qtbot import QtBot
from ui_helpers import (
    answer_current,
    choice_buttons,
    click,
    find,
    go_to_question,
    open_confirmation,
    plain_text,
    question_position,
    start_exam,
    submit_and_confirm,
)

from simulator.services.banks import list_banks
from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui

CLOCK_TEXT = re.compile(r"^(\d{2}:\d{2}|\d+:\d{2}:\d{2})$")


def test_start_page_widgets(window: MainWindow) -> None:
    assert window.current_page_name() == "start"
    banks = find(window, QComboBox, "bankCombo")
    texts = [banks.itemText(i) for i in range(banks.count())]
    assert any("NCA AI & Deep Learning" in t for t in texts), texts
    assert banks.findData("nca-ai-deep-learning") >= 0

    modes = find(window, QComboBox, "modeCombo")
    mode_texts = [modes.itemText(i) for i in range(modes.count())]
    for prefix in ("Exam", "Practice", "Weak areas"):
        assert any(t.startswith(prefix) for t in mode_texts), (prefix, mode_texts)

    count = find(window, QSpinBox, "questionCountSpin")
    minutes = find(window, QSpinBox, "timeLimitSpin")
    bank = next(b for b in list_banks(window.open_library()) if b.key == "nca-ai-deep-learning")
    assert count.value() == bank.exam.question_count  # the exam the bank's author meant
    assert minutes.value() == bank.exam.time_limit_minutes
    assert minutes.minimum() == 0  # 0 = untimed

    start = find(window, QPushButton, "startButton")
    assert start.isVisible() and start.isEnabled()
    resume = find(window, QPushButton, "resumeButton")
    assert not resume.isVisible(), "resumeButton is shown although nothing is unfinished"


def test_exam_page_widgets(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    session = start_exam(qtbot, window, mode="Exam", count=4)
    assert session.question_count == 4

    question = find(window, QLabel, "questionText")
    assert plain_text(question.text()).strip() == session.current_question.question.prompt.strip()
    progress = find(window, QLabel, "progressLabel")
    assert progress.text() == "Question 1 of 4"
    timer = find(window, QLabel, "timerLabel")
    assert CLOCK_TEXT.match(timer.text()), timer.text()
    for name in ("prevButton", "nextButton", "flagButton", "submitButton"):
        assert find(window, QPushButton, name).isVisible(), name
    find(window, QPushButton, "checkButton")  # exists; shown in practice mode only
    find(window, QLabel, "selectHint")
    find(window, QLabel, "shortExplanation")
    find(window, QLabel, "fullExplanation")

    # Multi-select: check boxes in display order, plain text, exact bank text as name.
    go_to_question(qtbot, window, question_position(session, "prof-002"))
    assert progress.text() == f"Question {session.current + 1} of 4"
    item = session.current_question
    buttons = choice_buttons(window)
    assert len(buttons) == len(item.choices) == 3
    assert window.findChild(QAbstractButton, f"choiceButton{len(buttons)}") is None
    assert all(isinstance(b, QCheckBox) for b in buttons)
    for button, choice in zip(buttons, item.choices, strict=True):
        assert button.accessibleName() == choice.text
        assert button.text() == choice.text.replace("`", "")
    smi = next(b for b in buttons if b.accessibleName() == "`nvidia-smi`")
    assert smi.text() == "nvidia-smi"
    hint = find(window, QLabel, "selectHint").text()
    assert "Choose" in hint and ("two" in hint or "2" in hint), hint

    # Single-select: radio buttons.
    single = next(i for i, q in enumerate(session.exam.questions) if not q.question.is_multi_select)
    go_to_question(qtbot, window, single)
    buttons = choice_buttons(window)
    item = session.current_question
    assert len(buttons) == len(item.choices)
    assert all(isinstance(b, QRadioButton) for b in buttons)
    assert [b.accessibleName() for b in buttons] == [c.text for c in item.choices]
    assert "two" not in find(window, QLabel, "selectHint").text()


def test_check_button_and_explanations_in_practice(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    session = start_exam(qtbot, window, mode="Practice")
    check = find(window, QPushButton, "checkButton")
    assert check.isVisible()
    assert not check.isEnabled()  # nothing selected yet
    answer_current(qtbot, window, session, right=True)
    click(qtbot, check)
    assert find(window, QLabel, "shortExplanation").isVisible()
    assert find(window, QLabel, "fullExplanation") is not None


def test_confirm_submit_is_a_message_box(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    start_exam(qtbot, window)
    box = open_confirmation(qtbot, window)
    assert isinstance(box, QMessageBox)
    assert box.windowModality() == Qt.WindowModality.WindowModal  # what open() does
    assert window.current_page_name() == "exam"  # open() did not block


def test_results_page_widgets(qtbot: QtBot, mini_window: MainWindow) -> None:
    """Profiling right, inference wrong: 50% FAIL, inference the weakest topic."""
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    for index, item in enumerate(session.exam.questions):
        go_to_question(qtbot, window, index)
        answer_current(qtbot, window, session, right=item.topic == "profiling")
    submit_and_confirm(qtbot, window)

    score = find(window, QLabel, "scoreLabel").text()
    assert "50%" in score and "FAIL" in score and "PASS" not in score, score

    table = find(window, QTableWidget, "topicTable")
    assert table.columnCount() >= 4  # the contract's four first, then the average time per question
    headers = [table.horizontalHeaderItem(c).text().lower() for c in range(table.columnCount())]
    assert headers[:4] == ["topic", "correct", "total", "percent"]
    assert headers[4] == "avg. time"
    rows = {
        table.item(r, 0).text(): [table.item(r, c).text() for c in (1, 2, 3)]
        for r in range(table.rowCount())
    }
    assert rows == {
        "Inference & Deployment": ["0", "2", "0%"],
        "Profiling & Debugging": ["2", "2", "100%"],
    }

    weak = find(window, QListWidget, "weakAreasList")
    assert weak.count() == 1  # only topics below the pass mark
    assert weak.item(0).text().startswith("Inference & Deployment")
    assert table.item(0, 0).text() == "Inference & Deployment"  # sorted weakest first

    review = find(window, QListWidget, "reviewList")
    assert review.count() == 4
