"""Measuring tools shared by the cases: timers, child processes, results and verdicts.

Kept apart from the cases so each case reads as "what is compared with what",
while the care about noise (medians, warm-ups, alternating runs, per-child peak
memory measured by a helper process) lives in one place.
"""

from __future__ import annotations

import cProfile
import io
import math
import os
import pstats
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

MET, MISSED, NOT_APPLICABLE, SKIPPED, ERROR = "met", "missed", "n/a", "skipped", "error"


@dataclass
class Result:
    """One row of the table: the app's figure, the same-run baseline and the verdict.

    `value` and `baseline` are numbers in `unit` (None when there is none); the
    `*_text` fields are what the table shows when a plain number would mislead
    (e.g. "p95 9.1 ms, median 6.0 ms"). `details` holds the raw samples and the
    break-down of where the time goes, for the JSON file and the report.
    """

    name: str
    title: str
    unit: str
    value: float | None = None
    baseline: float | None = None
    baseline_label: str = ""
    max_ratio: float | None = None
    max_value: float | None = None
    value_text: str = ""
    baseline_text: str = ""
    verdict: str = ""
    details: dict[str, Any] = field(default_factory=dict)

    @property
    def ratio(self) -> float | None:
        if self.value is None or not self.baseline:
            return None
        return self.value / self.baseline

    @property
    def target(self) -> str:
        parts = []
        if self.max_ratio is not None:
            parts.append(f"≤ {self.max_ratio:.1f}× baseline")
        if self.max_value is not None:
            parts.append(f"< {format_amount(self.max_value, self.unit)}")
        return " and ".join(parts) or "—"

    def judge(self) -> Result:
        """Set the verdict from the targets (if the case has not set one itself)."""
        if self.verdict:
            return self
        if self.max_ratio is None and self.max_value is None:
            self.verdict = NOT_APPLICABLE
            return self
        ok = True
        if self.max_ratio is not None:
            ok = ok and self.ratio is not None and self.ratio <= self.max_ratio
        if self.max_value is not None:
            ok = ok and self.value is not None and self.value < self.max_value
        self.verdict = MET if ok else MISSED
        return self

    def figure(self) -> str:
        if self.value_text:
            return self.value_text
        return format_amount(self.value, self.unit) if self.value is not None else "—"

    def baseline_figure(self) -> str:
        if self.baseline_text:
            return self.baseline_text
        if self.baseline is None:
            return "—"
        amount = format_amount(self.baseline, self.unit)
        return f"{amount} ({self.baseline_label})" if self.baseline_label else amount

    def ratio_text(self) -> str:
        ratio = self.ratio
        return f"{ratio:.2f}×" if ratio is not None else "—"

    def as_json(self) -> dict[str, Any]:
        data = asdict(self)
        data.update(
            ratio=self.ratio,
            target=self.target,
            figure=self.figure(),
            baseline_figure=self.baseline_figure(),
        )
        return data


def format_amount(value: float | None, unit: str) -> str:
    if value is None:
        return "—"
    if unit == "ms":
        return f"{value:.1f} ms" if value < 100 else f"{value:,.0f} ms"
    if unit == "MiB":
        return f"{value:,.1f} MiB"
    return f"{value:g} {unit}"


def median(values: Sequence[float]) -> float:
    return float(statistics.median(values))


def percentile(values: Sequence[float], fraction: float) -> float:
    """Nearest-rank percentile: p95 of 59 samples is the 57th smallest, an observed value."""
    ordered = sorted(values)
    rank = max(1, math.ceil(fraction * len(ordered) - 1e-9))
    return float(ordered[min(rank, len(ordered)) - 1])


def time_runs(
    fn: Callable[[], object],
    *,
    runs: int,
    budget_s: float = float("inf"),
    min_runs: int = 1,
    warmup: int = 0,
    after: Callable[[object], None] | None = None,
) -> list[float]:
    """Wall-clock milliseconds of `runs` calls of `fn` (fewer if `budget_s` runs out).

    Warm-up calls are made first and not recorded (first-query compilation, page
    cache). `after` receives each call's return value outside the timed region, to
    undo side effects such as an attempt left in progress.
    """
    for _ in range(warmup):
        out = fn()
        if after is not None:
            after(out)
    samples: list[float] = []
    started = time.perf_counter()
    while len(samples) < runs:
        t0 = time.perf_counter()
        out = fn()
        samples.append((time.perf_counter() - t0) * 1000)
        if after is not None:
            after(out)
        del out
        if len(samples) >= min_runs and time.perf_counter() - started > budget_s:
            break
    return samples


def profile_top(fn: Callable[[], object], limit: int = 12) -> dict[str, list[str]]:
    """Profile one call of `fn` with cProfile; see `top_functions`."""
    profiler = cProfile.Profile()
    profiler.enable()
    try:
        fn()
    finally:
        profiler.disable()
    return top_functions(pstats.Stats(profiler, stream=io.StringIO()), limit)


def top_functions(stats: pstats.Stats, limit: int = 12) -> dict[str, list[str]]:
    """The top functions of a profile by own time and, for the app's code, by cumulative time.

    Own time is listed for everything (so a SQLAlchemy or YAML hotspot shows up);
    cumulative time only for functions under simulator/ (the code to change).
    """
    raw: dict[tuple[str, int, str], tuple[int, int, float, float, Any]] = stats.stats  # type: ignore[attr-defined]

    def where(key: tuple[str, int, str]) -> str:
        filename, line, name = key
        path = Path(filename)
        try:
            shown = str(path.resolve().relative_to(ROOT))
        except (ValueError, OSError):
            shown = "/".join(path.parts[-3:]) if path.parts else filename
        return f"{name} ({shown}:{line})" if line else name

    def row(key: tuple[str, int, str], calls: int, own: float, cumulative: float) -> str:
        return f"{cumulative * 1000:9.1f} ms cum {own * 1000:9.1f} ms own {calls:>9} calls  {where(key)}"

    app_dir = str(ROOT / "simulator")
    by_own = sorted(raw.items(), key=lambda kv: kv[1][2], reverse=True)[:limit]
    app = [kv for kv in raw.items() if kv[0][0].startswith(app_dir)]
    by_cumulative = sorted(app, key=lambda kv: kv[1][3], reverse=True)[:limit]
    return {
        "own_time": [row(k, v[1], v[2], v[3]) for k, v in by_own],
        "app_cumulative": [row(k, v[1], v[2], v[3]) for k, v in by_cumulative],
    }


@dataclass(frozen=True)
class ChildRun:
    """A finished child process with its output (and its own peak RSS, when measured)."""

    returncode: int
    stdout: str
    stderr: str
    wall_ms: float

    def value(self, key: str) -> float | None:
        """The number after `key=` on the last stdout line that has it (e.g. ready_ms)."""
        for text in reversed(self.stdout.splitlines()):
            if text.startswith(f"{key}="):
                try:
                    return float(text.split("=", 1)[1])
                except ValueError:
                    return None
        return None

    @property
    def peak_rss_mib(self) -> float | None:
        kib = self.value("peak_rss_kib")
        return kib / 1024 if kib is not None else None

    def check(self, what: str) -> ChildRun:
        if self.returncode != 0:
            tail = "\n".join((self.stderr or self.stdout).strip().splitlines()[-15:])
            raise RuntimeError(f"{what} exited with {self.returncode}:\n{tail}")
        return self


def child_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of every child: offscreen Qt, this source tree first on the path."""
    env = dict(os.environ)
    env.pop("EXAM_SIMULATOR_DB", None)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    env.update(extra or {})
    return env


def run_child(
    command: Sequence[str],
    env: dict[str, str],
    *,
    timeout_s: float = 300,
    peak_memory: bool = False,
) -> ChildRun:
    """Run a whole process from the repository root and collect its output.

    With `peak_memory`, the command runs under `peak_rss.py`, which appends
    `peak_rss_kib=` for the command alone (see that module for why a helper).
    """
    if peak_memory:
        command = [sys.executable, str(Path(__file__).with_name("peak_rss.py")), *command]
    started = time.perf_counter()
    done = subprocess.run(
        list(command),
        env=env,
        cwd=ROOT,
        capture_output=True,
        timeout=timeout_s,
        check=False,
    )
    wall_ms = (time.perf_counter() - started) * 1000
    return ChildRun(
        done.returncode,
        done.stdout.decode("utf-8", "replace"),
        done.stderr.decode("utf-8", "replace"),
        wall_ms,
    )
