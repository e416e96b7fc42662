"""A case study's scenario is read whole in its pane, wide code lines included (1366x768).

A scenario often lists a configuration. Its code lines were laid out at full length
inside the pane, which made the label that wide: the prose around them wrapped at that
width too and was cut at the pane's edge mid-word. The scenario's text now scrolls
sideways on its own, as a question's prompt does, and its prose wraps to the pane.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QScrollArea
from pytestqt.qtbot import QtBot
from ui_helpers import WAIT_MS, Clock, find, shown_window, start_exam, visible_in

from simulator.ui.main_window import MainWindow
from simulator.ui.markdown import MONOSPACE_FAMILIES

pytestmark = pytest.mark.gui

LONG_LINE = (
    "dynamic_batching { max_queue_delay_microseconds: 100 preferred_batch_size: [ 16, 32 ] }"
    " instance_group [{ count: 1, kind: KIND_GPU }] --END-OF-LINE"
)
PROSE = (
    "Contoso Retail serves a recommendation model behind Triton Inference Server on two"
    " servers with four GPUs each, and misses its latency target during promotions."
)
BANK = f"""\
schema: 1
id: wide-case
title: Wide case study
topics:
  - id: serving
    title: Serving
scenarios:
  - id: retail
    title: A retailer serves recommendations
    text: |
      {PROSE}

      ```
      {LONG_LINE}
      ```
questions:
  - id: case-001
    topic: serving
    scenario: retail
    prompt: Which setting lets the batcher form larger batches?
    choices:
      - text: max_queue_delay_microseconds
        correct: true
      - text: count
    explanation:
      short: A longer queue delay gathers more requests into a batch.
"""


@pytest.fixture
def case_window(qtbot: QtBot, tmp_path: Path, db_url: str, clock: Clock) -> Iterator[MainWindow]:
    bank = tmp_path / "case.yaml"
    bank.write_text(BANK, encoding="utf-8")
    main = shown_window(qtbot, db_url, clock, [bank], 1366, 768)
    yield main
    main.close()


def test_the_prose_wraps_in_the_pane_and_the_code_line_scrolls(
    qtbot: QtBot, case_window: MainWindow
) -> None:
    window = case_window
    start_exam(qtbot, window, count=1)
    text = find(window, QLabel, "scenarioText")
    qtbot.waitUntil(lambda: text.isVisible() and text.width() > 0, timeout=WAIT_MS)
    sideways = find(window, QScrollArea, "scenarioTextScroll")
    assert sideways.isAncestorOf(text)
    view = sideways.viewport()
    metrics = QFontMetrics(text.font())
    assert metrics.horizontalAdvance(PROSE) > view.width(), "the prose must need wrapping"

    # The paragraph's first line ends (its last ink: the label's own background is
    # transparent) inside what the pane shows.
    image = text.grab().toImage()
    ink = [
        x
        for y in range(metrics.height())
        for x in range(image.width())
        if image.pixelColor(x, y).alpha() > 128
    ]
    assert ink, "the first line of the scenario is not where the test looks"
    assert max(ink) < view.width(), "the scenario's prose runs past the pane's edge"

    # The code line is laid out whole, and its end is reached by the text's own bar.
    mono = QFont(text.font())
    mono.setFamilies(MONOSPACE_FAMILIES)
    needed = QFontMetrics(mono).horizontalAdvance(LONG_LINE)
    assert text.width() >= needed > view.width()
    bar = sideways.horizontalScrollBar()
    qtbot.waitUntil(lambda: bar.isVisible() and bar.maximum() > 0, timeout=WAIT_MS)
    assert not visible_in(view, text, needed - 1)
    bar.setValue(bar.maximum())
    assert visible_in(view, text, needed - 1)
