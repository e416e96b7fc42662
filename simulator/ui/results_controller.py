"""Results page behaviour: show one attempt's score, topics, weak areas and review."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QSize, Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QFileDialog, QListWidgetItem, QMainWindow

from simulator.domain.classroom import ReviewPolicy
from simulator.domain.readiness import Readiness
from simulator.services.history import AttemptReview
from simulator.ui.format import (
    format_duration,
    format_fraction,
    format_marks,
    format_score,
    format_seconds,
    readiness_figure,
    readiness_text,
    readiness_tooltip,
    slower_than_pace,
)
from simulator.ui.messages import translated
from simulator.ui.qtutil import documents_folder, open_transient, repolish
from simulator.ui.report_dialog import ReportDialog, Reporter
from simulator.ui.results_page import PERCENT_COLUMN, ResultsPage
from simulator.ui.review_card import ReviewCard
from simulator.ui.widgets import TopicCell, fill_topic_table
from simulator.ui.words import mode_label, verdict

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
        # Reporting a problem with a question (set by the window; None: not offered).
        self.reporter: Reporter | None = None
        page.review_filter.currentIndexChanged.connect(self._apply_filter)
        page.jump_spin.valueChanged.connect(self.jump_to)  # arrows, or a new number typed
        # Enter on the number already shown jumps again (after scrolling away from it).
        page.jump_spin.editingFinished.connect(lambda: self.jump_to(page.jump_spin.value()))
        page.drill_button.clicked.connect(self._drill_clicked)
        page.new_button.clicked.connect(self.new_exam_requested.emit)
        page.pdf_button.clicked.connect(self.choose_pdf_path)

    def show_review(
        self,
        review: AttemptReview,
        *,
        show_explanations: bool = True,
        offer_drill: bool = True,
        readiness: Readiness | None = None,
        show_readiness: bool = False,
        policy: ReviewPolicy | None = None,
    ) -> None:
        """Show `review`; classroom exams hide explanations (if asked), the drill and the
        pass probability (`readiness`: as it stood right after this attempt), and show as
        much as the profile's review `policy` allows (None: self-study, everything)."""
        self.review = review
        result = review.result
        page = self.page
        # A new result starts afresh: every question shown, from the top of the page
        # (not where the previous result was left, nor with its filter).
        page.review_filter.blockSignals(True)
        page.review_filter.setCurrentIndex(0)
        page.review_filter.blockSignals(False)
        page.drill_button.setVisible(offer_drill)
        shows_score = policy is None or policy.shows_score
        shows_answers = policy is None or policy.shows_answers
        page.topics_card.setVisible(shows_score)
        page.weak_card.setVisible(shows_score and policy is None)
        page.review_card.setVisible(shows_answers)
        page.pdf_button.setVisible(shows_score)
        page.readiness_label.setVisible(show_readiness)
        page.readiness_label.setText(
            readiness_text(readiness)
            if readiness is None
            else self.tr("Pass probability after this attempt: {figure}").format(
                figure=readiness_figure(readiness)
            )
        )
        page.readiness_label.setToolTip(readiness_tooltip(readiness))
        page.title_label.set_full_text(f"{review.bank_title} · {mode_label(review.exam.spec.mode)}")
        page.score_label.setText(f"{format_score(result.percent)}  {verdict(result.passed)}")
        page.score_label.setProperty("passed", result.passed)
        repolish(page.score_label)
        page.details_label.setText(self._details(review))
        if not shows_score:  # the instructor tells the result; the screen only confirms it
            page.score_label.setText(self.tr("Handed in"))
            page.score_label.setProperty("passed", None)
            repolish(page.score_label)
            page.details_label.setText(
                self.tr(
                    "Answered: {0} of {1}. Your answers were handed in to your instructor, "
                    "who will tell you your result."
                ).format(result.answered_count, result.total)
            )
        self._fill_topics(review)
        self._fill_weak_areas(review)
        if shows_answers:
            self._fill_review(review, show_explanations)
        else:  # not even hidden: the answers are not on screen at all
            page.review_list.clear()
            self.cards = []
        page.fit_lists()
        page.scroll_to_top()

    def _details(self, review: AttemptReview) -> str:
        """Score, pass mark and time: in total and per question, against the exam's pace."""
        result = review.result
        used = result.time_used_seconds
        per_question = used / result.total if result.total else 0.0
        spec = review.exam.spec
        parts = [
            format_marks(result),
            self.tr("pass mark {mark}").format(mark=format_fraction(result.passing_score)),
            self.tr("time used {used} of {limit}").format(
                used=format_duration(used), limit=format_duration(spec.time_limit_seconds)
            )
            if spec.is_timed
            else self.tr("time used {used}").format(used=format_duration(used)),
        ]
        pace = review.pace_seconds
        if pace is not None:
            parts.append(
                self.tr("{time} per question (pace {pace})").format(
                    time=format_seconds(per_question), pace=format_seconds(pace)
                )
            )
        else:
            parts.append(self.tr("{time} per question").format(time=format_seconds(per_question)))
        if result.timed_out:
            parts.append(self.tr("time ran out"))
        return " · ".join(parts)

    def _fill_topics(self, review: AttemptReview) -> None:
        table = self.page.topic_table
        pace = review.pace_seconds
        per_question = review.seconds_per_question()
        rows = []
        slow = []
        for score in review.result.by_topic:
            title = review.topic_titles.get(score.topic, score.topic)
            seconds = per_question.get(score.topic, 0.0)
            is_slow = pace is not None and seconds > pace
            time_text = (
                self.tr("{time} · slow").format(time=format_seconds(seconds))
                if is_slow
                else format_seconds(seconds)
            )
            rows.append(
                [
                    TopicCell(title, title.casefold(), tip=title),
                    TopicCell(str(score.correct), score.correct),
                    TopicCell(str(score.total), score.total),
                    TopicCell(format_score(score.percent), score.percent, bar=score.percent),
                    TopicCell(
                        time_text, seconds, tip=slower_than_pace(pace or 0) if is_slow else ""
                    ),
                ]
            )
            if is_slow:
                slow.append(title)
        fill_topic_table(table, rows, PERCENT_COLUMN)
        table.resizeRowsToContents()
        self.page.pace_label.setText(
            self.tr("Slower than the exam's pace in: {topics}.").format(topics=", ".join(slow))
            if slow
            else ""
        )
        self.page.pace_label.setVisible(bool(slow))

    def _fill_weak_areas(self, review: AttemptReview) -> None:
        weak_list = self.page.weak_areas_list
        weak_list.clear()
        for area in review.weak_areas:
            item = QListWidgetItem(translated(area.recommendation))
            item.setData(Qt.ItemDataRole.UserRole, area.topic)
            weak_list.addItem(item)
        if not review.weak_areas:
            weak_list.addItem(
                self.tr("No weak topics: every topic reached the pass mark ({mark}).").format(
                    mark=format_fraction(review.result.passing_score)
                )
            )
        self.page.drill_button.setEnabled(bool(review.weak_areas))

    def _fill_review(self, review: AttemptReview, show_explanations: bool) -> None:
        review_list = self.page.review_list
        review_list.clear()
        self.cards = []
        width = max(300, review_list.viewport().width() - 8)
        answers = review.answers or (None,) * len(review.exam.questions)
        for item, outcome, answer in zip(
            review.exam.questions, review.result.outcomes, answers, strict=True
        ):
            card = ReviewCard(
                item,
                outcome,
                review.topic_titles.get(item.topic, item.topic),
                answer=answer,
                show_explanations=show_explanations,
                reportable=self.reporter is not None,
            )
            if card.report_button is not None:
                card.report_button.clicked.connect(
                    lambda _=False, q=item.question_id: self.ask_report(q)
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
            if card.scenario_toggle is not None:
                card.scenario_toggle.toggled.connect(
                    lambda shown, c=card, e=entry: self._toggle_scenario(c, e, shown)
                )
            self.cards.append(card)
        self.page.jump_spin.setMaximum(max(1, len(self.cards)))
        self._apply_filter()

    def ask_report(self, question_id: str) -> None:
        """Report a problem with a question of the reviewed attempt (a note, stored at once)."""
        review, reporter = self.review, self.reporter
        if review is None or reporter is None:
            return
        dialog = ReportDialog(self.page.window(), question_id)
        dialog.reported.connect(
            lambda note: reporter(review.bank_id, question_id, review.attempt_id, note)
        )
        open_transient(dialog)

    def relayout_review(self) -> None:
        """Fit review cards to the list's width (after a resize)."""
        width = max(300, self.page.review_list.viewport().width() - 8)
        for row, card in enumerate(self.cards):
            card.setFixedWidth(width)
            self.page.review_list.item(row).setSizeHint(
                QSize(width, card.heightForWidth(width) + CARD_SLACK)
            )
        if self.review is not None:
            self.page.fit_lists()

    def _toggle_full(self, card: ReviewCard, entry: QListWidgetItem, shown: bool) -> None:
        assert card.full_explanation is not None and card.full_toggle is not None
        card.full_explanation.setVisible(shown)
        card.full_toggle.setText(
            self.tr("Hide full explanation") if shown else self.tr("Show full explanation")
        )
        entry.setSizeHint(QSize(card.width(), card.heightForWidth(card.width()) + CARD_SLACK))

    def _toggle_scenario(self, card: ReviewCard, entry: QListWidgetItem, _shown: bool) -> None:
        """The card grew or shrank by its scenario: its row in the list follows."""
        entry.setSizeHint(QSize(card.width(), card.heightForWidth(card.width()) + CARD_SLACK))

    def _apply_filter(self) -> None:
        if self.review is None:
            return
        mode = self.page.review_filter.currentIndex()
        for row, outcome in enumerate(self.review.result.outcomes):
            hidden = (
                (mode == 1 and outcome.correct)
                or (mode == 2 and outcome.answered)
                or (mode == 3 and not outcome.flagged)
            )
            self.page.review_list.item(row).setHidden(hidden)

    def jump_to(self, number: int) -> None:
        """Scroll the review to question `number` (showing all questions if it was hidden)."""
        review_list = self.page.review_list
        row = number - 1
        if not 0 <= row < review_list.count():
            return
        if review_list.item(row).isHidden():
            self.page.review_filter.setCurrentIndex(0)
            review_list.doItemsLayout()  # place the rows just shown before scrolling to one
        review_list.scrollToItem(review_list.item(row), QAbstractItemView.ScrollHint.PositionAtTop)

    def _drill_clicked(self) -> None:
        if self.review is not None:
            weak = [area.topic for area in self.review.weak_areas]
            self.drill_requested.emit(self.review.bank_id, weak)

    # ------------------------------------------------------------ PDF report
    def choose_pdf_path(self) -> None:
        """Ask where to save the PDF report (a non-blocking dialog)."""
        review = self.review
        if review is None:
            return
        dialog = QFileDialog(self.page.window(), self.tr("Save PDF report"))
        dialog.setObjectName("pdfDialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("pdf")
        dialog.setNameFilter(self.tr("PDF files (*.pdf)"))
        stamp = review.finished_at.strftime("%Y-%m-%d") if review.finished_at else ""
        name = (
            self.tr("exam-report-{bank}-{date}.pdf").format(bank=review.bank_id, date=stamp)
            if stamp
            else self.tr("exam-report-{bank}.pdf").format(bank=review.bank_id)
        )
        dialog.setDirectory(documents_folder())
        dialog.selectFile(str(Path(documents_folder()) / name))
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
            reason = exc.strerror or str(exc)
            self._status(self.tr("Could not save the report: {reason}").format(reason=reason))
            return
        self._status(self.tr("PDF report saved to {path}").format(path=path))

    def _status(self, message: str) -> None:
        window = self.page.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(message, 10_000)
