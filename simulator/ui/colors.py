"""The colours of a theme, one value per role, shared by the palette, the style sheet and
the exam style's own drawing (radio and check indicators, focus rings)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Colors:
    window: str
    surface: str
    text: str
    muted: str
    border: str
    accent: str
    accent_text: str
    good: str
    bad: str
    warn: str
    flag: str
    highlight_soft: str
    #: Outlines of radio buttons and check boxes: at least 3:1 against `surface` and
    #: `window` (WCAG 2.1 non-text contrast), so an unticked box is seen as a box.
    indicator: str
    #: The keyboard focus ring: at least 3:1 against every background it is drawn on.
    focus: str
