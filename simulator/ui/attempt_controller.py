"""The life of an attempt: start, resume, the unfinished-attempt choice, abandon, delivery.

The main window only shows pages; this controller decides whether an attempt can
start, asks what to do with an unfinished one, and (in a classroom) hands a finished
attempt's result to delivery. It reaches the library through `library`, which opens
it on first need when the window started on the quick start-up reads.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from simulator.domain.blueprint import ExamSpec
from simulator.ui.qtutil import open_transient
from simulator.ui.start_controller import StartController

if TYPE_CHECKING:  # the library and classroom code load after the first paint
    from simulator.domain.scoring import AttemptResult
    from simulator.formats.profile import ExamProfile
    from simulator.services.attempts import ActiveAttempt, UnfinishedAttempt
    from simulator.services.library import Database
    from simulator.ui.delivery_controller import DeliveryController


class AttemptController(QObject):
    """Starts and resumes attempts for the start page, and sees a classroom result out.

    Signals:
        running(object): the ActiveAttempt that is now to be shown on the exam page.
    """

    running = Signal(object)

    def __init__(
        self,
        window: QWidget,
        start: StartController,
        library: Callable[[], Database],
        *,
        profile: ExamProfile | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.start = start
        self.library = library
        self.profile = profile
        self.clock = clock
        self.current_attempt_id: int | None = None
        self.attempt_uuid: str | None = None
        self.delivery: DeliveryController | None = None
        start.start_requested.connect(self.start_exam)
        start.resume_requested.connect(self.resume_exam)

    def start_exam(self, spec: ExamSpec, replacing: int | None = None) -> None:
        """Start `spec`; `replacing`: the unfinished attempt the candidate chose to discard
        for it, discarded only once the new one is drawn and stored."""
        from simulator.services import attempts

        name, student_id = self.start.student()
        profile = self.profile
        try:
            active = attempts.start_attempt(
                self.library(),
                spec,
                clock=self.clock,
                student_name=name,
                student_id=student_id,
                profile=profile.summary() if profile else None,
                same_paper=profile is not None and profile.paper_seed is not None,
                on_result=self._deliver,
                wall_clock=profile is not None and profile.wall_clock,
                replacing=replacing,
            )
        except attempts.UnfinishedAttemptError as exc:
            self._ask_about_unfinished(exc.unfinished, spec)
            return
        except (attempts.AttemptError, ValueError) as exc:
            self.start.sync()  # in step with the database: what is unfinished, what is due
            self.start.show_error(str(exc))
            return
        self._run(active)

    def resume_exam(self, attempt_id: int) -> None:
        from simulator.services import attempts

        try:
            active = attempts.resume_attempt(
                self.library(), attempt_id, clock=self.clock, on_result=self._deliver
            )
        except attempts.AttemptError as exc:
            self.start.sync()
            self.start.show_error(str(exc))
            return
        self._run(active)

    def _run(self, active: ActiveAttempt) -> None:
        self.current_attempt_id = active.attempt_id
        self.attempt_uuid = active.uuid
        self.running.emit(active)

    def _ask_about_unfinished(self, unfinished: UnfinishedAttempt, spec: ExamSpec) -> None:
        box = QMessageBox(self.window)
        box.setObjectName("unfinishedAttempt")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle("Unfinished attempt")
        box.setText(
            f"You have an unfinished {unfinished.mode.label.lower()} attempt on this bank "
            f"({unfinished.answered} of {unfinished.total} answered)."
        )
        box.setInformativeText("Resume it, or discard it and start the new one?")
        resume = box.addButton("Resume it", QMessageBox.ButtonRole.AcceptRole)
        discard = box.addButton("Discard and start new", QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(resume)

        def decided(_result: int) -> None:
            clicked = box.clickedButton()
            if clicked is resume:
                self.resume_exam(unfinished.attempt_id)
            elif clicked is discard:
                self.start_exam(spec, replacing=unfinished.attempt_id)

        box.finished.connect(decided)
        open_transient(box)

    # ------------------------------------------------------------- classroom
    def library_opened(self, notice: QLabel) -> None:
        """Classroom delivery starts once the library is open; `notice` tells the student."""
        if self.profile is None or self.delivery is not None:
            return
        from simulator.ui.delivery_controller import DeliveryController

        self.delivery = DeliveryController(self.library(), self.profile, notice)
        self.delivery.retry()  # results left over from an earlier session

    def show_delivery_for(self, attempt_id: int) -> None:
        """The results page shows `attempt_id`: say where its result went, if it is this one."""
        if self.delivery is not None:
            self.delivery.show_for(
                self.attempt_uuid if attempt_id == self.current_attempt_id else None
            )

    def _deliver(self, attempt_id: int, _result: AttemptResult) -> None:
        """Called as an attempt is recorded as finished: send its result out."""
        if self.delivery is not None:
            self.delivery.attempt_finished(attempt_id)
