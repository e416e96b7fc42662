"""Guards against a broken Qt binding release (PySide6 6.12.0 on Python 3.11).

That release loses a reference to None on every void-returning Qt call; after a few
thousand calls Python aborts with "none_dealloc", i.e. mid-exam. pyproject.toml pins
the binding below it; this test fails if a bad version comes back.
"""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot


def test_void_qt_calls_keep_none_alive(qtbot: QtBot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(2000):
        label.setText("x")
        label.setVisible(False)
        label.update()
    assert sys.getrefcount(None) >= before - 100
