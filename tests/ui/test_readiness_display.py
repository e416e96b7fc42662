"""The pass probability and progress by topic, where the candidate sees them: the start
page, the results of an attempt, and the history page with its trend."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QLabel, QTableWidget
from pytestqt.qtbot import QtBot
from ui_helpers import (
    Clock,
    find,
    show_page_by_toolbar,
    start_exam,
    submit_and_confirm,
)

from simulator.domain.blueprint import Mode
from simulator.services import attempts
from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui

FIGURE = re.compile(r"^Pass probability (\d+)% \((\d+)-(\d+)%\)")


def sit_exams(window: MainWindow, clock: Clock, count: int) -> None:
    """`count` finished four-question exams, mostly right, through the services."""
    for seed in range(count):
        spec = attempts.spec_for(
            window.open_library(), "mini", Mode.EXAM, seed=seed + 1, question_count=4
        )
        session = attempts.start_attempt(window.open_library(), spec, clock=clock).session
        for index, item in enumerate(session.exam.questions):
            session.go_to(index)
            clock.advance(30)
            wanted = item.question.correct_ids if (seed + index) % 4 else {item.choices[-1].id}
            for choice_id in sorted(wanted)[: item.question.choose]:
                session.select(choice_id)
        session.submit()


def test_start_page_says_when_there_are_too_few_answers_then_shows_the_figure(
    qtbot: QtBot, mini_window: MainWindow, clock: Clock
) -> None:
    label = find(mini_window, QLabel, "readinessLabel")
    assert label.text() == "Pass probability: not enough answers yet"
    assert "at least 20" in label.toolTip()

    sit_exams(mini_window, clock, 6)
    show_page_by_toolbar(qtbot, mini_window, "History")
    show_page_by_toolbar(qtbot, mini_window, "Start")
    match = FIGURE.match(label.text())
    assert match, label.text()
    chance, low, high = (int(g) for g in match.groups())
    assert 0 <= low <= chance <= high <= 100
    assert "answers" in label.toolTip()


def test_results_show_the_pass_probability_after_the_attempt(
    qtbot: QtBot, mini_window: MainWindow, clock: Clock
) -> None:
    sit_exams(mini_window, clock, 5)
    start_exam(qtbot, mini_window, count=4)
    submit_and_confirm(qtbot, mini_window)
    text = find(mini_window, QLabel, "resultsReadiness").text()
    assert re.match(r"^Pass probability after this attempt: \d+% \(\d+-\d+%\)$", text), text


def test_history_shows_progress_by_topic_and_the_trend(
    qtbot: QtBot, mini_window: MainWindow, clock: Clock
) -> None:
    sit_exams(mini_window, clock, 6)
    show_page_by_toolbar(qtbot, mini_window, "History")
    assert FIGURE.match(find(mini_window, QLabel, "historyReadiness").text())
    table = find(mini_window, QTableWidget, "topicProgressTable")
    topics = {table.item(r, 0).text() for r in range(table.rowCount())}
    assert topics == {"Profiling & Debugging", "Inference & Deployment"}
    answers = 0
    for row in range(table.rowCount()):
        answers += int(table.item(row, 1).text())
    assert answers == 24
    chart = mini_window.history_page.score_chart
    assert chart.series_count() == 2
    assert "Pass probability" in chart.accessibleDescription()


def test_guessed_right_answers_show_as_shaky_in_the_progress_table(
    qtbot: QtBot, mini_window: MainWindow, clock: Clock
) -> None:
    spec = attempts.spec_for(
        mini_window.open_library(), "mini", Mode.EXAM, seed=9, question_count=4
    )
    session = attempts.start_attempt(mini_window.open_library(), spec, clock=clock).session
    guessed_topic = session.exam.questions[0].question.topic
    for index, item in enumerate(session.exam.questions):
        session.go_to(index)
        for choice_id in sorted(item.question.correct_ids):
            session.select(choice_id)
        if index == 0:
            session.toggle_guessed()
    session.submit()
    show_page_by_toolbar(qtbot, mini_window, "History")
    table = find(mini_window, QTableWidget, "topicProgressTable")
    titles = {"profiling": "Profiling & Debugging", "inference": "Inference & Deployment"}
    row = next(
        r for r in range(table.rowCount()) if table.item(r, 0).text() == titles[guessed_topic]
    )
    assert table.item(row, 2).text() == "100% *"
    assert "1 of them marked 'I guessed'" in table.item(row, 2).toolTip()
    other = next(r for r in range(table.rowCount()) if r != row)
    assert table.item(other, 2).text() == "100%"
