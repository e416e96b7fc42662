"""GUI test fixtures: a real main window on a temporary database, with a fake clock."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication
from ui_helpers import WAIT_MS, OpenedUrls

from simulator.app import build_main_window
from simulator.ui.main_window import MainWindow
from simulator.ui.theme import DEFAULT_FONT_POINTS, ThemeChoice, apply_theme

DATA = Path(__file__).resolve().parent.parent / "data"
MINI_BANK = DATA / "banks" / "mini.yaml"
MIXED_BANK = DATA / "banks" / "mixed-types.yaml"


class FakeClock:
    """A monotonic clock the test moves by hand: timers without sleeping."""

    def __init__(self) -> None:
        self.now = 10_000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def opened() -> Iterator[OpenedUrls]:
    """Every scheme a click could send to the desktop is caught here, none reaches it."""
    recorder = OpenedUrls()
    schemes = ["http", "https", "mailto", "file", "javascript", "smb"]
    for scheme in schemes:
        QDesktopServices.setUrlHandler(scheme, recorder, "open")  # type: ignore[arg-type]  # the stub says bytes; the binding takes str
    yield recorder
    for scheme in schemes:
        QDesktopServices.unsetUrlHandler(scheme)


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each test has its own settings file, and starts and ends with the default look.

    The theme and text size belong to the QApplication, which outlives a test: a test
    that makes the text larger or switches theme must not change what the next one
    measures (legend elision, clipping at 1024x600).
    """
    monkeypatch.setenv("EXAM_SIMULATOR_SETTINGS", str(tmp_path / "settings.ini"))
    before = look()
    yield
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    # A drop-down a test left open would take the next test's keys and focus.
    while (popup := QApplication.activePopupWidget()) is not None:
        popup.close()
    # Only when the test changed it: re-styling repolishes every widget still alive.
    if look() != before:
        apply_theme(app, ThemeChoice.SYSTEM, DEFAULT_FONT_POINTS)


def look() -> tuple[object, ...]:
    """What a test could have changed of the application's theme and text size."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return ()
    return (
        app.styleSheet(),
        app.font().pointSize(),
        app.property("examSimulatorDark"),
        app.property("examSimulatorHighContrast"),
    )


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'gui.db'}"


@pytest.fixture
def window(qtbot, db_url: str, clock: FakeClock) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """The main window with the bundled bank, shown at a laptop size."""
    main = build_main_window(db_url, clock=clock)
    qtbot.addWidget(main)
    main.resize(1280, 800)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.close()


@pytest.fixture
def mini_window(qtbot, db_url: str, clock: FakeClock) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """The main window with only the four-question test bank."""
    main = build_main_window(db_url, [MINI_BANK], clock=clock)
    qtbot.addWidget(main)
    main.resize(1280, 800)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.close()


@pytest.fixture
def mixed_window(qtbot, db_url: str, clock: FakeClock) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """The main window with one question of every type, active (keys and focus go to it)."""
    # Qt ignores a click in a drop-down that comes within a double-click interval of
    # opening it (so the opening click cannot pick); a test's clicks are that fast.
    interval = QApplication.doubleClickInterval()
    QApplication.setDoubleClickInterval(0)
    main = build_main_window(db_url, [MIXED_BANK], clock=clock)
    qtbot.addWidget(main)
    main.resize(1280, 800)
    main.show()
    qtbot.waitExposed(main)
    main.activateWindow()  # the candidate's window: keys and focus go to it
    qtbot.waitUntil(main.isActiveWindow, timeout=WAIT_MS)
    yield main
    main.close()
    QApplication.setDoubleClickInterval(interval)
