"""The results page: weak areas only below the pass mark, a sortable topic table with
pacing, and a review of every choice with filters and a question-number jump.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QComboBox, QLabel, QListWidget, QPushButton, QSpinBox, QTableWidget
from pytestqt.qtbot import QtBot
from ui_helpers import (
    Clock,
    answer_current,
    click,
    find,
    go_to_question,
    plain_text,
    question_position,
    start_exam,
    submit_and_confirm,
    type_into_spin,
)

from simulator.app import build_main_window
from simulator.domain.session import ExamSession
from simulator.ui.main_window import MainWindow
from simulator.ui.review_card import ReviewCard

pytestmark = pytest.mark.gui


def sit(
    qtbot: QtBot, window: MainWindow, clock: Clock, plan: dict[str, tuple[bool | None, float]]
) -> ExamSession:
    """An exam of the four mini questions: per question id, right/wrong/skipped and seconds."""
    session = start_exam(qtbot, window, count=4, minutes=5)
    for question_id, (right, seconds) in plan.items():
        go_to_question(qtbot, window, question_position(session, question_id))
        clock.advance(seconds)
        if right is not None:
            answer_current(qtbot, window, session, right=right)
    submit_and_confirm(qtbot, window)
    return session


def table_column(table: QTableWidget, column: int) -> list[str]:
    return [table.item(r, column).text() for r in range(table.rowCount())]


def test_weak_areas_are_the_topics_below_the_pass_mark_weakest_first(
    qtbot: QtBot, mini_window: MainWindow, clock: Clock
) -> None:
    plan = {
        "prof-001": (True, 20.0),
        "prof-002": (False, 40.0),
        "inf-001": (False, 90.0),
        "inf-002": (None, 5.0),
    }
    sit(qtbot, mini_window, clock, plan)
    weak = find(mini_window, QListWidget, "weakAreasList")
    texts = [weak.item(r).text() for r in range(weak.count())]
    assert len(texts) == 2, texts
    assert texts[0].startswith("Inference") and texts[1].startswith("Profiling"), texts
    for r in range(weak.count()):  # not clipped: every row inside the list's viewport
        assert weak.viewport().rect().contains(weak.visualItemRect(weak.item(r)))


def test_no_weak_topic_says_so(qtbot: QtBot, mini_window: MainWindow, clock: Clock) -> None:
    plan: dict[str, tuple[bool | None, float]] = {
        q: (True, 10.0) for q in ("prof-001", "prof-002", "inf-001", "inf-002")
    }
    sit(qtbot, mini_window, clock, plan)
    weak = find(mini_window, QListWidget, "weakAreasList")
    assert weak.count() == 1
    assert weak.item(0).text().startswith("No weak topics")
    assert not find(mini_window, QPushButton, "drillButton").isEnabled()


def test_topic_table_sorts_weakest_first_by_any_column_and_shows_pace(
    qtbot: QtBot, mini_window: MainWindow, clock: Clock
) -> None:
    plan = {
        "prof-001": (True, 20.0),
        "prof-002": (True, 40.0),
        "inf-001": (False, 90.0),
        "inf-002": (None, 110.0),
    }
    sit(qtbot, mini_window, clock, plan)
    table = find(mini_window, QTableWidget, "topicTable")
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headers[:4] == ["Topic", "Correct", "Total", "Percent"]
    assert "Avg. time" in headers
    assert table_column(table, 0) == ["Inference & Deployment", "Profiling & Debugging"]
    time_column = headers.index("Avg. time")
    times = table_column(table, time_column)
    assert times[0].startswith("1:40") and "slow" in times[0], times  # pace is 75 s
    assert times[1].startswith("30 s") and "slow" not in times[1], times
    assert "Inference" in find(mini_window, QLabel, "paceSummary").text()
    assert "per question (pace 1:15)" in find(mini_window, QLabel, "scoreDetails").text()

    header = table.horizontalHeader()
    on_topic = QPoint(header.sectionViewportPosition(0) + 10, header.height() // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=on_topic)
    assert table_column(table, 0) == ["Inference & Deployment", "Profiling & Debugging"]
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=on_topic)
    assert table_column(table, 0) == ["Profiling & Debugging", "Inference & Deployment"]
    on_time = QPoint(header.sectionViewportPosition(time_column) + 10, header.height() // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=on_time)
    assert table_column(table, 0) == ["Profiling & Debugging", "Inference & Deployment"]


def test_review_shows_every_choice_with_marks_filters_and_jumps(
    qtbot: QtBot, mini_window: MainWindow, clock: Clock
) -> None:
    plan = {
        "prof-001": (False, 5.0),
        "prof-002": (True, 5.0),
        "inf-001": (None, 5.0),
        "inf-002": (None, 5.0),
    }
    session = sit(qtbot, mini_window, clock, plan)
    review = find(mini_window, QListWidget, "reviewList")
    position = question_position(session, "prof-001")
    card = review.itemWidget(review.item(position))
    assert isinstance(card, ReviewCard)
    choices = plain_text(card.choices.text())
    for choice in session.exam.questions[position].choices:
        assert choice.text in choices
    # prof-001 has one answer: round markers, as its radio buttons were in the exam
    assert "✗" in choices and "✓" in choices and "◉" in choices and "○" in choices
    assert "☑" not in choices and "☐" not in choices
    assert "your answer, wrong" in choices and "right answer, not chosen" in choices
    assert ";" not in choices
    multi = review.itemWidget(review.item(question_position(session, "prof-002")))
    assert isinstance(multi, ReviewCard)
    ticks = plain_text(multi.choices.text())
    assert "☑" in ticks and "☐" in ticks and "◉" not in ticks

    combo = find(mini_window, QComboBox, "resultsReviewFilter")
    combo.setCurrentIndex([combo.itemText(i) for i in range(combo.count())].index("Unanswered"))
    shown = [r for r in range(review.count()) if not review.item(r).isHidden()]
    assert shown == sorted(question_position(session, q) for q in ("inf-001", "inf-002"))

    jump = find(mini_window, QSpinBox, "reviewJump")
    target = question_position(session, "prof-002")
    type_into_spin(qtbot, jump, target + 1)
    assert combo.currentIndex() == 0, "jumping to a hidden question shows all questions"
    review.scrollToBottom() if target == 0 else review.scrollToTop()
    type_into_spin(qtbot, jump, target + 1)  # the same number again: jumps again
    spot = review.visualItemRect(review.item(target))
    bar = review.verticalScrollBar()
    assert spot.top() == 0 or (spot.top() > 0 and bar.value() == bar.maximum()), spot


def test_markdown_in_a_choice_why_renders_as_code(
    qtbot: QtBot, db_url: str, tmp_path: Path, clock: Clock
) -> None:
    bank = tmp_path / "why.yaml"
    bank.write_text(
        """schema: 1
id: why
title: Why bank
exam: {question_count: 1, time_limit_minutes: 5, passing_score: 0.5}
topics: [{id: tools, title: Tools}]
questions:
  - id: t-001
    topic: tools
    prompt: Which command lists the GPUs?
    choices:
      - {text: "`nvidia-smi -L`", correct: true, why: "`nvidia-smi -L` prints **one line** per GPU."}
      - {text: "`lspci`", why: "Lists PCI devices, not only GPUs."}
    explanation: {short: Use nvidia-smi.}
""",
        encoding="utf-8",
    )
    window = build_main_window(db_url, [bank], clock=clock)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    session = start_exam(qtbot, window, mode="Practice", count=1)
    answer_current(qtbot, window, session, right=True)
    click(qtbot, find(window, QPushButton, "checkButton"))
    click(qtbot, find(window, QPushButton, "fullExplanationToggle"))
    full = find(window, QLabel, "fullExplanation")
    html = full.text()
    assert "nvidia-smi -L</span> prints" in html and "monospace" in html  # code, in code font
    assert 'font-weight:700;">one line</span>' in html  # **bold**
    assert "`" not in plain_text(html) and "**" not in plain_text(html)


def test_explanation_names_belong_to_the_page_on_screen(
    qtbot: QtBot, mini_window: MainWindow, clock: Clock
) -> None:
    """Review cards and the practice page both have `shortExplanation`: findChild must
    return the one the user is looking at."""
    window = mini_window
    sit(qtbot, window, clock, {"prof-001": (True, 5.0)})
    on_results = find(window, QLabel, "shortExplanation")
    assert window.results_page.isAncestorOf(on_results)

    click(qtbot, find(window, QPushButton, "newExamButton"))
    session = start_exam(qtbot, window, mode="Practice", count=4)
    answer_current(qtbot, window, session, right=True)
    click(qtbot, find(window, QPushButton, "checkButton"))
    short = find(window, QLabel, "shortExplanation")
    assert window.exam_page.isAncestorOf(short) and short.isVisible()
