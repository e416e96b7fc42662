"""What a classroom build carries: the instructor's profile and its bank, sealed if need be.

`exam-simulator classroom pack PROFILE -o FOLDER` (run by scripts/build-classroom when
given EXAM_SIMULATOR_PROFILE) checks the profile against the library's banks, then
writes into FOLDER the profile as it is (the build embeds it, so an edited copy beside
the executable is refused), the profile's bank alone in `question_banks/` (sealed: no
answer key, explanations or whys, unless the profile's review shows the answers) and
`pack.json`, which build.spec reads (does it need the PostgreSQL driver, is it sealed).
"""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from pathlib import Path

from simulator.domain.model import Bank
from simulator.formats.files import write_output
from simulator.formats.problems import ProfileError
from simulator.formats.profile import load_profile
from simulator.formats.sealed_bank import write_sealed_bank
from simulator.formats.sources import export_bank
from simulator.services.banks import get_bank
from simulator.services.library import Database
from simulator.services.profiles import ProfileCheck, bank_outlines, check_profile

PACK_FILE = "pack.json"


class PackError(Exception):
    """The pack cannot be written; the message is for the instructor."""


@dataclass(frozen=True)
class ClassroomPack:
    """What `pack_classroom` wrote, and what the profile check noted."""

    folder: Path
    bank: str
    sealed: bool
    results_server: bool
    check: ProfileCheck


def pack_classroom(db: Database, profile_path: Path, folder: Path) -> ClassroomPack:
    """Check the profile and write the pack; ProfileError lists the profile's problems."""
    profile = load_profile(profile_path)
    check = check_profile(profile, bank_outlines(db), reach_server=False, check_folder=False)
    if not check.ok:
        raise ProfileError(check.errors)
    bank = get_bank(db, profile.bank)
    assert bank is not None  # check_profile found it
    sealed = not profile.review.shows_answers
    if sealed:
        _check_sealable(bank)  # before anything is written
    _fresh_folder(folder)
    banks = folder / "question_banks"
    banks.mkdir()
    if sealed:
        write_sealed_bank(bank, banks)
    else:
        export_bank(bank, "yaml", banks / f"{bank.id}.yaml")
    shutil.copyfile(profile_path, folder / "classroom.yaml")
    info = {
        "profile": profile.name,
        "banks": [bank.id],
        "sealed": sealed,
        "results_server": profile.results_server is not None,
        "settings_digest": profile.digest,
    }
    write_output(folder / PACK_FILE, json.dumps(info, indent=2) + "\n")
    return ClassroomPack(folder, bank.id, sealed, profile.results_server is not None, check)


def _check_sealable(bank: Bank) -> None:
    """A sealed build keeps only a digest of each answer, which a choice question can be
    checked against; the other types' answers (a typed text within a tolerance, a wildcard)
    cannot, so a bank holding them is refused rather than shipped with its key."""
    other = [q for q in bank.questions if q.payload is not None]
    if other:
        kinds = ", ".join(sorted({q.type.label for q in other}))
        raise PackError(
            f"the bank '{bank.id}' has {len(other)} {kinds} question"
            f"{'s' if len(other) != 1 else ''} (first: '{other[0].id}'); a sealed build, for a"
            " profile whose review does not show the answers, holds choice questions only."
            " Leave them out of the bank, or let the review show the answers"
        )


def _fresh_folder(folder: Path) -> None:
    """An empty pack folder: a new one, or an earlier pack's (never anything else's)."""
    if folder.exists():
        if not (folder / PACK_FILE).is_file() and any(folder.iterdir()):
            raise PackError(f"{folder} is not empty and holds no earlier pack; choose another")
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
