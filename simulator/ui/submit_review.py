"""Behaviour of the review-before-submit screen: list, filter, jump, end the exam.

Opened by Submit. It lists every question with where it stands, refreshes while the
clock runs, lets the candidate go to any question and come back, and ends the exam
through the non-blocking `confirmSubmit` dialog, which names what is still open.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QListWidgetItem, QMessageBox, QWidget

from simulator.domain.blueprint import Mode
from simulator.domain.paper import QuestionStatus
from simulator.domain.session import ExamSession
from simulator.ui.exam_page import ExamPage
from simulator.ui.markdown import to_plain
from simulator.ui.qtutil import open_transient
from simulator.ui.theme import current_colors


class SubmitReviewController(QObject):
    """Fills the review screen from the session and turns its clicks into requests.

    Signals:
        jump_requested(int): show that question (the candidate picked it in the list).
        submit_confirmed(): the candidate confirmed ending the exam.
    """

    jump_requested = Signal(int)
    submit_confirmed = Signal()

    def __init__(self, page: ExamPage, window: QWidget) -> None:
        super().__init__(page)
        self.page = page
        self.window = window
        self.session: ExamSession | None = None
        self.confirm_box: QMessageBox | None = None
        review = page.review
        review.filter.currentIndexChanged.connect(self.refresh)
        review.questions.itemActivated.connect(self._activated)
        review.questions.itemDoubleClicked.connect(self._activated)
        review.back_button.clicked.connect(lambda: page.show_review_screen(False))
        review.end_button.clicked.connect(self.ask_to_end)

    def begin(self, session: ExamSession) -> None:
        self.session = session
        review = self.page.review
        review.filter.setCurrentIndex(0)
        # Practice, drills and review are finished, not ended like an exam.
        exam = session.exam.spec.mode is Mode.EXAM
        review.title.setText(
            self.tr("Review your answers before you end the exam")
            if exam
            else self.tr("Review your answers before you finish")
        )
        review.end_button.setText(self.tr("End exam…") if exam else self.tr("Finish…"))
        review.end_button.setToolTip(
            self.tr("Submit your answers and see your score")
            if exam
            else self.tr("Finish this session and see how you did")
        )

    def open(self) -> None:
        self.refresh()
        self.page.show_review_screen(True)
        self.page.review.questions.setFocus()

    def refresh(self) -> None:
        session = self.session
        if session is None:
            return
        wanted = self.page.review.filter.currentIndex()
        view = self.page.review.questions
        selected = view.currentRow()
        view.clear()
        for index, item in enumerate(session.exam.questions):
            status = session.status(index)
            flagged = session.answer(index).flagged
            if (
                (wanted == 1 and status is not QuestionStatus.INCOMPLETE)
                or (wanted == 2 and status is not QuestionStatus.UNANSWERED)
                or (wanted == 3 and not flagged)
            ):
                continue
            standing = {
                QuestionStatus.ANSWERED: self.tr("Answered"),
                QuestionStatus.INCOMPLETE: self.tr("Incomplete"),
                QuestionStatus.UNANSWERED: self.tr("Unanswered"),
            }[status]
            if flagged:
                standing = self.tr("{standing} · ⚑ Flagged").format(standing=standing)
            prompt = " ".join(to_plain(item.question.prompt).split())  # the view elides it
            row = QListWidgetItem(f"{index + 1}. {standing} — {prompt}")
            row.setData(Qt.ItemDataRole.UserRole, index)
            if status is not QuestionStatus.ANSWERED:  # stands out, in words and colour
                row.setForeground(QColor(current_colors().warn))
            row.setToolTip(
                self.tr("Question {number}: {standing}").format(number=index + 1, standing=standing)
            )
            view.addItem(row)
        if view.count():
            view.setCurrentRow(min(max(selected, 0), view.count() - 1))
        self._summarise()

    def _summarise(self) -> None:
        session = self.session
        if session is None:
            return
        self.page.review.summary.setText(
            self.tr(
                "{answered} answered · {incomplete} incomplete · {unanswered} unanswered · "
                "{flagged} flagged of %n question(s)",
                "",
                session.question_count,
            ).format(
                answered=session.answered_count,
                incomplete=session.incomplete_count,
                unanswered=session.unanswered_count,
                flagged=session.flagged_count,
            )
        )

    def _activated(self, row: QListWidgetItem) -> None:
        index = row.data(Qt.ItemDataRole.UserRole)
        if isinstance(index, int):
            self.page.show_review_screen(False)
            self.jump_requested.emit(index)

    def ask_to_end(self) -> None:
        """Non-blocking confirmation stating what is unanswered, incomplete and flagged."""
        session = self.session
        if session is None or session.is_finished:
            return
        parts = []
        if session.unanswered_count:
            parts.append(
                self.tr("%n unanswered question(s) (scored as wrong)", "", session.unanswered_count)
            )
        if session.incomplete_count:
            parts.append(
                self.tr("%n incomplete question(s) (scored as wrong)", "", session.incomplete_count)
            )
        if session.flagged_count:
            parts.append(self.tr("%n question(s) flagged for review", "", session.flagged_count))
        detail = (
            self.tr("You have {open}.").format(open=self.tr(", ").join(parts))
            if parts
            else self.tr("Every question is answered.")
        )
        box = QMessageBox(self.window)
        box.setObjectName("confirmSubmit")
        box.setIcon(QMessageBox.Icon.Question)
        exam = session.exam.spec.mode is Mode.EXAM
        box.setWindowTitle(self.tr("Submit exam") if exam else self.tr("Finish"))
        box.setText(
            self.tr("Submit your answers and see your score?")
            if exam
            else self.tr("Finish this session and see how you did?")
        )
        box.setInformativeText(detail)
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.button(QMessageBox.StandardButton.Yes).setText(
            self.tr("Submit") if exam else self.tr("Finish")
        )
        box.button(QMessageBox.StandardButton.No).setText(self.tr("Keep working"))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.accepted.connect(self.submit_confirmed.emit)
        box.finished.connect(lambda _result: setattr(self, "confirm_box", None))
        self.confirm_box = box
        open_transient(box)

    def close_confirmation(self) -> None:
        if self.confirm_box is not None:
            self.confirm_box.close()
            self.confirm_box = None
        self.page.show_review_screen(False)
