"""Weak-area drill from the results, bank import, the unfinished-attempt dialog, history."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QListWidget,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTreeWidget,
)
from pytestqt.qtbot import QtBot
from ui_helpers import (
    LEFT,
    MINI_BANK,
    WAIT_MS,
    Clock,
    answer_current,
    click,
    find,
    go_to_question,
    show_page_by_toolbar,
    start_exam,
    submit_and_confirm,
    wait_for_box,
)

from simulator.app import build_main_window
from simulator.domain.blueprint import Mode
from simulator.services import attempts
from simulator.services.banks import list_banks
from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui

BROKEN_BANK = """\
schema: 1
id: broken
title: Broken bank
topics:
  - id: basics
    title: Basics
questions:
  - id: q-001
    topic: no-such-topic
    prompt: What is 1 + 1?
    choices:
      - text: "2"
        correct: true
      - text: "3"
    explanation:
      short: Arithmetic.
    colour: red
"""


def finish_exam(qtbot: QtBot, window: MainWindow, *, right: bool | None) -> int:
    """Start from the start page, answer every question right/wrong (None: none), submit."""
    session = start_exam(qtbot, window, count=4)
    attempt_id = window.attempts.current_attempt_id
    assert attempt_id is not None
    if right is not None:
        for index in range(session.question_count):
            go_to_question(qtbot, window, index)
            answer_current(qtbot, window, session, right=right)
    submit_and_confirm(qtbot, window)
    return attempt_id


def tree_banks(tree: QTreeWidget) -> list[str]:
    return [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]


def combo_banks(window: MainWindow) -> list[str]:
    combo = find(window, QComboBox, "bankCombo")
    return [str(combo.itemData(i)) for i in range(combo.count())]


def reopen(qtbot: QtBot, window: MainWindow, db_url: str, clock: Clock) -> MainWindow:
    """Close the window and start the app again on the same database."""
    window.close()
    again = build_main_window(db_url, [MINI_BANK], clock=type(clock)())
    qtbot.addWidget(again)
    again.resize(1280, 800)
    again.show()
    qtbot.waitExposed(again)
    return again


# ------------------------------------------------------------------ drill
def test_drill_button_presets_the_start_page_for_a_weak_areas_drill(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    first = finish_exam(qtbot, window, right=False)
    assert "0%" in find(window, QLabel, "scoreLabel").text()
    drill = find(window, QPushButton, "drillButton")
    assert drill.isEnabled()

    click(qtbot, drill)
    qtbot.waitUntil(lambda: window.current_page_name() == "start", timeout=WAIT_MS)
    assert find(window, QComboBox, "modeCombo").currentText().startswith("Weak areas")
    assert find(window, QSpinBox, "timeLimitSpin").value() == 0  # untimed practice
    topics = find(window, QListWidget, "topicFilter")
    ticked = {
        topics.item(row).data(Qt.ItemDataRole.UserRole)
        for row in range(topics.count())
        if topics.item(row).checkState() == Qt.CheckState.Checked
    }
    assert ticked == {"profiling", "inference"}  # both were answered wrong: both weak
    click(qtbot, find(window, QPushButton, "startButton"))
    qtbot.waitUntil(lambda: window.current_page_name() == "exam", timeout=WAIT_MS)
    assert window.attempts.current_attempt_id not in (None, first)
    assert window.exam.session.exam.spec.mode is Mode.WEAK_AREAS
    assert window.exam.session.exam.spec.gives_feedback
    assert find(window, QLabel, "modeLabel").text() == "Weak areas"
    assert find(window, QLabel, "progressLabel").text().startswith("Question 1 of ")


# ------------------------------------------------------------------ banks
def test_import_adds_the_bank_to_the_tree_and_the_start_page(
    qtbot: QtBot, window: MainWindow
) -> None:
    show_page_by_toolbar(qtbot, window, "Banks")
    assert window.current_page_name() == "banks"
    tree = find(window, QTreeWidget, "bankTree")
    assert len(tree_banks(tree)) == 1
    assert "mini" not in combo_banks(window)

    with qtbot.waitSignal(window.banks.import_finished, timeout=10_000) as blocker:
        window.banks.import_path(MINI_BANK)
    assert blocker.args == [True]

    names = tree_banks(tree)
    assert len(names) == 2
    assert any("Mini Bank" in n and "(mini)" in n for n in names), names
    assert "mini" in combo_banks(window)
    mini = next(tree.topLevelItem(i) for i in range(2) if "(mini)" in tree.topLevelItem(i).text(0))
    assert mini.text(1) == "4"
    assert sorted(mini.child(i).text(0) for i in range(mini.childCount())) == [
        "Inference & Deployment",
        "Profiling & Debugging",
    ]
    assert not find(window, QPlainTextEdit, "importProblems").isVisible()
    assert find(window, QPushButton, "importButton").isEnabled()


def test_broken_file_reports_path_line_problems_and_changes_nothing(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text(BROKEN_BANK, encoding="utf-8")
    show_page_by_toolbar(qtbot, window, "Banks")
    tree = find(window, QTreeWidget, "bankTree")
    banks_before = [(b.key, b.question_count) for b in list_banks(window.open_library())]
    tree_before = tree_banks(tree)
    combo_before = combo_banks(window)

    with qtbot.waitSignal(window.banks.import_finished, timeout=10_000) as blocker:
        window.banks.import_path(broken)
    assert blocker.args == [False]

    problems = find(window, QPlainTextEdit, "importProblems")
    assert problems.isVisible()
    lines = problems.toPlainText().splitlines()
    assert len(lines) >= 2, lines  # every problem at once: the topic and the unknown key
    pattern = re.compile(rf"^{re.escape(str(broken))}:(\d+): \S")
    assert all(pattern.match(line) for line in lines), lines
    numbers = {int(pattern.match(line).group(1)) for line in lines}
    assert {9, 17} <= numbers, lines  # the bad topic and the unknown key "colour"
    assert "Nothing was imported" in find(window, QLabel, "importStatus").text()

    assert [(b.key, b.question_count) for b in list_banks(window.open_library())] == banks_before
    assert tree_banks(tree) == tree_before
    assert combo_banks(window) == combo_before


# ----------------------------------------------------- unfinished attempt
def leave_unfinished_attempt(qtbot: QtBot, window: MainWindow) -> int:
    session = start_exam(qtbot, window, count=4)
    answer_current(qtbot, window, session, right=True)
    attempt_id = window.attempts.current_attempt_id
    assert attempt_id is not None
    return attempt_id


def test_starting_while_unfinished_asks_and_discard_starts_new(
    qtbot: QtBot, mini_window: MainWindow, db_url: str, clock: Clock
) -> None:
    old = leave_unfinished_attempt(qtbot, mini_window)
    window = reopen(qtbot, mini_window, db_url, clock)
    assert find(window, QPushButton, "resumeButton").isVisible()

    click(qtbot, find(window, QPushButton, "startButton"))
    box = wait_for_box(qtbot, window, "unfinishedAttempt")
    assert window.current_page_name() == "start"
    assert "1 of 4 answered" in box.text()
    texts = [b.text() for b in box.buttons()]
    assert "Discard and start new" in texts and "Resume it" in texts, texts
    discard = next(b for b in box.buttons() if b.text() == "Discard and start new")

    click(qtbot, discard)
    qtbot.waitUntil(lambda: window.current_page_name() == "exam", timeout=WAIT_MS)
    new = window.attempts.current_attempt_id
    assert new is not None and new != old
    assert window.exam.session.answered_count == 0
    unfinished = attempts.find_unfinished(window.open_library(), "mini")
    assert unfinished is not None and unfinished.attempt_id == new


def test_unfinished_dialog_resume_continues_the_old_attempt(
    qtbot: QtBot, mini_window: MainWindow, db_url: str, clock: Clock
) -> None:
    old = leave_unfinished_attempt(qtbot, mini_window)
    window = reopen(qtbot, mini_window, db_url, clock)
    click(qtbot, find(window, QPushButton, "startButton"))
    box = wait_for_box(qtbot, window, "unfinishedAttempt")
    click(qtbot, next(b for b in box.buttons() if b.text() == "Resume it"))
    qtbot.waitUntil(lambda: window.current_page_name() == "exam", timeout=WAIT_MS)
    assert window.attempts.current_attempt_id == old
    assert window.exam.session.answered_count == 1


def test_unfinished_dialog_cancel_changes_nothing(
    qtbot: QtBot, mini_window: MainWindow, db_url: str, clock: Clock
) -> None:
    old = leave_unfinished_attempt(qtbot, mini_window)
    window = reopen(qtbot, mini_window, db_url, clock)
    click(qtbot, find(window, QPushButton, "startButton"))
    box = wait_for_box(qtbot, window, "unfinishedAttempt")
    click(qtbot, box.button(QMessageBox.StandardButton.Cancel))
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=WAIT_MS)
    assert window.current_page_name() == "start"
    unfinished = attempts.find_unfinished(window.open_library(), "mini")
    assert unfinished is not None and unfinished.attempt_id == old


def test_unfinished_dialog_asked_again_is_the_one_findchild_returns(
    qtbot: QtBot, mini_window: MainWindow, db_url: str, clock: Clock
) -> None:
    """Cancel, then Start again: the new question must be the box found by name."""
    leave_unfinished_attempt(qtbot, mini_window)
    window = reopen(qtbot, mini_window, db_url, clock)
    start = find(window, QPushButton, "startButton")
    click(qtbot, start)
    first = wait_for_box(qtbot, window, "unfinishedAttempt")
    click(qtbot, first.button(QMessageBox.StandardButton.Cancel))
    qtbot.waitUntil(lambda: not first.isVisible(), timeout=WAIT_MS)
    click(qtbot, start)
    wait_for_box(qtbot, window, "unfinishedAttempt")


# ----------------------------------------------------------------- history
def test_history_lists_attempts_and_double_click_opens_one(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    failed = finish_exam(qtbot, window, right=None)
    click(qtbot, find(window, QPushButton, "newExamButton"))
    passed = finish_exam(qtbot, window, right=True)

    show_page_by_toolbar(qtbot, window, "History")
    assert window.current_page_name() == "history"
    table = find(window, QTableWidget, "historyTable")
    assert table.rowCount() == 2
    scores = [table.item(r, 2).text() for r in range(2)]
    assert scores == ["100% (4/4)", "0% (0/4)"], scores  # newest first

    for row, attempt_id, score in ((1, failed, "0%  FAIL"), (0, passed, "100%  PASS")):
        if window.current_page_name() != "history":
            show_page_by_toolbar(qtbot, window, "History")
        item = table.item(row, 0)
        assert item is not None
        table.scrollToItem(item)
        where = table.visualItemRect(item).center()
        # A real double click: press and release, then the double-click press.
        qtbot.mouseClick(table.viewport(), LEFT, pos=where)
        qtbot.mouseDClick(table.viewport(), LEFT, pos=where)
        qtbot.waitUntil(lambda: window.current_page_name() == "results", timeout=WAIT_MS)
        assert window.results.review is not None
        assert window.results.review.attempt_id == attempt_id
        assert find(window, QLabel, "scoreLabel").text() == score
