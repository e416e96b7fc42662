"""A code line wider than the question pane can be read to its end (1024x600).

The question pane wraps prose but never scrolls sideways, so a long line of a code block
was cut off at the pane's edge, and its end (often the part the question is about) was
out of reach. The prompt now scrolls sideways on its own, with a scroll bar right under
it, while its prose still wraps to the pane and the choices stay where they were.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QAbstractButton, QLabel, QScrollArea
from pytestqt.qtbot import QtBot
from ui_helpers import Clock, choice_buttons, find, shown_window, start_exam, visible_in

from simulator.ui.main_window import MainWindow
from simulator.ui.markdown import MONOSPACE_FAMILIES

pytestmark = pytest.mark.gui

LONG_LINE = (
    "kubectl run triton --image=nvcr.io/nvidia/tritonserver:24.08-py3 --limits=nvidia.com/gpu=1"
    " -- tritonserver --model-repository=s3://models --strict-model-config=false --END-OF-LINE"
)
PROSE = (
    "An operator starts the inference server with the command below. Which flag makes the"
    " server read each model's configuration from its own config.pbtxt file only?"
)
BANK = f"""\
schema: 1
id: wide
title: Wide code
exam:
  question_count: 1
topics:
  - id: serving
    title: Serving
questions:
  - id: wide-001
    topic: serving
    prompt: |
      {PROSE}

      ```
      {LONG_LINE}
      ```
    choices:
      - text: --strict-model-config
        correct: true
      - text: --model-repository
      - text: --limits
    explanation:
      short: Strict model configuration turns off the auto-completed configuration.
"""


@pytest.fixture
def wide_window(qtbot: QtBot, tmp_path: Path, db_url: str, clock: Clock) -> Iterator[MainWindow]:
    bank = tmp_path / "wide.yaml"
    bank.write_text(BANK, encoding="utf-8")
    main = shown_window(qtbot, db_url, clock, [bank], 1024, 600)
    yield main
    main.close()


def test_a_long_code_line_can_be_scrolled_into_view(qtbot: QtBot, wide_window: MainWindow) -> None:
    window = wide_window
    start_exam(qtbot, window, count=1)
    question = find(window, QLabel, "questionText")
    pane = find(window, QScrollArea, "questionScroll")
    qtbot.waitUntil(lambda: LONG_LINE in question.text() and question.width() > 0)
    mono = QFont(question.font())
    mono.setFamilies(MONOSPACE_FAMILIES)
    needed = QFontMetrics(mono).horizontalAdvance(LONG_LINE)
    assert needed > pane.viewport().width(), "the test line must be wider than the pane"

    # The label lays the whole line out (nothing cut inside it)…
    assert question.width() >= needed
    # … and the part that does not fit is reached by a scroll bar of the prompt's own.
    sideways = find(window, QScrollArea, "questionTextScroll")
    assert sideways.isAncestorOf(question)
    bar = sideways.horizontalScrollBar()
    qtbot.waitUntil(lambda: bar.isVisible() and bar.maximum() > 0)
    view = sideways.viewport()
    assert not visible_in(view, question, needed - 1)
    bar.setValue(bar.maximum())
    assert visible_in(view, question, needed - 1), "the end of the code line stays out of reach"

    # The keyboard reaches it too: Tab gives the prompt the focus, then the arrows scroll it
    # (rather than going to another question), and Home and End go to either end.
    bar.setValue(0)
    assert sideways.focusPolicy() & Qt.FocusPolicy.TabFocus
    sideways.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(sideways.hasFocus)
    qtbot.keyClick(sideways, Qt.Key.Key_Right)
    assert bar.value() > 0
    qtbot.keyClick(sideways, Qt.Key.Key_End)
    assert bar.value() == bar.maximum()
    qtbot.keyClick(sideways, Qt.Key.Key_Left)
    assert 0 < bar.value() < bar.maximum()
    qtbot.keyClick(sideways, Qt.Key.Key_Home)
    assert bar.value() == 0


def test_the_prose_still_wraps_to_the_pane_and_the_choices_stay_in_it(
    qtbot: QtBot, wide_window: MainWindow
) -> None:
    window = wide_window
    start_exam(qtbot, window, count=1)
    pane = find(window, QScrollArea, "questionScroll")
    question = find(window, QLabel, "questionText")
    qtbot.waitUntil(lambda: LONG_LINE in question.text())
    # Nothing else of the page widens: the pane never needs a sideways scroll bar …
    assert pane.widget().width() <= pane.viewport().width()
    # … the choices end inside it …
    for button in choice_buttons(window):
        assert isinstance(button, QAbstractButton)
        right = button.mapTo(pane.viewport(), QPoint(button.width(), 0)).x()
        assert right <= pane.viewport().width()
    # … and the paragraph above the code wraps inside the visible part of the prompt: its
    # first line ends (last dark pixel) before the right edge of what is in view.
    sideways = find(window, QScrollArea, "questionTextScroll")
    metrics = QFontMetrics(question.font())
    assert metrics.horizontalAdvance(PROSE) > sideways.viewport().width()  # it must wrap
    image = question.grab().toImage()
    ink = [
        x
        for y in range(metrics.height())
        for x in range(image.width())
        if (ink_colour := image.pixelColor(x, y)).alpha() > 128 and ink_colour.lightness() < 128
    ]
    assert ink, "the first line of the prompt is not where the test looks"
    assert max(ink) < sideways.viewport().width()
    assert question.heightForWidth(question.width()) >= 2 * metrics.height()
