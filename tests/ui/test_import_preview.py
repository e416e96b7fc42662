"""The import preview: what a file would give is shown before anything is stored; the
user can switch the format, map a sheet's columns, import exactly that, or cancel."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QPlainTextEdit, QPushButton
from pytestqt.qtbot import QtBot
from ui_helpers import click, find, show_page_by_toolbar

from simulator.services.banks import list_banks
from simulator.ui.import_preview_controller import ImportPreviewController
from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui

FORMATS = Path(__file__).resolve().parent.parent / "data" / "formats"


def open_preview(qtbot: QtBot, window: MainWindow, path: Path) -> ImportPreviewController:
    show_page_by_toolbar(qtbot, window, "Banks")
    preview = window.banks.preview_path(path)  # results arrive through the event loop
    with qtbot.waitSignal(preview.preview_shown, timeout=10_000):
        pass
    return preview


def bank_keys(window: MainWindow) -> set[str]:
    return {b.key for b in list_banks(window.open_library())}


def test_the_preview_shows_the_facts_and_stores_nothing_until_import(
    qtbot: QtBot, window: MainWindow
) -> None:
    before = bank_keys(window)
    preview = open_preview(qtbot, window, FORMATS / "aiken" / "quiz.txt")
    dialog = preview.dialog
    assert dialog.isVisible() and dialog.objectName() == "importPreview"
    assert "aiken" in find(dialog, QLabel, "previewFamily").text()
    summary = find(dialog, QLabel, "previewSummary").text()
    assert (
        "Found 7 question" in summary and "3 will be imported" in summary and "4 skipped" in summary
    )
    skipped = find(dialog, QPlainTextEdit, "previewSkipped").toPlainText()
    assert "quiz.txt:20: a choice or answer line comes before any question text" in skipped
    first = find(dialog, QAbstractButton, "previewChoice0")
    assert first.text() == "Venus" and not first.isChecked() and not first.isEnabled()
    assert find(dialog, QAbstractButton, "previewChoice1").text() == "Mars  ✓"
    assert find(dialog, QAbstractButton, "previewChoice1").isChecked()  # Mars, the right one
    assert bank_keys(window) == before  # nothing stored while previewing

    with qtbot.waitSignal(preview.imported, timeout=10_000):
        click(qtbot, find(dialog, QPushButton, "previewImportButton"))
    assert bank_keys(window) == before | {"aiken"}  # quiz.txt names no bank: its folder does
    assert "imported 3 of 7 questions" in find(window, QLabel, "importStatus").text()


def test_cancel_stores_nothing(qtbot: QtBot, window: MainWindow) -> None:
    before = bank_keys(window)
    preview = open_preview(qtbot, window, FORMATS / "aiken" / "quiz.txt")
    with qtbot.waitSignal(preview.cancelled, timeout=5_000):
        click(qtbot, find(preview.dialog, QPushButton, "previewCancelButton"))
    assert not preview.dialog.isVisible()
    assert bank_keys(window) == before


def test_the_columns_of_a_sheet_can_be_mapped(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    sheet = tmp_path / "sheet.csv"
    sheet.write_text(
        "c1,c2,c3,c4,c5\nb,Which service stores objects?,EBS,S3,EFS\n"
        "a,Which is a relational database?,RDS,S3,EFS\n",
        encoding="utf-8",
    )
    preview = open_preview(qtbot, window, sheet)
    dialog = preview.dialog
    assert not find(dialog, QPushButton, "previewImportButton").isEnabled()  # unsure: ask
    assert find(dialog, QComboBox, "columnMapping1").currentData() == "question"  # by content
    assert "--columns" in find(dialog, QPlainTextEdit, "previewSkipped").toPlainText()

    roles = ["answer", "question", "choice", "choice", "choice"]
    for index, role in enumerate(roles):
        combo = find(dialog, QComboBox, f"columnMapping{index}")
        if combo.currentData() != role:
            with qtbot.waitSignal(preview.preview_shown, timeout=10_000):
                combo.setCurrentIndex(combo.findData(role))
    assert preview.options.columns == "answer=1,question=2,choices=3+4+5"
    assert find(dialog, QPushButton, "previewImportButton").isEnabled()
    assert "2 will be imported" in find(dialog, QLabel, "previewSummary").text()
    assert find(dialog, QAbstractButton, "previewChoice1").isChecked()  # S3, the key's b


def test_the_facts_stay_together_when_nothing_is_skipped(qtbot: QtBot, window: MainWindow) -> None:
    """A clean file hides the skipped list and the column map: the count and the topics
    stay at the top, one under the other, not spread over the dialog's height."""
    window.resize(1024, 600)
    banks = Path(__file__).resolve().parent.parent / "data" / "banks"
    preview = open_preview(qtbot, window, banks / "mixed-types.yaml")
    dialog = preview.dialog
    summary = find(dialog, QLabel, "previewSummary")
    topics = find(dialog, QLabel, "previewTopics")
    assert not find(dialog, QPlainTextEdit, "previewSkipped").isVisible()
    assert summary.isVisible() and topics.isVisible() and topics.text()
    # once laid out: its wrapped lines whole
    qtbot.waitUntil(
        lambda: summary.height() >= summary.heightForWidth(summary.width()), timeout=5_000
    )
    gap = topics.geometry().top() - summary.geometry().bottom()
    assert 0 <= gap <= 12, gap
    assert summary.height() <= summary.heightForWidth(summary.width()) + 4  # not half the dialog
    click(qtbot, find(dialog, QPushButton, "previewCancelButton"))
