"""Trap 9, the smaller items, each through the real window.

Practice says "finish"; a topic not answered shows "—", not "0 s"; a new result opens
at its top with every question shown; the review list elides by its width; Review
settings is a dialog that says what it does; file dialogs open in the documents
folder; Enter in a Start page field starts; dates follow the locale; single-answer
questions keep round markers in the results review (test_results_review.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from PySide6.QtCore import QLocale, QStandardPaths, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot
from ui_helpers import (
    WAIT_MS,
    Clock,
    answer_current,
    choose_item,
    click,
    find,
    go_to_question,
    question_position,
    show_page_by_toolbar,
    start_exam,
    submit_and_confirm,
    wait_for_box,
)

from simulator.ui.format import format_day, format_when
from simulator.ui.main_window import MainWindow
from simulator.ui.markdown import to_plain

pytestmark = pytest.mark.gui


def test_the_practice_review_screen_says_finish(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    start_exam(qtbot, window, mode="Practice", count=4)
    click(qtbot, find(window, QPushButton, "submitButton"))
    review = find(window, QWidget, "submitReview")
    qtbot.waitUntil(review.isVisible, timeout=WAIT_MS)
    texts = " ".join(label.text() for label in review.findChildren(QLabel))
    assert "end the exam" not in texts and "finish" in texts
    end = find(window, QPushButton, "endExamButton")
    assert end.text() == "Finish…"
    click(qtbot, end)
    box = wait_for_box(qtbot, window, "confirmSubmit")
    assert "exam" not in box.text().lower() and "Finish" in box.text()


def test_an_exam_review_screen_still_says_end_exam(qtbot: QtBot, mini_window: MainWindow) -> None:
    start_exam(qtbot, mini_window, count=4)
    click(qtbot, find(mini_window, QPushButton, "submitButton"))
    assert find(mini_window, QPushButton, "endExamButton").text() == "End exam…"


def test_a_topic_not_answered_shows_a_dash_not_zero_seconds(
    qtbot: QtBot, mini_window: MainWindow, clock: Clock
) -> None:
    window = mini_window
    session = start_exam(qtbot, window, count=4)
    go_to_question(qtbot, window, question_position(session, "prof-001"))
    clock.advance(12)
    answer_current(qtbot, window, session, right=True)
    go_to_question(qtbot, window, question_position(session, "prof-002"))
    submit_and_confirm(qtbot, window)
    table = find(window, QTableWidget, "topicTable")
    times = {table.item(r, 0).text(): table.item(r, 4).text() for r in range(table.rowCount())}
    assert times["Inference & Deployment"] == "—"
    assert "0 s" not in times.values()


def test_a_new_result_opens_at_its_top_with_every_question_shown(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    window.resize(1024, 600)
    start_exam(qtbot, window, count=4)
    submit_and_confirm(qtbot, window)
    choose_item(qtbot, window, "resultsReviewFilter", "Flagged")
    scroll = find(window, QScrollArea, "resultsScroll")
    qtbot.waitUntil(lambda: scroll.verticalScrollBar().maximum() > 0, timeout=WAIT_MS)
    scroll.verticalScrollBar().setValue(scroll.verticalScrollBar().maximum())

    show_page_by_toolbar(qtbot, window, "Start")
    start_exam(qtbot, window, count=4)
    submit_and_confirm(qtbot, window)
    assert find(window, QComboBox, "resultsReviewFilter").currentIndex() == 0
    assert scroll.verticalScrollBar().value() == 0
    review = find(window, QListWidget, "reviewList")
    assert not any(review.item(r).isHidden() for r in range(review.count()))


def test_the_review_screen_elides_by_width_not_by_a_fixed_length(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.resize(1920, 1000)
    start_exam(qtbot, window, count=20)
    click(qtbot, find(window, QPushButton, "submitButton"))
    view = find(window, QListWidget, "reviewQuestions")
    session = window.exam.session
    longest = max(range(view.count()), key=lambda r: len(view.item(r).text()))
    index = view.item(longest).data(Qt.ItemDataRole.UserRole)
    # The prompt as the list shows it: Markdown (code, emphasis, an exhibit's image) as text.
    prompt = " ".join(to_plain(session.exam.questions[index].question.prompt).split())
    assert not view.item(longest).text().endswith("…"), "cut before the view had to"
    assert prompt[-20:] in view.item(longest).text() or len(prompt) < 90
    assert view.textElideMode() == Qt.TextElideMode.ElideRight
    assert not view.wordWrap()


def test_review_settings_is_a_dialog_in_percent_that_says_what_it_does(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    window.ask_desired_retention()
    dialog = find(window, QDialog, "retentionDialog")
    qtbot.waitUntil(dialog.isVisible, timeout=WAIT_MS)
    spin = find(dialog, QSpinBox, "retentionSpin")
    assert spin.value() == 90 and spin.suffix().strip() == "%"
    about = find(dialog, QLabel, "retentionAbout").text()
    assert "comes back" in about and "more frequent" in about
    spin.setValue(85)
    dialog.accept()
    qtbot.waitUntil(lambda: "85%" in window.statusBar().currentMessage(), timeout=WAIT_MS)


def test_file_dialogs_open_in_the_documents_folder(
    qtbot: QtBot, mini_window: MainWindow, tmp_path: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = mini_window
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    home = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.HomeLocation)
    expected = {documents, home}
    monkeypatch.chdir(str(tmp_path))  # the working directory must not be where they open
    show_page_by_toolbar(qtbot, window, "Banks")
    window.banks.choose_file()
    dialog = find(window, QFileDialog, "importDialog")
    assert dialog.directory().absolutePath() in expected
    assert dialog.directory().absolutePath() != str(tmp_path)
    dialog.reject()
    show_page_by_toolbar(qtbot, window, "Start")
    start_exam(qtbot, window, count=4)
    submit_and_confirm(qtbot, window)
    window.results.choose_pdf_path()
    pdf = find(window, QFileDialog, "pdfDialog")
    assert pdf.directory().absolutePath() in expected
    pdf.reject()


@pytest.mark.parametrize("field", ["questionCountSpin", "modeCombo", "bankCombo"])
def test_enter_in_a_start_page_field_starts(
    qtbot: QtBot, mini_window: MainWindow, field: str
) -> None:
    window = mini_window
    widget = window.findChild(QWidget, field)
    assert widget is not None
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus, timeout=WAIT_MS)
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.current_page_name() == "exam", timeout=WAIT_MS)


def test_enter_on_the_focused_resume_button_resumes(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    session = start_exam(qtbot, window, mode="Practice", count=4)
    answer_current(qtbot, window, session, right=True)
    saved = window.attempts.current_attempt_id
    click(qtbot, find(window, QPushButton, "leaveButton"))
    qtbot.waitUntil(lambda: window.current_page_name() == "start", timeout=WAIT_MS)
    resume = find(window, QPushButton, "resumeButton")
    resume.setFocus()
    qtbot.keyClick(resume, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.current_page_name() == "exam", timeout=WAIT_MS)
    assert window.attempts.current_attempt_id == saved


@pytest.fixture
def german() -> Iterator[None]:
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    try:
        yield
    finally:
        QLocale.setDefault(before)


def test_dates_follow_the_locale(german: None) -> None:
    moment = datetime(datetime.now().year, 12, 1, 13, 5, tzinfo=UTC)
    local = moment.astimezone()
    weekday = QLocale().dayName(local.isoweekday(), QLocale.FormatType.ShortFormat)
    day = format_day(moment)
    assert "Dez" in day and weekday in day, day
    when = format_when(moment)
    assert "Dez" in when and ":" in when and "PM" not in when, when
    older = format_when(datetime(2020, 12, 1, 13, 5, tzinfo=UTC))
    assert "2020" in older, older
