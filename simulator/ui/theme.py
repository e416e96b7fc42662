"""Light and dark themes, following the system unless the user picks one.

One Fusion style, two palettes and one style sheet template: colours live in the
palette, so widgets and the style sheet agree, and a theme switch is one call.
"""

from __future__ import annotations

from enum import StrEnum
from string import Template

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from simulator.domain.messages import QT_TRANSLATE_NOOP
from simulator.paths import resource_path
from simulator.ui.colors import Colors
from simulator.ui.style import ExamStyle

DEFAULT_FONT_POINTS = 11
#: Text from 8 pt up to twice the default size (200%, WCAG 1.4.4).
MIN_FONT_POINTS, MAX_FONT_POINTS = 8, 2 * DEFAULT_FONT_POINTS


class ThemeChoice(StrEnum):
    """The `appearance/theme` setting's values (`light`, `dark`, `system` are a contract)."""

    SYSTEM = "system"
    LIGHT = "light"
    DARK = "dark"
    HIGH_CONTRAST = "high-contrast"

    @property
    def label(self) -> str:
        """The theme's name in the View menu, in the interface's language."""
        return QCoreApplication.translate("ThemeChoice", _THEME_LABELS[self.value])


_THEME_LABELS = {
    "system": QT_TRANSLATE_NOOP("ThemeChoice", "Follow system"),
    "light": QT_TRANSLATE_NOOP("ThemeChoice", "Light"),
    "dark": QT_TRANSLATE_NOOP("ThemeChoice", "Dark"),
    "high-contrast": QT_TRANSLATE_NOOP("ThemeChoice", "High contrast"),
}


LIGHT = Colors(
    window="#f4f6f9",
    surface="#ffffff",
    text="#1d2330",
    muted="#5d6678",
    border="#d5dae3",
    accent="#2f6fdb",
    accent_text="#ffffff",
    good="#1e8e4e",
    bad="#c8372d",
    warn="#b86e00",
    flag="#d98a00",
    highlight_soft="#e6eefc",
    indicator="#6b7487",
    focus="#2f6fdb",
)
DARK = Colors(
    window="#1b1e24",
    surface="#252932",
    text="#e7eaf0",
    muted="#a2aaba",
    border="#3a404c",
    accent="#5b8ff0",
    accent_text="#0f1420",
    good="#4cc27e",
    bad="#ff6b5e",
    warn="#f0a53a",
    flag="#f0b43a",
    highlight_soft="#2c3a55",
    indicator="#9aa3b5",
    focus="#7aa7ff",
)
#: Black and white with yellow and cyan accents, as the desktops' high-contrast themes:
#: every text at least 7:1, every outline at least 4.5:1.
HIGH_CONTRAST = Colors(
    window="#000000",
    surface="#000000",
    text="#ffffff",
    muted="#d8d8d8",
    border="#ffffff",
    accent="#ffe100",
    accent_text="#000000",
    good="#5cff8a",
    bad="#ff8c8c",
    warn="#ffc94d",
    flag="#ff8ad8",
    highlight_soft="#1f3a57",
    indicator="#ffffff",
    focus="#00e5ff",
)
THEME_COLORS = {
    ThemeChoice.LIGHT: LIGHT,
    ThemeChoice.DARK: DARK,
    ThemeChoice.HIGH_CONTRAST: HIGH_CONTRAST,
}


def resolved(choice: ThemeChoice) -> ThemeChoice:
    """The theme `choice` stands for: the system's light or dark for SYSTEM."""
    if choice is not ThemeChoice.SYSTEM:
        return choice
    dark = QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark
    return ThemeChoice.DARK if dark else ThemeChoice.LIGHT


def is_dark(choice: ThemeChoice) -> bool:
    return resolved(choice) is not ThemeChoice.LIGHT


def current_colors() -> Colors:
    """The colours of the theme in force (widgets that paint themselves ask this)."""
    app = QApplication.instance()
    if app is not None and app.property("examSimulatorHighContrast"):
        return HIGH_CONTRAST
    dark = bool(app and app.property("examSimulatorDark"))
    return DARK if dark else LIGHT


_look_generation = 0


def look_generation() -> int:
    """A number that changes whenever `apply_theme` changes the look (theme, text size):
    for widgets that keep pictures of themselves."""
    return _look_generation


def apply_theme(
    app: QApplication, choice: ThemeChoice, font_points: int = DEFAULT_FONT_POINTS
) -> None:
    """Apply palette, font size and style sheet to the whole application."""
    global _look_generation
    _look_generation += 1
    theme = resolved(choice)
    colors = THEME_COLORS[theme]
    app.setProperty("examSimulatorDark", theme is not ThemeChoice.LIGHT)
    app.setProperty("examSimulatorHighContrast", theme is ThemeChoice.HIGH_CONTRAST)
    app.setStyle(ExamStyle(colors))
    app.setPalette(_palette(colors))
    font = QFont(app.font())
    font.setPointSize(max(MIN_FONT_POINTS, min(MAX_FONT_POINTS, font_points)))
    app.setFont(font)
    template = Template(resource_path("styles", "app.qss").read_text(encoding="utf-8"))
    app.setStyleSheet(
        template.substitute(
            colors.__dict__,
            big=font.pointSize() + 7,
            small=max(MIN_FONT_POINTS, font.pointSize() - 1),
            **indicator_sizes(font),
        )
    )


def indicator_sizes(font: QFont) -> dict[str, int]:
    """Radio buttons and check boxes grow with the text (Fusion keeps them at 13 px
    whatever the size); the ticks in lists and tables a little less, as rows are tight.
    Set in the style sheet rather than answered by the style in Python, which every
    layout and paint asked a hundred and more times per question."""
    height = QFontMetrics(font).height()
    return {
        "indicator": max(14, round(height * 1.1)),
        "item_indicator": max(14, round(height * 0.9)),
    }


def _palette(c: Colors) -> QPalette:
    p = QPalette()
    role = QPalette.ColorRole
    for r, value in (
        (role.Window, c.window),
        (role.WindowText, c.text),
        (role.Base, c.surface),
        (role.AlternateBase, c.window),
        (role.Text, c.text),
        (role.Button, c.surface),
        (role.ButtonText, c.text),
        (role.ToolTipBase, c.surface),
        (role.ToolTipText, c.text),
        (role.Highlight, c.accent),
        (role.HighlightedText, c.accent_text),
        (role.PlaceholderText, c.muted),
        (role.Link, c.accent),
        (role.Mid, c.border),
    ):
        p.setColor(r, QColor(value))
    p.setColor(QPalette.ColorGroup.Disabled, role.Text, QColor(c.muted))
    p.setColor(QPalette.ColorGroup.Disabled, role.ButtonText, QColor(c.muted))
    p.setColor(QPalette.ColorGroup.Disabled, role.WindowText, QColor(c.muted))
    return p
