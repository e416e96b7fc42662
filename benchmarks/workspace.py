"""A benchmark run's workspace: its temporary folder, its scale, and the data cases share.

Generated once per run (a large bank with years of history takes minutes) and handed
to every case, so the cases (`cases.py`, `calibration.py`, `years.py`) depend on this
module and never on each other.
"""

from __future__ import annotations

import json
import sys
import time
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from benchmarks import datagen
from benchmarks.measure import child_env, run_child
from simulator.data.db import open_database
from simulator.services import banks

DRAW_BANK_ID = "bench-draw"
# Sorts before the bundled bank's title, so the start page opens on the large bank,
# as it would for a user who has imported it.
DRAW_BANK_TITLE = "Benchmark bank (synthetic)"


@dataclass(frozen=True)
class Scale:
    """How big and how often: the full run of the issue, or a quick CI smoke run."""

    name: str
    import_questions: int
    draw_questions: int
    attempts: int
    answers_per_attempt: int
    exam_questions: int
    gui_questions: int
    gui_moves: int
    startup_runs: int
    memory_runs: int
    import_runs: int
    slow_runs: int  # in-process calls that take seconds at full scale (drawing an exam)
    fast_runs: int  # in-process calls of a few milliseconds (baselines, the report)
    budget_s: float  # stop repeating a slow call after this long (at least one run is made)


FULL = Scale(
    name="full",
    import_questions=10_000,
    draw_questions=100_000,
    attempts=1_000,
    answers_per_attempt=60,
    exam_questions=60,
    gui_questions=60,
    gui_moves=200,
    startup_runs=5,
    memory_runs=3,
    import_runs=3,
    slow_runs=3,
    fast_runs=15,
    budget_s=45.0,
)
QUICK = Scale(
    name="quick",
    import_questions=2_000,
    draw_questions=10_000,
    attempts=100,
    answers_per_attempt=60,
    exam_questions=60,
    gui_questions=15,
    gui_moves=50,
    startup_runs=3,
    memory_runs=2,
    import_runs=2,
    slow_runs=2,
    fast_runs=7,
    budget_s=4.0,
)


@dataclass(frozen=True)
class DrawDatabase:
    """The large bank with its history, shared by the draw, report and memory cases."""

    url: str
    bank_key: str
    questions: int
    attempts: int
    answers: int
    setup: dict[str, Any]


class Workspace:
    """Temporary files of one run, with generated data made once and shared by cases."""

    def __init__(self, root: Path, scale: Scale, *, profile: bool = False) -> None:
        self.root = root
        self.scale = scale
        self.profile = profile
        (root / "data").mkdir(parents=True, exist_ok=True)

    def url(self, name: str) -> str:
        return f"sqlite:///{self.root / name}.db"

    def env(self, name: str) -> dict[str, str]:
        """Child environment: its own settings file and data dir (never the user's).

        PYTHONDONTWRITEBYTECODE is dropped: with it every start recompiles the app's
        sources, which no installed copy (wheel or PyInstaller) ever does.
        """
        env = child_env(
            {
                "EXAM_SIMULATOR_SETTINGS": str(self.root / f"{name}.ini"),
                "EXAM_SIMULATOR_DATA_DIR": str(self.root / "data"),
                # Bytecode is cached, as for any installed app: the warm-up run writes
                # it here (the source tree is not touched), later runs read it.
                "PYTHONPYCACHEPREFIX": str(self.root / "pycache"),
            }
        )
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        return env

    def app_command(self) -> list[str]:
        """`exam-simulator` as installed next to this Python, else `python -m simulator`."""
        script = Path(sys.executable).parent / "exam-simulator"
        if script.exists():
            return [str(script)]
        return [sys.executable, "-m", "simulator"]

    def remove_database(self, name: str) -> None:
        for suffix in ("", "-wal", "-shm"):
            (self.root / f"{name}.db{suffix}").unlink(missing_ok=True)

    @cached_property
    def import_bank(self) -> tuple[Path, int]:
        """The import case's bank file (path, size in bytes)."""
        n = self.scale.import_questions
        bank = datagen.make_bank(f"bench-import-{n}", f"Benchmark import ({n:,})", n, seed=1)
        path = self.root / f"bench-import-{n}.yaml"
        return path, datagen.write_bank_file(bank, path)

    @cached_property
    def startup_db(self) -> tuple[str, dict[str, Any]]:
        """The bundled bank with `attempts` past exams and the memory they leave (url, setup).

        What a candidate's database looks like after a long preparation: the start page
        lists the bank and reads its due count and readiness from all of that history.
        """
        from simulator.paths import bundled_bank_paths

        s = self.scale
        url = self.url("startup")
        t0 = time.perf_counter()
        db = open_database(url)
        try:
            reports = [banks.import_bank_file(db, path) for path in bundled_bank_paths()]
            bank_id = reports[0].bank_id
            info = datagen.add_history(db, bank_id, s.attempts, s.answers_per_attempt, seed=7)
            datagen.replay_reviews(db, bank_id)
        finally:
            db.close()
        setup = {
            "bank": bank_id,
            "past_attempts": info.attempts,
            "past_answers": info.answers,
            "setup_s": round(time.perf_counter() - t0, 1),
        }
        return url, setup

    @cached_property
    def draw_db(self) -> DrawDatabase:
        """The large bank plus history, built in a child process (see datagen.main)."""
        s = self.scale
        url = self.url("draw")
        command = [
            sys.executable,
            "-m",
            "benchmarks.datagen",
            "--url",
            url,
            "--bank-id",
            DRAW_BANK_ID,
            "--title",
            DRAW_BANK_TITLE,
            "--questions",
            str(s.draw_questions),
            "--attempts",
            str(s.attempts),
            "--answers",
            str(s.answers_per_attempt),
        ]
        done = run_child(command, child_env(), timeout_s=1800, peak_memory=True).check(
            "building the draw database"
        )
        setup = json.loads(next(x for x in done.stdout.splitlines() if x.startswith("{")))
        setup["peak_rss_mib"] = round(done.peak_rss_mib or 0.0, 1)
        return DrawDatabase(
            url, DRAW_BANK_ID, s.draw_questions, setup["attempts"], setup["answers"], setup
        )
