"""Results page view: score, per-topic table, weak areas and the question review.

The whole page scrolls on a short screen, and on a narrow one the review moves below
the topics, so every topic and every weak area stays readable instead of clipped.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from simulator.ui.layout import (
    card,
    keep_topic_readable,
    muted,
    scrolling_page,
    section_title,
    stack_when_narrow,
    text_label,
)
from simulator.ui.widgets import ElidedLabel, topic_table

PERCENT_COLUMN = 3
#: Below this width the review goes below the topics instead of beside them, so the
#: topic table keeps room for its five columns.
STACK_WIDTH = 1280


class ResultsPage(QWidget):
    """Everything about one finished attempt; also used to review past attempts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        content = scrolling_page(self, "results")
        outer = QVBoxLayout(content)
        outer.setContentsMargins(24, 16, 24, 16)
        outer.setSpacing(12)
        outer.addLayout(self._header())
        self.body = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.body.setSpacing(16)
        left = QVBoxLayout()
        left.setSpacing(16)
        self.topics_card = self._topics_card()
        self.weak_card = self._weak_card()
        self.review_card = self._review_card()
        left.addWidget(self.topics_card)
        left.addWidget(self.weak_card)
        left.addStretch(1)
        self.body.addLayout(left, 1)
        self.body.addWidget(self.review_card, 1)
        outer.addLayout(self.body, 1)

    def _header(self) -> QHBoxLayout:
        header = QHBoxLayout()
        score_box = QVBoxLayout()
        self.title_label = ElidedLabel()
        self.title_label.setObjectName("resultsTitle")
        self.title_label.setProperty("muted", True)
        self.score_label = text_label()
        self.score_label.setObjectName("scoreLabel")
        self.score_label.setAccessibleName(self.tr("Score"))
        self.details_label = muted()
        self.details_label.setObjectName("scoreDetails")
        self.readiness_label = muted()
        self.readiness_label.setObjectName("resultsReadiness")
        self.result_notice = text_label()
        self.result_notice.setObjectName("resultNotice")
        self.result_notice.setWordWrap(True)
        self.result_notice.setVisible(False)
        for widget in (
            self.title_label,
            self.score_label,
            self.details_label,
            self.readiness_label,
            self.result_notice,
        ):
            score_box.addWidget(widget)
        header.addLayout(score_box, 1)
        self.drill_button = QPushButton(self.tr("Drill weak areas"))
        self.drill_button.setObjectName("drillButton")
        self.drill_button.setProperty("primary", True)
        self.drill_button.setToolTip(
            self.tr("Set up a drill on your weakest topics on the Start page")
        )
        self.pdf_button = QPushButton(self.tr("Save PDF report…"))
        self.pdf_button.setObjectName("pdfButton")
        self.pdf_button.setToolTip(
            self.tr(
                "A report to keep: score, topics and weak areas, then every question with"
                " your answer and the right one"
            )
        )
        self.new_button = QPushButton(self.tr("New exam"))
        self.new_button.setObjectName("newExamButton")
        # Classroom: a copy of the result file, when it cannot reach the instructor by itself.
        self.save_result_button = QPushButton(self.tr("Save result file…"))
        self.save_result_button.setObjectName("saveResultButton")
        self.save_result_button.setToolTip(
            self.tr("Save a copy of your result file, e.g. on a USB stick, for your instructor")
        )
        self.save_result_button.setVisible(False)
        buttons = QVBoxLayout()
        row = QHBoxLayout()
        for button in (
            self.save_result_button,
            self.pdf_button,
            self.new_button,
            self.drill_button,
        ):
            row.addWidget(button)
        buttons.addStretch(1)
        buttons.addLayout(row)
        header.addLayout(buttons)
        return header

    def _topics_card(self) -> QFrame:
        topics_card, topics_layout = card(self)
        topics_layout.addWidget(section_title(self.tr("By topic")))
        columns = (
            self.tr("Topic"),
            self.tr("Correct"),
            self.tr("Total"),
            self.tr("Percent"),
            self.tr("Avg. time"),
        )
        self.topic_table = topic_table(
            columns, "topicTable", self.tr("Score by topic"), PERCENT_COLUMN
        )
        topics_layout.addWidget(self.topic_table)
        self.pace_label = muted()
        self.pace_label.setObjectName("paceSummary")
        topics_layout.addWidget(self.pace_label)
        return topics_card

    def _weak_card(self) -> QFrame:
        weak_card, weak_layout = card(self)
        weak_layout.addWidget(section_title(self.tr("Weak areas, weakest first")))
        self.weak_areas_list = QListWidget()
        self.weak_areas_list.setObjectName("weakAreasList")
        self.weak_areas_list.setAccessibleName(self.tr("Weak areas"))
        self.weak_areas_list.setWordWrap(True)
        self.weak_areas_list.setSpacing(3)
        self.weak_areas_list.setFrameShape(QFrame.Shape.NoFrame)
        self.weak_areas_list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        weak_layout.addWidget(self.weak_areas_list)
        return weak_card

    def _review_card(self) -> QFrame:
        review_card, review_layout = card(self)
        review_header = QHBoxLayout()
        review_header.addWidget(section_title(self.tr("Review")))
        review_header.addStretch(1)
        review_header.addWidget(QLabel(self.tr("Go to")))
        self.jump_spin = QSpinBox()
        self.jump_spin.setObjectName("reviewJump")
        self.jump_spin.setAccessibleName(self.tr("Go to question number"))
        self.jump_spin.setMinimum(1)
        self.jump_spin.setKeyboardTracking(False)
        review_header.addWidget(self.jump_spin)
        self.review_filter = QComboBox()
        self.review_filter.setObjectName("resultsReviewFilter")
        self.review_filter.setAccessibleName(self.tr("Show questions"))
        self.review_filter.addItems(
            [
                self.tr("All questions"),
                self.tr("Incorrect"),
                self.tr("Unanswered"),
                self.tr("Flagged"),
            ]
        )
        review_header.addWidget(self.review_filter)
        review_layout.addLayout(review_header)
        self.review_list = QListWidget()
        self.review_list.setObjectName("reviewList")
        self.review_list.setAccessibleName(self.tr("Question review"))
        self.review_list.setFrameShape(QFrame.Shape.NoFrame)
        self.review_list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.review_list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.review_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.review_list.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.review_list.setMinimumHeight(380)
        review_layout.addWidget(self.review_list)
        return review_card

    def fit_lists(self) -> None:
        """Topic table and weak areas exactly as tall as their rows: never clipped."""
        table = self.topic_table
        rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setFixedHeight(rows + table.horizontalHeader().height() + 2 * table.frameWidth() + 4)
        keep_topic_readable(table)
        weak = self.weak_areas_list
        width = max(120, weak.viewport().width() - 12)
        metrics = weak.fontMetrics()
        height = sum(
            metrics.boundingRect(
                QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, weak.item(r).text()
            ).height()
            + 2 * weak.spacing()
            + 6
            for r in range(weak.count())
        )
        weak.setFixedHeight(max(height + 8, 30))

    def scroll_to_top(self) -> None:
        """The page and its review list back at their tops."""
        scroll = self.findChild(QScrollArea, "resultsScroll")
        if scroll is not None:
            scroll.verticalScrollBar().setValue(0)
        self.review_list.scrollToTop()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        stack_when_narrow(self.body, event.size().width(), STACK_WIDTH)
