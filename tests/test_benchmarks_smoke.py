"""The benchmark runner keeps working: CI runs `benchmarks/run.py --quick` as a smoke test.

No timing is asserted (figures are noisy and machines differ); what must hold is
that every case runs and reports, and that the synthetic banks the benchmarks
import are genuine schema-1 files, or the import figure would measure an error path.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.cases import CASE_NAMES  # noqa: E402
from benchmarks.datagen import bank_yaml, make_bank  # noqa: E402
from simulator.formats.loader import load_bank_bytes  # noqa: E402


def test_generated_bank_file_loads_back_to_the_same_bank() -> None:
    bank = make_bank("bench-check", "Benchmark check", 120, seed=5)
    assert load_bank_bytes(bank_yaml(bank).encode("utf-8"), "bench-check.yaml") == bank
    assert any(q.is_multi_select for q in bank.questions)
    assert {q.topic for q in bank.questions} == {t.id for t in bank.topics}


def test_generated_data_is_deterministic() -> None:
    assert make_bank("b", "B", 30, seed=9) == make_bank("b", "B", 30, seed=9)
    assert make_bank("b", "B", 30, seed=9) != make_bank("b", "B", 30, seed=10)


@pytest.mark.slow
def test_quick_run_reports_every_case(tmp_path: Path) -> None:
    out = tmp_path / "bench.json"
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "run.py"), "--quick", "--json", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    report = json.loads(out.read_text(encoding="utf-8"))
    names = [case["name"] for case in report["cases"]]
    assert set(CASE_NAMES) <= set(names), names
    for name in CASE_NAMES:
        assert name in done.stdout
    for case in report["cases"]:
        assert case["verdict"] in {"met", "missed", "n/a", "skipped"}, case
