"""A damaged database at start: explained, moved aside only when asked, never deleted."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot
from ui_helpers import LEFT, MINI_BANK

from simulator.app import build_main_window
from simulator.ui.launcher import WindowLauncher
from simulator.ui.main_window import MainWindow

pytestmark = pytest.mark.gui


def dialog(qtbot: QtBot, name: str) -> QMessageBox:
    found: list[QMessageBox] = []

    def shown() -> bool:
        found[:] = [
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.objectName() == name and w.isVisible()
        ]
        return bool(found)

    qtbot.waitUntil(shown, timeout=2000)
    return found[0]


def launcher_for(path: Path) -> WindowLauncher:
    return WindowLauncher(lambda: build_main_window(f"sqlite:///{path}", [MINI_BANK]))


def test_move_aside_and_start_fresh(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "exam.db"
    garbage = os.urandom(32 * 1024)
    path.write_bytes(garbage)
    launcher = launcher_for(path)
    launcher.launch()
    box = dialog(qtbot, "damagedDatabase")
    assert "is not an Exam Simulator database or is damaged" in box.text()
    assert str(path) in box.text()
    accept = next(b for b in box.buttons() if "start fresh" in b.text())
    assert isinstance(accept, QPushButton)
    with qtbot.waitSignal(launcher.shown, timeout=5000) as shown:
        qtbot.mouseClick(accept, LEFT)
    window = shown.args[0]
    assert isinstance(window, MainWindow)
    qtbot.addWidget(window)
    (moved,) = tmp_path.glob("exam.db.damaged-*")
    assert moved.read_bytes() == garbage  # kept, byte for byte
    assert window.start.has_banks()
    window.close()


def test_quit_leaves_the_file_alone(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "exam.db"
    path.write_bytes(b"not a database" * 1000)
    launcher = launcher_for(path)
    launcher.launch()
    box = dialog(qtbot, "damagedDatabase")
    quit_button = next(b for b in box.buttons() if b.text() == "Quit")
    with qtbot.waitSignal(launcher.gave_up, timeout=2000):
        qtbot.mouseClick(quit_button, LEFT)
    assert path.read_bytes() == b"not a database" * 1000
    assert list(tmp_path.glob("exam.db.damaged-*")) == []


def test_damage_found_after_the_first_paint_is_explained_too(qtbot: QtBot, tmp_path: Path) -> None:
    """The quick reads showed the start page; opening the full library then fails."""
    from simulator.services.library import open_library
    from simulator.services.start_view import quick_start_source

    good = f"sqlite:///{tmp_path / 'good.db'}"
    open_library(good, [MINI_BANK]).close()
    source = quick_start_source(good, [MINI_BANK])
    assert source is not None
    damaged = tmp_path / "damaged.db"
    damaged.write_bytes(os.urandom(32 * 1024))
    windows: list[MainWindow] = []

    def open_window() -> MainWindow:
        window = MainWindow(
            open_library=lambda: open_library(f"sqlite:///{damaged}", [MINI_BANK]),
            start_source=source,
        )
        windows.append(window)
        return window

    launcher = WindowLauncher(open_window)
    launcher.launch()
    qtbot.addWidget(windows[0])
    box = dialog(qtbot, "damagedDatabase")
    assert str(damaged) in box.text()
    assert not windows[0].isVisible(), "the half-open window is closed"


def test_a_window_closed_before_its_library_opens_opens_nothing(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from simulator.services.library import open_library
    from simulator.services.start_view import quick_start_source

    url = f"sqlite:///{tmp_path / 'quick.db'}"
    open_library(url, [MINI_BANK]).close()
    opened: list[bool] = []

    def open_window() -> MainWindow:
        source = quick_start_source(url, [MINI_BANK])
        assert source is not None

        def library():  # type: ignore[no-untyped-def]
            opened.append(True)
            return open_library(url, [MINI_BANK])

        return MainWindow(open_library=library, start_source=source)

    launcher = WindowLauncher(open_window)
    # Closed on the same turn of the event loop as the opening was scheduled, just before it.
    launcher.painted.connect(lambda window: QTimer.singleShot(0, window.close))
    with qtbot.waitSignal(launcher.painted, timeout=5000):
        launcher.launch()
    assert launcher.window is not None
    qtbot.addWidget(launcher.window)
    qtbot.waitUntil(lambda: not launcher.window.isVisible(), timeout=2000)
    for _ in range(3):  # the turns of the event loop where the opening would have run
        QApplication.processEvents()
    assert not opened
