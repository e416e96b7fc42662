"""The dialog shown when a question changed while it was being edited: both versions side
by side, and the user's choice (`questionConflict`). Nothing is ever overwritten silently.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from simulator.services import workshop
from simulator.services.workshop import QuestionForm
from simulator.ui.layout import muted, section_title
from simulator.ui.qtutil import open_transient


def describe(form: QuestionForm) -> str:
    """A question as plain text, to compare two versions line by line."""
    lines = [form.prompt.strip(), ""]
    for choice in form.choices:
        mark = "[x]" if choice.correct else "[ ]"
        lines.append(f"{mark} {choice.text}")
        if choice.why:
            lines.append(f"      {choice.why}")
    lines += ["", form.short]
    if form.full.strip():
        lines += ["", form.full.strip()]
    extras = [f"topic: {form.topic}"]
    if form.scenario:
        extras.append(f"case study: {form.scenario}")
    if form.difficulty is not None:
        extras.append(f"difficulty: {form.difficulty}")
    if form.tags:
        extras.append("tags: " + ", ".join(form.tags))
    lines += ["", " · ".join(extras)]
    lines += [f"reference: {r}" for r in form.references]
    return "\n".join(lines)


class ConflictDialog(QDialog):
    """Your version and the saved one; save yours over it, take the saved one, or go on.

    Signals:
        decided(str): "mine", "theirs" or "edit".
    """

    decided = Signal(str)

    def __init__(
        self, parent: QWidget, mine: QuestionForm, current: workshop.StoredQuestion | None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("questionConflict")
        self.setWindowTitle(self.tr("The question changed meanwhile"))
        layout = QVBoxLayout(self)
        if current is None:
            text = self.tr(
                "This question was deleted (in another window) while you edited it."
                " Your version is below: copy what you need, then close the editor."
            )
        else:
            text = self.tr(
                "Someone saved this question (in another window, or by importing its file)"
                " while you were editing it. Nothing was overwritten: compare the two versions"
                " and choose."
            )
        message = muted(text)
        message.setObjectName("conflictMessage")
        layout.addWidget(message)
        columns = QHBoxLayout()
        self.mine_text = self._column(
            columns, self.tr("Your version"), describe(mine), "yourVersion"
        )
        saved = describe(workshop.form_of(current.question)) if current else self.tr("(deleted)")
        self.saved_text = self._column(columns, self.tr("Saved meanwhile"), saved, "savedVersion")
        layout.addLayout(columns, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.keep_editing = self._button(
            buttons, self.tr("Keep editing"), "keepEditingButton", "edit"
        )
        self.take_saved = self._button(
            buttons,
            self.tr("Close the editor") if current is None else self.tr("Take the saved version"),
            "takeSavedButton",
            "theirs",
        )
        self.save_mine = self._button(
            buttons, self.tr("Save mine over it"), "saveMineButton", "mine"
        )
        self.save_mine.setEnabled(current is not None)
        self.save_mine.setProperty("primary", True)
        layout.addLayout(buttons)
        self.resize(900, 520)

    def _column(self, columns: QHBoxLayout, title: str, text: str, name: str) -> QPlainTextEdit:
        box = QVBoxLayout()
        box.addWidget(section_title(title))
        view = QPlainTextEdit(text)
        view.setObjectName(name)
        view.setAccessibleName(title)
        view.setReadOnly(True)
        box.addWidget(view, 1)
        columns.addLayout(box, 1)
        return view

    def _button(self, row: QHBoxLayout, text: str, name: str, choice: str) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.setAccessibleName(text)
        button.clicked.connect(lambda: self._choose(choice))
        row.addWidget(button)
        return button

    def _choose(self, choice: str) -> None:
        self.accept()
        self.decided.emit(choice)

    def open_over(self, parent: QWidget) -> None:
        size = parent.size()
        self.resize(min(900, max(600, size.width())), min(520, max(400, size.height() - 40)))
        open_transient(self)
