"""Who holds an unfinished attempt: the window whose exam page is writing it.

An attempt open in two windows at once was submitted twice. So the window running an
attempt records itself as its holder, `host/pid/token` (the computer, the process, and
a token of that window's session), with a lease it renews as it saves. The holder is
live while:

- its process runs, when it is on this computer: a window that crashed or was killed
  frees its attempt at once, with no lease to wait out;
- its lease lasts, when it is on another computer (a shared PostgreSQL library), whose
  processes cannot be asked.

The start page offers to discard an unfinished attempt only when no live window holds it.
"""

from __future__ import annotations

import os
import socket
import sys
import uuid
from datetime import datetime, timedelta

#: How long a holder on another computer counts as live after its last save. Attempts
#: save their progress every few seconds while their exam page runs.
LEASE = timedelta(seconds=60)
MAX_HOLDER_LENGTH = 120
_HOST = socket.gethostname()[:60] or "localhost"


def new_holder() -> str:
    """A holder name for one window's session of an attempt, unique to it."""
    return f"{_HOST}/{os.getpid()}/{uuid.uuid4().hex}"


def holder_is_live(held_by: str | None, held_until: datetime | None, now: datetime) -> bool:
    """Whether the window `held_by` names still runs (see the module docstring)."""
    if not held_by:
        return False
    host, _, rest = held_by.partition("/")
    pid_text = rest.partition("/")[0]
    if host == _HOST and pid_text.isdigit():
        return _process_runs(int(pid_text))
    return held_until is not None and held_until > now


def _process_runs(pid: int) -> bool:
    if pid == os.getpid():
        return True
    if sys.platform == "win32":
        return _windows_process_runs(pid)
    try:
        os.kill(pid, 0)  # signal 0: is it there (POSIX)? Nothing is sent
    except ProcessLookupError:
        return False
    except PermissionError:  # there, but another user's
        return True
    except OSError:
        return False
    return True


def _windows_process_runs(pid: int) -> bool:  # pragma: no cover - Windows only
    """OpenProcess and GetExitCodeProcess: on Windows `os.kill(pid, 0)` would end it."""
    import ctypes

    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
    query_limited_information, still_active = 0x1000, 259
    handle = kernel32.OpenProcess(query_limited_information, False, pid)
    if not handle:
        return False
    try:
        code = ctypes.c_ulong()
        if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
            return False
        return code.value == still_active
    finally:
        kernel32.CloseHandle(handle)
