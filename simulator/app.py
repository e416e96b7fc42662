"""GUI bootstrap: the QApplication, high-DPI, theme, the main window and the event loop."""

from __future__ import annotations

import os
import sys
import time

from simulator import paths


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
        icon = paths.resource_path("icons", "exam-simulator.svg")
        if icon.exists():
            app.setWindowIcon(QIcon(str(icon)))
    return app


def run_gui(database_url: str, *, exit_when_ready: bool = False) -> int:
    """Open the main window and run until it closes (or until ready, for benchmarks)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from simulator.data.db import DatabaseError
    from simulator.ui.main_window import build_main_window

    app = create_application()
    assert isinstance(app, QApplication)
    try:
        window = build_main_window(database_url)
    except DatabaseError as exc:
        QMessageBox.critical(None, "Exam Simulator", f"The database cannot be opened.\n\n{exc}")
        return 1
    window.show()
    if exit_when_ready:

        def report_ready() -> None:
            ready = window.start_page.bank_combo.count() > 0 and window.isVisible()
            print(f"ready_ms={process_age_ms():.0f}", flush=True)
            window.close()
            app.exit(0 if ready else 1)

        QTimer.singleShot(0, report_ready)
    return int(app.exec())
