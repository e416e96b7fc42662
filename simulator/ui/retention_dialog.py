"""Review settings: how well spaced review should keep questions in memory.

A proper dialog rather than a bare number prompt: the setting is a percentage, and
what it does is said in a sentence beside it, with the trade-off (higher means more
reviews). Opened with open(), never exec().
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)


class RetentionDialog(QDialog):
    """Desired retention in percent, explained.

    Signals:
        chosen(int): the percentage the candidate confirmed with OK.
    """

    chosen = Signal(int)

    def __init__(self, current: int, low: int, high: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("retentionDialog")
        self.setWindowTitle(self.tr("Review settings"))
        layout = QVBoxLayout(self)
        layout.setSpacing(12)
        about = QLabel(
            self.tr(
                "Spaced review brings each question back when you are about to forget it. "
                "Desired retention is how likely you should still be to answer a question "
                "right when it comes back: higher means more frequent, shorter reviews; "
                "lower means fewer reviews and more forgetting. 90% suits most exam "
                "preparation."
            )
        )
        about.setObjectName("retentionAbout")
        about.setWordWrap(True)
        about.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(about)
        form = QFormLayout()
        self.spin = QSpinBox()
        self.spin.setObjectName("retentionSpin")
        self.spin.setRange(low, high)
        self.spin.setSuffix(" %")
        self.spin.setValue(current)
        self.spin.setAccessibleName(self.tr("Desired retention in percent"))
        label = QLabel(self.tr("&Desired retention"))
        label.setBuddy(self.spin)
        form.addRow(label, self.spin)
        layout.addLayout(form)
        note = QLabel(
            self.tr("From {low}% to {high}%. Questions already scheduled move to match.").format(
                low=low, high=high
            )
        )
        note.setProperty("muted", True)
        note.setWordWrap(True)
        layout.addWidget(note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.setObjectName("retentionButtons")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.accepted.connect(lambda: self.chosen.emit(self.spin.value()))
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 60)
