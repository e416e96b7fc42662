"""Reading and writing the user's files safely: bounded reads, one writer of outputs.

Reads refuse what is not a regular file (a folder, `/dev/zero`, a FIFO) and files
larger than a stated limit before reading a byte, so a wrong path can neither hang
the app nor exhaust memory. Every output file goes through `write_output`: written to
a temporary file in the same folder, flushed to disk and renamed over the target, so
a reader (or a crash) sees the old file or the new one, never a half-written or empty
one; and only a regular file is ever replaced (run as root, `-o /dev/null` once
replaced the device with a regular file). A folder of outputs (a classroom pack) is
built the same way by `folder_output`: in a new folder beside it, renamed into place
only once every file in it is written.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import stat
from collections.abc import Iterator
from pathlib import Path

#: The largest bank, profile or keyword file read: about 15,000-20,000 questions of YAML
#: with explanations (1.5-2 KB each). Parsing keeps a node per value, so memory runs
#: to about 17 times the file's size: at most about 550 MB.
MAX_INPUT_BYTES = 32 * 1024 * 1024


class UnreadableFileError(OSError):
    """A file that must not be read as a whole; the message says why, for the user."""


class FileTooLargeError(UnreadableFileError):
    """Larger than the limit for its kind of file."""


#: Open flags of a read: never wait to open (a FIFO with no writer would wait forever
#: before its kind could be seen), and binary on Windows.
_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


def read_bounded(path: Path, limit: int = MAX_INPUT_BYTES) -> bytes:
    """The file's bytes, if it is a regular file of at most `limit` bytes."""
    with open(os.open(path, _READ_FLAGS), "rb") as handle:
        info = os.fstat(handle.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableFileError("not a regular file (a folder, device or pipe)")
        if info.st_size > limit:
            raise FileTooLargeError(
                f"the file is {info.st_size / 2**20:.1f} MiB; at most "
                f"{limit / 2**20:.0f} MiB can be read"
            )
        data = handle.read(limit + 1)
    if len(data) > limit:  # it grew while being read
        raise FileTooLargeError(f"the file is over {limit / 2**20:.0f} MiB")
    return data


class OutputFileError(OSError):
    """The path names something that writing must not replace; the message says what."""


#: What the user is told each kind of non-regular file is.
_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a FIFO"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISCHR, "a device"),
    (stat.S_ISBLK, "a device"),
)


def write_output(path: Path, data: bytes | str) -> None:
    """Write an output file (text as UTF-8) so that it is whole or untouched.

    The one writer of every file the app produces (banks, reports, result files, images,
    PDFs). What is at `path` decides what may happen:

    - nothing: a new file with the user's umask (0644 under 022), as any program makes;
    - a regular file: replaced atomically (a temporary file in the same folder, synced,
      renamed over it), keeping its permission bits and, where allowed, its owner;
    - a symbolic link: followed; its target is written as above and the link stays;
    - anything else (a folder, FIFO, socket or device): refused with OutputFileError,
      before anything is created, and left as it was.

    A failed write, sync or rename (a full disk, an I/O error) raises OSError and removes
    the temporary file: an error is never reported as success.
    """
    payload = data.encode("utf-8") if isinstance(data, str) else data
    target = Path(os.path.realpath(path))
    existing = _regular_or_absent(target)
    descriptor, temporary = _create_beside(target)
    try:
        try:
            if existing is not None:
                _keep_owner_and_mode(descriptor, existing)
            _write_all(descriptor, payload)
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
        # Checked again: the path may have become a FIFO or device since the first look.
        _regular_or_absent(target)
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    fsync_folder(target.parent)


def _regular_or_absent(target: Path) -> os.stat_result | None:
    """The status of the regular file at `target`, None if there is none, else refused."""
    try:
        info = os.stat(target)
    except FileNotFoundError:
        return None
    if stat.S_ISREG(info.st_mode):
        return info
    raise OutputFileError(f"not a regular file ({kind_of(info.st_mode)}); nothing was written")


def kind_of(mode: int) -> str:
    """What a file of this `st_mode` is, as the user is told: "a FIFO", "a folder", …"""
    if stat.S_ISREG(mode):
        return "a regular file"
    return next((name for test, name in _KINDS if test(mode)), "a special file")


def _create_beside(target: Path) -> tuple[int, Path]:
    """A new, empty temporary file in the target's folder: same file system, so the final
    rename is atomic. Created with mode 0666 like any new file, so the umask applies."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    while True:
        temporary = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
        try:
            return os.open(temporary, flags, 0o666), temporary
        except FileExistsError:
            continue


def _keep_owner_and_mode(descriptor: int, existing: os.stat_result) -> None:
    """The replacement keeps the old file's permission bits, and its owner and group
    where this user may set them (root replacing a student's file, a setgid folder)."""
    if hasattr(os, "fchown"):
        created = os.fstat(descriptor)
        if (created.st_uid, created.st_gid) != (existing.st_uid, existing.st_gid):
            with contextlib.suppress(PermissionError):
                os.fchown(descriptor, existing.st_uid, existing.st_gid)
    if hasattr(os, "fchmod"):
        os.fchmod(descriptor, stat.S_IMODE(existing.st_mode))


def _write_all(descriptor: int, payload: bytes) -> None:
    """Every byte or an OSError: `os.write` may write less than asked."""
    view = memoryview(payload)
    while view:
        written = os.write(descriptor, view)
        view = view[written:]


def fsync_folder(folder: Path) -> None:
    """Make a rename in `folder` durable (POSIX); Windows has no directory handles to sync."""
    if os.name != "posix":
        return
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


@contextlib.contextmanager
def folder_output(path: Path) -> Iterator[Path]:
    """A new, empty folder to fill, put at `path` whole when the block ends without error.

    The folder is made beside `path` (its real place: a symbolic link is followed and
    stays), so the final rename is on one file system; the block writes into it with
    `write_output`, which syncs each file. If the block raises (a full disk, an I/O
    error), the new folder is removed and `path` is left as it was: absent, or the
    folder it was. A folder already at `path` is replaced: the new one takes its
    permission bits and, where allowed, its owner, then the old one is moved aside,
    the new one renamed into its place and the old one removed. The caller decides
    beforehand whether what is at `path` may be replaced; anything but a folder there
    is refused with OutputFileError, before anything is created.
    """
    target = Path(os.path.realpath(path))
    _folder_or_absent(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    building = _sibling_folder(target, "tmp")
    try:
        yield building
        fsync_folder(building)
        existing = _folder_or_absent(target)
        if existing is None:
            os.rename(building, target)
        else:
            _keep_folder_owner_and_mode(building, existing)
            old = _unused_sibling(target, "old")
            os.rename(target, old)
            try:
                os.rename(building, target)
            except BaseException:
                os.rename(old, target)
                raise
            shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(building, ignore_errors=True)
        raise
    fsync_folder(target.parent)


def _folder_or_absent(target: Path) -> os.stat_result | None:
    """The status of the folder at `target`, None if there is none, else refused."""
    try:
        info = os.stat(target)
    except FileNotFoundError:
        return None
    if stat.S_ISDIR(info.st_mode):
        return info
    raise OutputFileError(f"not a folder ({kind_of(info.st_mode)}); nothing was written")


def _sibling_folder(target: Path, kind: str) -> Path:
    """A new folder beside `target` (hidden, unique), made with the user's umask."""
    while True:
        folder = _unused_sibling(target, kind)
        try:
            folder.mkdir(0o777)
        except FileExistsError:
            continue
        return folder


def _unused_sibling(target: Path, kind: str) -> Path:
    """A hidden name beside `target` that nothing has yet."""
    while True:
        name = target.with_name(f".{target.name}.{secrets.token_hex(4)}.{kind}")
        if not os.path.lexists(name):
            return name


def _keep_folder_owner_and_mode(folder: Path, existing: os.stat_result) -> None:
    """The new folder keeps the replaced one's permission bits, and its owner and group
    where this user may set them."""
    if hasattr(os, "chown"):
        created = os.stat(folder)
        if (created.st_uid, created.st_gid) != (existing.st_uid, existing.st_gid):
            with contextlib.suppress(PermissionError):
                os.chown(folder, existing.st_uid, existing.st_gid)
    os.chmod(folder, stat.S_IMODE(existing.st_mode))
