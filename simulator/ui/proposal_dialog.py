"""Sorting a bank's questions into the exam's domains (`topicProposals`).

The user lists the domains (an id, a title, a line of description: what an exam guide
says), or loads them from a DOMAINS.yaml; the app proposes a domain for every question
with a confidence, least sure first, for the user to check and correct; Apply makes the
domains the bank's topics in one transaction. Other banks of the same exam in the library
lend their words to the proposal (`domain.topic_background`); the summary says how many
of their questions did.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from simulator.domain.model import MAX_TITLE_LENGTH, invalid_id
from simulator.formats.domains import load_domains
from simulator.formats.problems import BankFileError
from simulator.services import topics as topic_service
from simulator.services.library import Database
from simulator.services.topics import Domain, ProposalRun, TopicProposal
from simulator.ui.layout import muted, section_title, text_label
from simulator.ui.qtutil import documents_folder, open_transient, plain_tip
from simulator.ui.question_model import one_line
from simulator.ui.workers import BackgroundOp

#: Proposals below this confidence are marked for a closer look.
UNSURE = 0.3
DOMAIN_ROWS = 4


class ProposalDialog(QDialog):
    """Domains in, a topic per question out.

    Signals:
        applied(str): what applying did, for the status bar.
        proposed(): proposals are shown (tests wait on it).
    """

    applied = Signal(str)
    proposed = Signal()

    def __init__(self, parent: QWidget, db: Database, bank_id: str, bank_title: str) -> None:
        super().__init__(parent)
        self.db = db
        self.bank_id = bank_id
        self.proposals: list[TopicProposal] = []
        #: How many questions of the library's other banks helped the last proposal.
        self.library_used = 0
        self.domains: list[Domain] = []
        self.setObjectName("topicProposals")
        self.setWindowTitle(self.tr("Sort questions into topics: {bank}").format(bank=bank_title))
        layout = QVBoxLayout(self)
        layout.addWidget(section_title(self.tr("1. The exam's domains")))
        layout.addWidget(
            muted(
                self.tr(
                    "As the official exam guide lists them: an id, a title and, if you have it,"
                    " a line of description. The more words a description shares with the"
                    " questions, the better the proposals."
                )
            )
        )
        self.domain_table = QTableWidget(0, 3)
        self.domain_table.setObjectName("domainTable")
        self.domain_table.setAccessibleName(self.tr("Domains"))
        self.domain_table.setHorizontalHeaderLabels(
            [self.tr("ID"), self.tr("Title"), self.tr("Description (optional)")]
        )
        self.domain_table.verticalHeader().setVisible(False)
        header = self.domain_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(0, 120)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(1, 220)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.domain_table, 1)
        row = QHBoxLayout()
        self.add_row_button = QPushButton(self.tr("Add domain"))
        self.add_row_button.setObjectName("addDomainButton")
        row.addWidget(self.add_row_button)
        self.load_button = QPushButton(self.tr("Load DOMAINS.yaml…"))
        self.load_button.setObjectName("loadDomainsButton")
        row.addWidget(self.load_button)
        self.domain_problem = text_label()
        self.domain_problem.setObjectName("domainProblem")
        self.domain_problem.setProperty("problem", True)
        self.domain_problem.setWordWrap(True)
        row.addWidget(self.domain_problem, 1)
        self.propose_button = QPushButton(self.tr("Propose topics"))
        self.propose_button.setObjectName("runProposalButton")
        self.propose_button.setProperty("primary", True)
        row.addWidget(self.propose_button)
        layout.addLayout(row)

        layout.addWidget(section_title(self.tr("2. Check the proposals, least sure first")))
        self.table = QTableWidget(0, 3)
        self.table.setObjectName("proposalTable")
        self.table.setAccessibleName(self.tr("Proposed topics"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Sure"), self.tr("Proposed topic"), self.tr("Question")]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(1, 220)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 2)
        bottom = QHBoxLayout()
        self.move_combo = QComboBox()
        self.move_combo.setObjectName("proposalTopicCombo")
        self.move_combo.setAccessibleName(self.tr("Topic for the selected questions"))
        self.move_button = QPushButton(self.tr("Put selected in"))
        self.move_button.setObjectName("setProposalButton")
        bottom.addWidget(self.move_button)
        bottom.addWidget(self.move_combo, 1)
        self.summary = muted()
        self.summary.setObjectName("proposalSummary")
        bottom.addWidget(self.summary, 2)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        bottom.addWidget(self.cancel_button)
        self.apply_button = QPushButton(self.tr("Apply"))
        self.apply_button.setObjectName("applyTopicsButton")
        self.apply_button.setProperty("primary", True)
        bottom.addWidget(self.apply_button)
        layout.addLayout(bottom)

        self.add_row_button.clicked.connect(lambda: self._add_domain(Domain("", "", "")))
        self.load_button.clicked.connect(self._choose_file)
        self.propose_button.clicked.connect(self.propose)
        self.move_button.clicked.connect(self._move_selected)
        self.apply_button.clicked.connect(self.apply)
        self.cancel_button.clicked.connect(self.reject)
        self.domain_table.itemChanged.connect(self._check_domains)
        for _ in range(DOMAIN_ROWS):
            self._add_domain(Domain("", "", ""))
        self._show_proposals()

    # ---------------------------------------------------------------- domains
    def set_domains(self, domains: list[Domain]) -> None:
        self.domain_table.setRowCount(0)
        for domain in domains:
            self._add_domain(domain)
        self._check_domains()

    def _add_domain(self, domain: Domain) -> None:
        table = self.domain_table
        table.blockSignals(True)
        row = table.rowCount()
        table.insertRow(row)
        for column, text in enumerate((domain.id, domain.title, domain.description)):
            table.setItem(row, column, QTableWidgetItem(text))
        table.blockSignals(False)
        self._check_domains()

    def _choose_file(self) -> None:
        dialog = QFileDialog(self, self.tr("Load the exam's domains"))
        dialog.setObjectName("domainsDialog")
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setDirectory(documents_folder())
        dialog.setNameFilter(self.tr("Domain lists (*.yaml *.yml);;All files (*)"))
        dialog.fileSelected.connect(lambda path: self.load(Path(path)))
        open_transient(dialog)

    def load(self, path: Path) -> None:
        try:
            domains = load_domains(path)
        except BankFileError as exc:
            self.domain_problem.setText("\n".join(str(p) for p in exc.problems[:3]))
            return
        self.set_domains(domains)

    def read_domains(self) -> tuple[list[Domain], str]:
        """The domains typed in (blank rows skipped) and the first problem ("" if none)."""
        table = self.domain_table
        domains: list[Domain] = []
        seen: set[str] = set()
        for row in range(table.rowCount()):
            cells = [_text(table, row, column).strip() for column in range(3)]
            topic_id, title, description = cells
            if not any(cells):
                continue
            number = row + 1
            if not topic_id:
                return domains, self.tr("Domain {n} needs an id.").format(n=number)
            problem = invalid_id("domain id", topic_id)
            if problem:
                return domains, problem
            if topic_id in seen:
                return domains, self.tr("The id '{id}' is used twice.").format(id=topic_id)
            if not title or len(title) > MAX_TITLE_LENGTH:
                return domains, self.tr(
                    "Domain {n} needs a title (at most {max} characters)."
                ).format(n=number, max=MAX_TITLE_LENGTH)
            seen.add(topic_id)
            domains.append(Domain(topic_id, " ".join(title.split()), " ".join(description.split())))
        if len(domains) < 2:
            return domains, self.tr("List at least two domains.")
        return domains, ""

    def _check_domains(self) -> None:
        _domains, problem = self.read_domains()
        self.domain_problem.setText(problem)
        self.propose_button.setEnabled(not problem)

    # -------------------------------------------------------------- proposals
    def propose(self) -> None:
        domains, problem = self.read_domains()
        if problem:
            return
        self.domains = domains
        self.propose_button.setEnabled(False)
        self.summary.setText(self.tr("Reading the questions…"))
        db, bank_id = self.db, self.bank_id

        def work() -> tuple[ProposalRun, dict[str, str]]:
            from simulator.services.workshop import list_questions

            prompts = {q.id: q.prompt for q in list_questions(db, bank_id) if not q.retired}
            return topic_service.propose_with_library(db, bank_id, domains), prompts

        BackgroundOp(work, self._proposed, self._failed)

    def _proposed(self, result: tuple[ProposalRun, dict[str, str]]) -> None:
        run, prompts = result
        self.library_used = run.library_used
        self.proposals = sorted(run.proposals, key=lambda p: (p.confidence, p.question_id))
        self._prompts = prompts
        self.propose_button.setEnabled(True)
        self.move_combo.clear()
        for domain in self.domains:
            self.move_combo.addItem(domain.title, domain.id)
        self._fill_table()
        self._show_proposals()
        self.proposed.emit()

    def _failed(self, error: BaseException) -> None:
        self.propose_button.setEnabled(True)
        self.summary.setText(str(error))

    def _fill_table(self) -> None:
        titles = {d.id: d.title for d in self.domains}
        table = self.table
        table.setRowCount(len(self.proposals))
        for row, proposal in enumerate(self.proposals):
            sure = QTableWidgetItem(f"{round(proposal.confidence * 100)}%")
            sure.setFlags(sure.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            sure.setCheckState(Qt.CheckState.Checked)
            sure.setData(Qt.ItemDataRole.UserRole, proposal.question_id)
            sure.setToolTip(self.tr("Untick to leave this question where it is"))
            table.setItem(row, 0, sure)
            topic = QTableWidgetItem(titles[proposal.topic])
            topic.setData(Qt.ItemDataRole.UserRole, proposal.topic)
            if proposal.confidence < UNSURE:
                topic.setToolTip(self.tr("Not sure: check this one"))
                font = topic.font()
                font.setItalic(True)
                topic.setFont(font)
            table.setItem(row, 1, topic)
            prompt = self._prompts.get(proposal.question_id, "")
            text = QTableWidgetItem(f"{proposal.question_id}: {one_line(prompt, 200)}")
            text.setToolTip(plain_tip(one_line(prompt, 1000)))
            table.setItem(row, 2, text)

    def _move_selected(self) -> None:
        topic = self.move_combo.currentData()
        for index in self.table.selectionModel().selectedRows():
            item = _cell(self.table, index.row(), 1)
            item.setData(Qt.ItemDataRole.UserRole, topic)
            item.setText(self.move_combo.currentText())
            item.setToolTip(self.tr("Chosen by you"))
            font = item.font()
            font.setItalic(False)
            font.setBold(True)
            item.setFont(font)
            _cell(self.table, index.row(), 0).setCheckState(Qt.CheckState.Checked)

    def chosen(self) -> dict[str, str]:
        """Question id -> domain id for every ticked row."""
        result = {}
        for row in range(self.table.rowCount()):
            check = _cell(self.table, row, 0)
            if check.checkState() == Qt.CheckState.Checked:
                result[str(check.data(Qt.ItemDataRole.UserRole))] = str(
                    _cell(self.table, row, 1).data(Qt.ItemDataRole.UserRole)
                )
        return result

    def _show_proposals(self) -> None:
        have = bool(self.proposals)
        self.apply_button.setEnabled(have)
        self.move_button.setEnabled(have)
        self.move_combo.setEnabled(have)
        if have:
            unsure = sum(1 for p in self.proposals if p.confidence < UNSURE)
            lent = (
                " " + self.tr("%n question(s) of your other banks lent their words.", "", used)
                if (used := self.library_used)
                else ""
            )
            self.summary.setText(
                self.tr("%n question(s); ", "", len(self.proposals))
                + self.tr("%n unsure, at the top.", "", unsure)
                + lent
            )
        else:
            self.summary.setText(self.tr("Nothing proposed yet."))

    def apply(self) -> None:
        chosen = self.chosen()
        try:
            done = topic_service.apply_topics(self.db, self.bank_id, self.domains, chosen)
        except topic_service.WorkshopError as exc:
            self.summary.setText(str(exc))
            return
        self.accept()
        self.applied.emit(
            self.tr("%n question(s) sorted into topics", "", done.moved)
            + self.tr("; %n topic(s) added", "", len(done.added))
            + (
                self.tr("; %n emptied topic(s) removed.", "", len(done.retired))
                if done.retired
                else "."
            )
        )


def _cell(table: QTableWidget, row: int, column: int) -> QTableWidgetItem:
    item = table.item(row, column)
    assert item is not None  # every cell is filled when the row is added
    return item


def _text(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    return item.text() if item is not None else ""
