"""The same code on SQLite and PostgreSQL: import, exam, history, result file, report."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from simulator.data.db import Database, open_database
from simulator.domain.blueprint import Mode
from simulator.formats.report_tables import render_text
from simulator.formats.result_file import write_result_file
from simulator.services import attempts, classroom, history
from simulator.services import banks as bank_service
from simulator.services.results import load_results, report_from_loaded

MINI = Path(__file__).resolve().parents[1] / "data" / "banks" / "mini.yaml"


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'e2e.db'}"
    else:
        url = request.getfixturevalue("pg_url")
    db = open_database(url)
    yield db
    db.close()


def test_import_exam_history_and_report(database: Database, tmp_path: Path) -> None:
    first = bank_service.import_bank_file(database, MINI)
    assert first.counts.added == 4
    assert not bank_service.import_bank_file(database, MINI).counts.changed

    spec = attempts.spec_for(database, "mini", Mode.EXAM, seed=8, question_count=4)
    active = attempts.start_attempt(database, spec, student_name="Ada", student_id="s-1")
    session = active.session
    for index, item in enumerate(session.exam.questions):
        session.go_to(index)
        wanted = item.question.correct_ids if index % 2 == 0 else {item.choices[-1].id}
        for choice_id in sorted(wanted):
            session.select(choice_id)
    session.set_flag(True)
    resumed = attempts.resume_attempt(database, active.attempt_id)
    assert resumed.session.answers == session.answers
    result = resumed.session.submit()

    (summary,) = history.attempt_history(database, "mini")
    assert (summary.correct, summary.total) == (result.correct, 4)
    review = history.attempt_review(database, active.attempt_id)
    assert [o.correct for o in review.result.outcomes] == [o.correct for o in result.outcomes]
    assert history.weak_area_report(database, "mini").answers == 4

    document = classroom.result_document(database, active.attempt_id)
    write_result_file(tmp_path, document)
    report = report_from_loaded(load_results(tmp_path), source="folder")
    assert report.students == 1
    text = render_text(report)
    assert "Mini Bank" in text and "Ada" in text
