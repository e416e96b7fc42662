"""The instructor's class report from result files (simulator.services.results + CLI).

The fixture (tests/data/results, written by make_fixture.py there) is a class of 10
students on a 5-question bank, passing score 60%, plus a duplicate, an edited and a
truncated file and a writer temporary. Answer table (1 correct, 0 wrong, - unanswered):

    student uuid8     prof-001 prof-002 prof-003 inf-001 inf-002   score
    s-01    00000001     1        1        1        0       0     3/5  60%  pass
    s-02    00000002     1        1        1        1       0     4/5  80%  pass
    s-03    00000003     1        1        0        1       0     3/5  60%  pass
    s-04    00000004     1        1        1        1       0     4/5  80%  pass
    s-05    00000005     1        1        0        0       -     2/5  40%  fail
    s-06    00000006     1        0        1        1       0     3/5  60%  pass
    s-07    00000007     1        1        0        1       0     3/5  60%  pass
    s-08    00000008     1        0        1        0       0     2/5  40%  fail
    s-09    00000009     1        0        0        1       0     2/5  40%  fail
    s-10    00000010     1        0        -        1       -     2/5  40%  fail

Ranking (percent, then attempt uuid): s-02, s-04 | s-01, s-03, s-06, s-07 | s-05, s-08,
s-09, s-10. Groups: g = max(1, round(0.27 * 10)) = round(2.7) = 3, so
upper = {s-02, s-04, s-01} (s-01 wins the 60% tie on its uuid) and
lower = {s-08, s-09, s-10} (the last three of the ranking).
"""

from __future__ import annotations

import csv
import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import run

from simulator.cli import main
from simulator.domain.class_report import ClassReport, Corrupt, Duplicate, build_report
from simulator.domain.item_analysis import ChoiceCount, StudentResult
from simulator.formats.report_tables import render_html, render_text, write_csv, write_html
from simulator.formats.result_file import (
    ResultFileError,
    compute_checksum,
    parse_result,
    verify_checksum,
)
from simulator.services.results import ResultsError, load_results, report_from_loaded

FIXTURE = Path(__file__).parent.parent / "data" / "results"
STEM = "fixture-bank_20261129-10{:02d}00_{:08d}"


def fixture_file(number: int) -> Path:
    return FIXTURE / f"s-{number:02d}_{STEM.format(number, number)}.json"


DUPLICATE = FIXTURE / f"s-03_{STEM.format(3, 3)} - Copy.json"
EDITED = FIXTURE / f"s-05_{STEM.format(5, 5)}-edited.json"
TRUNCATED = FIXTURE / "s-07-truncated.json"


@pytest.fixture(scope="module")
def report() -> ClassReport:
    loaded = load_results(FIXTURE)
    return report_from_loaded(loaded, source="class-folder")


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A scratch copy of the fixture folder, safe to add files to."""
    target = tmp_path / "results"
    shutil.copytree(FIXTURE, target)
    return target


def valid_doc(number: int = 1) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(fixture_file(number).read_text(encoding="utf-8"))
    return document


def resealed(doc: dict[str, Any]) -> dict[str, Any]:
    doc["checksum"] = {"algorithm": "sha256", "value": compute_checksum(doc)}
    return doc


# --- loading -----------------------------------------------------------------------------


def test_ten_students_counted_once_and_bad_files_listed() -> None:
    loaded = load_results(FIXTURE)
    assert len(loaded.results) == 10
    assert sorted(r.student_id for r in loaded.results) == [f"s-{i:02d}" for i in range(1, 11)]
    # the copy is named after the original, so the original is the one counted
    assert loaded.duplicates == [Duplicate(DUPLICATE, fixture_file(3))]
    assert loaded.corrupt == [
        Corrupt(EDITED, "checksum does not match (file damaged or edited)"),
        Corrupt(TRUNCATED, loaded.corrupt[1].reason),
    ]
    assert loaded.corrupt[1].reason.startswith("not valid JSON (line ")
    # the writer's hidden temporary and the generator script are not result files
    assert all(not path.name.startswith(".") for path in loaded.sources.values())
    assert loaded.sources["00000003-aaaa-4aaa-8aaa-000000000003"] == fixture_file(3)


def test_a_student_result_is_read_with_choice_texts() -> None:
    loaded = load_results(FIXTURE)
    s10 = next(r for r in loaded.results if r.student_id == "s-10")
    assert (s10.student_name, s10.bank_id, s10.bank_title) == (
        "<b>Ken</b> Thompson",
        "fixture-bank",
        "Fixture Bank",
    )
    assert (s10.correct, s10.total, s10.percent, s10.passed, s10.timed_out) == (
        2,
        5,
        40.0,
        False,
        True,
    )
    by_id = {a.question_id: a for a in s10.answers}
    assert by_id["prof-003"].answered is False and by_id["prof-003"].selected_texts == ()
    assert by_id["prof-002"].selected_texts == ("DCGM",)
    assert sorted(by_id["prof-002"].wrong_choice_texts) == ["DCGM", "NCCL", "cuDNN"]
    assert [(t.topic, t.title, t.correct, t.total) for t in s10.topics] == [
        ("profiling", "Profiling & Debugging", 1, 3),
        ("inference", "Inference", 1, 2),
    ]


def test_missing_folder_and_file_instead_of_folder(tmp_path: Path) -> None:
    with pytest.raises(ResultsError, match="no such folder"):
        load_results(tmp_path / "nope")
    with pytest.raises(ResultsError, match="not a folder"):
        load_results(fixture_file(1))


def test_an_empty_folder_has_no_results(tmp_path: Path) -> None:
    loaded = load_results(tmp_path)
    assert (loaded.results, loaded.duplicates, loaded.corrupt) == ([], [], [])


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"", "empty file"),
        (b"\xff\xfe{}", "not UTF-8 text, not an Exam Simulator result file"),
        (b'{\n  "format": \n', "not valid JSON (line 3)"),
        (b"[1, 2]", "not an Exam Simulator result file"),
        (b'{"format": "something-else"}', "not an Exam Simulator result file"),
        (b'{"format": "exam-simulator-result"}', "no format_version"),
        (
            b'{"format": "exam-simulator-result", "format_version": 2}',
            "unsupported format_version 2",
        ),
        (
            b'{"format": "exam-simulator-result", "format_version": 1}',
            "no checksum (file damaged or not written by Exam Simulator)",
        ),
    ],
)
def test_reasons_for_unusable_files(tmp_path: Path, content: bytes, reason: str) -> None:
    (tmp_path / "bad.json").write_bytes(content)
    assert load_results(tmp_path).corrupt == [Corrupt(tmp_path / "bad.json", reason)]


def test_checksum_follows_the_documented_canonical_json() -> None:
    doc = valid_doc()
    assert verify_checksum(doc)
    assert compute_checksum(doc) == doc["checksum"]["value"]
    reordered = dict(reversed(list(doc.items())))  # key order does not matter
    assert verify_checksum(reordered)
    doc["student"]["name"] = "Ada Byron"
    assert not verify_checksum(doc)
    assert verify_checksum(resealed(doc))  # not tamper-proof, as documented
    doc["checksum"]["algorithm"] = "md5"
    assert not verify_checksum(doc)
    del doc["checksum"]
    assert not verify_checksum(doc)


def test_checksum_of_non_ascii_text_uses_utf8_not_escapes() -> None:
    doc = valid_doc(9)  # Kurt Gödel
    assert verify_checksum(doc)
    assert "Gödel" in fixture_file(9).read_text(encoding="utf-8")


def test_utf8_bom_is_accepted(tmp_path: Path) -> None:
    data = fixture_file(1).read_bytes()
    (tmp_path / "bom.json").write_bytes(b"\xef\xbb\xbf" + data)
    assert len(load_results(tmp_path).results) == 1


@pytest.mark.parametrize(
    ("edit", "reason"),
    [
        (lambda d: d.pop("student"), "malformed result file: 'student' is missing"),
        (
            lambda d: d["score"].update(correct="3"),
            "malformed result file: 'score.correct' is not a whole number",
        ),
        (
            lambda d: d["score"].update(correct=9),
            "malformed result file: 'score.correct' is larger than score.total",
        ),
        (
            lambda d: d["questions"][1].update(selected=[7]),
            "malformed result file: 'questions[1].selected' index 7 is not one of the choices",
        ),
        (
            lambda d: d["questions"][0]["choices"][0].pop("correct"),
            "malformed result file: 'questions[0].choices[0].correct' is missing",
        ),
        (
            lambda d: d["bank"].update(id=""),
            "malformed result file: 'bank.id' is empty",
        ),
    ],
)
def test_a_well_sealed_but_malformed_document_is_refused(
    edit: Callable[[dict[str, Any]], object], reason: str
) -> None:
    doc = valid_doc()
    edit(doc)
    with pytest.raises(ResultFileError) as caught:
        parse_result(resealed(doc))
    assert str(caught.value) == reason


def test_missing_student_id_and_finished_at_are_tolerated() -> None:
    doc = valid_doc()
    doc["student"] = {"name": "Ada", "id": None}
    doc["finished_at"] = None
    result = parse_result(resealed(doc))
    assert (result.student_name, result.student_id, result.finished_at) == ("Ada", "", "")


def test_duplicate_detected_by_attempt_uuid_not_file_name(folder: Path) -> None:
    shutil.copy(fixture_file(8), folder / "renamed-by-a-student.json")
    loaded = load_results(folder)
    assert len(loaded.results) == 10
    originals = {dup.path.name: dup.original.name for dup in loaded.duplicates}
    # "renamed-…" sorts before "s-08_…", so it is counted and s-08's own file is the copy
    assert originals[fixture_file(8).name] == "renamed-by-a-student.json"


# --- the numbers, by hand ---------------------------------------------------------------


def test_class_summary(report: ClassReport) -> None:
    assert [b.bank_id for b in report.banks] == ["fixture-bank"]
    bank = report.banks[0]
    s = bank.summary
    assert s.students == 10  # the duplicate and the two damaged files are not counted
    # percents: 80, 80, 60, 60, 60, 60, 40, 40, 40, 40
    # mean = (2*80 + 4*60 + 4*40) / 10 = (160 + 240 + 160) / 10 = 56.0
    assert s.mean_percent == pytest.approx(56.0)
    # median = mean of the 5th and 6th of the sorted ten = (60 + 60) / 2
    assert s.median_percent == 60.0
    assert (s.min_percent, s.max_percent) == (40.0, 80.0)
    # passed (60% or more): s-01, s-02, s-03, s-04, s-06, s-07 -> 6 of 10
    assert (s.passed, s.pass_rate) == (6, 0.6)
    # profiling = prof-001 + prof-002 + prof-003 = (10 + 6 + 5) / 30 = 21/30 = 0.70
    # inference = inf-001 + inf-002 = (7 + 0) / 20 = 0.35
    assert [(t.topic, t.correct, t.total, t.accuracy) for t in s.topics] == [
        ("profiling", 21, 30, pytest.approx(0.70)),
        ("inference", 7, 20, pytest.approx(0.35)),
    ]
    assert [t.title for t in s.topics] == ["Profiling & Debugging", "Inference"]
    assert bank.notes == []


def test_students_table_is_by_score_then_name_with_shared_ranks(report: ClassReport) -> None:
    table = [(rank, r.student_id) for rank, r in report.banks[0].standings]
    # 80%: Alan, Edsger; 60%: Ada, Donald, Grace, Margaret; 40%: "<b>Ken…" ('<' sorts
    # before letters), Barbara, John, Kurt
    assert table == [
        (1, "s-02"), (1, "s-04"),
        (3, "s-01"), (3, "s-06"), (3, "s-03"), (3, "s-07"),
        (7, "s-10"), (7, "s-05"), (7, "s-08"), (7, "s-09"),
    ]  # fmt: skip


def test_item_analysis(report: ClassReport) -> None:
    items = {item.question_id: item for item in report.banks[0].items}
    # in paper order (everyone had the same paper)
    assert list(items) == ["prof-001", "prof-002", "prof-003", "inf-001", "inf-002"]
    assert [items[q].position_text for q in items] == ["1", "2", "3", "4", "5"]
    assert {item.responses for item in items.values()} == {10}
    assert {item.group_size for item in items.values()} == {3}
    got = {qid: (i.correct, i.facility, i.discrimination) for qid, i in items.items()}
    assert got == {
        # all 10 right: facility 1.0; upper 3/3 - lower 3/3 = 0
        "prof-001": (10, 1.0, 0.0),
        # right: s-01..s-05, s-07 = 6 -> 0.6; upper {02,04,01} 3/3, lower {08,09,10} 0/3 -> 1
        "prof-002": (6, 0.6, 1.0),
        # right: s-01, s-02, s-04, s-06, s-08 = 5 -> 0.5; upper 3/3, lower s-08 only 1/3
        # -> D = 1 - 1/3 = 2/3
        "prof-003": (5, 0.5, pytest.approx(2 / 3)),
        # right: s-02, s-03, s-04, s-06, s-07, s-09, s-10 = 7 -> 0.7;
        # upper {s-02 right, s-04 right, s-01 wrong} 2/3, lower {s-08 wrong, s-09 right,
        # s-10 right} 2/3 -> D = 0. (With s-07 instead of s-01 in the upper group D would
        # be 1/3: the attempt-uuid tie-break decides.)
        "inf-001": (7, 0.7, 0.0),
        # nobody right: facility 0, D 0
        "inf-002": (0, 0.0, 0.0),
    }
    # unanswered: prof-003 s-10; inf-002 s-05 and s-10
    assert {qid: i.unanswered for qid, i in items.items()} == {
        "inf-001": 0,
        "inf-002": 2,
        "prof-001": 0,
        "prof-002": 0,
        "prof-003": 1,
    }


def test_distractor_counts(report: ClassReport) -> None:
    items = {item.question_id: item for item in report.banks[0].items}
    # nobody missed prof-001: both wrong choices listed with 0
    assert items["prof-001"].distractors == (
        ChoiceCount("cuSPARSE", 0),
        ChoiceCount("NVIDIA-SMI", 0),
    )
    # s-06, s-08, s-10 -> DCGM; s-09 -> NCCL
    assert items["prof-002"].distractors == (
        ChoiceCount("DCGM", 3),
        ChoiceCount("NCCL", 1),
        ChoiceCount("cuDNN", 0),
    )
    # Choose two: s-03 (events + print), s-05 (print + sleep), s-09 (timeline + sleep);
    # s-07 picked only one right choice (wrong, no distractor); s-10 left it blank
    assert items["prof-003"].distractors == (
        ChoiceCount("print() & timestamps", 2),
        ChoiceCount("time.sleep()", 2),
    )
    # s-01, s-05 -> TensorRT; s-08 -> RAPIDS
    assert items["inf-001"].distractors == (ChoiceCount("TensorRT", 2), ChoiceCount("RAPIDS", 1))
    # s-01..s-04, s-06 -> batch size (the best students agree on a wrong key?);
    # s-07, s-09 -> epochs; s-08 -> FP64; s-05, s-10 blank: 5 + 2 + 1 + 2 = 10
    assert items["inf-002"].distractors == (
        ChoiceCount("Batch size > 256", 5),
        ChoiceCount("More epochs", 2),
        ChoiceCount("FP64 training", 1),
    )


def test_flagged_questions(report: ClassReport) -> None:
    flags = {item.question_id: item.flags for item in report.banks[0].items}
    assert flags == {
        "inf-001": ("weak discrimination (0.00 < 0.20)",),
        "inf-002": ("too hard (facility 0.00 < 0.10)", "weak discrimination (0.00 < 0.20)"),
        "prof-001": ("too easy (facility 1.00 > 0.95)", "weak discrimination (0.00 < 0.20)"),
        "prof-002": (),
        "prof-003": (),
    }


# --- several banks, repeated students ------------------------------------------------


def result(uuid: str, bank: str, name: str, percent: float, bank_hash: str = "") -> StudentResult:
    return StudentResult(
        uuid,
        name,
        name.lower(),
        bank,
        int(percent),
        100,
        percent,
        percent >= 70,
        bank_hash=bank_hash,
    )


def test_results_of_several_banks_are_reported_bank_by_bank() -> None:
    report = build_report(
        [result("1", "zeta", "A", 50), result("2", "alpha", "A", 90), result("3", "zeta", "B", 70)]
    )
    assert [(b.bank_id, b.summary.students) for b in report.banks] == [("alpha", 1), ("zeta", 2)]
    assert report.students == 3
    text = render_text(report)
    assert text.index("(alpha)") < text.index("(zeta)")


def test_notes_for_bank_versions_and_repeated_attempts() -> None:
    report = build_report(
        [
            result("1", "b", "Ada", 50, "h1"),
            result("2", "b", "Ada", 80, "h2"),
            result("3", "b", "Bob", 70, "h1"),
        ]
    )
    bank = report.banks[0]
    assert bank.notes[0].startswith("results come from 2 versions of this bank")
    assert bank.notes[1] == (
        "1 student(s) made more than one attempt; the best attempt of each counts in the "
        "averages and the item analysis"
    )
    # each student once: Ada's better attempt counts, her other one is in her gradebook row
    assert bank.summary.students == 2
    ada = next(row for row in bank.gradebook if row.name == "Ada")
    assert ada.counted is not None and ada.counted.attempt_uuid == "2"
    assert len(ada.attempts) == 2


def test_an_empty_report_renders() -> None:
    report = build_report([], source="x")
    assert report.banks == []
    assert "No valid result files." in render_text(report)
    assert "No valid result files." in render_html(report)


# --- rendering ------------------------------------------------------------------------


def test_text_report(report: ClassReport) -> None:
    text = render_text(report)
    lines = text.splitlines()
    assert lines[0] == "Class report: class-folder"
    # warnings first, each file named
    warning_at = lines.index("WARNING: files not counted")
    assert warning_at < text.splitlines().index("Fixture Bank (fixture-bank)")
    assert (
        f"  ! {DUPLICATE}: duplicate of {fixture_file(3).name} (same attempt, counted once)"
        in lines
    )
    assert f"  ! {EDITED}: checksum does not match (file damaged or edited); not counted" in lines
    assert any(line.startswith(f"  ! {TRUNCATED}: not valid JSON (line ") for line in lines)
    assert (
        "Students 10   Mean 56.0%   Median 60.0%   Min 40.0%   Max 80.0%   Passed 6 of 10 (60.0%)"
        in lines
    )
    assert "  profiling  Profiling & Debugging       21     30    70.0%" in lines
    assert "  inference  Inference                    7     20    35.0%" in lines
    assert any(line.split()[:4] == ["1", "Alan", "Turing", "s-02"] for line in lines)
    assert any("fail, timed out" in line and "Thompson" in line for line in lines)
    items = {line.split()[1]: line.split() for line in lines if line.startswith("     ")}
    assert items["prof-002"][:7] == ["2", "prof-002", "profiling", "10", "6", "0.60", "1.00"]
    # position, id, topic, N, correct, facility, discrimination, incomplete, unanswered
    assert items["prof-003"][:9] == [
        "3",
        "prof-003",
        "profiling",
        "10",
        "5",
        "0.50",
        "0.67",
        "1",
        "1",
    ]
    assert "  3 of 5 questions flagged: prof-001, inf-001, inf-002" in lines
    assert any(
        line.split()[:8] == ["!", "1", "prof-001", "profiling", "10", "10", "1.00", "0.00"]
        and "too easy" in line
        for line in lines
    )
    assert "  prof-002  DCGM: 3; NCCL: 1; cuDNN: 0" in lines
    assert (
        "  inf-002   Batch size > 256: 5; More epochs: 2; FP64 training: 1; (unanswered: 2)"
        in lines
    )


def test_text_report_without_warning_details(report: ClassReport) -> None:
    text = render_text(report, include_warnings=False)
    assert str(DUPLICATE) not in text
    assert "Not counted: 1 duplicate and 2 damaged or unreadable file(s)" in text


def read_csv(path: Path) -> list[list[str]]:
    with open(path, encoding="utf-8-sig", newline="") as handle:
        return list(csv.reader(handle))


def test_csv(report: ClassReport, tmp_path: Path) -> None:
    out = tmp_path / "report.csv"
    write_csv(report, out)
    assert out.read_bytes().startswith(b"\xef\xbb\xbf")  # spreadsheets then read UTF-8
    rows = read_csv(out)
    sections = [row[0] for row in rows if row]
    assert sections[0] == "section"
    # sections are separated by an empty row, each opens with its own header row
    blocks = [i for i, row in enumerate(rows) if not row]
    assert all(rows[i + 1][0] == "section" for i in blocks)
    assert set(s for s in sections if s != "section") == {
        "not counted",
        "summary",
        "topics",
        "students",
        "gradebook",
        "items",
        "wrong choices",
    }
    by: dict[str, list[list[str]]] = {}
    for row in rows:
        if row and row[0] != "section":
            by.setdefault(row[0], []).append(row)
    assert [r[1] for r in by["not counted"]] == [str(DUPLICATE), str(EDITED), str(TRUNCATED)]
    summary = {r[2]: r[3] for r in by["summary"]}
    assert summary["students"] == "10"
    assert summary["mean percent"] == "56.0"
    assert summary["pass rate percent"] == "60.0"
    assert summary["questions flagged"] == "3"
    assert [r[2:] for r in by["topics"]] == [
        ["profiling", "Profiling & Debugging", "21", "30", "70.0"],
        ["inference", "Inference", "7", "20", "35.0"],
    ]
    assert [(r[2], r[4]) for r in by["students"]][:3] == [
        ("1", "s-02"),
        ("1", "s-04"),
        ("3", "s-01"),
    ]
    items = {r[3]: r for r in by["items"]}
    # bank, position, id, text, topic, N, correct, facility, discrimination, incomplete, …
    assert items["prof-003"][2] == "3"
    assert items["prof-003"][6:12] == ["10", "5", "0.5", "0.6667", "1", "1"]
    assert (
        items["inf-002"][-1] == "too hard (facility 0.00 < 0.10); weak discrimination (0.00 < 0.20)"
    )
    gradebook = {r[2]: r for r in by["gradebook"]}
    assert len(gradebook) == 10 and gradebook["s-02"][3] == "Alan Turing"
    assert ["wrong choices", "fixture-bank", "prof-002", "DCGM", "3"] in rows
    assert ["wrong choices", "fixture-bank", "prof-001", "cuSPARSE", "0"] in rows
    assert "Kurt Gödel" in {r[3] for r in by["students"]}


def test_csv_quotes_text_that_would_run_as_a_formula(tmp_path: Path) -> None:
    report = build_report([result("1", "b", "=HYPERLINK(1)", 50)])
    write_csv(report, tmp_path / "r.csv")
    names = [row[3] for row in read_csv(tmp_path / "r.csv") if row and row[0] == "students"]
    assert names == ["'=HYPERLINK(1)"]


def test_html(report: ClassReport, tmp_path: Path) -> None:
    out = tmp_path / "report.html"
    write_html(report, out)
    page = out.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>")
    assert "<style>" in page and "<script" not in page and "<link" not in page
    assert "&lt;b&gt;Ken&lt;/b&gt; Thompson" in page and "<b>Ken</b>" not in page
    assert "print() &amp; timestamps: 2" in page
    assert "Batch size &gt; 256: 5" in page
    assert page.count('<tr class="flagged">') == 3
    assert "too easy (facility 1.00 &gt; 0.95)" in page
    assert "Files not counted" in page and DUPLICATE.name in page
    assert "56.0%" in page and "6 of 10 (60.0%)" in page


# --- the command line ---------------------------------------------------------------


@pytest.fixture
def cli_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("EXAM_SIMULATOR_DB", f"sqlite:///{tmp_path / 'unused.db'}")


@pytest.mark.usefixtures("cli_env")
def test_cli_report(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    csv_out, html_out = tmp_path / "class.csv", tmp_path / "class.html"
    code, out, err = run(
        capsys, "results", "report", str(FIXTURE), "--csv", str(csv_out), "--html", str(html_out)
    )
    assert code == 0
    assert "Students 10   Mean 56.0%" in out
    assert "3 of 5 questions flagged: prof-001, inf-001, inf-002" in out
    assert "Not counted: 1 duplicate and 2 damaged or unreadable file(s)" in out
    warnings = err.splitlines()
    assert len(warnings) == 3 and all(w.startswith("warning: ") for w in warnings)
    for path in (DUPLICATE, EDITED, TRUNCATED):
        assert any(str(path) in w for w in warnings)
    assert f"{csv_out}: wrote the CSV report" in out
    assert f"{html_out}: wrote the HTML report" in out
    assert read_csv(csv_out)[0] == ["section", "file", "problem"]
    assert "Fixture Bank" in html_out.read_text(encoding="utf-8")


@pytest.mark.usefixtures("cli_env")
def test_cli_clean_folder_has_no_warnings(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    for number in range(1, 11):
        shutil.copy(fixture_file(number), tmp_path)
    code, out, err = run(capsys, "results", "report", str(tmp_path))
    assert (code, err) == (0, "")
    assert "Not counted" not in out and "Students 10" in out


@pytest.mark.usefixtures("cli_env")
def test_cli_user_mistakes_exit_1(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, err = run(capsys, "results", "report", str(tmp_path / "missing"))
    assert (code, out) == (1, "")
    assert err == f"error: {tmp_path / 'missing'}: no such folder\n"

    empty = tmp_path / "empty"
    empty.mkdir()
    code, out, err = run(capsys, "results", "report", str(empty))
    assert (code, out) == (1, "")
    assert err == f"error: {empty}: no valid result files (*.json)\n"

    bad = tmp_path / "bad"
    bad.mkdir()
    shutil.copy(TRUNCATED, bad)
    code, out, err = run(capsys, "results", "report", str(bad))
    assert (code, out) == (1, "")
    assert err.splitlines() == [
        f"warning: {bad / TRUNCATED.name}: {load_results(bad).corrupt[0].reason}; not counted",
        f"error: {bad}: no valid result files (*.json) (1 file(s) could not be used)",
    ]


@pytest.mark.usefixtures("cli_env")
def test_cli_unwritable_output_exits_1(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    target = tmp_path / "no-such-dir" / "class.csv"
    code, out, err = run(capsys, "results", "report", str(FIXTURE), "--csv", str(target))
    assert code == 1
    assert "Students 10" in out
    assert f"{target}: cannot write:" in err
    assert "Traceback" not in err


@pytest.mark.usefixtures("cli_env")
def test_cli_needs_a_folder_or_a_server(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["results", "report"]) == 1
    assert (
        "name a folder of result files, or a results server with --db ADMIN_URL"
        in capsys.readouterr().err
    )
