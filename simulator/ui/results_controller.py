"""Results page behaviour: show one attempt's score, topics, weak areas and review."""

from __future__ import annotations

from PySide6.QtCore import QObject, QSize, Qt, Signal
from PySide6.QtWidgets import QListWidgetItem, QTableWidgetItem

from simulator.domain.analytics import rank_topics, recommend, records_from_result
from simulator.services.history import AttemptReview
from simulator.ui.results_page import ResultsPage, ReviewCard
from simulator.ui.start_controller import format_duration
from simulator.ui.widgets import repolish

# Rich-text labels can need a few pixels more than heightForWidth predicts.
CARD_SLACK = 12


class ResultsController(QObject):
    """Renders an `AttemptReview`; the same page serves fresh results and old reviews.

    Signals:
        drill_requested(str): bank id to start a weak-areas drill on.
        new_exam_requested(): back to the start page.
    """

    drill_requested = Signal(str)
    new_exam_requested = Signal()

    def __init__(self, page: ResultsPage) -> None:
        super().__init__(page)
        self.page = page
        self.review: AttemptReview | None = None
        self.cards: list[ReviewCard] = []
        page.review_filter.currentIndexChanged.connect(self._apply_filter)
        page.drill_button.clicked.connect(self._drill_clicked)
        page.new_button.clicked.connect(self.new_exam_requested.emit)

    def show_review(self, review: AttemptReview, *, show_explanations: bool = True) -> None:
        self.review = review
        result = review.result
        page = self.page
        verdict = "PASS" if result.passed else "FAIL"
        page.title_label.setText(f"{review.bank_title} · {review.exam.spec.mode.label}")
        page.score_label.setText(f"{result.percent:.0f}%  {verdict}")
        page.score_label.setProperty("passed", result.passed)
        repolish(page.score_label)
        timed_out = " · time ran out" if result.timed_out else ""
        page.details_label.setText(
            f"{result.correct} of {result.total} correct · pass mark {result.passing_score:.0%} · "
            f"time used {format_duration(result.time_used_seconds)}{timed_out}"
        )
        self._fill_topics(review)
        self._fill_weak_areas(review)
        self._fill_review(review, show_explanations)

    def _fill_topics(self, review: AttemptReview) -> None:
        table = self.page.topic_table
        scores = review.result.by_topic
        table.setRowCount(len(scores))
        for row, score in enumerate(scores):
            title = review.topic_titles.get(score.topic, score.topic)
            cells = [title, str(score.correct), str(score.total), f"{score.percent:.0f}%"]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if column == 3:
                    item.setData(Qt.ItemDataRole.UserRole, score.percent)
                table.setItem(row, column, item)
        table.resizeRowsToContents()

    def _fill_weak_areas(self, review: AttemptReview) -> None:
        weak_list = self.page.weak_areas_list
        weak_list.clear()
        records = records_from_result(review.result, review.attempt_id, 0.0)
        ranked = rank_topics(records, target=review.result.passing_score)
        for rank, stats in enumerate(ranked):
            title = review.topic_titles.get(stats.topic, stats.topic)
            if stats.is_weak:
                text = recommend(stats, title, rank)
            else:
                text = f"{title}: {stats.correct} of {stats.total} correct ({stats.percent}%)"
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, stats.topic)
            weak_list.addItem(item)
        self.page.drill_button.setEnabled(any(s.is_weak for s in ranked))

    def _fill_review(self, review: AttemptReview, show_explanations: bool) -> None:
        review_list = self.page.review_list
        review_list.clear()
        self.cards = []
        width = max(300, review_list.viewport().width() - 8)
        for item, outcome in zip(review.exam.questions, review.result.outcomes, strict=True):
            card = ReviewCard(
                item,
                outcome,
                review.topic_titles.get(item.topic, item.topic),
                show_explanations=show_explanations,
            )
            entry = QListWidgetItem()
            entry.setData(Qt.ItemDataRole.UserRole, outcome.index)
            review_list.addItem(entry)
            review_list.setItemWidget(entry, card)
            card.setFixedWidth(width)
            entry.setSizeHint(QSize(width, card.heightForWidth(width) + CARD_SLACK))
            if card.full_toggle is not None:
                card.full_toggle.toggled.connect(
                    lambda shown, c=card, e=entry: self._toggle_full(c, e, shown)
                )
            self.cards.append(card)
        self._apply_filter()

    def relayout_review(self) -> None:
        """Fit review cards to the list's width (after a resize)."""
        width = max(300, self.page.review_list.viewport().width() - 8)
        for row, card in enumerate(self.cards):
            card.setFixedWidth(width)
            self.page.review_list.item(row).setSizeHint(
                QSize(width, card.heightForWidth(width) + CARD_SLACK)
            )

    def _toggle_full(self, card: ReviewCard, entry: QListWidgetItem, shown: bool) -> None:
        assert card.full_explanation is not None and card.full_toggle is not None
        card.full_explanation.setVisible(shown)
        card.full_toggle.setText("Hide full explanation" if shown else "Show full explanation")
        entry.setSizeHint(QSize(card.width(), card.heightForWidth(card.width()) + CARD_SLACK))

    def _apply_filter(self) -> None:
        if self.review is None:
            return
        mode = self.page.review_filter.currentIndex()
        for row, outcome in enumerate(self.review.result.outcomes):
            hidden = (mode == 1 and outcome.correct) or (mode == 2 and not outcome.flagged)
            self.page.review_list.item(row).setHidden(hidden)

    def _drill_clicked(self) -> None:
        if self.review is not None:
            self.drill_requested.emit(self.review.bank_id)
