"""Bank page view: import a question file and see the banks with their topics (layout only)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QTreeWidget,
    QWidget,
)

from simulator.ui.layout import card, muted, page_layout, page_title, section_title, text_label


class BankPage(QWidget):
    """Import button with progress and problems, and the tree of banks and topics."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = page_layout(self)
        outer.addWidget(page_title("Question banks"))

        import_card, import_layout = card(self)
        import_layout.addWidget(section_title("Import a bank"))
        import_layout.addWidget(
            muted(
                "A YAML bank (.yaml, see docs/bank-format.md), a Moodle export (GIFT or Moodle "
                "XML), an Aiken or plain-text file (.txt), a spreadsheet (.csv) or a Markdown "
                "practice exam (.md). Questions that cannot be used are skipped and listed "
                "below. Importing again updates the bank and keeps your history."
            )
        )
        row = QHBoxLayout()
        self.import_button = QPushButton("Import file…")
        self.import_button.setObjectName("importButton")
        self.import_button.setProperty("primary", True)
        row.addWidget(self.import_button)
        self.progress = QProgressBar()
        self.progress.setObjectName("importProgress")
        self.progress.setRange(0, 0)  # busy: reading, validating and storing have no fixed steps
        self.progress.setTextVisible(False)
        self.progress.setMaximumWidth(220)
        self.progress.setVisible(False)
        row.addWidget(self.progress)
        self.status_label = text_label()
        self.status_label.setObjectName("importStatus")
        self.status_label.setWordWrap(True)
        row.addWidget(self.status_label, 1)
        import_layout.addLayout(row)
        self.problems = QPlainTextEdit()
        self.problems.setObjectName("importProblems")
        self.problems.setAccessibleName("Problems found in the file")
        self.problems.setReadOnly(True)
        self.problems.setVisible(False)
        self.problems.setMaximumHeight(180)
        import_layout.addWidget(self.problems)
        problem_row = QHBoxLayout()
        self.open_problem_button = QPushButton("Open the file")
        self.open_problem_button.setObjectName("openProblemButton")
        self.open_problem_button.setToolTip("Open the file in your editor to fix the first problem")
        self.open_problem_button.setVisible(False)
        problem_row.addWidget(self.open_problem_button)
        problem_row.addStretch(1)
        import_layout.addLayout(problem_row)
        outer.addWidget(import_card)

        list_card, list_layout = card(self)
        list_layout.addWidget(section_title("Banks"))
        self.bank_tree = QTreeWidget()
        self.bank_tree.setObjectName("bankTree")
        self.bank_tree.setAccessibleName("Banks and their topics")
        self.bank_tree.setHeaderLabels(["Bank / topic", "Questions"])
        self.bank_tree.setFrameShape(QFrame.Shape.NoFrame)
        self.bank_tree.header().setStretchLastSection(False)
        self.bank_tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.bank_tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        list_layout.addWidget(self.bank_tree)
        outer.addWidget(list_card, 1)
