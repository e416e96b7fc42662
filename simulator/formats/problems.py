"""Problems found in a file a user wrote (bank, profile, keyword list), as `PATH:LINE: message`."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from simulator.formats.files import MAX_INPUT_BYTES, read_bounded


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong (or, with `warning=True`, merely odd) at a line of a file."""

    path: str
    line: int
    message: str
    warning: bool = False
    reason: str = ""  # for a skipped question: why, in a few words ("no correct answer")
    kind: str = ""  # for a skipped question of another type: the type ("essay")

    def __str__(self) -> str:
        prefix = "warning: " if self.warning else ""
        return f"{self.path}:{self.line}: {prefix}{self.message}"


class FileProblemsError(Exception):
    """A file could not be used; `problems` lists every error found in it, in line order."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems = sorted(problems, key=lambda p: (p.path, p.line))
        super().__init__("\n".join(str(p) for p in self.problems))


class BankFileError(FileProblemsError):
    """A question bank (or the classifier's keyword file) could not be used."""


class ProfileError(FileProblemsError):
    """A classroom profile could not be used."""


def read_file_bytes(
    path: Path,
    what: str = "the file",
    limit: int = MAX_INPUT_BYTES,
) -> bytes:
    """The file's bytes, or a BankFileError naming it (missing, unreadable, a folder, too big)."""
    try:
        return read_bounded(path, limit)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise BankFileError([Problem(str(path), 1, f"cannot read {what}: {reason}")]) from None
