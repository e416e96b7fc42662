"""The instructor's class report: read and verify result files, build, render, export.

Result files are described in docs/result-files.md. `load_results` reads a folder of
them, checks each file's format and SHA-256 checksum, and counts every attempt once
(a copied file with the same `attempt_uuid` is a duplicate); damaged and duplicate
files are listed, never counted. `load_submitted_results` reads the same documents
from a classroom results server's database. `build_report` turns any list of
`StudentResult` into a `ClassReport`, one section per question bank, which
`simulator.services.report_output` presents (text, CSV, HTML).

Results of several banks in one folder are reported bank by bank: averages and item
statistics only make sense within one bank.

Reading and rendering use only the standard library; the database is touched only
through `simulator.data`.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, NamedTuple

from simulator.data.db import Database
from simulator.data.results_store import submitted_documents
from simulator.domain.item_analysis import (
    ClassSummary,
    ItemResponse,
    ItemStats,
    StudentResult,
    TopicResult,
    class_summary,
    item_analysis,
    standings,
)

RESULT_FORMAT = "exam-simulator-result"
RESULT_FORMAT_VERSION = 1
CHECKSUM_ALGORITHM = "sha256"
#: A real result file is tens of kilobytes; anything this big is not one.
MAX_RESULT_FILE_BYTES = 20 * 1024 * 1024


# --- checksums ------------------------------------------------------------------------


def canonical_json(doc: Mapping[str, Any]) -> bytes:
    """The bytes the checksum covers: the document without `checksum`, canonical JSON."""
    content = {key: value for key, value in doc.items() if key != "checksum"}
    text = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return text.encode("utf-8")


def compute_checksum(doc: Mapping[str, Any]) -> str:
    """SHA-256 (hex) of the canonical JSON of `doc` without its `checksum` key."""
    return hashlib.sha256(canonical_json(doc)).hexdigest()


def verify_checksum(doc: Mapping[str, Any]) -> bool:
    """True when `doc` carries a sha256 checksum that matches its content."""
    return _checksum_problem(doc) is None


def _checksum_problem(doc: Mapping[str, Any]) -> str | None:
    checksum = doc.get("checksum")
    if not isinstance(checksum, dict) or not isinstance(checksum.get("value"), str):
        return "no checksum (file damaged or not written by Exam Simulator)"
    if checksum.get("algorithm") != CHECKSUM_ALGORITHM:
        return f"unsupported checksum algorithm {json.dumps(checksum.get('algorithm'))}"
    if checksum["value"].lower() != compute_checksum(doc):
        return "checksum does not match (file damaged or edited)"
    return None


# --- reading result files -------------------------------------------------------------


class ResultsError(Exception):
    """The results cannot be read at all (no such folder …); the message is for the user."""


class ResultFileError(ValueError):
    """One file is not a usable result file; the message is the reason, for the user."""


class Duplicate(NamedTuple):
    """`path` holds the same attempt as `original`, which is the one counted."""

    path: Path
    original: Path


class Corrupt(NamedTuple):
    """`path` was not counted, because of `reason`."""

    path: Path
    reason: str


@dataclass(frozen=True)
class LoadedResults:
    """What a folder held: the valid results (each attempt once) and what was left out."""

    results: list[StudentResult]
    duplicates: list[Duplicate]
    corrupt: list[Corrupt]
    sources: dict[str, Path] = field(default_factory=dict)  # attempt_uuid -> file


def result_files(folder: Path) -> list[Path]:
    """The `*.json` files directly in `folder`, by name (without extension, then full name).

    Hidden files are skipped: the writer's `.NAME.json.tmp` temporaries and macOS
    `._NAME.json` resource forks on USB sticks. Sorting by the stem first puts
    `x.json` before its copies `x - Copy.json` / `x copy.json`, so the copy is the
    one reported as the duplicate.
    """
    if not folder.exists():
        raise ResultsError(f"{folder}: no such folder")
    if not folder.is_dir():
        raise ResultsError(f"{folder}: not a folder")
    try:
        entries = list(folder.iterdir())
    except OSError as exc:
        raise ResultsError(f"{folder}: cannot read the folder: {exc.strerror}") from exc
    files = [
        path
        for path in entries
        if path.suffix.lower() == ".json" and not path.name.startswith(".") and path.is_file()
    ]
    return sorted(files, key=lambda path: (path.stem, path.name))


def load_results(folder: Path) -> LoadedResults:
    """Read and verify every result file in `folder`; each attempt is counted once.

    Raises ResultsError when the folder does not exist or cannot be listed. A folder
    without valid files gives an empty `results` list; the caller decides.
    """
    results: list[StudentResult] = []
    duplicates: list[Duplicate] = []
    corrupt: list[Corrupt] = []
    sources: dict[str, Path] = {}
    for path in result_files(folder):
        try:
            result = read_result_file(path)
        except ResultFileError as exc:
            corrupt.append(Corrupt(path, str(exc)))
            continue
        original = sources.get(result.attempt_uuid)
        if original is not None:
            duplicates.append(Duplicate(path, original))
            continue
        sources[result.attempt_uuid] = path
        results.append(result)
    return LoadedResults(results, duplicates, corrupt, sources)


def load_submitted_results(db: Database) -> LoadedResults:
    """The results a classroom results server received, verified like files.

    Rows are unique per attempt, so there are no duplicates; a damaged document is
    listed under the name `submitted_results#<row id>`.
    """
    with db.session() as session:
        documents = submitted_documents(session)
    results: list[StudentResult] = []
    corrupt: list[Corrupt] = []
    for row_id, document in documents:
        try:
            results.append(parse_result(document))
        except ResultFileError as exc:
            corrupt.append(Corrupt(Path(f"submitted_results#{row_id}"), str(exc)))
    return LoadedResults(results, [], corrupt)


def read_result_file(path: Path) -> StudentResult:
    """Read, verify and parse one file; raises ResultFileError with the reason."""
    try:
        if path.stat().st_size > MAX_RESULT_FILE_BYTES:
            raise ResultFileError("too large to be a result file")
        data = path.read_bytes()
    except OSError as exc:
        raise ResultFileError(f"cannot read: {exc.strerror or exc}") from exc
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ResultFileError("not UTF-8 text, not an Exam Simulator result file") from exc
    if not text.strip():
        raise ResultFileError("empty file")
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ResultFileError(f"not valid JSON (line {exc.lineno})") from exc
    except RecursionError as exc:
        raise ResultFileError("not valid JSON (nested too deeply)") from exc
    return parse_result(doc)


def parse_result(doc: Any) -> StudentResult:
    """Check format, version and checksum of a decoded document, then read it.

    Raises ResultFileError naming the first problem found.
    """
    if not isinstance(doc, dict) or doc.get("format") != RESULT_FORMAT:
        raise ResultFileError("not an Exam Simulator result file")
    version = doc.get("format_version")
    if version != RESULT_FORMAT_VERSION or isinstance(version, bool):
        if version is None:
            raise ResultFileError("no format_version")
        raise ResultFileError(f"unsupported format_version {json.dumps(version)}")
    problem = _checksum_problem(doc)
    if problem is not None:
        raise ResultFileError(problem)
    return _student_result(doc)


def _student_result(doc: dict[str, Any]) -> StudentResult:
    uuid = _text(doc, "attempt_uuid", "attempt_uuid")
    if not uuid:
        raise _malformed("attempt_uuid", "is empty")
    student = _object(doc, "student", "student")
    bank = _object(doc, "bank", "bank")
    bank_id = _text(bank, "id", "bank.id")
    if not bank_id:
        raise _malformed("bank.id", "is empty")
    score = _object(doc, "score", "score")
    correct = _count(score, "correct", "score.correct")
    total = _count(score, "total", "score.total")
    if correct > total:
        raise _malformed("score.correct", "is larger than score.total")
    topics = []
    for i, item in enumerate(_list(doc, "topics", "topics")):
        where = f"topics[{i}]"
        topic = _object_item(item, where)
        topic_id = _text(topic, "id", f"{where}.id")
        topics.append(
            TopicResult(
                topic=topic_id,
                title=_text(topic, "title", f"{where}.title", optional=True) or topic_id,
                correct=_count(topic, "correct", f"{where}.correct"),
                total=_count(topic, "total", f"{where}.total"),
            )
        )
    answers = [
        _item_response(item, f"questions[{i}]")
        for i, item in enumerate(_list(doc, "questions", "questions"))
    ]
    return StudentResult(
        attempt_uuid=uuid,
        student_name=_text(student, "name", "student.name", optional=True).strip(),
        student_id=_text(student, "id", "student.id", optional=True).strip(),
        bank_id=bank_id,
        correct=correct,
        total=total,
        percent=_number(score, "percent", "score.percent"),
        passed=_flag(score, "passed", "score.passed"),
        topics=tuple(topics),
        answers=tuple(answers),
        bank_title=_text(bank, "title", "bank.title", optional=True),
        bank_hash=_text(bank, "content_hash", "bank.content_hash", optional=True),
        timed_out=bool(doc.get("timed_out") is True),
        finished_at=_text(doc, "finished_at", "finished_at", optional=True),
    )


def _item_response(item: Any, where: str) -> ItemResponse:
    question = _object_item(item, where)
    choices = []
    for j, entry in enumerate(_list(question, "choices", f"{where}.choices")):
        choice = _object_item(entry, f"{where}.choices[{j}]")
        choices.append(
            (
                _text(choice, "text", f"{where}.choices[{j}].text"),
                _flag(choice, "correct", f"{where}.choices[{j}].correct"),
            )
        )
    selected = []
    for index in _list(question, "selected", f"{where}.selected"):
        if isinstance(index, bool) or not isinstance(index, int):
            raise _malformed(f"{where}.selected", "holds something that is not an index")
        if not 0 <= index < len(choices):
            raise _malformed(f"{where}.selected", f"index {index} is not one of the choices")
        selected.append(choices[index][0])
    return ItemResponse(
        question_id=_text(question, "id", f"{where}.id"),
        topic=_text(question, "topic", f"{where}.topic"),
        correct=_flag(question, "correct", f"{where}.correct"),
        answered=_flag(question, "answered", f"{where}.answered"),
        selected_texts=tuple(selected),
        wrong_choice_texts=tuple(text for text, right in choices if not right),
    )


def _malformed(where: str, problem: str) -> ResultFileError:
    return ResultFileError(f"malformed result file: '{where}' {problem}")


def _value(obj: dict[str, Any], key: str, where: str) -> Any:
    if key not in obj:
        raise _malformed(where, "is missing")
    return obj[key]


def _object(obj: dict[str, Any], key: str, where: str) -> dict[str, Any]:
    return _object_item(_value(obj, key, where), where)


def _object_item(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _malformed(where, "is not an object")
    return value


def _list(obj: dict[str, Any], key: str, where: str) -> list[Any]:
    value = _value(obj, key, where)
    if not isinstance(value, list):
        raise _malformed(where, "is not a list")
    return value


def _text(obj: dict[str, Any], key: str, where: str, *, optional: bool = False) -> str:
    if optional and obj.get(key) is None:
        return ""
    value = _value(obj, key, where)
    if not isinstance(value, str):
        raise _malformed(where, "is not text")
    return value


def _count(obj: dict[str, Any], key: str, where: str) -> int:
    value = _value(obj, key, where)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise _malformed(where, "is not a whole number")
    return value


def _number(obj: dict[str, Any], key: str, where: str) -> float:
    value = _value(obj, key, where)
    if isinstance(value, bool) or not isinstance(value, int | float) or value != value:
        raise _malformed(where, "is not a number")
    return float(value)


def _flag(obj: dict[str, Any], key: str, where: str) -> bool:
    value = _value(obj, key, where)
    if not isinstance(value, bool):
        raise _malformed(where, "is not true or false")
    return value


# --- the report -----------------------------------------------------------------------


@dataclass(frozen=True)
class BankReport:
    """The class report for the results of one question bank."""

    bank_id: str
    bank_title: str
    standings: list[tuple[int, StudentResult]]  # (rank, student), highest percent first
    summary: ClassSummary
    items: list[ItemStats]
    notes: list[str]

    @property
    def students(self) -> list[StudentResult]:
        return [student for _, student in self.standings]

    @property
    def topic_ids(self) -> list[str]:
        return [topic.topic for topic in self.summary.topics]

    @property
    def flagged_items(self) -> list[ItemStats]:
        return [item for item in self.items if item.flagged]


@dataclass(frozen=True)
class ClassReport:
    """Everything the report shows: one section per bank, and what was not counted."""

    source: str
    banks: list[BankReport]
    duplicates: list[Duplicate] = field(default_factory=list)
    corrupt: list[Corrupt] = field(default_factory=list)
    generated_at: datetime | None = None

    @property
    def students(self) -> int:
        return sum(bank.summary.students for bank in self.banks)

    @property
    def warnings(self) -> list[str]:
        """One line per file that was not counted, naming the file."""
        lines = [
            f"{dup.path}: duplicate of {dup.original.name} (same attempt, counted once)"
            for dup in self.duplicates
        ]
        lines += [f"{bad.path}: {bad.reason}; not counted" for bad in self.corrupt]
        return lines


def build_report(
    results: Iterable[StudentResult],
    *,
    source: str = "",
    duplicates: Sequence[Duplicate] = (),
    corrupt: Sequence[Corrupt] = (),
    generated_at: datetime | None = None,
) -> ClassReport:
    """The report for `results`, whatever their source; one `BankReport` per bank id.

    The caller counts each attempt once (as `load_results` does). Banks are in id
    order. With no results the report has no banks.
    """
    by_bank: dict[str, list[StudentResult]] = {}
    for result in results:
        by_bank.setdefault(result.bank_id, []).append(result)
    banks = [_bank_report(bank_id, by_bank[bank_id]) for bank_id in sorted(by_bank)]
    return ClassReport(
        source=source,
        banks=banks,
        duplicates=list(duplicates),
        corrupt=list(corrupt),
        generated_at=generated_at or datetime.now().astimezone(),
    )


def report_from_loaded(loaded: LoadedResults, *, source: str = "") -> ClassReport:
    """`build_report` for what `load_results` found."""
    return build_report(
        loaded.results, source=source, duplicates=loaded.duplicates, corrupt=loaded.corrupt
    )


def _bank_report(bank_id: str, results: list[StudentResult]) -> BankReport:
    title = next((r.bank_title for r in results if r.bank_title), bank_id)
    notes = []
    versions = {r.bank_hash for r in results if r.bank_hash}
    if len(versions) > 1:
        notes.append(
            f"results come from {len(versions)} versions of this bank (its file changed "
            "between attempts): questions are matched by id and choices by text"
        )
    attempts: dict[str, list[StudentResult]] = {}
    for result in results:
        who = result.student_id or result.student_name
        if who:
            attempts.setdefault(who.casefold(), []).append(result)
    for same in attempts.values():
        if len(same) > 1:
            first = same[0]
            ident = f" ({first.student_id})" if first.student_id and first.student_name else ""
            notes.append(
                f"{first.display_name}{ident} has {len(same)} attempts; each one is counted"
            )
    return BankReport(
        bank_id=bank_id,
        bank_title=title,
        standings=standings(results),
        summary=class_summary(results),
        items=item_analysis(results),
        notes=notes,
    )
