"""Reading and writing the user's files safely: bounded reads, atomic writes.

Reads refuse what is not a regular file (a folder, `/dev/zero`, a FIFO) and files
larger than a stated limit before reading a byte, so a wrong path can neither hang
the app nor exhaust memory. Writes go to a temporary file in the same folder,
are flushed to disk and then renamed over the target: a reader (or a crash) sees
the old file or the new one, never a half-written or empty one.
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

#: The largest bank, profile or keyword file read: about 15,000-20,000 questions of YAML
#: with explanations (1.5-2 KB each). Parsing keeps a node per value, so memory runs
#: to about 17 times the file's size: at most about 550 MB.
MAX_INPUT_BYTES = 32 * 1024 * 1024


class UnreadableFileError(OSError):
    """A file that must not be read as a whole; the message says why, for the user."""


class FileTooLargeError(UnreadableFileError):
    """Larger than the limit for its kind of file."""


def read_bounded(path: Path, limit: int = MAX_INPUT_BYTES) -> bytes:
    """The file's bytes, if it is a regular file of at most `limit` bytes."""
    with open(path, "rb") as handle:
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


def write_atomically(path: Path, data: bytes | str) -> None:
    """Replace `path` with `data` (text as UTF-8) so that it is whole or untouched."""
    payload = data.encode("utf-8") if isinstance(data, str) else data
    folder = path.parent if str(path.parent) else Path(".")
    descriptor, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    fsync_folder(folder)


def fsync_folder(folder: Path) -> None:
    """Make a rename in `folder` durable (POSIX); Windows has no directory handles to sync."""
    if os.name != "posix":
        return
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)
