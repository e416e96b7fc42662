"""Keeping SQLite's shared locks held when something else in this process drops them.

SQLite coordinates processes with POSIX record locks, and POSIX record locks belong
to the process: closing *any* descriptor of the database file, its `-wal` or its
`-shm` (a file dialog sniffing file types does exactly that) silently releases every
lock SQLite held on it. A second process (`exam-simulator bank list`) then found
itself able to take the database's EXCLUSIVE lock when it closed, concluded it was
the last user, checkpointed and deleted the write-ahead log, and every answer this
process wrote afterwards went into a deleted file ("How To Corrupt An SQLite
Database File", section 2.2). docs/architecture.md explains why this guard was
chosen over the alternatives.

The guard holds two read locks of its own, on its own descriptors, in the byte
ranges SQLite's file format fixes for them:

- the database file's SHARED range: while any process holds it, no other process
  can take EXCLUSIVE, so none checkpoints-and-deletes the log on close;
- the `-shm` file's dead-man-switch byte: while any process holds it, a newly
  opening process does not believe it is alone and does not reset the shared index.

It takes them again before each of this process's transactions and every 50 ms from
a background thread, so a lock dropped by a stray close() is back before another
process can act on its absence. Locks a process holds never conflict with its own
later requests, so SQLite in this process is not hindered. Windows has no such
hazard (its locks belong to handles) and no fcntl: there the guard does nothing.
"""

from __future__ import annotations

import contextlib
import os
import threading
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

# SQLite's lock bytes (https://www.sqlite.org/lockingv3.html, walformat.html): fixed by
# the file format, since processes running different SQLite versions must agree on them.
PENDING_BYTE = 0x40000000
SHARED_FIRST = PENDING_BYTE + 2
SHARED_SIZE = 510
SHM_DEAD_MAN_SWITCH = 128
INTERVAL_SECONDS = 0.05


class SQLiteLockGuard:
    """Re-asserts this process's shared locks on one SQLite database in WAL mode."""

    def __init__(self, database: Path, *, interval: float = INTERVAL_SECONDS) -> None:
        self._database = database
        self._shm = Path(f"{database}-shm")
        self._lock = threading.Lock()
        self._db_fd: int | None = None
        self._shm_fd: int | None = None
        self._shm_inode: int | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        if fcntl is None:
            return
        self._db_fd = os.open(database, os.O_RDONLY)
        self.reassert()
        self._thread = threading.Thread(
            target=self._run, args=(interval,), name="sqlite-lock-guard", daemon=True
        )
        self._thread.start()

    def reassert(self) -> None:
        """Take the shared locks again (a no-op when they are still held)."""
        if fcntl is None or self._db_fd is None:
            return
        with self._lock:
            _read_lock(self._db_fd, SHARED_FIRST, SHARED_SIZE)
            fd = self._shm_descriptor()
            if fd is not None:
                _read_lock(fd, SHM_DEAD_MAN_SWITCH, 1)

    def close(self) -> None:
        """Stop re-asserting; call before the engine closes its connections."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
        with self._lock:
            for fd in (self._shm_fd, self._db_fd):
                if fd is not None:
                    os.close(fd)
            self._db_fd = self._shm_fd = None

    def _shm_descriptor(self) -> int | None:
        """A descriptor of the current `-shm` file (reopened if it was replaced)."""
        try:
            inode = os.stat(self._shm).st_ino
        except OSError:
            return None
        if inode != self._shm_inode:
            if self._shm_fd is not None:
                os.close(self._shm_fd)  # the file it held is gone: nothing left to release
            self._shm_fd, self._shm_inode = None, None
            try:
                self._shm_fd = os.open(self._shm, os.O_RDONLY)
            except OSError:
                return None
            self._shm_inode = os.fstat(self._shm_fd).st_ino
        return self._shm_fd

    def _run(self, interval: float) -> None:
        while not self._stop.wait(interval):
            self.reassert()


def _read_lock(fd: int, start: int, length: int) -> None:
    """A POSIX read lock on [start, start+length); skipped while another process writes."""
    assert fcntl is not None
    # Refused only while another process holds the range exclusively: next round then.
    with contextlib.suppress(OSError):
        fcntl.lockf(fd, fcntl.LOCK_SH | fcntl.LOCK_NB, length, start, os.SEEK_SET)
