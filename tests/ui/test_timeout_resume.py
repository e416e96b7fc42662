"""The exam clock (colours, automatic submit) and resuming an attempt after a restart.

Time comes from the FakeClock the window was built with: the tests move it by hand
and wait for the exam page's 250 ms timer to notice, never sleeping.
"""

from __future__ import annotations

from functools import partial

import pytest
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot
from ui_helpers import (
    MINI_BANK,
    WAIT_MS,
    Clock,
    answer_current,
    checked_indexes,
    click,
    find,
    go_to_question,
    nav_buttons,
    start_exam,
    submit_and_confirm,
    wait_for_box,
)

from simulator.app import build_main_window
from simulator.services import history
from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui


def wait_for_timer(qtbot: QtBot, window: MainWindow, text: str, state: str) -> None:
    label = find(window, QLabel, "timerLabel")
    qtbot.waitUntil(
        lambda: label.text() == text and label.property("state") == state, timeout=WAIT_MS
    )


def test_time_out_submits_automatically(
    qtbot: QtBot, mini_window: MainWindow, clock: Clock
) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4, minutes=1)
    assert session.remaining_seconds == 60
    assert find(window, QLabel, "timerLabel").text() == "01:00"
    answer_current(qtbot, window, session, right=True)

    clock.advance(61)
    qtbot.waitUntil(lambda: window.current_page_name() == "results", timeout=WAIT_MS)
    score = find(window, QLabel, "scoreLabel").text()
    assert "25%" in score and "FAIL" in score, score
    notice = wait_for_box(qtbot, window, "timeUpNotice")
    assert "Time ran out" in notice.text()
    assert "time ran out" in find(window, QLabel, "scoreDetails").text()

    stored = history.attempt_history(window.open_library(), "mini")
    assert len(stored) == 1 and stored[0].timed_out
    click(qtbot, find(window, QPushButton, "newExamButton"))
    assert not find(window, QPushButton, "resumeButton").isVisible()


def test_second_time_out_notice_is_the_one_findchild_returns(
    qtbot: QtBot, mini_window: MainWindow, clock: Clock
) -> None:
    """Two time-outs in one session of the app: findChild must return the notice on screen."""
    window = mini_window
    for _ in range(2):
        start_exam(qtbot, window, count=4, minutes=1)
        clock.advance(61)
        qtbot.waitUntil(lambda: window.current_page_name() == "results", timeout=WAIT_MS)
        notice = wait_for_box(qtbot, window, "timeUpNotice")
        click(qtbot, notice.button(QMessageBox.StandardButton.Ok))
        qtbot.waitUntil(partial(hidden, notice), timeout=WAIT_MS)
        click(qtbot, find(window, QPushButton, "newExamButton"))


def test_timer_turns_amber_then_red(qtbot: QtBot, mini_window: MainWindow, clock: Clock) -> None:
    window = mini_window
    start_exam(qtbot, window, count=4, minutes=10)
    wait_for_timer(qtbot, window, "10:00", "")

    clock.advance(6 * 60)  # 4 minutes left
    wait_for_timer(qtbot, window, "04:00", "amber")
    clock.advance(3 * 60 + 30)  # 30 seconds left
    wait_for_timer(qtbot, window, "00:30", "red")
    assert window.current_page_name() == "exam"

    clock.advance(31)
    qtbot.waitUntil(lambda: window.current_page_name() == "results", timeout=WAIT_MS)
    wait_for_box(qtbot, window, "timeUpNotice")


def test_resume_after_restart(
    qtbot: QtBot,
    mini_window: MainWindow,
    db_url: str,
    clock: Clock,
) -> None:
    first = mini_window
    session = start_exam(qtbot, first, count=4)
    next_button = find(first, QPushButton, "nextButton")
    answer_current(qtbot, first, session, right=True)
    click(qtbot, next_button)
    answer_current(qtbot, first, session, right=False)
    click(qtbot, find(first, QPushButton, "flagButton"))
    click(qtbot, next_button)
    assert session.current == 2
    clock.advance(95)
    left = session.exam.spec.time_limit_seconds - 95
    timer = find(first, QLabel, "timerLabel")
    qtbot.waitUntil(lambda: timer.text() == f"{left // 60:02d}:{left % 60:02d}", timeout=WAIT_MS)

    paper = [(q.question_id, q.choice_order) for q in session.exam.questions]
    answers = [(a.selected, a.flagged) for a in session.answers]
    remaining = session.remaining_seconds
    assert remaining is not None
    first.close()

    later = type(clock)()
    later.advance(123_456)  # a fresh process: its monotonic clock has another origin
    second = build_main_window(db_url, [MINI_BANK], clock=later)
    qtbot.addWidget(second)
    second.resize(1280, 800)
    second.show()
    qtbot.waitExposed(second)

    resume = find(second, QPushButton, "resumeButton")
    assert resume.isVisible()
    click(qtbot, resume)
    qtbot.waitUntil(lambda: second.current_page_name() == "exam", timeout=WAIT_MS)
    resumed = second.exam.session
    assert [(q.question_id, q.choice_order) for q in resumed.exam.questions] == paper
    assert [(a.selected, a.flagged) for a in resumed.answers] == answers
    assert resumed.current == 2
    assert resumed.remaining_seconds is not None
    assert abs(resumed.remaining_seconds - remaining) <= 5

    assert find(second, QLabel, "progressLabel").text() == "Question 3 of 4"
    buttons = nav_buttons(qtbot, second)
    # Something is ticked on the first two (a "Choose N" with fewer ticked shows incomplete).
    ticked = [bool(b.property("answered") or b.property("incomplete")) for b in buttons]
    assert ticked == [True, True, False, False]
    assert [b.property("flagged") for b in buttons] == [False, True, False, False]
    go_to_question(qtbot, second, 1)
    item = resumed.current_question
    assert checked_indexes(second) == [
        i for i, c in enumerate(item.choices) if c.id in answers[1][0]
    ]
    assert find(second, QPushButton, "flagButton").isChecked()

    submit_and_confirm(qtbot, second)
    click(qtbot, find(second, QPushButton, "newExamButton"))
    assert not find(second, QPushButton, "resumeButton").isVisible()


def hidden(widget: QWidget) -> bool:
    return not widget.isVisible()
