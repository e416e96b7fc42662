"""Bank page behaviour: pick a file, import it in the background, list the banks."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QTreeWidgetItem, QWidget

from simulator.formats.problems import BankFileError, Problem
from simulator.services.banks import ImportReport, import_bank_file, list_banks
from simulator.services.library import Database
from simulator.ui.bank_page import BankPage
from simulator.ui.import_preview_controller import ImportPreviewController
from simulator.ui.qtutil import documents_folder, plain_tip
from simulator.ui.workers import BackgroundOp

FILE_FILTER = ";;".join(
    [
        "Question files (*.yaml *.yml *.txt *.gift *.xml *.csv *.md *.markdown)",
        "YAML banks (*.yaml *.yml)",
        "Moodle GIFT (*.gift *.txt)",
        "Moodle XML (*.xml)",
        "Aiken or plain text (*.txt)",
        "CSV spreadsheets (*.csv)",
        "Markdown practice exams (*.md *.markdown)",
        "All files (*)",
    ]
)


class BankController(QObject):
    """Imports run on the thread pool; the page shows progress, then problems or counts.

    Signals:
        banks_changed(): an import changed the stored banks.
        import_finished(bool): an import ended, successfully or not (tests wait on it).
    """

    banks_changed = Signal()
    import_finished = Signal(bool)

    def __init__(
        self,
        page: BankPage,
        db: Database,
        window: QWidget,
        open_url: Callable[[QUrl], object] = QDesktopServices.openUrl,
    ) -> None:
        super().__init__(page)
        self.page = page
        self.db = db
        self.window = window
        self.dialog: QFileDialog | None = None
        self.preview: ImportPreviewController | None = None
        self.open_url = open_url  # the system's handler; only ever called on a click
        self.problem_url: QUrl | None = None
        page.import_button.clicked.connect(self.choose_file)
        page.open_problem_button.clicked.connect(self.open_first_problem)

    def refresh(self) -> None:
        tree = self.page.bank_tree
        tree.clear()
        for bank in list_banks(self.db):
            top = QTreeWidgetItem([f"{bank.title}  ({bank.key})", str(bank.question_count)])
            top.setToolTip(0, plain_tip(bank.description))
            for topic in bank.topics:
                QTreeWidgetItem(top, [topic.title, str(topic.questions)])
            tree.addTopLevelItem(top)
            top.setExpanded(True)

    def choose_file(self) -> None:
        """A non-blocking file dialog (opened with open(), never exec())."""
        dialog = QFileDialog(self.window, "Import a question bank")
        dialog.setObjectName("importDialog")
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setDirectory(documents_folder())
        dialog.setNameFilter(FILE_FILTER)
        dialog.fileSelected.connect(lambda path: self.preview_path(Path(path)))
        self.dialog = dialog
        dialog.open()

    def preview_path(self, path: Path) -> ImportPreviewController:
        """Show what `path` would give (the import preview); it is stored only on Import."""
        preview = ImportPreviewController(path, self.db, self.window)
        preview.imported.connect(self._imported)
        preview.import_failed.connect(self._failed)
        self.preview = preview
        return preview

    def import_path(self, path: Path) -> None:
        """Import `path` at once, without the preview (the preview's own Import stores it)."""
        page = self.page
        page.import_button.setEnabled(False)
        page.progress.setVisible(True)
        page.problems.setVisible(False)
        self._show_first_problem([])
        page.status_label.setProperty("error", False)
        page.status_label.setText(f"Importing {path.name}…")
        BackgroundOp(lambda: import_bank_file(self.db, path), self._imported, self._failed)

    def _imported(self, report: ImportReport) -> None:
        page = self.page
        page.progress.setVisible(False)
        page.import_button.setEnabled(True)
        status = report.describe().split(": ", 1)[-1]
        if report.summary:
            status = f"{status} ({report.summary})"
        page.status_label.setText(status[:1].upper() + status[1:])
        if report.warnings:
            page.problems.setPlainText("\n".join(str(w) for w in report.warnings))
            page.problems.setVisible(True)
        self._show_first_problem(report.warnings)
        self.refresh()
        self.banks_changed.emit()
        self.import_finished.emit(True)

    def _show_first_problem(self, problems: Sequence[Problem]) -> None:
        """Offer to open the file at its first problem (the user fixes it in an editor)."""
        button = self.page.open_problem_button
        if not problems:
            self.problem_url = None
            button.setVisible(False)
            return
        first = min(problems, key=lambda p: (p.warning, p.line))
        self.problem_url = QUrl.fromLocalFile(str(Path(first.path).resolve()))
        button.setText(f"Open {Path(first.path).name} (first problem: line {first.line})")
        button.setVisible(True)

    def open_first_problem(self) -> None:
        if self.problem_url is not None:
            self.open_url(self.problem_url)

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
            self._show_first_problem(error.problems)
        else:
            page.status_label.setText("Nothing was imported: the database reported an error.")
            page.problems.setPlainText(str(error))
        page.problems.setVisible(True)
        page.status_label.setProperty("error", True)
        self.import_finished.emit(False)
