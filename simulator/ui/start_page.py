"""Start page view: choose a bank and the exam settings (layout only, no behaviour)."""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from simulator.domain.blueprint import DEFAULT_SET_ATTEMPTS, Mode, PracticeSet
from simulator.ui.layout import card, muted, scrolling_page, section_title, text_label
from simulator.ui.words import mode_label

#: The practice sets offered, with the text the set combo shows.
PRACTICE_SETS = {
    "missed": QT_TRANSLATE_NOOP("StartPage", "Missed"),
    "flagged": QT_TRANSLATE_NOOP("StartPage", "Flagged"),
    "never-seen": QT_TRANSLATE_NOOP("StartPage", "Never seen"),
    "reported": QT_TRANSLATE_NOOP("StartPage", "Reported"),
}


class TopicChecklist(QListWidget):
    """Checkable topics, tall enough to show them all without scrolling (up to ten)."""

    MAX_VISIBLE_ROWS = 10

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A long topic name is cut with "…" (its tooltip has it all) rather than
        # pushing a horizontal scrollbar over the last row; cut in the middle, so the
        # question count at its end stays ("Mixed Precision …mization (27)").
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideMiddle)

    def check_only(self, topics: Collection[str]) -> None:
        """Tick the topics whose ids are in `topics`, untick the others."""
        for row in range(self.count()):
            item = self.item(row)
            wanted = item.data(Qt.ItemDataRole.UserRole) in topics
            item.setCheckState(Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)

    def refit(self) -> None:
        """Call after adding or removing topics."""
        rows = min(max(1, self.count()), self.MAX_VISIBLE_ROWS)
        row_height = self.sizeHintForRow(0) if self.count() else self.fontMetrics().height() + 6
        self.setFixedHeight(rows * row_height + 2 * self.frameWidth() + 4)


class StartPage(QWidget):
    """Bank, mode, count, time limit, topics; recent attempts and weakest topics beside.

    The settings scroll when the window is shorter than their content, so nothing is
    ever squeezed below its natural height on a small laptop screen; the primary
    actions (Start, and Resume with what it resumes) sit in a footer bar below the
    scrolling part, always in sight: at 1024x600 Start once needed 300 px of scrolling,
    and the resume offer after a crash was a half-visible button at the bottom edge.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        content = scrolling_page(self, "start")
        outer = QHBoxLayout(content)
        outer.setContentsMargins(28, 20, 28, 20)
        outer.setSpacing(20)

        left = QVBoxLayout()
        left.setSpacing(16)
        title = QLabel(self.tr("Start practising"))
        title.setObjectName("pageTitle")
        self.title_label = title
        left.addWidget(title)

        self.student_card, student_layout = card(self)
        self.student_card.setObjectName("card")
        self.profile_label = QLabel()
        self.profile_label.setTextFormat(Qt.TextFormat.RichText)  # built with escaped names
        self.profile_label.setObjectName("profileLabel")
        self.profile_label.setWordWrap(True)
        student_layout.addWidget(self.profile_label)
        student_form = QFormLayout()
        self.student_name = QLineEdit()
        self.student_name.setObjectName("studentName")
        self.student_name.setAccessibleName(self.tr("Your name"))
        self.student_name.setPlaceholderText(self.tr("First and last name"))
        self.student_id = QLineEdit()
        self.student_id.setObjectName("studentId")
        self.student_id.setAccessibleName(self.tr("Student ID"))
        self.student_id.setPlaceholderText(self.tr("As given by your instructor"))
        student_form.addRow(self.tr("Name"), self.student_name)
        student_form.addRow(self.tr("Student ID"), self.student_id)
        self.student_fields = QWidget()
        self.student_fields.setLayout(student_form)
        student_layout.addWidget(self.student_fields)
        self.student_card.setVisible(False)
        left.addWidget(self.student_card)

        self.bank_card, bank_layout = card(self)
        bank_card = self.bank_card
        bank_layout.addWidget(section_title(self.tr("Question bank")))
        self.bank_combo = QComboBox()
        self.bank_combo.setObjectName("bankCombo")
        self.bank_combo.setAccessibleName(self.tr("Question bank"))
        self.bank_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.bank_combo.setMinimumContentsLength(30)
        bank_layout.addWidget(self.bank_combo)
        self.bank_details = muted()
        self.bank_details.setObjectName("bankDetails")
        bank_layout.addWidget(self.bank_details)
        self.readiness_label = text_label()
        self.readiness_label.setObjectName("readinessLabel")
        self.readiness_label.setAccessibleName(self.tr("Pass probability"))
        self.readiness_label.setWordWrap(True)
        bank_layout.addWidget(self.readiness_label)
        self.due_label = muted()
        self.due_label.setObjectName("dueLabel")
        bank_layout.addWidget(self.due_label)
        left.addWidget(bank_card)

        self.settings_card, settings_layout = card(self)
        settings_card = self.settings_card
        settings_layout.addWidget(section_title(self.tr("Settings")))
        form = QFormLayout()
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        form.setHorizontalSpacing(14)
        form.setVerticalSpacing(10)
        self.mode_combo = QComboBox()
        self.mode_combo.setObjectName("modeCombo")
        self.mode_combo.setAccessibleName(self.tr("Mode"))
        descriptions = {
            Mode.EXAM: self.tr("timed, no feedback until you submit"),
            Mode.PRACTICE: self.tr("check each answer as you go"),
            Mode.WEAK_AREAS: self.tr("drill your weakest topics and past mistakes"),
            Mode.REVIEW_DUE: self.tr("the questions spaced review brings back today"),
            Mode.PRACTICE_SET: self.tr("missed, flagged, never seen or reported questions"),
        }
        for mode, text in descriptions.items():
            item = self.tr("{mode}: {description}").format(mode=mode_label(mode), description=text)
            self.mode_combo.addItem(item, mode)
        form.addRow(self.tr("Mode"), self.mode_combo)
        self.practice_set_row = self._practice_set_row()
        form.addRow(self.tr("Questions"), self.practice_set_row)
        self.settings_form = form
        form.setRowVisible(self.practice_set_row, False)

        self.question_count_spin = QSpinBox()
        self.question_count_spin.setObjectName("questionCountSpin")
        self.question_count_spin.setAccessibleName(self.tr("Number of questions"))
        self.question_count_spin.setRange(1, 60)
        form.addRow(self.tr("Length"), self.question_count_spin)

        self.time_limit_spin = QSpinBox()
        self.time_limit_spin.setObjectName("timeLimitSpin")
        self.time_limit_spin.setAccessibleName(self.tr("Time limit in minutes"))
        self.time_limit_spin.setRange(0, 600)
        self.time_limit_spin.setSuffix(self.tr(" min"))
        self.time_limit_spin.setSpecialValueText(self.tr("Untimed"))
        self.time_limit_spin.setToolTip(self.tr("0 = untimed"))
        form.addRow(self.tr("Time limit"), self.time_limit_spin)
        self.extra_time_label = muted()
        self.extra_time_label.setObjectName("extraTimeLabel")
        self.extra_time_label.setVisible(False)
        form.addRow("", self.extra_time_label)

        self.pass_mark_label = QLabel()
        self.pass_mark_label.setObjectName("passMarkLabel")
        form.addRow(self.tr("Pass mark"), self.pass_mark_label)

        self.shuffle_check = QCheckBox(self.tr("Shuffle the choices"))
        self.shuffle_check.setToolTip(self.tr("Show each question's choices in a random order"))
        self.shuffle_check.setObjectName("shuffleCheck")
        self.shuffle_check.setChecked(True)
        form.addRow("", self.shuffle_check)
        settings_layout.addLayout(form)

        left.addWidget(settings_card)

        self.recent_card, recent_layout = card(self)
        recent_card = self.recent_card
        recent_layout.addWidget(section_title(self.tr("Recent attempts")))
        self.recent_list = QListWidget()
        self.recent_list.setObjectName("recentAttempts")
        self.recent_list.setAccessibleName(self.tr("Recent attempts"))
        self.recent_list.setFrameShape(QFrame.Shape.NoFrame)
        self.recent_list.setSpacing(2)
        recent_layout.addWidget(self.recent_list)
        left.addWidget(recent_card, 1)
        # Takes the spare height only when the recent attempts are hidden (a classroom
        # exam), so the cards stay together at the top instead of spreading apart.
        left.addStretch(0)
        outer.addLayout(left, 3)

        right = QVBoxLayout()
        right.setSpacing(16)
        right.addSpacing(title.sizeHint().height() + 16)
        self.topics_card, topics_layout = card(self)
        topics_card = self.topics_card
        topics_layout.addWidget(section_title(self.tr("Topics")))
        self.topic_list = TopicChecklist()
        self.topic_list.setObjectName("topicFilter")
        self.topic_list.setAccessibleName(self.tr("Topics to include"))
        topics_layout.addWidget(self.topic_list)
        self.topic_hint = muted()
        topics_layout.addWidget(self.topic_hint)
        right.addWidget(topics_card)
        self.weak_card, weak_layout = card(self)
        weak_card = self.weak_card
        weak_layout.addWidget(section_title(self.tr("Weakest topics")))
        self.weak_list = QListWidget()
        self.weak_list.setObjectName("startWeakTopics")
        self.weak_list.setAccessibleName(self.tr("Weakest topics"))
        self.weak_list.setFrameShape(QFrame.Shape.NoFrame)
        self.weak_list.setWordWrap(True)
        self.weak_list.setSpacing(3)
        weak_layout.addWidget(self.weak_list)
        right.addWidget(weak_card, 1)
        outer.addLayout(right, 2)
        # Built last, so Tab reaches Start after every setting above it.
        self.footer = self._footer()
        page_layout = self.layout()
        assert page_layout is not None
        page_layout.addWidget(self.footer)

    def _practice_set_row(self) -> QWidget:
        """Which practice set: missed or flagged in the last N attempts, never seen, reported."""
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        self.practice_set_combo = QComboBox()
        self.practice_set_combo.setObjectName("practiceSetCombo")
        self.practice_set_combo.setAccessibleName(self.tr("Practice set"))
        for kind, text in PRACTICE_SETS.items():
            self.practice_set_combo.addItem(self.tr(str(text)), kind)
        layout.addWidget(self.practice_set_combo)
        self.set_attempts_spin = QSpinBox()
        self.set_attempts_spin.setObjectName("practiceSetAttemptsSpin")
        self.set_attempts_spin.setAccessibleName(self.tr("In the last attempts"))
        self.set_attempts_spin.setRange(1, 100)
        self.set_attempts_spin.setValue(DEFAULT_SET_ATTEMPTS)
        self.set_attempts_spin.setPrefix(self.tr("in the last "))
        self.set_attempts_spin.setSuffix(self.tr(" attempts"))
        layout.addWidget(self.set_attempts_spin)
        layout.addStretch(1)
        return row

    def show_practice_set(self, shown: bool) -> None:
        self.settings_form.setRowVisible(self.practice_set_row, shown)
        kind = self.practice_set_combo.currentData()
        self.set_attempts_spin.setVisible(kind in ("missed", "flagged"))

    def selected_practice_set(self) -> PracticeSet:
        return PracticeSet(
            str(self.practice_set_combo.currentData()), self.set_attempts_spin.value()
        )

    def _footer(self) -> QFrame:
        """Start and Resume, and what the start page has to say about them."""
        footer = QFrame()
        footer.setObjectName("startFooter")
        column = QVBoxLayout(footer)
        column.setContentsMargins(28, 10, 28, 12)
        column.setSpacing(8)
        self.start_error = text_label()
        self.start_error.setObjectName("notice")
        self.start_error.setWordWrap(True)
        self.start_error.setVisible(False)
        column.addWidget(self.start_error)

        row = QHBoxLayout()
        row.setSpacing(12)
        self.resume_offer = QFrame()
        self.resume_offer.setObjectName("resumeOffer")
        offer = QHBoxLayout(self.resume_offer)
        offer.setContentsMargins(12, 6, 6, 6)
        offer.setSpacing(12)
        self.resume_text = text_label()
        self.resume_text.setObjectName("resumeText")
        self.resume_text.setWordWrap(True)
        offer.addWidget(self.resume_text, 1)
        self.resume_button = QPushButton(self.tr("Resume"))
        self.resume_button.setObjectName("resumeButton")
        self.resume_button.setAccessibleName(self.tr("Resume the unfinished attempt"))
        offer.addWidget(self.resume_button)
        self.resume_offer.setVisible(False)
        self.resume_button.setVisible(False)
        row.addWidget(self.resume_offer, 1)
        row.addStretch(0)
        self.start_button = QPushButton(self.tr("Start"))
        self.start_button.setObjectName("startButton")
        self.start_button.setProperty("primary", True)
        self.start_button.setDefault(True)
        self.start_button.setMinimumWidth(140)
        row.addWidget(self.start_button, 0, Qt.AlignmentFlag.AlignRight)
        column.addLayout(row)
        return footer

    def show_resume_offer(self, text: str | None) -> None:
        """The unfinished attempt (`text` says which, and how far along), or none."""
        shown = text is not None
        self.resume_text.setText(text or "")
        self.resume_offer.setVisible(shown)
        self.resume_button.setVisible(shown)

    def selected_mode(self) -> Mode:
        mode = self.mode_combo.currentData()  # Qt hands a StrEnum back as a plain str
        return Mode(mode) if mode in Mode._value2member_map_ else Mode.EXAM

    def selected_topics(self) -> list[str]:
        """Checked topic ids; all of them when every topic is checked."""
        chosen = []
        for row in range(self.topic_list.count()):
            item = self.topic_list.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                chosen.append(str(item.data(Qt.ItemDataRole.UserRole)))
        return chosen
