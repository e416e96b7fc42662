"""The Banks page imports other tools' files and shows what it skipped, line by line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QPushButton, QTreeWidget
from pytestqt.qtbot import QtBot
from ui_helpers import click, find, show_page_by_toolbar

from simulator.services.banks import list_banks
from simulator.ui.bank_controller import FILE_FILTER
from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui

FORMATS = Path(__file__).resolve().parent.parent / "data" / "formats"
GIFT = FORMATS / "gift" / "awkward.gift"
MARKDOWN = FORMATS / "markdown" / "bold-layout.md"


def opened_urls(window: MainWindow) -> list[QUrl]:
    """Stand in for the system's file handler: record what a click would open."""
    urls: list[QUrl] = []
    window.banks.open_url = urls.append
    return urls


@pytest.mark.parametrize(("source", "skipped_lines"), [(GIFT, {83, 93}), (MARKDOWN, {40, 71})])
def test_import_lists_skipped_questions_and_offers_the_first_problem(
    qtbot: QtBot, window: MainWindow, source: Path, skipped_lines: set[int]
) -> None:
    urls = opened_urls(window)
    show_page_by_toolbar(qtbot, window, "Banks")
    with qtbot.waitSignal(window.banks.import_finished, timeout=10_000) as blocker:
        window.banks.import_path(source)
    assert blocker.args == [True]

    status = find(window, QLabel, "importStatus").text()
    assert re.search(r"imported \d+ of \d+ questions; \d+ skipped", status), status
    problems = find(window, QPlainTextEdit, "importProblems")
    assert problems.isVisible()
    lines = problems.toPlainText().splitlines()
    pattern = re.compile(rf"^{re.escape(str(source))}:(\d+): warning: ")
    assert all(pattern.match(line) for line in lines), lines
    skipped = {int(pattern.match(line).group(1)) for line in lines if "question skipped" in line}
    assert skipped == skipped_lines

    button = find(window, QPushButton, "openProblemButton")
    first = min(int(pattern.match(line).group(1)) for line in lines)
    assert button.isVisible() and f"line {first}" in button.text()
    assert urls == []  # nothing is opened until the user asks
    click(qtbot, button)
    assert urls == [QUrl.fromLocalFile(str(source.resolve()))]

    bank_id = source.stem
    assert any(b.key == bank_id for b in list_banks(window.open_library()))
    tree = find(window, QTreeWidget, "bankTree")
    assert any(
        f"({bank_id})" in tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())
    )


def test_a_file_in_no_format_is_one_problem_and_can_be_opened(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    urls = opened_urls(window)
    notes = tmp_path / "notes.txt"
    notes.write_text("Dear diary,\nnothing to see.\n", encoding="utf-8")
    show_page_by_toolbar(qtbot, window, "Banks")
    with qtbot.waitSignal(window.banks.import_finished, timeout=10_000) as blocker:
        window.banks.import_path(notes)
    assert blocker.args == [False]
    (line,) = find(window, QPlainTextEdit, "importProblems").toPlainText().splitlines()
    assert line.startswith(f"{notes}:1: not a question file in any known format")
    assert "Nothing was imported" in find(window, QLabel, "importStatus").text()
    click(qtbot, find(window, QPushButton, "openProblemButton"))
    assert urls == [QUrl.fromLocalFile(str(notes.resolve()))]


def test_a_clean_import_hides_the_problem_button(qtbot: QtBot, window: MainWindow) -> None:
    show_page_by_toolbar(qtbot, window, "Banks")
    with qtbot.waitSignal(window.banks.import_finished, timeout=10_000):
        window.banks.import_path(FORMATS / "aiken" / "quiz.txt")
    assert find(window, QPushButton, "openProblemButton").isVisible()
    with qtbot.waitSignal(window.banks.import_finished, timeout=10_000):
        window.banks.import_path(FORMATS / "csv" / "tabs.csv")
    assert not find(window, QPushButton, "openProblemButton").isVisible()
    assert not find(window, QPlainTextEdit, "importProblems").isVisible()


def test_the_file_dialog_offers_every_format() -> None:
    for pattern in ("*.yaml", "*.txt", "*.gift", "*.xml", "*.csv", "*.md"):
        assert pattern in FILE_FILTER.split(";;")[0]
    assert "Moodle XML (*.xml)" in FILE_FILTER and "Markdown practice exams" in FILE_FILTER
