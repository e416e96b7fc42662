"""Run the Exam Simulator benchmarks and print each figure next to its same-run baseline.

    python benchmarks/run.py                 full run (a few minutes)
    python benchmarks/run.py --quick         smoke run, under a minute (CI)
    python benchmarks/run.py --json OUT      also write the results as JSON
    python benchmarks/run.py --markdown      print the table as Markdown (README)
    python benchmarks/run.py --only draw,weak_areas --profile
    python benchmarks/run.py --from-json OUT --markdown   re-print a saved run

Targets are ratios to baselines measured in the same run, because machines differ
and a ratio does not. Missing a target never changes the exit status (timings are
noisy, and CI only checks that every case runs); a case that *fails to run* does,
since a broken benchmark is a real bug.
"""

from __future__ import annotations

import argparse
import json
import platform
import sqlite3
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script: make `benchmarks` and `simulator` importable
    sys.path.insert(0, str(ROOT))

from benchmarks.cases import CASES, Case  # noqa: E402
from benchmarks.measure import ERROR, Result  # noqa: E402
from benchmarks.workspace import FULL, QUICK, Workspace  # noqa: E402

COLUMNS = ("case", "what", "figure", "baseline", "ratio", "target", "verdict")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python benchmarks/run.py",
        description="Benchmarks of Exam Simulator: each figure against a baseline of the same run.",
    )
    parser.add_argument("--quick", action="store_true", help="small data, few runs (CI smoke test)")
    parser.add_argument("--json", metavar="OUT", type=Path, help="write the results to OUT as JSON")
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    parser.add_argument(
        "--only",
        metavar="CASES",
        help="comma-separated cases (or rows) to run: " + ", ".join(c.key for c in CASES),
    )
    parser.add_argument(
        "--profile",
        action="store_true",
        help="also cProfile the app's side of each case and print the top functions",
    )
    parser.add_argument(
        "--from-json",
        metavar="IN",
        type=Path,
        help="measure nothing: print the results saved by an earlier --json run",
    )
    parser.add_argument(
        "--workdir",
        metavar="DIR",
        type=Path,
        help="keep generated data in DIR (default: a temporary folder, removed afterwards)",
    )
    return parser.parse_args(argv)


def select_cases(only: str | None) -> list[Case]:
    """The cases named by key or by one of their rows (`years_draw` runs the `years` case)."""
    if not only:
        return list(CASES)
    wanted = [w.strip() for w in only.split(",") if w.strip()]
    known = {c.key: c for c in CASES} | {name: c for c in CASES for name in c.names}
    unknown = [w for w in wanted if w not in known]
    if unknown:
        raise SystemExit(f"unknown case(s): {', '.join(unknown)}; known: {', '.join(known)}")
    chosen = {known[w].key for w in wanted}
    return [c for c in CASES if c.key in chosen]  # always in the documented order


def machine() -> dict[str, Any]:
    """What the figures were measured on: they only compare within one machine and run."""
    import PySide6
    import sqlalchemy
    import yaml

    return {
        "platform": platform.platform(),
        "python": platform.python_version(),
        "cpus": __import__("os").cpu_count(),
        "pyside6": PySide6.__version__,
        "sqlalchemy": sqlalchemy.__version__,
        "sqlite": sqlite3.sqlite_version,
        "pyyaml": f"{yaml.__version__} (libyaml {'yes' if yaml.__with_libyaml__ else 'no'})",
    }


def run_case(case: Case, workspace: Workspace) -> list[Result]:
    """Run one case; a crash becomes an `error` row for each of its names, not an abort."""
    started = time.perf_counter()
    print(f"[{case.key}] running…", file=sys.stderr, flush=True)
    try:
        results = [r.judge() for r in case.run(workspace)]
    except Exception as exc:  # a broken case must not hide the others
        message = "".join(traceback.format_exception_only(type(exc), exc)).strip()
        print(f"[{case.key}] FAILED: {message}", file=sys.stderr, flush=True)
        traceback.print_exc(file=sys.stderr)
        results = [
            Result(
                name,
                name,
                "",
                value_text="failed",
                verdict=ERROR,
                details={"error": message, "traceback": traceback.format_exc()},
            )
            for name in case.names
        ]
    elapsed = time.perf_counter() - started
    for r in results:
        r.details.setdefault("case_seconds", round(elapsed, 1))
    print(f"[{case.key}] done in {elapsed:.1f} s", file=sys.stderr, flush=True)
    return results


def rows(results: list[Result]) -> list[tuple[str, ...]]:
    return [
        (
            r.name,
            r.title.strip(),
            r.figure(),
            r.baseline_figure(),
            r.ratio_text(),
            r.target,
            r.verdict,
        )
        for r in results
    ]


def plain_table(results: list[Result]) -> str:
    table = [COLUMNS, *rows(results)]
    widths = [max(len(row[i]) for row in table) for i in range(len(COLUMNS))]
    lines = []
    for n, row in enumerate(table):
        lines.append("  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)))
        if n == 0:
            lines.append("  ".join("-" * width for width in widths))
    return "\n".join(line.rstrip() for line in lines)


def markdown_table(results: list[Result]) -> str:
    def cell(text: str) -> str:
        return text.replace("|", "\\|")

    lines = [
        "| " + " | ".join(COLUMNS) + " |",
        "|" + "|".join("---" for _ in COLUMNS) + "|",
    ]
    for row in rows(results):
        lines.append("| " + " | ".join(cell(c) for c in row) + " |")
    return "\n".join(lines)


def _short(value: Any) -> str:
    """A detail value in one line: long sample lists are summarised, not dumped."""
    if (
        isinstance(value, list)
        and len(value) > 8
        and all(isinstance(v, int | float) for v in value)
    ):
        return f"{len(value)} values, min {min(value):g}, max {max(value):g}"
    if isinstance(value, dict):
        return ", ".join(f"{k} {_short(v)}" for k, v in value.items())
    return str(value)


def details_text(results: list[Result]) -> str:
    """Where the time goes: each row's break-down, and profiles when --profile was given."""
    out = []
    for r in results:
        out.append(f"{r.name}:")
        for key, value in r.details.items():
            if key in ("profile", "traceback"):
                continue
            if isinstance(value, str) and "\n" in value:  # a table: one line per row
                out.append(f"    {key}:")
                out.extend(f"      {line}" for line in value.splitlines())
                continue
            out.append(f"    {key}: {_short(value)}")
        profile = r.details.get("profile")
        if isinstance(profile, dict):
            for title, lines in profile.items():
                out.append(f"    profile, top by {title.replace('_', ' ')}:")
                out.extend(f"      {line}" for line in lines)
    return "\n".join(out)


def load_results(path: Path) -> tuple[str, float, dict[str, Any], list[Result]]:
    """A run saved with --json, to print it again (e.g. as Markdown) without measuring."""
    payload = json.loads(path.read_text(encoding="utf-8"))
    fields = set(Result.__dataclass_fields__)
    results = [Result(**{k: v for k, v in c.items() if k in fields}) for c in payload["cases"]]
    return payload["scale"], float(payload["elapsed_s"]), payload["machine"], results


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.from_json:
        scale_name, elapsed, info, results = load_results(args.from_json)
    else:
        scale = QUICK if args.quick else FULL
        cases = select_cases(args.only)
        started = time.perf_counter()
        info = machine()
        with tempfile.TemporaryDirectory(prefix="exam-simulator-bench-") as temp:
            root = args.workdir.resolve() if args.workdir else Path(temp)
            root.mkdir(parents=True, exist_ok=True)
            workspace = Workspace(root, scale, profile=args.profile)
            results = [r for case in cases for r in run_case(case, workspace)]
        elapsed = time.perf_counter() - started
        scale_name = scale.name

    caption = (
        f"Exam Simulator benchmarks ({scale_name} run, {elapsed:.0f} s) on "
        f"{info['platform']}, {info['cpus']} CPUs, Python {info['python']}, "
        f"PySide6 {info['pyside6']}, SQLAlchemy {info['sqlalchemy']}, SQLite {info['sqlite']}"
    )
    if args.markdown:
        print(markdown_table(results))
        print(f"\n_{caption}._")
    else:
        print(caption)
        print()
        print(plain_table(results))
        print()
        print(details_text(results))
    if args.json:
        payload = {
            "scale": scale_name,
            "elapsed_s": round(elapsed, 1),
            "machine": info,
            "cases": [r.as_json() for r in results],
        }
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(payload, indent=2, default=str) + "\n", encoding="utf-8")
    return 1 if any(r.verdict == ERROR for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
