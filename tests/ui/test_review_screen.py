"""The review-before-submit screen: every question's state, filters, jump and back, end.

Driven through the real window as a candidate would: Submit opens the review screen,
rows are activated with the keyboard or a double-click, End exam asks for confirmation.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QListWidget, QMessageBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot
from ui_helpers import (
    WAIT_MS,
    Clock,
    answer_current,
    choose_item,
    click,
    click_choice,
    correct_indexes,
    find,
    go_to_question,
    nav_buttons,
    question_position,
    start_exam,
    wait_for_box,
)

from simulator.domain.paper import QuestionStatus
from simulator.domain.session import ExamSession
from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui


def open_review(qtbot: QtBot, window: MainWindow) -> QListWidget:
    click(qtbot, find(window, QPushButton, "submitButton"))
    review = find(window, QWidget, "submitReview")
    qtbot.waitUntil(review.isVisible, timeout=WAIT_MS)
    return find(window, QListWidget, "reviewQuestions")


def rows(view: QListWidget) -> list[str]:
    return [view.item(r).text() for r in range(view.count())]


def choose_filter(qtbot: QtBot, window: MainWindow, prefix: str) -> None:
    choose_item(qtbot, window, "reviewFilter", prefix)


def half_answer_multi_select(qtbot: QtBot, window: MainWindow, session: ExamSession) -> int:
    """Tick one of the two right choices of prof-002 ("Choose two"): incomplete."""
    index = question_position(session, "prof-002")
    go_to_question(qtbot, window, index)
    click_choice(qtbot, window, correct_indexes(session)[0])
    return index


def test_review_lists_every_question_filters_jumps_back_and_ends(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    incomplete = half_answer_multi_select(qtbot, window, session)
    answered = next(i for i in range(4) if i != incomplete)
    go_to_question(qtbot, window, answered)
    answer_current(qtbot, window, session, right=True)
    click(qtbot, find(window, QPushButton, "flagButton"))

    view = open_review(qtbot, window)
    combo = find(window, QComboBox, "reviewFilter")
    items = [combo.itemText(i) for i in range(combo.count())]
    for word, item in zip(("All", "Incomplete", "Unanswered", "Flagged"), items, strict=True):
        assert item.startswith(word)
    shown = rows(view)
    assert len(shown) == 4
    assert [r.split(".")[0] for r in shown] == ["1", "2", "3", "4"]
    assert "Incomplete" in shown[incomplete]
    assert "Answered" in shown[answered] and "Flagged" in shown[answered]
    summary = find(window, QLabel, "reviewSummary").text()
    assert "1 answered" in summary and "1 incomplete" in summary and "2 unanswered" in summary

    choose_filter(qtbot, window, "Incomplete")
    assert [r.split(".")[0] for r in rows(view)] == [str(incomplete + 1)]
    choose_filter(qtbot, window, "Flagged")
    assert [r.split(".")[0] for r in rows(view)] == [str(answered + 1)]
    choose_filter(qtbot, window, "Unanswered")
    unanswered = [str(i + 1) for i in range(4) if i not in (answered, incomplete)]
    assert [r.split(".")[0] for r in rows(view)] == unanswered

    view.setFocus()
    view.setCurrentRow(1)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # Enter on a row shows that question
    target = int(unanswered[1]) - 1
    progress = find(window, QLabel, "progressLabel")
    qtbot.waitUntil(lambda: session.current == target, timeout=WAIT_MS)
    assert progress.text() == f"Question {target + 1} of 4"
    assert not find(window, QWidget, "submitReview").isVisible()
    answer_current(qtbot, window, session, right=False)

    back = find(window, QPushButton, "backToReviewButton")
    click(qtbot, back)
    qtbot.waitUntil(find(window, QWidget, "submitReview").isVisible, timeout=WAIT_MS)
    assert [r.split(".")[0] for r in rows(view)] == [unanswered[0]], "the filter is kept"
    choose_filter(qtbot, window, "All")
    assert "Answered" in rows(view)[target]

    click(qtbot, find(window, QPushButton, "endExamButton"))
    box = wait_for_box(qtbot, window, "confirmSubmit")
    assert "1 unanswered question" in box.informativeText()
    assert "1 incomplete question" in box.informativeText()
    click(qtbot, box.button(QMessageBox.StandardButton.Yes))
    qtbot.waitUntil(lambda: window.current_page_name() == "results", timeout=WAIT_MS)
    assert session.is_finished


def test_double_click_on_a_row_shows_that_question(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    view = open_review(qtbot, window)
    row = view.item(3)
    where = view.visualItemRect(row).center()
    # A real double click: press and release, then the double-click press.
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
    qtbot.waitUntil(lambda: session.current == 3, timeout=WAIT_MS)
    assert find(window, QPushButton, "backToReviewButton").isVisible()


def test_incomplete_multi_select_is_shown_as_such_everywhere(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    index = half_answer_multi_select(qtbot, window, session)
    assert session.status(index) is QuestionStatus.INCOMPLETE
    button = nav_buttons(qtbot, window)[index]
    assert button.property("incomplete") is True
    assert button.property("answered") is False
    assert "incomplete" in button.toolTip()
    summary = find(window, QLabel, "answerSummary").text()
    assert summary.startswith("0 answered") and "1 incomplete" in summary

    click_choice(qtbot, window, correct_indexes(session)[1])  # now both: answered
    assert button.property("answered") is True and button.property("incomplete") is False
    assert find(window, QLabel, "answerSummary").text().startswith("1 answered")


def test_the_clock_runs_on_the_review_screen_and_time_out_still_submits(
    qtbot: QtBot, mini_window: MainWindow, clock: Clock
) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4, minutes=2)
    open_review(qtbot, window)
    timer = find(window, QLabel, "timerLabel")
    assert timer.isVisible(), "the clock stays in sight on the review screen"
    before = timer.text()
    clock.advance(30)
    qtbot.waitUntil(lambda: timer.text() != before, timeout=WAIT_MS)
    clock.advance(120)
    qtbot.waitUntil(lambda: window.current_page_name() == "results", timeout=WAIT_MS)
    assert session.is_finished and session.result.timed_out


def test_answer_keys_rest_while_the_review_screen_is_shown(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    """A key on the review screen must not change an answer the candidate cannot see."""
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    view = open_review(qtbot, window)
    view.setFocus()
    for key in (Qt.Key.Key_1, Qt.Key.Key_A, Qt.Key.Key_F, Qt.Key.Key_G, Qt.Key.Key_Right):
        qtbot.keyClick(view, key)
    assert all(not a.selected and not a.flagged and not a.guessed for a in session.answers)
    assert session.current == 0
    assert find(window, QWidget, "submitReview").isVisible()

    click(qtbot, find(window, QPushButton, "reviewBackButton"))
    page = window.exam_page
    page.setFocus()
    qtbot.keyClick(page, Qt.Key.Key_F)
    assert session.current_answer.flagged, "back on the question, the keys work again"
