"""Four laptops opening one new PostgreSQL database at the same moment all get it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from simulator import paths
from simulator.formats.loader import load_bank

ROOT = Path(__file__).resolve().parents[2]


def test_four_processes_create_the_schema_and_sync_banks_at_once(pg_url: str) -> None:
    (bundled,) = [p for p in paths.bundled_bank_paths() if p.stem == "nca-ai-deep-learning"]
    size = len(load_bank(bundled).questions)
    runs = [
        subprocess.Popen(
            [sys.executable, "-m", "simulator", "--db", pg_url, "bank", "list"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        for _ in range(4)
    ]
    for run in runs:
        out, err = run.communicate(timeout=120)
        assert run.returncode == 0, err
        assert "nca-ai-deep-learning" in out and f"{size} questions" in out
