"""Render every page of the app to PNG (offscreen), for the README and for review.

    python scripts/screenshots.py                      # docs/screenshots, 1280x800, light
    python scripts/screenshots.py --out /tmp/shots --size 1920x1080 --theme dark
    python scripts/screenshots.py --all                # 1024x600, 1366x768, 1920x1080 in
                                                       # light, dark and high contrast
    python scripts/screenshots.py --language de        # every page, in German
    python scripts/screenshots.py --languages          # the exam page in every shipped
                                                       # language (exam-de-1024x600-light.png)

A temporary database gets the bundled banks and a few finished attempts so the
history and results pages have something real to show.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from simulator.data.db import Database
    from simulator.domain.session import ExamSession
    from simulator.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parent.parent
SIZES = ("1024x600", "1366x768", "1920x1080")
THEMES = ("light", "dark", "high-contrast")


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--size", default="1280x800", help="window size, e.g. 1920x1080")
    parser.add_argument("--theme", choices=THEMES, default="light")
    parser.add_argument(
        "--all", action="store_true", help="every size and theme of docs/screenshots"
    )
    parser.add_argument("--language", help="the interface's language (es, de, zh_CN...)")
    parser.add_argument(
        "--languages",
        action="store_true",
        help="the exam page in every shipped language (1024x600 unless --size says)",
    )
    parser.add_argument("--exam-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.languages:  # one process each: a language is put in place as the app starts
        sys.path.insert(0, str(ROOT))
        from simulator.ui.languages import SHIPPED

        size = args.size if args.size != parser.get_default("size") else "1024x600"
        for code in SHIPPED:
            command = [sys.executable, __file__, "--out", str(args.out), "--size", size]
            command += ["--theme", args.theme, "--language", code, "--exam-only"]
            subprocess.run(command, check=True)
        return 0
    if args.all:  # one process each: a QApplication is themed and sized once
        for size in SIZES:
            for theme in THEMES:
                command = [sys.executable, __file__, "--out", str(args.out), "--size", size]
                subprocess.run([*command, "--theme", theme], check=True)
        return 0
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.language:
        os.environ["LANGUAGE"] = args.language
    width, height = (int(v) for v in args.size.lower().split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        os.environ["EXAM_SIMULATOR_SETTINGS"] = str(Path(folder) / "settings.ini")
        url = f"sqlite:///{Path(folder) / 'shots.db'}"
        return render(args.out, width, height, args.theme, url, args.language, args.exam_only)


def render(
    out: Path,
    width: int,
    height: int,
    theme: str,
    url: str,
    language: str | None = None,
    exam_only: bool = False,
) -> int:
    """Every page (or only the exam page) as PNG files named page-[language-]size-theme."""
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

    from simulator.app import build_main_window, create_application
    from simulator.domain.blueprint import Mode
    from simulator.services import attempts, workshop
    from simulator.ui.theme import ThemeChoice

    app = create_application()
    assert isinstance(app, QApplication)
    window = build_main_window(url)
    window.set_theme(ThemeChoice(theme))
    window.resize(width, height)
    window.show()
    db = window.open_library()
    bank = window.start.current_bank()
    assert bank is not None
    suffix = f"{width}x{height}-{theme}"
    if language:
        suffix = f"{language}-{suffix}"

    def dialog_shot(name: str, dialog: QWidget) -> None:
        """A dialog on its own, as large as it opens on this screen size."""
        for _ in range(3):
            app.processEvents()
        path = out / f"{name}-{suffix}.png"
        dialog.grab().save(str(path), "PNG", 0)
        print(path)

    def shot(name: str) -> None:
        window.statusBar().clearMessage()
        for _ in range(3):
            app.processEvents()
        path = out / f"{name}-{suffix}.png"
        window.grab().save(str(path), "PNG", 0)  # 0: smallest file, still lossless
        print(path)

    # A short history: four finished exams over two weeks, with improving scores.
    clock = [0.0]
    today = datetime.now(UTC)
    for seed, right, days_ago in ((1, 0.45, 13), (2, 0.6, 9), (3, 0.7, 5), (4, 0.8, 2)):
        spec = attempts.spec_for(db, bank.key, Mode.EXAM, seed=seed, question_count=25)
        moment = today - timedelta(days=days_ago)
        active = attempts.start_attempt(
            db, spec, clock=lambda: clock[0], now=partial(identity, moment)
        )
        session = active.session
        for index in range(session.question_count):
            session.go_to(index)
            clock[0] += 40 + (index * 17) % 50  # a plausible minute or so per question
            answer(session, right=(index * 37 % 100) / 100 < right)
        session.submit()

    window.show_page("start")
    if not exam_only:
        shot("start")

    spec = attempts.spec_for(
        db, bank.key, Mode.EXAM, seed=42, question_count=30, time_limit_minutes=45
    )
    window.attempts.clock = lambda: clock[0]
    window.attempts.start_exam(spec)
    session = window.exam.session
    from simulator.domain.question_types import QuestionType

    kinds = [(q.question.type, q.question.is_multi_select) for q in session.exam.questions]
    single = kinds.index((QuestionType.CHOICE, False))
    window.exam.go_to(single)
    window.exam.toggle_choice(1)
    for index in (0, 2, 3, 5):
        session.go_to(index)
        answer(session, right=index != 3)
    session.go_to(3)
    session.set_flag(True)
    window.exam.go_to(single)
    if exam_only:
        shot("exam")
        window.close()
        return 0
    shot("exam-single")
    multi = kinds.index((QuestionType.CHOICE, True))
    window.exam.go_to(multi)
    window.exam.toggle_choice(1)
    window.exam.toggle_strike(2)
    shot("exam-multi")
    window.exam.ask_submit()
    shot("exam-review")
    # The rest of the paper, about three in four right, two left open, then submitted.
    for index in range(session.question_count - 2):
        if index in (0, 2, 3, 5) or index == multi:
            continue
        session.go_to(index)
        clock[0] += 35 + (index * 23) % 60
        answer(session, right=(index * 41 % 100) < 76)
    window.exam.submit()
    shot("results")

    typed_shots(window, db, bank.key, shot)

    practice = attempts.spec_for(db, bank.key, Mode.PRACTICE, seed=7, question_count=10)
    window.attempts.start_exam(practice)
    first_single = next(  # one click answers it, so it can be checked
        i
        for i, q in enumerate(window.exam.session.exam.questions)
        if q.question.payload is None and not q.question.is_multi_select
    )
    window.exam.go_to(first_single)
    window.exam.toggle_choice(0)
    window.exam.check()
    window.exam_page.full_toggle.setChecked(True)
    shot("practice-checked")
    window.exam.leave()  # saved for later, as a candidate would
    shot("start-resume")  # the Start page offers it back, in its footer

    window.show_page("history")
    shot("history")
    window.show_page("banks")
    browser = window.banks.browser
    for _ in range(200):  # the question list loads in the background
        if browser.model.rowCount():
            break
        app.processEvents()
        time.sleep(0.01)
    workshop.report_question(db, bank.key, browser.model.question_id(2), "The key looks wrong.")
    browser.reload()
    for _ in range(200):
        app.processEvents()
        if browser.model.row_of(browser.model.question_id(2)) is not None:
            break
    shot("banks")
    window.bank_page.search.setText("nsight")
    browser.select_ids([browser.model.question_id(0)])
    shot("banks-search")
    window.bank_page.search.clear()
    browser.edit(browser.model.question_id(2))
    editor = browser.editor
    assert editor is not None
    for _ in range(3):
        app.processEvents()
    dialog_shot("editor", editor.view)
    editor.view.prompt_edit.setPlainText("")
    editor.rows[0].correct.setChecked(False)
    editor.rows[1].correct.setChecked(False)
    editor.validate()
    dialog_shot("editor-invalid", editor.view)
    editor.view.reject()
    # A question of the bank's case study: the scenario chosen, its text below.
    case = next(q.id for q in workshop.list_questions(db, bank.key) if q.scenario)
    browser.edit(case)
    editor = browser.editor
    assert editor is not None
    dialog_shot("editor-case-study", editor.view)
    editor.view.reject()
    for box in window.findChildren(QMessageBox):
        box.close()
    window.close()
    return 0


def answer(session: ExamSession, *, right: bool) -> None:
    """Answer the current question, whatever its type, rightly or (completely) wrongly."""
    from simulator.domain.question_types import (
        Matching,
        Numeric,
        Ordering,
        ShortAnswer,
        format_number,
    )

    item = session.current_question
    payload = item.question.payload
    if isinstance(payload, Matching):
        for left, option in enumerate(payload.key):
            session.match(left, option if right else (option + 1) % len(payload.options))
    elif isinstance(payload, Ordering):
        steps = tuple(range(len(payload.items)))
        session.reorder(steps if right else steps[::-1])
    elif isinstance(payload, Numeric):
        session.type_answer(format_number(payload.answers[0].value) if right else "0")
    elif isinstance(payload, ShortAnswer):
        session.type_answer(payload.answers[0] if right else "no idea")
    else:
        wanted = sorted(item.question.correct_ids) if right else [item.choices[-1].id]
        for choice_id in wanted[: item.question.choose]:
            session.select(choice_id)


def typed_shots(
    window: MainWindow, db: Database, bank_id: str, shot: Callable[[str], None]
) -> None:
    """A matching, an ordering, a short-answer and a numeric question on the exam page,
    partly or wholly answered, from the first exam of 60 questions that holds all four."""
    from simulator.domain.blueprint import Mode
    from simulator.domain.question_types import Matching, Ordering, QuestionType
    from simulator.services import attempts

    kinds = [kind for kind in QuestionType if kind is not QuestionType.CHOICE]
    for seed in range(1, 1000):
        spec = attempts.spec_for(db, bank_id, Mode.EXAM, seed=seed, question_count=60)
        types = [q.question.type for q in attempts.draw_paper(db, spec).questions]
        if all(kind in types for kind in kinds):
            break
    else:
        raise SystemExit(f"no exam of 60 questions from {bank_id} holds every question type")
    window.attempts.start_exam(spec)
    session = window.exam.session
    for kind in kinds:
        index = types.index(kind)
        session.go_to(index)
        payload = session.current_question.question.payload
        if isinstance(payload, Matching):  # the first items matched, the last still open
            for left, option in enumerate(payload.key[:-1]):
                session.match(left, option)
        elif isinstance(payload, Ordering):  # the first step brought to the top
            order = list(session.current_question.shown_order(session.current_answer))
            order.remove(0)
            session.reorder([0, *order])
        else:
            answer(session, right=True)
        window.exam.go_to(index)
        shot(f"exam-{kind.value}")
    # Discarded, so the practice session that follows starts and Start offers only it back.
    active = window.exam.attempt
    assert active is not None
    window.exam.stop()
    attempts.abandon_attempt(db, active.attempt_id)
    window.show_page("start")


def identity(moment: datetime) -> datetime:
    return moment


if __name__ == "__main__":
    sys.exit(main())
