"""One question in the review of a finished attempt: every choice, the candidate's ticks
against the right ones (or, for the other types, the answer given against the right
one, part by part), and the explanations.

Each choice is a line with two marks that do not rely on colour: ✓ on a right choice,
✗ on a wrong choice the candidate ticked; and the candidate's own tick: ◉ or ○ on a
single-answer question, ☑ or ☐ on a multi-select one, as on the exam page.
The full explanation stays folded until asked for, so sixty questions still scan.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from simulator.domain.paper import AnswerState, ExamQuestion
from simulator.domain.scoring import QuestionOutcome
from simulator.ui.answer_report import answer_report_html
from simulator.ui.explanation import full_explanation_html
from simulator.ui.links import follow_links_safely
from simulator.ui.markdown import inline_html, to_html
from simulator.ui.qtutil import share_name
from simulator.ui.scenario_pane import scenario_box
from simulator.ui.theme import current_colors


def choices_html(item: ExamQuestion, outcome: QuestionOutcome) -> str:
    """The choices in the order shown, each with its marks and what they mean in words;
    for the other types, the answer given against the right one."""
    if item.question.payload is not None:
        return answer_report_html(item, outcome.answer)
    colors = current_colors()  # readable on the light and the dark theme
    # The candidate's own tick, shaped as on the exam page: round for a single answer.
    ticked, free = ("☑", "☐") if item.question.is_multi_select else ("◉", "○")
    rows = []
    for choice in item.choices:
        chosen = choice.id in outcome.selected
        if choice.correct:
            mark = f'<span style="color:{colors.good}">✓</span>'
            words = (
                QCoreApplication.translate("ReviewCard", "your answer, right")
                if chosen
                else QCoreApplication.translate("ReviewCard", "right answer, not chosen")
            )
        elif chosen:
            mark = f'<span style="color:{colors.bad}">✗</span>'
            words = QCoreApplication.translate("ReviewCard", "your answer, wrong")
        else:
            mark, words = "&nbsp;", ""
        tick = ticked if chosen else free
        note = f' <span style="color:{colors.muted}">({words})</span>' if words else ""
        rows.append(
            f"<tr><td width='18'><b>{mark}</b></td><td width='20'>{tick}</td>"
            f"<td>{inline_html(choice.text)}{note}</td></tr>"
        )
    return f"<table cellspacing='2'>{''.join(rows)}</table>"


class ReviewCard(QWidget):
    """One question of the review: prompt, choices with marks, explanations on demand."""

    def __init__(
        self,
        item: ExamQuestion,
        outcome: QuestionOutcome,
        topic_title: str,
        *,
        answer: AnswerState | None = None,
        show_explanations: bool = True,
        reportable: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("reviewCard")
        layout = QVBoxLayout(self)
        self.card_layout = layout
        layout.setContentsMargins(6, 10, 6, 10)
        layout.setSpacing(6)
        if not outcome.answered:
            verdict = self.tr("○ Unanswered")
        elif outcome.correct:
            verdict = self.tr("✔ Correct")
        else:
            verdict = self.tr("✘ Incorrect")
        extras = []
        if outcome.flagged:
            extras.append(self.tr("⚑ flagged"))
        if answer is not None and answer.guessed:
            extras.append(
                self.tr("guessed: right, but shaky") if outcome.correct else self.tr("guessed")
            )
        extra = "".join(f" · {escape(e)}" for e in extras)
        self.header = QLabel(
            f"<b>{outcome.index + 1}. {verdict}</b> · {escape(topic_title)}{extra}"
        )
        self.header.setTextFormat(Qt.TextFormat.RichText)  # the topic title is escaped
        self.header.setObjectName("reviewHeader")
        self.header.setProperty("verdict", "right" if outcome.correct else "wrong")
        layout.addWidget(self.header)
        # A case study's question: its scenario, folded (the candidate read it beside it).
        self.scenario_toggle: QPushButton | None = None
        if item.question.scenario is not None:
            self.scenario_toggle, scenario = scenario_box(item.question.scenario)
            layout.addWidget(self.scenario_toggle, 0, Qt.AlignmentFlag.AlignLeft)
            layout.addWidget(scenario)
        prompt = QLabel(to_html(item.question.prompt))
        prompt.setWordWrap(True)
        prompt.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(prompt)
        self.choices = QLabel(choices_html(item, outcome))
        self.choices.setObjectName("reviewChoices")
        self.choices.setWordWrap(True)
        self.choices.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.choices)
        self.short_explanation: QLabel | None = None
        self.full_explanation: QLabel | None = None
        self.full_toggle: QPushButton | None = None
        self.report_button: QPushButton | None = None
        # The card's buttons share one row (full explanation, report a problem).
        # The card's buttons (full explanation, report a problem) one under the other:
        # a shared row had to stack on a narrow card, and its layout moved as it did.
        self.button_row = QVBoxLayout()
        self.button_row.setSpacing(6)
        if show_explanations:
            self._add_explanations(item, layout)
        else:
            layout.addLayout(self.button_row)
        if reportable:
            self.report_button = QPushButton(self.tr("Report a problem with this question…"))
            self.report_button.setObjectName("reportQuestionButton")
            self.report_button.setAccessibleName(self.tr("Report a problem with this question"))
            self.button_row.addWidget(self.report_button, 0, Qt.AlignmentFlag.AlignLeft)

    def _add_explanations(self, item: ExamQuestion, layout: QVBoxLayout) -> None:
        self.short_explanation = QLabel(to_html(item.question.explanation.short))
        share_name(self.short_explanation, "shortExplanation")
        self.short_explanation.setWordWrap(True)
        self.short_explanation.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.short_explanation)
        layout.addLayout(self.button_row)
        full_html = full_explanation_html(item)
        if full_html:
            self.full_toggle = QPushButton(self.tr("Show full explanation"))
            self.full_toggle.setObjectName("reviewFullToggle")
            self.full_toggle.setCheckable(True)
            self.button_row.addWidget(self.full_toggle, 0, Qt.AlignmentFlag.AlignLeft)
            self.full_explanation = QLabel(full_html)
            share_name(self.full_explanation, "fullExplanation")
            self.full_explanation.setWordWrap(True)
            self.full_explanation.setTextFormat(Qt.TextFormat.RichText)
            follow_links_safely(self.full_explanation)  # web references, on click only
            self.full_explanation.setVisible(False)
            layout.addWidget(self.full_explanation)
