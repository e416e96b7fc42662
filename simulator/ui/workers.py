"""Running slow work (bank import, result delivery) off the GUI thread, with callbacks.

Modelled on Anki's `QueryOp`: the caller passes a plain function and two callbacks;
the function runs on Qt's thread pool, the callbacks run back on the GUI thread.

Work still running when the application quits is waited for as the event loop ends
(an import commits whole, a result reaches its folder), and its report is dropped:
nobody is left to show it. Before, the report went to an object Python had already
torn down and printed `RuntimeError: Signal source has been deleted` on exit.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal, SignalInstance
from shiboken6 import isValid

_WAITS_ON_QUIT = "waitsForBackgroundWork"


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
            self._report(self._relay.failed, exc)
        else:
            self._report(self._relay.succeeded, result)

    def _report(self, signal: SignalInstance, value: object) -> None:
        """Hand `value` to the GUI thread, unless the app has already been torn down."""
        if not isValid(self._relay):
            return
        with contextlib.suppress(RuntimeError):  # deleted between the check and the emit
            signal.emit(value)


class BackgroundOp:
    """Run `work()` on the thread pool; `on_success` or `on_failure` runs on the GUI thread.

    Pass bound methods of a QObject as callbacks: Qt then drops the report if that
    object is gone (a page closed while its import ran) instead of calling into it.
    """

    _running: ClassVar[set[_Relay]] = set()  # keeps relays alive until their task reports back

    def __init__(
        self,
        work: Callable[[], Any],
        on_success: Callable[[Any], None],
        on_failure: Callable[[BaseException], None],
    ) -> None:
        self._wait_when_the_app_quits()
        relay = _Relay()
        relay.succeeded.connect(on_success)
        relay.failed.connect(on_failure)
        relay.succeeded.connect(lambda _=None: self._running.discard(relay))
        relay.failed.connect(lambda _=None: self._running.discard(relay))
        self._running.add(relay)
        QThreadPool.globalInstance().start(_Task(work, relay))

    @staticmethod
    def _wait_when_the_app_quits() -> None:
        app = QCoreApplication.instance()
        if app is None or app.property(_WAITS_ON_QUIT):
            return
        app.setProperty(_WAITS_ON_QUIT, True)
        app.aboutToQuit.connect(wait_for_background_work)


def wait_for_background_work() -> None:
    """Let every running job finish (as the app quits: no report will be shown)."""
    QThreadPool.globalInstance().waitForDone()
