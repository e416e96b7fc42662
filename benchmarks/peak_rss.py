"""Run a command and print its own peak resident memory: `peak_rss_kib=<KiB>` as the last line.

    python benchmarks/peak_rss.py COMMAND [ARGS...]

Why a helper process: Linux's `ru_maxrss` of a child is the larger of the child's
own peak and the RSS of the process that forked it, because the high-water mark
survives fork and exec. Measured straight from the runner (whose heap holds the
benchmark data) every child would look as big as the runner. This helper is a
fresh interpreter that imports nothing but `os` and `sys`, so its own ~10 MiB is
far below any Qt process and the figure is the command's own.
"""

from __future__ import annotations

import os
import sys


def main(argv: list[str]) -> int:
    if not argv:
        print("usage: peak_rss.py COMMAND [ARGS...]", file=sys.stderr)
        return 2
    pid = os.posix_spawnp(argv[0], argv, dict(os.environ))
    _pid, status, usage = os.wait4(pid, 0)
    # ru_maxrss is KiB on Linux, bytes on macOS.
    kib = usage.ru_maxrss // 1024 if sys.platform == "darwin" else usage.ru_maxrss
    sys.stdout.flush()
    print(f"peak_rss_kib={kib}", flush=True)
    return os.waitstatus_to_exitcode(status)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
