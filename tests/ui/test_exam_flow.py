"""A timed exam driven by clicks and keys, from the start page to a known score."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot
from ui_helpers import (
    WAIT_MS,
    Clock,
    answer_current,
    checked_indexes,
    click,
    click_choice,
    find,
    go_to_question,
    message_box,
    nav_buttons,
    open_confirmation,
    press,
    question_position,
    selected_indexes,
    start_exam,
    submit_and_confirm,
    wait_for_box,
)

from simulator.ui.main_window import MainWindow
from simulator.ui.review_card import ReviewCard

pytestmark = pytest.mark.gui

KEEP_WORKING = QMessageBox.StandardButton.No
SUBMIT = QMessageBox.StandardButton.Yes


def test_timed_exam_by_clicks_gives_the_expected_score(
    qtbot: QtBot, window: MainWindow, clock: Clock
) -> None:
    # True: answered right, False: answered wrong, None: left unanswered.
    plan = [True, False, True, None, True, False, True]
    session = start_exam(qtbot, window, mode="Exam", count=len(plan))
    assert session.question_count == len(plan)
    assert session.remaining_seconds is not None, "an exam is timed by default"
    titles = window.exam.attempt.topic_titles
    questions = session.exam.questions
    progress = find(window, QLabel, "progressLabel")
    next_button = find(window, QPushButton, "nextButton")

    for index, outcome in enumerate(plan):
        assert progress.text() == f"Question {index + 1} of {len(plan)}"
        if outcome is not None:
            answer_current(qtbot, window, session, right=outcome)
            assert checked_indexes(window) == selected_indexes(session)
        if index < len(plan) - 1:
            click(qtbot, next_button)
        clock.advance(20)

    attempts_finished: list[object] = []
    window.attempt_finished.connect(attempts_finished.append)
    submit_and_confirm(qtbot, window)

    correct = plan.count(True)
    percent = round(100 * correct / len(plan))
    verdict = "PASS" if correct / len(plan) >= 0.7 else "FAIL"
    score = find(window, QLabel, "scoreLabel").text()
    assert f"{percent}%" in score and verdict in score, score
    assert len(attempts_finished) == 1

    expected: dict[str, list[str]] = {}
    for item, outcome in zip(questions, plan, strict=True):
        title = titles[item.topic]
        right, total = (int(x) for x in expected.get(title, ["0", "0"])[:2])
        expected[title] = [str(right + (outcome is True)), str(total + 1)]
    for cells in expected.values():
        cells.append(f"{100 * int(cells[0]) / int(cells[1]):.0f}%")
    table = find(window, QTableWidget, "topicTable")
    shown = {
        table.item(r, 0).text(): [table.item(r, c).text() for c in (1, 2, 3)]
        for r in range(table.rowCount())
    }
    assert shown == expected

    review = find(window, QListWidget, "reviewList")
    assert review.count() == len(plan)
    cards = [review.itemWidget(review.item(r)) for r in range(review.count())]
    headers = [card.header.text() for card in cards if isinstance(card, ReviewCard)]
    assert len(headers) == review.count()
    for header, outcome in zip(headers, plan, strict=True):
        word = {True: "✔ Correct", False: "✘ Incorrect", None: "Unanswered"}[outcome]
        assert word in header, header


def test_confirmation_states_unanswered_and_flagged_and_keep_working_resumes(
    qtbot: QtBot, mini_window: MainWindow, clock: Clock
) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    flag = find(window, QPushButton, "flagButton")
    answer_current(qtbot, window, session, right=True)
    click(qtbot, flag)
    click(qtbot, find(window, QPushButton, "nextButton"))
    click(qtbot, flag)

    box = open_confirmation(qtbot, window)
    detail = box.informativeText()
    assert "3 unanswered" in detail and "2 flagged" in detail, detail
    keep = box.button(KEEP_WORKING)
    assert keep.text() == "Keep working"
    assert box.defaultButton() is keep  # Enter must not submit by accident

    click(qtbot, keep)
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=WAIT_MS)
    assert window.current_page_name() == "exam"
    assert not session.is_finished
    assert window.exam.timer.isActive()
    timer = find(window, QLabel, "timerLabel")
    before = timer.text()
    clock.advance(30)
    qtbot.waitUntil(lambda: timer.text() != before, timeout=WAIT_MS)  # the clock still runs


def test_reopened_confirmation_is_the_one_findchild_returns(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    """After "Keep working", a second Submit must be found by name with up-to-date counts."""
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    first = open_confirmation(qtbot, window)
    assert "4 unanswered" in first.informativeText()
    click(qtbot, first.button(KEEP_WORKING))
    qtbot.waitUntil(lambda: not first.isVisible(), timeout=WAIT_MS)

    click(qtbot, find(window, QPushButton, "reviewBackButton"))  # back to the questions
    answer_current(qtbot, window, session, right=True)
    click(qtbot, find(window, QPushButton, "submitButton"))
    click(qtbot, find(window, QPushButton, "endExamButton"))
    qtbot.waitUntil(
        lambda: any(b.isVisible() for b in window.findChildren(QMessageBox, "confirmSubmit")),
        timeout=WAIT_MS,
    )
    box = message_box(window, "confirmSubmit")  # findChild must return the open box
    assert "3 unanswered" in box.informativeText(), box.informativeText()
    click(qtbot, box.button(SUBMIT))
    qtbot.waitUntil(lambda: window.current_page_name() == "results", timeout=WAIT_MS)


def test_navigator_buttons_jump_to_a_question(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    buttons = nav_buttons(qtbot, window)
    assert [b.text() for b in buttons] == ["1", "2", "3", "4"]
    click(qtbot, buttons[2])
    assert session.current == 2
    assert find(window, QLabel, "progressLabel").text() == "Question 3 of 4"
    shown = [b.accessibleName() for b in window.exam_page.choices.buttons]
    assert shown == [c.text for c in session.exam.questions[2].choices]
    answer_current(qtbot, window, session, right=False)
    assert buttons[2].property("answered") is True
    assert buttons[2].property("current") is True
    click(qtbot, buttons[0])
    assert session.current == 0
    assert buttons[2].property("current") is False


def test_prev_is_disabled_on_the_first_question_and_next_on_the_last(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    start_exam(qtbot, window, count=4)
    prev = find(window, QPushButton, "prevButton")
    next_ = find(window, QPushButton, "nextButton")
    assert not prev.isEnabled() and next_.isEnabled()
    click(qtbot, next_)
    assert prev.isEnabled()
    click(qtbot, prev)
    assert not prev.isEnabled()
    qtbot.mouseClick(prev, Qt.MouseButton.LeftButton)  # a click on it does nothing
    assert window.exam.session.current == 0
    go_to_question(qtbot, window, 3)
    assert prev.isEnabled() and not next_.isEnabled()


def test_flag_button_toggles_the_flag(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    flag = find(window, QPushButton, "flagButton")
    nav = nav_buttons(qtbot, window)[0]
    click(qtbot, flag)
    assert session.current_answer.flagged
    assert flag.isChecked() and "Flagged" in flag.text()
    assert nav.property("flagged") is True
    click(qtbot, find(window, QPushButton, "nextButton"))
    assert not flag.isChecked()  # the next question is not flagged
    click(qtbot, find(window, QPushButton, "prevButton"))
    assert flag.isChecked()
    click(qtbot, flag)
    assert not session.current_answer.flagged and not flag.isChecked()
    assert nav.property("flagged") is False


def test_keys_choose_navigate_and_submit(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    single = next(
        i
        for i, q in enumerate(session.exam.questions)
        if not q.question.is_multi_select and len(q.choices) >= 3
    )
    go_to_question(qtbot, window, single)

    press(qtbot, window, Qt.Key.Key_1)
    assert selected_indexes(session) == [0] and checked_indexes(window) == [0]
    press(qtbot, window, Qt.Key.Key_B)  # single-select: B replaces A
    assert selected_indexes(session) == [1] and checked_indexes(window) == [1]
    press(qtbot, window, Qt.Key.Key_2)  # the chosen one again: it stays chosen
    assert selected_indexes(session) == [1] and checked_indexes(window) == [1]
    press(qtbot, window, Qt.Key.Key_Backspace)  # clearing is its own key
    assert selected_indexes(session) == [] and checked_indexes(window) == []
    press(qtbot, window, Qt.Key.Key_C)
    assert selected_indexes(session) == [2] and checked_indexes(window) == [2]

    multi = question_position(session, "prof-002")
    go_to_question(qtbot, window, multi)
    press(qtbot, window, Qt.Key.Key_1)
    press(qtbot, window, Qt.Key.Key_3)
    assert selected_indexes(session) == [0, 2] and checked_indexes(window) == [0, 2]

    go_to_question(qtbot, window, 0)
    press(qtbot, window, Qt.Key.Key_Right)
    assert session.current == 1
    press(qtbot, window, Qt.Key.Key_N)
    assert session.current == 2
    press(qtbot, window, Qt.Key.Key_Left)
    assert session.current == 1
    press(qtbot, window, Qt.Key.Key_P)
    assert session.current == 0
    press(qtbot, window, Qt.Key.Key_P)  # nothing before the first question
    assert session.current == 0
    assert find(window, QLabel, "progressLabel").text() == "Question 1 of 4"

    press(qtbot, window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(find(window, QWidget, "submitReview").isVisible, timeout=WAIT_MS)
    click(qtbot, find(window, QPushButton, "endExamButton"))
    box = wait_for_box(qtbot, window, "confirmSubmit")
    assert "unanswered" in box.informativeText()
    assert window.current_page_name() == "exam"


def test_f_key_flags_the_question(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    flag = find(window, QPushButton, "flagButton")
    press(qtbot, window, Qt.Key.Key_F)
    assert session.current_answer.flagged, "F did not flag the question"
    assert flag.isChecked()
    press(qtbot, window, Qt.Key.Key_F)
    assert not session.current_answer.flagged and not flag.isChecked()


def test_choice_click_selects_and_mirrors_the_session(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    single = next(i for i, q in enumerate(session.exam.questions) if not q.question.is_multi_select)
    go_to_question(qtbot, window, single)
    click_choice(qtbot, window, 1)
    assert selected_indexes(session) == [1]
    click_choice(qtbot, window, 0)  # single-select: the new choice replaces the old
    assert selected_indexes(session) == [0]
    assert checked_indexes(window) == [0]
