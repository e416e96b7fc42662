"""The question editor dialog (`questionEditor`): every field of a question, with the
problems found in each shown beside it. Layout only; behaviour in editor_controller.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from simulator.ui.layout import muted, section_title, text_label

#: Rows of text the prompt and the full explanation show before they scroll.
PROMPT_LINES, FULL_LINES = 5, 4


def problem_label(name: str) -> QLabel:
    """Where a field's problems are shown (hidden while it has none)."""
    label = text_label()
    label.setObjectName(name)
    label.setProperty("problem", True)
    label.setWordWrap(True)
    label.setVisible(False)
    return label


def text_box(name: str, accessible: str, lines: int) -> QPlainTextEdit:
    box = QPlainTextEdit()
    box.setObjectName(name)
    box.setAccessibleName(accessible)
    box.setTabChangesFocus(True)  # Tab moves on, as in every other field
    height = box.fontMetrics().lineSpacing() * lines + 14
    box.setMinimumHeight(height)
    box.setMaximumHeight(height + box.fontMetrics().lineSpacing() * 3)
    return box


class ChoiceRow(QWidget):
    """One choice: correct tick, text and remove on one line, why below; its problems."""

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 4)
        layout.setSpacing(2)
        row = QHBoxLayout()
        row.setSpacing(6)
        self.correct = QCheckBox()
        row.addWidget(self.correct)
        self.text = QLineEdit()
        row.addWidget(self.text, 1)
        self.remove = QToolButton()
        self.remove.setText("✕")
        row.addWidget(self.remove)
        layout.addLayout(row)
        why_row = QHBoxLayout()
        why_row.setContentsMargins(self.correct.sizeHint().width() + 6, 0, 0, 0)
        self.why = QLineEdit()
        self.why.setProperty("secondary", True)
        why_row.addWidget(self.why, 1)
        layout.addLayout(why_row)
        self.problem = problem_label(f"choiceProblem{number}")
        layout.addWidget(self.problem)
        self.number_widgets(number)

    def number_widgets(self, number: int) -> None:
        """Names and labels for the row's place in the list (1-based for people)."""
        shown = number + 1
        self.correct.setObjectName(f"choiceCorrect{number}")
        self.text.setObjectName(f"choiceText{number}")
        self.why.setObjectName(f"choiceWhy{number}")
        self.remove.setObjectName(f"removeChoice{number}")
        self.problem.setObjectName(f"choiceProblem{number}")
        self.correct.setAccessibleName(self.tr("Choice {n} is correct").format(n=shown))
        self.correct.setToolTip(self.tr("Tick the correct choices"))
        self.text.setAccessibleName(self.tr("Choice {n}").format(n=shown))
        self.text.setPlaceholderText(self.tr("Choice {n}").format(n=shown))
        self.why.setAccessibleName(self.tr("Why choice {n} is right or wrong").format(n=shown))
        self.why.setPlaceholderText(self.tr("Why it is right or wrong (optional)"))
        self.remove.setAccessibleName(self.tr("Remove choice {n}").format(n=shown))
        self.remove.setToolTip(self.tr("Remove this choice"))


class QuestionEditor(QDialog):
    """Prompt, choices, explanations, references, topic, difficulty, tags and images."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("questionEditor")
        self.setSizeGripEnabled(True)
        outer = QVBoxLayout(self)
        outer.setSpacing(8)
        self.heading = section_title("")
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        outer.addWidget(self.heading)
        self.notice = muted()
        self.notice.setObjectName("editorNotice")
        outer.addWidget(self.notice)

        self.reports_box = QFrame()
        self.reports_box.setObjectName("reportsBox")
        reports = QVBoxLayout(self.reports_box)
        reports.setContentsMargins(10, 8, 10, 8)
        self.reports_label = text_label()
        self.reports_label.setObjectName("reportsLabel")
        self.reports_label.setWordWrap(True)
        reports.addWidget(self.reports_label)
        self.resolve_check = QCheckBox(self.tr("Mark the reports as resolved when I save"))
        self.resolve_check.setObjectName("resolveReports")
        reports.addWidget(self.resolve_check)
        self.reports_box.setVisible(False)
        outer.addWidget(self.reports_box)

        scroll = QScrollArea()
        scroll.setObjectName("editorScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        content = QWidget()
        content.setObjectName("editorContent")
        scroll.setWidget(content)
        outer.addWidget(scroll, 1)
        form = QFormLayout(content)
        form.setContentsMargins(2, 2, 14, 2)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        form.setVerticalSpacing(8)

        top = QHBoxLayout()
        top.setSpacing(8)
        self.id_edit = QLineEdit()
        self.id_edit.setObjectName("questionIdEdit")
        self.id_edit.setAccessibleName(self.tr("Question id"))
        self.id_edit.setMaximumWidth(self.id_edit.fontMetrics().horizontalAdvance("m" * 16))
        top.addWidget(self.id_edit, 1)
        top.addSpacing(10)
        self.topic_combo = QComboBox()
        self.topic_combo.setObjectName("topicCombo")
        self.topic_combo.setAccessibleName(self.tr("Topic"))
        self.topic_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.topic_combo.setMinimumContentsLength(16)
        top.addWidget(QLabel(self.tr("Topic")))
        top.addWidget(self.topic_combo, 2)
        top.addSpacing(10)
        self.difficulty_combo = QComboBox()
        self.difficulty_combo.setObjectName("difficultyCombo")
        self.difficulty_combo.setAccessibleName(self.tr("Difficulty"))
        for text, value in (
            (self.tr("Not set"), None),
            (self.tr("1 · easy"), 1),
            (self.tr("2 · medium"), 2),
            (self.tr("3 · hard"), 3),
        ):
            self.difficulty_combo.addItem(text, value)
        top.addWidget(QLabel(self.tr("Difficulty")))
        top.addWidget(self.difficulty_combo)
        form.addRow(self.tr("ID"), top)
        self.id_problem = problem_label("idProblem")
        self.topic_problem = problem_label("topicProblem")
        self.difficulty_problem = problem_label("difficultyProblem")
        form.addRow("", self._stacked(self.id_problem, self.topic_problem, self.difficulty_problem))

        self.prompt_edit = text_box("promptEdit", self.tr("Question text"), PROMPT_LINES)
        self.prompt_edit.setPlaceholderText(self.tr("The question, in Markdown"))
        prompt_box = QVBoxLayout()
        prompt_box.addWidget(self.prompt_edit)
        image_row = QHBoxLayout()
        self.image_button = QPushButton(self.tr("Insert image…"))
        self.image_button.setObjectName("insertImageButton")
        self.image_button.setAccessibleName(self.tr("Insert image"))
        self.image_button.setToolTip(
            self.tr("Choose a picture on this computer; it is copied into the bank")
        )
        image_row.addWidget(self.image_button)
        self.images_label = muted()
        self.images_label.setObjectName("imagesLabel")
        image_row.addWidget(self.images_label, 1)
        prompt_box.addLayout(image_row)
        self.prompt_problem = problem_label("promptProblem")
        prompt_box.addWidget(self.prompt_problem)
        form.addRow(self.tr("Question"), prompt_box)

        choices_box = QVBoxLayout()
        choices_box.setSpacing(4)
        hint = muted(self.tr("Tick the correct choice; tick several for \u201cChoose N\u201d."))
        choices_box.addWidget(hint)
        self.choice_rows_box = QVBoxLayout()
        self.choice_rows_box.setSpacing(4)
        choices_box.addLayout(self.choice_rows_box)
        add_row = QHBoxLayout()
        self.add_choice_button = QPushButton(self.tr("Add choice"))
        self.add_choice_button.setObjectName("addChoiceButton")
        self.add_choice_button.setAccessibleName(self.tr("Add choice"))
        add_row.addWidget(self.add_choice_button)
        self.shuffle_check = QCheckBox(self.tr("Shuffle the choices in exams"))
        self.shuffle_check.setObjectName("shuffleCheck")
        add_row.addWidget(self.shuffle_check)
        add_row.addStretch(1)
        choices_box.addLayout(add_row)
        self.choices_problem = problem_label("choicesProblem")
        choices_box.addWidget(self.choices_problem)
        form.addRow(self.tr("Choices"), choices_box)

        self.short_edit = QLineEdit()
        self.short_edit.setObjectName("shortExplanationEdit")
        self.short_edit.setAccessibleName(self.tr("Short explanation"))
        self.short_edit.setPlaceholderText(self.tr("One or two sentences, shown at once"))
        self.short_problem = problem_label("shortProblem")
        form.addRow(
            self.tr("Short explanation"), self._stacked(self.short_edit, self.short_problem)
        )
        self.full_edit = text_box("fullExplanationEdit", self.tr("Full explanation"), FULL_LINES)
        self.full_edit.setPlaceholderText(self.tr("Optional: the whole reasoning, in Markdown"))
        self.full_problem = problem_label("fullProblem")
        form.addRow(self.tr("Full explanation"), self._stacked(self.full_edit, self.full_problem))
        self.references_edit = text_box("referencesEdit", self.tr("References"), 2)
        self.references_edit.setPlaceholderText(self.tr("One link or source per line"))
        self.references_problem = problem_label("referencesProblem")
        form.addRow(
            self.tr("References"), self._stacked(self.references_edit, self.references_problem)
        )
        self.tags_edit = QLineEdit()
        self.tags_edit.setObjectName("tagsEdit")
        self.tags_edit.setAccessibleName(self.tr("Tags"))
        self.tags_edit.setPlaceholderText(self.tr("Comma-separated, e.g. nsight, profiling"))
        self.tags_problem = problem_label("tagsProblem")
        form.addRow(self.tr("Tags"), self._stacked(self.tags_edit, self.tags_problem))

        footer = QHBoxLayout()
        self.summary = text_label()
        self.summary.setObjectName("editorSummary")
        self.summary.setWordWrap(True)
        footer.addWidget(self.summary, 1)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setObjectName("cancelEditButton")
        footer.addWidget(self.cancel_button)
        self.save_button = QPushButton(self.tr("Save"))
        self.save_button.setObjectName("saveQuestionButton")
        self.save_button.setAccessibleName(self.tr("Save the question"))
        self.save_button.setProperty("primary", True)
        self.save_button.setDefault(True)
        footer.addWidget(self.save_button)
        outer.addLayout(footer)

    @staticmethod
    def _stacked(*widgets: QWidget) -> QVBoxLayout:
        box = QVBoxLayout()
        box.setSpacing(2)
        for widget in widgets:
            box.addWidget(widget)
        return box
