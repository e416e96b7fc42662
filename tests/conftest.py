"""Shared pytest setup: every Qt test runs offscreen, in English.

The tests read the interface's English words ("Start", "Submit"); on a machine whose
locale is German or Chinese the app would rightly speak that language instead. A test
about another language sets `LANGUAGE` itself (tests/ui/test_languages_gui.py). The
command line's figures follow the locale (`LC_ALL`): C here, German where a test says.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

LOCALE_SOURCES = Path("/usr/share/i18n/locales")


def pytest_configure(config: pytest.Config) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["LANGUAGE"] = "en"
    os.environ["LC_ALL"] = "C.UTF-8"  # the command line's figures as the tests spell them


@pytest.fixture(scope="session")
def german_locales(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A compiled de_DE.UTF-8 locale in a folder of its own (glibc's `localedef`; point
    `LOCPATH` at it), so no locale needs installing system-wide."""
    localedef = shutil.which("localedef")
    if localedef is None or not (LOCALE_SOURCES / "de_DE").is_file():
        pytest.skip("glibc's localedef and locale sources are not on this machine")
    folder = tmp_path_factory.mktemp("locales")
    # localedef warns (exit status 1) about details of some sources; the locale is built.
    subprocess.run(
        [localedef, "-i", "de_DE", "-f", "UTF-8", str(folder / "de_DE.UTF-8")],
        capture_output=True,
        check=False,
    )
    assert (folder / "de_DE.UTF-8" / "LC_NUMERIC").exists()
    return folder
