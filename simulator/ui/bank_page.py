"""Bank page view: import files, and the workshop: banks with their topics, the selected
bank's questions (search, filters, the browser) and what can be done to them. Layout only.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableView,
    QTreeWidget,
    QWidget,
)

from simulator.ui.layout import card, muted, page_layout, page_title, section_title, text_label
from simulator.ui.question_model import DUE, ID, PROMPT, RIGHT, SEEN, TOPIC, TYPE

#: Below this width the browser hides its type and next-review columns for the prompt.
NARROW_BROWSER = 760
#: The browser's "show" filter: item text and the filter's name (domain.question_search).
SHOW_FILTERS = (
    (QT_TRANSLATE_NOOP("BankPage", "All questions"), "all"),
    (QT_TRANSLATE_NOOP("BankPage", "Single-select"), "single"),
    (QT_TRANSLATE_NOOP("BankPage", "Multi-select"), "multi"),
    (QT_TRANSLATE_NOOP("BankPage", "With images"), "images"),
    (QT_TRANSLATE_NOOP("BankPage", "Never seen"), "never-seen"),
    (QT_TRANSLATE_NOOP("BankPage", "Missed recently"), "missed"),
    (QT_TRANSLATE_NOOP("BankPage", "Due for review"), "due"),
    (QT_TRANSLATE_NOOP("BankPage", "Reported"), "reported"),
    (QT_TRANSLATE_NOOP("BankPage", "Edited here"), "edited"),
    (QT_TRANSLATE_NOOP("BankPage", "Retired"), "retired"),
)


def _button(text: str, name: str, tip: str = "") -> QPushButton:
    button = QPushButton(text)
    button.setObjectName(name)
    button.setAccessibleName(text.rstrip("…"))
    if tip:
        button.setToolTip(tip)
    return button


class BankPage(QWidget):
    """Import row with progress and problems; the banks tree; the question browser."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = page_layout(self)
        outer.setSpacing(10)
        header = QHBoxLayout()
        header.addWidget(page_title(self.tr("Question banks")))
        header.addStretch(1)
        self.progress = QProgressBar()
        self.progress.setObjectName("importProgress")
        self.progress.setRange(0, 0)  # busy: reading, validating and storing have no fixed steps
        self.progress.setTextVisible(False)
        self.progress.setMaximumWidth(160)
        self.progress.setVisible(False)
        header.addWidget(self.progress)
        self.import_button = _button(
            self.tr("Import file…"),
            "importButton",
            self.tr(
                "A YAML bank, a Moodle export (GIFT or Moodle XML), an Aiken or plain-text file,"
                " a spreadsheet (.csv) or a Markdown practice exam. Importing again updates the"
                " bank and keeps your history and your edits."
            ),
        )
        self.import_button.setProperty("primary", True)
        header.addWidget(self.import_button)
        outer.addLayout(header)

        self.status_label = text_label()
        self.status_label.setObjectName("importStatus")
        self.status_label.setWordWrap(True)
        self.status_label.setVisible(False)
        outer.addWidget(self.status_label)
        self.problems = QPlainTextEdit()
        self.problems.setObjectName("importProblems")
        self.problems.setAccessibleName(self.tr("Problems found in the file"))
        self.problems.setReadOnly(True)
        self.problems.setVisible(False)
        self.problems.setMaximumHeight(120)
        outer.addWidget(self.problems)
        offers = QHBoxLayout()
        self.open_problem_button = _button(
            self.tr("Open the file"),
            "openProblemButton",
            self.tr("Open the file in your editor to fix the first problem"),
        )
        self.open_problem_button.setVisible(False)
        offers.addWidget(self.open_problem_button)
        self.propose_offer = _button(
            self.tr("Sort its questions into topics…"),
            "proposeOfferButton",
            self.tr(
                "The file has no categories: give the exam's domains and get a topic proposed"
                " for every question"
            ),
        )
        self.propose_offer.setVisible(False)
        offers.addWidget(self.propose_offer)
        offers.addStretch(1)
        outer.addLayout(offers)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("bankSplitter")
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self._banks_card())
        self.splitter.addWidget(self._questions_card())
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([260, 740])
        outer.addWidget(self.splitter, 1)

    def _banks_card(self) -> QFrame:
        frame, layout = card(self)
        # No fixed minimum: the buttons' own widths are the floor, so larger text
        # (View > Larger text) widens the pane instead of cutting "Rename…" short.
        layout.addWidget(section_title(self.tr("Banks")))
        self.bank_tree = QTreeWidget()
        self.bank_tree.setObjectName("bankTree")
        self.bank_tree.setAccessibleName(self.tr("Banks and their topics"))
        self.bank_tree.setHeaderLabels([self.tr("Bank / topic"), "#"])
        self.bank_tree.headerItem().setToolTip(1, self.tr("Questions"))
        self.bank_tree.setFrameShape(QFrame.Shape.NoFrame)
        self.bank_tree.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.bank_tree.header().setStretchLastSection(False)
        self.bank_tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.bank_tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.bank_tree, 1)
        grid = QGridLayout()
        grid.setSpacing(6)
        self.rename_button = _button(
            self.tr("Rename…"), "renameBankButton", self.tr("Give the selected bank a new title")
        )
        self.delete_button = _button(
            self.tr("Delete…"),
            "deleteBankButton",
            self.tr("Delete the selected bank (asks first; its past attempts stay in History)"),
        )
        self.topics_button = _button(
            self.tr("Topics…"),
            "manageTopicsButton",
            self.tr("Add, rename, merge or delete the bank's topics"),
        )
        self.propose_button = _button(
            self.tr("Propose topics…"),
            "proposeTopicsButton",
            self.tr("Sort the questions into the exam's domains (for banks without categories)"),
        )
        self.export_button = _button(
            self.tr("Export…"),
            "exportBankButton",
            self.tr("Write the bank, with your edits, as YAML, GIFT or Moodle XML"),
        )
        grid.addWidget(self.rename_button, 0, 0)
        grid.addWidget(self.delete_button, 0, 1)
        grid.addWidget(self.topics_button, 1, 0)
        grid.addWidget(self.export_button, 1, 1)
        grid.addWidget(self.propose_button, 2, 0, 1, 2)
        layout.addLayout(grid)
        return frame

    def _questions_card(self) -> QFrame:
        frame, layout = card(self)
        frame.setMinimumWidth(420)
        title_row = QHBoxLayout()
        self.questions_title = section_title(self.tr("Questions"))
        self.questions_title.setTextFormat(Qt.TextFormat.PlainText)
        title_row.addWidget(self.questions_title, 1)
        self.count_label = muted()
        self.count_label.setObjectName("questionCount")
        self.count_label.setWordWrap(False)
        title_row.addWidget(self.count_label)
        layout.addLayout(title_row)

        filters = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setObjectName("questionSearch")
        self.search.setAccessibleName(self.tr("Search questions"))
        self.search.setPlaceholderText(self.tr("Search prompts, choices and explanations"))
        self.search.setClearButtonEnabled(True)
        filters.addWidget(self.search, 1)
        self.topic_filter = QComboBox()
        self.topic_filter.setObjectName("topicFilter")
        self.topic_filter.setAccessibleName(self.tr("Topic"))
        self.topic_filter.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.topic_filter.setMinimumContentsLength(12)
        filters.addWidget(self.topic_filter)
        self.show_filter = QComboBox()
        self.show_filter.setObjectName("showFilter")
        self.show_filter.setAccessibleName(self.tr("Show"))
        for text, name in SHOW_FILTERS:
            self.show_filter.addItem(self.tr(str(text)), name)
        filters.addWidget(self.show_filter)
        layout.addLayout(filters)

        self.browser = QTableView()
        self.browser.setObjectName("questionBrowser")
        self.browser.setAccessibleName(self.tr("Questions of the selected bank"))
        self.browser.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.browser.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.browser.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.browser.setShowGrid(False)
        self.browser.setAlternatingRowColors(True)
        self.browser.setWordWrap(False)
        self.browser.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.browser.setSortingEnabled(True)
        self.browser.setFrameShape(QFrame.Shape.NoFrame)
        self.browser.verticalHeader().setVisible(False)
        self.browser.verticalHeader().setDefaultSectionSize(
            self.browser.fontMetrics().height() + 10
        )
        layout.addWidget(self.browser, 1)
        self.browser.installEventFilter(self)
        self.empty_label = muted()
        self.empty_label.setObjectName("browserHint")
        self.empty_label.setVisible(False)
        layout.addWidget(self.empty_label)

        actions = QHBoxLayout()
        actions.setSpacing(6)
        self.new_button = _button(
            self.tr("New"), "newQuestionButton", self.tr("Write a new question for this bank")
        )
        self.edit_button = _button(
            self.tr("Edit…"),
            "editQuestionButton",
            self.tr("Edit the selected question (or double-click it, or press Enter)"),
        )
        self.edit_button.setProperty("primary", True)
        self.duplicate_button = _button(
            self.tr("Duplicate"),
            "duplicateQuestionButton",
            self.tr("A new question starting as a copy of the selected one"),
        )
        self.retire_button = _button(
            self.tr("Retire"),
            "retireQuestionButton",
            self.tr("Retired questions stay in past attempts but are never drawn again"),
        )
        self.more_button = _button(
            self.tr("Selected ▾"),
            "selectionActionsButton",
            self.tr("Move, delete or export the selected questions"),
        )
        self.more_button.setAccessibleName(self.tr("Actions on the selected questions"))
        menu = QMenu(self.more_button)
        menu.setObjectName("selectionMenu")
        self.set_topic_action = menu.addAction(self.tr("Set topic…"))
        self.set_topic_action.setObjectName("setTopicAction")
        self.export_selection_action = menu.addAction(self.tr("Export as a bank file…"))
        self.export_selection_action.setObjectName("exportSelectionAction")
        menu.addSeparator()
        self.delete_questions_action = menu.addAction(self.tr("Delete…"))
        self.delete_questions_action.setObjectName("deleteQuestionsAction")
        self.more_button.setMenu(menu)
        self._action_buttons = (
            self.new_button,
            self.edit_button,
            self.duplicate_button,
            self.retire_button,
            self.more_button,
        )
        for button in self._action_buttons:
            actions.addWidget(button)
        actions.addStretch(1)
        self._more_actions = QHBoxLayout()
        self._more_actions.setSpacing(6)
        self._more_actions.addStretch(1)
        layout.addLayout(actions)
        layout.addLayout(self._more_actions)
        self._actions = actions
        return frame

    def size_columns(self, ids: list[str] | None = None) -> None:
        """Narrow columns fit their content; the prompt takes the rest. On a narrow page the
        type and next-review columns give way to it (they are filters too)."""
        header = self.browser.horizontalHeader()
        header.setStretchLastSection(False)
        header.setMinimumSectionSize(36)
        metrics = self.browser.fontMetrics()
        longest = max((metrics.horizontalAdvance(i) for i in ids or []), default=70)
        widths = {
            ID: min(longest, 160) + metrics.horizontalAdvance("  ⚑ ✎") + 12,
            TOPIC: metrics.horizontalAdvance("Distributed Tra") + 12,
            TYPE: metrics.horizontalAdvance(self.tr("Single")) + 16,
            SEEN: metrics.horizontalAdvance(self.tr("Seen")) + 22,
            RIGHT: metrics.horizontalAdvance(self.tr("Right")) + 22,
            DUE: metrics.horizontalAdvance("2026-12-31") + 16,
        }
        for column, width in widths.items():
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(column, width)
        header.setSectionResizeMode(PROMPT, QHeaderView.ResizeMode.Stretch)
        self._fit_columns()

    def _fit_columns(self) -> None:
        narrow = self.browser.width() < NARROW_BROWSER
        for column in (TYPE, DUE):
            self.browser.setColumnHidden(column, narrow)

    def _wrap_actions(self) -> None:
        """The question actions on one row, or the last two on a second row when one row
        would cut their words (a narrow window; German or Russian words)."""
        buttons = self._action_buttons
        needed = sum(b.sizeHint().width() for b in buttons)
        needed += self._actions.spacing() * (len(buttons) - 1)
        row = self._more_actions if needed > self.browser.width() else self._actions
        for button in buttons[3:]:
            if row.indexOf(button) < 0:
                row.insertWidget(row.count() - 1, button)  # before the row's stretch

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.browser and event.type() == QEvent.Type.Resize:
            self._wrap_actions()  # the row is as wide as the list (window, splitter)
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_columns()
