"""Trap 2: the mouse wheel scrolls the page; it never turns a setting it merely passes over.

Scrolling the Start page at 1024x600 used to move the Mode combo under the pointer:
"Exam, 50 questions, 60 min" became "Review due, 1 questions, Untimed". A combo or
spin box takes the wheel only once the user has clicked or tabbed into it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLineEdit, QScrollArea, QSpinBox, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot
from ui_helpers import WAIT_MS, find

from simulator.ui.main_window import MainWindow
from simulator.ui.wheel_guard import guard_wheel

pytestmark = pytest.mark.gui

DOWN = QPoint(0, -120)  # one notch towards the user: scroll down, or the next item


def wheel_over(window: MainWindow, widget: QWidget, delta: QPoint = DOWN) -> None:
    """One real (spontaneous) wheel notch with the pointer over the middle of `widget`."""
    handle = window.windowHandle()
    assert handle is not None
    QTest.wheelEvent(handle, widget.mapTo(window, widget.rect().center()), delta)


@pytest.fixture
def short_start_page(qtbot: QtBot, window: MainWindow) -> MainWindow:
    """The bundled bank's start page at 1024x600, where it scrolls."""
    window.resize(1024, 600)
    scroll = find(window, QScrollArea, "startScroll")
    qtbot.waitUntil(lambda: scroll.verticalScrollBar().maximum() > 0, timeout=WAIT_MS)
    return window


@pytest.mark.parametrize("name", ["modeCombo", "bankCombo"])
def test_the_wheel_over_an_unfocused_combo_scrolls_the_page(
    qtbot: QtBot, short_start_page: MainWindow, name: str
) -> None:
    window = short_start_page
    combo = find(window, QComboBox, name)
    bar = find(window, QScrollArea, "startScroll").verticalScrollBar()
    before = combo.currentIndex()
    window.start_page.setFocus()
    assert not combo.hasFocus()

    wheel_over(window, combo)

    qtbot.waitUntil(lambda: bar.value() > 0, timeout=WAIT_MS)
    assert combo.currentIndex() == before
    assert not combo.hasFocus()  # the wheel does not give it the focus either


@pytest.mark.parametrize("name", ["questionCountSpin", "timeLimitSpin"])
def test_the_wheel_over_an_unfocused_spin_box_scrolls_the_page(
    qtbot: QtBot, short_start_page: MainWindow, name: str
) -> None:
    window = short_start_page
    spin = find(window, QSpinBox, name)
    bar = find(window, QScrollArea, "startScroll").verticalScrollBar()
    before = spin.value()
    window.start_page.setFocus()

    wheel_over(window, spin)

    qtbot.waitUntil(lambda: bar.value() > 0, timeout=WAIT_MS)
    assert spin.value() == before


def test_a_focused_combo_still_takes_the_wheel(qtbot: QtBot, short_start_page: MainWindow) -> None:
    window = short_start_page
    combo = find(window, QComboBox, "modeCombo")
    combo.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(combo.hasFocus, timeout=WAIT_MS)
    before = combo.currentIndex()

    wheel_over(window, combo)

    qtbot.waitUntil(lambda: combo.currentIndex() == before + 1, timeout=WAIT_MS)


def test_every_combo_and_spin_box_is_focused_by_click_or_tab_only(window: MainWindow) -> None:
    """WheelFocus (Qt's default for these) would let the wheel focus a box and then turn it."""
    boxes = window.findChildren(QComboBox) + window.findChildren(QSpinBox)
    assert boxes
    for box in boxes:
        assert box.focusPolicy() == Qt.FocusPolicy.StrongFocus, box.objectName()


def test_guard_wheel_guards_a_box_outside_the_window(qtbot: QtBot) -> None:
    form = QWidget()
    qtbot.addWidget(form)
    layout = QVBoxLayout(form)
    name = QLineEdit()
    spin = QSpinBox()
    layout.addWidget(name)
    layout.addWidget(spin)
    guard_wheel(spin)
    form.show()
    qtbot.waitExposed(form)
    name.setFocus()
    qtbot.waitUntil(name.hasFocus, timeout=WAIT_MS)
    handle = form.windowHandle()
    assert handle is not None
    centre = spin.mapTo(form, spin.rect().center())

    QTest.wheelEvent(handle, centre, QPoint(0, 120))
    assert spin.value() == 0
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus, timeout=WAIT_MS)
    QTest.wheelEvent(handle, centre, QPoint(0, 120))
    qtbot.waitUntil(lambda: spin.value() == 1, timeout=WAIT_MS)


def test_a_box_made_after_the_window_is_guarded_by_the_style(
    qtbot: QtBot, window: MainWindow
) -> None:
    """No call to guard_wheel: the app's style guards every combo as it polishes it."""
    form = QWidget()
    qtbot.addWidget(form)
    layout = QVBoxLayout(form)
    name = QLineEdit()
    combo = QComboBox()
    combo.addItems(["Exam", "Practice", "Review due"])
    layout.addWidget(name)
    layout.addWidget(combo)
    form.show()
    qtbot.waitExposed(form)
    assert combo.focusPolicy() == Qt.FocusPolicy.StrongFocus
    name.setFocus()
    qtbot.waitUntil(name.hasFocus, timeout=WAIT_MS)
    handle = form.windowHandle()
    assert handle is not None

    QTest.wheelEvent(handle, combo.mapTo(form, combo.rect().center()), DOWN)
    assert combo.currentIndex() == 0
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus, timeout=WAIT_MS)
    QTest.wheelEvent(handle, combo.mapTo(form, combo.rect().center()), DOWN)
    qtbot.waitUntil(lambda: combo.currentIndex() == 1, timeout=WAIT_MS)
