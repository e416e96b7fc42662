"""Trap 4: in every theme a selection is plain to see.

On the dark theme the radio and check indicators were dark outlines on a dark
background, the chosen one a tiny grey dot, and the chosen row not marked at all.
Indicators and focus rings must reach 3:1 against their background (WCAG 2.1
non-text contrast), computed here from the themes' colours, and the real window must
draw them in those colours, with the chosen choice's whole row marked.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QAction, QColor, QImage
from PySide6.QtWidgets import QAbstractButton, QApplication, QMenu
from pytestqt.qtbot import QtBot
from ui_helpers import choice_buttons, click_choice, find, start_exam

from simulator.ui.colors import Colors
from simulator.ui.main_window import MainWindow
from simulator.ui.theme import THEME_COLORS, ThemeChoice, apply_theme, current_colors

pytestmark = pytest.mark.gui

THEMES = list(THEME_COLORS.items())


def luminance(color: str) -> float:
    """WCAG 2.1 relative luminance of an sRGB colour."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    q = QColor(color)
    return 0.2126 * channel(q.red()) + 0.7152 * channel(q.green()) + 0.0722 * channel(q.blue())


def contrast(first: str, second: str) -> float:
    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize(("theme", "colors"), THEMES, ids=[t.value for t, _ in THEMES])
def test_indicators_and_focus_rings_reach_three_to_one(theme: ThemeChoice, colors: Colors) -> None:
    backgrounds = {"window": colors.window, "surface": colors.surface}
    checks = {
        "indicator outline": colors.indicator,
        "focus ring": colors.focus,
        "checked indicator and chosen row frame": colors.accent,
    }
    problems = [
        f"{what} {value} on {where} {background}: {contrast(value, background):.2f}:1"
        for what, value in checks.items()
        for where, background in backgrounds.items()
        if contrast(value, background) < 3
    ]
    inner = contrast(colors.accent_text, colors.accent)
    if inner < 3:
        problems.append(f"the dot or tick inside a checked indicator: {inner:.2f}:1")
    frame = contrast(colors.accent, colors.highlight_soft)
    if frame < 3:
        problems.append(f"the chosen row's frame against its tint: {frame:.2f}:1")
    assert not problems, f"{theme.value}: " + "; ".join(problems)


def test_text_reaches_seven_to_one_in_high_contrast() -> None:
    colors = THEME_COLORS[ThemeChoice.HIGH_CONTRAST]
    for name in ("text", "muted", "accent", "good", "bad", "warn"):
        assert contrast(getattr(colors, name), colors.window) >= 7, name


@pytest.fixture
def themed(mini_window: MainWindow) -> Iterator[MainWindow]:
    """The window; the application's theme is put back to light afterwards."""
    yield mini_window
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, ThemeChoice.LIGHT, mini_window.settings.font_points)


def choose_theme_from_view_menu(window: MainWindow, label: str) -> None:
    menu = find(window, QMenu, "viewMenu")
    action = next(a for a in menu.actions() if a.text() == label)
    assert isinstance(action, QAction)
    action.trigger()


def pixels_near(image: QImage, color: str, tolerance: int = 10) -> int:
    wanted = QColor(color)
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            pixel = image.pixelColor(x, y)
            if (
                abs(pixel.red() - wanted.red()) <= tolerance
                and abs(pixel.green() - wanted.green()) <= tolerance
                and abs(pixel.blue() - wanted.blue()) <= tolerance
            ):
                count += 1
    return count


def render(button: QAbstractButton) -> QImage:
    return button.grab().toImage()


@pytest.mark.parametrize("label", ["Dark", "High contrast", "Light"])
def test_the_window_draws_indicators_and_the_chosen_row_in_the_themes_colours(
    qtbot: QtBot, themed: MainWindow, label: str
) -> None:
    window = themed
    choose_theme_from_view_menu(window, label)
    colors = current_colors()
    assert window.settings.theme.label == label
    start_exam(qtbot, window, count=4)
    single = next(
        i
        for i, q in enumerate(window.exam.session.exam.questions)
        if not q.question.is_multi_select
    )
    window.exam.go_to(single)
    click_choice(qtbot, window, 0)
    window.exam_page.setFocus()  # the focus ring (tested above) would cover the frame
    chosen, other = choice_buttons(window)[:2]
    chosen_image, other_image = render(chosen), render(other)

    assert pixels_near(other_image, colors.indicator) >= 20, "no visible outline on a free choice"
    area = chosen_image.width() * chosen_image.height()
    assert pixels_near(other_image, colors.highlight_soft) < area // 20, "a free choice is tinted"
    tint = pixels_near(chosen_image, colors.highlight_soft)
    assert tint > area // 3, "the chosen row is not marked"
    assert pixels_near(chosen_image, colors.accent) > chosen_image.width(), "no frame, no fill"
    assert pixels_near(chosen_image, colors.accent_text) >= 4, "no dot inside the chosen radio"
