"""Bank page behaviour: import files in the background, list the banks and their topics,
and manage a bank (rename, delete, export, topics); the question browser's behaviour is
`BrowserController`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QMessageBox, QTreeWidgetItem, QWidget

from simulator.formats.problems import BankFileError, Problem
from simulator.services import banks as bank_service
from simulator.services.banks import (
    ImportReport,
    SealedExportError,
    import_bank_file,
    list_banks,
)
from simulator.services.library import Database
from simulator.ui.bank_dialogs import RenameBankDialog, TopicsDialog
from simulator.ui.bank_page import BankPage
from simulator.ui.browser_controller import EXPORT_FILTER, BrowserController, export_format
from simulator.ui.import_preview_controller import ImportPreviewController
from simulator.ui.proposal_dialog import ProposalDialog
from simulator.ui.qtutil import documents_folder, open_transient, plain_tip
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
BANK_ROLE = Qt.ItemDataRole.UserRole
TOPIC_ROLE = Qt.ItemDataRole.UserRole + 1


class BankController(QObject):
    """Imports run on the thread pool; the page shows progress, then problems or counts.

    Signals:
        banks_changed(): the stored banks changed (import, rename, delete, edits).
        import_finished(bool): an import ended, successfully or not (tests wait on it).
        resume_requested(int): the user chose to resume a bank's unfinished attempt.
        message(str): a one-line outcome for the status bar.
    """

    banks_changed = Signal()
    import_finished = Signal(bool)
    resume_requested = Signal(int)
    message = Signal(str)

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
        self.offered_bank: str | None = None
        self.browser = BrowserController(page, db, window)
        self.browser.questions_changed.connect(lambda _bank: self._questions_changed())
        self.browser.message.connect(self.message)
        page.import_button.clicked.connect(self.choose_file)
        page.open_problem_button.clicked.connect(self.open_first_problem)
        page.propose_offer.clicked.connect(lambda: self.propose_topics(self.offered_bank))
        page.bank_tree.currentItemChanged.connect(self._bank_chosen)
        page.rename_button.clicked.connect(self.ask_rename)
        page.delete_button.clicked.connect(self.ask_delete)
        page.topics_button.clicked.connect(self.manage_topics)
        page.propose_button.clicked.connect(lambda: self.propose_topics(self.current_bank()))
        page.export_button.clicked.connect(self.ask_export)
        self._bank_buttons()

    # ------------------------------------------------------------ the tree
    def refresh(self) -> None:
        tree = self.page.bank_tree
        keep = self.current_bank()
        tree.blockSignals(True)
        tree.clear()
        self.banks = list_banks(self.db)
        for bank in self.banks:
            top = QTreeWidgetItem([f"{bank.title}  ({bank.key})", str(bank.question_count)])
            top.setToolTip(0, plain_tip(bank.description or bank.title))
            top.setData(0, BANK_ROLE, bank.key)
            for topic in bank.topics:
                child = QTreeWidgetItem(top, [topic.title, str(topic.questions)])
                child.setData(0, BANK_ROLE, bank.key)
                child.setData(0, TOPIC_ROLE, topic.key)
                child.setToolTip(0, plain_tip(topic.title))
            tree.addTopLevelItem(top)
            top.setExpanded(True)
        tree.blockSignals(False)
        wanted = keep or (self.banks[0].key if self.banks else None)
        self.select_bank(wanted)
        if tree.currentItem() is None:
            self.browser.show_bank(None)
        self._bank_buttons()

    def select_bank(self, bank_id: str | None, topic: str | None = None) -> None:
        tree = self.page.bank_tree
        for i in range(tree.topLevelItemCount()):
            item = tree.topLevelItem(i)
            if item is None or item.data(0, BANK_ROLE) != bank_id:
                continue
            target = item
            for c in range(item.childCount()):
                child = item.child(c)
                if child is not None and topic is not None and child.data(0, TOPIC_ROLE) == topic:
                    target = child
            if tree.currentItem() is target:
                self._bank_chosen(target, None)
            else:
                tree.setCurrentItem(target)
            return

    def current_bank(self) -> str | None:
        item = self.page.bank_tree.currentItem()
        return str(item.data(0, BANK_ROLE)) if item is not None else None

    def _title(self, bank_id: str | None) -> str:
        return next((b.title for b in getattr(self, "banks", []) if b.key == bank_id), "")

    def _bank_chosen(self, item: QTreeWidgetItem | None, _previous: object) -> None:
        self._bank_buttons()
        if item is None:
            self.browser.show_bank(None)
            return
        bank_id = str(item.data(0, BANK_ROLE))
        topic = item.data(0, TOPIC_ROLE)
        self.browser.show_bank(bank_id, self._title(bank_id), topic or "")

    def _bank_buttons(self) -> None:
        chosen = self.current_bank() is not None
        page = self.page
        for button in (
            page.rename_button,
            page.delete_button,
            page.topics_button,
            page.propose_button,
            page.export_button,
        ):
            button.setEnabled(chosen)

    def _questions_changed(self) -> None:
        self.refresh()
        self.banks_changed.emit()

    # -------------------------------------------------------------- import
    def choose_file(self) -> None:
        """A non-blocking file dialog (opened with open(), never exec())."""
        dialog = QFileDialog(self.window, self.tr("Import a question bank"))
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

    def import_path(self, path: Path, *, overwrite_edits: bool = False) -> None:
        """Import `path` at once, without the preview (the preview's own Import stores it)."""
        page = self.page
        page.import_button.setEnabled(False)
        page.progress.setVisible(True)
        page.problems.setVisible(False)
        page.propose_offer.setVisible(False)
        self._show_first_problem([])
        self._status(self.tr("Importing {name}…").format(name=path.name))
        db = self.db
        BackgroundOp(
            lambda: import_bank_file(db, path, overwrite_edits=overwrite_edits),
            self._imported,
            self._failed,
        )

    def _status(self, text: str, *, error: bool = False) -> None:
        label = self.page.status_label
        label.setProperty("error", error)
        label.setText(text)
        label.setVisible(bool(text))
        label.style().unpolish(label)
        label.style().polish(label)

    def _imported(self, report: ImportReport) -> None:
        page = self.page
        page.progress.setVisible(False)
        page.import_button.setEnabled(True)
        status = report.describe().split(": ", 1)[-1]
        if report.summary:
            status = f"{status} ({report.summary})"
        self._status(status[:1].upper() + status[1:])
        if report.warnings:
            page.problems.setPlainText("\n".join(str(w) for w in report.warnings))
            page.problems.setVisible(True)
        self._show_first_problem(report.warnings)
        self.refresh()
        self.select_bank(report.bank_id)
        self._offer_topics(report)
        self.banks_changed.emit()
        self.import_finished.emit(True)
        if report.counts.kept:
            self._ask_about_edits(report)

    def _offer_topics(self, report: ImportReport) -> None:
        """A bank whose file had no categories arrives as one topic: offer to sort it."""
        bank = next((b for b in self.banks if b.key == report.bank_id), None)
        flat = bank is not None and len(bank.topics) == 1 and bank.question_count > 1
        self.offered_bank = report.bank_id if flat else None
        self.page.propose_offer.setVisible(flat)

    def _ask_about_edits(self, report: ImportReport) -> None:
        """Edits made here were kept; the user may take the file's version instead."""
        box = QMessageBox(self.window)
        box.setObjectName("keptEditsNotice")
        box.setIcon(QMessageBox.Icon.Information)
        box.setWindowTitle(self.tr("Your edits were kept"))
        box.setText(
            self.tr(
                "%n question(s) you changed here kept your version; the file's version of"
                " them was not taken.",
                "",
                report.counts.kept,
            )
        )
        keep = box.addButton(self.tr("Keep my edits"), QMessageBox.ButtonRole.AcceptRole)
        take = box.addButton(
            self.tr("Take the file's version"), QMessageBox.ButtonRole.DestructiveRole
        )
        box.setDefaultButton(keep)

        def decided(_result: int) -> None:
            if box.clickedButton() is take:
                self.import_path(Path(report.path), overwrite_edits=True)

        box.finished.connect(decided)
        open_transient(box)

    def _show_first_problem(self, problems: Sequence[Problem]) -> None:
        """Offer to open the file at its first problem (the user fixes it in an editor)."""
        button = self.page.open_problem_button
        if not problems:
            self.problem_url = None
            button.setVisible(False)
            return
        first = min(problems, key=lambda p: (p.warning, p.line))
        self.problem_url = QUrl.fromLocalFile(str(Path(first.path).resolve()))
        button.setText(
            self.tr("Open {name} (first problem: line {line})").format(
                name=Path(first.path).name, line=first.line
            )
        )
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
            self._status(
                self.tr("Nothing was imported: %n problem(s) to fix in the file.", "", count),
                error=True,
            )
            page.problems.setPlainText("\n".join(str(p) for p in error.problems))
            self._show_first_problem(error.problems)
        else:
            self._status(
                self.tr("Nothing was imported: the database reported an error."), error=True
            )
            page.problems.setPlainText(str(error))
        page.problems.setVisible(True)
        self.import_finished.emit(False)

    # ------------------------------------------------------- bank actions
    def ask_rename(self) -> None:
        bank_id = self.current_bank()
        if bank_id is None:
            return
        dialog = RenameBankDialog(self.window, self._title(bank_id))

        def renamed(title: str) -> None:
            try:
                stored = bank_service.rename_bank(self.db, bank_id, title)
            except (bank_service.UnknownBankError, ValueError) as exc:
                self.message.emit(str(exc))
                return
            self.refresh()
            self.banks_changed.emit()
            self.message.emit(self.tr("Renamed to {title}.").format(title=stored))

        dialog.renamed.connect(renamed)
        open_transient(dialog)

    def ask_delete(self) -> None:
        bank_id = self.current_bank()
        if bank_id is None:
            return
        outlook = bank_service.deletion_outlook(self.db, bank_id)
        box = QMessageBox(self.window)
        box.setObjectName("deleteBankConfirm")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Delete bank"))
        box.setText(self.tr("Delete the bank \u201c{title}\u201d?").format(title=outlook.title))
        details = (
            self.tr(
                "Its %n question(s) go from the app: no new exam can be drawn from them.",
                "",
                outlook.questions,
            )
            + " "
            + self.tr(
                "Its %n past attempt(s) stay readable in History, and importing its file again"
                " brings the bank back.",
                "",
                outlook.finished_attempts,
            )
        )
        resume = None
        if outlook.unfinished is not None:
            u = outlook.unfinished
            details += "\n\n" + self.tr(
                "It has an unfinished {mode} attempt ({answered} of {total} answered):"
                " deleting the bank discards it."
            ).format(mode=u.mode.label.lower(), answered=u.answered, total=u.total)
            resume = box.addButton(self.tr("Resume it instead"), QMessageBox.ButtonRole.ActionRole)
            resume.setObjectName("resumeInsteadButton")
        box.setInformativeText(details)
        delete = box.addButton(
            self.tr("Delete and discard the attempt")
            if outlook.unfinished
            else self.tr("Delete bank"),
            QMessageBox.ButtonRole.DestructiveRole,
        )
        delete.setObjectName("confirmDeleteBankButton")
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)

        def decided(_result: int) -> None:
            clicked = box.clickedButton()
            if clicked is delete:
                self.delete_bank(bank_id)
            elif resume is not None and clicked is resume and outlook.unfinished is not None:
                self.resume_requested.emit(outlook.unfinished.attempt_id)

        box.finished.connect(decided)
        open_transient(box)

    def delete_bank(self, bank_id: str) -> None:
        title = self._title(bank_id)
        discarded = bank_service.delete_bank(self.db, bank_id)
        self.refresh()
        self.banks_changed.emit()
        note = self.tr(" Its unfinished attempt was discarded.") if discarded else ""
        self.message.emit(
            self.tr("Deleted {title}. Its past attempts stay in History.").format(title=title)
            + note
        )

    def ask_export(self) -> None:
        bank_id = self.current_bank()
        if bank_id is None:
            return
        dialog = QFileDialog(self.window, self.tr("Export the bank"))
        dialog.setObjectName("exportBankDialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilter(EXPORT_FILTER)
        dialog.setDirectory(documents_folder())
        dialog.selectFile(f"{bank_id}.yaml")
        dialog.fileSelected.connect(lambda path: self.export_bank(bank_id, Path(path)))
        open_transient(dialog)

    def export_bank(self, bank_id: str, path: Path) -> None:
        try:
            bank, written = bank_service.export_stored_bank(
                self.db, bank_id, export_format(path), path
            )
        except SealedExportError:
            self.message.emit(
                self.tr(
                    "This bank came sealed with a classroom build: it has no answer key,"
                    " so it cannot be exported."
                )
            )
            return
        except OSError as exc:
            self.message.emit(
                self.tr("Cannot write {path}: {reason}").format(
                    path=path, reason=exc.strerror or exc
                )
            )
            return
        self.message.emit(
            self.tr("Wrote %n question(s) to {path}.", "", len(bank.questions)).format(
                path=written[0]
            )
        )

    def manage_topics(self) -> None:
        bank_id = self.current_bank()
        if bank_id is None:
            return
        dialog = TopicsDialog(self.window, self.db, bank_id, self._title(bank_id))
        dialog.changed.connect(self._topics_changed)
        open_transient(dialog)

    def _topics_changed(self, message: str) -> None:
        self._questions_changed()
        self.message.emit(message)

    def propose_topics(self, bank_id: str | None) -> None:
        if bank_id is None:
            return
        dialog = ProposalDialog(self.window, self.db, bank_id, self._title(bank_id))

        def applied(message: str) -> None:
            self.page.propose_offer.setVisible(False)
            self._topics_changed(message)

        dialog.applied.connect(applied)
        size = self.window.size()
        dialog.resize(min(980, int(size.width() * 0.95)), min(720, int(size.height() * 0.95)))
        open_transient(dialog)
