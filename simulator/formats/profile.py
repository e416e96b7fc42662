"""Classroom exam profiles (`classroom.yaml`): the instructor's fixed exam settings.

Validated like bank files: safe YAML, unknown keys are errors, every problem is
reported as `PATH:LINE: message`. Reading a profile checks it on its own;
`check_against_banks` then checks it against the installed banks (an unknown bank or
topic, more questions than the chosen topics hold), which `profile check`, the build
and the classroom window all run before a student can start. The format is
documented in docs/classroom.md.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType

from yaml.nodes import MappingNode, Node, ScalarNode

from simulator.domain.blueprint import BankOutline
from simulator.domain.classroom import (
    MAX_EXTRA_TIME_PERCENT,
    MAX_STUDENT_ID_LENGTH,
    NO_ACCOMMODATION,
    Accommodation,
    ReviewPolicy,
    extended_minutes,
    settings_digest,
    student_key,
)
from simulator.domain.model import MAX_TIME_LIMIT_MINUTES, MAX_TITLE_LENGTH, invalid_id
from simulator.formats.problems import BankFileError, Problem, ProfileError, read_file_bytes
from simulator.formats.yamlnodes import NodeReader, compose, decode_utf8, line_of

PROFILE_FILE_NAME = "classroom.yaml"
PROFILE_SCHEMA = 1
#: Exams are drawn from the bank, so more questions than this never make sense.
MAX_PROFILE_QUESTIONS = 10_000
#: Seeds are stored as 32-bit integers (PostgreSQL's INTEGER).
MAX_SEED = 2**31 - 1
#: How many attempts a profile can allow each student.
MAX_ATTEMPTS = 100
#: Where a results server can live: PostgreSQL, whose roles let students hand in only.
SERVER_SCHEMES = ("postgresql",)
_REQUIRED = ("schema", "bank")
_OPTIONAL = (
    "results_folder",
    "results_server",
    "name",
    "question_count",
    "time_limit_minutes",
    "passing_score",
    "topics",
    "same_paper",
    "attempts",
    "review",
    "show_explanations",
    "ask_student",
    "lock_settings",
    "clock",
    "accommodations",
)


def _no_lines() -> Mapping[str, int]:
    return MappingProxyType({})


def _no_accommodations() -> Mapping[str, Accommodation]:
    return MappingProxyType({})


@dataclass(frozen=True)
class ExamProfile:
    """Settings an instructor fixes for a whole room.

    `paper_seed` is the seed every student's exam is drawn with when all students
    must get the same paper (same questions, same choice order); None gives each
    student a different paper. `lines` holds the line of each key given (and
    `topic_lines` of each topic), so later checks can point at the file.
    """

    path: Path
    bank: str
    results_folder: Path | None = None
    results_server: str | None = None
    name: str = "Classroom exam"
    question_count: int | None = None
    time_limit_minutes: int | None = None
    passing_score: float | None = None
    topics: tuple[str, ...] = ()
    paper_seed: int | None = None
    attempts: int = 1
    review: ReviewPolicy = ReviewPolicy.SCORE
    show_explanations: bool = False
    ask_student: bool = True
    lock_settings: bool = True
    wall_clock: bool = True  # time runs on while the app is closed (`clock: wall`)
    accommodations: Mapping[str, Accommodation] = field(default_factory=_no_accommodations)
    lines: Mapping[str, int] = field(default_factory=_no_lines)
    topic_lines: tuple[int, ...] = ()

    @property
    def destinations(self) -> list[str]:
        """Where each finished attempt goes: the folder and/or the server URL."""
        found = [str(self.results_folder)] if self.results_folder else []
        return found + ([self.results_server] if self.results_server else [])

    def line(self, key: str) -> int:
        """The line of `key` in the file (1 when it was not given)."""
        return self.lines.get(key, 1)

    def accommodation(self, student_id: str) -> Accommodation:
        """What the student with `student_id` is granted (nothing for most)."""
        return self.accommodations.get(student_key(student_id), NO_ACCOMMODATION)

    def time_limit_for(self, minutes: int, student_id: str) -> int:
        """The room's time limit `minutes` with this student's extra time."""
        return extended_minutes(minutes, self.accommodation(student_id).extra_time_percent)

    def settings(self) -> dict[str, object]:
        """The rules this profile sets, as plain values: what `digest` covers.

        Where results go (folder, server) is left out: a USB stick may be mounted
        elsewhere on each laptop without changing the exam.
        """
        return {
            "schema": PROFILE_SCHEMA,
            "name": self.name,
            "bank": self.bank,
            "question_count": self.question_count,
            "time_limit_minutes": self.time_limit_minutes,
            "passing_score": self.passing_score,
            "topics": sorted(self.topics),
            "paper_seed": self.paper_seed,
            "attempts": self.attempts,
            "review": self.review.value,
            "show_explanations": self.show_explanations,
            "ask_student": self.ask_student,
            "lock_settings": self.lock_settings,
            "clock": "wall" if self.wall_clock else "active",
            "accommodations": {
                key: value.as_dict() for key, value in sorted(self.accommodations.items())
            },
        }

    @property
    def digest(self) -> str:
        """The settings digest result files record and the report compares."""
        return settings_digest(self.settings())

    def summary(
        self, student_id: str = "", base_time_limit_minutes: int | None = None
    ) -> dict[str, object]:
        """What a result file records about the profile (and this student's accommodation);
        `base_time_limit_minutes`: the room's limit before the student's extra time."""
        return {
            "base_time_limit_minutes": base_time_limit_minutes,
            "name": self.name,
            "path": str(self.path),
            "same_paper": self.paper_seed is not None,
            "show_explanations": self.show_explanations,
            "review": self.review.value,
            "attempts": self.attempts,
            "clock": "wall" if self.wall_clock else "active",
            "settings_digest": self.digest,
            "accommodations": self.accommodation(student_id).as_dict(),
        }


@dataclass(frozen=True)
class ProfileSource:
    """Which profile a window runs with, and what its relative paths are relative to."""

    path: Path
    relative_to: Path


def locate_profile(
    explicit: Path | None, beside: Path | None, embedded: Path | None
) -> ProfileSource | None:
    """The profile to use: `explicit` (--profile), else one `beside` the executable; a
    build made with a profile (`embedded`) uses that one, relative to the executable's
    folder, and refuses any other copy that differs from it (an edited profile).

    Raises ProfileError naming the refused file.
    """
    candidate = explicit or (beside if beside is not None and beside.is_file() else None)
    if embedded is None:
        return None if candidate is None else ProfileSource(candidate, candidate.parent)
    base = beside.parent if beside is not None else embedded.parent
    if candidate is not None and _bytes(candidate) != _bytes(embedded):
        raise ProfileError(
            [
                Problem(
                    str(candidate),
                    1,
                    "this is not the classroom profile this app was built with (it differs, so "
                    "it was changed); the app runs only with its built-in profile. Remove this "
                    "file, or ask your instructor",
                )
            ]
        )
    return ProfileSource(embedded, base)


def _bytes(path: Path) -> bytes | None:
    try:
        return read_file_bytes(path, "the profile")
    except BankFileError:
        return None


def seed_from_name(name: str) -> int:
    """A stable seed for `same_paper: true`: every laptop derives the same one."""
    return int.from_bytes(hashlib.sha256(name.encode()).digest()[:4], "big") & 0x7FFFFFFF


def load_profile(path: Path, *, relative_to: Path | None = None) -> ExamProfile:
    """Read and validate a profile; raise ProfileError listing every problem.

    A relative `results_folder` is relative to the profile's folder, or to
    `relative_to` (a build's profile embedded in the executable: its folder).
    """
    try:
        return _load_profile(path, relative_to or path.parent)
    except BankFileError as exc:  # the shared YAML readers speak of bank files
        raise ProfileError(exc.problems) from None


def _load_profile(path: Path, base: Path) -> ExamProfile:
    name = str(path)
    data = read_file_bytes(path, "the profile")
    root = compose(decode_utf8(data, name), name)
    if root is None:
        raise ProfileError(
            [Problem(name, 1, "the profile is empty; it needs schema, bank and results_folder")]
        )
    reader = NodeReader(name)
    fields = reader.mapping(root, "profile", required=_REQUIRED, optional=_OPTIONAL)
    if fields is None:
        reader.raise_if_errors()
        raise AssertionError("unreachable")  # mapping() returned None only after an error
    profile = _read(reader, fields, path, base)
    reader.raise_if_errors()
    assert profile is not None
    return profile


def _read(
    reader: NodeReader, fields: dict[str, Node], path: Path, base: Path
) -> ExamProfile | None:
    if "schema" in fields:
        schema = reader.integer(fields["schema"], "schema")
        if schema is not None and schema != PROFILE_SCHEMA:
            reader.error(
                fields["schema"],
                f"unsupported profile schema {schema}; this version reads schema {PROFILE_SCHEMA}",
            )
    bank = _identifier(reader, fields, "bank", "bank")
    folder_text = (
        reader.text(fields["results_folder"], "results_folder", max_length=4096)
        if "results_folder" in fields
        else None
    )
    server = (
        reader.text(fields["results_server"], "results_server", max_length=4096)
        if "results_server" in fields
        else None
    )
    if server is not None and not _is_server_url(server):
        reader.error(
            fields["results_server"],
            "results_server is a database URL: the student URL of a PostgreSQL results "
            "server, e.g. postgresql+psycopg://class_student:PASSWORD@10.0.0.5/class (printed "
            "by `exam-simulator classroom server init`)",
        )
    if "results_folder" not in fields and "results_server" not in fields:
        reader.error(1, "a profile needs results_folder, results_server or both: where results go")
    title = (
        reader.text(fields["name"], "name", max_length=MAX_TITLE_LENGTH)
        if "name" in fields
        else "Classroom exam"
    )
    count = _bounded(reader, fields, "question_count", 1, MAX_PROFILE_QUESTIONS, "at least 1")
    limit = _bounded(
        reader, fields, "time_limit_minutes", 0, MAX_TIME_LIMIT_MINUTES, "0 (untimed) or more"
    )
    passing = None
    if "passing_score" in fields:
        passing = reader.number(fields["passing_score"], "passing_score")
        if passing is not None and not 0 <= passing <= 1:
            reader.error(
                fields["passing_score"],
                f"passing_score is a fraction from 0 to 1 (e.g. 0.7 for 70%), not {passing:g}",
            )
    topics, topic_lines = _topics(reader, fields.get("topics"))
    seed = _paper_seed(reader, fields.get("same_paper"), title or "Classroom exam")
    attempts = _bounded(reader, fields, "attempts", 1, MAX_ATTEMPTS, "at least 1")
    flags = {
        key: reader.boolean(fields[key], key) if key in fields else default
        for key, default in (
            ("show_explanations", False),
            ("ask_student", True),
            ("lock_settings", True),
        )
    }
    review = _review(reader, fields, bool(flags["show_explanations"]))
    wall_clock = _wall_clock(reader, fields.get("clock"))
    accommodations = _accommodations(reader, fields.get("accommodations"))
    if reader.errors or bank is None or title is None:
        return None
    folder = None
    if folder_text is not None:
        folder = Path(folder_text).expanduser()
        if not folder.is_absolute():
            folder = base / folder  # relative to the profile: a USB stick can carry both
    return ExamProfile(
        path=path,
        bank=bank,
        results_folder=folder,
        results_server=server,
        name=title,
        question_count=count,
        time_limit_minutes=limit,
        passing_score=passing,
        topics=topics,
        paper_seed=seed,
        attempts=attempts or 1,
        review=review,
        show_explanations=bool(flags["show_explanations"]),
        ask_student=bool(flags["ask_student"]),
        lock_settings=bool(flags["lock_settings"]),
        wall_clock=wall_clock,
        accommodations=MappingProxyType(accommodations),
        lines=MappingProxyType({key: line_of(node) for key, node in fields.items()}),
        topic_lines=topic_lines,
    )


def _identifier(reader: NodeReader, fields: dict[str, Node], key: str, what: str) -> str | None:
    if key not in fields:
        return None
    value = reader.text(fields[key], key, max_length=100)
    problem = invalid_id(what, value)
    if problem:
        reader.error(fields[key], problem)
        return None
    return value


def _topics(reader: NodeReader, node: Node | None) -> tuple[tuple[str, ...], tuple[int, ...]]:
    if node is None:
        return (), ()
    items = reader.sequence(node, "topics")
    if items is None:
        return (), ()
    if not items:
        reader.error(node, "topics is an empty list; leave it out to use every topic")
    topics: list[str] = []
    lines: list[int] = []
    for item in items:
        value = reader.text(item, "topics item", max_length=100)
        problem = invalid_id("topic id", value)
        if problem:
            reader.error(item, problem)
        elif value is not None and value in topics:
            reader.error(item, f"topic '{value}' is listed twice")
        elif value is not None:
            topics.append(value)
            lines.append(line_of(item))
    return tuple(topics), tuple(lines)


def _review(reader: NodeReader, fields: dict[str, Node], show_explanations: bool) -> ReviewPolicy:
    """`review`; without it, explanations imply the full review, as older profiles meant."""
    if "review" not in fields:
        return ReviewPolicy.ANSWERS if show_explanations else ReviewPolicy.SCORE
    value = reader.text(fields["review"], "review")
    allowed = ", ".join(policy.value for policy in ReviewPolicy)
    if value is None or value not in ReviewPolicy._value2member_map_:
        if value is not None:
            reader.error(fields["review"], f"review is one of {allowed}, not '{value}'")
        return ReviewPolicy.SCORE
    review = ReviewPolicy(value)
    if show_explanations and not review.shows_answers:
        reader.error(
            fields["show_explanations"],
            f"show_explanations: true needs review: {ReviewPolicy.ANSWERS.value} (with review: "
            f"{review.value} students never see the answers the explanations are about)",
        )
    return review


def _wall_clock(reader: NodeReader, node: Node | None) -> bool:
    if node is None:
        return True
    clock = reader.text(node, "clock")
    if clock is not None and clock not in ("active", "wall"):
        reader.error(
            node,
            "clock is 'wall' (the default: time runs on while the app is closed, as in an "
            "exam room) or 'active' (only time in the exam counts)",
        )
    return clock != "active"


def _accommodations(reader: NodeReader, node: Node | None) -> dict[str, Accommodation]:
    """`accommodations: {s-017: {extra_time_percent: 50}}`: per student ID."""
    if node is None:
        return {}
    if not isinstance(node, MappingNode):
        reader.error(
            node,
            "accommodations is a mapping of student IDs, e.g. "
            "accommodations: {s-017: {extra_time_percent: 50}}",
        )
        return {}
    granted: dict[str, Accommodation] = {}
    for key_node, value_node in node.value:
        student = reader.text(
            key_node, "accommodations: student ID", max_length=MAX_STUDENT_ID_LENGTH
        )
        fields = reader.mapping(
            value_node, f"accommodations of {student}", optional=("extra_time_percent",)
        )
        if student is None or fields is None:
            continue
        key = student_key(student)
        if key in granted:
            reader.error(key_node, f"accommodations: student ID '{student}' is listed twice")
            continue
        percent = 0
        if "extra_time_percent" in fields:
            percent = (
                reader.integer(
                    fields["extra_time_percent"],
                    f"extra_time_percent of {student}",
                    low=1,
                    high=MAX_EXTRA_TIME_PERCENT,
                )
                or 0
            )
        granted[key] = Accommodation(extra_time_percent=percent)
    return granted


def _bounded(
    reader: NodeReader, fields: dict[str, Node], key: str, low: int, high: int, wording: str
) -> int | None:
    """A whole number from `low` to `high`; too small says `key must be <wording>`."""
    if key not in fields:
        return None
    value = reader.integer(fields[key], key)
    if value is None:
        return None
    if value < low:
        reader.error(fields[key], f"{key} must be {wording}")
        return None
    if value > high:
        reader.error(fields[key], f"{key} must be at most {high}")
        return None
    return value


def _is_server_url(text: str) -> bool:
    scheme, separator, rest = text.partition("://")
    return bool(separator and rest) and scheme.split("+", 1)[0] in SERVER_SCHEMES


def _paper_seed(reader: NodeReader, node: Node | None, name: str) -> int | None:
    """`same_paper`: true (seed from the profile name), false, or an explicit integer seed."""
    if node is None:
        return None
    tag = node.tag if isinstance(node, ScalarNode) else ""
    if tag == "tag:yaml.org,2002:bool":
        return seed_from_name(name) if reader.boolean(node, "same_paper") else None
    if tag == "tag:yaml.org,2002:int":
        return reader.integer(node, "same_paper seed", low=0, high=MAX_SEED)
    reader.error(node, "same_paper is true, false, or a whole-number seed")
    return None


# --- against the installed banks -------------------------------------------------------


def check_against_banks(profile: ExamProfile, banks: Mapping[str, BankOutline]) -> list[Problem]:
    """What makes `profile` unusable with these banks, each at its line of the profile:
    an unknown bank or topic, or more questions than the chosen topics hold."""
    where = str(profile.path)
    bank = banks.get(profile.bank)
    if bank is None:
        known = ", ".join(sorted(banks)) or "none"
        return [
            Problem(
                where,
                profile.line("bank"),
                f"there is no bank '{profile.bank}' (installed: {known}); import it first "
                "(exam-simulator bank import FILE) or correct the id",
            )
        ]
    problems = [
        Problem(
            where,
            line,
            f"bank '{bank.id}' has no topic '{topic}' (its topics: {', '.join(bank.topic_sizes)})",
        )
        for topic, line in zip(profile.topics, profile.topic_lines, strict=True)
        if topic not in bank.topic_sizes
    ]
    chosen = [t for t in profile.topics if t in bank.topic_sizes] or list(bank.topic_sizes)
    pool = sum(bank.topic_sizes[topic] for topic in chosen)
    if profile.question_count is not None and profile.question_count > pool:
        which = "its topics" if not profile.topics else "the chosen topics"
        sizes = ", ".join(f"{topic}: {bank.topic_sizes[topic]}" for topic in chosen)
        problems.append(
            Problem(
                where,
                profile.line("question_count"),
                f"question_count {profile.question_count} is more than the {pool} questions "
                f"{which} hold ({sizes})",
            )
        )
    if pool == 0:
        problems.append(Problem(where, profile.line("bank"), f"bank '{bank.id}' has no questions"))
    return problems
