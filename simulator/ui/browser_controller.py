"""The question browser's behaviour: load a bank's questions, filter as the user types,
and act on the selected rows (edit, new, duplicate, retire, move, delete, export).

Loading runs in the background (a 100,000-question bank takes a second); filtering runs
on every keystroke in memory (`domain.question_search`), a few milliseconds.
"""

from __future__ import annotations

import gc
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QObject, Qt, Signal
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from simulator.domain.model import Scenario
from simulator.domain.question_search import ANY_CASE_STUDY, QuestionFilter, QuestionIndex
from simulator.services import topics as topic_service
from simulator.services import workshop
from simulator.services.banks import SealedExportError, export_stored_bank
from simulator.services.library import Database
from simulator.ui.bank_page import BankPage
from simulator.ui.editor_controller import EditorController
from simulator.ui.qtutil import documents_folder, open_transient
from simulator.ui.question_model import QuestionTableModel, prompt_lines
from simulator.ui.workers import BackgroundOp

#: Banks up to this size are listed at once; larger ones in the background (a 100,000-
#: question bank takes seconds to read and index).
INLINE_QUESTIONS = 5_000
EXPORT_FILTER = "YAML bank (*.yaml);;Moodle XML (*.xml);;GIFT (*.gift *.txt)"


def export_format(path: Path) -> str:
    """The export format a file name asks for (YAML unless it says otherwise)."""
    suffix = path.suffix.lower()
    if suffix == ".xml":
        return "moodle-xml"
    if suffix in (".gift", ".txt"):
        return "gift"
    return "yaml"


@dataclass(frozen=True)
class Loaded:
    """What the background load of a bank's questions hands the GUI thread."""

    index: QuestionIndex
    lines: list[str]
    topics: list[topic_service.TopicInfo]
    missed_since: int | None
    scenarios: tuple[Scenario, ...] = ()


class BrowserController(QObject):
    """Keeps `questionBrowser` in step with the selected bank and the filters.

    Signals:
        questions_loaded(str): the bank whose questions are now listed (tests wait on it).
        questions_changed(str): questions of this bank were changed (counts may differ).
        message(str): a one-line outcome for the status bar.
    """

    questions_loaded = Signal(str)
    questions_changed = Signal(str)
    message = Signal(str)

    def __init__(self, page: BankPage, db: Database, window: QWidget) -> None:
        super().__init__(page)
        self.page = page
        self.db = db
        self.window = window
        self.bank_id: str | None = None
        self.bank_title = ""
        self.model = QuestionTableModel()
        self._missed_since: int | None = None
        self._now = datetime.now(UTC)
        self._loading: str | None = None
        #: Each reload is numbered; only the newest one's result is shown (an older one that
        #: finishes later would put back what an edit or a retire has just changed).
        self._generation = 0
        self._size = 0
        self.editor: EditorController | None = None
        page.browser.setModel(self.model)
        page.browser.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        page.size_columns()
        page.search.textChanged.connect(self.apply_filter)
        page.topic_filter.currentIndexChanged.connect(self.apply_filter)
        page.show_filter.currentIndexChanged.connect(self.apply_filter)
        page.case_filter.currentIndexChanged.connect(self.apply_filter)
        # Activation is a double-click, or Enter on the current row (Qt emits it for both).
        page.browser.activated.connect(self._activated)
        page.browser.selectionModel().selectionChanged.connect(self._selection_changed)
        self.model.modelReset.connect(self._selection_changed)
        page.new_button.clicked.connect(self.new_question)
        page.edit_button.clicked.connect(self.edit_selected)
        page.duplicate_button.clicked.connect(self.duplicate_selected)
        page.retire_button.clicked.connect(self.retire_selected)
        page.set_topic_action.triggered.connect(self.ask_topic)
        page.delete_questions_action.triggered.connect(self.ask_delete)
        page.export_selection_action.triggered.connect(self.ask_export_selection)
        self._selection_changed()

    # --------------------------------------------------------------- loading
    def show_bank(
        self, bank_id: str | None, title: str = "", topic: str | None = None, size: int = 0
    ) -> None:
        """List this bank's questions, optionally one topic's: at once for a bank of up to
        INLINE_QUESTIONS questions (`size`), in the background for a larger one."""
        page = self.page
        if bank_id is None:
            self.bank_id = None
            self.model.set_questions(QuestionIndex([]), {})
            page.questions_title.setText(self.tr("Questions"))
            page.count_label.clear()
            self._selection_changed()
            return
        same = bank_id == self.bank_id
        self.bank_id, self.bank_title = bank_id, title
        self._size = size
        page.questions_title.setText(self.tr("Questions of {title}").format(title=title))
        self._wanted_topic = topic
        if not same:
            page.count_label.setText(self.tr("Loading…"))
        self.reload()

    def reload(self) -> None:
        bank_id = self.bank_id
        if bank_id is None:
            return
        self._loading = bank_id
        self._generation += 1
        generation = self._generation
        db = self.db

        def work() -> Loaded:
            listings = workshop.list_questions(db, bank_id)
            return Loaded(
                QuestionIndex(listings),  # reads every text once: here, off the GUI thread
                prompt_lines(listings),
                topic_service.topics_of(db, bank_id),
                workshop.recent_attempt_floor(db, bank_id),
                workshop.bank_scenarios(db, bank_id),
            )

        if self._size <= INLINE_QUESTIONS:  # a few milliseconds: the list is there at once
            try:
                loaded = work()
            except Exception as error:  # shown as the background path shows it
                self._failed(error)
                return
            self._loaded(bank_id, generation, loaded)
            return
        BackgroundOp(work, lambda loaded: self._loaded(bank_id, generation, loaded), self._failed)

    def _loaded(self, bank_id: str, generation: int, loaded: Loaded) -> None:
        if bank_id != self.bank_id or generation != self._generation:
            return  # another bank was chosen, or a newer reload was asked for, meanwhile
        self._loading = None
        self._missed_since = loaded.missed_since
        self._now = datetime.now(UTC)  # "due" as of the list read (it is read again on changes)
        combo = self.page.topic_filter
        wanted = getattr(self, "_wanted_topic", None) or combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(self.tr("All topics"), None)
        for topic in loaded.topics:
            combo.addItem(topic.title, topic.id)
        index = combo.findData(wanted) if wanted else 0
        combo.setCurrentIndex(max(0, index))
        combo.blockSignals(False)
        self._wanted_topic = None
        self._fill_case_filter(loaded.scenarios)
        selected = self.selected_ids()
        self.model.set_questions(
            loaded.index,
            {t.id: t.title for t in loaded.topics},
            loaded.lines,
            {s.id: s.title for s in loaded.scenarios},
        )
        self.page.size_columns([q.id for q in loaded.index.items[:2000]])
        self.apply_filter()
        self.select_ids(selected)
        if len(loaded.index) > INLINE_QUESTIONS:
            # A large bank's index is millions of objects that live as long as the list;
            # left to the cyclic garbage collector, every full collection walks them all
            # and a keystroke now and then waits 50 ms for it. They hold no cycles:
            # exempt them (a usual bank's few thousand are not worth it).
            gc.freeze()
        self.questions_loaded.emit(bank_id)

    def _fill_case_filter(self, scenarios: tuple[Scenario, ...]) -> None:
        """The case-study filter's choices (kept across a reload); shown only for a bank
        that has case studies, as is their column."""
        combo = self.page.case_filter
        wanted = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        if scenarios:
            combo.addItem(self.tr("Case study: all"), None)
            combo.addItem(self.tr("In a case study"), ANY_CASE_STUDY)
            for scenario in scenarios:
                combo.addItem(scenario.title, scenario.id)
            combo.addItem(self.tr("Not in a case study"), "")
            combo.setCurrentIndex(max(0, combo.findData(wanted)) if wanted is not None else 0)
        combo.blockSignals(False)
        self.page.show_case_studies(bool(scenarios))

    def _failed(self, error: BaseException) -> None:
        self._loading = None
        self.page.count_label.setText(
            self.tr("Could not list the questions: {error}").format(error=error)
        )

    # ------------------------------------------------------------- filtering
    def current_filter(self) -> QuestionFilter:
        page = self.page
        return QuestionFilter(
            text=page.search.text(),
            topic=page.topic_filter.currentData(),
            show=str(page.show_filter.currentData() or "all"),
            missed_since=self._missed_since,
            now=self._now,
            scenario=page.case_filter.currentData() if page.case_filter.count() else None,
        )

    def apply_filter(self) -> None:
        self.model.apply_filter(self.current_filter())
        shown, total = self.model.rowCount(), self.model.total
        page = self.page
        if self.bank_id is None:
            page.count_label.clear()
        elif shown == total:
            page.count_label.setText(self.tr("%n question(s)", "", total))
        else:
            page.count_label.setText(self.tr("{shown} of {total}").format(shown=shown, total=total))
        page.empty_label.setVisible(self.bank_id is not None and shown == 0 and total > 0)
        page.empty_label.setText(self.tr("No question matches. Clear the search or the filters."))

    # ------------------------------------------------------------- selection
    def selected_ids(self) -> list[str]:
        rows = sorted({index.row() for index in self.page.browser.selectionModel().selectedRows()})
        return [self.model.question_id(row) for row in rows]

    def select_ids(self, question_ids: list[str]) -> None:
        selection = self.page.browser.selectionModel()
        selection.clearSelection()
        first = True
        for qid in question_ids:
            row = self.model.row_of(qid)
            if row is None:
                continue
            flags = (
                QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
            )
            if first:
                flags |= QItemSelectionModel.SelectionFlag.Current
                self.page.browser.scrollTo(self.model.index(row, 0))
                first = False
            selection.select(self.model.index(row, 0), flags)

    def _selection_changed(self) -> None:
        page = self.page
        selected = self.page.browser.selectionModel().selectedRows() if self.bank_id else []
        count = len(selected)
        page.new_button.setEnabled(self.bank_id is not None)
        for button in (page.edit_button, page.duplicate_button):
            button.setEnabled(count == 1)
        page.retire_button.setEnabled(count > 0)
        page.more_button.setEnabled(count > 0)
        retired = count > 0 and all(self.model.listing(i.row()).retired for i in selected)
        page.retire_button.setText(self.tr("Restore") if retired else self.tr("Retire"))

    # ------------------------------------------------------------- the editor
    def _activated(self, index: QModelIndex) -> None:
        if index.isValid():
            self.edit(self.model.question_id(index.row()))

    def edit_selected(self) -> None:
        ids = self.selected_ids()
        if len(ids) == 1:
            self.edit(ids[0])

    def edit(self, question_id: str) -> None:
        if self.bank_id is None:
            return
        try:
            stored = workshop.open_question(self.db, self.bank_id, question_id)
        except workshop.WorkshopError as exc:  # deleted meanwhile (another window)
            self.message.emit(str(exc))
            self.reload()
            return
        self._open_editor(stored=stored)

    def new_question(self) -> None:
        if self.bank_id is not None:
            topic = self.page.topic_filter.currentData()
            self._open_editor(topic=topic)

    def duplicate_selected(self) -> None:
        ids = self.selected_ids()
        if self.bank_id is None or len(ids) != 1:
            return
        stored = workshop.open_question(self.db, self.bank_id, ids[0])
        self._open_editor(copy_of=stored)

    def _open_editor(
        self,
        *,
        stored: workshop.StoredQuestion | None = None,
        copy_of: workshop.StoredQuestion | None = None,
        topic: str | None = None,
    ) -> None:
        assert self.bank_id is not None
        editor = EditorController(
            self.window, self.db, self.bank_id, stored=stored, copy_of=copy_of, topic=topic
        )
        editor.saved.connect(self._saved)
        self.editor = editor
        editor.open()

    def _saved(self, question_id: str) -> None:
        if self.bank_id is not None:
            self.questions_changed.emit(self.bank_id)
        self.message.emit(self.tr("Saved question {id}.").format(id=question_id))
        self._reload_selecting([question_id])

    def _reload_selecting(self, question_ids: list[str]) -> None:
        def select_when_loaded(_bank: str) -> None:
            self.questions_loaded.disconnect(select_when_loaded)
            self.select_ids(question_ids)

        self.questions_loaded.connect(select_when_loaded)
        self.reload()

    # ------------------------------------------------------------ bulk actions
    def retire_selected(self) -> None:
        ids = self.selected_ids()
        if self.bank_id is None or not ids:
            return
        restore = self.page.retire_button.text() == self.tr("Restore")
        changed = workshop.set_retired(self.db, self.bank_id, ids, not restore)
        text = (
            self.tr("%n question(s) restored.", "", changed)
            if restore
            else self.tr("%n question(s) retired: kept in past attempts, never drawn.", "", changed)
        )
        self._changed(text, ids)

    def _changed(self, text: str, ids: list[str]) -> None:
        assert self.bank_id is not None
        self.message.emit(text)
        self.questions_changed.emit(self.bank_id)
        self._reload_selecting(ids)

    def ask_topic(self) -> None:
        ids = self.selected_ids()
        if self.bank_id is None or not ids:
            return
        topics = topic_service.topics_of(self.db, self.bank_id)
        dialog = QInputDialog(self.window)
        dialog.setObjectName("setTopicDialog")
        dialog.setWindowTitle(self.tr("Set topic"))
        dialog.setLabelText(self.tr("Move %n question(s) to the topic:", "", len(ids)))
        dialog.setComboBoxItems([t.title for t in topics])
        dialog.setComboBoxEditable(False)

        def chosen(title: str) -> None:
            topic = next(t.id for t in topics if t.title == title)
            assert self.bank_id is not None
            moved = workshop.move_questions(self.db, self.bank_id, ids, topic)
            self._changed(
                self.tr("%n question(s) moved to {topic}.", "", moved).format(topic=title), ids
            )

        dialog.textValueSelected.connect(chosen)
        open_transient(dialog)

    def ask_delete(self) -> None:
        ids = self.selected_ids()
        if self.bank_id is None or not ids:
            return
        box = QMessageBox(self.window)
        box.setObjectName("deleteQuestionsConfirm")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Delete questions"))
        box.setText(self.tr("Delete %n question(s) from this bank?", "", len(ids)))
        box.setInformativeText(
            self.tr(
                "They go from the bank and are never drawn again; past attempts still show them"
                " as they were. To keep them out of exams but restorable, retire them instead."
            )
        )
        delete = box.addButton(QMessageBox.StandardButton.Yes)
        delete.setText(self.tr("Delete"))
        delete.setObjectName("confirmDeleteQuestionsButton")
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)

        def decided(_result: int) -> None:
            if box.clickedButton() is delete and self.bank_id is not None:
                removed = workshop.delete_questions(self.db, self.bank_id, ids)
                self._changed(self.tr("%n question(s) deleted.", "", removed), [])

        box.finished.connect(decided)
        open_transient(box)

    def ask_export_selection(self) -> None:
        ids = self.selected_ids()
        if self.bank_id is None or not ids:
            return
        dialog = QFileDialog(self.window, self.tr("Export the selected questions"))
        dialog.setObjectName("exportSelectionDialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilter(EXPORT_FILTER)
        dialog.setDirectory(documents_folder())
        dialog.selectFile(f"{self.bank_id}-selection.yaml")
        dialog.fileSelected.connect(lambda path: self.export_selection(Path(path), ids))
        open_transient(dialog)

    def export_selection(self, path: Path, ids: list[str]) -> None:
        assert self.bank_id is not None
        try:
            _bank, written = export_stored_bank(
                self.db, self.bank_id, export_format(path), path, question_ids=ids
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
            self.tr("Wrote %n question(s) to {path}.", "", len(ids)).format(path=written[0])
        )
