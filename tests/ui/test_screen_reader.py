"""Once through AT-SPI, as Orca on Linux hears the exam page (test_accessibility.py checks
the same through Qt's QAccessible for every page).

The app runs on a virtual X display (Xvfb) with its own D-Bus session, where the
accessibility bus starts on demand; the system's python3 and pyatspi walk the tree
as a screen reader does. Skipped where those are not installed (.ci/run installs
them: EXAM_SIMULATOR_EXTRA_APT).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import select
import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).parent / "screen_reader"
SYSTEM_PYTHON = "/usr/bin/python3"


def missing_tools() -> str | None:
    if not sys.platform.startswith("linux"):
        return "AT-SPI is Linux's"
    for tool in ("Xvfb", "dbus-daemon"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    probe = (
        subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, check=False)
        if Path(SYSTEM_PYTHON).exists()
        else None
    )
    if probe is None or probe.returncode != 0:
        return "the system python3 has no pyatspi (python3-pyatspi)"
    return None


pytestmark = [
    pytest.mark.gui,
    pytest.mark.skipif(missing_tools() is not None, reason=str(missing_tools())),
]


def read_line(process: subprocess.Popen[str], seconds: float) -> str:
    """One line of the process's output, or an error after `seconds`."""
    assert process.stdout is not None
    ready, _, _ = select.select([process.stdout], [], [], seconds)
    if not ready:
        raise AssertionError(f"{process.args!r} said nothing in {seconds} s")
    return process.stdout.readline().strip()


@pytest.fixture
def desktop(tmp_path: Path) -> Iterator[dict[str, str]]:
    """A private X display and D-Bus session; the environment to run programs in it."""
    environment = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("DBUS_", "QT_", "DISPLAY", "WAYLAND", "AT_SPI"))
    }
    environment["HOME"] = str(tmp_path)  # the app's settings and data stay in the test
    environment["XDG_RUNTIME_DIR"] = str(tmp_path)
    started: list[subprocess.Popen[str]] = []
    try:
        bus = subprocess.Popen(
            ["dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address=1"],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=environment,
            start_new_session=True,  # the services it starts (the accessibility bus) with it
        )
        started.append(bus)
        environment["DBUS_SESSION_BUS_ADDRESS"] = read_line(bus, 10)
        display = subprocess.Popen(
            ["Xvfb", "-displayfd", "1", "-screen", "0", "1024x600x24", "-nolisten", "tcp"],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=environment,
            start_new_session=True,
        )
        started.append(display)
        environment["DISPLAY"] = ":" + read_line(display, 10)
        environment["QT_QPA_PLATFORM"] = "xcb"
        environment["QT_LINUX_ACCESSIBILITY_ALWAYS_ON"] = "1"
        yield environment
    finally:
        for process in reversed(started):
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGTERM)
            process.wait(10)
            if process.stdout is not None:
                process.stdout.close()


def exam_as_heard(desktop: dict[str, str], tmp_path: Path) -> tuple[list[dict[str, Any]], Any]:
    """The exam page's accessible objects as AT-SPI gives them, and what the app showed."""
    shown, stop = tmp_path / "shown.json", tmp_path / "stop"
    library = f"sqlite:///{tmp_path / 'library.db'}"
    app = subprocess.Popen(
        [sys.executable, str(HERE / "exam_app.py"), library, str(shown), str(stop)],
        env=desktop,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        walk = subprocess.run(
            [SYSTEM_PYTHON, str(HERE / "walk_tree.py"), "Exam Simulator"],
            env=desktop,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert walk.returncode == 0, walk.stderr
        assert shown.exists(), "the app never started its exam"
        nodes = [json.loads(line) for line in walk.stdout.splitlines()]
        return nodes, json.loads(shown.read_text(encoding="utf-8"))
    finally:
        stop.touch()
        _, errors = app.communicate(timeout=30)
        assert app.returncode == 0, errors


def test_the_exam_page_reads_out_question_choices_state_and_timer(
    desktop: dict[str, str], tmp_path: Path
) -> None:
    nodes, shown = exam_as_heard(desktop, tmp_path)

    question = [n for n in nodes if n["role"] == "label" and n["name"] == "Question"]
    assert question, "no label named Question"
    heard = " ".join((question[0]["text"] + " " + question[0]["description"]).split())
    assert " ".join(shown["prompt"].split()) in heard

    choices = [n for n in nodes if n["role"] in ("radio button", "check box")]
    by_name = {n["name"]: n for n in choices}
    for letter, text in zip("ABCDEFGH", shown["choices"], strict=False):
        assert text in by_name, f"choice {letter} is not read out: {text!r}"
        assert by_name[text]["description"].startswith(f"Choice {letter}")
    picked = by_name[shown["choices"][shown["picked"]]]
    assert "checked" in picked["states"], (shown, picked)
    assert [c for c in shown["choices"] if "checked" in by_name[c]["states"]] == [
        shown["choices"][shown["picked"]]
    ]

    timer = [n for n in nodes if n["name"] == "Time remaining"]
    assert timer and re.search(r"\d+:\d\d remaining", timer[0]["description"])

    flag = [n for n in nodes if n["name"] == "Flag for review"]
    assert shown["flagged"]
    assert flag and "checked" in flag[0]["states"], ("the flag is not read out", flag)


def test_every_control_on_the_exam_page_is_named_in_words(
    desktop: dict[str, str], tmp_path: Path
) -> None:
    """A screen reader says a control's name: "Next question", never "right arrow"."""
    nodes, _ = exam_as_heard(desktop, tmp_path)
    controls = [
        n
        for n in nodes
        if n["role"] in ("push button", "check box", "radio button", "combo box", "toggle button")
    ]
    assert len(controls) > 10
    assert all(n["name"].strip() for n in controls), controls
    # The app's own controls say what they do in words; a choice is named by the bank's
    # text, which may be a bare number ("4").
    own = [n for n in controls if not n["description"].startswith("Choice ")]
    unnamed = [n for n in own if not re.search(r"\w\w", n["name"])]
    assert not unnamed, unnamed
    decorated = [n["name"] for n in own if re.search(r"[←→▾⚑✓✗]", n["name"])]
    assert not decorated, decorated
