"""One attempt, two windows: it is written by one at a time and submitted once.

Before, the same attempt open in two windows (or one window and a resumed copy) was
submitted by both: the score stored twice, answers written into a submitted attempt,
every question counted as seen twice. And the second window offered to discard an
attempt the first one was running.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot
from ui_helpers import (
    MINI_BANK,
    Clock,
    answer_current,
    click,
    click_choice,
    correct_indexes,
    find,
    start_exam,
    submit_and_confirm,
    wait_for_box,
    wrong_indexes,
)

from simulator.app import build_main_window
from simulator.services.history import attempt_history
from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui


@pytest.fixture
def two_windows(qtbot: QtBot, tmp_path: Path, clock: Clock) -> Iterator[tuple[MainWindow, ...]]:
    url = f"sqlite:///{tmp_path / 'shared.db'}"
    windows = []
    for _ in range(2):
        window = build_main_window(url, [MINI_BANK], clock=clock)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
    yield tuple(windows)


def button_texts(box: QMessageBox) -> list[str]:
    return [button.text() for button in box.buttons()]


def test_the_second_window_never_offers_to_discard_a_running_attempt(
    qtbot: QtBot, two_windows: tuple[MainWindow, MainWindow]
) -> None:
    first, second = two_windows
    start_exam(qtbot, first, mode="Exam", count=3)
    click(qtbot, find(second, QPushButton, "startButton"))
    box = wait_for_box(qtbot, second, "unfinishedAttempt")
    assert "open in another window" in box.informativeText()
    assert not any("Discard" in text for text in button_texts(box))
    click(qtbot, box.button(QMessageBox.StandardButton.Cancel))

    first.close()  # the first window lets go of it: now it may be discarded
    click(qtbot, find(second, QPushButton, "startButton"))
    box = wait_for_box(qtbot, second, "unfinishedAttempt")
    assert "Discard and start new" in button_texts(box)


def test_an_attempt_submitted_in_another_window_is_not_submitted_again(
    qtbot: QtBot, two_windows: tuple[MainWindow, MainWindow]
) -> None:
    first, second = two_windows
    session = start_exam(qtbot, first, mode="Exam", count=3)
    answer_current(qtbot, first, session, right=True)
    # The second window resumes it (a copy of the same attempt) and submits it.
    click(qtbot, find(second, QPushButton, "startButton"))
    box = wait_for_box(qtbot, second, "unfinishedAttempt")
    resume = next(b for b in box.buttons() if b.text().startswith("Resume"))
    click(qtbot, resume)
    qtbot.waitUntil(lambda: second.current_page_name() == "exam", timeout=2000)
    submit_and_confirm(qtbot, second)

    # The first window's next answer is refused, and it says what happened. The answer
    # is a change to write whatever the question: another choice of a single-select
    # question, unticking one of a multi-select (a third tick would be refused unsaved).
    multi = session.current_question.question.choose > 1
    click_choice(qtbot, first, (correct_indexes if multi else wrong_indexes)(session)[0])
    notice = wait_for_box(qtbot, first, "alreadySubmitted")
    assert notice.text() == "This exam was already submitted (in another window)."
    qtbot.waitUntil(lambda: first.current_page_name() == "results", timeout=2000)
    assert "PASS" in find(first, QLabel, "scoreLabel").text() or "FAIL" in (
        find(first, QLabel, "scoreLabel").text()
    )
    (finished,) = attempt_history(first.open_library(), "mini")  # one result, not two
    assert first.results.review is not None
    assert first.results.review.attempt_id == finished.attempt_id
