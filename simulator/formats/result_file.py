"""Result files: the checksummed JSON document of one finished attempt (docs/result-files.md).

Everything about the format lives here: building the document from an attempt,
its SHA-256 checksum, writing it atomically (a reader sees the whole file or none
of it) and reading it back, verified, into a `StudentResult` for the class report.
A laptop pushes the very same document to a classroom results server.
"""

from __future__ import annotations

import errno
import hashlib
import json
import math
import re
import stat
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from simulator.domain.grading import expected_answer, given_answer
from simulator.domain.item_analysis import ItemResponse, SittingFacts, StudentResult
from simulator.domain.paper import Exam
from simulator.domain.question_types import Scoring
from simulator.domain.result_integrity import contradictions
from simulator.domain.scoring import AttemptResult, TopicTally
from simulator.formats.files import FileTooLargeError, read_bounded, write_output
from simulator.formats.markup import markdown_to_plain

RESULT_FORMAT = "exam-simulator-result"
RESULT_FORMAT_VERSION = 1
CHECKSUM_ALGORITHM = "sha256"
#: A real result file is tens of kilobytes; anything this big is not one.
MAX_RESULT_FILE_BYTES = 20 * 1024 * 1024
#: No count in a real result (questions, correct answers) comes near this.
MAX_COUNT = 1_000_000
#: How an attempt can end (`state`); older files without it were submitted or timed out.
STATES = ("submitted", "timed_out", "abandoned")
#: The student part of a file name: long IDs are cut (the file names the attempt anyway).
MAX_NAME_SLUG = 60


class ResultFileError(ValueError):
    """One file is not a usable result file; the message is the reason, for the user."""


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


# --- writing -------------------------------------------------------------------------


@dataclass(frozen=True)
class Sitting:
    """Who sat which bank, and when: what a result file records beside the paper and score.

    Times must be timezone-aware (the database layer returns them as UTC). `state` is
    how the attempt ended (see STATES); `downtime_seconds` the time the app was closed
    during a wall-clock exam; `base_time_limit_minutes` the limit before the student's
    extra time.
    """

    attempt_uuid: str
    student_name: str
    student_id: str
    profile: Mapping[str, Any]
    bank_id: str
    bank_title: str
    bank_content_hash: str
    started_at: datetime | None
    finished_at: datetime | None
    state: str = "submitted"
    downtime_seconds: float = 0.0
    extra_time_percent: int = 0
    base_time_limit_minutes: int | None = None


def _iso(moment: datetime | None) -> str | None:
    """ISO 8601 to the millisecond: a student's two attempts within a second keep their order."""
    return None if moment is None else moment.isoformat(timespec="milliseconds")


def result_document(
    sitting: Sitting,
    exam: Exam,
    result: AttemptResult,
    topic_titles: Mapping[str, str],
    *,
    app_version: str,
) -> dict[str, Any]:
    """Everything about a finished attempt, as docs/result-files.md describes, checksummed."""
    spec = exam.spec
    questions = []
    for item, outcome in zip(exam.questions, result.outcomes, strict=True):
        order = [c.id for c in item.choices]
        known = bool(item.question.correct_ids)  # a sealed build knows only a digest
        entry: dict[str, Any] = {
            "position": outcome.index + 1,
            "id": item.question_id,
            "topic": item.topic,
            "type": item.question.type.value,
            "prompt": markdown_to_plain(item.question.prompt),
            "choose": item.question.choose,
            "choices": [
                {"text": c.text, "correct": c.correct if known else None} for c in item.choices
            ],
            "selected": sorted(order.index(choice_id) for choice_id in outcome.selected),
            "answered": outcome.answered,
            "status": outcome.answer.status(item.question).value,
            "correct": outcome.correct,
            "flagged": outcome.flagged,
            "time_spent_seconds": round(outcome.time_spent, 1),
        }
        if item.question.payload is not None:  # matching, ordering, typed: in words
            entry["answer"] = given_answer(item.question, outcome.answer)
            # null: a sealed build does not know it (the instructor's bank does)
            sealed = item.question.sealed is not None
            entry["expected"] = None if sealed else expected_answer(item.question)
        if result.scoring is Scoring.PARTIAL:
            entry["credit"] = round(outcome.credit, 4)
        questions.append(entry)
    state = sitting.state
    if state == "submitted" and result.timed_out:
        state = "timed_out"
    document: dict[str, Any] = {
        "format": RESULT_FORMAT,
        "format_version": RESULT_FORMAT_VERSION,
        "app_version": app_version,
        "attempt_uuid": sitting.attempt_uuid,
        "student": {"name": sitting.student_name, "id": sitting.student_id},
        "profile": dict(sitting.profile),
        "bank": {
            "id": sitting.bank_id,
            "title": sitting.bank_title,
            "content_hash": sitting.bank_content_hash,
        },
        "exam": {
            "mode": spec.mode.value,
            "question_count": len(exam.questions),
            "time_limit_minutes": spec.time_limit_minutes,
            "base_time_limit_minutes": (
                spec.time_limit_minutes
                if sitting.base_time_limit_minutes is None
                else sitting.base_time_limit_minutes
            ),
            "extra_time_percent": sitting.extra_time_percent,
            "passing_score": spec.passing_score,
            "seed": spec.seed,
            "topics": sorted(spec.topics),
        },
        "started_at": _iso(sitting.started_at),
        "finished_at": _iso(sitting.finished_at),
        "state": state,
        "timed_out": result.timed_out,
        "time_used_seconds": round(result.time_used_seconds, 1),
        "downtime_seconds": round(sitting.downtime_seconds, 1),
        "score": {
            "correct": result.correct,
            "total": result.total,
            "percent": round(result.percent, 1),
            "passed": result.passed,
            "scoring": result.scoring.value,
            **({"points": round(result.points, 4)} if result.scoring is Scoring.PARTIAL else {}),
        },
        "topics": [
            {
                "id": t.topic,
                "title": topic_titles.get(t.topic, t.topic),
                "correct": t.correct,
                "total": t.total,
                "percent": round(t.percent, 1),
            }
            for t in result.by_topic
        ],
        "questions": questions,
    }
    document["checksum"] = {"algorithm": CHECKSUM_ALGORITHM, "value": compute_checksum(document)}
    return document


def result_file_name(document: dict[str, Any]) -> str:
    """`<student>_<bank>_<YYYYmmdd-HHMMSS>_<uuid8>.json`, the same on every retry."""
    student = document["student"].get("id") or document["student"].get("name") or "student"
    slug = re.sub(r"[^A-Za-z0-9]+", "-", student).strip("-").lower()[:MAX_NAME_SLUG]
    slug = slug.strip("-") or "student"
    finished = (document.get("finished_at") or "").replace("-", "").replace(":", "")[:15]
    stamp = finished.replace("T", "-") or "unfinished"
    return f"{slug}_{document['bank']['id']}_{stamp}_{document['attempt_uuid'][:8]}.json"


def write_result_file(folder: Path, document: dict[str, Any]) -> Path:
    """Write atomically: a reader sees the whole file or none of it, never a part."""
    try:  # a missing folder may come back (a USB stick); a file in its place never will
        info = folder.stat()
    except FileNotFoundError:
        raise FileNotFoundError(f"the results folder {folder} is not available") from None
    if not stat.S_ISDIR(info.st_mode):
        raise NotADirectoryError(errno.ENOTDIR, "a file, not a folder", str(folder))
    return write_result_to(folder / result_file_name(document), document)


def write_result_to(path: Path, document: dict[str, Any]) -> Path:
    """Write the document as a result file at `path` (whole or not at all)."""
    write_output(path, json.dumps(document, ensure_ascii=False, indent=2))
    return path


# --- reading -------------------------------------------------------------------------


def read_result_file(path: Path) -> StudentResult:
    """Read, verify and parse one file; raises ResultFileError with the reason."""
    return _student_result(read_result_document(path))


def read_result_document(path: Path) -> dict[str, Any]:
    """Read one file and verify its format, version and checksum; the document as it is."""
    try:
        data = read_bounded(path, MAX_RESULT_FILE_BYTES)
    except FileTooLargeError as exc:
        raise ResultFileError("too large to be a result file") from exc
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
    except ValueError as exc:  # an integer with more digits than Python converts
        raise ResultFileError("not valid JSON (a number is far too long)") from exc
    return verified_document(doc)


def parse_result(doc: Any) -> StudentResult:
    """Check format, version and checksum of a decoded document, then read it.

    Raises ResultFileError naming the first problem found.
    """
    return _student_result(verified_document(doc))


def verified_document(doc: Any) -> dict[str, Any]:
    """`doc` itself, once its format, version and checksum are checked."""
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
    return doc


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
        tally = TopicTally(
            topic=topic_id,
            correct=_count(topic, "correct", f"{where}.correct"),
            total=_count(topic, "total", f"{where}.total"),
            title=_text(topic, "title", f"{where}.title", optional=True) or topic_id,
        )
        if tally.correct > tally.total:
            raise _malformed(f"{where}.correct", f"is larger than {where}.total")
        topics.append(tally)
    answers = [
        _item_response(item, f"questions[{i}]")
        for i, item in enumerate(_list(doc, "questions", "questions"))
    ]
    result = StudentResult(
        attempt_uuid=uuid,
        student_name=_text(student, "name", "student.name", optional=True).strip(),
        student_id=_text(student, "id", "student.id", optional=True).strip(),
        bank_id=bank_id,
        correct=correct,
        total=total,
        percent=_number(score, "percent", "score.percent", high=100.0),
        passed=_flag(score, "passed", "score.passed"),
        topics=tuple(topics),
        answers=tuple(answers),
        bank_title=_text(bank, "title", "bank.title", optional=True),
        bank_hash=_text(bank, "content_hash", "bank.content_hash", optional=True),
        timed_out=bool(doc.get("timed_out") is True),
        finished_at=_text(doc, "finished_at", "finished_at", optional=True),
        sitting=_sitting(doc),
        points=(
            _optional_number(score, "points", "score.points")
            if score.get("scoring") == "partial"
            else None
        ),
    )
    problems = contradictions(result)
    if problems:
        raise ResultFileError(f"damaged: its numbers contradict each other ({'; '.join(problems)})")
    return result


def _sitting(doc: dict[str, Any]) -> SittingFacts:
    """The circumstances of the attempt; every field is optional (older files lack them)."""
    exam = doc.get("exam") if isinstance(doc.get("exam"), dict) else {}
    profile = doc.get("profile") if isinstance(doc.get("profile"), dict) else {}
    assert isinstance(exam, dict) and isinstance(profile, dict)
    state = doc.get("state")
    if state is None:
        state = "timed_out" if doc.get("timed_out") is True else "submitted"
    elif state not in STATES:
        raise _malformed("state", f"is not one of {', '.join(STATES)}")
    topics = exam.get("topics")
    return SittingFacts(
        state=str(state),
        started_at=_text(doc, "started_at", "started_at", optional=True),
        time_used_seconds=_optional_number(doc, "time_used_seconds", "time_used_seconds"),
        downtime_seconds=_optional_number(doc, "downtime_seconds", "downtime_seconds"),
        profile_name=_text(profile, "name", "profile.name", optional=True),
        settings_digest=_text(profile, "settings_digest", "profile.settings_digest", optional=True),
        extra_time_percent=_optional_count(exam, "extra_time_percent", "exam.extra_time_percent")
        or 0,
        passing_score=(
            _number(exam, "passing_score", "exam.passing_score", high=1.0)
            if exam.get("passing_score") is not None
            else None
        ),
        question_count=_optional_count(exam, "question_count", "exam.question_count"),
        time_limit_minutes=_optional_count(exam, "time_limit_minutes", "exam.time_limit_minutes"),
        base_time_limit_minutes=_optional_count(
            exam, "base_time_limit_minutes", "exam.base_time_limit_minutes"
        ),
        seed=_optional_seed(exam),
        topics=tuple(str(t) for t in topics) if isinstance(topics, list) else (),
    )


def _optional_seed(exam: dict[str, Any]) -> int | None:
    """The paper's seed: any whole number a 64-bit database column holds."""
    value = exam.get("seed")
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 2**63:
        raise _malformed("exam.seed", "is not a whole number")
    return value


def _optional_count(obj: dict[str, Any], key: str, where: str) -> int | None:
    return None if obj.get(key) is None else _count(obj, key, where)


def _optional_number(obj: dict[str, Any], key: str, where: str) -> float:
    return 0.0 if obj.get(key) is None else _number(obj, key, where, high=float(MAX_COUNT) * 60)


def _item_response(item: Any, where: str) -> ItemResponse:
    question = _object_item(item, where)
    choices: list[tuple[str, bool | None]] = []
    for j, entry in enumerate(_list(question, "choices", f"{where}.choices")):
        choice = _object_item(entry, f"{where}.choices[{j}]")
        right = _value(choice, "correct", f"{where}.choices[{j}].correct")  # null: sealed
        choices.append(
            (
                _text(choice, "text", f"{where}.choices[{j}].text"),
                None
                if right is None
                else _flag(choice, "correct", f"{where}.choices[{j}].correct"),
            )
        )
    selected = []
    for index in _list(question, "selected", f"{where}.selected"):
        if isinstance(index, bool) or not isinstance(index, int):
            raise _malformed(f"{where}.selected", "holds something that is not an index")
        if not 0 <= index < len(choices):
            raise _malformed(f"{where}.selected", f"index {index} is not one of the choices")
        selected.append(choices[index][0])
    key_known = all(right is not None for _, right in choices)
    right_count = sum(1 for _, right in choices if right)
    choose = _optional_count(question, "choose", f"{where}.choose") or right_count
    kind = _text(question, "type", f"{where}.type", optional=True) or "choice"
    incomplete = 0 < len(selected) < choose
    if kind != "choice":  # matching, ordering, typed: the status says it
        incomplete = question.get("status") == "incomplete"
    return ItemResponse(
        question_id=_text(question, "id", f"{where}.id"),
        topic=_text(question, "topic", f"{where}.topic"),
        correct=_flag(question, "correct", f"{where}.correct"),
        answered=_flag(question, "answered", f"{where}.answered"),
        selected_texts=tuple(selected),
        wrong_choice_texts=tuple(text for text, right in choices if right is False),
        position=_optional_count(question, "position", f"{where}.position") or 0,
        prompt=_text(question, "prompt", f"{where}.prompt", optional=True),
        incomplete=incomplete,
        time_spent=_optional_number(question, "time_spent_seconds", f"{where}.time_spent_seconds"),
        key_known=key_known,
        choice_texts=tuple(text for text, _ in choices),
        kind=kind,
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
    if value > MAX_COUNT:
        raise _malformed(where, "is implausibly large")
    return value


def _number(obj: dict[str, Any], key: str, where: str, *, high: float) -> float:
    """A finite number from 0 to `high` (JSON's Infinity and NaN are damage, not scores)."""
    value = _value(obj, key, where)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise _malformed(where, "is not a number")
    number = float(value) if isinstance(value, float) or abs(value) < 2**63 else math.inf
    if not math.isfinite(number) or not 0 <= number <= high:
        raise _malformed(where, f"is not a number from 0 to {high:g}")
    return number


def _flag(obj: dict[str, Any], key: str, where: str) -> bool:
    value = _value(obj, key, where)
    if not isinstance(value, bool):
        raise _malformed(where, "is not true or false")
    return value
