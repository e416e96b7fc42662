"""Case studies in the bank workshop: the browser lists and filters them, the editor
shows and changes the one a question belongs to, by keyboard, with the wheel guarded."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QTableView,
    QTextBrowser,
)
from pytestqt.qtbot import QtBot
from ui_helpers import MINI_BANK, WAIT_MS, Clock, choose_item, find, shown_window

from simulator.services import workshop
from simulator.ui.bank_page import NARROW_BROWSER
from simulator.ui.main_window import MainWindow
from simulator.ui.question_model import CASE, DUE, TYPE

pytestmark = pytest.mark.gui

CASES = Path(__file__).resolve().parent.parent / "data" / "banks" / "case-studies.yaml"
VISION = "A start-up trains a vision model"
CHATBOT = "A bank deploys a chatbot"


@pytest.fixture
def cases_window(qtbot: QtBot, db_url: str, clock: Clock) -> Iterator[MainWindow]:
    main = shown_window(qtbot, db_url, clock, [CASES], 1280, 800)
    yield main
    main.close()


def open_banks(qtbot: QtBot, window: MainWindow) -> QTableView:
    with qtbot.waitSignal(window.banks.browser.questions_loaded, timeout=WAIT_MS * 5):
        window.show_page("banks")
    return find(window, QTableView, "questionBrowser")


def shown_ids(browser: QTableView) -> list[str]:
    model = browser.model()
    return [
        str(model.index(row, 0).data(Qt.ItemDataRole.UserRole)) for row in range(model.rowCount())
    ]


def case_of(browser: QTableView, question_id: str) -> str:
    row = shown_ids(browser).index(question_id)
    return str(browser.model().index(row, CASE).data())


def open_editor(qtbot: QtBot, window: MainWindow, browser: QTableView, qid: str) -> QDialog:
    """Select the row by keyboard and open the editor with Enter."""
    browser.setFocus()
    browser.selectRow(shown_ids(browser).index(qid))
    qtbot.keyClick(browser, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: any(d.isVisible() for d in window.findChildren(QDialog, "questionEditor")),
        timeout=WAIT_MS,
    )
    return next(d for d in window.findChildren(QDialog, "questionEditor") if d.isVisible())


def test_the_browser_shows_and_filters_the_case_studies(
    qtbot: QtBot, cases_window: MainWindow
) -> None:
    window = cases_window
    browser = open_banks(qtbot, window)
    assert not browser.isColumnHidden(CASE)
    assert browser.model().headerData(CASE, Qt.Orientation.Horizontal) == "Case study"
    assert case_of(browser, "cv-1") == VISION
    assert case_of(browser, "bot-1") == CHATBOT
    assert case_of(browser, "alone-1") == ""
    everything = shown_ids(browser)

    case_filter = find(window, QComboBox, "caseStudyFilter")
    assert case_filter.isVisible() and case_filter.accessibleName() == "Case study"
    choose_item(qtbot, window, "caseStudyFilter", VISION)
    vision = shown_ids(browser)
    assert vision and all(case_of(browser, qid) == VISION for qid in vision)
    choose_item(qtbot, window, "caseStudyFilter", "Not in a case study")
    alone = shown_ids(browser)
    assert "alone-1" in alone and all(case_of(browser, qid) == "" for qid in alone)
    choose_item(qtbot, window, "caseStudyFilter", "In a case study")
    grouped = shown_ids(browser)
    assert sorted(grouped + alone) == sorted(everything)
    choose_item(qtbot, window, "caseStudyFilter", "Case study: all")
    assert shown_ids(browser) == everything

    # The next review stands clear of the right-aligned "% right" beside it.
    due = browser.model().index(0, DUE).data(Qt.ItemDataRole.TextAlignmentRole)
    assert due == Qt.AlignmentFlag.AlignCenter.value

    browser.sortByColumn(CASE, Qt.SortOrder.AscendingOrder)  # a case's questions together
    cases = [case_of(browser, qid) for qid in shown_ids(browser)]
    assert cases == sorted(cases, key=lambda title: (title == "", title))


def test_the_editor_changes_a_questions_case_study_by_keyboard(
    qtbot: QtBot, cases_window: MainWindow
) -> None:
    window = cases_window
    browser = open_banks(qtbot, window)
    editor = open_editor(qtbot, window, browser, "cv-1")
    combo = find(editor, QComboBox, "scenarioCombo")
    preview = find(editor, QTextBrowser, "scenarioPreview")
    assert combo.isVisible() and combo.accessibleName() == "Case study"
    assert combo.currentText() == VISION
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "None: the question stands alone",
        VISION,
        CHATBOT,
    ]
    assert preview.isVisible() and preview.isReadOnly()
    assert "One epoch takes six hours" in preview.toPlainText()
    assert preview.accessibleName() == "Text of the case study"

    # Tab from the id field reaches the box; the arrow keys choose.
    find(editor, QComboBox, "difficultyCombo").setFocus()
    qtbot.keyClick(editor.focusWidget(), Qt.Key.Key_Tab)
    qtbot.waitUntil(combo.hasFocus, timeout=WAIT_MS)
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentText() == CHATBOT
    assert "7-billion-parameter" in preview.toPlainText()
    save = find(editor, QPushButton, "saveQuestionButton")
    assert save.isEnabled()
    with qtbot.waitSignal(window.banks.browser.questions_loaded, timeout=WAIT_MS * 5):
        qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    assert case_of(browser, "cv-1") == CHATBOT
    stored = workshop.open_question(window.open_library(), "case-studies", "cv-1")
    assert stored.question.scenario is not None and stored.question.scenario.id == "chatbot"

    editor = open_editor(qtbot, window, browser, "cv-1")
    combo = find(editor, QComboBox, "scenarioCombo")
    assert combo.currentText() == CHATBOT
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    assert combo.currentData() == ""
    assert not find(editor, QTextBrowser, "scenarioPreview").isVisible()
    with qtbot.waitSignal(window.banks.browser.questions_loaded, timeout=WAIT_MS * 5):
        qtbot.mouseClick(find(editor, QPushButton, "saveQuestionButton"), Qt.MouseButton.LeftButton)
    assert case_of(browser, "cv-1") == ""


def test_the_wheel_passes_over_the_case_study_box_until_it_is_focused(
    qtbot: QtBot, cases_window: MainWindow
) -> None:
    window = cases_window
    browser = open_banks(qtbot, window)
    editor = open_editor(qtbot, window, browser, "alone-1")
    combo = find(editor, QComboBox, "scenarioCombo")
    assert combo.currentData() == "" and combo.focusPolicy() == Qt.FocusPolicy.StrongFocus
    handle = editor.windowHandle()
    assert handle is not None
    QTest.wheelEvent(handle, combo.mapTo(editor, combo.rect().center()), QPoint(0, -120))
    assert combo.currentData() == ""
    editor.reject()


def test_a_bank_without_case_studies_shows_no_case_study_controls(
    qtbot: QtBot, db_url: str, clock: Clock
) -> None:
    window = shown_window(qtbot, db_url, clock, [MINI_BANK], 1280, 800)
    browser = open_banks(qtbot, window)
    assert browser.isColumnHidden(CASE)
    # A wide list shows its type and next-review columns (they were fitted to the list's
    # width before the layout had set it, and stayed hidden).
    assert browser.width() > NARROW_BROWSER
    assert not browser.isColumnHidden(TYPE) and not browser.isColumnHidden(DUE)
    assert not find(window, QComboBox, "caseStudyFilter").isVisible()
    editor = open_editor(qtbot, window, browser, shown_ids(browser)[0])
    assert not find(editor, QComboBox, "scenarioCombo").isVisible()
    assert not find(editor, QTextBrowser, "scenarioPreview").isVisible()
    editor.reject()
    window.close()


def test_on_a_small_screen_the_search_keeps_its_words_beside_four_filters(
    qtbot: QtBot, cases_window: MainWindow
) -> None:
    window = cases_window
    window.resize(1024, 600)
    open_banks(qtbot, window)
    search = find(window, QLineEdit, "questionSearch")
    needed = search.fontMetrics().horizontalAdvance(search.placeholderText())
    qtbot.waitUntil(lambda: search.width() > needed + 20, timeout=WAIT_MS)
    combo = find(window, QComboBox, "caseStudyFilter")
    assert combo.isVisible()
    right = combo.mapTo(window, combo.rect().topRight()).x()
    assert right <= window.width()


def test_on_a_small_screen_the_editor_shows_the_choices_below_the_question(
    qtbot: QtBot, cases_window: MainWindow
) -> None:
    """The text boxes keep to their few lines while the form scrolls: the question box
    took its ten-line default and pushed the choices out of a 1024x600 editor."""
    window = cases_window
    window.resize(1024, 600)
    browser = open_banks(qtbot, window)
    editor = open_editor(qtbot, window, browser, "cv-1")
    scroll = find(editor, QScrollArea, "editorScroll")
    qtbot.waitUntil(lambda: scroll.verticalScrollBar().maximum() > 0, timeout=WAIT_MS)
    prompt = find(editor, QPlainTextEdit, "promptEdit")
    assert prompt.height() == prompt.minimumHeight()
    why = find(editor, QLineEdit, "choiceWhy0")
    bottom = why.mapTo(scroll.viewport(), why.rect().bottomLeft()).y()
    assert bottom <= scroll.viewport().height()  # the first choice whole, unscrolled
    editor.reject()
