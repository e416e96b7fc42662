"""Trap 1: "Discard and start new" discards only once the new session has started.

With a saved practice, a Review due session that could not start (nothing due in the
chosen topics) used to mark the saved practice abandoned first and only then say that
nothing was due; the Start page went on offering "Resume practice", which vanished
when clicked. Now the new paper is drawn first, and the saved session is discarded in
the transaction that stores it; the Start page is re-read after a failed start.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QListWidget, QPushButton
from pytestqt.qtbot import QtBot
from ui_helpers import (
    WAIT_MS,
    Clock,
    answer_current,
    choose_mode,
    click,
    find,
    start_exam,
    wait_for_box,
)

from simulator.domain import study_day
from simulator.domain.blueprint import Mode
from simulator.services import attempts
from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui


def miss_the_profiling_questions_yesterday(window: MainWindow, clock: Clock) -> None:
    """A finished exam in the middle of the previous study day: profiling wrong (due for
    review now), inference right. (26 hours ago fell two study days back when run
    between 4 and 6 am, and the right answers were then due today as well.)"""
    then = study_day.day_start(datetime.now(UTC)) - timedelta(hours=12)
    db = window.open_library()
    spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=4, question_count=4)
    session = attempts.start_attempt(db, spec, clock=clock, now=lambda: then).session
    for index, item in enumerate(session.exam.questions):
        session.go_to(index)
        wanted = (
            [next(c.id for c in item.choices if not c.correct)]
            if item.question.topic == "profiling"
            else sorted(item.question.correct_ids)
        )
        for choice_id in wanted:
            session.select(choice_id)
    session.submit()


def save_a_practice_for_later(qtbot: QtBot, window: MainWindow) -> int:
    session = start_exam(qtbot, window, mode="Practice", count=4)
    answer_current(qtbot, window, session, right=True)
    attempt_id = window.attempts.current_attempt_id
    assert attempt_id is not None
    click(qtbot, find(window, QPushButton, "leaveButton"))
    qtbot.waitUntil(lambda: window.current_page_name() == "start", timeout=WAIT_MS)
    return attempt_id


def only_topic(window: MainWindow, topic: str) -> None:
    """Untick every topic but `topic` in the Start page's checklist, as a click would."""
    checklist = find(window, QListWidget, "topicFilter")
    for row in range(checklist.count()):
        item = checklist.item(row)
        wanted = item.data(Qt.ItemDataRole.UserRole) == topic
        item.setCheckState(Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)


def test_a_review_that_cannot_start_discards_nothing(
    qtbot: QtBot, mini_window: MainWindow, clock: Clock
) -> None:
    window = mini_window
    miss_the_profiling_questions_yesterday(window, clock)
    saved = save_a_practice_for_later(qtbot, window)
    resume = find(window, QPushButton, "resumeButton")
    assert resume.isVisible()

    choose_mode(qtbot, window, "Review due")
    only_topic(window, "inference")  # the due questions are all about profiling
    start = find(window, QPushButton, "startButton")
    assert start.isEnabled()
    click(qtbot, start)
    box = wait_for_box(qtbot, window, "unfinishedAttempt")
    click(qtbot, next(b for b in box.buttons() if b.text() == "Discard and start new"))

    notice = find(window.start_page, QLabel, "notice")
    qtbot.waitUntil(notice.isVisible, timeout=WAIT_MS)
    assert "due" in notice.text()
    assert window.current_page_name() == "start"
    unfinished = attempts.find_unfinished(window.open_library(), "mini")
    assert unfinished is not None and unfinished.attempt_id == saved, "the practice was discarded"
    assert resume.isVisible()

    click(qtbot, resume)
    qtbot.waitUntil(lambda: window.current_page_name() == "exam", timeout=WAIT_MS)
    assert window.attempts.current_attempt_id == saved
    assert window.exam.session.answered_count == 1


def test_discard_and_start_new_replaces_the_saved_session_in_one_step(
    qtbot: QtBot, mini_window: MainWindow, clock: Clock
) -> None:
    window = mini_window
    miss_the_profiling_questions_yesterday(window, clock)
    saved = save_a_practice_for_later(qtbot, window)
    choose_mode(qtbot, window, "Review due")
    click(qtbot, find(window, QPushButton, "startButton"))
    box = wait_for_box(qtbot, window, "unfinishedAttempt")
    click(qtbot, next(b for b in box.buttons() if b.text() == "Discard and start new"))

    qtbot.waitUntil(lambda: window.current_page_name() == "exam", timeout=WAIT_MS)
    new = window.attempts.current_attempt_id
    assert new is not None and new != saved
    unfinished = attempts.find_unfinished(window.open_library(), "mini")
    assert unfinished is not None and unfinished.attempt_id == new
    assert {q.question.topic for q in window.exam.session.exam.questions} == {"profiling"}


def test_review_due_with_nothing_due_says_until_when_and_cannot_start(
    qtbot: QtBot, mini_window: MainWindow, clock: Clock
) -> None:
    """Trap 9: not "1 questions" and an enabled Start that can only fail."""
    window = mini_window
    session = start_exam(qtbot, window, mode="Practice", count=4)
    answer_current(qtbot, window, session, right=True)
    click(qtbot, find(window, QPushButton, "checkButton"))  # reviewed now: due in days
    click(qtbot, find(window, QPushButton, "leaveButton"))
    qtbot.waitUntil(lambda: window.current_page_name() == "start", timeout=WAIT_MS)

    choose_mode(qtbot, window, "Review due")
    start = find(window, QPushButton, "startButton")
    assert not start.isEnabled()
    notice = find(window.start_page, QLabel, "notice")
    assert notice.isVisible() and notice.text().startswith("Nothing is due for review until ")
    assert "questions" not in window.start_page.question_count_spin.text()

    choose_mode(qtbot, window, "Practice")
    assert start.isEnabled()
    assert not notice.isVisible()
