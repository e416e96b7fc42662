"""Bank page behaviour: pick a file, import it in the background, list the banks."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QTreeWidgetItem, QWidget

from simulator.formats.problems import BankFileError
from simulator.services.banks import ImportReport, import_bank_file, list_banks
from simulator.services.library import Database
from simulator.ui.bank_page import BankPage
from simulator.ui.workers import BackgroundOp

FILE_FILTER = "Question banks (*.yaml *.yml *.txt);;YAML banks (*.yaml *.yml);;Plain text (*.txt)"


class BankController(QObject):
    """Imports run on the thread pool; the page shows progress, then problems or counts.

    Signals:
        banks_changed(): an import changed the stored banks.
        import_finished(bool): an import ended, successfully or not (tests wait on it).
    """

    banks_changed = Signal()
    import_finished = Signal(bool)

    def __init__(self, page: BankPage, db: Database, window: QWidget) -> None:
        super().__init__(page)
        self.page = page
        self.db = db
        self.window = window
        self.dialog: QFileDialog | None = None
        page.import_button.clicked.connect(self.choose_file)

    def refresh(self) -> None:
        tree = self.page.bank_tree
        tree.clear()
        for bank in list_banks(self.db):
            top = QTreeWidgetItem([f"{bank.title}  ({bank.key})", str(bank.question_count)])
            top.setToolTip(0, bank.description)
            for topic in bank.topics:
                QTreeWidgetItem(top, [topic.title, str(topic.questions)])
            tree.addTopLevelItem(top)
            top.setExpanded(True)

    def choose_file(self) -> None:
        """A non-blocking file dialog (opened with open(), never exec())."""
        dialog = QFileDialog(self.window, "Import a question bank")
        dialog.setObjectName("importDialog")
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setNameFilter(FILE_FILTER)
        dialog.fileSelected.connect(lambda path: self.import_path(Path(path)))
        self.dialog = dialog
        dialog.open()

    def import_path(self, path: Path) -> None:
        page = self.page
        page.import_button.setEnabled(False)
        page.progress.setVisible(True)
        page.problems.setVisible(False)
        page.status_label.setText(f"Importing {path.name}…")
        BackgroundOp(lambda: import_bank_file(self.db, path), self._imported, self._failed)

    def _imported(self, report: ImportReport) -> None:
        page = self.page
        page.progress.setVisible(False)
        page.import_button.setEnabled(True)
        page.status_label.setText(report.describe().split(": ", 1)[-1].capitalize())
        if report.warnings:
            page.problems.setPlainText("\n".join(str(w) for w in report.warnings))
            page.problems.setVisible(True)
        self.refresh()
        self.banks_changed.emit()
        self.import_finished.emit(True)

    def _failed(self, error: BaseException) -> None:
        page = self.page
        page.progress.setVisible(False)
        page.import_button.setEnabled(True)
        if isinstance(error, BankFileError):
            count = len(error.problems)
            page.status_label.setText(
                f"Nothing was imported: {count} problem{'s' if count != 1 else ''} to fix in the file."
            )
            page.problems.setPlainText("\n".join(str(p) for p in error.problems))
        else:
            page.status_label.setText("Nothing was imported: the database reported an error.")
            page.problems.setPlainText(str(error))
        page.problems.setVisible(True)
        page.status_label.setProperty("error", True)
        self.import_finished.emit(False)
