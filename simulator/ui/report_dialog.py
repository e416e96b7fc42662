"""The "Report a problem with this question" dialog (`reportDialog`): a short note.

Offered in practice (after checking an answer) and in the review of a finished attempt;
reported questions are a filter of the Banks page and are listed by
`exam-simulator questions BANK --reported`.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QVBoxLayout, QWidget

from simulator.ui.layout import muted, section_title

MAX_NOTE = 2000


class ReportDialog(QDialog):
    """A note about what is wrong with a question.

    Signals:
        reported(str): the note, when the user sends it.
    """

    reported = Signal(str)

    def __init__(self, parent: QWidget, question_id: str) -> None:
        super().__init__(parent)
        self.setObjectName("reportDialog")
        self.setWindowTitle(self.tr("Report a problem with this question"))
        layout = QVBoxLayout(self)
        layout.addWidget(section_title(self.tr("Question {id}").format(id=question_id)))
        layout.addWidget(
            muted(
                self.tr(
                    "What is wrong: a wrong key, a typo, an unclear prompt, an outdated fact?"
                    " The question is marked as reported on the Banks page, where it can be"
                    " fixed."
                )
            )
        )
        self.note = QPlainTextEdit()
        self.note.setObjectName("reportNote")
        self.note.setAccessibleName(self.tr("What is wrong with the question"))
        self.note.setPlaceholderText(self.tr("e.g. The right answer should be B: see the docs."))
        self.note.setTabChangesFocus(True)
        layout.addWidget(self.note, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.send_button = buttons.addButton(
            self.tr("Send report"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.send_button.setObjectName("sendReportButton")
        buttons.accepted.connect(self._send)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.note.textChanged.connect(self._limit)
        self.resize(480, 300)

    def _limit(self) -> None:
        text = self.note.toPlainText()
        if len(text) > MAX_NOTE:
            self.note.setPlainText(text[:MAX_NOTE])

    def _send(self) -> None:
        self.accept()
        self.reported.emit(self.note.toPlainText().strip())
