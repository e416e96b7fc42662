"""A classroom results server: setting it up, and handing in result files collected by hand.

The server itself (schema, hand-in function, student role) is `data.results_server`;
this is what the instructor's commands do with it: `classroom server init` sets it up
and proves the student role is as narrow as promised, `results send` hands in files
collected on a USB stick (the same documents a laptop hands in, so nothing is counted
twice).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from simulator.data import results_server
from simulator.data.errors import DatabaseError
from simulator.data.results_server import StudentAccess, StudentRights
from simulator.formats.result_file import ResultFileError, read_result_document


@dataclass(frozen=True)
class ServerSetUp:
    """The student access made by `set_up_server`, and what that role proved it may do."""

    access: StudentAccess
    rights: StudentRights


def set_up_server(admin_url: str, student_role: str | None = None) -> ServerSetUp:
    """Create the results schema and the student role, then log in as that role and
    check it may hand in and nothing more (raises DatabaseError if not)."""
    access = results_server.init_server(admin_url, student_role)
    rights = results_server.student_rights(access.url)
    if not rights.least_privilege:
        raise DatabaseError(
            f"the student role '{access.role}' has more rights than handing in "
            f"(read: {rights.read}, change: {rights.change}); check the server's grants"
        )
    return ServerSetUp(access, rights)


def driver_version() -> str | None:
    """The PostgreSQL client library the driver loads ("16.4"), or None without a driver."""
    return results_server.driver_version()


def check_student_url(url: str) -> StudentRights:
    """Log in as a laptop would and read what the role may do (raises DatabaseError)."""
    return results_server.student_rights(url)


@dataclass(frozen=True)
class SentFile:
    """What happened to one result file: stored, already there, or refused (`error`)."""

    path: Path
    stored: bool = False
    error: str = ""

    @property
    def ok(self) -> bool:
        return not self.error


def send_result_files(paths: Iterable[Path], server_url: str) -> list[SentFile]:
    """Hand in each verified result file; a damaged file or a refusal is reported, not fatal.

    Stops trying after the server cannot be reached at all (every file would wait for
    the same time-out); those files are reported as not sent.
    """
    sent: list[SentFile] = []
    unreachable = ""
    for path in paths:
        if unreachable:
            sent.append(SentFile(path, error=unreachable))
            continue
        try:
            document = read_result_document(path)
        except ResultFileError as exc:
            sent.append(SentFile(path, error=f"not sent: {exc}"))
            continue
        try:
            stored = results_server.hand_in(server_url, document)
        except results_server.ServerUnreachableError as exc:
            unreachable = f"not sent: {exc}"
            sent.append(SentFile(path, error=unreachable))
        except DatabaseError as exc:
            sent.append(SentFile(path, error=f"not sent: {exc}"))
        else:
            sent.append(SentFile(path, stored=stored))
    return sent
