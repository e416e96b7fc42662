"""Shared pytest setup: every Qt test runs offscreen, in English.

The tests read the interface's English words ("Start", "Submit"); on a machine whose
locale is German or Chinese the app would rightly speak that language instead. A test
about another language sets `LANGUAGE` itself (tests/ui/test_languages_gui.py).
"""

from __future__ import annotations

import os

import pytest


def pytest_configure(config: pytest.Config) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["LANGUAGE"] = "en"
