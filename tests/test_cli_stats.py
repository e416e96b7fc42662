"""`exam-simulator stats BANK_ID [--json] [--at ISO-8601]` (README, "Command line")."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path

import pytest
from cli_helpers import run

from simulator.data.db import open_database
from simulator.domain.blueprint import Mode
from simulator.services import attempts
from simulator.services import banks as bank_service

MINI = Path(__file__).parent / "data" / "banks" / "mini.yaml"
MONDAY = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
EXAMS = 6


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    """The mini bank with six four-question exams, one a day from MONDAY, all right but one
    question a day, 20 seconds per question."""
    url = f"sqlite:///{tmp_path / 'stats.db'}"
    db = open_database(url)
    try:
        bank_service.import_bank_file(db, MINI)
        for day in range(EXAMS):
            wall = MONDAY + timedelta(days=day)
            clock = [0.0]
            spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=day, question_count=4)
            session = attempts.start_attempt(
                db, spec, clock=reading(clock), now=partial(identity, wall)
            ).session
            for index, item in enumerate(session.exam.questions):
                session.go_to(index)
                clock[0] += 20.0
                right = item.question_id != "inf-002"
                pick = [c.id for c in item.choices if c.correct == right]
                for choice in pick[: item.question.choose]:
                    session.select(choice)
            session.submit()
    finally:
        db.close()
    return url


def test_json_has_the_documented_keys(capsys: pytest.CaptureFixture[str], db_url: str) -> None:
    at = (MONDAY + timedelta(days=EXAMS)).isoformat()
    code, out, err = run(capsys, "--db", db_url, "stats", "mini", "--json", "--at", at)
    assert code == 0, err
    stats = json.loads(out)
    assert isinstance(stats["due"], int)
    assert set(stats["readiness"]) >= {"probability", "low", "high"}
    readiness = stats["readiness"]
    assert 0 <= readiness["low"] <= readiness["probability"] <= readiness["high"] <= 1
    topics = {t["id"]: t for t in stats["topics"]}
    assert list(topics) == ["profiling", "inference"]
    for topic in topics.values():
        assert set(topic) >= {"id", "answered", "correct", "mastery", "seconds_per_question"}
    assert topics["profiling"]["answered"] == 2 * EXAMS
    assert topics["profiling"]["correct"] == 2 * EXAMS
    assert topics["inference"]["correct"] == EXAMS
    assert 0 < topics["inference"]["mastery"] < topics["profiling"]["mastery"] < 1
    assert topics["inference"]["seconds_per_question"] == pytest.approx(20.0, abs=0.5)


def test_the_moment_decides_what_is_due_and_what_is_known(
    capsys: pytest.CaptureFixture[str], db_url: str
) -> None:
    before = (MONDAY - timedelta(days=1)).isoformat()
    code, out, _ = run(capsys, "--db", db_url, "stats", "mini", "--json", "--at", before)
    stats = json.loads(out)
    assert code == 0 and stats["readiness"] is None and stats["due"] == 0
    assert all(t["answered"] == 0 and t["mastery"] is None for t in stats["topics"])
    later = (MONDAY + timedelta(days=EXAMS + 60)).isoformat()
    code, out, _ = run(capsys, "--db", db_url, "stats", "mini", "--json", "--at", later)
    assert code == 0 and json.loads(out)["due"] == 4


def test_text_for_people(capsys: pytest.CaptureFixture[str], db_url: str) -> None:
    at = (MONDAY + timedelta(days=EXAMS)).strftime("%Y-%m-%dT%H:%M+00:00")
    code, out, err = run(capsys, "--db", db_url, "stats", "mini", "--at", at)
    assert code == 0 and err == ""
    assert "Mini Bank (mini)" in out
    assert "Pass probability: " in out and "%" in out
    assert "Due for review: " in out
    lines = out.splitlines()
    header = next(line for line in lines if line.startswith("topic"))
    assert "answered" in header and "mastery" in header and "s/question" in header
    assert any(line.startswith("profiling") and "100%" in line for line in lines)


def test_too_few_answers_say_so(capsys: pytest.CaptureFixture[str], db_url: str) -> None:
    at = (MONDAY + timedelta(hours=12)).isoformat()  # one exam: 4 answers
    code, out, _ = run(capsys, "--db", db_url, "stats", "mini", "--at", at)
    assert code == 0 and "not enough answers yet" in out


def test_unknown_bank_one_line_exit_1(capsys: pytest.CaptureFixture[str], db_url: str) -> None:
    code, out, err = run(capsys, "--db", db_url, "stats", "no-such-bank")
    assert code == 1 and out == ""
    assert len(err.strip().splitlines()) == 1 and "no-such-bank" in err


@pytest.mark.parametrize("at", ["yesterday", "2026-13-01", "2026-03-02T25:00", ""])
def test_bad_moment_one_line_exit_1(
    capsys: pytest.CaptureFixture[str], db_url: str, at: str
) -> None:
    code, out, err = run(capsys, "--db", db_url, "stats", "mini", "--at", at)
    assert code == 1 and out == ""
    assert len(err.strip().splitlines()) == 1 and "--at" in err


def identity(value: datetime) -> datetime:
    return value


def reading(cell: list[float]) -> Callable[[], float]:
    """A clock that reads the first item of `cell` (the test moves it)."""
    return lambda: cell[0]


def test_people_read_figures_in_their_locale_and_scripts_the_same_json(
    capsys: pytest.CaptureFixture[str],
    db_url: str,
    german_locales: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    at = (MONDAY + timedelta(days=EXAMS, hours=3)).isoformat()
    _code, plain_json, _err = run(capsys, "--db", db_url, "stats", "mini", "--json", "--at", at)
    monkeypatch.setenv("LOCPATH", str(german_locales))
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")
    code, out, err = run(capsys, "--db", db_url, "stats", "mini", "--at", at)
    assert code == 0, err
    assert "08.03.2026" in out
    assert "pass mark 60 %" in out
    _code, german_json, _err = run(capsys, "--db", db_url, "stats", "mini", "--json", "--at", at)
    assert german_json == plain_json
