"""Checking a classroom profile before class: against the banks, the folder and the server.

`formats.profile.load_profile` checks the file on its own; here it meets the world:
the installed banks (an unknown bank or topic, more questions than the topics hold),
the results folder (missing: created, and said so; not writable: refused) and the
results server (the driver is installed, the student URL logs in and may hand in,
and nothing more), and, when the review hides the answers, the sealed build (which
questions it must leave out, and whether the rest still fill the exam).
`exam-simulator profile check`, the classroom build and the classroom window all ask
this before a student could start.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from simulator.data import results_server
from simulator.data.errors import DatabaseError
from simulator.domain.blueprint import BankOutline
from simulator.domain.model import Bank
from simulator.domain.sealing import seal_bank
from simulator.formats.problems import Problem
from simulator.formats.profile import ExamProfile, check_against_banks
from simulator.services.banks import get_bank, list_banks
from simulator.services.library import Database


@dataclass(frozen=True)
class ProfileCheck:
    """Errors make the profile unusable; notes say what was done or is worth knowing."""

    problems: list[Problem] = field(default_factory=list)

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if not p.warning]

    @property
    def ok(self) -> bool:
        return not self.errors


def bank_outlines(db: Database) -> dict[str, BankOutline]:
    """Every installed bank's outline (ids, defaults, topic sizes), by id."""
    return {bank.key: bank.outline() for bank in list_banks(db)}


def check_profile(
    profile: ExamProfile,
    banks: dict[str, BankOutline],
    *,
    create_folder: bool = True,
    reach_server: bool = True,
    check_folder: bool = True,
) -> ProfileCheck:
    """Everything that would stop this profile working in class, at its lines.

    `create_folder`: make a missing results folder (and say so) instead of refusing it.
    `reach_server`: log in to the results server with the profile's URL (a few seconds
    at most); an unreachable server is a warning, since the class network may be
    elsewhere, a refusing one an error. `check_folder`: False for a build, whose relative
    results folder is relative to the laptops' executable, not to the build machine.
    """
    problems = check_against_banks(profile, banks)
    if profile.results_folder is not None and check_folder:
        problems += _folder_problems(profile, profile.results_folder, create=create_folder)
    if profile.results_server is not None:
        problems += _server_problems(profile, profile.results_server, reach=reach_server)
    if profile.accommodations and profile.time_limit_minutes == 0:
        problems.append(
            Problem(
                str(profile.path),
                profile.line("accommodations"),
                "extra time has no effect: the exam is untimed (time_limit_minutes: 0)",
                warning=True,
            )
        )
    return ProfileCheck(sorted(problems, key=lambda p: p.line))


def check_profile_in_library(
    db: Database, profile: ExamProfile, *, reach_server: bool = True, check_folder: bool = True
) -> tuple[ProfileCheck, dict[str, BankOutline]]:
    """`check_profile` against the library's banks, and the sealed build's check (when
    the review hides the answers); the check and the banks' outlines."""
    banks = bank_outlines(db)
    check = check_profile(profile, banks, reach_server=reach_server, check_folder=check_folder)
    if profile.bank not in banks or profile.review.shows_answers:
        return check, banks
    bank = get_bank(db, profile.bank)
    if bank is None:
        return check, banks
    problems = check.problems + sealing_problems(profile, bank)
    return ProfileCheck(sorted(problems, key=lambda p: p.line)), banks


def sealing_problems(profile: ExamProfile, bank: Bank) -> list[Problem]:
    """What a sealed build of `bank` must leave out (a warning per question, at the
    profile's `bank:` line), and an error when the questions left cannot fill the exam."""
    left_out = seal_bank(bank, "profile-check").left_out
    if not left_out:
        return []
    where = str(profile.path)
    problems = [
        Problem(
            where,
            profile.line("bank"),
            f"question '{q.question_id}' ({q.kind.label}) is left out of the sealed build,"
            f" since the review hides the answers: {q.reason}",
            warning=True,
        )
        for q in left_out
    ]
    gone = {q.question_id for q in left_out}
    chosen = set(profile.topics) or {t.id for t in bank.topics}
    pool = sum(1 for q in bank.questions if q.topic in chosen and q.id not in gone)
    if pool == 0:
        problems.append(
            Problem(where, profile.line("bank"), "no question of the chosen topics can be sealed")
        )
    elif profile.question_count is not None and profile.question_count > pool:
        problems.append(
            Problem(
                where,
                profile.line("question_count"),
                f"question_count {profile.question_count} is more than the {pool} questions"
                f" a sealed build can carry ({len(gone)} left out, see the warnings); lower it,"
                " or let the review show the answers (answers-after-submit)",
            )
        )
    return problems


def _folder_problems(profile: ExamProfile, folder: Path, *, create: bool) -> list[Problem]:
    where, line = str(profile.path), profile.line("results_folder")
    if folder.exists() and not folder.is_dir():
        return [Problem(where, line, f"the results folder {folder} is a file, not a folder")]
    notes = []
    if not folder.exists():
        if not create:
            return [Problem(where, line, f"the results folder {folder} does not exist")]
        try:
            folder.mkdir(parents=True)
        except OSError as exc:
            reason = exc.strerror or str(exc)
            return [Problem(where, line, f"cannot create the results folder {folder}: {reason}")]
        notes.append(Problem(where, line, f"created the results folder {folder}", warning=True))
    try:  # writable here and now: a probe file, removed at once
        descriptor, probe = tempfile.mkstemp(prefix=".exam-simulator-check-", dir=folder)
        os.close(descriptor)
        os.unlink(probe)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        return [Problem(where, line, f"cannot write to the results folder {folder}: {reason}")]
    return notes


def _server_problems(profile: ExamProfile, url: str, *, reach: bool) -> list[Problem]:
    where, line = str(profile.path), profile.line("results_server")
    if not results_server.driver_available():
        return [
            Problem(
                where,
                line,
                "results_server needs the PostgreSQL driver, which is not installed: "
                "pip install 'exam-simulator[postgres]' (and build with it)",
            )
        ]
    if not reach:
        return []
    try:
        rights = results_server.student_rights(url)
    except results_server.HandInRefusedError as exc:
        return [Problem(where, line, f"results_server: {exc}")]
    except DatabaseError as exc:
        return [
            Problem(where, line, f"results_server not reachable from here: {exc}", warning=True)
        ]
    if not rights.hand_in:
        return [Problem(where, line, "results_server: this login may not hand in results")]
    if rights.read or rights.change:
        return [
            Problem(
                where,
                line,
                "results_server: this login may read or change results; put the student URL "
                "printed by `exam-simulator classroom server init` in profiles, never the "
                "admin URL",
            )
        ]
    return []
