"""Every page works on small laptop screens: 1024x600 and 800x600.

On each page every control the user needs is at least 20 px high (and wide), lies
inside the window or inside a scroll area that can bring it into view, shows its whole
text, and overlaps no other control or text. Questions start at their top, and the
question pane only scrolls when its content is taller than the view.

At 1024x600 the pages are checked in every shipped language: German and Russian words
are longer than English ones, Chinese ones shorter and taller.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from layout_checks import check_page, settle
from PySide6.QtWidgets import QAbstractButton, QPushButton, QScrollArea, QWidget
from pytestqt.qtbot import QtBot
from ui_helpers import (
    MINI_BANK,
    WAIT_MS,
    Clock,
    answer_current,
    click,
    find,
    go_to_question,
    question_position,
    show_page_by_toolbar,
    start_exam,
    submit_and_confirm,
)

from simulator.app import build_main_window
from simulator.ui.languages import SHIPPED, SOURCE_LANGUAGE, install_language
from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui

SIZES = [(800, 600), (1024, 600)]
#: 800x600 in English; 1024x600 in every shipped language.
SCREENS = [((800, 600), SOURCE_LANGUAGE), *(((1024, 600), code) for code in SHIPPED)]


@pytest.fixture(params=SCREENS, ids=lambda s: f"{s[0][0]}x{s[0][1]}-{s[1]}")
def small_window(
    request: pytest.FixtureRequest,
    qtbot: QtBot,
    db_url: str,
    clock: Clock,
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[MainWindow]:
    """The window with the four-question bank, in the language and at the size asked."""
    (width, height), language = request.param
    monkeypatch.setenv("LANGUAGE", language)
    window = build_main_window(db_url, [MINI_BANK], clock=clock)
    qtbot.addWidget(window)
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.width() == width, timeout=WAIT_MS)
    yield window
    window.close()
    install_language(SOURCE_LANGUAGE)


def test_start_page_fits(qtbot: QtBot, small_window: MainWindow) -> None:
    settle(qtbot, small_window)
    check_page(small_window, "start")


def test_exam_page_and_review_screen_fit(qtbot: QtBot, small_window: MainWindow) -> None:
    window = small_window
    session = start_exam(qtbot, window, mode="Practice", count=4)
    go_to_question(qtbot, window, question_position(session, "prof-002"))
    settle(qtbot, window)
    check_page(window, "exam")
    answer_current(qtbot, window, session, right=False)
    click(qtbot, find(window, QPushButton, "checkButton"))
    settle(qtbot, window)
    check_page(window, "practice feedback")
    click(qtbot, find(window, QPushButton, "submitButton"))
    settle(qtbot, window)
    check_page(window, "review screen")


def test_results_history_and_banks_fit(qtbot: QtBot, small_window: MainWindow) -> None:
    window = small_window
    session = start_exam(qtbot, window, count=4)
    answer_current(qtbot, window, session, right=True)
    submit_and_confirm(qtbot, window)
    settle(qtbot, window)
    check_page(window, "results")
    show_page_by_toolbar(qtbot, window, "History")
    settle(qtbot, window)
    check_page(window, "history")
    show_page_by_toolbar(qtbot, window, "Banks")
    settle(qtbot, window)
    check_page(window, "banks")


def test_each_question_starts_at_its_top(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    session = start_exam(qtbot, window, mode="Practice", count=4)
    window.resize(800, 600)
    scroll = find(window, QScrollArea, "questionScroll")
    settle(qtbot, window)
    bar = scroll.verticalScrollBar()
    assert bar.maximum() == 0, "a short question needs no scrollbar"
    answer_current(qtbot, window, session, right=False)
    click(qtbot, find(window, QPushButton, "checkButton"))
    find(window, QAbstractButton, "fullExplanationToggle").click()
    settle(qtbot, window)
    if bar.maximum() > 0:  # a long explanation: scrolled down to read it
        bar.setValue(bar.maximum())
    click(qtbot, find(window, QPushButton, "nextButton"))
    settle(qtbot, window)
    assert bar.value() == 0


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_full_length_exam_on_the_bundled_bank_fits(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int]
) -> None:
    session = start_exam(qtbot, window)
    assert session.question_count >= 50
    window.resize(*size)
    settle(qtbot, window)
    check_page(window, "exam")
    click(qtbot, find(window, QPushButton, "submitButton"))
    settle(qtbot, window)
    check_page(window, "review screen")
    show_start = window.findChild(QWidget, "startScroll")
    assert show_start is not None
