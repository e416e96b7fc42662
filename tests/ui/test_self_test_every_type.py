"""Sealed questions of every type in the real window: the self-test answers them, and a
practice check says right or wrong without ever showing the key.

A classroom build runs `--self-test` at the end of scripts/build-classroom and on each
laptop; once the bundled bank holds matching, ordering, short-answer and numeric
questions, the short exam it drives meets them too, sealed or not.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel, QPushButton
from pytestqt.qtbot import QtBot
from ui_helpers import WAIT_MS, Clock, click, find, go_to_question, plain_text, start_exam
from widget_answers import answer_with_widgets

from simulator import paths
from simulator.app import build_main_window
from simulator.domain.question_types import QuestionType
from simulator.formats.loader import load_bank
from simulator.formats.sealed_bank import write_sealed_bank
from simulator.selftest import run_self_test

pytestmark = pytest.mark.gui

MIXED = Path(__file__).resolve().parent.parent / "data" / "banks" / "mixed-types.yaml"


@pytest.mark.parametrize("sealed", [False, True], ids=["plain", "sealed"])
def test_the_self_test_answers_every_type(
    qapp: object,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    sealed: bool,
) -> None:
    banks = tmp_path / "question_banks"
    banks.mkdir()
    if sealed:
        write_sealed_bank(load_bank(MIXED), banks)
    else:
        (banks / MIXED.name).write_bytes(MIXED.read_bytes())
    monkeypatch.setattr(paths, "question_banks_dir", lambda: banks)
    monkeypatch.setenv("EXAM_SIMULATOR_SETTINGS", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    code = run_self_test()
    out, err = capsys.readouterr()
    assert code == 0, err
    assert out.strip().endswith("self-test ok")


def test_a_sealed_question_checked_in_practice_says_right_or_wrong_never_the_key(
    qtbot: QtBot, tmp_path: Path, clock: Clock
) -> None:
    path, _ = write_sealed_bank(load_bank(MIXED), tmp_path)
    window = build_main_window(f"sqlite:///{tmp_path / 'laptop.db'}", [path], clock=clock)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    plain = {q.id: q for q in load_bank(MIXED).questions}
    session = start_exam(qtbot, window, mode="Practice")
    report = find(window, QLabel, "answerReport")
    for kind, right in ((QuestionType.NUMERIC, True), (QuestionType.MATCHING, False)):
        index = next(i for i, q in enumerate(session.exam.questions) if q.question.type is kind)
        go_to_question(qtbot, window, index)
        answer_with_widgets(window, plain[session.current_question.question_id], right=right)
        click(qtbot, find(window, QPushButton, "checkButton"))
        qtbot.waitUntil(report.isVisible, timeout=WAIT_MS)
        text = plain_text(report.text())
        assert ("right" if right else "wrong") in text and "answer key is not in this build" in text
        for key in ("Right answer", "Accepted answer", "right:", "Right order"):
            assert key not in text  # what the unsealed report adds
    window.close()
