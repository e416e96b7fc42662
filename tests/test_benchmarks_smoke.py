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
from benchmarks.datagen import bank_yaml, make_bank, make_mixed_bank  # noqa: E402
from simulator.formats.gift import write_gift  # noqa: E402
from simulator.formats.loader import load_bank_bytes, load_bank_text  # noqa: E402
from simulator.formats.sources import read_question_file  # noqa: E402
from simulator.formats.writer import dump_bank  # noqa: E402


def test_generated_bank_file_loads_back_to_the_same_bank() -> None:
    bank = make_bank("bench-check", "Benchmark check", 120, seed=5)
    assert load_bank_bytes(bank_yaml(bank).encode("utf-8"), "bench-check.yaml") == bank
    assert any(q.is_multi_select for q in bank.questions)
    assert {q.topic for q in bank.questions} == {t.id for t in bank.topics}


def test_the_mixed_bank_has_every_type_and_survives_yaml_and_gift(tmp_path: Path) -> None:
    bank = make_mixed_bank("bench-types", "Types", 200, seed=5)
    assert {q.type.value for q in bank.questions} == {
        "choice",
        "matching",
        "ordering",
        "short-answer",
        "numeric",
    }
    assert load_bank_text(dump_bank(bank), "types.yaml") == bank
    gift = tmp_path / "types.gift"
    gift.write_text(write_gift(bank), encoding="utf-8")
    converted = read_question_file(gift).converted
    assert converted.imported == 200 and not converted.warnings


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


def test_calibration_scores_the_three_predictors() -> None:
    from benchmarks.calibration import Forecast, score

    forecasts = [
        Forecast(candidate=0, number=1, predicted=None, passed=False, score=0.5),
        Forecast(candidate=0, number=2, predicted=0.2, passed=False, score=0.6),
        Forecast(candidate=0, number=3, predicted=0.9, passed=True, score=0.8),
        Forecast(candidate=1, number=1, predicted=0.6, passed=True, score=0.75),
    ]
    scores = score(forecasts)
    assert scores.exams == 3 and scores.without_forecast == 1
    assert scores.base_rate == pytest.approx(2 / 3)
    assert scores.model == pytest.approx((0.2**2 + 0.1**2 + 0.4**2) / 3)
    # Naive: exam 2 follows a fail (0), exam 3 a fail (0), candidate 1's first: base rate.
    assert scores.naive == pytest.approx((0 + 1 + (1 / 3) ** 2) / 3)
    assert scores.always_base_rate == pytest.approx(((2 / 3) ** 2 + (1 / 3) ** 2 * 2) / 3)
    assert scores.model_wins
    assert [row[1] for row in scores.table] == [1, 1, 1]
