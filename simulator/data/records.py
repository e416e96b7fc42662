"""The values the data layer hands out: plain dataclasses, importable without SQLAlchemy.

Services and the GUI work with these (and with domain values), never with ORM rows,
and the start page can receive them without loading the ORM at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from simulator.domain.blueprint import BankOutline, Mode
from simulator.domain.model import ExamDefaults, Question

if TYPE_CHECKING:  # annotations only: the start-up path imports this module
    from simulator.domain.paper import AnswerState, Exam


def utcnow() -> datetime:
    return datetime.now(UTC)


def as_utc(moment: datetime) -> datetime:
    """A stored time as an aware UTC datetime: SQLite hands them back naive."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment


class AttemptStatus(StrEnum):
    """Where an attempt stands; the value is what `attempts.status` holds."""

    IN_PROGRESS = "in_progress"
    SUBMITTED = "submitted"
    TIMED_OUT = "timed_out"
    ABANDONED = "abandoned"


#: Attempts that count in history, reports and statistics.
FINISHED = (AttemptStatus.SUBMITTED, AttemptStatus.TIMED_OUT)


class AttemptConflictError(Exception):
    """Another window changed the attempt this one was writing; nothing was written."""

    def __init__(self, attempt_id: int, message: str) -> None:
        super().__init__(message)
        self.attempt_id = attempt_id


class AttemptClosedError(AttemptConflictError):
    """The attempt is no longer in progress: submitted (or timed out) or discarded
    in another window."""

    def __init__(self, attempt_id: int, status: AttemptStatus) -> None:
        what = "discarded" if status is AttemptStatus.ABANDONED else "submitted"
        super().__init__(attempt_id, f"This attempt was already {what} (in another window).")
        self.status = status


class AttemptTakenOverError(AttemptConflictError):
    """Another window resumed the attempt and writes it now."""

    def __init__(self, attempt_id: int) -> None:
        super().__init__(
            attempt_id, "This attempt was resumed in another window, which holds it now."
        )


@dataclass(frozen=True)
class StoredPaper:
    """Where an attempt's paper is stored: its row, its UUID, its bank's row, and per
    question its answer row and its question row."""

    attempt_id: int
    uuid: str
    bank_id: int
    answer_ids: tuple[int, ...]
    question_ids: tuple[int, ...]


@dataclass(frozen=True)
class UnfinishedAttempt:
    """What the start page needs to offer "Resume"."""

    attempt_id: int
    bank_id: str
    mode: Mode
    answered: int
    total: int
    started_at: datetime
    remaining_seconds: float | None  # on a wall clock: until the deadline, as of the read
    student_id: str = ""
    wall_clock: bool = False
    held_elsewhere: bool = False  # a live window runs it (data/holders.py): not to discard


def remaining_seconds(
    minutes: int, elapsed: float, deadline: datetime | None, now: datetime
) -> float | None:
    """Time left of an unfinished attempt: the wall-clock deadline's, if it has one (time
    passed while the app was closed counts), else the limit minus the time spent in it."""
    if minutes <= 0:
        return None
    left = minutes * 60 - elapsed
    if deadline is not None:
        left = min(left, (as_utc(deadline) - now).total_seconds())
    return max(0.0, left)


@dataclass(frozen=True)
class StoredAttempt:
    """An attempt rebuilt from its rows: the paper, the answers and what surrounds them."""

    attempt_id: int
    uuid: str
    status: AttemptStatus
    bank_id: str
    bank_title: str
    bank_content_hash: str
    topic_titles: dict[str, str]
    exam: Exam
    answers: tuple[AnswerState, ...]
    paper: StoredPaper
    current_index: int
    elapsed_seconds: float
    deadline_at: datetime | None  # proctored exams: when time runs out, app open or not
    timed_out: bool
    started_at: datetime
    finished_at: datetime | None
    student_name: str
    student_id: str
    profile: dict[str, Any]
    extra_time_percent: int = 0
    downtime_seconds: float = 0.0
    saved_at: datetime | None = None


@dataclass(frozen=True)
class AttemptSummary:
    """One finished attempt as a row of the history table (times in UTC)."""

    attempt_id: int
    mode: Mode
    started_at: datetime
    finished_at: datetime
    correct: int
    total: int
    percent: float
    passed: bool
    time_used_seconds: float
    timed_out: bool


@dataclass(frozen=True, slots=True)
class SyncCounts:
    """What a bank import changed, for the message the user sees."""

    added: int = 0
    updated: int = 0
    retired: int = 0
    unchanged: int = 0
    kept: int = 0  # questions whose changes made in the app were kept (not the file's)
    restored: bool = False  # the bank had been deleted; the import brought it back

    @property
    def changed(self) -> bool:
        return bool(self.added or self.updated or self.retired or self.restored)


@dataclass(frozen=True, slots=True)
class TopicCount:
    key: str
    title: str
    questions: int


@dataclass(frozen=True, slots=True)
class BankSummary:
    """A bank as the bank list shows it: no question texts, just counts."""

    key: str
    title: str
    description: str
    question_count: int
    multi_select_count: int
    topics: tuple[TopicCount, ...]
    exam: ExamDefaults
    content_hash: str
    deleted: bool = False  # listed only where asked for (History keeps their attempts)

    def outline(self) -> BankOutline:
        return BankOutline(
            self.key, self.title, self.exam, {t.key: t.questions for t in self.topics}
        )


@dataclass(frozen=True, slots=True)
class QuestionReport:
    """A candidate's "Report a problem with this question" note."""

    id: int
    note: str
    reported_at: datetime
    resolved: bool


@dataclass(frozen=True)
class StoredQuestion:
    """A question as the editor opens it: content (choice ids are row ids), the version
    a save must still find, and what the workshop shows beside it."""

    bank_id: str
    question: Question
    version: int
    retired: bool
    edited: bool
    reports: tuple[QuestionReport, ...] = ()

    @property
    def open_reports(self) -> tuple[QuestionReport, ...]:
        return tuple(r for r in self.reports if not r.resolved)


@dataclass(frozen=True, slots=True)
class QuestionListing:
    """One question as the bank browser and `exam-simulator questions` list it.

    `kind` is "single" or "multi" for choice questions, else the question's type
    ("matching", "ordering", "short-answer", "numeric"); `search_text` is what a search
    looks in: the id, prompt, choices (or the other types' parts), whys and explanations,
    folded once (lower case, no accents: domain.question_search.fold), so a
    100,000-question bank is held once; `last_missed_attempt` is the newest finished
    attempt that missed it (row id, for "missed recently"); `scenario` is the id of the
    case study it belongs to ("" for none).
    """

    id: str
    topic: str
    kind: str
    prompt: str
    search_text: str
    seen: int
    correct: int
    last_missed_attempt: int | None
    due: datetime | None
    reported: int
    retired: bool
    edited: bool
    scenario: str = ""

    @property
    def has_images(self) -> bool:
        return "![" in self.search_text

    @property
    def question_type(self) -> str:
        """The `type:` as a bank file names it (DESIGN.md section 3): "choice" for single-
        and multi-select alike, else the kind."""
        return "choice" if self.kind in ("single", "multi") else self.kind

    @property
    def select(self) -> str | None:
        """ "single" or "multi" for a choice question (one right choice or several); None
        for the other types."""
        return self.kind if self.kind in ("single", "multi") else None
