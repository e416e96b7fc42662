"""Remembered choices (window geometry, last bank and settings, theme, font size, language,
extra time).

Stored with QSettings in an INI file, by default in Qt's per-user config location;
`EXAM_SIMULATOR_SETTINGS` points it elsewhere (tests and classroom builds use this
so a shared machine's preferences never leak between runs).
"""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from simulator.domain.classroom import SELF_STUDY_EXTRA_TIME
from simulator.ui.theme import DEFAULT_FONT_POINTS, ThemeChoice

SETTINGS_ENV = "EXAM_SIMULATOR_SETTINGS"


class AppSettings:
    """Typed access to the few things the app remembers between runs."""

    def __init__(self) -> None:
        path = os.environ.get(SETTINGS_ENV)
        if path:
            self._settings = QSettings(path, QSettings.Format.IniFormat)
        else:
            self._settings = QSettings(
                QSettings.Format.IniFormat,
                QSettings.Scope.UserScope,
                "exam-simulator",
                "exam-simulator",
            )

    def _get(self, key: str, default: Any, kind: type) -> Any:
        value = self._settings.value(key, default)
        try:
            return kind(value) if value is not None else default
        except (TypeError, ValueError):
            return default

    @property
    def theme(self) -> ThemeChoice:
        value = str(self._settings.value("appearance/theme", ThemeChoice.SYSTEM.value))
        return ThemeChoice(value) if value in ThemeChoice._value2member_map_ else ThemeChoice.SYSTEM

    @theme.setter
    def theme(self, value: ThemeChoice) -> None:
        self._settings.setValue("appearance/theme", value.value)

    @property
    def font_points(self) -> int:
        return int(self._get("appearance/font_points", DEFAULT_FONT_POINTS, int))

    @font_points.setter
    def font_points(self, value: int) -> None:
        self._settings.setValue("appearance/font_points", value)

    @property
    def language(self) -> str:
        """View > Language: a language code ("es", "pt_BR"), or "" to follow the system."""
        return str(self._settings.value("appearance/language", "") or "")

    @language.setter
    def language(self, value: str) -> None:
        self._settings.setValue("appearance/language", value)

    @property
    def extra_time_percent(self) -> int:
        """Self-study extra time (an accommodation): 0, 25, 50 or 100 percent."""
        value = int(self._get("exam/extra_time_percent", 0, int))
        return value if value in SELF_STUDY_EXTRA_TIME else 0

    @extra_time_percent.setter
    def extra_time_percent(self, value: int) -> None:
        self._settings.setValue("exam/extra_time_percent", value)

    def geometry(self) -> QByteArray | None:
        value = self._settings.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def set_geometry(self, value: QByteArray) -> None:
        self._settings.setValue("window/geometry", value)

    def last_start(self) -> dict[str, Any]:
        """Last start-page choices: bank, mode, count, minutes, shuffle."""
        s = self._settings
        return {
            "bank": str(s.value("start/bank", "")),
            "mode": str(s.value("start/mode", "")),
            "count": self._get("start/count", 0, int),
            "minutes": self._get("start/minutes", -1, int),
            "shuffle": str(s.value("start/shuffle", "true")).lower() != "false",
        }

    def set_last_start(
        self, *, bank: str, mode: str, count: int, minutes: int, shuffle: bool
    ) -> None:
        s = self._settings
        s.setValue("start/bank", bank)
        s.setValue("start/mode", mode)
        s.setValue("start/count", count)
        s.setValue("start/minutes", minutes)
        s.setValue("start/shuffle", "true" if shuffle else "false")

    def sync(self) -> None:
        self._settings.sync()
