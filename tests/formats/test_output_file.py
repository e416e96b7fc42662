"""The one writer of output files: what is at the path decides what writing may do.

Every special file here is made by the test inside its own tmp folder (a FIFO, a socket,
a character device with the numbers of /dev/null and /dev/full): the real /dev is never
touched.
"""

from __future__ import annotations

import errno
import os
import socket
import stat
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from simulator.formats import files
from simulator.formats.files import OutputFileError, write_output

needs_root = pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() != 0, reason="making a device node needs root"
)
posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX file modes and special files")


@pytest.fixture
def umask_022() -> Iterator[None]:
    previous = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(previous)


def listing(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


@posix_only
def test_a_new_file_gets_the_users_umask(tmp_path: Path, umask_022: None) -> None:
    target = tmp_path / "bank.gift"
    write_output(target, "::q1:: text {T}\n")
    assert target.read_text(encoding="utf-8") == "::q1:: text {T}\n"
    assert stat.S_IMODE(target.stat().st_mode) == 0o644


@posix_only
def test_a_stricter_umask_is_honoured(tmp_path: Path) -> None:
    previous = os.umask(0o077)
    try:
        write_output(tmp_path / "private.json", b"{}")
    finally:
        os.umask(previous)
    assert stat.S_IMODE((tmp_path / "private.json").stat().st_mode) == 0o600


@posix_only
def test_an_existing_file_is_replaced_keeping_its_mode(tmp_path: Path, umask_022: None) -> None:
    target = tmp_path / "report.csv"
    target.write_text("old\n", encoding="utf-8")
    target.chmod(0o664)
    before = target.stat().st_ino
    write_output(target, "new\n")
    assert target.read_text(encoding="utf-8") == "new\n"
    assert stat.S_IMODE(target.stat().st_mode) == 0o664
    assert target.stat().st_ino != before  # replaced by rename, never truncated in place
    assert listing(tmp_path) == ["report.csv"]  # no temporary left behind


@posix_only
def test_a_symlink_is_followed_and_kept(tmp_path: Path, umask_022: None) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    real = shared / "bank.yaml"
    real.write_text("old\n", encoding="utf-8")
    real.chmod(0o640)
    link = tmp_path / "bank.yaml"
    link.symlink_to(real)
    write_output(link, "new\n")
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_text(encoding="utf-8") == "new\n"
    assert stat.S_IMODE(real.stat().st_mode) == 0o640
    assert listing(shared) == ["bank.yaml"] and listing(tmp_path) == ["bank.yaml", "shared"]


@posix_only
def test_a_dangling_symlink_creates_its_target(tmp_path: Path, umask_022: None) -> None:
    link = tmp_path / "latest.csv"
    link.symlink_to(tmp_path / "reports-2024.csv")
    write_output(link, "a,b\n")
    assert link.is_symlink()
    assert (tmp_path / "reports-2024.csv").read_text(encoding="utf-8") == "a,b\n"


def make_fifo(path: Path) -> None:
    os.mkfifo(path)


def make_socket(path: Path) -> None:
    with socket.socket(socket.AF_UNIX) as server:
        server.bind(str(path))


def make_folder(path: Path) -> None:
    path.mkdir()


def char_device(major: int, minor: int) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(major, minor))

    return make


SPECIAL_FILES = [
    pytest.param(make_fifo, "a FIFO", id="fifo", marks=posix_only),
    pytest.param(make_socket, "a socket", id="socket", marks=posix_only),
    pytest.param(make_folder, "a folder", id="folder"),
    pytest.param(char_device(1, 3), "a device", id="null-device", marks=[posix_only, needs_root]),
    pytest.param(char_device(1, 7), "a device", id="full-device", marks=[posix_only, needs_root]),
]


@pytest.mark.parametrize(("make", "kind"), SPECIAL_FILES)
def test_what_is_not_a_regular_file_is_refused_and_left_alone(
    tmp_path: Path, make: Callable[[Path], None], kind: str
) -> None:
    target = tmp_path / "out.yaml"
    make(target)
    before = os.lstat(target)
    with pytest.raises(OutputFileError) as caught:
        write_output(target, "schema: 1\n")
    message = str(caught.value)
    assert kind in message and "\n" not in message
    after = os.lstat(target)
    assert (after.st_mode, after.st_ino, after.st_rdev) == (
        before.st_mode,
        before.st_ino,
        before.st_rdev,
    )
    assert listing(tmp_path) == ["out.yaml"]


@posix_only
def test_a_symlink_to_a_special_file_is_refused(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    link = tmp_path / "out.yaml"
    link.symlink_to(fifo)
    with pytest.raises(OutputFileError, match="a FIFO"):
        write_output(link, "x")
    assert link.is_symlink() and stat.S_ISFIFO(fifo.stat().st_mode)


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EIO])
def test_a_failed_write_raises_and_leaves_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int
) -> None:
    target = tmp_path / "out.yaml"
    target.write_text("the previous conversion\n", encoding="utf-8")

    def disk_full(descriptor: int, data: bytes) -> None:
        os.write(descriptor, data[: len(data) // 2])
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(files, "_write_all", disk_full)
    with pytest.raises(OSError) as caught:
        write_output(target, "schema: 1\n" * 1000)
    assert caught.value.errno == code
    assert target.read_text(encoding="utf-8") == "the previous conversion\n"
    assert listing(tmp_path) == ["out.yaml"]


def test_a_failed_sync_is_a_failed_write(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Some file systems only say the disk is full when the data is flushed."""
    target = tmp_path / "new.yaml"

    def no_room(descriptor: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", no_room)  # the writer calls os.fsync
    with pytest.raises(OSError, match="No space left"):
        write_output(target, "schema: 1\n")
    assert listing(tmp_path) == []


def test_a_missing_folder_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        write_output(tmp_path / "absent" / "out.yaml", "x")
