"""Where the app finds its bundled files and keeps the user's data.

Bundled folders (`resources/`, `question_banks/`, `translations/`) live at the repository root in a
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
    """Bundled bank files in a stable order (a classroom build's sealed banks included)."""
    folder = question_banks_dir()
    return sorted([*folder.glob("*.yaml"), *folder.glob("*.sealed.json")])


def translations_dir() -> Path | None:
    """The interface's translation catalogues: `.qm` files in a wheel or a PyInstaller
    build; in a source checkout the `.ts` files they are built from (see
    `simulator.catalogues`). None when there are none: the interface is English."""
    try:
        return _bundled_dir("translations")
    except FileNotFoundError:
        return None


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


#: What a build holds beyond the app (written by build.spec into the bundle's root).
BUILD_INFO_FILE = "build-info.json"
#: Where a classroom build carries the instructor's profile inside the bundle.
EMBEDDED_PROFILE = ("classroom", "classroom.yaml")


def bundle_root() -> Path | None:
    """The PyInstaller bundle's folder (`sys._MEIPASS`), or None when not frozen."""
    root = getattr(sys, "_MEIPASS", None)
    return Path(root) if root else None


def build_info() -> dict[str, object]:
    """What the build was made with (`postgres`, `profile`, `sealed` …); {} when not frozen."""
    import json

    root = bundle_root()
    if root is None:
        return {}
    try:
        info = json.loads((root / BUILD_INFO_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return info if isinstance(info, dict) else {}


def embedded_profile() -> Path | None:
    """The profile a classroom build was made with, inside the bundle, if any."""
    root = bundle_root()
    if root is None:
        return None
    candidate = root.joinpath(*EMBEDDED_PROFILE)
    return candidate if candidate.is_file() else None


def profile_beside() -> Path | None:
    """Where a classroom profile sits beside the frozen executable (None when not frozen)."""
    if not getattr(sys, "frozen", False):
        return None
    return Path(sys.executable).resolve().parent / EMBEDDED_PROFILE[1]


def classroom_build_has_profile() -> bool:
    """A profile inside the build or beside its executable: classroom mode (cheap to ask)."""
    beside = profile_beside()
    return embedded_profile() is not None or (beside is not None and beside.is_file())
