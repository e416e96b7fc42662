"""The PyInstaller classroom build, against the throwaway PostgreSQL server.

Built with a profile that names a results server: the driver must be bundled and
load (the frozen self-test logs in as a laptop would), the bank must ship sealed, the
profile inside the build, and an edited copy beside the executable must be refused.
The profile's bank holds every question type (a `*` answer, a tolerance), so the frozen
self-test answers matching, ordering, short-answer and numeric questions sealed, scored
by digest in the frozen app.
Building takes a minute or two, so this runs in `.ci/run` (EXAM_SIMULATOR_FROZEN_TESTS=1)
rather than in every test run; the rest of the classroom walk runs in the suite
(tests/ui/test_classroom_walk.py).
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
from cli_helpers import run

from simulator.data.results_server import StudentAccess

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist" / "exam-simulator"
FROZEN = DIST / "exam-simulator"
BANK = "classroom-types"
BANK_FILE = ROOT / "tests" / "data" / "banks" / f"{BANK}.yaml"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        os.environ.get("EXAM_SIMULATOR_FROZEN_TESTS") != "1",
        reason="builds the PyInstaller app: .ci/run sets EXAM_SIMULATOR_FROZEN_TESTS=1",
    ),
]


def frozen(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(FROZEN), *args],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **env},
    )


def test_a_classroom_build_with_a_results_server(
    class_server: StudentAccess, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    library = f"sqlite:///{tmp_path / 'instructor.db'}"
    assert run(capsys, "--db", library, "bank", "import", str(BANK_FILE))[0] == 0
    profile = tmp_path / "classroom.yaml"
    profile.write_text(
        "schema: 1\n"
        "name: Week 6 quiz\n"
        f"bank: {BANK}\n"
        "question_count: 5\n"
        "time_limit_minutes: 10\n"
        "same_paper: true\n"
        "results_folder: results\n"
        f"results_server: {class_server.url}\n"
        "accommodations: {s-017: {extra_time_percent: 50}}\n",
        encoding="utf-8",
    )
    code, _, err = run(capsys, "--db", library, "profile", "check", str(profile))
    assert code == 0, err
    build = subprocess.run(
        ["bash", str(ROOT / "scripts" / "build-classroom")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1200,
        check=False,
        env={
            **os.environ,
            "EXAM_SIMULATOR_PROFILE": str(profile),
            "EXAM_SIMULATOR_DB": library,
            "EXAM_SIMULATOR_SELF_TEST_OFFLINE": "0",  # the server is here: log in to it
        },
    )
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    assert "PostgreSQL driver: libpq" in build.stdout
    assert "results server: reached; this login can hand in results" in build.stdout
    assert "self-test ok" in build.stdout

    bundle = DIST / "_internal"
    info = json.loads((bundle / "build-info.json").read_text(encoding="utf-8"))
    assert info["postgres"] and info["profile"] and info["sealed"]
    # Only the profile's bank, sealed: no answer key a student could open and read.
    (bank_file,) = (bundle / "question_banks").iterdir()
    assert bank_file.name == f"{BANK}.sealed.json"
    sealed_text = bank_file.read_text(encoding="utf-8")
    for key in ('"correct"', '"pairs"', '"answers"', "nsys", "0.15"):  # no key of any type
        assert key not in sealed_text
    assert (bundle / "classroom" / "classroom.yaml").read_bytes() == profile.read_bytes()

    # An identical copy beside the executable is fine; an edited one is refused.
    beside = DIST / "classroom.yaml"
    try:
        beside.write_bytes(profile.read_bytes())
        assert frozen("--self-test", EXAM_SIMULATOR_SELF_TEST_OFFLINE="1").returncode == 0
        beside.write_text(
            profile.read_text(encoding="utf-8") + "passing_score: 0.1\n", encoding="utf-8"
        )
        refused = frozen("--self-test")
        assert refused.returncode == 1
        assert "not the classroom profile this app was built with" in refused.stderr
    finally:
        beside.unlink(missing_ok=True)

    # A wrong server password is found by the technician's self-test, not in class.
    wrong = class_server.url.replace(f"{class_server.role}:", f"{class_server.role}:x", 1)
    failed = frozen("--self-test", EXAM_SIMULATOR_SELF_TEST_SERVER=wrong)
    assert failed.returncode == 1 and "refused the login" in failed.stderr
