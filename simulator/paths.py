"""Where the app finds its bundled files and keeps the user's data.

Bundled folders (`resources/`, `question_banks/`) live at the repository root in a
source checkout, inside the package as `simulator/_bundled/…` in an installed wheel
(hatchling `force-include`), and under `sys._MEIPASS` in a PyInstaller build. This
module is the only place that knows; everything else asks it.
"""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path

APP_NAME = "exam-simulator"
DATABASE_ENV = "EXAM_SIMULATOR_DB"
DATA_DIR_ENV = "EXAM_SIMULATOR_DATA_DIR"

_PACKAGE_DIR = Path(__file__).resolve().parent


def _candidate_roots() -> list[Path]:
    roots: list[Path] = []
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        roots.append(Path(frozen_root))
    roots.append(_PACKAGE_DIR / "_bundled")  # installed wheel
    roots.append(_PACKAGE_DIR.parent)  # source checkout / editable install
    return roots


@cache
def _bundled_dir(name: str) -> Path:
    for root in _candidate_roots():
        candidate = root / name
        if candidate.is_dir():
            return candidate
    searched = ", ".join(str(root / name) for root in _candidate_roots())
    raise FileNotFoundError(f"bundled folder {name!r} not found (looked in {searched})")


def resources_dir() -> Path:
    """The bundled `resources/` folder (icons, style sheets, classifier keywords)."""
    return _bundled_dir("resources")


def resource_path(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)


def question_banks_dir() -> Path:
    """The bundled `question_banks/` folder."""
    return _bundled_dir("question_banks")


def bundled_bank_paths() -> list[Path]:
    """Bundled bank files in a stable order."""
    return sorted(question_banks_dir().glob("*.yaml"))


def user_data_dir() -> Path:
    """Per-user folder for the database and outboxes (created on first use)."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        path = Path(override)
    else:
        from platformdirs import user_data_path

        path = user_data_path(APP_NAME, appauthor=False)
    path.mkdir(parents=True, exist_ok=True)
    return path


def default_database_url() -> str:
    """`EXAM_SIMULATOR_DB` if set, else SQLite in the user data dir."""
    from_env = os.environ.get(DATABASE_ENV)
    if from_env:
        return from_env
    return f"sqlite:///{user_data_dir() / 'exam-simulator.db'}"
