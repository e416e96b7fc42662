"""The main window: pages in a stack, a navigation bar, and the wiring between them.

Pages are views; each page's behaviour lives in its controller, and an attempt's life
(start, resume, abandon, delivery) in `AttemptController`; this module only decides
which page is shown and passes results from one controller to the next. Only the
start page is built at once: the others are built the first time they are shown
(`LazyPage`), which keeps start-up close to a bare window's. The window is composed
in `simulator.app` (`build_main_window`, the documented entry point).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, TypeVar

from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from simulator import __version__
from simulator.services.start_view import StartSource
from simulator.ui.attempt_controller import AttemptController
from simulator.ui.format import format_fraction
from simulator.ui.languages import chosen_language, current_language, language_name
from simulator.ui.navigation import build_navigation, set_navigation_enabled
from simulator.ui.qtutil import claim_shared_names, open_transient
from simulator.ui.settings import AppSettings
from simulator.ui.start_controller import StartController
from simulator.ui.start_page import StartPage
from simulator.ui.theme import MAX_FONT_POINTS, MIN_FONT_POINTS, ThemeChoice, apply_theme

if TYPE_CHECKING:  # the library, pages other than Start, classroom code: when first used
    from simulator.domain.scoring import AttemptResult
    from simulator.formats.profile import ExamProfile
    from simulator.services.attempts import ActiveAttempt, AttemptConflictError
    from simulator.services.library import Database
    from simulator.ui.bank_controller import BankController
    from simulator.ui.bank_page import BankPage
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


Page = TypeVar("Page", bound=QWidget)
Controller = TypeVar("Controller")


class LazyPage(Generic[Page, Controller]):
    """A page and its controller, built by `build` the first time either is asked for."""

    def __init__(self, build: Callable[[], tuple[Page, Controller]]) -> None:
        self._build = build
        self._built: tuple[Page, Controller] | None = None

    @property
    def built(self) -> bool:
        return self._built is not None

    @property
    def page(self) -> Page:
        return self._get()[0]

    @property
    def controller(self) -> Controller:
        return self._get()[1]

    def _get(self) -> tuple[Page, Controller]:
        if self._built is None:
            self._built = self._build()
        return self._built


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
        start page shows until the library is opened (see `open_library`)."""
        super().__init__()
        if db is None and (open_library is None or start_source is None):
            raise ValueError("give the open library, or how to open it and a start source")
        self._db = db
        self._opener = open_library
        self._closing_anyway = False  # the candidate chose to lose answers kept in memory
        if db is not None:
            self.destroyed.connect(db.close)
        self.profile = profile
        self.settings = settings or AppSettings()
        self.full_screen_action: QAction | None = None
        self._painted = False
        self.setObjectName("mainWindow")
        self.setWindowTitle(self.tr("Exam Simulator"))
        self.setMinimumSize(MINIMUM_SIZE)
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.pages: dict[str, QWidget] = {}

        self.start_page = StartPage()
        self._add_page("start", self.start_page)
        self.start = StartController(
            self.start_page,
            start_source if start_source is not None else self._library_source(),
            self.settings,
        )
        self.attempts = AttemptController(
            self, self.start, self.open_library, profile=profile, clock=clock
        )
        self.attempts.running.connect(self._run)
        self._exam: LazyPage[ExamPage, ExamController] = LazyPage(self._build_exam)
        self._results: LazyPage[ResultsPage, ResultsController] = LazyPage(self._build_results)
        self._history: LazyPage[HistoryPage, HistoryController] = LazyPage(self._build_history)
        self._banks: LazyPage[BankPage, BankController] = LazyPage(self._build_banks)
        self.nav_actions = build_navigation(self, self)
        self.start.set_profile(profile)
        if profile is not None:
            self._enter_classroom(profile)
        self._fit_to_screen()
        self.show_page("start")  # fills the start page (bank list, side panels) once
        if db is not None:
            self._library_opened()

    # ------------------------------------------------------------- library
    def open_library(self) -> Database:
        """The open library, opened now if the window started on the quick start-up reads.

        `finish_opening` calls it after the first paint; a page or an attempt that needs
        the library before then calls it too.
        """
        if self._db is not None:
            return self._db
        assert self._opener is not None
        db = self._opener()
        self._db = db
        try:
            self.start.use_source(self._library_source())
        except BaseException:  # a library that cannot serve the start page: closed again
            self._db = None
            db.close()
            raise
        self.destroyed.connect(db.close)
        self._library_opened()
        return db

    def finish_opening(self) -> None:
        """Open the library now, if the window started without it (after the first paint)."""
        self.open_library()

    def _library_source(self) -> StartSource:
        from simulator.services.library import LibraryStartSource

        return LibraryStartSource(self.open_library())

    def _library_opened(self) -> None:
        """What needs the library and waits for it: classroom result delivery."""
        if self.profile is not None:
            page = self.results_page
            self.attempts.library_opened(page.result_notice, page.save_result_button)

    # ---------------------------------------------------------- lazy pages
    def _add_page(self, name: str, page: QWidget) -> None:
        self.pages[name] = page
        self.stack.addWidget(page)

    def _build_exam(self) -> tuple[ExamPage, ExamController]:
        from simulator.services.banks import exhibit_data
        from simulator.services.library import save_library_copy
        from simulator.ui.exam_controller import ExamController
        from simulator.ui.exam_page import ExamPage

        db = self.open_library()
        page = ExamPage()
        self._add_page("exam", page)
        exam = ExamController(
            page,
            self,
            lambda bank, key: exhibit_data(db, bank, key),
            lambda path, active: save_library_copy(db, path, active),
        )
        if self.profile is not None:
            exam.enter_classroom()
        exam.finished.connect(self._attempt_finished)
        exam.left.connect(self._attempt_left)
        exam.taken_away.connect(self._attempt_taken_away)
        return page, exam

    def _build_results(self) -> tuple[ResultsPage, ResultsController]:
        from simulator.ui.results_controller import ResultsController
        from simulator.ui.results_page import ResultsPage

        page = ResultsPage()
        self._add_page("results", page)
        results = ResultsController(page, self.start.student)
        results.drill_requested.connect(self.prepare_drill)
        results.new_exam_requested.connect(lambda: self.show_page("start"))
        return page, results

    def _build_history(self) -> tuple[HistoryPage, HistoryController]:
        from simulator.ui.history_controller import HistoryController
        from simulator.ui.history_page import HistoryPage

        db = self.open_library()
        page = HistoryPage()
        self._add_page("history", page)
        history = HistoryController(page, db)
        history.review_requested.connect(self.show_review)
        return page, history

    def _build_banks(self) -> tuple[BankPage, BankController]:
        from simulator.ui.bank_controller import BankController
        from simulator.ui.bank_page import BankPage

        db = self.open_library()
        page = BankPage()
        self._add_page("banks", page)
        banks = BankController(page, db, self)
        banks.banks_changed.connect(self.start.refresh)
        banks.message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        banks.resume_requested.connect(self.attempts.resume_exam)
        return page, banks

    @property
    def exam(self) -> ExamController:
        return self._exam.controller

    @property
    def exam_page(self) -> ExamPage:
        return self._exam.page

    @property
    def results(self) -> ResultsController:
        return self._results.controller

    @property
    def results_page(self) -> ResultsPage:
        return self._results.page

    @property
    def history(self) -> HistoryController:
        return self._history.controller

    @property
    def history_page(self) -> HistoryPage:
        return self._history.page

    @property
    def banks(self) -> BankController:
        return self._banks.controller

    @property
    def bank_page(self) -> BankPage:
        return self._banks.page

    # ------------------------------------------------------------ navigation
    def show_page(self, name: str) -> None:
        page: QWidget
        if name == "history":
            bank = self.start.current_bank()
            self.history.refresh(bank.key if bank else None)
            page = self.history_page
        elif name == "banks":
            self.banks.refresh()
            page = self.bank_page
        elif name == "start":
            self.start.refresh()
            page = self.start_page
        elif name == "exam":
            page = self.exam_page
        elif name == "results":
            page = self.results_page
        else:
            raise ValueError(f"no page named {name!r}")
        self.stack.setCurrentWidget(page)
        claim_shared_names(page)
        set_navigation_enabled(self.nav_actions, name, enabled=name != "exam")
        page.setFocus()  # shortcuts work at once, without a click first
        self.page_changed.emit(name)

    def current_page_name(self) -> str:
        current = self.stack.currentWidget()
        return next(name for name, page in self.pages.items() if page is current)

    # -------------------------------------------------------------- attempts
    def prepare_drill(self, bank_id: str, topics: list[str]) -> None:
        """Weak-areas drill: the start page, preset, for the candidate to check and start."""
        self.show_page("start")
        self.start.preset_drill(bank_id, topics)

    def _run(self, active: ActiveAttempt) -> None:
        self.show_page("exam")
        self.exam.begin(active)
        if not self.exam_page.isAncestorOf(self.focusWidget()):  # a typed answer's box keeps it
            self.exam_page.setFocus()

    def _attempt_left(self) -> None:
        """A practice session saved for later: back to Start, where Resume offers it."""
        self.statusBar().showMessage(
            self.tr("Saved. Resume it from the Start page whenever you like."), 8000
        )
        self.show_page("start")

    def _attempt_taken_away(self, error: AttemptConflictError) -> None:
        """Another window submitted, discarded or resumed the attempt on screen: say so,
        and show its results if it was submitted."""
        from simulator.services.attempts import AttemptClosedError, AttemptStatus

        notice = QMessageBox(self)
        notice.setIcon(QMessageBox.Icon.Information)
        notice.setWindowTitle(self.tr("Exam Simulator"))
        if isinstance(error, AttemptClosedError) and error.status is not AttemptStatus.ABANDONED:
            notice.setObjectName("alreadySubmitted")
            notice.setText(self.tr("This exam was already submitted (in another window)."))
            self.show_review(error.attempt_id)
        elif isinstance(error, AttemptClosedError):
            notice.setObjectName("attemptDiscarded")
            notice.setText(self.tr("This attempt was discarded in another window."))
            self.show_page("start")
        else:
            notice.setObjectName("attemptTakenOver")
            notice.setText(
                self.tr("This attempt was resumed in another window; continue it there.")
            )
            self.show_page("start")
        open_transient(notice)

    def _attempt_finished(self, result: AttemptResult) -> None:
        attempt_id = self.attempts.current_attempt_id
        self.exam.stop()
        self.attempt_finished.emit(result)
        if attempt_id is not None:
            self.show_review(attempt_id)
            if result.timed_out:
                notice = QMessageBox(self)
                notice.setObjectName("timeUpNotice")
                notice.setIcon(QMessageBox.Icon.Information)
                notice.setWindowTitle(self.tr("Time is up"))
                notice.setText(
                    self.tr("Time ran out, so your answers were submitted automatically.")
                )
                open_transient(notice)

    def show_review(self, attempt_id: int) -> None:
        from simulator.services import history, learning

        db = self.open_library()
        review = history.attempt_review(db, attempt_id)
        self.show_page("results")
        practising = self.profile is None  # a classroom exam shows the score, not coaching
        self.results.show_review(
            review,
            show_explanations=self.profile is None or self.profile.show_explanations,
            offer_drill=practising,
            readiness=(
                learning.readiness(db, review.bank_id, at=review.finished_at)
                if practising
                else None
            ),
            show_readiness=practising,
            policy=None if self.profile is None else self.profile.review,
        )
        self.results_page.new_button.setVisible(self.attempts.may_start_another())
        self.attempts.show_delivery_for(attempt_id)

    def _enter_classroom(self, profile: ExamProfile) -> None:
        """Classroom mode reads as an exam: no practice wording, guesses or review settings."""
        self.setWindowTitle(self.tr("Exam Simulator: {name}").format(name=profile.name))
        for name in ("history", "banks"):
            self.nav_actions[name].setVisible(not profile.lock_settings)
        for action in self.findChildren(QAction):
            if action.objectName() in ("reviewSettingsAction", "extraTimeMenu"):
                action.setVisible(False)

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

    def set_extra_time(self, percent: int) -> None:
        """Self-study extra time on timed exams, remembered; the start page shows it."""
        self.settings.extra_time_percent = percent
        self.start.show_extra_time()

    def set_language(self, code: str) -> None:
        """View > Language: `code`, or "" for the system's; remembered at once, in place
        from the next start (the pages set their text when they are built)."""
        self.settings.language = code
        self.settings.sync()
        wanted = chosen_language(code)
        name = language_name(wanted)
        if wanted == current_language():
            text = self.tr("The interface is in {language}.").format(language=name)
        else:
            text = self.tr(
                "The interface will be in {language} when Exam Simulator starts again."
            ).format(language=name)
        self.statusBar().showMessage(text, 15000)

    def ask_desired_retention(self) -> None:
        """How often questions come back: the recall rate spaced review aims for."""
        from simulator.domain.memory import MAX_RETENTION, MIN_RETENTION
        from simulator.services import learning
        from simulator.ui.retention_dialog import RetentionDialog

        dialog = RetentionDialog(
            round(learning.desired_retention(self.open_library()) * 100),
            round(MIN_RETENTION * 100),
            round(MAX_RETENTION * 100),
            self,
        )

        def chosen(value: int) -> None:
            moved = learning.set_desired_retention(self.open_library(), value / 100)
            self.statusBar().showMessage(
                self.tr("Desired retention {value}: %n review date(s) moved.", "", moved).format(
                    value=format_fraction(value / 100)
                ),
                8000,
            )
            self.start.refresh()

        dialog.chosen.connect(chosen)
        open_transient(dialog)

    def show_about(self) -> None:
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("About Exam Simulator"))
        box.setText(
            self.tr("Exam Simulator {version}\nOffline practice for certification exams.").format(
                version=__version__
            )
        )
        open_transient(box)

    # --------------------------------------------------------------- events
    def _close_anyway(self) -> None:
        self._closing_anyway = True
        self.close()

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
        if self._results.built:
            self.results.relayout_review()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Everything answered is already saved; keep the clock and the window geometry.

        Unless the database file went away mid-exam: then the answers kept in memory
        would be lost, and the candidate is asked first.
        """
        losing = self.tr("Close without saving")
        if (
            self._exam.built
            and not self._closing_anyway
            and self.exam.kept.confirm_losing(self._close_anyway, losing)
        ):
            event.ignore()
            return
        if self._exam.built:
            self.exam.suspend()
        if not self.isFullScreen():
            self.settings.set_geometry(self.saveGeometry())
        self.settings.sync()
        super().closeEvent(event)
