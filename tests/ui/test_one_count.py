"""Trap 7: one topic, one count, on every screen and in the command line.

For one topic the Start page once said "0 of 5 correct", History "Answers 4" and
`stats` "answered 3": each screen counted its own way. Now every one of them counts
`data.stats.counted_answer`: the questions of finished attempts, in any mode, that were
answered or looked at (blank counts as wrong); never-reached questions, saved
sessions and discarded ones do not count. This test sits the bank in several modes
through the window and compares what each screen and `stats --json` say.
"""

from __future__ import annotations

import json
import re

import pytest
from cli_helpers import run
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QPushButton, QTableWidget
from pytestqt.qtbot import QtBot
from ui_helpers import (
    WAIT_MS,
    Clock,
    answer_current,
    click,
    find,
    go_to_question,
    show_page_by_toolbar,
    start_exam,
    submit_and_confirm,
)

from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui

Counts = dict[str, tuple[int, int]]  # topic title: (correct, answered)


def table_rows(table: QTableWidget) -> dict[str, list[str]]:
    return {
        table.item(r, 0).text(): [table.item(r, c).text() for c in range(table.columnCount())]
        for r in range(table.rowCount())
    }


def add(counts: Counts, topic: str, right: bool) -> None:
    correct, answered = counts.get(topic, (0, 0))
    counts[topic] = (correct + right, answered + 1)


def sit_history(qtbot: QtBot, window: MainWindow, clock: Clock) -> tuple[Counts, Counts]:
    """An exam answered in full, a practice finished early and one saved for later.

    Returns the expected counts over the history and those of the exam alone.
    """
    expected: Counts = {}
    titles = {"profiling": "Profiling & Debugging", "inference": "Inference & Deployment"}
    # An exam, every question answered: odd positions right, even ones wrong.
    session = start_exam(qtbot, window, count=4)
    for index in range(session.question_count):
        go_to_question(qtbot, window, index)
        clock.advance(20)
        answer_current(qtbot, window, session, right=bool(index % 2))
        add(expected, titles[session.current_question.question.topic], bool(index % 2))
    exam_alone = dict(expected)
    submit_and_confirm(qtbot, window)
    show_page_by_toolbar(qtbot, window, "Start")

    # A practice: one right, one looked at and left blank, two never reached.
    session = start_exam(qtbot, window, mode="Practice", count=4)
    clock.advance(15)
    answer_current(qtbot, window, session, right=True)
    add(expected, titles[session.current_question.question.topic], True)
    go_to_question(qtbot, window, 1)
    clock.advance(30)  # read, not answered
    add(expected, titles[session.current_question.question.topic], False)
    submit_and_confirm(qtbot, window)
    show_page_by_toolbar(qtbot, window, "Start")

    # A practice saved for later: not finished, so it counts nowhere yet.
    session = start_exam(qtbot, window, mode="Practice", count=4)
    clock.advance(10)
    answer_current(qtbot, window, session, right=False)
    click(qtbot, find(window, QPushButton, "leaveButton"))
    qtbot.waitUntil(lambda: window.current_page_name() == "start", timeout=WAIT_MS)
    return expected, exam_alone


def test_start_history_results_and_stats_count_a_topic_alike(
    qtbot: QtBot,
    mini_window: MainWindow,
    clock: Clock,
    capsys: pytest.CaptureFixture[str],
    db_url: str,
) -> None:
    window = mini_window
    expected, exam_alone = sit_history(qtbot, window, clock)

    # stats --json
    code, out, _ = run(capsys, "--db", db_url, "stats", "mini", "--json")
    assert code == 0
    titles = {"profiling": "Profiling & Debugging", "inference": "Inference & Deployment"}
    cli = {titles[t["id"]]: (t["correct"], t["answered"]) for t in json.loads(out)["topics"]}
    assert cli == expected

    # History: "Answers" and the accuracy's tooltip ("c of n right")
    show_page_by_toolbar(qtbot, window, "History")
    rows = table_rows(find(window, QTableWidget, "topicProgressTable"))
    history = {}
    for title, cells in rows.items():
        table = find(window, QTableWidget, "topicProgressTable")
        row = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == title)
        tip = table.item(row, 2).toolTip()
        match = re.match(r"(\d+) of (\d+) right", tip)
        assert match, tip
        assert int(cells[1]) == int(match.group(2))
        history[title] = (int(match.group(1)), int(match.group(2)))
    assert history == expected

    # Start page: the weakest topics say "c of n correct"
    show_page_by_toolbar(qtbot, window, "Start")
    weak = find(window, QListWidget, "startWeakTopics")
    said = {}
    for row in range(weak.count()):
        match = re.match(r"(.+): (\d+) of (\d+) correct", weak.item(row).text())
        if match:
            said[match.group(1)] = (int(match.group(2)), int(match.group(3)))
    assert said, [weak.item(r).text() for r in range(weak.count())]
    for title, counts in said.items():
        assert counts == expected[title], title

    # Results of the exam (every question reached): the same count for that attempt
    show_page_by_toolbar(qtbot, window, "History")
    attempts = find(window, QTableWidget, "historyTable")
    exam_row = next(r for r in range(attempts.rowCount()) if "Exam" in attempts.item(r, 1).text())
    attempts.setCurrentCell(exam_row, 0)
    attempts.setFocus()
    qtbot.keyClick(attempts, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.current_page_name() == "results", timeout=WAIT_MS)
    results = table_rows(find(window, QTableWidget, "topicTable"))
    assert {t: (int(c[1]), int(c[2])) for t, c in results.items()} == exam_alone
