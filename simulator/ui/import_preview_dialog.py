"""The import preview dialog (layout only): what a file would give, before it is stored.

Filled and driven by `import_preview_controller.ImportPreviewController`. Object
names, for tests and the docs: `importPreview` (the dialog), `previewFormat` (the
format switch), `previewFamily`, `previewSummary`, `previewSkipped`, `previewTopics`,
`previewSample` with `previewChoice0…N`, `columnMappingBox` holding one combo box per
sheet column, `columnMapping0…N` (CSV files only), `previewProgress`,
`previewStatus`, `previewImportButton` and `previewCancelButton`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from simulator.ui.layout import muted, section_title, text_label


class ImportPreviewDialog(QDialog):
    """Facts about the file on the left, a sample question on the right, Import / Cancel."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("importPreview")
        self.setWindowTitle(self.tr("Import preview"))
        self.setModal(True)
        self.setMinimumSize(640, 420)
        if parent is not None:  # roomy, but never larger than the window it belongs to
            available = parent.window().size()
            self.resize(
                min(960, max(640, available.width() - 80)),
                min(680, max(420, available.height() - 60)),
            )
        outer = QVBoxLayout(self)

        self.title = section_title("")
        self.title.setObjectName("previewTitle")
        self.title.setWordWrap(True)
        outer.addWidget(self.title)

        top = QHBoxLayout()
        top.addWidget(text_label(self.tr("Read as:")))
        self.format_combo = QComboBox()
        self.format_combo.setObjectName("previewFormat")
        self.format_combo.setAccessibleName(self.tr("Format to read the file as"))
        top.addWidget(self.format_combo)
        self.family = muted()
        self.family.setObjectName("previewFamily")
        self.family.setWordWrap(True)
        top.addWidget(self.family, 1)
        outer.addLayout(top)

        progress_row = QHBoxLayout()
        self.progress = QProgressBar()
        self.progress.setObjectName("previewProgress")
        self.progress.setRange(0, 0)  # reading has no fixed number of steps
        self.progress.setTextVisible(False)
        self.progress.setMaximumWidth(200)
        progress_row.addWidget(self.progress)
        self.status = text_label()
        self.status.setObjectName("previewStatus")
        self.status.setWordWrap(True)
        progress_row.addWidget(self.status, 1)
        outer.addLayout(progress_row)

        body = QHBoxLayout()
        facts = QVBoxLayout()
        self.summary = text_label()
        self.summary.setObjectName("previewSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        facts.addWidget(self.summary)
        self.topics = muted()
        self.topics.setObjectName("previewTopics")
        self.topics.setWordWrap(True)
        facts.addWidget(self.topics)
        # The facts stay together at the top: a file with nothing skipped and no columns
        # to map left them floating mid-dialog, far apart.
        for label in (self.summary, self.topics):
            label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
            label.setAlignment(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignTop)
        self.skipped = QPlainTextEdit()
        self.skipped.setObjectName("previewSkipped")
        self.skipped.setAccessibleName(self.tr("Questions that would be skipped, and why"))
        self.skipped.setReadOnly(True)
        facts.addWidget(self.skipped, 2)
        self.mapping_box = QGroupBox(self.tr("What each column holds"))
        self.mapping_box.setObjectName("columnMappingBox")
        box_layout = QVBoxLayout(self.mapping_box)
        mapping_scroll = QScrollArea()
        mapping_scroll.setWidgetResizable(True)
        mapping_scroll.setFrameShape(QFrame.Shape.NoFrame)
        mapping_inner = QWidget()
        self.mapping_form = QFormLayout(mapping_inner)
        mapping_scroll.setWidget(mapping_inner)
        box_layout.addWidget(mapping_scroll)
        self.mapping_box.setVisible(False)
        facts.addWidget(self.mapping_box, 3)
        facts.addStretch(0)  # takes the room only while both boxes above are hidden
        body.addLayout(facts, 1)

        sample_frame = QFrame()
        sample_frame.setObjectName("previewSampleFrame")
        sample_layout = QVBoxLayout(sample_frame)
        sample_layout.addWidget(section_title(self.tr("Sample question")))
        self.sample_scroll = QScrollArea()
        self.sample_scroll.setWidgetResizable(True)
        self.sample_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.sample = QWidget()
        self.sample.setObjectName("previewSample")
        self.sample_layout = QVBoxLayout(self.sample)
        self.sample_layout.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.sample_scroll.setWidget(self.sample)
        sample_layout.addWidget(self.sample_scroll, 1)
        body.addWidget(sample_frame, 1)
        outer.addLayout(body, 1)

        buttons = QDialogButtonBox()
        self.import_button = QPushButton(self.tr("Import"))
        self.import_button.setObjectName("previewImportButton")
        self.import_button.setProperty("primary", True)
        self.import_button.setDefault(True)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setObjectName("previewCancelButton")
        buttons.addButton(self.import_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.cancel_button, QDialogButtonBox.ButtonRole.RejectRole)
        outer.addWidget(buttons)

    def set_busy(self, busy: bool, status: str = "") -> None:
        """While a file is read: the progress bar runs and nothing can be imported."""
        self.progress.setVisible(busy)
        self.status.setText(status)
        self.import_button.setEnabled(not busy)
        self.format_combo.setEnabled(not busy)
        for combo in self.mapping_combos():
            combo.setEnabled(not busy)

    def mapping_combos(self) -> list[QComboBox]:
        return self.mapping_box.findChildren(QComboBox)

    def clear_sample(self) -> None:
        while self.sample_layout.count():
            item = self.sample_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()

    def clear_mapping(self) -> None:
        while self.mapping_form.rowCount():
            self.mapping_form.removeRow(0)

    def add_sample_label(self, label: QLabel) -> None:
        self.sample_layout.addWidget(label)
