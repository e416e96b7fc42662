"""Baseline process for start-up and memory: the least a PySide6 app can do to show a window.

It creates the QApplication, shows an empty QWidget and, once the window has painted
for the first time and the event loop has turned once more (the same point at which
`exam-simulator --exit-when-ready` reports), prints `ready_ms=` with the same
/proc-based process age as `simulator.app.process_age_ms`, and exits. The measure is
copied rather than imported so the baseline loads nothing of the app.
"""

from __future__ import annotations

import os
import sys
import time

_IMPORTED_AT = time.perf_counter()


def process_age_ms() -> float:
    """Milliseconds since this process started (same logic as simulator.app.process_age_ms)."""
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


def main() -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QPaintEvent
    from PySide6.QtWidgets import QApplication, QWidget

    class BareWindow(QWidget):
        def paintEvent(self, event: QPaintEvent) -> None:
            super().paintEvent(event)
            if not self.property("painted"):
                self.setProperty("painted", True)
                QTimer.singleShot(0, report_ready)

    app = QApplication(sys.argv[:1])
    window = BareWindow()
    window.setWindowTitle("Bare window")
    window.resize(1280, 800)
    window.show()

    def report_ready() -> None:
        ready = window.isVisible()
        print(f"ready_ms={process_age_ms():.0f}", flush=True)
        window.close()
        app.exit(0 if ready else 1)

    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
