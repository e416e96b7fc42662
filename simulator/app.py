"""The composition root: the QApplication, the database, the bundled banks, the theme, the window.

Everything the GUI is made of is put together here, once: `build_main_window` opens
the user's library (database and bundled banks) through the services, applies the
theme and hands both to the main window, which only wires its pages. `run_gui` is
what `exam-simulator` runs by default.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from simulator import paths

if TYPE_CHECKING:
    from simulator.formats.profile import ExamProfile
    from simulator.services.library import Database
    from simulator.ui.main_window import MainWindow
    from simulator.ui.settings import AppSettings


def process_age_ms() -> float:
    """Milliseconds since this process started (Linux: from /proc; elsewhere: since import)."""
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        ticks = os.sysconf("SC_CLK_TCK")
        started = int(fields[19]) / ticks
        with open("/proc/uptime", encoding="ascii") as uptime:
            now = float(uptime.read().split()[0])
        return max(0.0, (now - started) * 1000)
    except (OSError, ValueError, IndexError):
        return (time.perf_counter() - _IMPORTED_AT) * 1000


_IMPORTED_AT = time.perf_counter()


def create_application() -> object:
    """The QApplication, created once, with the app's identity and icon."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        QApplication.setApplicationName("Exam Simulator")
        QApplication.setOrganizationName("exam-simulator")
        QApplication.setDesktopFileName("exam-simulator")
        app = QApplication(sys.argv[:1])
        icon = paths.resource_path("icons", "exam-simulator.png")
        if icon.exists():
            app.setWindowIcon(QIcon(str(icon)))
    return app


def load_classroom_profile(explicit: Path | None) -> ExamProfile | None:
    """The classroom profile of this run: `--profile`, else `classroom.yaml` beside the
    frozen executable; a build made with a profile runs only with that one (an edited
    copy beside it is refused). Raises FileProblemsError with the reasons."""
    from simulator.formats.profile import load_profile, locate_profile

    source = locate_profile(explicit, paths.profile_beside(), paths.embedded_profile())
    if source is None:
        return None
    return load_profile(source.path, relative_to=source.relative_to)


def no_display_reason() -> str | None:
    """Why a window cannot open here (Linux without X11/Wayland), before Qt aborts on it."""
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return None
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return (
        "no display found (neither DISPLAY nor WAYLAND_DISPLAY is set). Run Exam Simulator "
        "on a desktop session, or use the command line (exam-simulator --help)."
    )


def build_main_window(
    database_url: str,
    bank_paths: list[Path] | None = None,
    *,
    clock: Callable[[], float] = time.monotonic,
    profile: ExamProfile | None = None,
) -> MainWindow:
    """Open the library, import the given banks (default: the bundled ones), build the window.

    The window is returned not yet shown. `clock` is the monotonic clock exams run on
    (tests pass a fake one to drive time-outs without waiting).
    """
    from simulator.services.library import open_library
    from simulator.ui.main_window import MainWindow
    from simulator.ui.settings import AppSettings

    db = open_library(database_url, bank_paths)
    settings = AppSettings()
    apply_language(settings)
    _theme_once(settings)
    return MainWindow(db, settings=settings, clock=clock, profile=profile)


def open_main_window(database_url: str, *, profile: ExamProfile | None = None) -> MainWindow:
    """The window by the quickest way there is, not yet shown.

    When the database is a SQLite file at this app's schema and the bundled banks are
    unchanged, the start page is filled from the quick reads (services.start_view)
    and the full library, SQLAlchemy and all, opens only after the first paint
    (`MainWindow.finish_opening`). Otherwise this is `build_main_window`.
    """
    from simulator.services.start_view import quick_start_source
    from simulator.ui.start_controller import RECENT_ATTEMPTS

    source = quick_start_source(database_url, recent=RECENT_ATTEMPTS)
    if source is None:
        return build_main_window(database_url, profile=profile)

    from simulator.ui.main_window import MainWindow
    from simulator.ui.settings import AppSettings

    def open_full_library() -> Database:
        from simulator.services.library import open_library

        return open_library(database_url)

    settings = AppSettings()
    apply_language(settings)
    _theme_once(settings)
    return MainWindow(
        open_library=open_full_library, start_source=source, settings=settings, profile=profile
    )


def apply_language(settings: AppSettings | None = None) -> str:
    """Put the interface's language in place for the environment as it is now: View >
    Language if chosen there, else LANGUAGE, LC_ALL, LC_MESSAGES, LANG. Reinstalled
    whenever it differs from the one in place (tests build windows in several
    languages in one process). The language's code."""
    from simulator.ui.languages import chosen_language, install_language
    from simulator.ui.settings import AppSettings

    code = chosen_language((settings or AppSettings()).language)
    install_language(code)
    return code


def _theme_once(settings: AppSettings) -> None:
    """The theme, once per application (its style also keeps the wheel off settings:
    see wheel_guard.py)."""
    from PySide6.QtWidgets import QApplication

    from simulator.ui.theme import apply_theme

    app = QApplication.instance()
    if isinstance(app, QApplication) and not app.property("examSimulatorThemed"):
        apply_theme(app, settings.theme, settings.font_points)
        app.setProperty("examSimulatorThemed", True)


def run_gui(
    database_url: str, *, exit_when_ready: bool = False, profile_path: Path | None = None
) -> int:
    """Open the main window and run until it closes (or until ready, for benchmarks)."""
    reason = no_display_reason()
    if reason is not None:
        print(f"error: {reason}", file=sys.stderr)
        return 1
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from simulator.ui.launcher import WindowLauncher

    app = create_application()
    assert isinstance(app, QApplication)
    apply_language()  # before the first dialog: a broken profile is explained in it too
    show_database_errors_in_dialogs()
    profile = None
    if profile_path is not None or paths.classroom_build_has_profile():
        from simulator.formats.problems import FileProblemsError  # YAML only for a profile

        try:
            profile = load_classroom_profile(profile_path)
        except FileProblemsError as exc:
            print(exc, file=sys.stderr)
            QMessageBox.critical(
                None,
                QCoreApplication.translate("App", "Exam Simulator"),
                QCoreApplication.translate(
                    "App", "The classroom profile has problems:\n\n{problems}"
                ).format(problems=exc),
            )
            return 1
    launcher = WindowLauncher(
        lambda: open_main_window(database_url, profile=profile),
        finish_after_paint=not exit_when_ready,  # measured at ready: nothing after it runs
    )

    def gave_up(reason: str) -> None:
        print(f"error: {reason}", file=sys.stderr)
        app.exit(1)

    launcher.gave_up.connect(gave_up)
    if exit_when_ready:

        def report_ready(window: MainWindow) -> None:
            ready = window.is_ready()
            print(f"ready_ms={process_age_ms():.0f}", flush=True)
            window.close()
            app.exit(0 if ready else 1)

        launcher.painted.connect(lambda window: QTimer.singleShot(0, lambda: report_ready(window)))
    launcher.launch()
    return int(app.exec())


def show_database_errors_in_dialogs() -> None:
    """A database that fails mid-session (damaged, full) is explained, not a traceback."""
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtWidgets import QMessageBox

    from simulator.services.start_view import DatabaseError
    from simulator.ui.messages import translated
    from simulator.ui.qtutil import open_transient

    default = sys.excepthook

    def hook(kind: type[BaseException], error: BaseException, trace: object) -> None:
        if not isinstance(error, DatabaseError):
            default(kind, error, trace)  # type: ignore[arg-type]
            return
        print(f"error: {error}", file=sys.stderr)
        text = translated(error)
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            QCoreApplication.translate("App", "Exam Simulator"),
            text[:1].upper() + text[1:] + ".",
        )
        box.setObjectName("databaseError")
        box.setTextFormat(Qt.TextFormat.PlainText)
        open_transient(box)

    sys.excepthook = hook
