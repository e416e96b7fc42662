"""The life of an attempt: start, resume, the unfinished-attempt choice, abandon, delivery.

The main window only shows pages; this controller decides whether an attempt can
start, asks what to do with an unfinished one, and (in a classroom) takes the exam
from the profile, counts the student's attempts (an abandoned one too) and hands every
finished or abandoned attempt's result to delivery. It reaches the library through `library`, which opens
it on first need when the window started on the quick start-up reads.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton, QWidget

from simulator.domain.blueprint import ExamSpec
from simulator.ui.messages import translated
from simulator.ui.qtutil import open_transient
from simulator.ui.start_controller import StartController
from simulator.ui.words import mode_label

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
        db = self.library()
        record: dict[str, object] | None = None
        extra = self.start.extra_time_percent() if spec.is_timed else 0
        try:
            if profile is not None:  # the profile decides the exam, and how often
                spec, record, extra = self._classroom_spec(db, profile, student_id, replacing)
            active = attempts.start_attempt(
                db,
                spec,
                clock=self.clock,
                student_name=name,
                student_id=student_id,
                profile=record,
                same_paper=profile is not None and profile.paper_seed is not None,
                on_result=self._deliver,
                wall_clock=profile is not None and profile.wall_clock,
                extra_time_percent=extra,
                replacing=replacing,
            )
        except attempts.UnfinishedAttemptError as exc:
            self._ask_about_unfinished(exc.unfinished, spec)
            return
        except (attempts.AttemptError, ValueError) as exc:
            self.start.sync()  # in step with the database: what is unfinished, what is due
            self.start.show_error(translated(exc))
            return
        if replacing is not None and self.delivery is not None:
            self.delivery.attempt_abandoned(replacing)  # the instructor sees every attempt
        self._run(active)

    def _classroom_spec(
        self, db: Database, profile: ExamProfile, student_id: str, replacing: int | None
    ) -> tuple[ExamSpec, dict[str, object], int]:
        """This student's exam under the profile; AttemptError when no attempt is left
        (`replacing`, about to be discarded, counts as one used)."""
        from simulator.services import attempts, classroom_exam

        unfinished = attempts.find_unfinished(db, profile.bank)
        if unfinished is not None and unfinished.attempt_id != replacing:
            raise attempts.UnfinishedAttemptError(unfinished)  # resume or discard comes first
        left = classroom_exam.attempts_left(db, profile, student_id)
        if left - (replacing is not None) <= 0:
            raise attempts.AttemptError(
                self.tr(
                    "You have no attempt left at this exam (attempts allowed: {0}); your result "
                    "was handed in to your instructor. Ask your instructor if you should sit it "
                    "again."
                ).format(profile.attempts)
            )
        sitting = classroom_exam.sitting_for(db, profile, student_id)
        return sitting.spec, sitting.record, sitting.extra_time_percent

    def may_start_another(self) -> bool:
        """Whether "New exam" makes sense: always in self-study, while attempts remain in class."""
        profile = self.profile
        if profile is None:
            return True
        from simulator.services import classroom_exam

        return classroom_exam.attempts_left(self.library(), profile, self.start.student()[1]) > 0

    def resume_exam(self, attempt_id: int) -> None:
        from simulator.services import attempts

        try:
            active = attempts.resume_attempt(
                self.library(), attempt_id, clock=self.clock, on_result=self._deliver
            )
        except attempts.AttemptError as exc:
            self.start.sync()
            self.start.show_error(translated(exc))
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
        box.setWindowTitle(self.tr("Unfinished attempt"))
        box.setText(
            self.tr(
                "You have an unfinished attempt on this bank ({mode}, {answered} of {total} "
                "answered)."
            ).format(
                mode=mode_label(unfinished.mode),
                answered=unfinished.answered,
                total=unfinished.total,
            )
        )
        may_discard = self._may_discard(unfinished)
        if unfinished.held_elsewhere:  # a running window has it: never discarded from here
            box.setInformativeText(
                self.tr(
                    "It is open in another window: finish it there, or resume it here "
                    "(that window then stops)."
                )
            )
        elif may_discard:
            box.setInformativeText(self.tr("Resume it, or discard it and start the new one?"))
        else:
            box.setInformativeText(
                self.tr(
                    "Resume it: it counts as your attempt at this exam, so it cannot be discarded."
                )
            )
        resume = box.addButton(
            self.tr("Resume it here") if unfinished.held_elsewhere else self.tr("Resume it"),
            QMessageBox.ButtonRole.AcceptRole,
        )
        discard = None
        if may_discard:
            discard = box.addButton(
                self.tr("Discard and start new"), QMessageBox.ButtonRole.DestructiveRole
            )
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(resume)

        def decided(_result: int) -> None:
            clicked = box.clickedButton()
            if clicked is resume:
                self.resume_exam(unfinished.attempt_id)
            elif discard is not None and clicked is discard:
                self.start_exam(spec, replacing=unfinished.attempt_id)

        box.finished.connect(decided)
        open_transient(box)

    def _may_discard(self, unfinished: UnfinishedAttempt) -> bool:
        """Never while another window runs it; in class, discarding uses up an attempt:
        offered only if another one remains."""
        if unfinished.held_elsewhere:
            return False
        profile = self.profile
        if profile is None:
            return True
        from simulator.services import classroom_exam

        left = classroom_exam.attempts_left(self.library(), profile, unfinished.student_id)
        return left >= 2  # this one, once abandoned, counts; the new one needs another

    # ------------------------------------------------------------- classroom
    def library_opened(self, notice: QLabel, save_button: QPushButton) -> None:
        """Classroom delivery starts once the library is open; `notice` tells the student,
        `save_button` offers a copy when delivery cannot work."""
        if self.profile is None or self.delivery is not None:
            return
        from simulator.ui.delivery_controller import DeliveryController

        self.delivery = DeliveryController(self.library(), self.profile, notice, save_button)
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
