"""The instructor's class report: gather verified results, then build the report.

Result files (docs/result-files.md, `simulator.formats.result_file`) are read from a
folder by `load_results`, a results server's hand-ins by `load_server_results` (with
the admin URL). Both count every attempt once: a copy with the same content is a
duplicate, two different documents claiming one attempt are a conflict (neither is
counted until the instructor keeps the genuine one); damaged documents, including
those whose numbers contradict each other, are listed and never counted.
`simulator.domain.class_report.build_report` turns the results into a `ClassReport`,
and `simulator.formats.report_tables` presents it (text, CSV, HTML, gradebooks).

With the instructor's profile the report knows the rules the class sat under
(`expected_settings`) and, from the instructor's bank, the answer key a sealed
classroom build did not carry (`with_answer_key`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from simulator.data import banks as bank_store
from simulator.data import results_server
from simulator.data.db import Database
from simulator.domain.class_report import ClassReport, Conflict, Corrupt, Duplicate, build_report
from simulator.domain.gradebook import AttemptChoice, ExpectedSettings, RosterEntry
from simulator.domain.item_analysis import ItemResponse, StudentResult
from simulator.formats.markup import markdown_to_plain
from simulator.formats.profile import ExamProfile
from simulator.formats.result_file import (
    ResultFileError,
    parse_result,
    read_result_document,
)

# --- reading a folder or a server --------------------------------------------------------


class ResultsError(Exception):
    """The results cannot be read at all (no such folder …); the message is for the user."""


@dataclass(frozen=True)
class LoadedResults:
    """What a folder (or server) held: the valid results, each attempt once, and what was
    left out."""

    results: list[StudentResult]
    duplicates: list[Duplicate]
    corrupt: list[Corrupt]
    sources: dict[str, Path] = field(default_factory=dict)  # attempt_uuid -> file
    conflicts: list[Conflict] = field(default_factory=list)


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
    documents: list[tuple[Path, dict[str, Any] | ResultFileError]] = []
    for path in result_files(folder):
        try:
            documents.append((path, read_result_document(path)))
        except ResultFileError as exc:
            documents.append((path, exc))
    return _collect(documents)


def load_server_results(admin_url: str) -> LoadedResults:
    """The results a classroom results server received, read with its admin URL.

    Verified like files; a document is named `server result #<row id>` in warnings.
    """
    rows = results_server.received_documents(admin_url)
    return _collect((Path(f"server result #{row_id}"), document) for row_id, document in rows)


def _collect(documents: Iterable[tuple[Path, dict[str, Any] | ResultFileError]]) -> LoadedResults:
    """Sort verified documents into counted, duplicate, conflicting and damaged ones."""
    corrupt: list[Corrupt] = []
    versions: dict[str, dict[str, tuple[Path, StudentResult, list[Path]]]] = {}
    for path, document in documents:
        if isinstance(document, ResultFileError):
            corrupt.append(Corrupt(path, str(document)))
            continue
        try:
            result = parse_result(document)
        except ResultFileError as exc:
            corrupt.append(Corrupt(path, str(exc)))
            continue
        content = str(document["checksum"]["value"]).lower()
        seen = versions.setdefault(result.attempt_uuid, {})
        if content in seen:
            seen[content][2].append(path)
        else:
            seen[content] = (path, result, [])
    results: list[StudentResult] = []
    duplicates: list[Duplicate] = []
    conflicts: list[Conflict] = []
    sources: dict[str, Path] = {}
    for uuid, seen in versions.items():
        for first, _, copies in seen.values():
            duplicates += [Duplicate(copy, first) for copy in copies]
        if len(seen) > 1:
            conflicts.append(Conflict(uuid, tuple(first for first, _, _ in seen.values())))
            continue
        ((first, result, _),) = seen.values()
        sources[uuid] = first
        results.append(result)
    return LoadedResults(results, duplicates, corrupt, sources, conflicts)


# --- what the instructor knows ----------------------------------------------------------


def expected_settings(profile: ExamProfile) -> ExpectedSettings:
    """The instructor's profile as the report compares results with it."""
    return ExpectedSettings(
        source=str(profile.path),
        digest=profile.digest,
        bank_id=profile.bank,
        passing_score=profile.passing_score,
        question_count=profile.question_count,
        time_limit_minutes=profile.time_limit_minutes,
        topics=tuple(sorted(profile.topics)),
        seed=profile.paper_seed,
        attempts=profile.attempts,
        extra_time={key: value.extra_time_percent for key, value in profile.accommodations.items()},
    )


def with_answer_key(db: Database, results: Sequence[StudentResult]) -> list[StudentResult]:
    """Results whose answers lack the key (a sealed build) or the question text, completed
    from the instructor's copy of the bank; questions the bank no longer has stay as they are."""
    wanted: dict[str, set[str]] = {}
    for result in results:
        for answer in result.answers:
            if not answer.key_known or not answer.prompt:
                wanted.setdefault(result.bank_id, set()).add(answer.question_id)
    if not wanted:
        return list(results)
    with db.session() as s:
        questions = {
            bank_id: bank_store.load_questions(s, bank_id, sorted(ids))
            for bank_id, ids in wanted.items()
        }
    completed = []
    for result in results:
        bank = questions.get(result.bank_id, {})
        answers = tuple(
            _completed(answer, bank.get(answer.question_id)) for answer in result.answers
        )
        completed.append(replace(result, answers=answers))
    return completed


def _completed(answer: ItemResponse, question: Any) -> ItemResponse:
    if question is None:
        return answer
    prompt = answer.prompt or markdown_to_plain(question.prompt)
    if answer.key_known:
        return replace(answer, prompt=prompt)
    wrong = {c.text for c in question.choices if not c.correct}
    return replace(
        answer,
        prompt=prompt,
        key_known=True,
        wrong_choice_texts=tuple(t for t in answer.choice_texts if t in wrong),
    )


def report_from_loaded(
    loaded: LoadedResults,
    *,
    source: str = "",
    choice: AttemptChoice = AttemptChoice.BEST,
    roster: Sequence[RosterEntry] = (),
    expected: ExpectedSettings | None = None,
) -> ClassReport:
    """`build_report` for what `load_results` or `load_server_results` found."""
    return build_report(
        loaded.results,
        source=source,
        duplicates=loaded.duplicates,
        corrupt=loaded.corrupt,
        conflicts=loaded.conflicts,
        choice=choice,
        roster=roster,
        expected=expected,
    )
