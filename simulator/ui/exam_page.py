"""Exam page view: prompt, exhibits, answers, timer, navigator, explanations (layout only).

The exam controller fills it from an `ExamSession`. Each question type answers in its
own widgets, shown only for that type: the choice buttons, the matching drop-downs
(`matching.py`), the order list (`ordering.py`) or the answer box `answerEdit` for
short-answer and numeric questions. The header (progress, topic, mode,
timer) stays on screen above both views of the page: the question being answered and
the review-before-submit screen, so the clock is always in sight. Everything that can
be taller than a small laptop screen scrolls; nothing is squeezed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from simulator.domain.question_types import MAX_TYPED_ANSWER
from simulator.ui.choices import ChoiceList
from simulator.ui.exhibits import ExhibitPanel
from simulator.ui.layout import card, muted, scroll_area, section_title, text_label
from simulator.ui.links import follow_links_safely
from simulator.ui.matching import MatchingPanel
from simulator.ui.navigator import QuestionNavigator
from simulator.ui.ordering import OrderingPanel
from simulator.ui.qtutil import repolish, share_name
from simulator.ui.review_screen import SubmitReview
from simulator.ui.scenario_pane import ScenarioSplit
from simulator.ui.wide_text import FittedLabel, WideText
from simulator.ui.widgets import ElidedLabel

#: Below this page width the navigator shows fewer columns and the buttons say less.
NARROW_WIDTH = 1100
#: Below this page width a paper with case studies gives the navigator fewer columns
#: (the scenario pane needs the room).
CASE_STUDY_WIDTH = 1700
#: Below this page height the navigator's legend moves into the tooltip of its title.
SHORT_HEIGHT = 640


class SteadyButton(QPushButton):
    """A button as wide as the widest of its texts: "⚑ Flag" turning into "⚑ Flagged"
    must not push the buttons beside it (Next) away from under the pointer."""

    def __init__(self, texts: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(texts[0], parent)
        self._texts = texts

    def _extra_width(self) -> int:
        metrics = self.fontMetrics()
        widest = max(metrics.horizontalAdvance(text) for text in self._texts)
        return max(0, widest - metrics.horizontalAdvance(self.text()))

    def sizeHint(self) -> QSize:  # QPushButton's minimumSizeHint asks this one too
        hint = super().sizeHint()
        return QSize(hint.width() + self._extra_width(), hint.height())


class ExamPage(QWidget):
    """One question at a time, with everything needed to move around the paper."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(20, 12, 20, 12)
        outer.setSpacing(10)
        outer.addLayout(self._header())

        saving = QHBoxLayout()
        saving.setSpacing(10)
        self.save_error = text_label()
        self.save_error.setObjectName("saveError")
        self.save_error.setWordWrap(True)
        self.save_error.setVisible(False)
        saving.addWidget(self.save_error, 1)
        # Shown while answers are kept in memory only (the database file went away).
        self.save_copy_button = QPushButton(self.tr("Save a copy…"))
        self.save_copy_button.setObjectName("saveCopyButton")
        self.save_copy_button.setAccessibleName(self.tr("Save your answers to a new file"))
        self.save_copy_button.setToolTip(
            self.tr("Save the library, with the answers of this exam, to a file you choose")
        )
        self.save_copy_button.setVisible(False)
        saving.addWidget(self.save_copy_button, 0, Qt.AlignmentFlag.AlignVCenter)
        outer.addLayout(saving)
        self.notice_label = text_label()
        self.notice_label.setObjectName("notice")
        self.notice_label.setWordWrap(True)
        self.notice_label.setVisible(False)
        outer.addWidget(self.notice_label)

        self.views = QStackedWidget()
        self.question_view = QWidget()
        body = QHBoxLayout(self.question_view)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(14)
        # A case study's scenario beside the question (scenario_pane.py).
        self.scenario_split = ScenarioSplit(self._question_card(), self.scenario_button)
        self.scenario_pane = self.scenario_split.pane
        self._case_studies = False
        body.addWidget(self.scenario_split, 1)
        body.addWidget(self._side_card(), 0)
        self.review = SubmitReview()
        self.views.addWidget(self.question_view)
        self.views.addWidget(self.review)
        outer.addWidget(self.views, 1)
        self.footer = QWidget()
        self.footer.setLayout(self._footer())
        outer.addWidget(self.footer)

    # ------------------------------------------------------------- building
    def _header(self) -> QHBoxLayout:
        header = QHBoxLayout()
        self.progress_label = text_label(
            self.tr("Question {number} of {count}").format(number=1, count=1)
        )
        self.progress_label.setObjectName("progressLabel")
        self.progress_label.setAccessibleName(self.tr("Progress"))
        self.topic_label = ElidedLabel()
        self.topic_label.setObjectName("topicLabel")
        self.topic_label.setProperty("muted", True)
        self.mode_label = muted()
        self.mode_label.setObjectName("modeLabel")
        self.mode_label.setWordWrap(False)
        self.timer_label = text_label(self.tr("Untimed"))
        self.timer_label.setObjectName("timerLabel")
        self.timer_label.setAccessibleName(self.tr("Time remaining"))
        header.addWidget(self.progress_label)
        header.addSpacing(12)
        header.addWidget(self.topic_label, 1)
        self.scenario_button = SteadyButton(ScenarioSplit.button_texts())
        header.addWidget(self.scenario_button)
        header.addSpacing(12)
        header.addWidget(self.mode_label)
        header.addSpacing(12)
        header.addWidget(self.timer_label)
        return header

    def _question_card(self) -> QFrame:
        question_card, question_layout = card(self)
        self.question_scroll = scroll_area("questionScroll", sideways=False)
        content = QWidget()
        content.setObjectName("questionContent")
        # Long lines are hard to read; on wide screens the question column stops growing.
        content.setMaximumWidth(max(900, self.fontMetrics().averageCharWidth() * 115))
        layout = QVBoxLayout(content)
        layout.setContentsMargins(4, 4, 12, 4)
        layout.setSpacing(10)

        self.question_text = FittedLabel()
        self.question_text.setObjectName("questionText")
        self.question_text.setAccessibleName(self.tr("Question"))
        self.question_text.setOpenExternalLinks(False)
        self.question_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # Prose wraps; a code line wider than the pane scrolls sideways under the prompt.
        self.question_wide = WideText(self.question_text, "questionTextScroll", self.tr("Question"))
        layout.addWidget(self.question_wide)
        self.exhibits = ExhibitPanel()
        layout.addWidget(self.exhibits)
        hint_row = QHBoxLayout()
        hint_row.setContentsMargins(0, 0, 0, 0)
        self.select_hint = text_label()
        self.select_hint.setObjectName("selectHint")
        self.select_hint.setWordWrap(True)
        hint_row.addWidget(self.select_hint, 1)
        # Choosing the chosen answer again keeps it (as test-centre drivers do); taking an
        # answer back is this explicit action (or Backspace/Delete).
        self.clear_button = QPushButton(self.tr("Clear answer"))
        self.clear_button.setObjectName("clearAnswerButton")
        self.clear_button.setProperty("flat", True)
        self.clear_button.setToolTip(self.tr("Take this answer back (Backspace or Delete)"))
        self.clear_button.setAccessibleName(self.tr("Clear answer"))
        self.clear_button.setVisible(False)
        hint_row.addWidget(self.clear_button, 0, Qt.AlignmentFlag.AlignRight)
        layout.addLayout(hint_row)
        self.choices = ChoiceList()
        layout.addWidget(self.choices)
        self.matching = MatchingPanel()
        self.matching.setVisible(False)
        layout.addWidget(self.matching)
        self.ordering = OrderingPanel()
        self.ordering.setVisible(False)
        layout.addWidget(self.ordering)
        self.answer_edit = QLineEdit()
        self.answer_edit.setObjectName("answerEdit")
        self.answer_edit.setAccessibleName(self.tr("Your answer"))
        self.answer_edit.setMaxLength(MAX_TYPED_ANSWER)
        self.answer_edit.setClearButtonEnabled(True)
        self.answer_edit.setVisible(False)
        layout.addWidget(self.answer_edit)
        layout.addWidget(self._feedback_box())
        layout.addStretch(1)
        self.question_scroll.setWidget(content)
        question_layout.addWidget(self.question_scroll)
        # A long question on a small screen hides its last choices below the card's edge.
        self.more_below = muted(self.tr("▼ More below: scroll to see every choice"))
        self.more_below.setObjectName("moreBelow")
        self.more_below.setWordWrap(False)
        self.more_below.setVisible(False)
        question_layout.addWidget(self.more_below, 0, Qt.AlignmentFlag.AlignHCenter)
        bar = self.question_scroll.verticalScrollBar()
        bar.rangeChanged.connect(self._show_more_below)
        bar.valueChanged.connect(self._show_more_below)
        return question_card

    def _feedback_box(self) -> QFrame:
        self.feedback_box = QFrame()
        self.feedback_box.setObjectName("feedbackBox")
        feedback = QVBoxLayout(self.feedback_box)
        feedback.setContentsMargins(0, 8, 0, 0)
        self.verdict_label = text_label()
        self.verdict_label.setObjectName("verdictLabel")
        feedback.addWidget(self.verdict_label)
        self.answer_report = QLabel()
        self.answer_report.setObjectName("answerReport")
        self.answer_report.setAccessibleName(self.tr("Your answer and the right one"))
        self.answer_report.setWordWrap(True)
        self.answer_report.setTextFormat(Qt.TextFormat.RichText)
        self.answer_report.setVisible(False)
        feedback.addWidget(self.answer_report)
        self.short_explanation = QLabel()
        share_name(self.short_explanation, "shortExplanation")
        self.short_explanation.setAccessibleName(self.tr("Short explanation"))
        self.short_explanation.setWordWrap(True)
        self.short_explanation.setTextFormat(Qt.TextFormat.RichText)
        feedback.addWidget(self.short_explanation)
        self.full_toggle = QPushButton(self.tr("Show full explanation"))
        self.full_toggle.setObjectName("fullExplanationToggle")
        self.full_toggle.setCheckable(True)
        feedback.addWidget(self.full_toggle, 0, Qt.AlignmentFlag.AlignLeft)
        self.full_explanation = QLabel()
        share_name(self.full_explanation, "fullExplanation")
        self.full_explanation.setAccessibleName(self.tr("Full explanation"))
        self.full_explanation.setWordWrap(True)
        self.full_explanation.setTextFormat(Qt.TextFormat.RichText)
        self.full_explanation.setVisible(False)
        # Web references are links: opened in the system browser on click, never fetched.
        follow_links_safely(self.full_explanation)
        self.full_explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        feedback.addWidget(self.full_explanation)
        self.report_button = QPushButton(self.tr("Report a problem with this question…"))
        self.report_button.setObjectName("reportQuestionButton")
        self.report_button.setAccessibleName(self.tr("Report a problem with this question"))
        self.report_button.setToolTip(
            self.tr("A wrong key, a typo, an unclear prompt: note it for the Banks page")
        )
        self.report_button.setVisible(False)
        feedback.addWidget(self.report_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.feedback_box.setVisible(False)
        return self.feedback_box

    def _side_card(self) -> QFrame:
        self.side_card, side = card(self)
        # In words that hold in every theme (the colours differ: high contrast has no blue).
        legend = self.tr(
            "Tinted: answered · dashed: incomplete · bold border: flagged · filled: current"
        )
        title = section_title(self.tr("Questions"))
        title.setToolTip(legend)
        side.addWidget(title)
        self.navigator = QuestionNavigator()
        # A long paper on a short screen: the grid scrolls instead of squeezing its rows.
        self.navigator_scroll = scroll_area("navigatorScroll", sideways=False)
        # Tab reaches it (arrows then scroll the grid), a click does not: clicking the
        # question on screen must leave the keys where they were, in its answer box.
        self.navigator_scroll.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        holder = QWidget()
        holder.setObjectName("navigatorHolder")
        column = QVBoxLayout(holder)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.navigator)
        column.addStretch(1)
        self.navigator_scroll.setWidget(holder)
        side.addWidget(self.navigator_scroll, 1)
        self.legend_label = muted(legend)
        side.addWidget(self.legend_label)
        self.summary_label = muted()
        self.summary_label.setObjectName("answerSummary")
        side.addWidget(self.summary_label)
        self._fit_navigator(QuestionNavigator.COLUMNS)
        return self.side_card

    def _footer(self) -> QBoxLayout:
        """Moving and answering on the left, leaving on the right: one row, or two when
        the text is large for the window (zoomed text on a small screen)."""
        footer = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        footer.setContentsMargins(0, 0, 0, 0)
        self.footer_row = footer
        self.footer_left = QHBoxLayout()
        self.footer_right = QHBoxLayout()
        footer.addLayout(self.footer_left, 1)
        footer.addLayout(self.footer_right)
        self.prev_button = self._button(
            self.previous_text(), "prevButton", self.tr("Previous question (← or P)")
        )
        self.flag_button = SteadyButton((self.flag_text(False), self.flag_text(True)))
        self.flag_button.setObjectName("flagButton")
        self.flag_button.setToolTip(self.tr("Flag this question for review (F)"))
        self.flag_button.setCheckable(True)
        # Names a screen reader says in words, whatever the (shortened) label shows.
        self.flag_button.setAccessibleName(self.tr("Flag for review"))
        self.prev_button.setAccessibleName(self.tr("Previous question"))
        self.guess_button = self._button(
            self.tr("I guessed"),
            "guessButton",
            self.tr("Mark this answer as a guess, to review it sooner (G)"),
        )
        self.guess_button.setCheckable(True)
        self.check_button = self._button(
            self.tr("Check answer"),
            "checkButton",
            self.tr("Reveal whether your answer is right (Space)"),
        )
        self.next_button = self._button(
            self.next_text(), "nextButton", self.tr("Next question (→ or N)")
        )
        self.next_button.setAccessibleName(self.tr("Next question"))
        self.back_to_review = self._button(
            self.tr("Review screen"),
            "backToReviewButton",
            self.tr("Back to the review of all questions"),
        )
        self.back_to_review.setVisible(False)
        self.help_button = self._button(
            self.tr("Help"), "shortcutHelpButton", self.tr("Modes and keys (F1)")
        )
        self.leave_button = self._button(
            self.tr("Save and exit"),
            "leaveButton",
            self.tr("Keep this session for later and go back to Start"),
        )
        self.submit_button = self._button(
            self.tr("Submit"), "submitButton", self.tr("Review your answers, then end (Ctrl+Enter)")
        )
        self.submit_button.setProperty("primary", True)
        for button in (
            self.prev_button,
            self.flag_button,
            self.guess_button,
            self.check_button,
            self.next_button,
        ):
            self.footer_left.addWidget(button)
        self.footer_left.addStretch(1)
        self.footer_right.addStretch(1)
        for button in (
            self.back_to_review,
            self.help_button,
            self.leave_button,
            self.submit_button,
        ):
            self.footer_right.addWidget(button)
        return footer

    def _button(self, text: str, name: str, tip: str) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.setToolTip(tip)
        return button

    def flag_text(self, flagged: bool) -> str:
        """The flag button's text: whether the question is marked for review."""
        return self.tr("⚑ Flagged") if flagged else self.tr("⚑ Flag")

    def previous_text(self, short: bool = False) -> str:
        """ "← Previous", or its arrow alone; the arrow points the way the page reads
        (→ in a right-to-left language, where Previous sits on the right)."""
        arrow = "→" if self.isRightToLeft() else "←"
        return arrow if short else self.tr("{arrow} Previous").format(arrow=arrow)

    def next_text(self, short: bool = False) -> str:
        arrow = "←" if self.isRightToLeft() else "→"
        return arrow if short else self.tr("Next {arrow}").format(arrow=arrow)

    # ------------------------------------------------------------- showing
    def show_review_screen(self, shown: bool) -> None:
        """The review screen replaces the question view (header and clock stay)."""
        self.views.setCurrentWidget(self.review if shown else self.question_view)
        self.footer.setVisible(not shown)

    def scroll_to_top(self) -> None:
        self.question_scroll.verticalScrollBar().setValue(0)

    def _show_more_below(self) -> None:
        bar = self.question_scroll.verticalScrollBar()
        self.more_below.setVisible(bar.value() < bar.maximum())

    def reveal_full_explanation(self) -> None:
        """Scroll the question pane so the full explanation, just opened, is in sight:
        all of it if it fits, else as much as fits with its toggle still at the top."""
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)  # its height now
        content = self.question_scroll.widget()
        assert content is not None
        bar = self.question_scroll.verticalScrollBar()
        top = self.full_toggle.mapTo(content, QPoint(0, 0)).y() - 8
        explanation = self.full_explanation
        bottom = explanation.mapTo(content, QPoint(0, explanation.height())).y() + 8
        wanted = min(top, bottom - self.question_scroll.viewport().height())
        bar.setValue(min(bar.maximum(), max(bar.value(), wanted)))

    def bring_into_sight(self, part: QWidget) -> None:
        """Scroll the question pane so the part the number keys just went to is on screen:
        a matching item's drop-down, or the selected step of an ordering list (its input
        focus rectangle). On a small screen it may be below the fold, and a candidate who
        cannot see it would be changing an answer blind."""
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)  # where it is now
        self.question_scroll.ensureWidgetVisible(part, 0, 8)

    def show_in_navigator(self, index: int) -> None:
        """Keep the current question's button in sight when the grid scrolls."""
        self.navigator_scroll.ensureWidgetVisible(self.navigator.button(index), 0, 4)

    def set_verdict(self, index: int, verdict: str) -> None:
        """Mark choice `index` "right", "wrong", "missed" (right, not chosen) or ""."""
        button = self.choices.buttons[index]
        if button.property("verdict") != verdict:
            button.setProperty("verdict", verdict)
            repolish(button)

    def set_struck_out(self, index: int, struck: bool) -> None:
        button = self.choices.buttons[index]
        if button.property("struckOut") != struck:
            button.setProperty("struckOut", struck)  # only paintEvent reads it, no style sheet
            button.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        narrow = event.size().width() < NARROW_WIDTH
        self._fit_columns()
        self.scenario_split.fit(narrow)
        self.fit_footer()
        self.legend_label.setVisible(event.size().height() >= SHORT_HEIGHT)

    def set_case_studies(self, present: bool) -> None:
        """Whether the paper has questions of a case study (set once, as it begins): the
        navigator then leaves the scenario pane room on all but the widest windows."""
        self._case_studies = present
        self._fit_columns()

    def _fit_columns(self) -> None:
        crowded = self.width() < (CASE_STUDY_WIDTH if self._case_studies else NARROW_WIDTH)
        self._fit_navigator(5 if crowded else QuestionNavigator.COLUMNS)

    def fit_footer(self) -> None:
        """Full button texts if they fit; else arrows for Previous and Next and no Help
        button (F1 still works); else the leaving buttons on a second row."""
        margins = self.contentsMargins()
        room = self.width() - margins.left() - margins.right() - 40
        compact = self.width() < NARROW_WIDTH
        for attempt in (False, True):
            short = compact or attempt
            self.prev_button.setText(self.previous_text(short))
            self.next_button.setText(self.next_text(short))
            self.help_button.setVisible(not short)
            if self._footer_width() <= room:
                break
        stacked = self._footer_width() > room
        direction = (
            QBoxLayout.Direction.TopToBottom if stacked else QBoxLayout.Direction.LeftToRight
        )
        if self.footer_row.direction() != direction:
            self.footer_row.setDirection(direction)

    def _footer_width(self) -> int:
        for row in (self.footer_left, self.footer_right):
            row.invalidate()
        spacing = max(0, self.footer_row.spacing())
        return self.footer_left.sizeHint().width() + self.footer_right.sizeHint().width() + spacing

    def _fit_navigator(self, columns: int) -> None:
        self.navigator.set_columns(columns)
        scrollbar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        self.side_card.setFixedWidth(columns * QuestionNavigator.CELL + 60 + scrollbar)
