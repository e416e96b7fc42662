"""Import preview behaviour: read a file off the GUI thread, show what it gives, let the
user switch the format or map a sheet's columns, then import exactly that, or nothing.

The file is read once per choice of format or mapping (in the background, with the
dialog's progress bar running); Import stores the very bank shown, without reading
the file again, in one transaction; Cancel stores nothing.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QRadioButton, QWidget

from simulator.formats.names import FORMATS
from simulator.formats.problems import BankFileError
from simulator.services.banks import (
    ColumnInfo,
    ImportOptions,
    ImportPreview,
    SourceFile,
    preview_bank_file,
    sheet_columns,
    store_sources,
)
from simulator.services.library import Database
from simulator.ui.import_preview_dialog import ImportPreviewDialog
from simulator.ui.markdown import to_html, to_plain
from simulator.ui.workers import BackgroundOp

#: The roles a sheet column can be given, in the order the combo boxes offer them.
COLUMN_ROLES = (
    "question",
    "choice",
    "choices",
    "answer",
    "explanation",
    "topic",
    "id",
    "tags",
    "ignore",
)


class ImportPreviewController(QObject):
    """Drives one preview dialog for one file.

    Signals:
        preview_shown(bool): the dialog shows a reading of the file (False: it cannot be read).
        imported(object): the file was stored; the `ImportReport`.
        import_failed(object): storing failed; the exception.
        cancelled(): the dialog was closed without importing.
    """

    preview_shown = Signal(bool)
    imported = Signal(object)
    import_failed = Signal(object)
    cancelled = Signal()

    def __init__(self, path: Path, db: Database, window: QWidget) -> None:
        super().__init__(window)
        self.path = path
        self.db = db
        self.options = ImportOptions()
        self.source: SourceFile | None = None  # the file as shown: what Import stores
        self.closed = False
        self.dialog = ImportPreviewDialog(window)
        self.dialog.title.setText(self.tr("Import {name}").format(name=path.name))
        self.dialog.format_combo.addItem(self.tr("Detected format"), None)
        for name in FORMATS:
            self.dialog.format_combo.addItem(name, name)
        self.dialog.format_combo.currentIndexChanged.connect(self.choose_format)
        self.dialog.import_button.clicked.connect(self.import_file)
        self.dialog.cancel_button.clicked.connect(self.dialog.reject)
        self.dialog.rejected.connect(self._cancel)
        self.dialog.open()
        self.read()

    # --- reading -------------------------------------------------------------------------

    def read(self) -> None:
        self.source = None
        self.dialog.set_busy(True, self.tr("Reading {name}…").format(name=self.path.name))
        path, options = self.path, self.options
        BackgroundOp(lambda: preview_bank_file(path, options), self._shown, self._unreadable)

    def choose_format(self, index: int) -> None:
        fmt = self.dialog.format_combo.itemData(index)
        self.options = replace(self.options, format=fmt, columns=None)
        self.read()

    def map_columns(self) -> None:
        """Read the sheet again with the roles chosen in the combo boxes."""
        self.options = replace(self.options, columns=self.mapping_spec())
        self.read()

    def mapping_spec(self) -> str:
        """The combo boxes as a `--columns` mapping, columns named by number."""
        chosen: dict[str, list[int]] = {}
        for number, combo in enumerate(self.dialog.mapping_combos(), start=1):
            role = combo.currentData()
            chosen.setdefault("choices" if role == "choice" else role, []).append(number)
        return ",".join(f"{role}={'+'.join(map(str, numbers))}" for role, numbers in chosen.items())

    def _shown(self, result: tuple[SourceFile, ImportPreview]) -> None:
        if self.closed:
            return
        self.source, preview = result
        self.dialog.set_busy(False, "")
        self._fill(preview)
        self.preview_shown.emit(True)

    def _unreadable(self, error: BaseException) -> None:
        if self.closed:
            return
        self.dialog.set_busy(False, "")
        self.dialog.import_button.setEnabled(False)
        self.dialog.clear_sample()
        none = QLabel(self.tr("No question can be shown until the file is read."))
        none.setWordWrap(True)
        self.dialog.add_sample_label(none)
        self.dialog.family.setText("")
        self.dialog.summary.setText(
            self.tr("Nothing can be imported from this file as it is read now.")
        )
        self.dialog.topics.setText(self.tr("Try another format above, or fix the file."))
        if isinstance(error, BankFileError):
            self.dialog.skipped.setPlainText("\n".join(str(p) for p in error.problems))
        else:
            self.dialog.skipped.setPlainText(str(error))
        self.dialog.skipped.setVisible(True)
        path, options = self.path, self.options
        # A sheet that cannot be read as it is: ask which column is which
        BackgroundOp(lambda: sheet_columns(path, options), self._ask_columns, self._no_columns)

    def _ask_columns(self, columns: tuple[ColumnInfo, ...]) -> None:
        if self.closed:
            return
        self._show_columns(columns)
        if columns:
            self.dialog.topics.setText(self.tr("Say below what each column holds."))
        self.preview_shown.emit(False)

    def _no_columns(self, _error: BaseException) -> None:
        if not self.closed:
            self._show_columns(())
            self.preview_shown.emit(False)

    # --- showing -------------------------------------------------------------------------

    def _fill(self, preview: ImportPreview) -> None:
        dialog = self.dialog
        dialog.family.setText(
            self.tr("{format}: {family}").format(format=preview.format, family=preview.family)
        )
        found = ", ".join(f"{n} {kind}" for kind, n in preview.found_by_type.items())
        summary = self.tr("Found %n question(s)", "", preview.found)
        summary += f" ({found})" if found else ""
        summary += "\n" + self.tr("%n will be imported", "", preview.imported)
        if preview.skipped_count:
            summary += "; " + self.tr("%n skipped", "", preview.skipped_count)
        dialog.summary.setText(summary)
        topics = ", ".join(f"{title} ({n})" for title, n in preview.topics[:12])
        dialog.topics.setText(self.tr("Topics: {topics}").format(topics=topics) if topics else "")
        lines = []
        for group in preview.skipped:
            lines.append(f"{group.reason} ({group.count}):")
            name = Path(self.path).name
            lines += [
                f"  {name}:{place.line}: {place.message.removeprefix('question skipped: ')}"
                for place in group.places
            ]
        lines += [str(w) for w in preview.other_warnings]
        dialog.skipped.setPlainText("\n".join(lines))
        dialog.skipped.setVisible(bool(lines))
        dialog.import_button.setEnabled(preview.imported > 0)
        self._show_columns(preview.columns)
        self._show_sample(preview)

    def _show_columns(self, columns: tuple[ColumnInfo, ...]) -> None:
        dialog = self.dialog
        dialog.clear_mapping()
        dialog.mapping_box.setVisible(bool(columns))
        for index, column in enumerate(columns):
            combo = QComboBox()
            combo.setObjectName(f"columnMapping{index}")
            name = column.name or self.tr("column {number}").format(number=index + 1)
            combo.setAccessibleName(self.tr("What the column '{name}' holds").format(name=name))
            for role in COLUMN_ROLES:
                combo.addItem(self._role_label(role), role)
            role = column.role if column.how != "why" else "ignore"
            combo.setCurrentIndex(
                COLUMN_ROLES.index(role) if role in COLUMN_ROLES else len(COLUMN_ROLES) - 1
            )
            combo.currentIndexChanged.connect(self.map_columns)
            label = QLabel(name)
            label.setBuddy(combo)
            dialog.mapping_form.addRow(label, combo)

    def _role_label(self, role: str) -> str:
        labels = {
            "question": self.tr("Question"),
            "choice": self.tr("Choice (in column order)"),
            "choices": self.tr("All choices (separated by ;)"),
            "answer": self.tr("Answer"),
            "explanation": self.tr("Explanation"),
            "topic": self.tr("Topic"),
            "id": self.tr("Question id"),
            "tags": self.tr("Tags"),
            "ignore": self.tr("Not used"),
        }
        return labels[role]

    def _show_sample(self, preview: ImportPreview) -> None:
        """The first question as the exam shows it: prompt, choices, the right ones ticked."""
        dialog = self.dialog
        dialog.clear_sample()
        question = preview.sample
        if question is None:
            return
        prompt = QLabel(to_html(question.prompt))
        prompt.setObjectName("previewPrompt")
        prompt.setTextFormat(Qt.TextFormat.RichText)
        prompt.setWordWrap(True)
        dialog.add_sample_label(prompt)
        if question.choose > 1:
            dialog.add_sample_label(QLabel(self.tr("Choose {count}").format(count=question.choose)))
        for index, choice in enumerate(question.choices):
            text = to_plain(choice.text) + ("  ✓" if choice.correct else "")
            button: QCheckBox | QRadioButton = (
                QCheckBox(text) if question.choose > 1 else QRadioButton(text)
            )
            button.setObjectName(f"previewChoice{index}")
            button.setAccessibleName(choice.text)
            button.setAutoExclusive(False)
            button.setChecked(choice.correct)
            button.setEnabled(False)  # a picture of the exam, not a place to answer
            dialog.sample_layout.addWidget(button)
        why = QLabel(to_html(question.explanation.short))
        why.setObjectName("previewExplanation")
        why.setTextFormat(Qt.TextFormat.RichText)
        why.setWordWrap(True)
        dialog.add_sample_label(why)

    # --- importing -----------------------------------------------------------------------

    def import_file(self) -> None:
        source = self.source
        if source is None:
            return
        self.dialog.set_busy(True, self.tr("Importing {name}…").format(name=self.path.name))
        db = self.db
        BackgroundOp(lambda: store_sources(db, [source])[0], self._stored, self._not_stored)

    def _stored(self, report: object) -> None:
        self.closed = True
        self.dialog.accept()
        self.imported.emit(report)

    def _not_stored(self, error: BaseException) -> None:
        self.closed = True
        self.dialog.accept()
        self.import_failed.emit(error)

    def _cancel(self) -> None:
        if not self.closed:
            self.closed = True
            self.cancelled.emit()
