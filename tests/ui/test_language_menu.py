"""View > Language: the languages offered, each by its own name; the choice remembered
and in place from the next start, as the menu and the status bar say.

A translator's catalogue (`EXAM_SIMULATOR_TRANSLATIONS`) stands in for a shipped
language, so the test holds whichever languages are shipped.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QToolBar
from pytestqt.qtbot import QtBot
from ui_helpers import MINI_BANK, Clock, find

from simulator.app import build_main_window
from simulator.ui.languages import (
    EXTRA_CATALOGUES_ENV,
    LANGUAGE_NAMES,
    SHIPPED,
    SOURCE_LANGUAGE,
    current_language,
    install_language,
)
from simulator.ui.main_window import MainWindow
from simulator.ui.settings import AppSettings

pytestmark = pytest.mark.gui

#: Italian, unfinished: a translator's first words (the navigation bar's).
PSEUDO_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>Navigation</name>
    <message><source>Start</source><translation>Inizio</translation></message>
    <message><source>History</source><translation>Cronologia</translation></message>
    <message><source>Banks</source><translation>Banche</translation></message>
</context>
</TS>
"""


@pytest.fixture
def italian(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A translator's catalogue for Italian; English is put back afterwards."""
    folder = tmp_path / "catalogues"
    folder.mkdir()
    (folder / "it.ts").write_text(PSEUDO_TS, encoding="utf-8")
    monkeypatch.setenv(EXTRA_CATALOGUES_ENV, str(folder))
    monkeypatch.setenv("LANGUAGE", "en")
    yield "it"
    install_language(SOURCE_LANGUAGE)


def open_window(qtbot: QtBot, db_url: str, clock: Clock) -> MainWindow:
    main = build_main_window(db_url, [MINI_BANK], clock=clock)
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    return main


def language_actions(window: MainWindow) -> dict[str, QAction]:
    menu = find(window, QMenu, "languageMenuList")
    return {a.objectName(): a for a in menu.actions() if a.objectName().startswith("language_")}


def page_buttons(window: MainWindow) -> list[str]:
    bar = find(window, QToolBar, "navigationBar")
    return [a.text() for a in bar.actions() if a.isCheckable()]


def test_the_menu_offers_each_language_by_its_own_name_and_says_when_it_applies(
    qtbot: QtBot, db_url: str, clock: Clock, italian: str
) -> None:
    window = open_window(qtbot, db_url, clock)
    menu_action = window.findChild(QAction, "languageMenu")
    assert menu_action is not None and menu_action.isVisible()
    assert menu_action.text() == "Language"
    actions = language_actions(window)
    offered = [*SHIPPED, "it"]
    assert list(actions) == ["language_system", *(f"language_{code}" for code in offered)]
    assert actions["language_system"].text() == "System language (English)"
    for code in SHIPPED:  # "Deutsch", "Русский": found whatever language the app is in
        assert actions[f"language_{code}"].text() == LANGUAGE_NAMES[code]
    assert actions["language_it"].text() == "italiano"  # Qt's own name for it
    assert [a.isChecked() for a in actions.values()] == [True] + [False] * len(offered)
    note = window.findChild(QAction, "languageRestartNote")
    assert note is not None and not note.isEnabled()
    assert note.text() == "Takes effect when Exam Simulator starts again"


def test_a_chosen_language_is_remembered_and_used_from_the_next_start(
    qtbot: QtBot, db_url: str, clock: Clock, italian: str
) -> None:
    window = open_window(qtbot, db_url, clock)
    language_actions(window)["language_it"].trigger()
    assert AppSettings().language == italian  # remembered at once
    message = window.statusBar().currentMessage()
    assert message.startswith("The interface will be in ")
    assert message.endswith(" when Exam Simulator starts again.")
    assert page_buttons(window) == ["Start", "History", "Banks"]  # this window keeps its own
    window.close()

    again = open_window(qtbot, db_url, clock)
    assert current_language() == italian
    assert page_buttons(again) == ["Inizio", "Cronologia", "Banche"]
    actions = language_actions(again)
    assert actions["language_it"].isChecked() and not actions["language_system"].isChecked()
    actions["language_system"].trigger()  # back to the system's language (English here)
    assert AppSettings().language == ""
    assert "English" in again.statusBar().currentMessage()
    again.close()

    third = open_window(qtbot, db_url, clock)
    assert current_language() == SOURCE_LANGUAGE
    assert page_buttons(third) == ["Start", "History", "Banks"]
    language_actions(third)["language_en"].trigger()  # the one in place: nothing to wait for
    assert third.statusBar().currentMessage() == "The interface is in English."


def test_a_remembered_language_no_longer_offered_gives_way_to_the_system_one(
    qtbot: QtBot, db_url: str, clock: Clock, italian: str
) -> None:
    AppSettings().language = "xx"  # a language an earlier version offered, say
    window = open_window(qtbot, db_url, clock)
    assert current_language() == SOURCE_LANGUAGE
    assert language_actions(window)["language_system"].isChecked()
