"""The main window: pages in a stack, a navigation bar, and the wiring between them.

`build_main_window` is the documented entry point used by acceptance tests (docs/architecture.md). Pages
are views; each page's behaviour lives in its controller; this module only decides
which page is shown and passes results from one controller to the next.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSizePolicy,
    QStackedWidget,
    QToolBar,
    QToolButton,
    QWidget,
)

from simulator import __version__
from simulator.domain.blueprint import ExamSpec
from simulator.domain.scoring import AttemptResult
from simulator.services import attempts, history
from simulator.services.banks import exhibit_data
from simulator.services.library import Database
from simulator.ui.bank_controller import BankController
from simulator.ui.bank_page import BankPage
from simulator.ui.exam_controller import ExamController
from simulator.ui.exam_page import ExamPage
from simulator.ui.history_controller import HistoryController
from simulator.ui.history_page import HistoryPage
from simulator.ui.results_controller import ResultsController
from simulator.ui.results_page import ResultsPage
from simulator.ui.settings import AppSettings
from simulator.ui.start_controller import StartController
from simulator.ui.start_page import StartPage
from simulator.ui.theme import MAX_FONT_POINTS, MIN_FONT_POINTS, ThemeChoice, apply_theme
from simulator.ui.widgets import open_transient

if TYPE_CHECKING:  # classroom and PDF code is imported only when used: faster start-up
    from simulator.formats.profile import ExamProfile
    from simulator.ui.delivery_controller import DeliveryController


class MainWindow(QMainWindow):
    """Start, exam, results, history and bank pages behind one navigation bar.

    Signals:
        page_changed(str): the name of the page now shown ("start", "exam", …).
        attempt_finished(object): the AttemptResult of an attempt that just ended.
    """

    page_changed = Signal(str)
    attempt_finished = Signal(object)

    def __init__(
        self,
        db: Database,
        *,
        settings: AppSettings | None = None,
        clock: Callable[[], float] = time.monotonic,
        profile: ExamProfile | None = None,
    ) -> None:
        super().__init__()
        self.db = db
        self.profile = profile
        self.settings = settings or AppSettings()
        self.clock = clock
        self.current_attempt_id: int | None = None
        self.attempt_uuid: str | None = None
        self.setObjectName("mainWindow")
        self.setWindowTitle("Exam Simulator")
        self.setMinimumSize(QSize(1000, 680))

        self.stack = QStackedWidget()
        self.start_page = StartPage()
        self.exam_page = ExamPage()
        self.results_page = ResultsPage()
        self.history_page = HistoryPage()
        self.bank_page = BankPage()
        self.pages: dict[str, QWidget] = {
            "start": self.start_page,
            "exam": self.exam_page,
            "results": self.results_page,
            "history": self.history_page,
            "banks": self.bank_page,
        }
        for page in self.pages.values():
            self.stack.addWidget(page)
        self.setCentralWidget(self.stack)

        self.start = StartController(self.start_page, db, self.settings)
        self.exam = ExamController(
            self.exam_page, self, lambda bank, name: exhibit_data(db, bank, name)
        )
        self.results = ResultsController(self.results_page, self.start.student)
        self.history = HistoryController(self.history_page, db)
        self.banks = BankController(self.bank_page, db, self)

        self.start.start_requested.connect(self.start_exam)
        self.start.resume_requested.connect(self.resume_exam)
        self.exam.finished.connect(self._attempt_finished)
        self.exam.left.connect(self._attempt_left)
        self.results.drill_requested.connect(self.start_drill)
        self.results.new_exam_requested.connect(lambda: self.show_page("start"))
        self.history.review_requested.connect(self.show_review)
        self.banks.banks_changed.connect(self.start.refresh)
        self._build_toolbar()
        self.start.set_profile(profile)
        self.delivery: DeliveryController | None = None
        if profile is not None:
            self.setWindowTitle(f"Exam Simulator: {profile.name}")
            for name in ("history", "banks"):
                self.nav_actions[name].setVisible(not profile.lock_settings)
            from simulator.ui.delivery_controller import DeliveryController

            self.delivery = DeliveryController(db, profile, self.results_page.result_notice)
            self.delivery.retry()  # results left over from an earlier session
        geometry = self.settings.geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1280, 800)
        self.show_page("start")  # fills the start page (bank list, side panels) once

    # ------------------------------------------------------------ navigation
    def _build_toolbar(self) -> None:
        bar = QToolBar("Navigation")
        bar.setObjectName("navigationBar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.nav_actions: dict[str, QAction] = {}
        group = QActionGroup(self)
        for name, text, keys in (
            ("start", "Start", "Ctrl+1"),
            ("history", "History", "Ctrl+2"),
            ("banks", "Banks", "Ctrl+3"),
        ):
            action = QAction(text, self)
            action.setCheckable(True)
            action.setShortcut(QKeySequence(keys))
            action.setToolTip(f"{text} ({keys})")
            action.triggered.connect(lambda _=False, n=name: self.show_page(n))
            group.addAction(action)
            bar.addAction(action)
            self.nav_actions[name] = action
        spacer = QWidget()
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        bar.addWidget(spacer)
        view = QToolButton()
        view.setObjectName("viewButton")
        view.setText("View")
        view.setMenu(self._view_menu())
        view.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        view.setToolTip("Theme and text size")
        bar.addWidget(view)

    def _view_menu(self) -> QMenu:
        menu = QMenu("View", self)
        menu.setObjectName("viewMenu")
        theme_group = QActionGroup(self)
        for choice in ThemeChoice:
            action = menu.addAction(choice.label)
            action.setCheckable(True)
            action.setChecked(choice is self.settings.theme)
            action.triggered.connect(lambda _=False, c=choice: self.set_theme(c))
            theme_group.addAction(action)
        menu.addSeparator()
        bigger = menu.addAction("Larger text")
        bigger.setShortcut(QKeySequence.StandardKey.ZoomIn)
        bigger.triggered.connect(lambda: self.change_font_size(+1))
        smaller = menu.addAction("Smaller text")
        smaller.setShortcut(QKeySequence.StandardKey.ZoomOut)
        smaller.triggered.connect(lambda: self.change_font_size(-1))
        menu.addSeparator()
        about = menu.addAction("About Exam Simulator")
        about.triggered.connect(self._about)
        return menu

    def show_page(self, name: str) -> None:
        page = self.pages[name]
        if name == "history":
            bank = self.start.current_bank()
            self.history.refresh(bank.key if bank else None)
        elif name == "banks":
            self.banks.refresh()
        elif name == "start":
            self.start.refresh()
        self.stack.setCurrentWidget(page)
        in_exam = name == "exam"
        for key, action in self.nav_actions.items():
            action.setEnabled(not in_exam)
            action.setChecked(key == name)
        self.page_changed.emit(name)

    def current_page_name(self) -> str:
        current = self.stack.currentWidget()
        return next(name for name, page in self.pages.items() if page is current)

    # -------------------------------------------------------------- attempts
    def start_exam(self, spec: ExamSpec) -> None:
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
            )
        except attempts.UnfinishedAttemptError as exc:
            self._ask_about_unfinished(exc.unfinished, spec)
            return
        except (attempts.AttemptError, ValueError) as exc:
            self.start.show_error(str(exc))
            return
        self._run(active)

    def resume_exam(self, attempt_id: int) -> None:
        try:
            active = attempts.resume_attempt(
                self.db, attempt_id, clock=self.clock, on_result=self._deliver
            )
        except attempts.AttemptError as exc:
            self.start.show_error(str(exc))
            self.start.refresh()
            return
        self._run(active)

    def start_drill(self, bank_id: str) -> None:
        try:
            spec = attempts.drill_spec(self.db, bank_id)
        except (ValueError, attempts.AttemptError) as exc:
            self.statusBar().showMessage(f"No drill: {exc}", 10_000)
            return
        self.start_exam(spec)

    def _run(self, active: attempts.ActiveAttempt) -> None:
        self.current_attempt_id = active.attempt_id
        self.attempt_uuid = active.uuid
        self.show_page("exam")
        self.exam.begin(active)

    def _ask_about_unfinished(self, unfinished: attempts.UnfinishedAttempt, spec: ExamSpec) -> None:
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
        review = history.attempt_review(self.db, attempt_id)
        self.show_page("results")
        profile = self.profile
        self.results.show_review(
            review,
            show_explanations=profile is None or profile.show_explanations,
            offer_drill=profile is None,
        )
        if self.delivery is not None:
            self.delivery.show_for(
                self.attempt_uuid if attempt_id == self.current_attempt_id else None
            )

    # ------------------------------------------------------------- classroom
    def _deliver(self, attempt_id: int, _result: AttemptResult) -> None:
        """Called as an attempt is recorded as finished: send its result out."""
        if self.delivery is not None:
            self.delivery.attempt_finished(attempt_id)

    # ---------------------------------------------------------- appearance
    def set_theme(self, choice: ThemeChoice) -> None:
        self.settings.theme = choice
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, choice, self.settings.font_points)

    def change_font_size(self, step: int) -> None:
        points = max(MIN_FONT_POINTS, min(MAX_FONT_POINTS, self.settings.font_points + step))
        self.settings.font_points = points
        self.set_theme(self.settings.theme)

    def _about(self) -> None:
        box = QMessageBox(self)
        box.setWindowTitle("About Exam Simulator")
        box.setText(f"Exam Simulator {__version__}\nOffline practice for certification exams.")
        open_transient(box)

    # --------------------------------------------------------------- events
    def is_ready(self) -> bool:
        """Shown, with the start page's bank list filled (what `--exit-when-ready` waits for)."""
        return self.isVisible() and self.start.has_banks()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.results.relayout_review()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Everything answered is already saved; keep the clock and the window geometry."""
        self.exam.suspend()
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
