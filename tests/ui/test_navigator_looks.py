"""The navigator's buttons are painted from pictures of their looks: never a stale one.

A button draws its look once through the style sheet and reuses the picture, which
makes repainting the navigator about four times cheaper. What must hold is that the
picture is what the style draws now: for every state, after a theme switch and after
the text grows.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QEnterEvent, QImage
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot
from ui_helpers import WAIT_MS, answer_current, click, find, nav_buttons, start_exam

from simulator.ui.main_window import MainWindow
from simulator.ui.theme import DEFAULT_FONT_POINTS, ThemeChoice, apply_theme

pytestmark = pytest.mark.gui


def live_image(qtbot: QtBot, model: QPushButton) -> QImage:
    """What a plain QPushButton with the same name, text and state draws (no picture)."""
    twin = QPushButton(model.text(), model.parentWidget())
    twin.setObjectName(model.objectName())
    for name in ("answered", "incomplete", "flagged", "current"):
        twin.setProperty(name, model.property(name))
    twin.setGeometry(model.geometry())
    twin.show()
    qtbot.waitUntil(twin.isVisible, timeout=WAIT_MS)
    image = twin.grab().toImage()
    twin.deleteLater()
    return image


def near(a: QImage, b: QImage) -> bool:
    """The same picture, but for rounding (a level of one colour channel)."""
    if a.size() != b.size():
        return False
    for y in range(a.height()):
        for x in range(a.width()):
            p, q = a.pixelColor(x, y), b.pixelColor(x, y)
            if (
                max(abs(p.red() - q.red()), abs(p.green() - q.green()), abs(p.blue() - q.blue()))
                > 2
            ):
                return False
    return True


def check_buttons(qtbot: QtBot, buttons: list[QPushButton]) -> None:
    for button in buttons:
        assert near(button.grab().toImage(), live_image(qtbot, button)), button.text()


def test_every_state_looks_as_the_style_draws_it(qtbot: QtBot, window: MainWindow) -> None:
    session = start_exam(qtbot, window, count=5)
    answer_current(qtbot, window, session, right=True)  # question 1 answered
    click(qtbot, find(window, QPushButton, "flagButton"))  # and flagged
    click(qtbot, find(window, QPushButton, "nextButton"))  # question 2 current
    buttons = nav_buttons(qtbot, window)
    assert buttons[0].property("answered") and buttons[0].property("flagged")
    assert buttons[1].property("current")
    check_buttons(qtbot, buttons[:3])


def test_a_new_theme_and_a_larger_text_redraw_the_looks(qtbot: QtBot, window: MainWindow) -> None:
    start_exam(qtbot, window, count=3)
    buttons = nav_buttons(qtbot, window)
    light = buttons[0].grab().toImage()
    app = QApplication.instance()
    assert isinstance(app, QApplication)

    apply_theme(app, ThemeChoice.DARK, DEFAULT_FONT_POINTS)
    qtbot.waitUntil(lambda: buttons[0].grab().toImage() != light, timeout=WAIT_MS)
    check_buttons(qtbot, buttons)

    apply_theme(app, ThemeChoice.DARK, DEFAULT_FONT_POINTS + 4)
    check_buttons(qtbot, buttons)


def test_a_button_under_the_pointer_is_drawn_live(qtbot: QtBot, window: MainWindow) -> None:
    """The hover look (an accent border) is drawn live, and the picture is back once
    the pointer leaves: a paint asks Qt nothing, so the button keeps track itself."""
    start_exam(qtbot, window, count=5)
    buttons = nav_buttons(qtbot, window)
    button = buttons[2]
    still = button.grab().toImage()
    enter(button, True)  # as Qt's pointer tracking does (the offscreen screen has none)
    assert button.grab().toImage() != still
    enter(button, False)
    assert button.grab().toImage() == still


def enter(button: QPushButton, over: bool) -> None:
    button.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, over)
    if over:
        centre = QPointF(button.rect().center())
        event: QEvent = QEnterEvent(centre, centre, QPointF(button.mapToGlobal(centre)))
    else:
        event = QEvent(QEvent.Type.Leave)
    QApplication.sendEvent(button, event)


def test_a_flag_or_an_incomplete_answer_moves_no_button(qtbot: QtBot, window: MainWindow) -> None:
    """The 2 px border of a flagged (or half-matched) question takes the room of a margin
    the others keep: it grew the button by 2 px, and the whole grid moved with it."""
    start_exam(qtbot, window, count=20)
    buttons = nav_buttons(qtbot, window)

    def laid_out() -> bool:  # the grid has its columns for the window's width
        placed = [button.geometry() for button in buttons]
        QApplication.processEvents()
        return buttons[-1].y() > 0 and placed == [button.geometry() for button in buttons]

    qtbot.waitUntil(laid_out, timeout=WAIT_MS)
    before = [button.geometry() for button in buttons]
    click(qtbot, find(window, QPushButton, "flagButton"))
    qtbot.waitUntil(lambda: bool(buttons[0].property("flagged")), timeout=WAIT_MS)
    QApplication.processEvents()
    assert [button.geometry() for button in buttons] == before
