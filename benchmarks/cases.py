"""The benchmark cases of the issue, each as "the app's figure vs the least work possible".

Each case returns one or more `Result` rows. Baselines are chosen to be the
floor the app cannot beat on this machine (a bare Qt window, PyYAML's C loader,
one SQL statement), so a ratio says how much the app adds on top, whatever the
hardware.
"""

from __future__ import annotations

import json
import os
import pstats
import re
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from sqlalchemy import Integer, cast, exists, func, or_, select

from benchmarks import datagen
from benchmarks.calibration import calibration
from benchmarks.labelled import labelled_questions
from benchmarks.measure import (
    ROOT,
    SKIPPED,
    ChildRun,
    Result,
    median,
    percentile,
    profile_top,
    run_child,
    time_runs,
    top_functions,
)
from benchmarks.parsing import parsing
from benchmarks.question_types import mixed_gift_import, typed_moves
from benchmarks.workspace import DrawDatabase, Scale, Workspace
from benchmarks.years import years
from simulator.data.db import Database, open_database
from simulator.data.orm import AnswerRow, AttemptRow, BankRow, ChoiceRow, QuestionRow
from simulator.domain.blueprint import Mode
from simulator.services import attempts, banks, history

HERE = Path(__file__).resolve().parent
FINISHED = ("submitted", "timed_out")


# --------------------------------------------------------------------------- helpers
def _ready_ms(run: ChildRun, what: str) -> float:
    value = run.value("ready_ms")
    if value is None:
        raise RuntimeError(f"{what} printed no ready_ms=; stdout was: {run.stdout[-500:]!r}")
    return value


def _rounded(values: list[float], digits: int = 1) -> list[float]:
    return [round(v, digits) for v in values]


def _bank_row_id(db: Database, key: str) -> int:
    with db.engine.connect() as conn:
        return int(conn.execute(select(BankRow.id).where(BankRow.key == key)).scalar_one())


def _profile_child(command: list[str], env: dict[str, str], out: Path) -> dict[str, list[str]]:
    """cProfile a whole child process (`python -m cProfile -o OUT ...`) and summarise it."""
    run_child([sys.executable, "-m", "cProfile", "-o", str(out), *command], env).check(
        "profiled child"
    )
    return top_functions(pstats.Stats(str(out)))


# ------------------------------------------------------------------- 1. start-up
def _alternate(
    ws: Workspace, app: list[str], bare: list[str], env: dict[str, str], what: str
) -> tuple[list[float], list[float], dict[str, Any]]:
    """Ready times of app and bare window, runs alternating, and the runs' details.

    The details (for the JSON report) hold every ready time and process wall time.
    """
    # Warm-up, not counted: a first start may have one-off work (syncing the bundled
    # bank), and the first runs of each load their libraries into the page cache.
    run_child(app, env).check(f"{what} (warm-up)")
    run_child(bare, env).check("bare window (warm-up)")
    app_ms: list[float] = []
    bare_ms: list[float] = []
    app_wall: list[float] = []
    bare_wall: list[float] = []
    for _ in range(ws.scale.startup_runs):
        a = run_child(app, env).check(what)
        b = run_child(bare, env).check("bare window")
        app_ms.append(_ready_ms(a, what))
        bare_ms.append(_ready_ms(b, "bare window"))
        app_wall.append(a.wall_ms)
        bare_wall.append(b.wall_ms)
    details = {
        "runs": len(app_ms),
        "app_ready_ms": app_ms,
        "bare_ready_ms": bare_ms,
        "app_process_wall_ms": _rounded(app_wall),
        "bare_process_wall_ms": _rounded(bare_wall),
    }
    return app_ms, bare_ms, details


def startup(ws: Workspace) -> list[Result]:
    """`exam-simulator --exit-when-ready` vs a bare window, whole processes, alternating.

    The database holds the bundled bank and `scale.attempts` past exams on it.
    """
    url, setup = ws.startup_db
    env = ws.env("startup")
    app = [*ws.app_command(), "--db", url, "--exit-when-ready"]
    bare = [sys.executable, str(HERE / "bare_window.py")]
    app_ms, bare_ms, runs = _alternate(ws, app, bare, env, "exam-simulator --exit-when-ready")
    details: dict[str, Any] = {
        **runs,
        "database": setup,
        "command": " ".join([*app[:1], "--db", "<temp db: bundled bank + past attempts>", app[-1]]),
    }
    if ws.profile:
        module = ["-m", "simulator", "--db", url, "--exit-when-ready"]
        details["profile"] = _profile_child(module, env, ws.root / "startup.prof")
    return [
        Result(
            "startup",
            f"Start-up to ready, bundled bank + {setup['past_attempts']:,} past attempts",
            "ms",
            value=median(app_ms),
            baseline=median(bare_ms),
            baseline_label="bare PySide6 window",
            max_ratio=2.0,
            details=details,
        )
    ]


# ---------------------------------------------------------------------- 2. import
def bank_import(ws: Workspace) -> list[Result]:
    """Validate and store a bank file (the app's import path) vs `yaml.load` with CSafeLoader."""
    path, size = ws.import_bank
    total: list[float] = []
    parse: list[float] = []
    store: list[float] = []
    baseline: list[float] = []
    for run in range(ws.scale.import_runs):
        name = f"import-{run}"
        db = open_database(ws.url(name))  # an empty database each time: a first import
        try:
            t0 = time.perf_counter()
            loaded, _warnings = banks.read_bank_source(path)
            t1 = time.perf_counter()
            banks.store_banks(db, [loaded])
            t2 = time.perf_counter()
        finally:
            db.close()
            ws.remove_database(name)
        questions = len(loaded.bank.questions)
        del loaded
        total.append((t2 - t0) * 1000)
        parse.append((t1 - t0) * 1000)
        store.append((t2 - t1) * 1000)
        b0 = time.perf_counter()
        data = yaml.load(path.read_bytes(), Loader=yaml.CSafeLoader)
        baseline.append((time.perf_counter() - b0) * 1000)
        if len(data["questions"]) != questions:
            raise RuntimeError("the app and PyYAML disagree on the number of questions")
        del data
    details: dict[str, Any] = {
        "questions": ws.scale.import_questions,
        "file_mib": round(size / 2**20, 2),
        "runs": len(total),
        "import_ms": _rounded(total),
        "read_and_validate_ms": _rounded(parse),
        "store_ms": _rounded(store),
        "yaml_csafeloader_ms": _rounded(baseline),
        "median_read_and_validate_ms": round(median(parse), 1),
        "median_store_ms": round(median(store), 1),
    }
    if ws.profile:

        def one_import() -> None:
            db = open_database(ws.url("import-profile"))
            try:
                banks.import_bank_file(db, path)
            finally:
                db.close()
                ws.remove_database("import-profile")

        details["profile"] = profile_top(one_import)
    n = ws.scale.import_questions
    return [
        Result(
            "import",
            f"Import a {n:,}-question bank",
            "ms",
            value=median(total),
            baseline=median(baseline),
            baseline_label="yaml.load, CSafeLoader",
            max_ratio=2.0,
            details=details,
        )
    ]


# ----------------------------------------------------------------- 3. draw an exam
def draw(ws: Workspace) -> list[Result]:
    """`start_attempt` (and the draw alone) vs one ORDER BY random() LIMIT n plus choices."""
    data = ws.draw_db
    s = ws.scale
    db = open_database(data.url)
    try:
        return _draw(ws, db, data, s)
    finally:
        db.close()


def _draw(ws: Workspace, db: Database, data: DrawDatabase, s: Scale) -> list[Result]:
    key = data.bank_key
    bank_id = _bank_row_id(db, key)
    t0 = time.perf_counter()
    spec = attempts.spec_for(db, key, Mode.EXAM, question_count=s.exam_questions, seed=1)
    spec_ms = (time.perf_counter() - t0) * 1000

    def plain_sql() -> int:
        with db.engine.connect() as conn:
            ids = list(
                conn.execute(
                    select(QuestionRow.id)
                    .where(QuestionRow.bank_id == bank_id, QuestionRow.retired.is_(False))
                    .order_by(func.random())
                    .limit(s.exam_questions)
                ).scalars()
            )
            questions = conn.execute(
                select(QuestionRow.__table__).where(QuestionRow.id.in_(ids))
            ).all()
            choices = conn.execute(
                select(ChoiceRow.__table__).where(
                    ChoiceRow.question_id.in_(ids), ChoiceRow.retired.is_(False)
                )
            ).all()
        return len(questions) + len(choices)

    def start() -> attempts.ActiveAttempt:
        return attempts.start_attempt(db, spec)

    def discard(active: object) -> None:
        assert isinstance(active, attempts.ActiveAttempt)
        attempts.abandon_attempt(db, active.attempt_id)  # else the next start is refused

    def draw_only() -> int:
        return len(attempts.draw_paper(db, spec))

    base_ms = time_runs(plain_sql, runs=s.fast_runs, warmup=1)
    app_ms = time_runs(start, runs=s.slow_runs, budget_s=s.budget_s, after=discard)
    only_ms = time_runs(draw_only, runs=s.slow_runs, budget_s=s.budget_s)
    base_ms += time_runs(plain_sql, runs=s.fast_runs)  # before and after: same conditions

    common = {
        "bank_questions": data.questions,
        "past_attempts": data.attempts,
        "past_answers": data.answers,
        "exam_questions": s.exam_questions,
        "baseline_ms": _rounded(base_ms, 2),
        "setup": data.setup,
    }
    app_details: dict[str, Any] = {
        **common,
        "start_attempt_ms": _rounded(app_ms),
        "spec_for_ms": round(spec_ms, 1),
        "note": "the Start button calls spec_for (the bank's outline) before start_attempt",
    }
    only_details: dict[str, Any] = {
        **common,
        "draw_ms": _rounded(only_ms),
    }
    if ws.profile:
        app_details["profile"] = profile_top(lambda: discard(start()))
        only_details["profile"] = profile_top(draw_only)
    n = data.questions
    label = f"ORDER BY random() LIMIT {s.exam_questions} + rows, choices"
    return [
        Result(
            "draw",
            f"Start an exam: {s.exam_questions} of {n:,}, {data.attempts:,} past attempts",
            "ms",
            value=median(app_ms),
            baseline=median(base_ms),
            baseline_label=label,
            max_ratio=2.0,
            max_value=20.0,
            details=app_details,
        ),
        Result(
            "draw_only",
            "  of which the draw (bank outline + selection + drawn rows)",
            "ms",
            value=median(only_ms),
            baseline=median(base_ms),
            baseline_label=label,
            max_ratio=2.0,
            max_value=20.0,
            details=only_details,
        ),
    ]


# --------------------------------------------------------------- 4. weak-area report
def weak_areas(ws: Workspace) -> list[Result]:
    """`history.weak_area_report` vs one SQL GROUP BY of the same per-topic counts."""
    data = ws.draw_db
    s = ws.scale
    db = open_database(data.url)
    try:
        bank_id = _bank_row_id(db, data.bank_key)
        group_by = (
            select(AnswerRow.topic_id, func.count(), func.sum(cast(AnswerRow.correct, Integer)))
            .join(AttemptRow, AttemptRow.id == AnswerRow.attempt_id)
            .where(AttemptRow.bank_id == bank_id, AttemptRow.status.in_(FINISHED))
            .group_by(AnswerRow.topic_id)
        )

        def plain_sql() -> list[Any]:
            with db.engine.connect() as conn:
                return list(conn.execute(group_by).all())

        def report() -> history.WeakAreaReport:
            return history.weak_area_report(db, data.bank_key)

        base_ms = time_runs(plain_sql, runs=s.fast_runs, warmup=1)
        app_ms = time_runs(report, runs=s.fast_runs, warmup=1, budget_s=s.budget_s)
        base_ms += time_runs(plain_sql, runs=s.fast_runs)
        counts = plain_sql()
        answers = report().answers
        if sum(int(n) for _t, n, _c in counts) != answers:
            raise RuntimeError("the report and the GROUP BY count different answers")
        details: dict[str, Any] = {
            "past_attempts": data.attempts,
            "answers": answers,
            "report_ms": _rounded(app_ms),
            "baseline_ms": _rounded(base_ms, 2),
        }
        if ws.profile:
            details["profile"] = profile_top(report)
    finally:
        db.close()
    return [
        Result(
            "weak_areas",
            f"Weak-area report, {data.attempts:,} attempts × {s.answers_per_attempt} answers",
            "ms",
            value=median(app_ms),
            baseline=median(base_ms),
            baseline_label="one SQL GROUP BY",
            max_ratio=2.0,
            max_value=100.0,
            details=details,
        )
    ]


# ---------------------------------------------------------------- 5. next question
#: The rows of the GUI case: (row name, move kind or None for all, title).
GUI_ROWS: tuple[tuple[str, str | None, str], ...] = (
    ("next_question", "next", "Next question"),
    ("previous_question", "previous", "  previous question"),
    ("flag_question", "flag", "  flag or unflag"),
    ("answer_question", "answer", "  answer (click a choice, stored at once)"),
    ("all_moves", None, "  all moves"),
)


def next_question(ws: Workspace) -> list[Result]:
    """Moving around an exam in the real window, offscreen, like a user (see gui_probe.py)."""
    n, moves = ws.scale.gui_questions, ws.scale.gui_moves
    name = "gui"
    command = [sys.executable, str(HERE / "gui_probe.py"), "--db", ws.url(name)]
    command += ["--questions", str(n), "--moves", str(moves)]
    run = run_child(command, ws.env(name)).check("gui_probe.py")
    probe = json.loads(run.stdout.strip().splitlines()[-1])
    kinds: list[str] = probe["kinds"]
    times: list[float] = probe["move_ms"]
    repaints: list[float] = probe["repaint_ms"]
    b95, b50 = percentile(repaints, 0.95), median(repaints)
    baseline_text = f"p95 {b95:.1f} ms, median {b50:.1f} ms (repaint, no change)"
    by_kind = {
        kind: [t for k, t in zip(kinds, times, strict=True) if k == kind]
        for kind in ("next", "previous", "flag", "answer")
    }
    breakdown = "\n".join(
        f"{kind:<9} {len(samples):>4} moves  p95 {percentile(samples, 0.95):6.2f} ms  "
        f"median {median(samples):6.2f} ms  max {max(samples):6.2f} ms"
        for kind, samples in by_kind.items()
        if samples
    )
    details: dict[str, Any] = {
        "questions": probe["questions"],
        "moves": probe["moves"],
        "reached_question": probe["reached"],
        "answered": probe["answered"],
        "window": probe["size"],
        "by_kind": breakdown,
        "move_ms": _rounded(times, 2),
        "sequence": "".join(kind[0] for kind in kinds) + "  (n next, p previous, f flag, a answer)",
        "repaint_unchanged_ms": _rounded(repaints, 2),
        "baseline_p95_ms": round(b95, 2),
        "baseline_median_ms": round(b50, 2),
        "none_refs_lost": probe["none_refs_lost"],
        "none_refs_left": probe["none_refs_left"],
        "pyside6": probe["pyside6"],
        "python": probe["python"],
    }
    if probe["none_refs_lost"] > 0:
        details["warning"] = (
            f"None lost {probe['none_refs_lost']} references over {len(times)} moves "
            f"({probe['none_refs_left']} left): PySide6 {probe['pyside6']} on Python "
            f"{probe['python']} drops a reference to None on every void Qt call, and the "
            "process aborts with 'none_dealloc' when the count reaches zero"
        )
    if ws.profile:  # a database of its own: the timed run left its attempt unfinished
        profile_command = [sys.executable, str(HERE / "gui_probe.py"), "--profile"]
        profile_command += ["--db", ws.url("gui-profile"), "--questions", str(n)]
        profile_command += ["--moves", str(moves)]
        profiled = run_child(profile_command, ws.env(name)).check("gui_probe --profile")
        details["profile"] = json.loads(profiled.stdout.strip().splitlines()[-1])["profile"]
    results = []
    for row, kind, title in GUI_ROWS:
        samples = times if kind is None else by_kind[kind]
        p95, p50 = percentile(samples, 0.95), median(samples)
        results.append(
            Result(
                row,
                f"{title} (p95 of {len(samples)})"
                + (
                    f", {len(times)} moves through {probe['questions']} questions"
                    if kind == "next"
                    else ""
                ),
                "ms",
                value=p95,
                baseline=b95,
                value_text=f"p95 {p95:.1f} ms, median {p50:.1f} ms",
                baseline_text=baseline_text,
                max_value=16.0,
                details=details if kind == "next" else {"samples_ms": _rounded(samples, 2)},
            )
        )
    return results


# ------------------------------------------------------------------- 6. memory
def memory(ws: Workspace) -> list[Result]:
    """Peak RSS of `exam-simulator --exit-when-ready` on the large bank vs the bare window."""
    data = ws.draw_db
    env = ws.env("memory")
    app = [*ws.app_command(), "--db", data.url, "--exit-when-ready"]
    bare = [sys.executable, str(HERE / "bare_window.py")]
    run_child(app, env).check("exam-simulator on the large bank (warm-up)")  # bundled import
    app_mib: list[float] = []
    bare_mib: list[float] = []
    ready: list[float] = []
    for _ in range(ws.scale.memory_runs):
        a = run_child(app, env, peak_memory=True).check("exam-simulator on the large bank")
        b = run_child(bare, env, peak_memory=True).check("bare window")
        if a.peak_rss_mib is None or b.peak_rss_mib is None:
            raise RuntimeError("peak_rss.py printed no peak_rss_kib=")
        app_mib.append(a.peak_rss_mib)
        bare_mib.append(b.peak_rss_mib)
        ready.append(_ready_ms(a, "exam-simulator"))
    details: dict[str, Any] = {
        "bank_questions": data.questions,
        "past_attempts": data.attempts,
        "runs": len(app_mib),
        "app_peak_rss_mib": _rounded(app_mib),
        "bare_peak_rss_mib": _rounded(bare_mib),
        "app_ready_ms_with_large_bank": ready,
        "measure": "ru_maxrss of the process alone, via benchmarks/peak_rss.py",
    }
    return [
        Result(
            "memory",
            f"Peak memory at ready, {data.questions:,}-question bank",
            "MiB",
            value=median(app_mib),
            baseline=median(bare_mib),
            baseline_label="bare PySide6 window",
            max_ratio=1.6,
            details=details,
        )
    ]


# --------------------------------------------------------------- 7. build size
def build_size(ws: Workspace) -> list[Result]:
    """Size of the one-folder PyInstaller build, when dist/exam-simulator/ exists."""
    dist = ROOT / "dist" / "exam-simulator"
    result = Result("build_size", "One-folder PyInstaller build", "MiB")
    if not dist.is_dir():
        result.value_text = "not built"
        result.verdict = SKIPPED
        result.details = {"path": str(dist), "hint": "build it with: pyinstaller build.spec"}
        return [result]
    sizes: list[tuple[int, str]] = []
    for folder, _dirs, files in os.walk(dist):
        for file in files:
            path = Path(folder) / file
            if not path.is_symlink():
                sizes.append((path.stat().st_size, str(path.relative_to(dist))))
    total = sum(size for size, _ in sizes)
    sizes.sort(reverse=True)
    result.value = total / 2**20
    result.details = {
        "path": str(dist),
        "files": len(sizes),
        "largest_mib": {name: round(size / 2**20, 2) for size, name in sizes[:10]},
    }
    return [result]


# ------------------------------------------------------------ 8. frozen start-up
FROZEN_APP = ROOT / "dist" / "exam-simulator" / "exam-simulator"
#: Where the frozen bare window is built once and kept (build/ is never committed).
FROZEN_BARE_CACHE = ROOT / "build" / "bench-bare-window"


def frozen_bare_window(env: dict[str, str]) -> tuple[Path | None, str]:
    """`bare_window.py` frozen with PyInstaller, built once per source and PyInstaller version.

    Returns (executable, how it was obtained) or (None, why not). The build is cached
    under build/bench-bare-window/<key>/, the key a hash of bare_window.py, the Python,
    PySide6 and PyInstaller versions, so a changed baseline is rebuilt, never reused.
    """
    import hashlib
    import importlib.metadata
    import importlib.util

    import PySide6

    if importlib.util.find_spec("PyInstaller") is None:
        return None, "PyInstaller is not installed, so the bare window cannot be frozen"
    source = HERE / "bare_window.py"
    versions = (sys.version, PySide6.__version__, importlib.metadata.version("pyinstaller"))
    key = hashlib.sha256(source.read_bytes() + repr(versions).encode()).hexdigest()[:16]
    folder = FROZEN_BARE_CACHE / key
    executable = folder / "dist" / "bare_window" / "bare_window"
    if executable.exists():
        return executable, f"cached build {folder.relative_to(ROOT)}"
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--onedir", "--console"]
    command += ["--log-level", "WARN", "--name", "bare_window"]
    command += ["--distpath", str(folder / "dist"), "--workpath", str(folder / "work")]
    command += ["--specpath", str(folder), str(source)]
    run_child(command, env, timeout_s=1800).check("freezing bare_window.py with PyInstaller")
    if not executable.exists():
        raise RuntimeError(f"PyInstaller built no {executable}")
    return executable, f"built now in {folder.relative_to(ROOT)}"


def frozen_startup(ws: Workspace) -> list[Result]:
    """The PyInstaller build's `--exit-when-ready` vs the bare window frozen the same way."""
    result = Result(
        "frozen_startup",
        "Start-up to ready, PyInstaller build",
        "ms",
        baseline_label="frozen bare PySide6 window",
        max_ratio=2.5,
    )
    if not FROZEN_APP.exists():
        result.value_text = "skipped: no build"
        result.verdict = SKIPPED
        result.details = {"path": str(FROZEN_APP), "hint": "build it with scripts/build-classroom"}
        return [result]
    env = ws.env("frozen")
    bare, how = frozen_bare_window(env)
    if bare is None:
        result.value_text = "skipped: no frozen baseline"
        result.verdict = SKIPPED
        result.details = {"reason": how}
        return [result]
    url, setup = ws.startup_db
    app = [str(FROZEN_APP), "--db", url, "--exit-when-ready"]
    app_ms, bare_ms, runs = _alternate(
        ws, app, [str(bare)], env, "frozen exam-simulator --exit-when-ready"
    )
    result.title = f"Start-up to ready, PyInstaller build, {setup['past_attempts']:,} past attempts"
    result.value = median(app_ms)
    result.baseline = median(bare_ms)
    result.details = {
        **runs,
        "database": setup,
        "app": str(FROZEN_APP.relative_to(ROOT)),
        "bare_window": how,
    }
    return [result]


@dataclass(frozen=True)
class Case:
    """A case as the runner sees it: its key, the rows it produces, and how to run it."""

    key: str
    names: tuple[str, ...]
    run: Callable[[Workspace], list[Result]]


# -------------------------------------------------------------- bank workshop search
def question_search(ws: Workspace) -> list[Result]:
    """Typing into the Banks page's questionSearch over the large bank (search_probe.py)
    vs one SQL LIKE query per keystroke over the same texts."""
    data = ws.draw_db
    command = [sys.executable, str(HERE / "search_probe.py"), "--db", data.url]
    command += ["--bank", data.bank_key]
    run = run_child(command, ws.env("search")).check("search_probe.py")
    probe = json.loads(run.stdout.strip().splitlines()[-1])
    key_ms: list[float] = probe["key_ms"]
    texts: list[str] = probe["texts"]
    db = open_database(data.url)
    try:
        bank_id = _bank_row_id(db, data.bank_key)

        def like(text: str) -> list[Any]:
            pattern = f"%{text.lower()}%"
            in_choices = exists(
                select(ChoiceRow.id).where(
                    ChoiceRow.question_id == QuestionRow.id,
                    func.lower(ChoiceRow.text).like(pattern),
                )
            )
            query = select(QuestionRow.id).where(
                QuestionRow.bank_id == bank_id,
                QuestionRow.retired.is_(False),
                or_(
                    func.lower(QuestionRow.prompt).like(pattern),
                    func.lower(QuestionRow.explanation_short).like(pattern),
                    func.lower(QuestionRow.explanation_full).like(pattern),
                    in_choices,
                ),
            )
            with db.engine.connect() as conn:
                return list(conn.execute(query).all())

        like(texts[0])  # warm the page cache, as the app's load did
        base_ms = []
        for text in texts:
            t0 = time.perf_counter()
            like(text)
            base_ms.append((time.perf_counter() - t0) * 1000)
    finally:
        db.close()
    p95, p50 = percentile(key_ms, 0.95), median(key_ms)
    b95, b50 = percentile(base_ms, 0.95), median(base_ms)
    details: dict[str, Any] = {
        "questions": probe["questions"],
        "load_s": probe["load_s"],
        "keystrokes": len(key_ms),
        "texts": texts,
        "rows_shown": probe["rows"],
        "keystrokes_without_a_paint": probe["unpainted"],
        "key_ms": _rounded(key_ms, 2),
        "like_ms": _rounded(base_ms, 2),
    }
    return [
        Result(
            "search",
            f"Search as you type, {probe['questions']:,} questions (p95 of {len(key_ms)} "
            "keystrokes and filter changes, key to repainted table)",
            "ms",
            value=p95,
            baseline=b95,
            value_text=f"p95 {p95:.1f} ms, median {p50:.1f} ms",
            baseline_text=f"p95 {b95:.1f} ms, median {b50:.1f} ms",
            baseline_label="one SQL LIKE query per keystroke",
            max_value=50.0,
            details=details,
        )
    ]


# ------------------------------------------------------------ topic proposals
def topic_proposal(ws: Workspace) -> list[Result]:
    """Proposing topics for 1,000 questions from 8 domain lines vs reading their words once;
    the details say how many of the bundled bank's questions land in their own topic (from
    its domain lines, then from the bare titles), and how many of 91 other questions of its
    exam do, alone and with the bundled bank as library. Real banks of other subjects, and
    the time with a library: scripts/check-topic-proposals."""
    from simulator.domain.topic_proposal import Domain, proposal_run, propose_topics
    from simulator.formats.loader import load_bank
    from simulator.paths import bundled_bank_paths
    from simulator.services.topics import question_text

    s = ws.scale
    bank = datagen.make_bank("bench-topics", "Topic proposals", 1_000, seed=3)
    domains = [Domain(t.id, t.title, t.description) for t in bank.topics]
    texts = [question_text(q) for q in bank.questions]
    words = re.compile(r"\w+")

    def read_words() -> int:
        return sum(
            len(
                words.findall(
                    f"{t.prompt} {t.explanation} {' '.join(t.correct + t.others)}".lower()
                )
            )
            for t in texts
        )

    app_ms = time_runs(lambda: propose_topics(texts, domains), runs=s.slow_runs, warmup=1)
    base_ms = time_runs(read_words, runs=s.fast_runs, warmup=1)
    bundled = load_bank(bundled_bank_paths()[0])
    proposals = propose_topics(
        [question_text(q) for q in bundled.questions],
        [Domain(t.id, t.title, t.description) for t in bundled.topics],
    )
    truth = {q.id: q.topic for q in bundled.questions}
    right = sum(p.topic == truth[p.question_id] for p in proposals)
    share = right / len(proposals)
    bare = propose_topics(
        [question_text(q) for q in bundled.questions],
        [Domain(t.id, t.title) for t in bundled.topics],
    )
    bare_right = sum(p.topic == truth[p.question_id] for p in bare)
    other_texts, other_truth = labelled_questions()
    other = propose_topics(
        other_texts, [Domain(t.id, t.title, t.description) for t in bundled.topics]
    )
    other_right = sum(p.topic == other_truth[p.question_id] for p in other)
    other_share = other_right / len(other)
    # The same questions with the bundled bank's text as library (a second bank of the
    # exam in the user's database): its close questions join the rounds.
    lent = proposal_run(
        other_texts,
        [Domain(t.id, t.title, t.description) for t in bundled.topics],
        [[question_text(q) for q in bundled.questions]],
    )
    lent_right = sum(p.topic == other_truth[p.question_id] for p in lent.proposals)
    return [
        Result(
            "topic_proposal",
            f"Topic proposals, 1,000 questions, {len(domains)} domains (the bundled bank "
            f"stripped of its topics: {share:.0%} back in their own; {len(other)} other "
            f"questions of its exam: {other_share:.0%}, with the bundled bank as library "
            f"{lent_right / len(other):.0%})",
            "ms",
            value=median(app_ms),
            baseline=median(base_ms),
            baseline_label="reading every word of the questions once",
            max_value=2000.0,
            details={
                "proposal_ms": _rounded(app_ms),
                "read_words_ms": _rounded(base_ms, 2),
                "bundled_right": right,
                "bundled_questions": len(proposals),
                "bundled_share": round(share, 3),
                "bundled_bare_titles_right": bare_right,
                "bundled_bare_titles_share": round(bare_right / len(bare), 3),
                "other_right": other_right,
                "other_questions": len(other),
                "other_share": round(other_share, 3),
                "other_with_library_right": lent_right,
                "other_with_library_share": round(lent_right / len(other), 3),
                "library_questions_joined": lent.library_used,
            },
        )
    ]


CASES: tuple[Case, ...] = (
    Case("startup", ("startup",), startup),
    Case("import", ("import",), bank_import),
    Case("draw", ("draw", "draw_only"), draw),
    Case("weak_areas", ("weak_areas",), weak_areas),
    Case("next_question", tuple(row for row, _kind, _title in GUI_ROWS), next_question),
    Case(
        "typed_moves",
        (
            "typed_next_question",
            "typed_answer_matching",
            "typed_answer_ordering",
            "typed_answer_typed",
            "typed_all_moves",
        ),
        typed_moves,
    ),
    Case("mixed_gift_import", ("mixed_gift_import",), mixed_gift_import),
    Case("memory", ("memory",), memory),
    Case("build_size", ("build_size",), build_size),
    Case("frozen_startup", ("frozen_startup",), frozen_startup),
    Case("years", ("years_start_page", "years_draw"), years),
    Case("calibration", ("calibration",), calibration),
    Case("search", ("search",), question_search),
    Case("topic_proposal", ("topic_proposal",), topic_proposal),
    Case("parsing", ("parse_pathological", "parse_large"), parsing),
)
CASE_NAMES: tuple[str, ...] = tuple(name for case in CASES for name in case.names)
