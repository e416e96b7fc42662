"""Classroom delivery in the GUI: results leave in the background and the student is told.

Queueing a finished attempt is a quick local write; writing to a USB stick or
handing in to a results server can take seconds (or fail), so it runs on the thread
pool, never in the way of the exam. Undelivered results are retried on a timer. When
waiting cannot help (a name the folder refuses, a server that refuses the login), the
student is told so and offered "Save result file…" to hand a copy over instead.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, QTimer, Signal
from PySide6.QtWidgets import QFileDialog, QLabel, QPushButton

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

    def __init__(
        self, db: Database, profile: ExamProfile, notice: QLabel, save_button: QPushButton
    ) -> None:
        super().__init__(notice)
        self.db = db
        self.profile = profile
        self.notice = notice
        self.save_button = save_button
        self.save_dialog: QFileDialog | None = None
        save_button.clicked.connect(self.choose_copy_path)
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

    def attempt_abandoned(self, attempt_id: int) -> None:
        """Queue a discarded attempt's result too (its state says abandoned), quietly."""
        classroom.queue_result(self.db, attempt_id, self.profile.destinations)
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
            self.save_button.setVisible(False)
            return
        lines, all_delivered, stuck = [], True, False
        for destination in self.profile.destinations:
            delivery = self.status.get((self.shown_uuid, destination))
            delivered = delivery is not None and delivery.delivered
            all_delivered &= delivered
            stuck |= delivery is not None and delivery.lasting
            lines.append(self._line(destination, delivery))
        notice.setText("\n".join(lines))
        notice.setProperty("delivered", all_delivered)
        repolish(notice)
        notice.setVisible(True)
        # The way out when delivery cannot work: a copy the student hands over.
        self.save_button.setVisible(stuck)

    def _line(self, destination: str, delivery: classroom.Delivery | None) -> str:
        server = classroom.is_server_url(destination)
        if delivery is not None and delivery.lasting:  # waiting will not help: say what will
            where = (
                self.tr("The results server refused your result")
                if server
                else self.tr("Your result cannot be saved in the results folder {0}").format(
                    destination
                )
            )
            return self.tr(
                "{0} ({1}). It is safe on this computer, but it will not reach your instructor "
                "by itself: press “Save result file…”, save it on a USB stick or another "
                "folder, and give it to your instructor."
            ).format(where, delivery.error)
        if delivery is None:
            return self.tr("Sending your result…") if server else self.tr("Saving your result…")
        if delivery.delivered:
            if server:
                return self.tr("Results sent to the class results server.")
            return self.tr("Your result was saved for your instructor: {place}").format(
                place=delivery.to
            )
        if server:
            return self.tr(
                "Saved on this computer; it will be sent when the results server is reachable."
            )
        return self.tr(
            "The results folder {folder} is not available right now. Your result is safe on "
            "this computer and will be copied there automatically as soon as it is back."
        ).format(folder=destination)

    # ------------------------------------------------------------ a copy by hand
    def choose_copy_path(self) -> None:
        """Ask where to save a copy of the shown result (a non-blocking dialog)."""
        uuid = self.shown_uuid
        if uuid is None:
            return
        dialog = QFileDialog(self.notice.window(), self.tr("Save your result file"))
        dialog.setObjectName("saveResultDialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("json")
        dialog.setNameFilter(self.tr("Result files (*.json)"))
        dialog.setDirectory(
            QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        )
        dialog.selectFile(classroom.suggested_file_name(self.db, uuid))
        dialog.fileSelected.connect(lambda path: self.save_copy(uuid, Path(path)))
        self.save_dialog = dialog
        dialog.open()

    def save_copy(self, attempt_uuid: str, path: Path) -> None:
        try:
            saved = classroom.save_result_copy(self.db, attempt_uuid, path)
        except (OSError, LookupError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            self.notice.setText(
                self.notice.text()
                + "\n"
                + self.tr("Could not save the copy ({0}); try another place.").format(reason)
            )
            return
        self.notice.setText(
            self.notice.text()
            + "\n"
            + self.tr("A copy is saved as {0}: give it to your instructor.").format(saved)
        )
