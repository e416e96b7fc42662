"""A classroom results server on PostgreSQL: least privilege, offline first, nothing twice.

The student role (what every laptop holds) can hand in results and do nothing else;
the instructor reads them with the admin URL. Laptops never create or migrate
anything on the server.
"""

from __future__ import annotations

import json
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import psycopg
import pytest
from cli_helpers import run
from pg_helpers import PrivateServer
from sqlalchemy import create_engine, inspect, update

from simulator.data import results_server
from simulator.data.db import Database, open_database
from simulator.data.orm import OutboxRow
from simulator.data.results_server import StudentAccess
from simulator.domain.blueprint import Mode
from simulator.formats.result_file import compute_checksum, write_result_file
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


def received(admin_url: str) -> list[str]:
    return [str(doc["attempt_uuid"]) for _, doc in results_server.received_documents(admin_url)]


def libpq(url: str) -> str:
    """A SQLAlchemy URL as the connection string psql and libpq take."""
    return url.replace("postgresql+psycopg://", "postgresql://")


# --------------------------------------------------------------- least privilege


def test_the_student_role_can_hand_in_and_nothing_else(
    class_server: StudentAccess, pg_url: str, tmp_path: Path
) -> None:
    db = laptop(tmp_path, "laptop")
    (delivery,) = classroom.deliver_result(db, finish_exam(db, "s-1"), [class_server.url])
    db.close()
    assert delivery.delivered, delivery.error
    # Logged in as a student would be, with plain SQL (what psql would send):
    with psycopg.connect(libpq(class_server.url), autocommit=True) as student:
        for statement in (
            "SELECT * FROM exam_results.results",
            "SELECT document FROM exam_results.results WHERE student_id = 's-1'",
            "UPDATE exam_results.results SET document = '{}'::jsonb",
            "DELETE FROM exam_results.results",
            "TRUNCATE exam_results.results",
            "INSERT INTO exam_results.results (attempt_uuid, content_sha256, document) "
            "VALUES ('x', 'y', '{}')",
            "CREATE TABLE public.mine (x int)",
            "CREATE TABLE exam_results.mine (x int)",
            "ALTER FUNCTION exam_results.hand_in(jsonb) SECURITY INVOKER",
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                student.execute(statement)
        # Handing in is all it may do, and the function answers only "stored".
        forged = {"format": "exam-simulator-result", "attempt_uuid": "f-1", "student": {}}
        (answer,) = student.execute(
            "SELECT exam_results.hand_in(%s::jsonb)", [json.dumps(forged)]
        ).fetchone()  # type: ignore[misc]
        assert answer == "stored"
    # The instructor (admin URL) reads everything: the real result and the forged one.
    assert sorted(received(pg_url)) == sorted([delivery.attempt_uuid, "f-1"])


def test_laptops_never_create_or_migrate_anything_on_the_server(
    class_server: StudentAccess, pg_url: str, tmp_path: Path
) -> None:
    db = laptop(tmp_path, "laptop")
    classroom.deliver_result(db, finish_exam(db, "s-1"), [class_server.url])
    db.close()
    engine = create_engine(pg_url)
    with engine.connect() as connection:
        found = inspect(connection)
        assert found.get_table_names(schema="public") == []  # no app schema, no alembic_version
        assert found.get_table_names(schema="exam_results") == ["results"]
    engine.dispose()


def test_server_init_prints_the_student_url_and_is_safe_to_run_again(
    pg_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    role = f"{make_role_suffix()}_student"
    try:
        code, out, _ = run(
            capsys, "classroom", "server", "init", "--admin-url", pg_url, "--student-role", role
        )
        assert code == 0
        assert "cannot read, change or delete" in out
        first_url = out.strip().splitlines()[-2]
        assert first_url.startswith(f"postgresql+psycopg://{role}:")
        code, out, _ = run(
            capsys, "classroom", "server", "init", "--admin-url", pg_url, "--student-role", role
        )
        assert code == 0 and "already existed; it has a new password" in out
        second_url = out.strip().splitlines()[-2]
        assert second_url != first_url
        assert results_server.hand_in(
            second_url, {"format": "exam-simulator-result", "attempt_uuid": "a"}
        )
        with pytest.raises(results_server.HandInRefusedError, match="refused the login"):
            results_server.hand_in(
                first_url, {"format": "exam-simulator-result", "attempt_uuid": "b"}
            )
        assert len(received(pg_url)) == 1  # the schema and its results survived the re-run
    finally:
        for url in (locals().get("first_url"), locals().get("second_url")):
            if isinstance(url, str):
                results_server.forget_server(url)
        results_server.drop_student_role(pg_url, role)


def make_role_suffix() -> str:
    import uuid

    return f"t{uuid.uuid4().hex[:10]}"


def test_server_init_refuses_what_is_not_a_results_server(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(
        capsys, "classroom", "server", "init", "--admin-url", f"sqlite:///{tmp_path / 'x.db'}"
    )
    assert code == 1 and "a results server is a PostgreSQL database" in err


# --------------------------------------------------------------- delivery


@pytest.mark.slow
def test_server_outage_mid_class_loses_nothing_and_duplicates_nothing(
    private_class_server: tuple[PrivateServer, StudentAccess], tmp_path: Path
) -> None:
    server, class_server = private_class_server
    laptops = [laptop(tmp_path, f"laptop-{n}") for n in range(3)]
    server.control("stop")
    try:
        uuids = []
        for n, db in enumerate(laptops):
            started = time.monotonic()
            deliveries = classroom.deliver_result(db, finish_exam(db, f"s-{n}"), [class_server.url])
            assert time.monotonic() - started < 10, "an unreachable server must not hang the laptop"
            assert [(d.delivered, d.lasting) for d in deliveries] == [(False, False)]
            assert classroom.pending_count(db) == 1
            uuids.append(deliveries[0].attempt_uuid)
    finally:
        server.control("start")
    for db in laptops:
        (delivery,) = classroom.deliver_pending(db, force=True)
        assert delivery.delivered
        classroom.deliver_pending(db, force=True)  # nothing left: no second hand-in
        assert classroom.pending_count(db) == 0
    # A hand-in whose reply got lost is retried: the server still stores it once.
    with laptops[0].session() as s:
        s.execute(update(OutboxRow).values(delivered_at=None))
    classroom.deliver_pending(laptops[0], force=True)
    assert sorted(received(server.url)) == sorted(uuids)
    for db in laptops:
        db.close()


@pytest.mark.slow
def test_thirty_laptops_submitting_at_once(
    class_server: StudentAccess, pg_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    laptops = [laptop(tmp_path, f"laptop-{n:02d}") for n in range(30)]

    def sit_exam(item: tuple[int, Database]) -> str:
        n, db = item
        (delivery,) = classroom.deliver_result(
            db, finish_exam(db, f"s-{n:02d}"), [class_server.url]
        )
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
    for db in laptops:
        db.close()


def test_a_refused_login_is_a_lasting_error_the_student_is_told_about(
    class_server: StudentAccess, tmp_path: Path
) -> None:
    wrong = class_server.url.replace(f"{class_server.role}:", f"{class_server.role}:x", 1)
    db = laptop(tmp_path, "laptop")
    (delivery,) = classroom.deliver_result(db, finish_exam(db, "s-1"), [wrong])
    assert not delivery.delivered and delivery.lasting
    assert "refused the login" in delivery.error and "results_server" in delivery.error
    assert classroom.pending_count(db) == 1  # kept, and still retried now and then
    results_server.forget_server(wrong)
    db.close()


# --------------------------------------------------------------- collected files and reports


def test_results_send_hands_in_collected_files_once(
    class_server: StudentAccess, pg_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    stick = tmp_path / "stick"
    stick.mkdir()
    db = laptop(tmp_path, "laptop")
    files = [
        write_result_file(stick, classroom.result_document(db, finish_exam(db, name)))
        for name in ("ada", "grace")
    ]
    db.close()
    damaged = stick / "damaged.json"
    damaged.write_text("{", encoding="utf-8")
    code, out, err = run(
        capsys, "results", "send", *map(str, files), str(damaged), "--server", class_server.url
    )
    assert code == 1
    assert out.count(": handed in") == 2
    assert f"{damaged}: not sent: not valid JSON" in err and "1 of 3 file(s) not sent" in err
    code, out, _ = run(capsys, "results", "send", *map(str, files), "--server", class_server.url)
    assert code == 0 and out.count("already on the server (not stored twice)") == 2
    assert len(received(pg_url)) == 2


def test_report_from_the_server_with_the_admin_url(
    class_server: StudentAccess, pg_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = laptop(tmp_path, "laptop")
    classroom.deliver_result(db, finish_exam(db, "ada"), [class_server.url])
    document = classroom.result_document(db, finish_exam(db, "grace"))
    db.close()
    assert results_server.hand_in(class_server.url, document)
    forged = dict(document, student={"name": "Someone Else", "id": "grace"})
    forged["checksum"] = {"algorithm": "sha256", "value": compute_checksum(forged)}
    assert results_server.hand_in(class_server.url, forged)  # different content: kept beside it
    code, out, err = run(capsys, "results", "report", "--db", pg_url)
    assert code == 0
    assert "Mini Bank" in out and "Students 1" in out
    assert "server result #2, server result #3: the same attempt" in err
    # The student URL cannot read the results.
    code, _, err = run(capsys, "results", "report", "--db", class_server.url)
    assert code == 1 and "permission denied" in err


def test_profile_check_accepts_the_student_url_and_refuses_the_admin_url(
    class_server: StudentAccess, pg_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    library = f"sqlite:///{tmp_path / 'lib.db'}"
    assert run(capsys, "--db", library, "bank", "import", str(MINI))[0] == 0
    profile = tmp_path / "classroom.yaml"
    for url, code in ((class_server.url, 0), (pg_url, 1)):
        profile.write_text(
            f"schema: 1\nbank: mini\nquestion_count: 3\nresults_server: {url}\n", encoding="utf-8"
        )
        got, _, err = run(capsys, "--db", library, "profile", "check", str(profile))
        assert got == code, err
    assert f"{profile}:4: results_server: this login may read or change results" in err
