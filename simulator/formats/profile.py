"""Classroom exam profiles (`classroom.yaml`): the instructor's fixed exam settings.

Validated like bank files: safe YAML, unknown keys are errors, every problem is
reported as `PATH:LINE: message`. The format is documented in docs/classroom.md.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path

from yaml.nodes import Node, ScalarNode

from simulator.domain.model import MAX_TIME_LIMIT_MINUTES
from simulator.formats.problems import BankFileError, Problem, ProfileError, read_file_bytes
from simulator.formats.yamlnodes import NodeReader, compose, decode_utf8

PROFILE_FILE_NAME = "classroom.yaml"
PROFILE_SCHEMA = 1
#: Exams are drawn from the bank, so more questions than this never make sense.
MAX_PROFILE_QUESTIONS = 10_000
#: Seeds are stored as 32-bit integers (PostgreSQL's INTEGER).
MAX_SEED = 2**31 - 1
#: Where a results server can live: database URLs the app has drivers for.
SERVER_SCHEMES = ("postgresql", "sqlite")
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
    "show_explanations",
    "ask_student",
    "lock_settings",
    "clock",
)


@dataclass(frozen=True)
class ExamProfile:
    """Settings an instructor fixes for a whole room.

    `paper_seed` is the seed every student's exam is drawn with when all students
    must get the same paper (same questions, same choice order); None gives each
    student a different paper.
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
    show_explanations: bool = False
    ask_student: bool = True
    lock_settings: bool = True
    wall_clock: bool = False  # `clock: wall`: time runs on while the app is closed
    extra: dict[str, object] = field(default_factory=dict)

    @property
    def destinations(self) -> list[str]:
        """Where each finished attempt goes: the folder and/or the server URL."""
        found = [str(self.results_folder)] if self.results_folder else []
        return found + ([self.results_server] if self.results_server else [])

    def summary(self) -> dict[str, object]:
        """What a result file records about the profile."""
        return {
            "name": self.name,
            "path": str(self.path),
            "same_paper": self.paper_seed is not None,
            "show_explanations": self.show_explanations,
            "clock": "wall" if self.wall_clock else "active",
        }


def seed_from_name(name: str) -> int:
    """A stable seed for `same_paper: true`: every laptop derives the same one."""
    return int.from_bytes(hashlib.sha256(name.encode()).digest()[:4], "big") & 0x7FFFFFFF


def load_profile(path: Path) -> ExamProfile:
    """Read and validate a profile; raise ProfileError listing every problem."""
    try:
        return _load_profile(path)
    except BankFileError as exc:  # the shared YAML readers speak of bank files
        raise ProfileError(exc.problems) from None


def _load_profile(path: Path) -> ExamProfile:
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
    profile = _read(reader, fields, path)
    reader.raise_if_errors()
    assert profile is not None
    return profile


def _read(reader: NodeReader, fields: dict[str, Node], path: Path) -> ExamProfile | None:
    if "schema" in fields:
        schema = reader.integer(fields["schema"], "schema")
        if schema is not None and schema != PROFILE_SCHEMA:
            reader.error(
                fields["schema"],
                f"unsupported profile schema {schema}; this version reads schema {PROFILE_SCHEMA}",
            )
    bank = reader.text(fields["bank"], "bank") if "bank" in fields else None
    folder_text = (
        reader.text(fields["results_folder"], "results_folder")
        if "results_folder" in fields
        else None
    )
    server = (
        reader.text(fields["results_server"], "results_server")
        if "results_server" in fields
        else None
    )
    if server is not None and not _is_database_url(server):
        reader.error(
            fields["results_server"],
            "results_server is a database URL, e.g. postgresql+psycopg://user:password@host/db "
            "(schemes: postgresql, postgresql+psycopg, sqlite)",
        )
    if "results_folder" not in fields and "results_server" not in fields:
        reader.error(1, "a profile needs results_folder, results_server or both: where results go")
    title = reader.text(fields["name"], "name") if "name" in fields else "Classroom exam"
    count = _bounded(reader, fields, "question_count", 1, MAX_PROFILE_QUESTIONS, "at least 1")
    limit = _bounded(
        reader,
        fields,
        "time_limit_minutes",
        0,
        MAX_TIME_LIMIT_MINUTES,
        "0 (untimed) or more",
    )
    passing = None
    if "passing_score" in fields:
        passing = reader.number(fields["passing_score"], "passing_score")
        if passing is not None and not 0 <= passing <= 1:
            reader.error(
                fields["passing_score"],
                f"passing_score is a fraction from 0 to 1 (e.g. 0.7 for 70%), not {passing:g}",
            )
    topics = reader.text_list(fields["topics"], "topics") if "topics" in fields else ()
    seed = _paper_seed(reader, fields.get("same_paper"), title or "Classroom exam")
    flags = {
        key: reader.boolean(fields[key], key) if key in fields else default
        for key, default in (
            ("show_explanations", False),
            ("ask_student", True),
            ("lock_settings", True),
        )
    }
    wall_clock = False
    if "clock" in fields:
        clock = reader.text(fields["clock"], "clock")
        if clock is not None and clock not in ("active", "wall"):
            reader.error(
                fields["clock"],
                "clock is 'active' (time in the exam counts) or 'wall' (time runs on while the "
                "app is closed, for proctored exams)",
            )
        wall_clock = clock == "wall"
    if reader.errors or bank is None or title is None:
        return None
    folder = None
    if folder_text is not None:
        folder = Path(folder_text).expanduser()
        if not folder.is_absolute():
            folder = path.parent / folder  # relative to the profile: a USB stick can carry both
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
        show_explanations=bool(flags["show_explanations"]),
        ask_student=bool(flags["ask_student"]),
        lock_settings=bool(flags["lock_settings"]),
        wall_clock=wall_clock,
    )


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


def _is_database_url(text: str) -> bool:
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
