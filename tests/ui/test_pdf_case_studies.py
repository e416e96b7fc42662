"""The PDF report's questions pages: every question with its mark and answers, and a
case study's scenario once, before the first of its questions."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from simulator.data.db import open_database
from simulator.domain.blueprint import Mode
from simulator.services import attempts, history
from simulator.services import banks as bank_service
from simulator.ui.pdf_report import question_blocks, write_pdf_report

pytestmark = pytest.mark.gui

CASES = Path(__file__).resolve().parent.parent / "data" / "banks" / "case-studies.yaml"


def test_each_scenario_is_printed_once_before_its_first_question(
    qtbot: QtBot, tmp_path: Path
) -> None:
    db = open_database(f"sqlite:///{tmp_path / 'pdf.db'}")
    try:
        bank_service.import_bank_file(db, CASES)
        spec = attempts.spec_for(db, "case-studies", Mode.EXAM, seed=5, question_count=8)
        started = attempts.start_attempt(db, spec)
        session = started.session
        first = session.exam.questions[0].question
        session.toggle(next(c.id for c in first.choices if c.correct))
        session.submit()
        review = history.attempt_review(db, started.attempt_id)
    finally:
        db.close()

    blocks = question_blocks(review)
    questions = [b for b in blocks if b.kind == "question"]
    assert len(questions) == len(review.exam.questions) == 8
    assert questions[0].text.startswith(f"1. {first.prompt}") and questions[0].right is True
    assert all(b.right is False for b in questions[1:])  # unanswered
    answers = [b.text for b in blocks if b.kind == "answer"]
    assert answers[1].startswith("Your answer: none given\nRight answer: ")

    titles = [b.text for b in blocks if b.kind == "scenario"]
    assert sorted(titles) == [
        "Case study: A bank deploys a chatbot",
        "Case study: A start-up trains a vision model",
    ]
    for item in review.exam.questions:
        scenario = item.question.scenario
        if scenario is None:
            continue
        heading = blocks.index(next(b for b in blocks if b.text == f"Case study: {scenario.title}"))
        first_of_case = next(
            i
            for i, b in enumerate(blocks)
            if b.kind == "question"
            and any(
                q.question.scenario == scenario and b.text.startswith(f"{n + 1}. ")
                for n, q in enumerate(review.exam.questions)
            )
        )
        assert heading < first_of_case
        text = [b.text for b in blocks[heading + 1 : first_of_case] if b.kind == "scenario-text"]
        assert text and text[0].split()[0] in scenario.text

    pdf = tmp_path / "report.pdf"
    write_pdf_report(review, pdf)
    pages = re.search(rb"/Count (\d+)", pdf.read_bytes())
    assert pages is not None and int(pages.group(1)) >= 2  # the summary, then the questions
