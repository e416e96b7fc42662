"""The review-before-submit screen, as real test drivers have it (layout only).

Every question of the paper with where it stands (answered, incomplete, unanswered,
flagged), a filter, a way into any question and back, and the button that ends the
exam. The exam's clock keeps running above it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from simulator.domain.messages import QT_TRANSLATE_NOOP
from simulator.ui.layout import card, muted, section_title

#: The filter's items: the text each starts with is part of the GUI contract (in English).
REVIEW_FILTERS = (
    QT_TRANSLATE_NOOP("SubmitReview", "All questions"),
    QT_TRANSLATE_NOOP("SubmitReview", "Incomplete"),
    QT_TRANSLATE_NOOP("SubmitReview", "Unanswered"),
    QT_TRANSLATE_NOOP("SubmitReview", "Flagged"),
)


class SubmitReview(QWidget):
    """Review screen: summary, filter, one row per question, end-exam button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("submitReview")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        box, layout = card(self)
        header = QHBoxLayout()
        self.title = section_title(self.tr("Review your answers before you end the exam"))
        header.addWidget(self.title, 1)
        self.filter = QComboBox()
        self.filter.setObjectName("reviewFilter")
        self.filter.setAccessibleName(self.tr("Show questions"))
        self.filter.addItems(
            [QCoreApplication.translate("SubmitReview", text) for text in REVIEW_FILTERS]
        )
        header.addWidget(self.filter)
        layout.addLayout(header)
        self.summary = muted()
        self.summary.setObjectName("reviewSummary")
        layout.addWidget(self.summary)
        self.questions = QListWidget()
        self.questions.setObjectName("reviewQuestions")
        self.questions.setAccessibleName(self.tr("Questions of the exam"))
        self.questions.setFrameShape(QFrame.Shape.NoFrame)
        self.questions.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.questions.setUniformItemSizes(True)
        # One line per question, cut with "…" where the list ends, whatever its width.
        self.questions.setWordWrap(False)
        self.questions.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.questions.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.questions, 1)
        self.hint = muted(
            self.tr("Double-click a question (or select it and press Enter) to go to it.")
        )
        layout.addWidget(self.hint)
        buttons = QHBoxLayout()
        arrow = "→" if self.isRightToLeft() else "←"
        self.back_button = QPushButton(self.tr("{arrow} Back to the questions").format(arrow=arrow))
        self.back_button.setObjectName("reviewBackButton")
        self.end_button = QPushButton(self.tr("End exam…"))
        self.end_button.setObjectName("endExamButton")
        self.end_button.setProperty("primary", True)
        self.end_button.setToolTip(self.tr("Submit your answers and see your score"))
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(self.end_button)
        layout.addLayout(buttons)
        outer.addWidget(box)
