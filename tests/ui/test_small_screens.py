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
from functools import partial
from pathlib import Path

import pytest
import yaml
from layout_checks import check_page, settle
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLineEdit,
    QListWidget,
    QPushButton,
    QScrollArea,
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
    go_to_question,
    press,
    question_position,
    show_page_by_toolbar,
    start_exam,
    submit_and_confirm,
)

from simulator import paths
from simulator.app import build_main_window
from simulator.domain.grading import is_right
from simulator.domain.paper import QuestionStatus
from simulator.domain.question_types import Matching, Numeric, Ordering, ShortAnswer, format_number
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


@pytest.fixture
def typed_window(qtbot: QtBot, db_url: str, clock: Clock, tmp_path: Path) -> Iterator[MainWindow]:
    """The window with a bank of the bundled bank's matching, ordering and typed questions
    only (all of them, drawn in one exam), as they are written there."""
    (bundled,) = [p for p in paths.bundled_bank_paths() if p.stem == "nca-ai-deep-learning"]
    data = yaml.safe_load(bundled.read_text(encoding="utf-8"))
    data["id"] = "bundled-typed"
    data["questions"] = [q for q in data["questions"] if q.get("type", "choice") != "choice"]
    data.pop("exam")  # every question, in proportion to the topics
    bank = tmp_path / "bundled-typed.yaml"
    bank.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    main = build_main_window(db_url, [bank], clock=clock)
    qtbot.addWidget(main)
    main.resize(1280, 800)
    main.show()
    qtbot.waitExposed(main)
    main.activateWindow()  # the candidate's window: keys and focus go to it
    qtbot.waitUntil(main.isActiveWindow, timeout=WAIT_MS)
    yield main
    main.close()


def has_focus(window: MainWindow, widget: QWidget) -> bool:
    return window.focusWidget() is widget


def in_sight(window: MainWindow, widget: QWidget, part: QRect | None = None) -> bool:
    """Whether all of `widget` (or the `part` of it) is in the question pane's view now."""
    pane = find(window, QScrollArea, "questionScroll").viewport()
    part = widget.rect() if part is None else part
    return pane.rect().contains(QRect(widget.mapTo(pane, part.topLeft()), part.size()))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_typed_question_of_the_bundled_bank_fits_and_takes_the_keyboard(
    qtbot: QtBot, typed_window: MainWindow, size: tuple[int, int]
) -> None:
    """Each matching, ordering, short-answer and numeric question the bank ships is on
    screen whole (every control reachable, every step of an order in sight) and answered
    rightly with keys alone: the item's number then arrows in its drop-down, the step's
    number then Alt+Up, typing in the box."""
    window = typed_window
    session = start_exam(qtbot, window, mode="Exam")
    assert session.question_count >= 30
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0], timeout=WAIT_MS)
    for index in range(session.question_count):
        go_to_question(qtbot, window, index)
        settle(qtbot, window)
        item = session.current_question
        check_page(window, item.question_id)
        pane = find(window, QScrollArea, "questionScroll")  # it never scrolls sideways
        content = pane.widget()
        assert content is not None and content.width() <= pane.viewport().width(), item.question_id
        payload = item.question.payload
        if isinstance(payload, Matching):
            shown = [text for _, text in item.options]
            for row, pair in enumerate(payload.pairs):
                press(qtbot, window, Qt.Key(Qt.Key.Key_1 + row))
                combo = window.focusWidget()
                assert isinstance(combo, QComboBox) and combo.objectName() == f"matchCombo{row}"
                assert in_sight(window, combo), (item.question_id, row)
                for _ in range(shown.index(pair.right) + 1):  # from "Choose a match" down
                    qtbot.keyClick(combo, Qt.Key.Key_Down)
        elif isinstance(payload, Ordering):
            steps = find(window, QListWidget, "orderList")
            bottom = steps.viewport().rect().bottom()
            rects = [steps.visualItemRect(steps.item(row)) for row in range(steps.count())]
            assert all(r.isValid() and r.bottom() <= bottom for r in rects), item.question_id
            for place, text in enumerate(payload.items):
                texts = [
                    steps.item(r).data(Qt.ItemDataRole.AccessibleTextRole)
                    for r in range(steps.count())
                ]
                row = texts.index(text)
                press(qtbot, window, Qt.Key(Qt.Key.Key_1 + row))
                assert steps.currentRow() == row and window.focusWidget() is steps
                chosen = steps.visualItemRect(steps.item(row))
                assert in_sight(window, steps.viewport(), chosen), (item.question_id, row)
                for _ in range(row - place):
                    qtbot.keyClick(steps, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
            if not session.current_answer.order:  # drawn in order: one move and back answers
                press(qtbot, window, Qt.Key.Key_1)
                qtbot.keyClick(steps, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
                qtbot.keyClick(steps, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
        else:
            assert isinstance(payload, ShortAnswer | Numeric), item.question_id
            edit = find(window, QLineEdit, "answerEdit")
            qtbot.waitUntil(partial(has_focus, window, edit), timeout=WAIT_MS)
            assert in_sight(window, edit), item.question_id
            if isinstance(payload, Numeric):
                qtbot.keyClicks(edit, format_number(payload.answers[0].value))
            else:
                qtbot.keyClicks(edit, next(a for a in payload.answers if "*" not in a))
        assert session.status(index) is QuestionStatus.ANSWERED, item.question_id
        assert is_right(item.question, session.current_answer), item.question_id
    submit_and_confirm(qtbot, window)
    result = session.result
    assert result is not None and result.correct == result.total == session.question_count
