"""Results page view: score, per-topic table, weak areas and the question review."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from simulator.domain.paper import ExamQuestion
from simulator.domain.scoring import QuestionOutcome
from simulator.ui.explanation import full_explanation_html
from simulator.ui.layout import card, muted, page_layout, read_only_table, section_title, text_label
from simulator.ui.markdown import to_html, to_plain
from simulator.ui.widgets import PercentBarDelegate

TOPIC_COLUMNS = ("Topic", "Correct", "Total", "Percent")
REVIEW_FILTERS = ("All questions", "Incorrect", "Flagged")


class ResultsPage(QWidget):
    """Everything about one finished attempt; also used to review past attempts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = page_layout(self)

        header = QHBoxLayout()
        score_box = QVBoxLayout()
        self.title_label = muted()
        self.title_label.setObjectName("resultsTitle")
        self.score_label = QLabel()
        self.score_label.setObjectName("scoreLabel")
        self.score_label.setAccessibleName("Score")
        self.details_label = muted()
        self.details_label.setObjectName("scoreDetails")
        score_box.addWidget(self.title_label)
        score_box.addWidget(self.score_label)
        score_box.addWidget(self.details_label)
        self.result_notice = text_label()
        self.result_notice.setObjectName("resultNotice")
        self.result_notice.setWordWrap(True)
        self.result_notice.setVisible(False)
        score_box.addWidget(self.result_notice)
        header.addLayout(score_box, 1)
        self.drill_button = QPushButton("Drill weak areas")
        self.drill_button.setObjectName("drillButton")
        self.drill_button.setProperty("primary", True)
        self.drill_button.setToolTip(
            "Start a weak-areas drill from your weakest topics and missed questions"
        )
        self.pdf_button = QPushButton("Save PDF report…")
        self.pdf_button.setObjectName("pdfButton")
        self.pdf_button.setToolTip("A one-page report: score, topics and weak areas")
        self.new_button = QPushButton("New exam")
        self.new_button.setObjectName("newExamButton")
        for button in (self.pdf_button, self.new_button, self.drill_button):
            header.addWidget(button, 0, Qt.AlignmentFlag.AlignBottom)
        outer.addLayout(header)

        body = QHBoxLayout()
        body.setSpacing(16)
        left = QVBoxLayout()
        left.setSpacing(16)
        topics_card, topics_layout = card(self)
        topics_layout.addWidget(section_title("By topic"))
        self.topic_table = read_only_table(TOPIC_COLUMNS, "topicTable", "Score by topic")
        header_view = self.topic_table.horizontalHeader()
        header_view.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):
            header_view.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header_view.setSectionResizeMode(3, QHeaderView.ResizeMode.Fixed)
        header_view.resizeSection(3, 120)
        self.topic_table.setItemDelegateForColumn(3, PercentBarDelegate(self.topic_table))
        topics_layout.addWidget(self.topic_table)
        left.addWidget(topics_card, 3)

        weak_card, weak_layout = card(self)
        weak_layout.addWidget(section_title("Weak areas, weakest first"))
        self.weak_areas_list = QListWidget()
        self.weak_areas_list.setObjectName("weakAreasList")
        self.weak_areas_list.setAccessibleName("Weak areas")
        self.weak_areas_list.setWordWrap(True)
        self.weak_areas_list.setSpacing(3)
        self.weak_areas_list.setFrameShape(QFrame.Shape.NoFrame)
        weak_layout.addWidget(self.weak_areas_list)
        left.addWidget(weak_card, 2)
        body.addLayout(left, 2)

        review_card, review_layout = card(self)
        review_header = QHBoxLayout()
        review_header.addWidget(section_title("Review"))
        review_header.addStretch(1)
        self.review_filter = QComboBox()
        self.review_filter.setObjectName("reviewFilter")
        self.review_filter.setAccessibleName("Show questions")
        self.review_filter.addItems(REVIEW_FILTERS)
        review_header.addWidget(self.review_filter)
        review_layout.addLayout(review_header)
        self.review_list = QListWidget()
        self.review_list.setObjectName("reviewList")
        self.review_list.setAccessibleName("Question review")
        self.review_list.setFrameShape(QFrame.Shape.NoFrame)
        self.review_list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.review_list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.review_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.review_list.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        review_layout.addWidget(self.review_list)
        body.addWidget(review_card, 3)
        outer.addLayout(body, 1)


class ReviewCard(QWidget):
    """One question of the review: the user's answer against the correct one.

    The full explanation stays folded until asked for, so sixty questions still scan.
    """

    def __init__(
        self,
        item: ExamQuestion,
        outcome: QuestionOutcome,
        topic_title: str,
        *,
        show_explanations: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("reviewCard")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 10, 6, 10)
        layout.setSpacing(6)
        if not outcome.answered:
            verdict = "— Unanswered"
        elif outcome.correct:
            verdict = "✔ Correct"
        else:
            verdict = "✘ Incorrect"
        flag = " · ⚑ flagged" if outcome.flagged else ""
        self.header = QLabel(f"<b>{outcome.index + 1}. {verdict}</b> · {escape(topic_title)}{flag}")
        self.header.setTextFormat(Qt.TextFormat.RichText)  # the topic title is escaped
        self.header.setObjectName("reviewHeader")
        self.header.setProperty("verdict", "right" if outcome.correct else "wrong")
        layout.addWidget(self.header)
        prompt = QLabel(to_html(item.question.prompt))
        prompt.setWordWrap(True)
        prompt.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(prompt)

        def names(ids: frozenset[int]) -> str:
            texts = [escape(to_plain(c.text)) for c in item.choices if c.id in ids]
            return "; ".join(texts) if texts else "<i>no answer</i>"

        answers = QLabel(
            f"<b>Your answer:</b> {names(outcome.selected)}<br><b>Correct answer:</b> {names(outcome.correct_ids)}"
        )
        answers.setObjectName("reviewAnswers")
        answers.setWordWrap(True)
        answers.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(answers)
        self.short_explanation: QLabel | None = None
        self.full_explanation: QLabel | None = None
        self.full_toggle: QPushButton | None = None
        if not show_explanations:
            return
        explanation = item.question.explanation
        self.short_explanation = QLabel(to_html(explanation.short))
        self.short_explanation.setObjectName("shortExplanation")
        self.short_explanation.setWordWrap(True)
        self.short_explanation.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.short_explanation)
        full_html = full_explanation_html(item)
        if full_html:
            self.full_toggle = QPushButton("Show full explanation")
            self.full_toggle.setObjectName("reviewFullToggle")
            self.full_toggle.setCheckable(True)
            layout.addWidget(self.full_toggle, 0, Qt.AlignmentFlag.AlignLeft)
            self.full_explanation = QLabel(full_html)
            self.full_explanation.setObjectName("fullExplanation")
            self.full_explanation.setWordWrap(True)
            self.full_explanation.setTextFormat(Qt.TextFormat.RichText)
            self.full_explanation.setOpenExternalLinks(True)  # references, on click only
            self.full_explanation.setVisible(False)
            layout.addWidget(self.full_explanation)
