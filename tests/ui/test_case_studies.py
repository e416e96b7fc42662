"""Case studies in the real window: the scenario pane beside its questions.

The pane shows a question's scenario, stays put (same widgets, same scroll position)
while the candidate moves between questions of that scenario, hides for a question
without one, folds into its button on a small window, and is reached by keyboard.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QListWidget, QPushButton, QScrollArea, QSplitter, QWidget
from pytestqt.qtbot import QtBot
from ui_helpers import (
    WAIT_MS,
    Clock,
    click,
    click_choice,
    find,
    go_to_question,
    plain_text,
    press,
    shown_window,
    start_exam,
    submit_and_confirm,
)

from simulator.domain.session import ExamSession
from simulator.ui.main_window import MainWindow
from simulator.ui.review_card import ReviewCard

pytestmark = pytest.mark.gui

CASES = Path(__file__).resolve().parent.parent / "data" / "banks" / "case-studies.yaml"


def open_window(qtbot: QtBot, db_url: str, clock: Clock, width: int, height: int) -> MainWindow:
    main = shown_window(qtbot, db_url, clock, [CASES], width, height)
    main.activateWindow()
    qtbot.waitUntil(main.isActiveWindow, timeout=WAIT_MS)
    return main


@pytest.fixture
def wide(qtbot: QtBot, db_url: str, clock: Clock) -> Iterator[MainWindow]:
    main = open_window(qtbot, db_url, clock, 1280, 640)
    yield main
    main.close()


@pytest.fixture
def small(qtbot: QtBot, db_url: str, clock: Clock) -> Iterator[MainWindow]:
    main = open_window(qtbot, db_url, clock, 1024, 600)
    yield main
    main.close()


def scenario_ids(session: ExamSession) -> list[str | None]:
    return [q.question.scenario.id if q.question.scenario else None for q in session.exam.questions]


def first_pair(session: ExamSession, case: str = "vision-startup") -> tuple[int, int]:
    """The first two questions of a scenario (a draw keeps them together, and an exam of
    all eight questions has every scenario)."""
    first = scenario_ids(session).index(case)
    assert scenario_ids(session)[first + 1] == case
    return first, first + 1


def pane(window: MainWindow) -> QWidget:
    return find(window, QWidget, "scenarioPane")


def test_the_scenario_stays_beside_its_questions_and_hides_for_others(
    qtbot: QtBot, wide: MainWindow
) -> None:
    session = start_exam(qtbot, wide, count=8)
    first, second = first_pair(session)
    go_to_question(qtbot, wide, first)
    scenario = session.current_question.question.scenario
    assert scenario is not None
    assert pane(wide).isVisible() and pane(wide).accessibleName() == "Scenario"
    splitter = find(wide, QSplitter, "scenarioSplitter")
    assert splitter.indexOf(pane(wide)) == 0 and splitter.count() == 2
    assert find(wide, QLabel, "scenarioTitle").text() == scenario.title
    text = find(wide, QLabel, "scenarioText")
    assert "eight NVIDIA A100 GPUs" in plain_text(text.text())
    scroll = find(wide, QScrollArea, "scenarioScroll")
    splitter.setSizes([160, 900])  # as narrow as it goes: the long scenario scrolls
    bar = scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=WAIT_MS)
    bar.setValue(bar.maximum())
    kept = bar.value()

    go_to_question(qtbot, wide, second)  # the same scenario: nothing moves
    assert find(wide, QLabel, "scenarioText") is text
    assert bar.value() == kept > 0

    ids = scenario_ids(session)
    alone = ids.index(None)
    go_to_question(qtbot, wide, alone)
    assert not pane(wide).isVisible()
    assert not find(wide, QPushButton, "scenarioButton").isVisible()

    go_to_question(qtbot, wide, first)  # back: the scenario where the candidate left it
    assert pane(wide).isVisible() and bar.value() == kept


def test_the_keyboard_opens_and_closes_the_scenario(qtbot: QtBot, wide: MainWindow) -> None:
    session = start_exam(qtbot, wide, count=8)
    go_to_question(qtbot, wide, first_pair(session)[0])
    button = find(wide, QPushButton, "scenarioButton")
    assert button.isChecked() and button.text() == "Hide scenario"
    press(qtbot, wide, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    assert not pane(wide).isVisible() and button.text() == "Show scenario"
    assert find(wide, QWidget, "questionScroll").isVisible()
    press(qtbot, wide, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    assert pane(wide).isVisible()
    assert find(wide, QScrollArea, "scenarioScroll").hasFocus()
    assert button.focusPolicy() & Qt.FocusPolicy.TabFocus  # Tab reaches the button too


def test_a_small_window_folds_the_scenario_into_its_button(qtbot: QtBot, small: MainWindow) -> None:
    session = start_exam(qtbot, small, count=8)
    first, second = first_pair(session)
    go_to_question(qtbot, small, first)
    button = find(small, QPushButton, "scenarioButton")
    question = find(small, QWidget, "questionScroll")
    assert button.isVisible() and not button.isChecked()
    assert not pane(small).isVisible() and question.isVisible()
    click(qtbot, button)
    assert pane(small).isVisible() and not question.isVisible()
    # opened, the scenario has the question's room
    qtbot.waitUntil(lambda: pane(small).width() > 500, timeout=WAIT_MS)
    go_to_question(qtbot, small, second)  # a new question shows first
    assert question.isVisible() and not pane(small).isVisible()
    assert button.isVisible()


def test_practice_check_keeps_the_scenario_in_sight(qtbot: QtBot, wide: MainWindow) -> None:
    session = start_exam(qtbot, wide, mode="Practice", count=8)
    go_to_question(qtbot, wide, first_pair(session)[0])
    click_choice(qtbot, wide, 0)
    click(qtbot, find(wide, QPushButton, "checkButton"))
    qtbot.waitUntil(find(wide, QWidget, "feedbackBox").isVisible, timeout=WAIT_MS)
    assert pane(wide).isVisible()


def test_the_results_review_shows_each_questions_scenario_on_demand(
    qtbot: QtBot, wide: MainWindow
) -> None:
    session = start_exam(qtbot, wide, count=8)
    position = first_pair(session)[0]
    scenario = session.exam.questions[position].question.scenario
    assert scenario is not None
    submit_and_confirm(qtbot, wide)
    review = find(wide, QListWidget, "reviewList")
    card = review.itemWidget(review.item(position))
    assert isinstance(card, ReviewCard) and card.scenario_toggle is not None
    box = card.findChild(QWidget, "reviewScenario")
    assert box is not None and not box.isVisible()
    height = review.item(position).sizeHint().height()
    click(qtbot, card.scenario_toggle)
    assert box.isVisible() and card.scenario_toggle.text() == "Hide the scenario"
    assert review.item(position).sizeHint().height() > height
    alone = scenario_ids(session).index(None)
    other = review.itemWidget(review.item(alone))
    assert isinstance(other, ReviewCard) and other.scenario_toggle is None


def test_an_answer_key_over_a_covering_scenario_brings_the_question_back(
    qtbot: QtBot, small: MainWindow
) -> None:
    session = start_exam(qtbot, small, count=8)
    go_to_question(qtbot, small, first_pair(session)[0])
    click(qtbot, find(small, QPushButton, "scenarioButton"))
    question = find(small, QWidget, "questionScroll")
    assert not question.isVisible()
    press(qtbot, small, Qt.Key.Key_A)  # the question is out of sight: it comes back, unanswered
    assert question.isVisible() and not pane(small).isVisible()
    assert session.current_answer.selected == frozenset()
    press(qtbot, small, Qt.Key.Key_A)  # now in sight: the key answers
    assert session.current_answer.selected == {session.current_question.choices[0].id}
