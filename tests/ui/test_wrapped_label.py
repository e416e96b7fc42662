"""The wrapped label that remembers its heights: always the height a plain QLabel gives.

It exists for speed (matching items were laid out several times per move), so what
matters is that it never answers with a stale height: after new text, a new font or
the window growing narrower, it says what Qt says.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from simulator.ui.widgets import WrappedLabel

pytestmark = pytest.mark.gui

SHORT = "Which profiler shows a timeline of CPU and GPU activity?"
LONG = " ".join([SHORT] * 12)


def pair(qtbot: QtBot, text: str) -> tuple[WrappedLabel, QLabel]:
    wrapped, plain = WrappedLabel(), QLabel()
    plain.setWordWrap(True)
    for label in (wrapped, plain):
        qtbot.addWidget(label)
        label.setText(text)
    return wrapped, plain


@pytest.mark.parametrize("width", [120, 300, 640])
def test_heights_match_a_plain_label(qtbot: QtBot, width: int) -> None:
    wrapped, plain = pair(qtbot, LONG)
    assert wrapped.heightForWidth(width) == plain.heightForWidth(width)
    assert wrapped.heightForWidth(width) == plain.heightForWidth(width)  # the kept one


def test_new_text_gives_a_new_height(qtbot: QtBot) -> None:
    wrapped, plain = pair(qtbot, SHORT)
    short = wrapped.heightForWidth(200)
    wrapped.setText(LONG)
    plain.setText(LONG)
    assert wrapped.heightForWidth(200) == plain.heightForWidth(200) > short


def test_a_bigger_font_gives_a_new_height(qtbot: QtBot) -> None:
    wrapped, plain = pair(qtbot, LONG)
    before = wrapped.heightForWidth(300)
    font = QFont(wrapped.font())
    font.setPointSize(font.pointSize() * 2)
    for label in (wrapped, plain):
        label.setFont(font)
    assert wrapped.heightForWidth(300) == plain.heightForWidth(300) > before


def test_many_widths_stay_right(qtbot: QtBot) -> None:
    """A window dragged narrower asks for many widths: older ones are dropped, none go stale."""
    wrapped, plain = pair(qtbot, LONG)
    for width in range(100, 900, 20):
        assert wrapped.heightForWidth(width) == plain.heightForWidth(width)
    wrapped.setText(SHORT)
    plain.setText(SHORT)
    for width in range(100, 900, 20):
        assert wrapped.heightForWidth(width) == plain.heightForWidth(width)
