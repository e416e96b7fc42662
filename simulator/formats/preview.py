"""What importing a file would give, before anything is stored: the import preview.

`bank import --dry-run`, `bank convert` and the Banks page's preview dialog show the
same facts: the format and family detected, the questions found, imported and
skipped (by reason, with PATH:LINE, and by question type), the topics, a sample
question, and for a spreadsheet what each column was read as. Building them
reads nothing but the converted bank; rendering them is the caller's.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from simulator.domain.model import Question
from simulator.domain.question_types import Matching, Numeric, Ordering, Payload, ShortAnswer
from simulator.formats.drafts import ColumnInfo, skip_reason
from simulator.formats.problems import Problem
from simulator.formats.sources import SourceFile

SKIPPED_PREFIX = "question skipped: "
#: How many PATH:LINE places a reason lists before "and N more".
PLACES_SHOWN = 5


@dataclass(frozen=True, slots=True)
class SkipGroup:
    """Questions skipped for one reason: how many, and where."""

    reason: str
    places: tuple[Problem, ...]

    @property
    def count(self) -> int:
        return len(self.places)


@dataclass(frozen=True, slots=True)
class ImportPreview:
    """The facts about one read file that the user checks before importing it."""

    path: str
    format: str
    family: str
    found: int
    imported: int
    found_by_type: dict[str, int]
    imported_by_type: dict[str, int]
    skipped: tuple[SkipGroup, ...]
    topics: tuple[tuple[str, int], ...]  # (title, questions)
    sample: Question | None
    columns: tuple[ColumnInfo, ...] = ()
    other_warnings: tuple[Problem, ...] = field(default=())

    @property
    def skipped_count(self) -> int:
        return sum(group.count for group in self.skipped)


def question_type(question: Question) -> str:
    """A question's type as the preview names it."""
    if question.payload is not None:
        return question.type.label
    if question.choose > 1:
        return "multiple choice (several answers)"
    if [c.text for c in question.choices] in (["True", "False"], ["False", "True"]):
        return "true/false"
    return "multiple choice"


def preview_of(source: SourceFile) -> ImportPreview:
    """The preview of a file already read (nothing is stored)."""
    converted = source.converted
    bank = converted.bank
    imported_types = Counter(question_type(q) for q in bank.questions)
    skips = [w for w in converted.warnings if w.message.startswith(SKIPPED_PREFIX)]
    groups: dict[str, list[Problem]] = {}
    skipped_types: Counter[str] = Counter()
    for warning in skips:
        reason = warning.reason or skip_reason(warning.message)
        groups.setdefault(reason, []).append(warning)
        skipped_types[warning.kind or "multiple choice"] += 1
    found_types = imported_types + skipped_types
    topic_sizes = Counter(q.topic for q in bank.questions)
    topics = tuple((t.title, topic_sizes[t.id]) for t in bank.topics if topic_sizes[t.id])
    return ImportPreview(
        path=source.path,
        format=converted.format,
        family=source.family,
        found=converted.found,
        imported=converted.imported,
        found_by_type=dict(found_types.most_common()),
        imported_by_type=dict(imported_types.most_common()),
        skipped=tuple(
            SkipGroup(reason, tuple(places))
            for reason, places in sorted(groups.items(), key=lambda item: -len(item[1]))
        ),
        topics=topics,
        sample=bank.questions[0] if bank.questions else None,
        columns=converted.columns,
        other_warnings=tuple(w for w in converted.warnings if w not in skips),
    )


def preview_lines(preview: ImportPreview) -> list[str]:
    """The preview as text, one fact a line (the command line's `--dry-run` report)."""
    p = preview
    lines = [f"{p.path}: {p.format} ({p.family})"]
    found_types = ", ".join(f"{n} {kind}" for kind, n in p.found_by_type.items())
    lines.append(
        f"  found {p.found} question{'' if p.found == 1 else 's'}"
        + (f": {found_types}" if found_types else "")
    )
    imported_types = ", ".join(f"{n} {kind}" for kind, n in p.imported_by_type.items())
    lines.append(f"  imported {p.imported}" + (f": {imported_types}" if imported_types else ""))
    if p.skipped:
        lines.append(f"  skipped {p.skipped_count}:")
        for group in p.skipped:
            places = ", ".join(f"{w.path}:{w.line}" for w in group.places[:PLACES_SHOWN])
            more = group.count - PLACES_SHOWN
            tail = f" and {more} more" if more > 0 else ""
            lines.append(f"    {group.reason} ({group.count}): {places}{tail}")
    if p.columns:
        lines.append("  columns:")
        lines += [f"    {_column(c)}" for c in p.columns]
    if p.topics:
        shown = ", ".join(f"{title} ({n})" for title, n in p.topics[:10])
        rest = f", and {len(p.topics) - 10} more" if len(p.topics) > 10 else ""
        lines.append(f"  topics: {shown}{rest}")
    if p.sample is not None:
        lines.append("  sample question:")
        lines += [f"    {line}" for line in sample_lines(p.sample)]
    return lines


def _column(column: ColumnInfo) -> str:
    how = {"name": "by name", "similar name": "by a similar name", "content": "by content"}
    said = how.get(column.how, "")
    role = column.role
    if role == "choice":
        role = f"choice {chr(ord('A') + column.position)}"
    elif column.how == "why":
        role = f"why choice {chr(ord('A') + column.position)} is right or wrong"
    return f"{column.name or '(no name)'}: {role}" + (f" ({said})" if said else "")


def sample_lines(question: Question) -> list[str]:
    """A question as the exam shows it, in plain lines: prompt, lettered choices, the key."""
    lines = [" ".join(line.split()) for line in question.prompt.split("\n") if line.strip()][:6]
    payload = question.payload
    if payload is not None:
        lines += [f"  {line}" for line in _answer_lines(payload)]
        lines.append(f"Explanation: {question.explanation.short}")
        return lines
    if question.choose > 1:
        lines.append(f"(Choose {question.choose})")
    for index, choice in enumerate(question.choices):
        mark = "*" if choice.correct else " "
        lines.append(f"{mark} {chr(ord('A') + index)}. {' '.join(choice.text.split())}")
    lines.append(f"Explanation: {question.explanation.short}")
    return lines


def _answer_lines(payload: Payload) -> list[str]:
    """What a matching, ordering, short-answer or numeric question expects, in plain lines."""
    if isinstance(payload, Matching):
        lines = [f"{pair.left} -> {pair.right}" for pair in payload.pairs]
        return lines + [f"(also offered: {text})" for text in payload.distractors]
    if isinstance(payload, Ordering):
        return [f"{place}. {item}" for place, item in enumerate(payload.items, 1)]
    if isinstance(payload, ShortAnswer):
        return [f"accepted: {'; '.join(payload.answers)}"]
    assert isinstance(payload, Numeric)  # a file's question is never sealed
    return [
        "accepted: "
        + "; ".join(
            f"{answer.value:g}" + (f" ± {answer.tolerance:g}" if answer.tolerance else "")
            for answer in payload.answers
        )
    ]
