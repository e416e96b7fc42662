"""Cases for the question types beyond multiple choice: the exam page and the GIFT import.

- `typed_moves`: the GUI walk of `gui_probe.py` through a bank of every type (a fifth
  each of choice, matching, ordering, short-answer and numeric questions, from
  `datagen.make_mixed_bank`): next, previous and answer moves, the answer moves split
  by type. Baseline: the page repainted with nothing changed. Target: p95 < 16 ms.
- `mixed_gift_import`: reading and storing a GIFT file of that mix (the app's import
  path: detect, parse, check, store) against the same number of choice questions
  written the same way (`write_gift`). Target: at most 2x.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from statistics import median
from typing import TYPE_CHECKING, Any

from benchmarks import datagen
from benchmarks.measure import SKIPPED, Result, percentile, run_child
from simulator.data.db import open_database
from simulator.formats.gift import write_gift
from simulator.formats.writer import dump_bank
from simulator.services import banks

if TYPE_CHECKING:
    from benchmarks.workspace import Workspace

HERE = Path(__file__).resolve().parent
ANSWER_TYPES = {
    "matching": "answer a matching question (Down in a drop-down)",
    "ordering": "move an ordering item (moveDownButton)",
    "typed": "type a character of a short or numeric answer",
}


def typed_moves(ws: Workspace) -> list[Result]:
    """Moving and answering through a bank of every type, in the real window, offscreen."""
    n, moves = ws.scale.gui_questions, ws.scale.gui_moves
    bank = datagen.make_mixed_bank("bench-types", "Benchmark question types", 300, seed=5)
    path = ws.root / "bench-types.yaml"
    path.write_text(dump_bank(bank), encoding="utf-8")
    name = "gui-types"
    command = [sys.executable, str(HERE / "gui_probe.py"), "--db", ws.url(name)]
    command += ["--bank-file", str(path), "--questions", str(n), "--moves", str(moves)]
    run = run_child(command, ws.env(name)).check("gui_probe.py --bank-file")
    probe = json.loads(run.stdout.strip().splitlines()[-1])
    kinds: list[str] = probe["kinds"]
    times: list[float] = probe["move_ms"]
    answered = iter(probe["answered_types"])
    samples: dict[str, list[float]] = {"next": [], "all": list(times)}
    for kind, ms in zip(kinds, times, strict=True):
        if kind == "next":
            samples["next"].append(ms)
        elif kind == "answer":
            answered_kind = next(answered)
            group = "typed" if answered_kind in ("short-answer", "numeric") else answered_kind
            samples.setdefault(group, []).append(ms)
    repaints: list[float] = probe["repaint_ms"]
    b95, b50 = percentile(repaints, 0.95), median(repaints)
    rows = [
        ("typed_next_question", "next", "Next question, every question type"),
        *((f"typed_answer_{g}", g, f"  {title}") for g, title in ANSWER_TYPES.items()),
        ("typed_all_moves", "all", "  all moves, every question type"),
    ]
    results = []
    for row, group, title in rows:
        found = samples.get(group, [])
        if not found:
            results.append(Result(row, title, "ms", verdict=SKIPPED))
            continue
        p95, p50 = percentile(found, 0.95), median(found)
        results.append(
            Result(
                row,
                f"{title} (p95 of {len(found)})",
                "ms",
                value=p95,
                baseline=b95,
                value_text=f"p95 {p95:.1f} ms, median {p50:.1f} ms",
                baseline_text=f"p95 {b95:.1f} ms, median {b50:.1f} ms (repaint, no change)",
                max_value=16.0,
                details={"samples_ms": [round(t, 2) for t in found]},
            )
        )
    return results


def mixed_gift_import(ws: Workspace) -> list[Result]:
    """Import a GIFT file of every type vs one of choice questions only, same size."""
    n = ws.scale.import_questions
    files = {}
    for label, make in (("choice", datagen.make_bank), ("mixed", datagen.make_mixed_bank)):
        bank = make(f"bench-gift-{label}", f"GIFT {label}", n, seed=11)
        path = ws.root / f"bench-{label}.gift"
        path.write_text(write_gift(bank), encoding="utf-8")
        files[label] = path
    timings: dict[str, list[float]] = {"choice": [], "mixed": []}
    counts: dict[str, int] = {}
    for run in range(ws.scale.import_runs):
        for label, path in files.items():  # alternate, so drift hits both alike
            name = f"gift-{label}-{run}"
            db = open_database(ws.url(name))
            try:
                t0 = time.perf_counter()
                loaded, _warnings = banks.read_bank_source(path)
                banks.store_banks(db, [loaded])
                timings[label].append((time.perf_counter() - t0) * 1000)
                counts[label] = len(loaded.bank.questions)
            finally:
                db.close()
                ws.remove_database(name)
    if counts["mixed"] != n or counts["choice"] != n:
        raise RuntimeError(f"a generated GIFT file lost questions: {counts}")
    details: dict[str, Any] = {
        "questions": n,
        "mixed_ms": [round(t, 1) for t in timings["mixed"]],
        "choice_ms": [round(t, 1) for t in timings["choice"]],
        "mixed_mib": round(files["mixed"].stat().st_size / 2**20, 2),
        "choice_mib": round(files["choice"].stat().st_size / 2**20, 2),
    }
    return [
        Result(
            "mixed_gift_import",
            f"Import a {n:,}-question GIFT file of every type",
            "ms",
            value=median(timings["mixed"]),
            baseline=median(timings["choice"]),
            baseline_label=f"{n:,} choice questions, GIFT",
            max_ratio=2.0,
            details=details,
        )
    ]
