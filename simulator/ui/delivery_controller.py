"""Classroom delivery in the GUI: results leave in the background and the student is told.

Queueing a finished attempt is a quick local write; writing to a USB stick or
pushing to a results server can take seconds (or fail), so it runs on the thread
pool, never in the way of the exam. Undelivered results are retried on a timer.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QLabel

from simulator.formats.profile import ExamProfile
from simulator.services import classroom
from simulator.services.library import Database
from simulator.ui.qtutil import repolish
from simulator.ui.workers import BackgroundOp

RETRY_MS = 10_000


class DeliveryController(QObject):
    """Sends finished attempts to the profile's folder and/or server, and keeps trying.

    Signals:
        settled(): a delivery round finished (tests wait on it).
    """

    settled = Signal()

    def __init__(self, db: Database, profile: ExamProfile, notice: QLabel) -> None:
        super().__init__(notice)
        self.db = db
        self.profile = profile
        self.notice = notice
        self.shown_uuid: str | None = None
        self.status: dict[tuple[str, str], classroom.Delivery] = {}
        self.running = False
        self.rerun_forced: bool | None = None  # a round asked for while one was running
        self.timer = QTimer(self)
        self.timer.setInterval(RETRY_MS)
        self.timer.timeout.connect(self.retry)

    def attempt_finished(self, attempt_id: int) -> None:
        """Queue the attempt's result (local, instant) and send it in the background."""
        self.shown_uuid = classroom.queue_result(self.db, attempt_id, self.profile.destinations)
        self._run(force=True)

    def retry(self) -> None:
        self._run(force=False)

    def _run(self, *, force: bool) -> None:
        if self.running:
            self.rerun_forced = force or bool(self.rerun_forced)
            return
        self.running = True
        self.render()
        BackgroundOp(
            lambda: classroom.deliver_pending(self.db, force=force), self._done, self._failed
        )

    def _done(self, deliveries: list[classroom.Delivery]) -> None:
        self.running = False
        for delivery in deliveries:
            self.status[(delivery.attempt_uuid, delivery.destination)] = delivery
        if self.rerun_forced is not None:
            force, self.rerun_forced = self.rerun_forced, None
            self._run(force=force)
            return
        if classroom.pending_count(self.db):
            self.timer.start()
        else:
            self.timer.stop()
        self.render()
        self.settled.emit()

    def _failed(self, error: BaseException) -> None:
        self.running = False
        self.rerun_forced = None
        self.timer.start()
        self.render()
        self.settled.emit()

    def show_for(self, attempt_uuid: str | None) -> None:
        self.shown_uuid = attempt_uuid
        self.render()

    def render(self) -> None:
        """One line per destination: delivered, or safe and waiting."""
        notice = self.notice
        if self.shown_uuid is None:
            notice.setVisible(False)
            return
        lines, all_delivered = [], True
        for destination in self.profile.destinations:
            delivery = self.status.get((self.shown_uuid, destination))
            delivered = delivery is not None and delivery.delivered
            all_delivered &= delivered
            lines.append(self._line(destination, delivery))
        notice.setText("\n".join(lines))
        notice.setProperty("delivered", all_delivered)
        repolish(notice)
        notice.setVisible(True)

    def _line(self, destination: str, delivery: classroom.Delivery | None) -> str:
        server = classroom.is_server_url(destination)
        if delivery is None:
            return "Sending your result…" if server else "Saving your result…"
        if delivery.delivered:
            if server:
                return "Results sent to the class results server."
            return f"Your result was saved for your instructor: {delivery.to}"
        if server:
            return "Saved on this computer; it will be sent when the results server is reachable."
        return (
            f"The results folder {destination} is not available right now. Your result is safe "
            "on this computer and will be copied there automatically as soon as it is back."
        )
