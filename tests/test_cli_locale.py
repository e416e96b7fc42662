"""The command line's figures in the reader's locale (README, "Languages"): "1.234,5",
"72 %" and "01.03.2026" under de_DE.UTF-8, the plain forms under C; JSON locale-free.

The German locale is compiled for the tests (`german_locales` in tests/conftest.py).
"""

from __future__ import annotations

import locale
from datetime import date
from pathlib import Path

import pytest

from simulator.cli import human


@pytest.fixture
def german(german_locales: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LOCPATH", str(german_locales))
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")


def test_the_c_locale_keeps_the_plain_forms(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LC_ALL", "C")
    assert human.number(1234.5, 1) == "1234.5"
    assert human.number(48.4) == "48"
    assert human.percent(0.72) == "72%"
    assert human.day(date(2026, 3, 1)) == "2026-03-01"


def test_a_missing_locale_keeps_the_plain_forms(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LC_ALL", "xx_NOWHERE.UTF-8")
    assert human.number(1234.5, 1) == "1234.5"
    assert human.day(date(2026, 3, 1)) == "2026-03-01"


def test_german_figures_the_german_way(german: None) -> None:
    before = locale.setlocale(locale.LC_NUMERIC), locale.setlocale(locale.LC_TIME)
    assert human.number(1234.5, 1) == "1.234,5"
    assert human.number(1234567) == "1.234.567"
    assert human.percent(0.725, 1) == "72,5 %"
    assert human.day(date(2026, 3, 1)) == "01.03.2026"
    # The process's own locale is left as it was: nothing else runs under German.
    assert (locale.setlocale(locale.LC_NUMERIC), locale.setlocale(locale.LC_TIME)) == before
