"""Exam page view: prompt, choices, timer, navigator and explanations (layout only).

The exam controller fills it from an `ExamSession`; this module only builds widgets
and offers small rendering helpers such as `show_choices`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from simulator.domain.model import Choice
from simulator.ui.layout import card, muted, section_title, text_label
from simulator.ui.markdown import to_plain
from simulator.ui.widgets import ChoiceCheckBox, ChoiceRadioButton, QuestionNavigator, repolish

CHOICE_KEYS = "ABCDEFGH"


class ExamPage(QWidget):
    """One question at a time, with everything needed to move around the paper."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 16, 24, 16)
        outer.setSpacing(12)

        header = QHBoxLayout()
        self.progress_label = QLabel("Question 1 of 1")
        self.progress_label.setObjectName("progressLabel")
        self.progress_label.setAccessibleName("Progress")
        self.topic_label = muted()
        self.topic_label.setObjectName("topicLabel")
        self.mode_label = muted()
        self.mode_label.setObjectName("modeLabel")
        self.timer_label = QLabel("Untimed")
        self.timer_label.setObjectName("timerLabel")
        self.timer_label.setAccessibleName("Time remaining")
        header.addWidget(self.progress_label)
        header.addSpacing(12)
        header.addWidget(self.topic_label, 1)
        header.addWidget(self.mode_label)
        header.addSpacing(12)
        header.addWidget(self.timer_label)
        outer.addLayout(header)

        self.save_error = text_label()
        self.save_error.setObjectName("saveError")
        self.save_error.setWordWrap(True)
        self.save_error.setVisible(False)
        outer.addWidget(self.save_error)

        self.notice_label = text_label()
        self.notice_label.setObjectName("notice")
        self.notice_label.setWordWrap(True)
        self.notice_label.setVisible(False)
        outer.addWidget(self.notice_label)

        body = QHBoxLayout()
        body.setSpacing(16)
        question_card, question_layout = card(self)
        scroll = QScrollArea()
        scroll.setObjectName("questionScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        content = QWidget()
        content.setObjectName("questionContent")
        # Long lines are hard to read; on wide screens the question column stops growing.
        content.setMaximumWidth(max(900, self.fontMetrics().averageCharWidth() * 115))
        content_layout = QVBoxLayout(content)
        content_layout.setContentsMargins(4, 4, 12, 4)
        content_layout.setSpacing(10)

        self.question_text = QLabel()
        self.question_text.setObjectName("questionText")
        self.question_text.setAccessibleName("Question")
        self.question_text.setWordWrap(True)
        self.question_text.setTextFormat(Qt.TextFormat.RichText)
        self.question_text.setOpenExternalLinks(False)
        self.question_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        content_layout.addWidget(self.question_text)

        self.select_hint = QLabel()
        self.select_hint.setObjectName("selectHint")
        content_layout.addWidget(self.select_hint)

        self.choices_box = QWidget()
        self.choices_layout = QVBoxLayout(self.choices_box)
        self.choices_layout.setContentsMargins(0, 0, 0, 0)
        self.choices_layout.setSpacing(2)
        content_layout.addWidget(self.choices_box)

        self.feedback_box = QFrame()
        self.feedback_box.setObjectName("feedbackBox")
        feedback_layout = QVBoxLayout(self.feedback_box)
        feedback_layout.setContentsMargins(0, 8, 0, 0)
        self.verdict_label = QLabel()
        self.verdict_label.setObjectName("verdictLabel")
        feedback_layout.addWidget(self.verdict_label)
        self.short_explanation = QLabel()
        self.short_explanation.setObjectName("shortExplanation")
        self.short_explanation.setAccessibleName("Short explanation")
        self.short_explanation.setWordWrap(True)
        self.short_explanation.setTextFormat(Qt.TextFormat.RichText)
        feedback_layout.addWidget(self.short_explanation)
        self.full_toggle = QPushButton("Show full explanation")
        self.full_toggle.setObjectName("fullExplanationToggle")
        self.full_toggle.setCheckable(True)
        feedback_layout.addWidget(self.full_toggle, 0, Qt.AlignmentFlag.AlignLeft)
        self.full_explanation = QLabel()
        self.full_explanation.setObjectName("fullExplanation")
        self.full_explanation.setAccessibleName("Full explanation")
        self.full_explanation.setWordWrap(True)
        self.full_explanation.setTextFormat(Qt.TextFormat.RichText)
        self.full_explanation.setVisible(False)
        # References are links: opened in the system browser on click, never fetched here.
        self.full_explanation.setOpenExternalLinks(True)
        self.full_explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        feedback_layout.addWidget(self.full_explanation)
        self.feedback_box.setVisible(False)
        content_layout.addWidget(self.feedback_box)
        content_layout.addStretch(1)
        scroll.setWidget(content)
        question_layout.addWidget(scroll)
        body.addWidget(question_card, 1)

        side_card, side_layout = card(self)
        side_card.setFixedWidth(QuestionNavigator.COLUMNS * 34 + 60)
        side_layout.addWidget(section_title("Questions"))
        self.navigator = QuestionNavigator()
        side_layout.addWidget(self.navigator)
        self.legend_label = muted("Filled: answered · amber border: flagged · blue: current")
        side_layout.addWidget(self.legend_label)
        self.summary_label = muted()
        self.summary_label.setObjectName("answerSummary")
        side_layout.addWidget(self.summary_label)
        side_layout.addStretch(1)
        body.addWidget(side_card, 0)
        outer.addLayout(body, 1)

        footer = QHBoxLayout()
        self.prev_button = QPushButton("← Previous")
        self.prev_button.setObjectName("prevButton")
        self.prev_button.setToolTip("Previous question (← or P)")
        self.flag_button = QPushButton("⚑ Flag")
        self.flag_button.setObjectName("flagButton")
        self.flag_button.setCheckable(True)
        self.flag_button.setToolTip("Flag this question for review (F)")
        self.check_button = QPushButton("Check answer")
        self.check_button.setObjectName("checkButton")
        self.check_button.setToolTip("Reveal whether your answer is right (Space)")
        self.next_button = QPushButton("Next →")
        self.next_button.setObjectName("nextButton")
        self.next_button.setToolTip("Next question (→ or N)")
        self.submit_button = QPushButton("Submit")
        self.submit_button.setObjectName("submitButton")
        self.submit_button.setProperty("primary", True)
        self.submit_button.setToolTip("Finish and see your score (Ctrl+Enter)")
        self.help_button = QPushButton("Keys")
        self.help_button.setObjectName("shortcutHelpButton")
        self.help_button.setToolTip("Keyboard shortcuts (F1)")
        for button in (self.prev_button, self.flag_button, self.check_button, self.next_button):
            footer.addWidget(button)
        footer.addStretch(1)
        footer.addWidget(self.help_button)
        footer.addWidget(self.submit_button)
        outer.addLayout(footer)

        self.choice_group = QButtonGroup(self)
        self.choice_buttons: list[QAbstractButton] = []

    def show_choices(self, choices: tuple[Choice, ...], multi_select: bool) -> None:
        """Replace the choice buttons: radio buttons for single-, check boxes for multi-select."""
        for old in self.choice_buttons:
            self.choice_group.removeButton(old)
            old.setParent(None)
            old.deleteLater()
        self.choice_buttons = []
        self.choice_group.setExclusive(False)  # the session decides; buttons only mirror it
        for index, choice in enumerate(choices):
            text = to_plain(choice.text)
            button = ChoiceCheckBox(text) if multi_select else ChoiceRadioButton(text)
            button.setObjectName(f"choiceButton{index}")
            button.setAccessibleName(choice.text)
            button.setAccessibleDescription(f"Choice {CHOICE_KEYS[index]}")
            letter = f" or {CHOICE_KEYS[index]}" if CHOICE_KEYS[index] != "F" else ""
            button.setToolTip(f"Press {index + 1}{letter}")
            button.setProperty("choiceId", choice.id)
            self.choice_group.addButton(button, index)
            self.choices_layout.addWidget(button)
            self.choice_buttons.append(button)

    def set_verdict(self, button: QAbstractButton, verdict: str) -> None:
        """Mark a choice "right", "wrong", "missed" (a correct one not chosen) or ""."""
        if button.property("verdict") != verdict:
            button.setProperty("verdict", verdict)
            repolish(button)
