"""What a classroom build carries: the instructor's profile and its bank, sealed if need be.

`exam-simulator classroom pack PROFILE -o FOLDER` (run by scripts/build-classroom when
given EXAM_SIMULATOR_PROFILE) checks the profile against the library's banks, then
writes into FOLDER the profile as it is (the build embeds it, so an edited copy beside
the executable is refused), the profile's bank alone in `question_banks/` (sealed: no
answer key, explanations or whys, unless the profile's review shows the answers; a
question whose answer cannot be checked by digest is left out, with a warning) and
`pack.json`, which build.spec reads (does it need the PostgreSQL driver, is it sealed).
"""

from __future__ import annotations

import json
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from simulator.formats.files import folder_output, kind_of, read_bounded, write_output
from simulator.formats.problems import ProfileError
from simulator.formats.profile import load_profile
from simulator.formats.sealed_bank import write_sealed_bank
from simulator.formats.sources import export_bank
from simulator.services.banks import get_bank
from simulator.services.library import Database
from simulator.services.profiles import ProfileCheck, check_profile_in_library

PACK_FILE = "pack.json"


class PackError(Exception):
    """The pack cannot be written; the message is for the instructor."""


@dataclass(frozen=True)
class ClassroomPack:
    """What `pack_classroom` wrote, and what the profile check noted (the questions a
    sealed bank left out among its warnings)."""

    folder: Path
    bank: str
    sealed: bool
    results_server: bool
    check: ProfileCheck
    left_out: tuple[str, ...] = ()


def pack_classroom(db: Database, profile_path: Path, folder: Path) -> ClassroomPack:
    """Check the profile and write the pack; ProfileError lists the profile's problems."""
    profile = load_profile(profile_path)
    check, _ = check_profile_in_library(db, profile, reach_server=False, check_folder=False)
    if not check.ok:  # before anything is written
        raise ProfileError(check.errors)
    bank = get_bank(db, profile.bank)
    assert bank is not None  # check_profile found it
    sealed = not profile.review.shows_answers
    _check_destination(folder)
    left_out: tuple[str, ...] = ()
    # Built beside FOLDER and renamed into place once whole: a full disk or a crash
    # mid-pack leaves FOLDER as it was (absent, or the earlier pack), never half-written.
    with folder_output(folder) as building:
        banks = building / "question_banks"
        banks.mkdir()
        if sealed:
            _, dropped = write_sealed_bank(bank, banks)
            left_out = tuple(q.question_id for q in dropped)
        else:
            export_bank(bank, "yaml", banks / f"{bank.id}.yaml")
        write_output(building / "classroom.yaml", read_bounded(profile_path))
        info = {
            "profile": profile.name,
            "banks": [bank.id],
            "sealed": sealed,
            "left_out": list(left_out),
            "results_server": profile.results_server is not None,
            "settings_digest": profile.digest,
        }
        write_output(building / PACK_FILE, json.dumps(info, indent=2) + "\n")
    server = profile.results_server is not None
    return ClassroomPack(folder, bank.id, sealed, server, check, left_out)


def _check_destination(folder: Path) -> None:
    """FOLDER may be a new folder or an earlier pack (never anything else's).

    As for every output: a symbolic link is followed (the folder it names is replaced and
    the link stays); a file, FIFO or device at the path is refused and left as it is, and
    so is a folder with other things in it. An earlier pack is replaced by the new one,
    which keeps its mode and owner.
    """
    target = Path(os.path.realpath(folder))
    try:
        info = os.stat(target)
    except FileNotFoundError:
        return
    if not stat.S_ISDIR(info.st_mode):
        raise PackError(f"{folder}: not a folder ({kind_of(info.st_mode)}); nothing was written")
    if any(target.iterdir()) and not (target / PACK_FILE).is_file():
        raise PackError(f"{folder} is not empty and holds no earlier pack; choose another")
