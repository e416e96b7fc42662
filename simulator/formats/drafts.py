"""What the foreign readers fill in: draft questions as a file states them, nothing checked.

Every foreign reader (GIFT, Moodle XML, Aiken, CSV, Markdown practice exams) only
says what the file contains: `DraftQuestion`s with the line they start on, gathered in
a `DraftBank` with the questions it skipped and why. The app's rules are applied once
for all of them by `draft_rules.build_bank`, which turns a `DraftBank` into the
`ConvertedBank` defined here; the readers never import those rules, the rules never
know a file format.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from simulator.domain.model import Bank, Exhibit
from simulator.domain.question_types import Payload
from simulator.formats.problems import Problem

TYPES_READ = (
    "the types practised here are multiple choice, true/false, matching, ordering,"
    " short answer, numerical and missing word"
)
#: Moodle's full marks (GIFT `%100%`, XML fraction="100"), with room for its rounding.
FULL_CREDIT = 99.99
#: A `/` inside one category name (Moodle's `//`), told apart from the path's separators.
SLASH_IN_NAME = "\ue02f"


@dataclass(slots=True)
class DraftChoice:
    text: str
    correct: bool = False
    why: str = ""


@dataclass(slots=True)
class DraftQuestion:
    """One question as a source states it; nothing checked yet."""

    line: int
    prompt: str
    choices: list[DraftChoice]
    explanation: str = ""
    category: str | None = None  # a category path such as "Networking/VPC"
    source_id: str | None = None  # an id the source carries (Moodle idnumber, GIFT [id:])
    tags: tuple[str, ...] = ()
    shuffle: bool = True
    # A matching, ordering, short-answer or numeric question (no choices then).
    payload: Payload | None = None


@dataclass(frozen=True, slots=True)
class ColumnInfo:
    """One column of a question sheet: its name and what it was read as (for the preview)."""

    name: str
    role: str  # one of csv_columns.ROLES
    position: int = 0  # the choice's place (0 for A) when `role` is "choice"
    how: str = ""  # "name", "similar name", "content", "mapping", or "" when unused


@dataclass(slots=True)
class DraftBank:
    """What a reader found in one file: questions, their count, and what it left out."""

    path: str
    format: str
    title: str | None = None
    questions: list[DraftQuestion] = field(default_factory=list)
    found: int = 0  # questions seen, including those the reader skipped
    problems: list[Problem] = field(default_factory=list)
    exhibits: tuple[Exhibit, ...] = ()
    category_ids: dict[str, str] = field(default_factory=dict)
    category_descriptions: dict[str, str] = field(default_factory=dict)
    columns: tuple[ColumnInfo, ...] = ()  # a sheet's columns and their roles

    def add(self, question: DraftQuestion) -> None:
        self.found += 1
        self.questions.append(question)

    def skip(self, line: int, message: str, reason: str = "", kind: str = "") -> None:
        """A question the app cannot represent: counted, and named in one warning.

        `reason` says why in a few words, for the import preview's tally; `kind` is
        the question's type when it is not multiple choice.
        """
        self.found += 1
        self.problems.append(
            Problem(
                self.path,
                line,
                f"question skipped: {message}",
                True,
                reason or skip_reason(message),
                kind,
            )
        )

    def warn(self, line: int, message: str) -> None:
        self.problems.append(Problem(self.path, line, message, warning=True))

    def skip_type(self, line: int, name: str, kind: str) -> None:
        """A question of a type the app does not practise (essay, cloze, drag onto image…)."""
        article = "an" if kind[:1].lower() in "aeiou" else "a"
        self.skip(
            line,
            f"{name} is {article} {kind} question; {TYPES_READ}",
            f"{kind.split(' (')[0]} question",
            kind.split(" (")[0],
        )

    def partial_credit(self, line: int, name: str, answer: str, weight: float) -> None:
        """A Moodle answer worth part of the marks, in a question with one right answer."""
        self.warn(
            line,
            f"{name}: the partial-credit answer '{answer}' ({weight:g}%) counts as wrong;"
            " an answer here is right or wrong",
        )

    def all_of(self, line: int, name: str, count: int) -> None:
        """A GIFT question with several `=` answers among `~` ones, read as multi-answer."""
        self.warn(
            line,
            f"{name} has {count} right answers ('='); Moodle accepts any one of them, here"
            f" the question asks for all {count}",
        )

    def skip_any_of(self, line: int, name: str, count: int) -> None:
        """A Moodle single-answer question with several full-credit answers."""
        self.skip(
            line,
            f"{name} accepts any one of {count} answers; here a question has one right"
            " answer or asks for all of several",
            "any one of several answers",
        )


@dataclass(frozen=True, slots=True)
class ImportOptions:
    """Choices the user makes when reading a question file (the command-line flags).

    `format` forces a format instead of detecting it; the others apply to files that
    are not schema-1 banks, which carry their own id, title and topics.
    """

    bank_id: str | None = None
    title: str | None = None
    topic: str | None = None
    classify: bool = False
    strict: bool = False
    format: str | None = None
    columns: str | None = None  # a CSV column mapping: "question=pergunta,choices=A..E,…"


@dataclass(frozen=True, slots=True)
class ConvertedBank:
    """A bank read from any supported file, with what was found and what was skipped."""

    bank: Bank
    format: str
    found: int
    warnings: tuple[Problem, ...] = ()
    columns: tuple[ColumnInfo, ...] = ()  # a sheet's columns and what each was read as

    @property
    def imported(self) -> int:
        return len(self.bank.questions)

    @property
    def skipped(self) -> int:
        return max(0, self.found - self.imported)

    def summary(self) -> str:
        """What was imported, e.g. "imported 707 of 710 questions; 3 skipped".

        Empty for the app's own YAML: a schema-1 bank is imported whole or not at all.
        """
        if self.format == "yaml":
            return ""
        noun = "question" if self.found == 1 else "questions"
        text = f"imported {self.imported} of {self.found} {noun}"
        return f"{text}; {self.skipped} skipped" if self.skipped else text


# --- categories and skip reasons ---------------------------------------------------------


def category_path(raw: str, is_root: Callable[[str], bool]) -> str:
    """A Moodle category without its roots: `$course$/top/Networking/VPC` -> `Networking/VPC`.

    Moodle writes a `/` inside a category name as `//`; it stays a `/` of that name
    (kept as `SLASH_IN_NAME` while the path is split). Each format says which segments
    are roots (`$course$`, `$system$`…).
    """
    segments = raw.strip().replace("//", SLASH_IN_NAME).split("/")
    kept = [s.strip() for s in segments]
    kept = [s for s in kept if s and not is_root(s)]
    if kept and kept[0].casefold() == "top":
        kept = kept[1:]
    return "/".join(kept)


#: Why questions are skipped, in a few words: (words in the message, the reason).
_REASONS = (
    ("no question text", "no question text"),
    ("choice", "wrong number of choices"),
    ("is empty", "an empty choice"),
    ("appears twice", "the same choice twice"),
    ("no choice is marked", "no correct answer marked"),
    ("names none of", "the answer names no choice"),
    ("without an answer line", "no answer line"),
    ("before any question", "a choice before any question"),
    ("no answer choices found", "no choices"),
    ("disagree", "marks and answer key disagree"),
    ("never closed", "answer block never closed"),
    ("text before its first", "text before the answers"),
    ("any one of", "any one of several answers"),
)


def skip_reason(message: str) -> str:
    """A skipped question's reason in a few words, for tallies ("no correct answer marked")."""
    for words, reason in _REASONS:
        if words == "choice" and re.search(r"has \d+ choices?; a question needs", message):
            return reason
        if words != "choice" and words in message:
            return reason
    return "cannot be used"
