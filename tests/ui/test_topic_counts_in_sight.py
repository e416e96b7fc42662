"""The Start page's topic list at 1024x600: a long topic name is cut, its question count
is not (cut at the end, "Mixed Precision & Training O…" lost the "(27)" that says how
many questions a tick adds)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QListWidget, QStyle
from pytestqt.qtbot import QtBot
from ui_helpers import WAIT_MS, find

from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui


def test_every_topic_keeps_its_count_when_its_name_is_cut(qtbot: QtBot, window: MainWindow) -> None:
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: window.width() == 1024, timeout=WAIT_MS)
    topics = find(window.start_page, QListWidget, "topicFilter")
    qtbot.waitUntil(lambda: topics.count() > 0, timeout=WAIT_MS)
    metrics = topics.fontMetrics()
    tick = topics.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, topics) + 12
    cut = 0
    for row in range(topics.count()):
        item = topics.item(row)
        room = topics.visualItemRect(item).width() - tick
        shown = metrics.elidedText(item.text(), topics.textElideMode(), room)
        count = item.text()[item.text().rindex("(") :]
        assert shown.endswith(count), (item.text(), shown)
        cut += shown != item.text()
    assert cut  # the bundled bank's long names do not fit whole at this size
