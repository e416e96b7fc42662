"""Bank page view: import files, and the workshop: banks with their topics, the selected
bank's questions (search, filters, the browser) and what can be done to them. Layout only.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, QPoint, Qt
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
from simulator.ui.question_model import CASE, DUE, ID, PROMPT, RIGHT, SEEN, TOPIC, TYPE

#: Below this width the browser hides its type and next-review columns for the prompt.
NARROW_BROWSER = 760
#: The browser's "show" filter: item text and the filter's name (domain.question_search).
SHOW_FILTERS = (
    (QT_TRANSLATE_NOOP("BankPage", "All questions"), "all"),
    (QT_TRANSLATE_NOOP("BankPage", "Single-select"), "single"),
    (QT_TRANSLATE_NOOP("BankPage", "Multi-select"), "multi"),
    (QT_TRANSLATE_NOOP("BankPage", "Matching"), "matching"),
    (QT_TRANSLATE_NOOP("BankPage", "Ordering"), "ordering"),
    (QT_TRANSLATE_NOOP("BankPage", "Short answer"), "short-answer"),
    (QT_TRANSLATE_NOOP("BankPage", "Numeric"), "numeric"),
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
        self._split_by_user = False
        # Columns the user showed or hid from the header's menu (their choice beats the
        # narrow-page rule).
        self.column_choice: dict[int, bool] = {}
        # The case-study column and filter exist for a bank that has case studies.
        self.has_case_studies = False
        self.splitter.splitterMoved.connect(self._split_moved)
        outer.addWidget(self.splitter, 1)

    def _split_moved(self) -> None:
        self._split_by_user = True

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

        # The search field over its own row when the filters beside it would squeeze it
        # (a narrow window, a bank with case studies: `_wrap_filters`).
        self._search_row = QHBoxLayout()
        layout.addLayout(self._search_row)
        filters = QHBoxLayout()
        self._filters = filters
        self.search = QLineEdit()
        self.search.setObjectName("questionSearch")
        self.search.setAccessibleName(self.tr("Search questions"))
        # Short enough to show whole beside the filters on a small screen; the tooltip
        # says where it looks.
        self.search.setPlaceholderText(self.tr("Search questions"))
        self.search.setToolTip(
            self.tr(
                "Every word you type must occur in the question's id, prompt, choices or"
                " explanations; case and accents do not matter."
            )
        )
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
        self.case_filter = QComboBox()
        self.case_filter.setObjectName("caseStudyFilter")
        self.case_filter.setAccessibleName(self.tr("Case study"))
        self.case_filter.setToolTip(self.tr("Show the questions of one case study"))
        self.case_filter.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.case_filter.setMinimumContentsLength(12)
        self.case_filter.setVisible(False)
        filters.addWidget(self.case_filter)
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
        header = self.browser.horizontalHeader()
        header.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        header.customContextMenuRequested.connect(self._header_menu)
        header.setToolTip(self.tr("Click to sort; right-click to choose the columns"))
        self.browser.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.browser.customContextMenuRequested.connect(self._row_menu)
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
        """Narrow columns fit their content and header; the topic takes a share of a wide
        table; the prompt takes the rest. On a narrow page the type and next-review
        columns give way to the prompt (they are filters too)."""
        header = self.browser.horizontalHeader()
        header.setStretchLastSection(False)
        header.setMinimumSectionSize(36)
        metrics = self.browser.fontMetrics()
        bold = header.fontMetrics()
        model = self.browser.model()

        def title(column: int) -> int:
            text = str(model.headerData(column, Qt.Orientation.Horizontal)) if model else ""
            return bold.horizontalAdvance(text) + 28  # the sort arrow's room too

        longest = max((metrics.horizontalAdvance(i) for i in ids or []), default=70)
        widths = {
            ID: max(title(ID), min(longest, 160) + metrics.horizontalAdvance("  ⚑ ✎") + 12),
            TYPE: max(title(TYPE), metrics.horizontalAdvance(self.tr("Single")) + 16),
            SEEN: max(title(SEEN), metrics.horizontalAdvance("999") + 16),
            RIGHT: max(title(RIGHT), metrics.horizontalAdvance("100%") + 16),
            DUE: max(title(DUE), metrics.horizontalAdvance("2026-12-31") + 16),
            CASE: max(title(CASE), metrics.horizontalAdvance("A start-up") + 16),
        }
        for column, width in widths.items():
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(column, width)
        header.setSectionResizeMode(TOPIC, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(PROMPT, QHeaderView.ResizeMode.Stretch)
        self._fit_columns()

    def show_case_studies(self, shown: bool) -> None:
        """The case-study filter and column, for a bank that has case studies."""
        self.has_case_studies = shown
        self.case_filter.setVisible(shown)
        self._fit_columns()
        self._wrap_filters()

    def _wrap_filters(self) -> None:
        """The search field beside the filters, or above them when it would be left too
        narrow to show its placeholder whole (it must stay the widest of them)."""
        combos = [self.topic_filter, self.show_filter]
        if self.has_case_studies:
            combos.append(self.case_filter)
        spacing = self._filters.spacing()
        room = self.browser.width() - sum(c.sizeHint().width() + spacing for c in combos)
        metrics = self.search.fontMetrics()
        wanted = metrics.horizontalAdvance(self.search.placeholderText()) + 60  # clear button
        row = self._search_row if room < wanted else self._filters
        if row.indexOf(self.search) < 0:
            row.insertWidget(0, self.search, 1)

    def _fit_columns(self) -> None:
        width = self.browser.width()
        for column in (TYPE, DUE, CASE):
            shown = self.column_choice.get(column, width >= NARROW_BROWSER)
            if column == CASE:
                shown = shown and self.has_case_studies
            self.browser.setColumnHidden(column, not shown)
        metrics = self.browser.fontMetrics()
        topic = max(metrics.horizontalAdvance("Distributed Tra"), int(width * 0.15))
        self.browser.horizontalHeader().resizeSection(TOPIC, min(topic, 280) + 12)

    def column_menu(self, parent: QWidget | None = None) -> QMenu:
        """The header's context menu: every column but the id and the prompt, ticked
        while shown (on a small screen the type and next review give way by default)."""
        menu = QMenu(parent or self.browser)
        menu.setObjectName("browserColumnsMenu")
        model = self.browser.model()
        columns = (TOPIC, TYPE, SEEN, RIGHT, DUE) + ((CASE,) if self.has_case_studies else ())
        for column in columns:
            title = str(model.headerData(column, Qt.Orientation.Horizontal)) if model else ""
            action = menu.addAction(title)
            action.setCheckable(True)
            action.setChecked(not self.browser.isColumnHidden(column))
            action.toggled.connect(partial(self._choose_column, column))
        return menu

    def _choose_column(self, column: int, shown: bool) -> None:
        self.column_choice[column] = shown
        self.browser.setColumnHidden(column, not shown)
        self._fit_columns()

    def _header_menu(self, position: QPoint) -> None:
        header = self.browser.horizontalHeader()
        menu = self.column_menu()
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.popup(header.mapToGlobal(position))

    def row_menu(self) -> QMenu:
        """The table's context menu (right-click, or the Menu key): the row actions of
        the buttons below it, and the columns, so the keyboard reaches them too."""
        menu = QMenu(self.browser)
        menu.setObjectName("browserMenu")
        for button in (self.edit_button, self.duplicate_button, self.retire_button):
            action = menu.addAction(button.text())
            action.setEnabled(button.isEnabled())
            action.triggered.connect(button.click)
        menu.addSeparator()
        for action in (self.set_topic_action, self.export_selection_action):
            menu.addAction(action)
        menu.addAction(self.delete_questions_action)
        menu.addSeparator()
        columns = self.column_menu(menu)
        columns.setTitle(self.tr("Columns"))
        menu.addMenu(columns)
        return menu

    def _row_menu(self, position: QPoint) -> None:
        menu = self.row_menu()
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.popup(self.browser.viewport().mapToGlobal(position))

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
            # The list's own width, once the layout has set it: the page's resize comes
            # first, while the list still has its old width.
            self._wrap_actions()  # the row is as wide as the list (window, splitter)
            self._wrap_filters()
            self._fit_columns()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self._split_by_user:
            # The bank list gets a fifth of a wide page, so topic names need not be cut;
            # on a small laptop screen enough for a usual topic name ("Deep Learning
            # Fundamentals" and "Deep Learning Frameworks" must not both end "Deep
            # Learning F…"), the question table keeping the rest.
            left = max(300, min(380, self.width() // 5))
            self.splitter.setSizes([left, max(420, self.width() - left)])
        self._fit_columns()
