"""Bank text is shown as text everywhere: a title with HTML in it stays characters.

A bank file can come from anywhere. If its title or a topic's title were rendered as
rich text, `<img src=/local/file>` would load a file from the user's disk into the
window; a reference-style Markdown image in a prompt would do the same.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QListWidget
from pytestqt.qtbot import QtBot
from ui_helpers import click_choice, find, start_exam, submit_and_confirm

from simulator.app import build_main_window
from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui

HOSTILE = '<img src="/etc/hostname"><b>Bold</b>'

BANK = f"""\
schema: 1
id: hostile
title: '{HOSTILE} bank'
description: '<i>{HOSTILE}</i> description'
topics:
  - id: t
    title: '<u>{HOSTILE}</u> topic'
questions:
  - id: q1
    topic: t
    prompt: |
      Look at ![the picture][r] and answer.

      [r]: /etc/hostname
    choices:
      - text: Right
        correct: true
      - text: Wrong
    explanation:
      short: Because.
"""


@pytest.fixture
def hostile_window(qtbot: QtBot, tmp_path: Path, clock: object) -> MainWindow:
    bank = tmp_path / "hostile.yaml"
    bank.write_text(BANK, encoding="utf-8")
    window = build_main_window(f"sqlite:///{tmp_path / 'h.db'}", [bank], clock=clock)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def shows_as_text(label: QLabel, fragment: str) -> None:
    assert label.textFormat() == Qt.TextFormat.PlainText, label.objectName()
    assert fragment in label.text(), label.text()


def test_every_page_shows_bank_text_as_text(qtbot: QtBot, hostile_window: MainWindow) -> None:
    window = hostile_window
    combo = find(window, QComboBox, "bankCombo")
    assert HOSTILE in combo.currentText()
    shows_as_text(find(window, QLabel, "bankDetails"), f"<i>{HOSTILE}</i>")
    assert HOSTILE in find(window, QListWidget, "topicFilter").item(0).text()

    start_exam(qtbot, window, mode="Exam", count=1)
    shows_as_text(find(window, QLabel, "topicLabel"), f"<u>{HOSTILE}</u>")
    question = find(window, QLabel, "questionText")
    assert "<img" not in question.text() and "the picture" in question.text()

    click_choice(qtbot, window, 0)
    submit_and_confirm(qtbot, window)
    qtbot.waitUntil(lambda: window.current_page_name() == "results", timeout=2000)
    shows_as_text(find(window, QLabel, "resultsTitle"), HOSTILE)
    for card in window.results.cards:
        assert "<img" not in card.header.text()
        assert "&lt;u&gt;" in card.header.text()
