"""Review due, end to end: missed questions come back, the start page says how many,
and the Review due mode practises exactly those, with feedback."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtWidgets import QLabel, QPushButton, QSpinBox
from pytestqt.qtbot import QtBot
from ui_helpers import (
    MINI_BANK,
    Clock,
    answer_current,
    choose_item,
    choose_mode,
    click,
    find,
    show_page_by_toolbar,
    start_exam,
)

from simulator.app import build_main_window
from simulator.domain import study_day
from simulator.domain.blueprint import Mode
from simulator.paths import bundled_bank_paths
from simulator.services import attempts
from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui


def missed_yesterday(window: MainWindow, clock: Clock) -> set[str]:
    """An exam in the middle of the previous study day (a fixed number of hours ago
    falls two study days back early in the morning) with the first two questions wrong,
    the rest right."""
    then = study_day.day_start(datetime.now(UTC)) - timedelta(hours=12)
    spec = attempts.spec_for(window.open_library(), "mini", Mode.EXAM, seed=4, question_count=4)
    session = attempts.start_attempt(
        window.open_library(), spec, clock=clock, now=lambda: then
    ).session
    missed = set()
    for index, item in enumerate(session.exam.questions):
        session.go_to(index)
        if index < 2:
            wrong = next(c for c in item.choices if not c.correct)
            session.select(wrong.id)
            missed.add(item.question.id)
        else:
            for choice_id in sorted(item.question.correct_ids):
                session.select(choice_id)
    session.submit()
    return missed


def test_missed_questions_are_due_and_review_due_practises_them(
    qtbot: QtBot, mini_window: MainWindow, clock: Clock
) -> None:
    window = mini_window
    missed = missed_yesterday(window, clock)
    show_page_by_toolbar(qtbot, window, "History")
    show_page_by_toolbar(qtbot, window, "Start")
    due_label = find(window, QLabel, "dueLabel")
    assert due_label.text().startswith("2 questions are due for review today")

    session = start_exam(qtbot, window, mode="Review due")
    assert find(window, QSpinBox, "questionCountSpin").value() == 2
    assert {q.question_id for q in session.exam.questions} == missed
    assert session.remaining_seconds is None, "review is untimed"
    check = find(window, QPushButton, "checkButton")
    assert check.isVisible()
    answer_current(qtbot, window, session, right=True)
    click(qtbot, check)
    assert session.current_answer.checked
    assert find(window, QLabel, "shortExplanation").isVisible()


def test_switching_banks_in_review_due_sizes_the_paper_by_that_banks_due_questions(
    qtbot: QtBot, db_url: str, clock: Clock
) -> None:
    window = build_main_window(db_url, [MINI_BANK, *bundled_bank_paths()], clock=clock)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    missed_yesterday(window, clock)  # two of the mini bank's questions are due
    show_page_by_toolbar(qtbot, window, "History")
    show_page_by_toolbar(qtbot, window, "Start")
    count = find(window, QSpinBox, "questionCountSpin")
    choose_item(qtbot, window, "bankCombo", "NCA")
    choose_mode(qtbot, window, "Review due")
    assert find(window, QLabel, "dueLabel").text().startswith("Questions you answer come back")
    assert count.value() == 1

    choose_item(qtbot, window, "bankCombo", "Mini Bank")
    assert find(window, QLabel, "dueLabel").text().startswith("2 questions are due")
    assert count.value() == 2
    choose_item(qtbot, window, "bankCombo", "NCA")
    assert count.value() == 1
    window.close()
