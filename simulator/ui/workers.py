"""Running slow work (bank import) off the GUI thread, with success/failure callbacks.

Modelled on Anki's `QueryOp`: the caller passes a plain function and two callbacks;
the function runs on Qt's thread pool, the callbacks run back on the GUI thread.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Relay(QObject):
    """Carries a background result back to the GUI thread (queued signal delivery).

    Signals:
        succeeded(object): the function's return value.
        failed(object): the exception it raised.
    """

    succeeded = Signal(object)
    failed = Signal(object)


class _Task(QRunnable):
    def __init__(self, work: Callable[[], Any], relay: _Relay) -> None:
        super().__init__()
        self._work = work
        self._relay = relay

    def run(self) -> None:
        try:
            result = self._work()
        except Exception as exc:  # handed to the GUI thread, which decides what to show
            self._relay.failed.emit(exc)
        else:
            self._relay.succeeded.emit(result)


class BackgroundOp:
    """Run `work()` on the thread pool; `on_success` or `on_failure` runs on the GUI thread."""

    _running: ClassVar[set[_Relay]] = set()  # keeps relays alive until their task reports back

    def __init__(
        self,
        work: Callable[[], Any],
        on_success: Callable[[Any], None],
        on_failure: Callable[[BaseException], None],
    ) -> None:
        relay = _Relay()
        relay.succeeded.connect(on_success)
        relay.failed.connect(on_failure)
        relay.succeeded.connect(lambda _=None: self._running.discard(relay))
        relay.failed.connect(lambda _=None: self._running.discard(relay))
        self._running.add(relay)
        QThreadPool.globalInstance().start(_Task(work, relay))
