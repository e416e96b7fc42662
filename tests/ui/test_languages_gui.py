"""The app started in each shipped language shows no English interface text on the
Start, exam, review, results, history and banks pages, nor in the question editor
(the bank's own content aside).

Two nets catch English: a text the catalogue has a different translation for (a
string that skipped `tr`, or was set before the language was put in place), and
English's small words ("the", "your", "of") in a text that is not the bank's.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QDialog,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTabBar,
    QTableView,
    QWidget,
)
from pytestqt.qtbot import QtBot
from ui_helpers import (
    MINI_BANK,
    WAIT_MS,
    Clock,
    answer_current,
    click,
    find,
    plain_text,
    show_page_by_toolbar,
    start_exam,
    wait_for_box,
)

from simulator.app import build_main_window
from simulator.ui.languages import SHIPPED, SOURCE_LANGUAGE, install_language

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = [code for code in SHIPPED if code != SOURCE_LANGUAGE]
ENGLISH_WORDS = re.compile(r"\b(the|your|you|of|and|with|this|is|are|answered|answers)\b", re.I)


def catalogue(code: str) -> dict[str, set[str]]:
    """English source -> its translations in `code` (a source can be in several contexts)."""
    found: dict[str, set[str]] = {}
    for message in ET.parse(ROOT / "translations" / f"{code}.ts").getroot().iter("message"):
        source = message.findtext("source") or ""
        forms = [f.text or "" for f in message.iter("numerusform")] or [
            message.findtext("translation") or ""
        ]
        found.setdefault(source, set()).update(forms)
    return found


def bank_texts(path: Path) -> list[str]:
    """Every string of the bank file: its content, which stays in its own language."""
    out: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, str):
            out.extend(line.strip() for line in node.splitlines() if line.strip())
        elif isinstance(node, dict):
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(yaml.safe_load(path.read_text(encoding="utf-8")))
    return out


def shown_texts(window: QWidget) -> list[tuple[str, str]]:
    """(what, text) for every text the user can see on the page now."""
    texts: list[tuple[str, str]] = [("window title", window.windowTitle())]
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window):
            continue
        name = f"{type(widget).__name__} {widget.objectName()}"
        if isinstance(widget, QLabel):
            texts.append((name, plain_text(widget.text())))
        elif isinstance(widget, QAbstractButton):
            texts.append((name, widget.text()))
        elif isinstance(widget, QGroupBox):
            texts.append((name, widget.title()))
        elif isinstance(widget, QLineEdit):
            texts.append((name, widget.placeholderText()))
        elif isinstance(widget, QComboBox):
            texts += [(name, widget.itemText(i)) for i in range(widget.count())]
        elif isinstance(widget, QTabBar):
            texts += [(name, widget.tabText(i)) for i in range(widget.count())]
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            header_view = getattr(widget, "horizontalHeader", None) or getattr(
                widget, "header", None
            )
            columns = header_view().count() if header_view is not None else 1
            for column in range(columns):
                header = model.headerData(column, Qt.Orientation.Horizontal)
                texts.append((f"{name} header", str(header or "")))
                for row in range(min(model.rowCount(), 20)):
                    value = model.data(model.index(row, column))
                    texts.append((f"{name} cell", str(value) if isinstance(value, str) else ""))
    return [(what, text.replace("&", "").strip()) for what, text in texts if text.strip()]


def english_on(window: QWidget, code: str, page: str) -> list[str]:
    sources = catalogue(code)
    content = bank_texts(MINI_BANK)
    problems = []
    for what, text in shown_texts(window):
        if any(part in text or text in part for part in content if len(part) > 2):
            continue  # the bank's own words
        if text in sources and text not in sources[text]:
            problems.append(f"{page}: {what} shows the untranslated {text!r}")
        elif ENGLISH_WORDS.search(text) and text not in {t for s in sources.values() for t in s}:
            problems.append(f"{page}: {what} shows English: {text!r}")
    return problems


@pytest.fixture(params=TRANSLATED)
def language(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    monkeypatch.setenv("LANGUAGE", request.param)
    yield request.param
    install_language(SOURCE_LANGUAGE)


def test_no_english_on_any_page(qtbot: QtBot, db_url: str, clock: Clock, language: str) -> None:
    window = build_main_window(db_url, [MINI_BANK], clock=clock)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    problems = english_on(window, language, "start")
    session = start_exam(qtbot, window, mode="Practice", count=4)
    problems += english_on(window, language, "exam")
    answer_current(qtbot, window, session, right=False)
    click(qtbot, find(window, QPushButton, "checkButton"))
    problems += english_on(window, language, "practice feedback")
    click(qtbot, find(window, QPushButton, "submitButton"))
    qtbot.waitUntil(find(window, QWidget, "submitReview").isVisible, timeout=WAIT_MS)
    problems += english_on(window, language, "review screen")
    click(qtbot, find(window, QPushButton, "endExamButton"))
    box = wait_for_box(qtbot, window, "confirmSubmit")
    problems += [
        f"confirmation: {t!r}"
        for t in (box.text(), box.informativeText())
        if ENGLISH_WORDS.search(t)
    ]
    click(qtbot, box.button(QMessageBox.StandardButton.Yes))
    qtbot.waitUntil(lambda: window.current_page_name() == "results", timeout=WAIT_MS)
    problems += english_on(window, language, "results")
    show_page_by_toolbar(qtbot, window, "History")
    qtbot.waitUntil(lambda: window.current_page_name() == "history", timeout=WAIT_MS)
    problems += english_on(window, language, "history")
    with qtbot.waitSignal(window.banks.browser.questions_loaded, timeout=WAIT_MS * 5):
        show_page_by_toolbar(qtbot, window, "Banks")
    problems += english_on(window, language, "banks")
    browser = find(window, QTableView, "questionBrowser")
    browser.setFocus()
    browser.selectRow(0)
    click(qtbot, find(window, QPushButton, "editQuestionButton"))
    qtbot.waitUntil(
        lambda: any(d.isVisible() for d in window.findChildren(QDialog, "questionEditor")),
        timeout=WAIT_MS,
    )
    editor = next(d for d in window.findChildren(QDialog, "questionEditor") if d.isVisible())
    problems += english_on(editor, language, "question editor")
    editor.reject()
    assert not problems, "\n".join(problems)
