"""Answers kept in memory after the database file went away, and how the candidate keeps them.

When the database file is moved, replaced or deleted during an exam, the attempt goes
on in memory (`services.attempts.KeepingRecorder`) and nothing more is written to the
lost file. This controller says so above the question ("Not saved"), offers to save a
copy of the library with those answers to a file the candidate chooses (from then on
the app uses that file), and asks before leaving or closing would lose them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QWidget

from simulator.services.attempts import ActiveAttempt
from simulator.services.library import DatabaseError
from simulator.ui.exam_page import ExamPage
from simulator.ui.messages import translated
from simulator.ui.qtutil import open_transient

#: Saves the library as this window sees it to a file, with the attempt's kept answers.
SaveCopy = Callable[[Path, ActiveAttempt], None]


class KeptAnswersController(QObject):
    """The "Not saved" banner's "Save a copy…" button and the question before losing answers."""

    def __init__(self, page: ExamPage, window: QWidget, save_copy: SaveCopy) -> None:
        super().__init__(page)
        self.page = page
        self.window = window
        self.save_copy = save_copy
        self.attempt: ActiveAttempt | None = None
        self.dialog: QFileDialog | None = None
        self.box: QMessageBox | None = None
        page.save_copy_button.clicked.connect(self.choose_file)

    def show(self, attempt: ActiveAttempt | None) -> bool:
        """Show the banner if `attempt` keeps answers in memory only; True if it does."""
        self.attempt = attempt
        unsaved = attempt.unsaved if attempt is not None else None
        self.page.save_copy_button.setVisible(unsaved is not None)
        if unsaved is None:
            return False
        label = self.page.save_error
        label.setText(
            self.tr(
                "Not saved: the database file {path} was moved, replaced or deleted. Your "
                "answers are kept in this window; save a copy to keep them."
            ).format(path=unsaved.path)
        )
        label.setVisible(True)
        return True

    def choose_file(self) -> None:
        """Ask where to save the copy (a non-blocking dialog)."""
        unsaved = self.attempt.unsaved if self.attempt is not None else None
        if unsaved is None:
            return
        dialog = QFileDialog(self.window, self.tr("Save your answers to a new file"))
        dialog.setObjectName("saveCopyDialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("db")
        dialog.setNameFilter(self.tr("Exam Simulator database (*.db)"))
        original = unsaved.path
        # Where it was, if nothing took its place; else beside it, under a new name.
        suggested = (
            original
            if not original.exists()
            else original.with_name(f"{original.stem}-recovered{original.suffix}")
        )
        dialog.setDirectory(str(suggested.parent))
        dialog.selectFile(suggested.name)
        dialog.fileSelected.connect(lambda path: self.save_to(Path(path)))
        self.dialog = dialog
        dialog.open()

    def save_to(self, path: Path) -> None:
        attempt = self.attempt
        if attempt is None:
            return
        try:
            self.save_copy(path, attempt)
        except (DatabaseError, OSError) as exc:
            reason = getattr(exc, "strerror", None) or translated(exc)
            self.page.save_error.setText(
                self.tr(
                    "Not saved: the copy could not be written to {path} ({reason}). Your "
                    "answers are still kept in this window; try another folder."
                ).format(path=path, reason=reason)
            )
            return
        self.show(attempt)
        self.page.save_error.setVisible(False)
        window = self.window
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(
                self.tr(
                    "Saved to {path}. Your answers are safe again and are saved there as "
                    "you go; to use this file next time: exam-simulator --db sqlite:///{path}"
                ).format(path=path),
                20_000,
            )

    def confirm_losing(self, proceed: Callable[[], None], losing: str) -> bool:
        """If answers are kept in memory only, ask before `proceed` loses them (non-blocking;
        `losing` labels the button that goes on anyway) and return True; else return
        False and let the caller go on."""
        if self.attempt is None or self.attempt.unsaved is None:
            return False
        box = QMessageBox(self.window)
        box.setObjectName("unsavedAnswers")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Answers not saved"))
        box.setText(
            self.tr(
                "Your answers since the database file went away are not saved: they are "
                "only in this window."
            )
        )
        box.setInformativeText(self.tr("Save a copy of them first?"))
        save = box.addButton(self.tr("Save a copy…"), QMessageBox.ButtonRole.AcceptRole)
        lose = box.addButton(losing, QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(save)

        def decided(_result: int) -> None:
            clicked = box.clickedButton()
            if clicked is save:
                self.choose_file()
            elif clicked is lose:
                proceed()

        box.finished.connect(decided)
        self.box = box
        open_transient(box)
        return True
