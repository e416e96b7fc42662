"""Bank text is text wherever it appears, and only web and mail links are links.

A bank file comes from anywhere. Qt guesses whether a tooltip or an automatic label
is rich text, so a topic titled `<img src="/home/.../secret.png">Storage` loaded that
file into the tooltip of the start page, the exam page, the topic tables, the chart
legend and the Banks tree. A Markdown link in an explanation or a choice's why opened
any scheme on a click: `file:///usr/bin/xterm`, `javascript:`, `smb://` (which hands
the user's credentials to a server on Windows).

The test sits a practice question and an exam on such a bank, visits every page, and
then looks at every widget, tooltip and item of the window.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import (
    QAbstractItemModel,
    QBuffer,
    QByteArray,
    QEvent,
    QIODevice,
    QModelIndex,
    QPointF,
    Qt,
    QUrl,
)
from PySide6.QtGui import QColor, QImage, QMouseEvent
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QLabel,
    QPushButton,
    QToolTip,
    QWidget,
)
from pytestqt.qtbot import QtBot
from ui_helpers import (
    WAIT_MS,
    Clock,
    OpenedUrls,
    answer_current,
    click,
    find,
    go_to_question,
    show_page_by_toolbar,
    start_exam,
    submit_and_confirm,
)

from simulator.app import build_main_window
from simulator.domain.model import MAX_TITLE_LENGTH
from simulator.ui.chart import TrendChart
from simulator.ui.exhibits import ExhibitPanel
from simulator.ui.links import SAFE_SCHEMES, open_link
from simulator.ui.widgets import ElidedLabel

pytestmark = pytest.mark.gui

UNSAFE = ["file:///usr/bin/xterm", "javascript:alert(1)", "smb://attacker.example/share"]


def hostile_bank(folder: Path) -> tuple[Path, str]:
    """A bank whose every text carries a tag that would load `secret.png` if rendered."""
    secret = folder / "secret.png"
    picture = QImage(8, 8, QImage.Format.Format_RGB32)
    picture.fill(QColor("red"))
    assert picture.save(str(secret))
    tag = f'<img src="{secret}">'
    links = " ".join(f"[open {i}]({url})" for i, url in enumerate(UNSAFE))
    # Long enough to be elided in any legend whatever the folder's name (the tag holds it),
    # within the characters a title may have.
    long_title = f"Storage and networking of very large clusters {tag}" + " with many racks" * 20
    long_title = long_title[:MAX_TITLE_LENGTH]
    text = f"""\
schema: 1
id: hostile
title: '{tag}Hostile bank'
description: '{tag}A description'
topics:
  - id: storage
    title: '{long_title}'
    description: '{tag}about storage'
  - id: other
    title: '{tag}Other'
questions:
  - id: q1
    topic: storage
    prompt: |
      {tag} Which protocol? See {links} or [the docs](https://docs.example.com/a).
    choices:
      - text: '{tag}NFS'
        correct: true
        why: 'Right; {links}, <file:///etc/shadow>, [mail us](mailto:help@example.com).'
      - text: SMB
        why: '{tag}Wrong.'
    explanation:
      short: '{tag}Because {links}.'
      full: |
        Full: {links} and <file:///etc/shadow>; [web](https://example.com/x).
    references: ['file:///etc/shadow', 'https://example.com/ref', 'javascript:alert(2)']
  - id: q2
    topic: other
    prompt: Second?
    choices:
      - text: Yes
        correct: true
      - text: No
    explanation:
      short: Yes.
"""
    path = folder / "hostile.yaml"
    path.write_text(text, encoding="utf-8")
    return path, tag


def model_indexes(model: QAbstractItemModel, parent: QModelIndex) -> Iterator[QModelIndex]:
    try:
        columns = model.columnCount(parent)
    except TypeError:  # a list model's columnCount is private in PySide: one column
        columns = 1
    for row in range(model.rowCount(parent)):
        for column in range(columns):
            index = model.index(row, column, parent)
            yield index
            if column == 0:
                yield from model_indexes(model, index)


def rendered_as_rich(text: str, label_format: Qt.TextFormat | None = None) -> bool:
    if label_format == Qt.TextFormat.PlainText:
        return False
    if label_format == Qt.TextFormat.RichText:
        return True
    return GuiQt.mightBeRichText(text)  # what Qt does for tooltips and automatic labels


def unsafe_texts(window: QWidget, tag: str) -> list[str]:
    """Every place in the window that would render `tag` as HTML, and every link that is
    not http, https or mailto."""
    found = []
    widgets = [window, *window.findChildren(QWidget)]
    for widget in widgets:
        name = f"{type(widget).__name__}({widget.objectName()})"
        tip = widget.toolTip()
        if tag in tip and rendered_as_rich(tip):
            found.append(f"tooltip of {name}: {tip}")
        if isinstance(widget, QLabel):
            text = widget.text()
            if tag in text and rendered_as_rich(text, widget.textFormat()):
                found.append(f"{name}: {text}")
            if rendered_as_rich(text, widget.textFormat()):
                for href in re.findall(r'href="([^"]*)"', text):
                    if QUrl(href).scheme() not in SAFE_SCHEMES:
                        found.append(f"link in {name}: {href}")
                if widget.openExternalLinks():
                    found.append(f"{name} opens links itself, not through open_link")
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            for index in model_indexes(model, QModelIndex()):
                tip = str(index.data(Qt.ItemDataRole.ToolTipRole) or "")
                if tag in tip and rendered_as_rich(tip):
                    found.append(f"item tooltip in {name}: {tip}")
    return found


def tooltip_over(chart: TrendChart, point: QPointF) -> str:
    """The tooltip once the mouse moves to `point` of the chart."""
    QToolTip.hideText()
    move = QMouseEvent(
        QEvent.Type.MouseMove,
        point,
        chart.mapToGlobal(point),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(chart, move)
    return QToolTip.text()


def test_bank_text_is_plain_and_only_web_links_open(
    qtbot: QtBot, tmp_path: Path, clock: Clock, opened: OpenedUrls
) -> None:
    bank, tag = hostile_bank(tmp_path)
    window = build_main_window(f"sqlite:///{tmp_path / 'h.db'}", [bank], clock=clock)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    assert unsafe_texts(window, tag) == []  # the start page: topic list, bank details

    # An exam to the end: results with its review cards, then History and Banks.
    start_exam(qtbot, window, mode="Exam", count=2)
    answer_current(qtbot, window, window.exam.session, right=True)
    assert unsafe_texts(window, tag) == []  # the exam page: topic label, navigator
    submit_and_confirm(qtbot, window)
    for card in window.results.cards:
        if card.full_toggle is not None:
            click(qtbot, card.full_toggle)
    assert unsafe_texts(window, tag) == []
    show_page_by_toolbar(qtbot, window, "History")
    qtbot.waitUntil(lambda: window.current_page_name() == "history", timeout=WAIT_MS)
    assert unsafe_texts(window, tag) == []
    show_page_by_toolbar(qtbot, window, "Banks")
    qtbot.waitUntil(lambda: window.current_page_name() == "banks", timeout=WAIT_MS)
    assert unsafe_texts(window, tag) == []

    # Practice: check the answer so that every explanation is on screen.
    show_page_by_toolbar(qtbot, window, "Start")
    session = start_exam(qtbot, window, mode="Practice", count=2)
    if session.current_question.question.id != "q1":
        click(qtbot, find(window, QPushButton, "nextButton"))
    answer_current(qtbot, window, session, right=False)
    click(qtbot, find(window, QPushButton, "checkButton"))
    click(qtbot, find(window, QPushButton, "fullExplanationToggle"))
    full = find(window, QLabel, "fullExplanation")
    qtbot.waitUntil(full.isVisible, timeout=WAIT_MS)
    assert "Full:" in full.text() and "https://example.com/x" in full.text()
    assert unsafe_texts(window, tag) == []
    # Links of other schemes are still there to read, as text.
    assert "file:///usr/bin/xterm" in full.text() and "javascript:alert(2)" in full.text()
    for label in window.findChildren(QLabel):
        for url in UNSAFE:  # a click on such text: whatever a label would emit
            label.linkActivated.emit(url)
    assert opened.urls == []
    full.linkActivated.emit("https://example.com/x")
    assert opened.urls == ["https://example.com/x"]


def test_chart_tooltips_show_topic_titles_as_text(
    qtbot: QtBot, tmp_path: Path, clock: Clock
) -> None:
    bank, tag = hostile_bank(tmp_path)
    window = build_main_window(f"sqlite:///{tmp_path / 'h.db'}", [bank], clock=clock)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    for _ in range(2):
        start_exam(qtbot, window, mode="Exam", count=2)
        for position in range(2):  # both questions read, and left blank: they count, as wrong
            go_to_question(qtbot, window, position)
            clock.advance(5)
        submit_and_confirm(qtbot, window)
        show_page_by_toolbar(qtbot, window, "Start")
    show_page_by_toolbar(qtbot, window, "History")
    chart = find(window, TrendChart, "topicChart")
    qtbot.waitUntil(chart.isVisible, timeout=WAIT_MS)
    layout = chart._compute_layout()
    assert any("Storage" in item.full_text for item in layout.legend)
    elided = [item for item in layout.legend if item.text != item.full_text]
    assert elided, (
        "the long topic title is elided in the legend",
        [(i.text, i.full_text) for i in layout.legend],
        chart.width(),
    )
    shown = tooltip_over(chart, elided[0].text_pos + QPointF(2, -2))
    assert "Storage and networking" in shown
    assert tag not in shown and "&lt;img" in shown  # escaped: shown, never loaded
    layout = chart._compute_layout()
    point = QPointF(layout.x_positions[-1], layout.plot.bottom())  # a topic's 0%
    shown = tooltip_over(chart, point)
    assert ": 0% (" in shown
    assert tag not in shown and "&lt;img" in shown
    QToolTip.hideText()


def test_open_link_opens_web_and_mail_only(opened: OpenedUrls) -> None:
    for url in [*UNSAFE, "smb:attacker", "FILE:///etc/passwd", "relative/page.html", ""]:
        assert not open_link(url)
    assert open_link("HTTPS://example.com") and open_link("mailto:a@example.com")
    assert opened.urls == ["https://example.com", "mailto:a@example.com"]


def test_elided_titles_and_exhibit_alt_texts_tip_as_text(qtbot: QtBot, tmp_path: Path) -> None:
    """The two widgets that carry bank text into a tooltip of their own."""
    tag = f'<img src="{tmp_path / "secret.png"}">'
    label = ElidedLabel(f"{tag}A topic title far too long for the narrow label it is in")
    qtbot.addWidget(label)
    label.resize(80, 20)
    label.show()
    qtbot.waitExposed(label)
    assert label.text() != label.full_text()  # elided, so the tooltip has it all
    assert tag not in label.toolTip() and "&lt;img" in label.toolTip()

    panel = ExhibitPanel()
    qtbot.addWidget(panel)
    picture = QImage(40, 20, QImage.Format.Format_RGB32)
    picture.fill(QColor("teal"))
    png = QByteArray()
    buffer = QBuffer(png)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    assert picture.save(buffer, "PNG")  # type: ignore[call-overload]  # the stub says bytes; the binding takes str
    panel.show_exhibits([(f"{tag}Topology", "topology.png")], lambda _name: bytes(png.data()))
    (thumbnail,) = panel.thumbnails
    assert tag not in thumbnail.toolTip() and "Topology (click to enlarge)" in thumbnail.toolTip()
