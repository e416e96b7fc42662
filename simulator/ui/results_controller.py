"""Results page behaviour: show one attempt's score, topics, weak areas and review."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QSize, Qt, Signal
from PySide6.QtWidgets import QFileDialog, QListWidgetItem, QMainWindow, QTableWidgetItem

from simulator.services.history import AttemptReview
from simulator.ui.format import format_duration, format_fraction, format_score
from simulator.ui.results_page import ResultsPage, ReviewCard
from simulator.ui.widgets import repolish

# Rich-text labels can need a few pixels more than heightForWidth predicts.
CARD_SLACK = 12


class ResultsController(QObject):
    """Renders an `AttemptReview`; the same page serves fresh results and old reviews.

    Signals:
        drill_requested(str, list): bank id and weak topics to set up a drill on.
        new_exam_requested(): back to the start page.
    """

    drill_requested = Signal(str, list)
    new_exam_requested = Signal()

    def __init__(self, page: ResultsPage, student: Callable[[], tuple[str, str]]) -> None:
        super().__init__(page)
        self.page = page
        self.student = student  # (name, id) of the classroom student, for the PDF report
        self.review: AttemptReview | None = None
        self.cards: list[ReviewCard] = []
        self.pdf_dialog: QFileDialog | None = None
        page.review_filter.currentIndexChanged.connect(self._apply_filter)
        page.drill_button.clicked.connect(self._drill_clicked)
        page.new_button.clicked.connect(self.new_exam_requested.emit)
        page.pdf_button.clicked.connect(self.choose_pdf_path)

    def show_review(
        self, review: AttemptReview, *, show_explanations: bool = True, offer_drill: bool = True
    ) -> None:
        """Show `review`; classroom exams hide explanations (if asked) and the drill."""
        self.review = review
        self.page.drill_button.setVisible(offer_drill)
        result = review.result
        page = self.page
        verdict = "PASS" if result.passed else "FAIL"
        page.title_label.setText(f"{review.bank_title} · {review.exam.spec.mode.label}")
        page.score_label.setText(f"{format_score(result.percent)}  {verdict}")
        page.score_label.setProperty("passed", result.passed)
        repolish(page.score_label)
        timed_out = " · time ran out" if result.timed_out else ""
        page.details_label.setText(
            f"{result.correct} of {result.total} correct · pass mark {format_fraction(result.passing_score)} · "
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
            cells = [title, str(score.correct), str(score.total), format_score(score.percent)]
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
        advice = {area.topic: area.recommendation for area in review.weak_areas}
        for stats in review.standings:
            title = review.topic_titles.get(stats.topic, stats.topic)
            text = advice.get(
                stats.topic, f"{title}: {stats.correct} of {stats.total} correct ({stats.percent}%)"
            )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, stats.topic)
            weak_list.addItem(item)
        self.page.drill_button.setEnabled(bool(review.weak_areas))

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
            weak = [area.topic for area in self.review.weak_areas]
            self.drill_requested.emit(self.review.bank_id, weak)

    # ------------------------------------------------------------ PDF report
    def choose_pdf_path(self) -> None:
        """Ask where to save the one-page report (a non-blocking dialog)."""
        review = self.review
        if review is None:
            return
        dialog = QFileDialog(self.page.window(), "Save PDF report")
        dialog.setObjectName("pdfDialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("pdf")
        dialog.setNameFilter("PDF files (*.pdf)")
        stamp = review.finished_at.strftime("%Y-%m-%d") if review.finished_at else "attempt"
        dialog.selectFile(f"exam-report-{review.bank_id}-{stamp}.pdf")
        dialog.fileSelected.connect(lambda path: self.save_pdf(Path(path)))
        self.pdf_dialog = dialog
        dialog.open()

    def save_pdf(self, path: Path) -> None:
        review = self.review
        if review is None:
            return
        name, student_id = self.student()
        student = f"{name} ({student_id})" if name and student_id else name or student_id
        try:
            from simulator.ui.pdf_report import write_pdf_report

            write_pdf_report(review, path, student=student)
        except OSError as exc:
            self._status(f"Could not save the report: {exc.strerror}")
            return
        self._status(f"PDF report saved to {path}")

    def _status(self, message: str) -> None:
        window = self.page.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(message, 10_000)
