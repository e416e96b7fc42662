"""Whole-process checks of the GUI entry points: --self-test and --exit-when-ready."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow


def run(*args: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = dict(
        os.environ, QT_QPA_PLATFORM="offscreen", EXAM_SIMULATOR_SETTINGS=str(tmp_path / "s.ini")
    )
    return subprocess.run(
        [sys.executable, "-m", "simulator", *args],
        capture_output=True,
        text=True,
        timeout=180,
        env=env,
        check=False,
    )


def test_self_test_passes(tmp_path: Path) -> None:
    done = run("--self-test", tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "self-test ok"


def test_exit_when_ready_reports_start_up_time(tmp_path: Path) -> None:
    done = run("--db", f"sqlite:///{tmp_path / 'ready.db'}", "--exit-when-ready", tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    match = re.search(r"^ready_ms=(\d+)$", done.stdout, re.MULTILINE)
    assert match and int(match.group(1)) > 0


def test_no_display_is_a_message_not_a_crash(tmp_path: Path) -> None:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    done = subprocess.run(
        [sys.executable, "-m", "simulator", "--db", f"sqlite:///{tmp_path / 'x.db'}"],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        check=False,
    )
    assert done.returncode == 1
    assert done.stderr.startswith("error: no display found")


QUICK_START = """
import json, sys
from PySide6.QtWidgets import QComboBox, QLabel, QListWidget
from simulator.app import create_application, open_main_window

app = create_application()
window = open_main_window(sys.argv[1])
painted = []
window.first_painted.connect(lambda: painted.append(True))
window.show()
while not painted:
    app.processEvents()
seen = {
    "orm_loaded": "sqlalchemy" in sys.modules or "simulator.data.orm" in sys.modules,
    "banks": window.findChild(QComboBox, "bankCombo").count(),
    "recent": [
        window.findChild(QListWidget, "recentAttempts").item(i).text()
        for i in range(window.findChild(QListWidget, "recentAttempts").count())
    ],
    "readiness_before": window.findChild(QLabel, "readinessLabel").text(),
}
window.finish_opening()
seen["orm_after"] = "simulator.data.orm" in sys.modules
seen["readiness_after"] = window.findChild(QLabel, "readinessLabel").text()
print(json.dumps(seen))
window.close()
"""


def test_the_start_page_is_painted_before_the_orm_loads(tmp_path: Path) -> None:
    """An up-to-date database: bank list and recent attempts come from the quick reads,
    SQLAlchemy loads after the first paint and fills the rest."""
    import json

    from simulator.domain.blueprint import Mode
    from simulator.services import attempts
    from simulator.services.banks import list_banks
    from simulator.services.library import open_library

    url = f"sqlite:///{tmp_path / 'quick.db'}"
    db = open_library(url)
    bank = list_banks(db)[0].key
    spec = attempts.spec_for(db, bank, Mode.PRACTICE, seed=3, question_count=2)
    active = attempts.start_attempt(db, spec)
    session = active.session
    if session.current_question.choices:
        session.select(session.current_question.choices[0].id)
    else:  # one of the other types: any answer will do (each call acts on its own type)
        assert session.type_answer("1") or session.move_item(0, 1) or session.match(0, 0)
    session.submit()
    db.close()

    env = dict(
        os.environ, QT_QPA_PLATFORM="offscreen", EXAM_SIMULATOR_SETTINGS=str(tmp_path / "s.ini")
    )
    done = subprocess.run(
        [sys.executable, "-c", QUICK_START, url],
        capture_output=True,
        text=True,
        timeout=180,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["orm_loaded"] is False
    assert seen["banks"] >= 1
    assert len(seen["recent"]) == 1 and "Practice" in seen["recent"][0]
    assert seen["readiness_before"] == ""
    assert seen["orm_after"] is True
    assert seen["readiness_after"].startswith("Pass probability")
