"""The main window: pages in a stack, a navigation bar, and the wiring between them.

`build_main_window` is the documented entry point used by acceptance tests
(docs/architecture.md). Pages are views; each page's behaviour lives in its
controller; this module only decides which page is shown and passes results from one
controller to the next. Only the start page is built at once: the others are built
the first time they are shown, which keeps start-up close to a bare window's.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QInputDialog,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from simulator import __version__
from simulator.domain.blueprint import ExamSpec
from simulator.services.start_view import StartSource
from simulator.ui.navigation import build_navigation, set_navigation_enabled
from simulator.ui.qtutil import claim_shared_names, open_transient
from simulator.ui.settings import AppSettings
from simulator.ui.start_controller import StartController
from simulator.ui.start_page import StartPage
from simulator.ui.theme import MAX_FONT_POINTS, MIN_FONT_POINTS, ThemeChoice, apply_theme

if TYPE_CHECKING:  # the library, pages other than Start, classroom code: when first used
    from simulator.domain.scoring import AttemptResult
    from simulator.formats.profile import ExamProfile
    from simulator.services.attempts import ActiveAttempt, UnfinishedAttempt
    from simulator.services.library import Database
    from simulator.ui.bank_controller import BankController
    from simulator.ui.bank_page import BankPage
    from simulator.ui.delivery_controller import DeliveryController
    from simulator.ui.exam_controller import ExamController
    from simulator.ui.exam_page import ExamPage
    from simulator.ui.history_controller import HistoryController
    from simulator.ui.history_page import HistoryPage
    from simulator.ui.results_controller import ResultsController
    from simulator.ui.results_page import ResultsPage

#: The size the window opens at when the screen has room (and nothing was remembered).
PREFERRED_SIZE = QSize(1280, 800)
#: Small enough for an 800x600 screen with its window frame and task bar.
MINIMUM_SIZE = QSize(760, 500)


class MainWindow(QMainWindow):
    """Start, exam, results, history and bank pages behind one navigation bar.

    Signals:
        page_changed(str): the name of the page now shown ("start", "exam", …).
        first_painted(): the window has been painted for the first time.
        attempt_finished(object): the AttemptResult of an attempt that just ended.
    """

    page_changed = Signal(str)
    attempt_finished = Signal(object)
    first_painted = Signal()

    def __init__(
        self,
        db: Database | None = None,
        *,
        open_library: Callable[[], Database] | None = None,
        start_source: StartSource | None = None,
        settings: AppSettings | None = None,
        clock: Callable[[], float] = time.monotonic,
        profile: ExamProfile | None = None,
    ) -> None:
        """Either `db`, the open library, or `open_library` with the `start_source` the
        start page shows until the library is opened (see `finish_opening`)."""
        super().__init__()
        if db is None and (open_library is None or start_source is None):
            raise ValueError("give the open library, or how to open it and a start source")
        self._db = db
        self._open_library = open_library
        if db is not None:
            self.destroyed.connect(db.close)
        self.profile = profile
        self.settings = settings or AppSettings()
        self.clock = clock
        self.current_attempt_id: int | None = None
        self.attempt_uuid: str | None = None
        self.full_screen_action: QAction | None = None
        self._painted = False
        self.setObjectName("mainWindow")
        self.setWindowTitle("Exam Simulator")
        self.setMinimumSize(MINIMUM_SIZE)
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.pages: dict[str, QWidget] = {}
        self._built: dict[str, object] = {}

        self.start_page = StartPage()
        self._add_page("start", self.start_page)
        self.start = StartController(
            self.start_page, start_source or self._library_source(), self.settings
        )
        self.start.start_requested.connect(self.start_exam)
        self.start.resume_requested.connect(self.resume_exam)
        self.nav_actions = build_navigation(self)
        self.start.set_profile(profile)
        self.delivery: DeliveryController | None = None
        if profile is not None:
            self._enter_classroom(profile)
        self._fit_to_screen()
        self.show_page("start")  # fills the start page (bank list, side panels) once
        if db is not None:
            self._library_opened()

    # ------------------------------------------------------------- library
    @property
    def db(self) -> Database:
        """The open library; opened on first need if the window started on quick reads."""
        if self._db is None:
            assert self._open_library is not None
            db = self._open_library()
            self._db = db
            try:
                self.start.use_source(self._library_source())
            except BaseException:  # a library that cannot serve the start page: closed again
                self._db = None
                db.close()
                raise
            self.destroyed.connect(db.close)
            self._library_opened()
        return self._db

    def finish_opening(self) -> None:
        """Open the library now, if the window started without it (after the first paint)."""
        self.db  # noqa: B018 (opening it is the point)

    def _library_source(self) -> StartSource:
        from simulator.services.library import LibraryStartSource

        return LibraryStartSource(self.db)

    # ---------------------------------------------------------- lazy pages
    def _add_page(self, name: str, page: QWidget) -> None:
        self.pages[name] = page
        self.stack.addWidget(page)

    def _page(self, name: str) -> tuple[QWidget, object]:
        """The page `name` and its controller, built on first use."""
        if name not in self._built:
            self._built[name] = self._build(name)
        page = self.pages[name]
        return page, self._built[name]

    def _build(self, name: str) -> object:
        db = self.db
        if name == "exam":
            from simulator.services.banks import exhibit_data
            from simulator.ui.exam_controller import ExamController
            from simulator.ui.exam_page import ExamPage

            exam_page = ExamPage()
            self._add_page(name, exam_page)
            exam = ExamController(exam_page, self, lambda bank, key: exhibit_data(db, bank, key))
            exam.finished.connect(self._attempt_finished)
            exam.left.connect(self._attempt_left)
            return exam
        if name == "results":
            from simulator.ui.results_controller import ResultsController
            from simulator.ui.results_page import ResultsPage

            results_page = ResultsPage()
            self._add_page(name, results_page)
            results = ResultsController(results_page, self.start.student)
            results.drill_requested.connect(self.prepare_drill)
            results.new_exam_requested.connect(lambda: self.show_page("start"))
            return results
        if name == "history":
            from simulator.ui.history_controller import HistoryController
            from simulator.ui.history_page import HistoryPage

            history_page = HistoryPage()
            self._add_page(name, history_page)
            history = HistoryController(history_page, db)
            history.review_requested.connect(self.show_review)
            return history
        from simulator.ui.bank_controller import BankController
        from simulator.ui.bank_page import BankPage

        bank_page = BankPage()
        self._add_page("banks", bank_page)
        banks = BankController(bank_page, db, self)
        banks.banks_changed.connect(self.start.refresh)
        return banks

    @property
    def exam(self) -> ExamController:
        return self._page("exam")[1]  # type: ignore[return-value]

    @property
    def exam_page(self) -> ExamPage:
        return self._page("exam")[0]  # type: ignore[return-value]

    @property
    def results(self) -> ResultsController:
        return self._page("results")[1]  # type: ignore[return-value]

    @property
    def results_page(self) -> ResultsPage:
        return self._page("results")[0]  # type: ignore[return-value]

    @property
    def history(self) -> HistoryController:
        return self._page("history")[1]  # type: ignore[return-value]

    @property
    def history_page(self) -> HistoryPage:
        return self._page("history")[0]  # type: ignore[return-value]

    @property
    def banks(self) -> BankController:
        return self._page("banks")[1]  # type: ignore[return-value]

    @property
    def bank_page(self) -> BankPage:
        return self._page("banks")[0]  # type: ignore[return-value]

    # ------------------------------------------------------------ navigation
    def show_page(self, name: str) -> None:
        if name == "history":
            bank = self.start.current_bank()
            self.history.refresh(bank.key if bank else None)
        elif name == "banks":
            self.banks.refresh()
        elif name == "start":
            self.start.refresh()
        page = self.start_page if name == "start" else self._page(name)[0]
        self.stack.setCurrentWidget(page)
        claim_shared_names(page)
        set_navigation_enabled(self.nav_actions, name, enabled=name != "exam")
        page.setFocus()  # shortcuts work at once, without a click first
        self.page_changed.emit(name)

    def current_page_name(self) -> str:
        current = self.stack.currentWidget()
        return next(name for name, page in self.pages.items() if page is current)

    # -------------------------------------------------------------- attempts
    def start_exam(self, spec: ExamSpec) -> None:
        from simulator.services import attempts

        name, student_id = self.start.student()
        try:
            active = attempts.start_attempt(
                self.db,
                spec,
                clock=self.clock,
                student_name=name,
                student_id=student_id,
                profile=self.profile.summary() if self.profile else None,
                same_paper=self.profile is not None and self.profile.paper_seed is not None,
                on_result=self._deliver,
                wall_clock=self.profile is not None and self.profile.wall_clock,
            )
        except attempts.UnfinishedAttemptError as exc:
            self._ask_about_unfinished(exc.unfinished, spec)
            return
        except (attempts.AttemptError, ValueError) as exc:
            self.start.show_error(str(exc))
            return
        self._run(active)

    def resume_exam(self, attempt_id: int) -> None:
        from simulator.services import attempts

        try:
            active = attempts.resume_attempt(
                self.db, attempt_id, clock=self.clock, on_result=self._deliver
            )
        except attempts.AttemptError as exc:
            self.start.show_error(str(exc))
            self.start.refresh()
            return
        self._run(active)

    def prepare_drill(self, bank_id: str, topics: list[str]) -> None:
        """Weak-areas drill: the start page, preset, for the candidate to check and start."""
        self.show_page("start")
        self.start.preset_drill(bank_id, topics)

    def _run(self, active: ActiveAttempt) -> None:
        self.current_attempt_id = active.attempt_id
        self.attempt_uuid = active.uuid
        self.show_page("exam")
        self.exam.begin(active)
        self.exam_page.setFocus()

    def _ask_about_unfinished(self, unfinished: UnfinishedAttempt, spec: ExamSpec) -> None:
        from simulator.services import attempts

        box = QMessageBox(self)
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
                attempts.abandon_attempt(self.db, unfinished.attempt_id)
                self.start_exam(spec)

        box.finished.connect(decided)
        open_transient(box)

    def _attempt_left(self) -> None:
        """A practice session saved for later: back to Start, where Resume offers it."""
        self.statusBar().showMessage(
            "Saved. Resume it from the Start page whenever you like.", 8000
        )
        self.show_page("start")

    def _attempt_finished(self, result: AttemptResult) -> None:
        attempt_id = self.current_attempt_id
        self.exam.stop()
        self.attempt_finished.emit(result)
        if attempt_id is not None:
            self.show_review(attempt_id)
            if result.timed_out:
                notice = QMessageBox(self)
                notice.setObjectName("timeUpNotice")
                notice.setIcon(QMessageBox.Icon.Information)
                notice.setWindowTitle("Time is up")
                notice.setText("Time ran out, so your answers were submitted automatically.")
                open_transient(notice)

    def show_review(self, attempt_id: int) -> None:
        from simulator.services import history, learning

        review = history.attempt_review(self.db, attempt_id)
        self.show_page("results")
        profile = self.profile
        practising = profile is None  # a classroom exam shows the score, not coaching
        self.results.show_review(
            review,
            show_explanations=profile is None or profile.show_explanations,
            offer_drill=practising,
            readiness=(
                learning.readiness(self.db, review.bank_id, at=review.finished_at)
                if practising
                else None
            ),
            show_readiness=practising,
        )
        if self.delivery is not None:
            self.delivery.show_for(
                self.attempt_uuid if attempt_id == self.current_attempt_id else None
            )

    # ------------------------------------------------------------- classroom
    def _enter_classroom(self, profile: ExamProfile) -> None:
        self.setWindowTitle(f"Exam Simulator: {profile.name}")
        for name in ("history", "banks"):
            self.nav_actions[name].setVisible(not profile.lock_settings)

    def _library_opened(self) -> None:
        """What needs the library and waits for it: classroom result delivery."""
        if self.profile is None or self.delivery is not None:
            return
        from simulator.ui.delivery_controller import DeliveryController

        notice = self.results_page.result_notice
        self.delivery = DeliveryController(self.db, self.profile, notice)
        self.delivery.retry()  # results left over from an earlier session

    def _deliver(self, attempt_id: int, _result: AttemptResult) -> None:
        """Called as an attempt is recorded as finished: send its result out."""
        if self.delivery is not None:
            self.delivery.attempt_finished(attempt_id)

    # ---------------------------------------------------------- appearance
    def _fit_to_screen(self) -> None:
        """The remembered size, or the preferred one, never larger than the screen."""
        geometry = self.settings.geometry()
        restored = geometry is not None and self.restoreGeometry(geometry)
        screen = self.screen() or QGuiApplication.primaryScreen()
        available = screen.availableGeometry().size() if screen is not None else PREFERRED_SIZE
        wanted = self.size() if restored else PREFERRED_SIZE
        fitted = wanted.boundedTo(available * 0.96).expandedTo(MINIMUM_SIZE.boundedTo(available))
        if fitted != self.size() or not restored:
            self.resize(fitted)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        if self.full_screen_action is not None:
            self.full_screen_action.setChecked(self.isFullScreen())

    def set_theme(self, choice: ThemeChoice) -> None:
        self.settings.theme = choice
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, choice, self.settings.font_points)

    def change_font_size(self, step: int) -> None:
        points = max(MIN_FONT_POINTS, min(MAX_FONT_POINTS, self.settings.font_points + step))
        self.settings.font_points = points
        self.set_theme(self.settings.theme)

    def ask_desired_retention(self) -> None:
        """How often questions come back: the recall rate spaced review aims for."""
        from simulator.domain.memory import MAX_RETENTION, MIN_RETENTION
        from simulator.services import learning

        dialog = QInputDialog(self)
        dialog.setObjectName("retentionDialog")
        dialog.setWindowTitle("Review settings")
        dialog.setLabelText(
            "Desired retention: the share of questions you want to still know when they come "
            "back for review. Higher means more frequent reviews."
        )
        dialog.setInputMode(QInputDialog.InputMode.IntInput)
        dialog.setIntRange(round(MIN_RETENTION * 100), round(MAX_RETENTION * 100))
        dialog.setIntValue(round(learning.desired_retention(self.db) * 100))

        def chosen(value: int) -> None:
            moved = learning.set_desired_retention(self.db, value / 100)
            self.statusBar().showMessage(
                f"Desired retention {value}%: {moved} review dates moved.", 8000
            )
            self.start.refresh()

        dialog.intValueSelected.connect(chosen)
        open_transient(dialog)

    def show_about(self) -> None:
        box = QMessageBox(self)
        box.setWindowTitle("About Exam Simulator")
        box.setText(f"Exam Simulator {__version__}\nOffline practice for certification exams.")
        open_transient(box)

    # --------------------------------------------------------------- events
    def is_ready(self) -> bool:
        """Shown, with the start page's bank list filled (what `--exit-when-ready` waits for)."""
        return self.isVisible() and self.start.has_banks()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.first_painted.emit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if "results" in self._built:
            self.results.relayout_review()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Everything answered is already saved; keep the clock and the window geometry."""
        if "exam" in self._built:
            self.exam.suspend()
        if not self.isFullScreen():
            self.settings.set_geometry(self.saveGeometry())
        self.settings.sync()
        super().closeEvent(event)


def build_main_window(
    database_url: str,
    bank_paths: list[Path] | None = None,
    *,
    clock: Callable[[], float] = time.monotonic,
    profile: ExamProfile | None = None,
) -> MainWindow:
    """The main window on that database, with the given banks imported (the GUI entry point).

    The window is composed in `simulator.app`, the composition root; this name is the
    documented entry point that tests and tools call.
    """
    from simulator.app import build_main_window as compose

    return compose(database_url, bank_paths, clock=clock, profile=profile)
