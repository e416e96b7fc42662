"""The question editor dialog (`questionEditor`): every field of a question, with the
problems found in each shown beside it. Layout only; behaviour in editor_controller.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QSize, Qt
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
    QStackedWidget,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from simulator.ui.layout import muted, section_title, text_label

#: The question types, as a bank file's `type:` and as the type box shows them.
QUESTION_TYPES = (
    ("choice", QT_TRANSLATE_NOOP("QuestionEditor", "Choice (single or multi-select)")),
    ("matching", QT_TRANSLATE_NOOP("QuestionEditor", "Matching")),
    ("ordering", QT_TRANSLATE_NOOP("QuestionEditor", "Ordering")),
    ("short-answer", QT_TRANSLATE_NOOP("QuestionEditor", "Short answer")),
    ("numeric", QT_TRANSLATE_NOOP("QuestionEditor", "Numeric")),
)
#: Rows of text the prompt and the full explanation show before they scroll.
PROMPT_LINES, FULL_LINES = 5, 4
# Rows of a case study's text the editor shows before it scrolls.
SCENARIO_LINES = 5


def problem_label(name: str) -> QLabel:
    """Where a field's problems are shown (hidden while it has none)."""
    label = text_label()
    label.setObjectName(name)
    label.setProperty("problem", True)
    label.setWordWrap(True)
    label.setVisible(False)
    return label


class FieldText(QPlainTextEdit):
    """A text field that asks for its minimum height (`lines` of text) and grows only
    into room the form has to spare: Qt's own size hint (about ten lines) made the
    question text alone fill a small screen's editor, the choices below out of sight."""

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.minimumHeight())


def text_box(name: str, accessible: str, lines: int) -> QPlainTextEdit:
    box = FieldText()
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
        why_row.setSpacing(6)
        # Named on its line: once filled, its placeholder is gone and a why would read
        # as one more choice.
        self.why_label = QLabel(self.tr("Why"))
        self.why_label.setProperty("muted", True)
        self.why_label.setMinimumWidth(self.correct.sizeHint().width())
        why_row.addWidget(self.why_label)
        self.why = QLineEdit()
        self.why_label.setBuddy(self.why)
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


class PairRow(QWidget):
    """One pair of a matching question: the left item, the answer it goes with, remove."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        self.left = QLineEdit()
        self.left.setPlaceholderText(self.tr("Item"))
        row.addWidget(self.left, 1)
        row.addWidget(QLabel("→"))
        self.right = QLineEdit()
        self.right.setPlaceholderText(self.tr("Goes with"))
        row.addWidget(self.right, 1)
        self.remove = QToolButton()
        self.remove.setText("✕")
        self.remove.setToolTip(self.tr("Remove this pair"))
        row.addWidget(self.remove)

    def number_widgets(self, number: int) -> None:
        shown = number + 1
        self.left.setObjectName(f"pairLeft{number}")
        self.right.setObjectName(f"pairRight{number}")
        self.remove.setObjectName(f"removePair{number}")
        self.left.setAccessibleName(self.tr("Item {n}").format(n=shown))
        self.right.setAccessibleName(self.tr("What item {n} goes with").format(n=shown))
        self.remove.setAccessibleName(self.tr("Remove pair {n}").format(n=shown))


class NumberRow(QWidget):
    """One accepted value of a numeric question and its tolerance."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        self.value = QLineEdit()
        self.value.setPlaceholderText(self.tr("Value, e.g. 73856"))
        row.addWidget(self.value, 2)
        row.addWidget(QLabel("±"))
        self.tolerance = QLineEdit()
        self.tolerance.setPlaceholderText(self.tr("Tolerance (0)"))
        row.addWidget(self.tolerance, 1)
        self.remove = QToolButton()
        self.remove.setText("✕")
        self.remove.setToolTip(self.tr("Remove this value"))
        row.addWidget(self.remove)

    def number_widgets(self, number: int) -> None:
        shown = number + 1
        self.value.setObjectName(f"numberValue{number}")
        self.tolerance.setObjectName(f"numberTolerance{number}")
        self.remove.setObjectName(f"removeValue{number}")
        self.value.setAccessibleName(self.tr("Accepted value {n}").format(n=shown))
        self.tolerance.setAccessibleName(self.tr("Tolerance of value {n}").format(n=shown))
        self.remove.setAccessibleName(self.tr("Remove value {n}").format(n=shown))


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
        self.form_layout = form
        self.scenario_row = self._scenario_row()
        form.addRow(self.tr("Case study"), self.scenario_row)

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

        self.type_combo = QComboBox()
        self.type_combo.setObjectName("questionTypeCombo")
        self.type_combo.setAccessibleName(self.tr("Question type"))
        for type_value, type_text in QUESTION_TYPES:
            self.type_combo.addItem(self.tr(str(type_text)), type_value)
        type_row = QHBoxLayout()
        type_row.addWidget(self.type_combo)
        type_row.addStretch(1)
        form.addRow(self.tr("Type"), type_row)

        self.answer_stack = QStackedWidget()
        self.answer_stack.setObjectName("answerStack")
        choices_page = QWidget()
        choices_box = QVBoxLayout(choices_page)
        choices_box.setContentsMargins(0, 0, 0, 0)
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
        self.answer_stack.addWidget(choices_page)
        self.answer_stack.addWidget(self._matching_page())
        self.answer_stack.addWidget(self._ordering_page())
        self.answer_stack.addWidget(self._short_answer_page())
        self.answer_stack.addWidget(self._numeric_page())
        answer_box = QVBoxLayout()
        answer_box.setSpacing(2)
        answer_box.addWidget(self.answer_stack)
        self.answer_problem = problem_label("answerProblem")
        answer_box.addWidget(self.answer_problem)
        self.answer_label = QLabel(self.tr("Choices"))
        form.addRow(self.answer_label, answer_box)

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

    def _scenario_row(self) -> QWidget:
        """The case study the question belongs to, and its text to read (not to edit:
        the bank file holds it, shared by all its questions)."""
        row = QWidget()
        row.setObjectName("scenarioRow")
        box = QVBoxLayout(row)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(4)
        self.scenario_combo = QComboBox()
        self.scenario_combo.setObjectName("scenarioCombo")
        self.scenario_combo.setAccessibleName(self.tr("Case study"))
        self.scenario_combo.setToolTip(
            self.tr(
                "The scenario shown beside this question in exams; the scenarios themselves"
                " are written in the bank's file"
            )
        )
        self.scenario_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.scenario_combo.setMinimumContentsLength(24)
        box.addWidget(self.scenario_combo)
        self.scenario_preview = QTextBrowser()
        self.scenario_preview.setObjectName("scenarioPreview")
        self.scenario_preview.setAccessibleName(self.tr("Text of the case study"))
        self.scenario_preview.setOpenLinks(False)  # links open through links.open_link
        self.scenario_preview.setTabChangesFocus(True)
        lines = self.scenario_preview.fontMetrics().lineSpacing() * SCENARIO_LINES
        self.scenario_preview.setFixedHeight(lines + 14)
        box.addWidget(self.scenario_preview)
        self.scenario_problem = problem_label("scenarioProblem")
        box.addWidget(self.scenario_problem)
        return row

    def show_scenario_row(self, shown: bool) -> None:
        """The case-study row only for a bank that has case studies."""
        self.form_layout.setRowVisible(self.scenario_row, shown)

    def field_label(self, field: str) -> str:
        """A checked field (formats.question_form's names) as the form labels it."""
        if field.startswith("choice."):
            return self.tr("Choice {n}").format(n=int(field.split(".")[1]) + 1)
        if field == "answer":
            return self.answer_label.text()
        names = {
            "id": self.tr("ID"),
            "topic": self.tr("Topic"),
            "difficulty": self.tr("Difficulty"),
            "prompt": self.tr("Question"),
            "choices": self.tr("Choices"),
            "short": self.tr("Short explanation"),
            "full": self.tr("Full explanation"),
            "references": self.tr("References"),
            "tags": self.tr("Tags"),
            "scenario": self.tr("Case study"),
        }
        return names.get(field, field)

    def answer_label_for(self, index: int) -> str:
        """The answer part's label for the type at `index` of QUESTION_TYPES."""
        labels = (
            self.tr("Choices"),
            self.tr("Pairs"),
            self.tr("Order"),
            self.tr("Answers"),
            self.tr("Values"),
        )
        return labels[index]

    def _page(self, hint: str) -> tuple[QWidget, QVBoxLayout]:
        page = QWidget()
        box = QVBoxLayout(page)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(4)
        box.addWidget(muted(hint))
        return page, box

    def _matching_page(self) -> QWidget:
        page, box = self._page(
            self.tr("Each left item and the answer it goes with; several may share one.")
        )
        self.pair_rows_box = QVBoxLayout()
        self.pair_rows_box.setSpacing(4)
        box.addLayout(self.pair_rows_box)
        row = QHBoxLayout()
        self.add_pair_button = QPushButton(self.tr("Add pair"))
        self.add_pair_button.setObjectName("addPairButton")
        row.addWidget(self.add_pair_button)
        row.addStretch(1)
        box.addLayout(row)
        self.distractors_edit = text_box(
            "distractorsEdit", self.tr("Extra answers that match nothing"), 2
        )
        self.distractors_edit.setPlaceholderText(
            self.tr("Optional: answers that match no item, one per line")
        )
        box.addWidget(self.distractors_edit)
        return page

    def _ordering_page(self) -> QWidget:
        page, box = self._page(
            self.tr("One item per line, in the right order: the exam shows them shuffled.")
        )
        self.items_edit = text_box("orderItemsEdit", self.tr("Items in the right order"), 5)
        box.addWidget(self.items_edit)
        return page

    def _short_answer_page(self) -> QWidget:
        page, box = self._page(
            self.tr("Every accepted answer, one per line; * stands for any text.")
        )
        self.answers_edit = text_box("acceptedAnswersEdit", self.tr("Accepted answers"), 3)
        box.addWidget(self.answers_edit)
        self.case_check = QCheckBox(self.tr("Upper and lower case must match"))
        self.case_check.setObjectName("caseSensitiveCheck")
        box.addWidget(self.case_check)
        return page

    def _numeric_page(self) -> QWidget:
        page, box = self._page(
            self.tr("Every accepted value, each with how far an answer may be from it.")
        )
        self.number_rows_box = QVBoxLayout()
        self.number_rows_box.setSpacing(4)
        box.addLayout(self.number_rows_box)
        row = QHBoxLayout()
        self.add_number_button = QPushButton(self.tr("Add value"))
        self.add_number_button.setObjectName("addValueButton")
        row.addWidget(self.add_number_button)
        row.addStretch(1)
        box.addLayout(row)
        return page

    @staticmethod
    def _stacked(*widgets: QWidget) -> QVBoxLayout:
        box = QVBoxLayout()
        box.setSpacing(2)
        for widget in widgets:
            box.addWidget(widget)
        return box
