"""The workshop's command line: rename, delete, questions and topic proposals (DESIGN.md 5)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_helpers import run

from simulator.data.db import open_database
from simulator.domain.blueprint import Mode
from simulator.services import attempts, history, workshop

MINI = Path(__file__).parent / "data" / "banks" / "mini.yaml"
MIXED = Path(__file__).parent / "data" / "banks" / "mixed-types.yaml"
CASES = Path(__file__).parent / "data" / "banks" / "case-studies.yaml"


@pytest.fixture
def db_url(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    url = f"sqlite:///{tmp_path / 'cli.db'}"
    assert run(capsys, "--db", url, "bank", "import", str(MINI))[0] == 0
    return url


def finished_attempt(url: str) -> int:
    db = open_database(url)
    try:
        spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=3)
        active = attempts.start_attempt(db, spec)
        active.session.submit()
        return active.attempt_id
    finally:
        db.close()


def banks_listed(capsys: pytest.CaptureFixture[str], url: str) -> dict[str, str]:
    """Bank id -> title, as `bank list` prints them (the bundled bank is there too)."""
    code, out, _ = run(capsys, "--db", url, "bank", "list")
    assert code == 0
    return {
        line.split()[0]: line.split("questions", 1)[1].strip()
        for line in out.splitlines()
        if not line.startswith("no banks")
    }


def test_rename_refuses_an_empty_title_and_keeps_the_new_one(
    capsys: pytest.CaptureFixture[str], db_url: str
) -> None:
    code, _, err = run(capsys, "--db", db_url, "bank", "rename", "mini", "--title", " ")
    assert (code, err.strip()) == (1, "error: the bank title must not be empty")
    code, _, err = run(capsys, "--db", db_url, "bank", "rename", "nope", "--title", "X")
    assert code == 1 and "no bank 'nope'" in err
    code, out, _ = run(capsys, "--db", db_url, "bank", "rename", "mini", "--title", "My Mini")
    assert code == 0 and "My Mini" in out
    assert banks_listed(capsys, db_url)["mini"] == "My Mini"


def test_delete_asks_for_yes_then_hides_the_bank_and_keeps_its_history(
    capsys: pytest.CaptureFixture[str], db_url: str
) -> None:
    attempt_id = finished_attempt(db_url)
    code, _, err = run(capsys, "--db", db_url, "bank", "delete", "mini")
    assert code == 1 and "Add --yes" in err and "1 past attempts stay in History" in err
    assert "mini" in banks_listed(capsys, db_url)

    code, out, _ = run(capsys, "--db", db_url, "bank", "delete", "mini", "--yes")
    assert code == 0 and "deleted bank 'mini'" in out
    assert "mini" not in banks_listed(capsys, db_url)
    assert run(capsys, "--db", db_url, "questions", "mini")[0] == 1
    db = open_database(db_url)
    try:
        assert [a.attempt_id for a in history.attempt_history(db, "mini")] == [attempt_id]
        assert history.attempt_review(db, attempt_id).result.total == 3
    finally:
        db.close()

    code, out, _ = run(capsys, "--db", db_url, "bank", "import", str(MINI))
    assert code == 0 and "restored" in out
    assert banks_listed(capsys, db_url)["mini"] == "Mini Bank"


def test_questions_json_has_the_contract_keys_and_select_on_choices(
    capsys: pytest.CaptureFixture[str], db_url: str
) -> None:
    finished_attempt(db_url)
    code, out, _ = run(capsys, "--db", db_url, "questions", "mini", "--json")
    assert code == 0
    rows = json.loads(out)
    assert [r["id"] for r in rows] == ["prof-001", "prof-002", "inf-001", "inf-002"]
    contract = {"id", "topic", "type", "prompt", "seen", "correct", "due"}
    for row in rows:  # the contract's keys, and "select" beside a choice question's type
        assert set(row) == contract | {"select"}
        assert row["type"] == "choice"
    by_id = {r["id"]: r for r in rows}
    assert by_id["prof-002"]["select"] == "multi" and by_id["prof-001"]["select"] == "single"
    assert sum(r["seen"] for r in rows) == 3  # the exam drew 3 questions
    assert all(0 <= r["correct"] <= r["seen"] for r in rows)
    assert all(r["due"] is None or "T" in r["due"] for r in rows)


def test_questions_json_names_every_type_as_the_bank_file_does(
    capsys: pytest.CaptureFixture[str], db_url: str
) -> None:
    """ "type" is DESIGN.md section 3's vocabulary; single or multi is in "select" only."""
    assert run(capsys, "--db", db_url, "bank", "import", str(MIXED))[0] == 0
    code, out, _ = run(capsys, "--db", db_url, "questions", "mixed-types", "--json")
    assert code == 0
    rows = {r["id"]: r for r in json.loads(out)}
    assert {i: (r["type"], r.get("select")) for i, r in rows.items()} == {
        "tools-match": ("matching", None),
        "amp-order": ("ordering", None),
        "profiler-cli": ("short-answer", None),
        "conv-params": ("numeric", None),
        "blank-profiler": ("choice", "single"),
        "amp-choose": ("choice", "multi"),
    }
    assert all(
        set(r) >= {"id", "topic", "type", "prompt", "seen", "correct", "due"} for r in rows.values()
    )
    code, out, _ = run(capsys, "--db", db_url, "questions", "mixed-types")
    assert code == 0  # the table says the same words
    table = {line.split()[0]: line.split()[2] for line in out.splitlines()}
    assert table["amp-choose"] == "multi" and table["tools-match"] == "matching"


def test_questions_search_ignores_case_and_accents_and_filters(
    capsys: pytest.CaptureFixture[str], db_url: str
) -> None:
    def ids(*args: str) -> list[str]:
        code, out, _ = run(capsys, "--db", db_url, "questions", "mini", "--json", *args)
        assert code == 0
        return [r["id"] for r in json.loads(out)]

    assert ids("--search", "NSIGHT") == ["prof-001"]
    assert ids("--search", "triton dynamic") == ["inf-002"]
    assert ids("--search", "sparse linear-algebra") == ["prof-001"]  # a choice's why
    assert ids("--search", "tensorrt", "--topic", "inference") == ["inf-001"]
    assert ids("--reported") == []
    db = open_database(db_url)
    try:
        workshop.report_question(db, "mini", "inf-002", "Two right answers?")
        stored = workshop.open_question(db, "mini", "prof-001")
        workshop.save_question(
            db,
            "mini",
            workshop.form_of(stored.question).__class__(
                **{**workshop.form_of(stored.question).__dict__, "prompt": "Quel outil? Événements"}
            ),
            choice_rows=[c.id for c in stored.question.choices],
            expected_version=stored.version,
        )
    finally:
        db.close()
    assert ids("--reported") == ["inf-002"]
    assert ids("--search", "evenements") == ["prof-001"]
    code, _, err = run(capsys, "--db", db_url, "questions", "mini", "--topic", "nope")
    assert code == 1 and "no topic 'nope'" in err
    code, out, _ = run(capsys, "--db", db_url, "questions", "mini", "--reported")
    assert code == 0 and out.startswith("inf-002") and "[1 report(s)]" in out


DOMAINS = """\
- id: tools
  title: Profiling tools
  description: Nsight Systems, nvidia-smi and DCGM
- id: serving
  title: Serving models
  description: TensorRT engines and Triton Inference Server
"""


def test_topic_proposals_print_json_and_apply(
    capsys: pytest.CaptureFixture[str], db_url: str, tmp_path: Path
) -> None:
    domains = tmp_path / "domains.yaml"
    domains.write_text(DOMAINS, encoding="utf-8")
    args = ("--db", db_url, "bank", "topics", "mini", "--propose", str(domains))
    code, out, _ = run(capsys, *args, "--json")
    assert code == 0
    proposals = json.loads(out)
    assert {qid: p["topic"] for qid, p in proposals.items()} == {
        "prof-001": "tools",
        "prof-002": "tools",
        "inf-001": "serving",
        "inf-002": "serving",
    }
    for proposal in proposals.values():
        assert set(proposal) == {"topic", "confidence"} and 0 <= proposal["confidence"] <= 1
    code, out, _ = run(capsys, *args)  # a table, least sure first
    assert code == 0 and len(out.splitlines()) == 4
    assert {
        r["topic"]
        for r in json.loads(run(capsys, "--db", db_url, "questions", "mini", "--json")[1])
    } == {
        "profiling",
        "inference",
    }

    code, out, _ = run(capsys, *args, "--apply")
    assert code == 0 and "4 question(s) moved" in out
    rows = json.loads(run(capsys, "--db", db_url, "questions", "mini", "--json")[1])
    assert {r["id"]: r["topic"] for r in rows} == {qid: p["topic"] for qid, p in proposals.items()}


def test_a_broken_domains_file_is_reported_by_line(
    capsys: pytest.CaptureFixture[str], db_url: str, tmp_path: Path
) -> None:
    domains = tmp_path / "domains.yaml"
    domains.write_text("- id: tools\n  title: Tools\n- id: Bad Id\n  titel: x\n", encoding="utf-8")
    code, _, err = run(capsys, "--db", db_url, "bank", "topics", "mini", "--propose", str(domains))
    assert code == 1
    lines = err.splitlines()
    assert all(line.startswith((f"{domains}:3: ", f"{domains}:4: ")) for line in lines)
    assert any(
        line.startswith(f"{domains}:3: ") and "may use only lowercase" in line for line in lines
    )
    assert any(
        line.startswith(f"{domains}:4: ") and "did you mean 'title'" in line for line in lines
    )


def test_reimport_keeps_edits_unless_overwrite_edits(
    capsys: pytest.CaptureFixture[str], db_url: str, tmp_path: Path
) -> None:
    db = open_database(db_url)
    try:
        stored = workshop.open_question(db, "mini", "inf-001")
        form = workshop.form_of(stored.question)
        workshop.save_question(
            db,
            "mini",
            form.__class__(**{**form.__dict__, "short": "Edited in the app."}),
            choice_rows=[c.id for c in stored.question.choices],
            expected_version=stored.version,
        )
    finally:
        db.close()
    changed = tmp_path / "mini.yaml"
    changed.write_text(
        MINI.read_text(encoding="utf-8").replace(
            "What does TensorRT", "What exactly does TensorRT"
        ),
        encoding="utf-8",
    )
    code, out, _ = run(capsys, "--db", db_url, "bank", "import", str(changed))
    assert code == 0 and "1 edited in the app kept as you left them" in out
    exported = tmp_path / "out.yaml"
    assert (
        run(
            capsys,
            "--db",
            db_url,
            "bank",
            "export",
            "mini",
            "--format",
            "yaml",
            "-o",
            str(exported),
        )[0]
        == 0
    )
    assert "Edited in the app." in exported.read_text(encoding="utf-8")

    code, out, _ = run(capsys, "--db", db_url, "bank", "import", str(changed), "--overwrite-edits")
    assert code == 0 and "kept" not in out
    rows = json.loads(run(capsys, "--db", db_url, "questions", "mini", "--json")[1])
    assert (
        next(r for r in rows if r["id"] == "inf-001")["prompt"]
        == "What exactly does TensorRT optimize?"
    )


def test_questions_of_one_case_study_and_the_scenario_in_json(
    capsys: pytest.CaptureFixture[str], db_url: str
) -> None:
    assert run(capsys, "--db", db_url, "bank", "import", str(CASES))[0] == 0
    code, out, _ = run(capsys, "--db", db_url, "questions", "case-studies", "--json")
    assert code == 0
    rows = {r["id"]: r for r in json.loads(out)}
    assert rows["cv-1"]["scenario"] == "vision-startup" and "scenario" not in rows["alone-1"]
    code, out, _ = run(
        capsys, "--db", db_url, "questions", "case-studies", "--scenario", "chatbot", "--json"
    )
    assert code == 0
    assert [r["id"] for r in json.loads(out)] == ["bot-1", "bot-2"]
    code, _, err = run(capsys, "--db", db_url, "questions", "case-studies", "--scenario", "nope")
    assert code != 0
    assert err.strip().endswith(
        "bank 'case-studies' has no scenario 'nope' (its scenarios: chatbot, vision-startup)"
    )
