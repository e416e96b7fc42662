"""Closing the window while work runs in the background: the work finishes, nothing prints.

Before, closing the window during a bank import (or while a classroom result was
still on its way to a slow results folder) printed `RuntimeError: Signal source has
been deleted` from `ui/workers.py` as the app exited: the worker reported back to an
object Python had already torn down.

Each case runs the real window in a fresh process, as `exam-simulator` does: the
background work is held until the window has closed and the event loop has ended.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from simulator.data.db import open_database
from simulator.domain.blueprint import Mode
from simulator.services import attempts, classroom
from simulator.services import banks as bank_service

ROOT = Path(__file__).resolve().parents[2]
MINI = ROOT / "tests" / "data" / "banks" / "mini.yaml"
SEED = ROOT / "tests" / "data" / "seed_000.txt"

pytestmark = pytest.mark.slow

# Runs in the child: the window, a background job held by `release`, the window closed.
PRELUDE = """\
import sys, threading
from pathlib import Path
from PySide6.QtCore import QTimer
from simulator.app import build_main_window, create_application

app = create_application()
release = threading.Event()


def held(work):
    '''`work`, run only once the window has closed and the event loop has ended.'''
    def run(*args, **kwargs):
        assert release.wait(30), "the app never ended"
        return work(*args, **kwargs)
    return run
"""

IMPORT = """\
from simulator.ui import bank_controller
bank_controller.import_bank_file = held(bank_controller.import_bank_file)
window = build_main_window(sys.argv[1], [Path(sys.argv[2])])
window.show()
window.show_page("banks")
window.banks.import_path(Path(sys.argv[3]))
"""

DELIVERY = """\
from simulator.formats.profile import load_profile
from simulator.services import classroom
from simulator.ui import delivery_controller
delivery_controller.classroom.deliver_pending = held(classroom.deliver_pending)
window = build_main_window(
    sys.argv[1], [Path(sys.argv[2])], profile=load_profile(Path(sys.argv[3]))
)
window.show()
assert window.attempts.delivery is not None and window.attempts.delivery.running
"""

ENDING = """\
QTimer.singleShot(0, window.close)
# Let the held work go a moment after the last window closed: the event loop has ended.
app.lastWindowClosed.connect(lambda: threading.Timer(0.3, release.set).start())
code = app.exec()
print("event loop ended", code, flush=True)
"""


def run_child(body: str, *args: str) -> subprocess.CompletedProcess[str]:
    script = PRELUDE + textwrap.dedent(body) + ENDING
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-c", script, *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
        check=False,
    )


def bank_ids(db: Path) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-m", "simulator", "--db", f"sqlite:///{db}", "bank", "list"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    return [line.split()[0] for line in done.stdout.splitlines() if line.strip()]


def test_closing_during_an_import_lets_it_finish_quietly(tmp_path: Path) -> None:
    db = tmp_path / "library.db"
    seed = tmp_path / "aws-practice.txt"
    seed.write_bytes(SEED.read_bytes())
    done = run_child(IMPORT, f"sqlite:///{db}", str(MINI), str(seed))
    assert done.returncode == 0, done.stderr
    assert "event loop ended 0" in done.stdout
    assert done.stderr == "", done.stderr  # no "Signal source has been deleted"
    assert "aws-practice" in bank_ids(db)  # the import finished after the window closed


def test_closing_during_a_slow_delivery_lets_it_finish_quietly(tmp_path: Path) -> None:
    results = tmp_path / "results"
    results.mkdir()
    profile = tmp_path / "classroom.yaml"
    profile.write_text(
        "schema: 1\nname: Quiz\nbank: mini\nquestion_count: 2\ntime_limit_minutes: 5\n"
        f"results_folder: {results}\n",
        encoding="utf-8",
    )
    # An attempt finished earlier; its result waits in the outbox for the folder.
    url = f"sqlite:///{tmp_path / 'laptop.db'}"
    db = open_database(url)
    try:
        bank_service.import_bank_file(db, MINI)
        spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=7, question_count=2)
        active = attempts.start_attempt(db, spec, student_name="Ada", student_id="s-1")
        active.session.submit()
        classroom.queue_result(db, active.attempt_id, [str(results)])
    finally:
        db.close()
    done = run_child(DELIVERY, url, str(MINI), str(profile))
    assert done.returncode == 0, done.stderr
    assert "event loop ended 0" in done.stdout
    assert done.stderr == "", done.stderr
    (result,) = results.glob("*.json")  # delivered after the window had closed
    assert json.loads(result.read_text(encoding="utf-8"))["student"]["id"] == "s-1"
