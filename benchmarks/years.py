"""Years of answers: the start page's reads and the draw must not slow down as history grows.

The history of a committed candidate: three years of five full exams a week, sixty
questions each (46,800 answers), on a 2,000-question bank, with every answer replayed
into the spaced-review memory through the app's own `data.memory.apply_reviews`. The
start page reads how many questions are due and the readiness estimate; starting an
exam draws from the whole history. Each is timed after the whole history and after
its first three months, on the same database (`at` set to that moment), so the ratio
says what the years add.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from benchmarks import datagen
from benchmarks.measure import Result, median, time_runs
from simulator.data.db import open_database
from simulator.domain.blueprint import Mode
from simulator.domain.readiness import Readiness
from simulator.services import attempts, learning

if TYPE_CHECKING:
    from benchmarks.workspace import Workspace

BANK_ID = "bench-years"
FRESH_ID = "bench-years-fresh"  # the same bank without any history: the draw's baseline
EXAMS_PER_WEEK = 5
QUESTIONS_PER_EXAM = 60


@dataclass(frozen=True)
class YearsPlan:
    years: int
    bank_questions: int


FULL_YEARS = YearsPlan(years=3, bank_questions=2_000)
QUICK_YEARS = YearsPlan(years=1, bank_questions=1_000)


def build(url: str, plan: YearsPlan) -> tuple[datetime, dict[str, Any]]:
    """The bank, its years of history and the memory they leave; (end of history, setup)."""
    weeks = 52 * plan.years
    exams = weeks * EXAMS_PER_WEEK
    every = timedelta(days=7) / EXAMS_PER_WEEK
    db = open_database(url)
    try:
        t0 = time.perf_counter()
        bank = datagen.make_bank(BANK_ID, "Years of answers", plan.bank_questions, seed=11)
        datagen.store_bank(db, bank)
        fresh = datagen.make_bank(FRESH_ID, "No history", plan.bank_questions, seed=11)
        datagen.store_bank(db, fresh)
        t1 = time.perf_counter()
        info = datagen.add_history(db, BANK_ID, exams, QUESTIONS_PER_EXAM, seed=12, every=every)
        t2 = time.perf_counter()
        datagen.replay_reviews(db, BANK_ID)
        t3 = time.perf_counter()
    finally:
        db.close()
    end = datagen.HISTORY_START + every * (exams - 1) + timedelta(hours=1)
    setup = {
        "bank_questions": plan.bank_questions,
        "years": plan.years,
        "exams": info.attempts,
        "answers": info.answers,
        "store_bank_s": round(t1 - t0, 1),
        "history_s": round(t2 - t1, 1),
        "memory_replay_s": round(t3 - t2, 1),
    }
    return end, setup


def years(ws: Workspace) -> list[Result]:
    """The start page's reads and the draw, after years of answers and after three months."""
    plan = QUICK_YEARS if ws.scale.name == "quick" else FULL_YEARS
    url = ws.url("years")
    end, setup = build(url, plan)
    early = datagen.HISTORY_START + timedelta(days=91)
    runs = ws.scale.fast_runs
    db = open_database(url)
    try:

        def start_page(at: datetime) -> tuple[int, Readiness | None]:
            return learning.due_count(db, BANK_ID, at), learning.readiness(db, BANK_ID, at)

        def draw(bank: str = BANK_ID) -> attempts.ActiveAttempt:
            spec = attempts.spec_for(db, bank, Mode.EXAM, seed=3)
            return attempts.start_attempt(db, spec)

        def discard(active: object) -> None:
            assert isinstance(active, attempts.ActiveAttempt)
            attempts.abandon_attempt(db, active.attempt_id)

        late_ms = time_runs(lambda: start_page(end), runs=runs, warmup=1)
        early_ms = time_runs(lambda: start_page(early), runs=runs, warmup=1)
        draw_ms = time_runs(draw, runs=ws.scale.slow_runs + 3, warmup=1, after=discard)
        fresh_ms = time_runs(lambda: draw(FRESH_ID), runs=runs, warmup=1, after=discard)
        due, estimate = start_page(end)
    finally:
        db.close()
    details: dict[str, Any] = {
        **setup,
        "start_page_ms_after_years": [round(v, 1) for v in late_ms],
        "start_page_ms_after_3_months": [round(v, 1) for v in early_ms],
        "due_at_end": due,
        "readiness_at_end": getattr(estimate, "percent_text", None),
        "draw_ms": [round(v, 1) for v in draw_ms],
        "draw_ms_without_history": [round(v, 1) for v in fresh_ms],
    }
    answers = setup["answers"]
    return [
        Result(
            "years_start_page",
            f"Due count + readiness after {plan.years} year(s), {answers:,} answers",
            "ms",
            value=median(late_ms),
            baseline=median(early_ms),
            baseline_label="the same after 3 months",
            max_ratio=2.0,
            max_value=50.0,
            details=details,
        ),
        Result(
            "years_draw",
            f"  start an exam: {QUESTIONS_PER_EXAM} of {plan.bank_questions:,} after those years",
            "ms",
            value=median(draw_ms),
            baseline=median(fresh_ms),
            baseline_label="the same bank without history",
            max_ratio=2.0,
            max_value=100.0,
            details={"draw_ms": details["draw_ms"], "answers": answers},
        ),
    ]
