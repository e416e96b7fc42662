"""Shared pytest setup: every Qt test runs offscreen."""

from __future__ import annotations

import os

import pytest


def pytest_configure(config: pytest.Config) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
