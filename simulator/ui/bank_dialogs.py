"""Small dialogs of the Banks page: renaming a bank, and managing a bank's topics.

Titles are checked at the field as they are typed (empty or over-long titles cannot be
confirmed); each dialog reports its outcome through signals and never blocks.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from simulator.domain.model import MAX_TITLE_LENGTH, invalid_id
from simulator.services import topics as topic_service
from simulator.services.library import Database
from simulator.ui.layout import muted, section_title, text_label
from simulator.ui.qtutil import repolish


def title_problem(title: str, what: str) -> str:
    """Why a title cannot be used ("" when it can): the same rule the services apply."""
    cleaned = " ".join(title.split())
    if not cleaned:
        return what + " must not be empty."
    if len(cleaned) > MAX_TITLE_LENGTH:
        return f"{what} is {len(cleaned)} characters long; at most {MAX_TITLE_LENGTH}."
    return ""


class RenameBankDialog(QDialog):
    """A new title for a bank, refused at the field while empty or too long.

    Signals:
        renamed(str): the title the user confirmed.
    """

    renamed = Signal(str)

    def __init__(self, parent: QWidget, title: str) -> None:
        super().__init__(parent)
        self.setObjectName("renameBankDialog")
        self.setWindowTitle(self.tr("Rename bank"))
        layout = QVBoxLayout(self)
        layout.addWidget(
            muted(self.tr("The new title is kept when you import the bank's file again."))
        )
        self.title_edit = QLineEdit(title)
        self.title_edit.setObjectName("bankTitleEdit")
        self.title_edit.setAccessibleName(self.tr("Bank title"))
        self.title_edit.setMaxLength(MAX_TITLE_LENGTH)
        self.title_edit.selectAll()
        layout.addWidget(self.title_edit)
        self.problem = text_label()
        self.problem.setObjectName("bankTitleProblem")
        self.problem.setProperty("problem", True)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Rename"))
        self.ok_button.setObjectName("confirmRenameButton")
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.title_edit.textChanged.connect(self._check)
        self._check()
        self.resize(460, self.sizeHint().height())

    def _check(self) -> None:
        problem = title_problem(self.title_edit.text(), self.tr("The title"))
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.ok_button.setEnabled(not problem)
        self.title_edit.setProperty("invalid", bool(problem))
        repolish(self.title_edit)

    def _accept(self) -> None:
        if self.ok_button.isEnabled():
            self.accept()
            self.renamed.emit(self.title_edit.text())


class TopicsDialog(QDialog):
    """A bank's topics with their sizes: add, rename, and merge or delete (moving the
    questions to the topic chosen).

    Signals:
        changed(str): a message saying what was done (the bank's topics changed).
    """

    changed = Signal(str)

    def __init__(self, parent: QWidget, db: Database, bank_id: str, bank_title: str) -> None:
        super().__init__(parent)
        self.db = db
        self.bank_id = bank_id
        self.setObjectName("topicManager")
        self.setWindowTitle(self.tr("Topics of {bank}").format(bank=bank_title))
        layout = QVBoxLayout(self)
        layout.addWidget(
            muted(
                self.tr(
                    "Select topics to rename, merge or delete them. Their questions move to"
                    " the topic you choose; past attempts keep the topics they were given in."
                )
            )
        )
        self.topic_list = QListWidget()
        self.topic_list.setObjectName("topicList")
        self.topic_list.setAccessibleName(self.tr("Topics"))
        self.topic_list.setSelectionMode(QListWidget.SelectionMode.ExtendedSelection)
        layout.addWidget(self.topic_list, 1)

        layout.addWidget(section_title(self.tr("Selected topics")))
        rename_row = QHBoxLayout()
        self.rename_edit = QLineEdit()
        self.rename_edit.setObjectName("topicTitleEdit")
        self.rename_edit.setAccessibleName(self.tr("Title of the selected topic"))
        self.rename_edit.setMaxLength(MAX_TITLE_LENGTH)
        rename_row.addWidget(self.rename_edit, 1)
        self.rename_button = QPushButton(self.tr("Rename"))
        self.rename_button.setObjectName("renameTopicButton")
        rename_row.addWidget(self.rename_button)
        layout.addLayout(rename_row)
        move_row = QHBoxLayout()
        self.target_combo = QComboBox()
        self.target_combo.setObjectName("moveToCombo")
        self.target_combo.setAccessibleName(self.tr("Move their questions to"))
        move_row.addWidget(text_label(self.tr("Move their questions to")))
        move_row.addWidget(self.target_combo, 1)
        self.merge_button = QPushButton(self.tr("Merge / delete"))
        self.merge_button.setObjectName("mergeTopicsButton")
        self.merge_button.setToolTip(
            self.tr("Move the questions of the selected topics, then remove those topics")
        )
        move_row.addWidget(self.merge_button)
        layout.addLayout(move_row)

        layout.addWidget(section_title(self.tr("New topic")))
        add_form = QFormLayout()
        self.new_id = QLineEdit()
        self.new_id.setObjectName("newTopicId")
        self.new_id.setAccessibleName(self.tr("New topic id"))
        self.new_id.setPlaceholderText(self.tr("e.g. networking"))
        self.new_title = QLineEdit()
        self.new_title.setObjectName("newTopicTitle")
        self.new_title.setAccessibleName(self.tr("New topic title"))
        self.new_title.setMaxLength(MAX_TITLE_LENGTH)
        self.add_button = QPushButton(self.tr("Add topic"))
        self.add_button.setObjectName("addTopicButton")
        add_form.addRow(self.tr("ID"), self.new_id)
        add_form.addRow(self.tr("Title"), self.new_title)
        add_form.addRow("", self.add_button)
        layout.addLayout(add_form)
        self.problem = text_label()
        self.problem.setObjectName("topicProblem")
        self.problem.setProperty("problem", True)
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout.addWidget(close)

        self.topic_list.itemSelectionChanged.connect(self._selection_changed)
        self.rename_edit.textChanged.connect(self._selection_changed)
        self.target_combo.currentIndexChanged.connect(self._selection_changed)
        self.new_id.textChanged.connect(self._check_new)
        self.new_title.textChanged.connect(self._check_new)
        self.rename_button.clicked.connect(self._rename)
        self.merge_button.clicked.connect(self._merge)
        self.add_button.clicked.connect(self._add)
        self.refresh()
        self.resize(520, 560)

    def refresh(self) -> None:
        self.topics = topic_service.topics_of(self.db, self.bank_id)
        self.topic_list.clear()
        self.target_combo.clear()
        for topic in self.topics:
            item = QListWidgetItem(
                self.tr("{title}  ({id}) · %n question(s)", "", topic.questions).format(
                    title=topic.title, id=topic.id
                )
            )
            item.setData(Qt.ItemDataRole.UserRole, topic.id)
            self.topic_list.addItem(item)
            self.target_combo.addItem(topic.title, topic.id)
        self._selection_changed()
        self._check_new()

    def selected(self) -> list[str]:
        return [str(i.data(Qt.ItemDataRole.UserRole)) for i in self.topic_list.selectedItems()]

    def _selection_changed(self) -> None:
        chosen = self.selected()
        one = len(chosen) == 1
        if self.sender() is self.topic_list:
            topic = next((t for t in self.topics if t.id in chosen), None)
            self.rename_edit.blockSignals(True)
            self.rename_edit.setText(topic.title if one and topic else "")
            self.rename_edit.blockSignals(False)
        problem = title_problem(self.rename_edit.text(), self.tr("The title"))
        self.rename_edit.setEnabled(one)
        self.rename_button.setEnabled(one and not problem)
        target = self.target_combo.currentData()
        self.merge_button.setEnabled(bool(chosen) and any(t != target for t in chosen))

    def _check_new(self) -> None:
        topic_id = self.new_id.text().strip()
        problem = ""
        if topic_id:
            problem = invalid_id("topic id", topic_id) or ""
            if any(t.id == topic_id for t in self.topics):
                problem = self.tr("This bank already has a topic '{id}'.").format(id=topic_id)
        if not problem and self.new_title.text() and topic_id:
            problem = title_problem(self.new_title.text(), self.tr("The title"))
        self.problem.setText(problem)
        self.add_button.setEnabled(bool(topic_id and self.new_title.text().strip()) and not problem)

    def _done(self, message: str) -> None:
        self.refresh()
        self.changed.emit(message)

    def _rename(self) -> None:
        (topic,) = self.selected()
        try:
            topic_service.rename_topic(self.db, self.bank_id, topic, self.rename_edit.text())
        except topic_service.WorkshopError as exc:
            self.problem.setText(str(exc))
            return
        self._done(self.tr("Topic renamed."))

    def _merge(self) -> None:
        target = str(self.target_combo.currentData())
        sources = [t for t in self.selected() if t != target]
        moved = topic_service.merge_topics(self.db, self.bank_id, sources, target)
        self._done(
            self.tr("%n question(s) moved to {topic}.", "", moved).format(
                topic=self.target_combo.currentText()
            )
        )

    def _add(self) -> None:
        try:
            topic_service.add_topic(
                self.db, self.bank_id, self.new_id.text().strip(), self.new_title.text()
            )
        except topic_service.WorkshopError as exc:
            self.problem.setText(str(exc))
            return
        self.new_id.clear()
        self.new_title.clear()
        self._done(self.tr("Topic added."))
