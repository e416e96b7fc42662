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
