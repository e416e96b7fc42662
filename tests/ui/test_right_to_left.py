"""A right-to-left language mirrors the window without overlap.

No right-to-left language is shipped yet, so the test makes one: an Arabic
pseudo-translation of every entry of the catalogue (each Latin letter written as an
Arabic one, fields, markup and accelerators kept), loaded the way a translator tries an
unfinished catalogue (`EXAM_SIMULATOR_TRANSLATIONS`).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from layout_checks import area, check_page, settle
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QPushButton,
    QToolBar,
    QToolButton,
    QWidget,
)
from pytestqt.qtbot import QtBot
from ui_helpers import MINI_BANK, WAIT_MS, Clock, click, find, start_exam

from simulator.app import build_main_window
from simulator.ui.languages import EXTRA_CATALOGUES_ENV, SOURCE_LANGUAGE, install_language
from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]
#: What a translation keeps as it is: {fields}, %n, markup, entities and accelerators.
KEPT = re.compile(r"(\{[A-Za-z_0-9]*\}|%L?[0-9n]|<[^>]*>|&[a-z]+;|&)")
ARABIC = dict(zip("abcdefghijklmnopqrstuvwxyz", "ابتثجحخدذرزسشصضطظعغفقكلمنه", strict=False))


def pseudo_arabic(source: str) -> str:
    """`source` with its letters in Arabic script, a little longer, as Arabic runs."""
    parts = KEPT.split(source)
    return "".join(
        part if KEPT.fullmatch(part) else "".join(ARABIC.get(c.lower(), c) for c in part)
        for part in parts
    )


def arabic_catalogue(folder: Path) -> Path:
    """ar.ts: every entry of the German catalogue's sources, pseudo-translated."""
    tree = ET.parse(ROOT / "translations" / "de.ts")
    root = tree.getroot()
    root.set("language", "ar")
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        if message.get("numerus") == "yes":
            for form in list(translation):
                translation.remove(form)
            for _ in range(6):  # Arabic has six plural forms
                ET.SubElement(translation, "numerusform").text = pseudo_arabic(source)
        else:
            translation.text = pseudo_arabic(source)
    path = folder / "ar.ts"
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return path


@pytest.fixture
def arabic_window(
    qtbot: QtBot, db_url: str, clock: Clock, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[MainWindow]:
    folder = tmp_path / "catalogues"
    folder.mkdir()
    arabic_catalogue(folder)
    monkeypatch.setenv(EXTRA_CATALOGUES_ENV, str(folder))
    monkeypatch.setenv("LANGUAGE", "ar")
    window = build_main_window(db_url, [MINI_BANK], clock=clock)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.width() == 1024, timeout=WAIT_MS)
    yield window
    window.close()
    install_language(SOURCE_LANGUAGE)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert app.layoutDirection() == Qt.LayoutDirection.LeftToRight


def left(widget: QWidget, window: MainWindow) -> int:
    return area(widget, window).left()


@pytest.mark.parametrize("source", ["Question {number} of {count}", "<b>F</b> &amp; &Next"])
def test_the_pseudo_translation_keeps_what_a_translation_must(source: str) -> None:
    text = pseudo_arabic(source)
    assert KEPT.findall(text) == KEPT.findall(source)
    assert not re.search("[A-Za-z]", KEPT.sub("", text))
    assert QLocale("ar").textDirection() == Qt.LayoutDirection.RightToLeft


def test_an_arabic_interface_is_mirrored_without_overlap(
    qtbot: QtBot, arabic_window: MainWindow
) -> None:
    window = arabic_window
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    bar = find(window, QToolBar, "navigationBar")
    pages: dict[str, QToolButton] = {}
    for name, action in window.nav_actions.items():
        button = bar.widgetForAction(action)
        assert isinstance(button, QToolButton)
        pages[name] = button
    assert pages["start"].text() == pseudo_arabic("Start")  # the pseudo-catalogue speaks
    # Start is the first page, so it is the rightmost; the View menu goes to the left.
    assert left(pages["start"], window) > left(pages["history"], window)
    assert left(pages["history"], window) > left(pages["banks"], window)
    view = find(window, QToolButton, "viewButton")
    assert left(view, window) < left(pages["banks"], window)
    settle(qtbot, window)
    check_page(window, "start (Arabic)")

    start_exam(qtbot, window, count=4)
    settle(qtbot, window)
    previous = find(window, QPushButton, "prevButton")
    following = find(window, QPushButton, "nextButton")
    assert left(following, window) < left(previous, window)  # reading goes leftwards
    choice = window.findChild(QAbstractButton, "choiceButton0")
    assert choice is not None  # its key letter stands before its text: to the right
    assert choice.key_label_rect().left() >= choice.shown_text_rect().right()  # type: ignore[attr-defined]
    check_page(window, "exam (Arabic)")
    click(qtbot, find(window, QPushButton, "submitButton"))
    settle(qtbot, window)
    check_page(window, "review screen (Arabic)")
    assert QCoreApplication.translate("Navigation", "History") == pseudo_arabic("History")
