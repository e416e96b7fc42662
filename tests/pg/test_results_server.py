"""Laptops report to a PostgreSQL results server, offline first: nothing lost, nothing twice."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from pg_helpers import PrivateServer
from sqlalchemy import func, select, update

from simulator.cli import main
from simulator.data.db import Database, open_database
from simulator.data.errors import DatabaseError
from simulator.data.orm import OutboxRow, SubmittedResultRow
from simulator.domain.blueprint import Mode
from simulator.services import attempts, classroom
from simulator.services import banks as bank_service

MINI = Path(__file__).resolve().parents[1] / "data" / "banks" / "mini.yaml"


def laptop(folder: Path, name: str) -> Database:
    db = open_database(f"sqlite:///{folder / f'{name}.db'}")
    bank_service.import_bank_file(db, MINI)
    return db


def finish_exam(db: Database, student: str) -> int:
    spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=5, question_count=3)
    active = attempts.start_attempt(db, spec, student_name=student, student_id=student)
    session = active.session
    session.select(session.current_question.choices[0].id)
    session.submit()
    return active.attempt_id


def received(server_url: str) -> list[str]:
    server = open_database(server_url)
    try:
        with server.session() as s:
            return list(s.scalars(select(SubmittedResultRow.attempt_uuid)))
    finally:
        server.close()


@pytest.mark.slow
def test_server_outage_mid_class_loses_nothing_and_duplicates_nothing(
    private_pg_server: PrivateServer, tmp_path: Path
) -> None:
    pg_url = private_pg_server.url
    laptops = [laptop(tmp_path, f"laptop-{n}") for n in range(3)]
    open_database(pg_url).close()  # the server's schema exists before class starts
    private_pg_server.control("stop")
    try:
        uuids = []
        for n, db in enumerate(laptops):
            started = time.monotonic()
            deliveries = classroom.deliver_result(db, finish_exam(db, f"s-{n}"), [pg_url])
            assert time.monotonic() - started < 10, "an unreachable server must not hang the laptop"
            assert [d.delivered for d in deliveries] == [False]
            assert classroom.pending_count(db) == 1
            uuids.append(deliveries[0].attempt_uuid)
    finally:
        private_pg_server.control("start")
    for db in laptops:
        (delivery,) = classroom.deliver_pending(db, force=True)
        assert delivery.delivered
        classroom.deliver_pending(db, force=True)  # nothing left: no second push
        assert classroom.pending_count(db) == 0
    # A push whose reply got lost is retried: the server still stores it once.
    with laptops[0].session() as s:
        s.execute(update(OutboxRow).values(delivered_at=None))
    classroom.deliver_pending(laptops[0], force=True)
    assert sorted(received(pg_url)) == sorted(uuids)
    for db in laptops:
        db.close()


@pytest.mark.slow
def test_thirty_laptops_submitting_at_once(
    pg_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    laptops = [laptop(tmp_path, f"laptop-{n:02d}") for n in range(30)]
    open_database(pg_url).close()

    def sit_exam(item: tuple[int, Database]) -> str:
        n, db = item
        (delivery,) = classroom.deliver_result(db, finish_exam(db, f"s-{n:02d}"), [pg_url])
        assert delivery.delivered, delivery.error
        return delivery.attempt_uuid

    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=30) as pool:
        uuids = list(pool.map(sit_exam, enumerate(laptops)))
    elapsed = time.perf_counter() - started
    with capsys.disabled():  # shown in every run's log, not only with -s
        print(f"\n30 laptops finished and reported to the server in {elapsed:.2f} s")
    arrived = received(pg_url)
    assert len(arrived) == 30 and sorted(arrived) == sorted(uuids)
    server = open_database(pg_url)
    with server.session() as s:
        assert s.scalar(select(func.count(func.distinct(SubmittedResultRow.attempt_uuid)))) == 30
    server.close()
    for db in laptops:
        db.close()


def test_report_from_the_server(
    pg_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = laptop(tmp_path, "laptop")
    classroom.deliver_result(db, finish_exam(db, "ada"), [pg_url])
    db.close()
    assert main(["results", "report", "--db", pg_url]) == 0
    out = capsys.readouterr().out
    assert "Mini Bank" in out and "Students 1" in out


def test_bad_credentials_are_a_short_message(
    pg_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    wrong = pg_url.replace(":exam-test@", ":wrong-password@")
    with pytest.raises(DatabaseError, match="password authentication failed"):
        open_database(wrong)
    assert main(["--db", wrong, "bank", "list"]) == 1
    err = capsys.readouterr().err
    assert "password authentication failed" in err and "wrong-password" not in err
    assert "Traceback" not in err
