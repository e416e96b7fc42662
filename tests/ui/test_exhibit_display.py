"""Exhibits (images a question refers to) show in the question, fit the column and open
full size on a click; the bytes come from the database, never from the disk or the web."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QDialog, QLabel, QWidget
from pytestqt.qtbot import QtBot
from ui_helpers import WAIT_MS, Clock, find, start_exam

from simulator.app import build_main_window
from simulator.ui import exhibits
from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui


def test_an_exhibit_is_shown_scaled_and_enlarged_on_click(
    qtbot: QtBot, db_url: str, tmp_path: Path, clock: Clock
) -> None:
    folder = tmp_path / "exam"
    (folder / "images").mkdir(parents=True)
    picture = QImage(1600, 900, QImage.Format.Format_RGB32)
    picture.fill(QColor("#2a9d8f"))
    assert picture.save(str(folder / "images" / "rack.png"))
    source = folder / "practice-exam.md"
    source.write_text(
        "### Which link joins the GPUs of this rack?\n\n"
        "![Rack diagram](images/rack.png)\n\n"
        "- [x] NVLink\n- [ ] USB\n",
        encoding="utf-8",
    )
    window = build_main_window(db_url, [source], clock=clock)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    (folder / "images" / "rack.png").unlink()  # shown from the database from now on

    start_exam(qtbot, window, count=1)
    exhibit = find(window, QLabel, "exhibit")
    qtbot.waitUntil(exhibit.isVisible, timeout=WAIT_MS)
    assert exhibit.accessibleName() == "Exhibit: Rack diagram"
    shown = exhibit.pixmap()
    column = find(window, QWidget, "questionContent")
    assert 0 < shown.width() <= column.width() and shown.height() <= 260
    assert abs(shown.width() / shown.height() - 16 / 9) < 0.05, "scaled, not stretched"
    assert "Rack diagram" in find(window, QLabel, "questionText").text()

    qtbot.mouseClick(exhibit, Qt.MouseButton.LeftButton, pos=exhibit.rect().center())
    dialog = window.findChild(QDialog, "exhibitDialog")
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible, timeout=WAIT_MS)
    full = dialog.findChild(QLabel)
    assert full is not None and full.pixmap().width() == 1600


def _png(colour: str, width: int = 40) -> bytes:
    image = QImage(width, 20, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stub lacks the QIODevice overload
    return bytes(data.data())


def test_exhibits_are_decoded_and_scaled_once_while_in_use(qtbot: QtBot) -> None:
    """Going back to a question with an exhibit reuses the picture, never a wrong one."""
    red, blue = _png("#d00000"), _png("#0000d0")
    first = exhibits.decoded(red)
    assert first is not None and exhibits.decoded(red) is first
    other = exhibits.decoded(blue)
    assert other is not None and other is not first
    assert other.toImage().pixelColor(5, 5) == QColor("#0000d0")
    assert exhibits.decoded(b"not a picture") is None
    half = exhibits.scaled(first, QSize(20, 10))
    assert half.size() == QSize(20, 10) and exhibits.scaled(first, QSize(20, 10)) is half
    # A long exam's worth of other exhibits pushes the first out: it is decoded again.
    for width in range(41, 41 + exhibits.KEPT_PICTURES):
        exhibits.decoded(_png("#00d000", width))
    again = exhibits.decoded(red)
    assert again is not None and again is not first
    assert again.toImage().pixelColor(5, 5) == QColor("#d00000")


def charts_exam(tmp_path: Path, colours: tuple[str, ...]) -> Path:
    """A Markdown practice exam of one question per colour, each with its chart."""
    folder = tmp_path / "exam"
    (folder / "images").mkdir(parents=True)
    questions = []
    for number, colour in enumerate(colours, start=1):
        picture = QImage(1200 + number, 500, QImage.Format.Format_RGB32)
        picture.fill(QColor(colour))
        assert picture.save(str(folder / "images" / f"chart{number}.png"))
        questions.append(
            f"### Which chart is number {number}?\n\n![Chart {number}](images/chart{number}.png)"
            "\n\n- [x] This one\n- [ ] Another\n"
        )
    source = folder / "practice-exam.md"
    source.write_text("\n".join(questions), encoding="utf-8")
    return source


def charts_window(qtbot: QtBot, db_url: str, clock: Clock, source: Path) -> MainWindow:
    """The main window with that practice exam, shown at 1024x600."""
    window = build_main_window(db_url, [source], clock=clock)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_exhibits_to_come_are_decoded_as_the_exam_opens(
    qtbot: QtBot, db_url: str, tmp_path: Path, clock: Clock
) -> None:
    """A candidate who moves on at once, before the lookahead's pause, finds a later
    question's exhibit read and decoded already."""
    window = charts_window(
        qtbot, db_url, clock, charts_exam(tmp_path, ("#264653", "#2a9d8f", "#e9c46a", "#f4a261"))
    )
    start_exam(qtbot, window, count=4)
    window.exam.lookahead.cancel()  # it prepares the next question only, not the last
    decodings = exhibits.decoded.cache_info().misses

    window.exam.go_to(3)
    (shown,) = window.exam_page.exhibits.thumbnails
    assert shown.pixmap_full.width() > 1200
    assert exhibits.decoded.cache_info().misses == decodings, "decoded on the move"


def test_the_next_questions_exhibit_is_made_ready_while_the_candidate_reads(
    qtbot: QtBot, db_url: str, tmp_path: Path, clock: Clock
) -> None:
    """The slowest move was the first visit to a question with an exhibit: decoding and
    scaling it now happens in the pause after the previous question is shown."""
    window = charts_window(qtbot, db_url, clock, charts_exam(tmp_path, ("#2a9d8f", "#e76f51")))
    start_exam(qtbot, window, count=2)
    qtbot.waitUntil(lambda: find(window, QLabel, "exhibit").isVisible(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: window.exam.lookahead.pending == 0, timeout=WAIT_MS)
    decodings = exhibits.decoded.cache_info().misses
    scalings = exhibits._scaled.cache_info().misses

    window.exam.next()
    (shown,) = window.exam_page.exhibits.thumbnails
    second = window.exam.session.current_question.question.prompt
    assert shown.accessibleName() == "Exhibit: " + second.split("![")[1].split("]")[0]
    assert exhibits.decoded.cache_info().misses == decodings, "decoded again on the move"
    assert exhibits._scaled.cache_info().misses == scalings, "scaled again on the move"
    assert 0 < shown.pixmap().width() <= find(window, QWidget, "questionContent").width()
