"""`classroom pack` is all or nothing: a disk that fills up mid-pack leaves the output
folder as it was (absent, or the earlier pack whole), never a half-written pack that a
build would embed; the command says why in one line."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from cli_helpers import run

from simulator.data.db import open_database
from simulator.services import banks as bank_service
from simulator.services.classroom_pack import pack_classroom

MINI = Path(__file__).parent.parent / "data" / "banks" / "mini.yaml"
PROFILE = "schema: 1\nname: Quiz\nbank: mini\nquestion_count: 4\nresults_folder: results\n"


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under `folder` with its bytes (folders by name, with no bytes)."""
    return {
        str(p.relative_to(folder)): p.read_bytes() if p.is_file() else b""
        for p in sorted(folder.rglob("*"))
    }


def disk_with(monkeypatch: pytest.MonkeyPatch, free: int) -> Callable[[], int]:
    """A disk with `free` bytes left: every write of the app's one writer
    (`formats.files.write_output`, through `os.write`) takes from it, a write that
    finds it full fails as the kernel's does (ENOSPC), after a short write of what was
    left. Returns how many bytes were written."""
    real_write = os.write
    written = 0

    def write(descriptor: int, data: bytes | memoryview) -> int:
        nonlocal written
        left = free - written
        if left <= 0:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        count = real_write(descriptor, bytes(data[:left]))
        written += count
        return count

    monkeypatch.setattr(os, "write", write)
    return lambda: written


def test_a_full_disk_mid_pack_leaves_the_earlier_pack_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = open_database(f"sqlite:///{tmp_path / 'library.db'}")
    bank_service.import_bank_file(db, MINI)
    profile = tmp_path / "classroom.yaml"
    profile.write_text(PROFILE, encoding="utf-8")
    out = tmp_path / "builds" / "pack"
    pack_classroom(db, profile, out)
    earlier = snapshot(out)
    bank_bytes = len(earlier["question_banks/mini.sealed.json"])

    # Room for the bank and a few bytes of the profile's copy: the disk fills mid-pack.
    profile.write_text(PROFILE + "review: answers-after-submit\n", encoding="utf-8")
    written = disk_with(monkeypatch, bank_bytes + 10)
    with pytest.raises(OSError) as failure:
        pack_classroom(db, profile, out)
    assert failure.value.errno == errno.ENOSPC
    assert written() > 0  # the new pack was under way when the disk filled
    assert snapshot(out) == earlier
    assert sorted(p.name for p in out.parent.iterdir()) == ["pack"]  # nothing left beside it

    monkeypatch.undo()  # space again: the pack is replaced as a whole
    pack_classroom(db, profile, out)
    assert sorted(snapshot(out)) == [
        "classroom.yaml",
        "pack.json",
        "question_banks",
        "question_banks/mini.yaml",
    ]
    assert sorted(p.name for p in out.parent.iterdir()) == ["pack"]
    db.close()


def test_a_full_disk_mid_pack_leaves_no_folder_and_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    url = f"sqlite:///{tmp_path / 'library.db'}"
    assert run(capsys, "--db", url, "bank", "import", str(MINI))[0] == 0
    profile = tmp_path / "classroom.yaml"
    profile.write_text(PROFILE, encoding="utf-8")
    out = tmp_path / "new" / "pack"
    disk_with(monkeypatch, 200)
    code, stdout, err = run(capsys, "--db", url, "classroom", "pack", str(profile), "-o", str(out))
    assert code == 1 and stdout == ""
    assert err.count("\n") == 1 and "No space left on device" in err
    assert not out.exists()
    assert list(out.parent.iterdir()) == []  # no half-built folder beside it either
