"""Opening the main window, and what to do when its database cannot be used.

A damaged database (a file of random bytes, a corrupted page) must not end in a
traceback or be deleted: the launcher explains what is wrong and offers to move the
file aside, keeping it, and to start afresh; other database errors are explained and
the app closes. Nothing here blocks: the dialogs are opened with `open()`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, Qt, QTimer, Signal, SignalInstance
from PySide6.QtWidgets import QMessageBox

from simulator.services.start_view import (
    DamagedDatabaseError,
    DatabaseError,
    set_aside_damaged,
)
from simulator.ui.messages import translated
from simulator.ui.qtutil import open_transient


class OpeningWindow(Protocol):
    """The main window as the launcher sees it."""

    first_painted: SignalInstance

    def show(self) -> None: ...

    def close(self) -> bool: ...

    def isVisible(self) -> bool: ...

    def finish_opening(self) -> None: ...


class WindowLauncher(QObject):
    """Calls `open_window` and shows what it returns, or helps when the database is bad.

    A window that started on the quick reads opens its full library right after its
    first paint (`finish_after_paint`), so the user sees the start page first; a
    database problem found then is explained the same way.

    Signals:
        shown(object): the window, once shown.
        painted(object): the window, once it has painted for the first time.
        gave_up(str): the user closed the explanation; the reason, for the exit message.
    """

    shown = Signal(object)
    painted = Signal(object)
    gave_up = Signal(str)

    def __init__(
        self,
        open_window: Callable[[], OpeningWindow],
        parent: QObject | None = None,
        *,
        finish_after_paint: bool = True,
    ) -> None:
        super().__init__(parent)
        self._open_window = open_window
        self._finish_after_paint = finish_after_paint
        self.window: OpeningWindow | None = None
        self.box: QMessageBox | None = None

    def launch(self) -> None:
        try:
            window = self._open_window()
        except DamagedDatabaseError as exc:
            self._database_problem(exc)
            return
        except DatabaseError as exc:
            self._explain(exc)
            return
        self.window = window
        window.first_painted.connect(lambda: self._painted(window))
        window.show()
        self.shown.emit(window)

    def _painted(self, window: OpeningWindow) -> None:
        self.painted.emit(window)
        if self._finish_after_paint:
            QTimer.singleShot(0, lambda: self._finish(window))

    def _finish(self, window: OpeningWindow) -> None:
        if self.window is not window or not window.isVisible():
            return  # closed before its library was needed: nothing more to open
        try:
            window.finish_opening()
        except DatabaseError as exc:
            window.close()
            self.window = None
            self._database_problem(exc)

    def _database_problem(self, error: DatabaseError) -> None:
        if isinstance(error, DamagedDatabaseError) and error.path is not None:
            self._offer_fresh_start(error)
        else:
            self._explain(error)

    def _offer_fresh_start(self, error: DamagedDatabaseError) -> None:
        box = self._box("damagedDatabase", self.tr("The database cannot be used"), error)
        box.setInformativeText(
            self.tr(
                "Exam Simulator can move the damaged file aside (it is kept, renamed, never "
                "deleted) and start with a fresh database. The bundled banks come back at once; "
                "past results stay in the moved file."
            )
        )
        fresh = box.addButton(
            self.tr("Move it aside and start fresh"), QMessageBox.ButtonRole.AcceptRole
        )
        box.addButton(self.tr("Quit"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(fresh)

        def decided(_result: int) -> None:
            if box.clickedButton() is fresh and error.path is not None:
                set_aside_damaged(error.path)
                self.launch()
            else:
                self.gave_up.emit(str(error))

        box.finished.connect(decided)
        open_transient(box)

    def _explain(self, error: DatabaseError) -> None:
        box = self._box("databaseError", self.tr("The database cannot be opened"), error)
        box.addButton(QMessageBox.StandardButton.Close)
        box.finished.connect(lambda _result: self.gave_up.emit(str(error)))
        open_transient(box)

    def _box(self, name: str, title: str, error: DatabaseError) -> QMessageBox:
        box = QMessageBox()
        box.setObjectName(name)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(title)
        box.setTextFormat(Qt.TextFormat.PlainText)  # paths and driver messages, as written
        text = translated(error)
        box.setText(text[:1].upper() + text[1:] + ".")
        self.box = box
        return box
