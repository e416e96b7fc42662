"""Start page behaviour: fill banks and defaults, remember choices, offer resume."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QListWidgetItem

from simulator.domain.blueprint import ExamSpec, Mode, default_time_limit, new_seed
from simulator.services.start_view import BankSummary, Coaching, StartSource, UnfinishedAttempt
from simulator.ui.format import (
    format_day,
    format_duration,
    format_fraction,
    format_score,
    readiness_text,
    readiness_tooltip,
)
from simulator.ui.settings import AppSettings
from simulator.ui.start_page import StartPage

if TYPE_CHECKING:
    from simulator.formats.profile import ExamProfile

RECENT_ATTEMPTS = 5
DRILL_QUESTIONS = 20


class StartController(QObject):
    """Keeps the start page in step with the database and the user's last choices.

    Signals:
        start_requested(object): an ExamSpec the user asked to start.
        resume_requested(int): the id of the unfinished attempt to resume.
    """

    start_requested = Signal(object)
    resume_requested = Signal(int)

    def __init__(self, page: StartPage, source: StartSource, settings: AppSettings) -> None:
        super().__init__(page)
        self.page = page
        self.source = source
        self.settings = settings
        self.banks: list[BankSummary] = []
        self._unfinished: UnfinishedAttempt | None = None
        self._due = 0
        self._coaching: Coaching | None = None
        self._nothing_due_text = ""
        self._restoring = False
        self.profile: ExamProfile | None = None
        page.bank_combo.currentIndexChanged.connect(self._bank_changed)
        page.mode_combo.currentIndexChanged.connect(self._mode_changed)
        page.question_count_spin.valueChanged.connect(self._count_changed)
        page.topic_list.itemChanged.connect(self._topics_changed)
        page.start_button.clicked.connect(self._start_clicked)
        page.resume_button.clicked.connect(self._resume_clicked)

    # -------------------------------------------------------------- profile
    def set_profile(self, profile: ExamProfile | None) -> None:
        """Classroom mode: the instructor's settings, student fields, nothing else to change."""
        self.profile = profile
        page = self.page
        page.student_card.setVisible(profile is not None)
        if profile is None:
            return
        page.student_fields.setVisible(profile.ask_student)
        locked = profile.lock_settings
        for widget in (
            page.bank_card,
            page.settings_card,
            page.topics_card,
            page.recent_card,
            page.weak_card,
        ):
            widget.setVisible(not locked)
        page.mode_combo.setEnabled(False)

    def student(self) -> tuple[str, str]:
        return self.page.student_name.text().strip(), self.page.student_id.text().strip()

    def _apply_profile(self) -> None:
        profile = self.profile
        if profile is None:
            return
        page = self.page
        index = page.bank_combo.findData(profile.bank)
        if index < 0:
            self.show_error(
                f"The classroom profile {profile.path} names the bank '{profile.bank}', which is not installed."
            )
            page.start_button.setEnabled(False)
            return
        page.bank_combo.setCurrentIndex(index)
        page.mode_combo.setCurrentIndex(page.mode_combo.findData(Mode.EXAM))
        if profile.topics:
            page.topic_list.check_only(profile.topics)
        if profile.question_count is not None:
            page.question_count_spin.setValue(profile.question_count)
        if profile.time_limit_minutes is not None:
            page.time_limit_spin.setValue(profile.time_limit_minutes)
        bank = self.current_bank()
        passing = (
            profile.passing_score
            if profile.passing_score is not None
            else (bank.exam.passing_score if bank else 0.7)
        )
        page.pass_mark_label.setText(format_fraction(passing))
        minutes = page.time_limit_spin.value()
        limit = f"{minutes} minutes" if minutes else "no time limit"
        paper = (
            "Everyone gets the same paper."
            if profile.paper_seed is not None
            else "Each student gets their own paper."
        )
        page.profile_label.setText(
            f"<b>{escape(profile.name)}</b><br>{page.question_count_spin.value()} questions · {limit} · "
            f"pass mark {format_fraction(passing)}. {paper} When you submit, your result is saved for your instructor."
        )

    # -------------------------------------------------------------- refresh
    def refresh(self) -> None:
        """Reload banks, then restore the last choices (or the bank's defaults)."""
        self.banks = self.source.banks()
        last = self.settings.last_start()
        combo = self.page.bank_combo
        self._restoring = True
        combo.blockSignals(True)
        combo.clear()
        for bank in self.banks:
            combo.addItem(f"{bank.title} ({bank.question_count} questions)", bank.key)
        wanted = combo.findData(last["bank"])
        combo.setCurrentIndex(wanted if wanted >= 0 else 0)
        combo.blockSignals(False)
        mode_index = (
            self.page.mode_combo.findData(Mode(last["mode"]))
            if last["mode"] in Mode._value2member_map_
            else 0
        )
        self.page.mode_combo.setCurrentIndex(max(0, mode_index))
        self.page.shuffle_check.setChecked(bool(last["shuffle"]))
        self._bank_changed()
        if self.current_bank() is not None and self.current_bank().key == last["bank"]:  # type: ignore[union-attr]
            if last["count"] > 0:
                self.page.question_count_spin.setValue(last["count"])
            if last["minutes"] >= 0:
                self.page.time_limit_spin.setValue(last["minutes"])
        self._restoring = False
        self.page.start_button.setEnabled(bool(self.banks))
        self._apply_profile()
        if not self.banks:
            self.show_error("There are no question banks yet: import one on the Banks page.")

    def has_banks(self) -> bool:
        return self.page.bank_combo.count() > 0

    def current_bank(self) -> BankSummary | None:
        index = self.page.bank_combo.currentIndex()
        return self.banks[index] if 0 <= index < len(self.banks) else None

    def _bank_changed(self) -> None:
        bank = self.current_bank()
        page = self.page
        page.start_error.setVisible(False)
        page.topic_list.blockSignals(True)
        page.topic_list.clear()
        if bank is None:
            page.bank_details.clear()
            page.topic_list.blockSignals(False)
            return
        multi = f", {bank.multi_select_count} multi-select" if bank.multi_select_count else ""
        details = f"{bank.question_count} questions{multi} in {len(bank.topics)} topics."
        page.bank_details.setText(f"{bank.description}\n{details}" if bank.description else details)
        for topic in bank.topics:
            item = QListWidgetItem(f"{topic.title}  ({topic.questions})")
            item.setData(Qt.ItemDataRole.UserRole, topic.key)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            item.setToolTip(f"{topic.title}: {topic.questions} questions")
            page.topic_list.addItem(item)
        page.topic_list.blockSignals(False)
        page.topic_list.refit()
        page.pass_mark_label.setText(format_fraction(bank.exam.passing_score))
        self._refresh_side_panels()  # first: a Review due paper is as long as this bank's due
        self._apply_defaults()

    def _mode_changed(self) -> None:
        if not self._restoring:
            self._apply_defaults()

    def _topics_changed(self) -> None:
        self._apply_defaults()

    def _pool_size(self) -> int:
        bank = self.current_bank()
        if bank is None:
            return 0
        chosen = set(self.page.selected_topics())
        return sum(t.questions for t in bank.topics if t.key in chosen)

    def _apply_defaults(self) -> None:
        """Question count and time limit as the bank's author meant for this mode and topics."""
        bank = self.current_bank()
        if bank is None:
            return
        pool = self._pool_size()
        spin = self.page.question_count_spin
        spin.setMaximum(max(1, pool))
        count = bank.exam.effective_question_count(pool) if pool else 1
        nothing_due = False
        if self.page.selected_mode() is Mode.REVIEW_DUE:
            count = min(max(1, self._due), pool) if pool else 1
            nothing_due = self._coaching is not None and self._due == 0
        spin.setValue(max(1, count))
        self._show_count_suffix(spin.value())
        self._set_default_time(count)
        chosen = len(self.page.selected_topics())
        self.page.topic_hint.setText(
            "Tick the topics to include."
            if chosen == len(bank.topics)
            else f"{chosen} of {len(bank.topics)} topics, {pool} questions."
        )
        self.page.start_button.setEnabled(pool > 0 and not nothing_due)
        self._explain_nothing_due(nothing_due)

    def _explain_nothing_due(self, nothing_due: bool) -> None:
        """Review due with nothing due: say until when, beside the (disabled) Start."""
        page = self.page
        if nothing_due:
            upcoming = self._coaching.next_due if self._coaching is not None else None
            if upcoming is not None:
                text = self.tr("Nothing is due for review until {day}.").format(
                    day=format_day(upcoming)
                )
            else:
                text = self.tr(
                    "Nothing is due for review yet: questions come back here once you have "
                    "answered them in another mode."
                )
            self._nothing_due_text = text
            self.show_error(text)
        elif self._nothing_due_text and page.start_error.text() == self._nothing_due_text:
            page.start_error.setVisible(False)
            self._nothing_due_text = ""

    def _count_changed(self, count: int) -> None:
        self._show_count_suffix(count)
        if not self._restoring:
            self._set_default_time(count)

    def _show_count_suffix(self, count: int) -> None:
        self.page.question_count_spin.setSuffix(
            self.tr(" question") if count == 1 else self.tr(" questions")
        )

    def _set_default_time(self, count: int) -> None:
        bank = self.current_bank()
        if bank is None:
            return
        minutes = default_time_limit(bank.outline(), self.page.selected_mode(), count)
        self.page.time_limit_spin.setValue(minutes)

    def _refresh_side_panels(self) -> None:
        bank = self.current_bank()
        page = self.page
        page.recent_list.clear()
        page.weak_list.clear()
        if bank is None:
            return
        recent = self.source.recent_attempts(bank.key, RECENT_ATTEMPTS)
        for summary in recent:
            verdict = "PASS" if summary.passed else "FAIL"
            when = summary.finished_at.strftime("%d %b %H:%M")
            item = QListWidgetItem(
                f"{when}  ·  {summary.mode.label}  ·  {format_score(summary.percent)} {verdict}  ·  {format_duration(summary.time_used_seconds)}"
            )
            item.setData(Qt.ItemDataRole.UserRole, summary.attempt_id)
            page.recent_list.addItem(item)
        if not recent:
            page.recent_list.addItem("No finished attempts yet.")
        self._show_coaching(self.source.coaching(bank.key))
        self._unfinished = self.source.unfinished(bank.key)
        self._show_unfinished()

    def _show_unfinished(self) -> None:
        """The resume offer in the footer: what is unfinished and how far along it is."""
        u = self._unfinished
        if u is None:
            self.page.show_resume_offer(None)
            return
        if u.remaining_seconds is not None:
            text = self.tr("Unfinished {mode}: {answered} of {total} answered, {left} left.")
        else:
            text = self.tr("Unfinished {mode}: {answered} of {total} answered.")
        self.page.show_resume_offer(
            text.format(
                mode=u.mode.label.lower(),
                answered=u.answered,
                total=u.total,
                left=format_duration(u.remaining_seconds or 0),
            )
        )
        self.page.resume_button.setText(self.tr("Resume {mode}").format(mode=u.mode.label.lower()))

    def use_source(self, source: StartSource) -> None:
        """Read from `source` from now on (the full library, once it is open)."""
        old, self.source = self.source, source
        old.close()
        bank = self.current_bank()
        if bank is not None:
            self._show_coaching(source.coaching(bank.key))
            self._apply_review_due_limits()

    def sync(self) -> None:
        """Re-read what the database may have changed (the unfinished attempt, what is due,
        recent attempts) without touching the candidate's choices on the page."""
        self._refresh_side_panels()
        self._apply_review_due_limits()

    def _apply_review_due_limits(self) -> None:
        if self.page.selected_mode() is Mode.REVIEW_DUE:
            self._apply_defaults()

    def _show_coaching(self, coaching: Coaching | None) -> None:
        """Weakest topics, questions due for review, and the pass probability.

        None while the library is still opening: the panels stay empty for that moment.
        """
        page = self.page
        page.weak_list.clear()
        self._coaching = coaching
        if coaching is None:
            self._due = 0
            for label in (page.due_label, page.readiness_label):
                label.clear()
                label.setToolTip("")
            return
        for recommendation in coaching.weak_areas[:5]:
            page.weak_list.addItem(recommendation)
        if not coaching.weak_areas:
            page.weak_list.addItem(
                "Not enough answers yet to tell."
                if coaching.answers == 0
                else "No weak topics: keep it up."
            )
        self._due = coaching.due
        if coaching.due:
            noun = "question is" if coaching.due == 1 else "questions are"
            text = f"{coaching.due} {noun} due for review today (mode Review due)."
        elif coaching.next_due is not None:
            text = f"Nothing is due for review today; next on {format_day(coaching.next_due)}."
        else:
            text = "Questions you answer come back for review when you are about to forget them."
        page.due_label.setText(text)
        page.readiness_label.setText(readiness_text(coaching.readiness))
        page.readiness_label.setToolTip(readiness_tooltip(coaching.readiness))

    def preset_drill(self, bank_id: str, topics: list[str]) -> None:
        """The weak-areas drill, preset from a result: bank, mode, topics, length, no clock."""
        page = self.page
        index = page.bank_combo.findData(bank_id)
        if index < 0:
            return
        page.bank_combo.setCurrentIndex(index)
        page.mode_combo.setCurrentIndex(page.mode_combo.findData(Mode.WEAK_AREAS))
        if topics:
            page.topic_list.blockSignals(True)
            page.topic_list.check_only(topics)
            page.topic_list.blockSignals(False)
            self._apply_defaults()
        page.question_count_spin.setValue(min(DRILL_QUESTIONS, page.question_count_spin.maximum()))
        page.time_limit_spin.setValue(0)
        self.show_error(
            "A weak-areas drill on your weakest topics is set up: untimed, with feedback on "
            "each answer. Adjust it if you like, then press Start."
        )
        page.start_button.setFocus()

    def show_error(self, message: str) -> None:
        self.page.start_error.setText(message)
        self.page.start_error.setVisible(True)

    # -------------------------------------------------------------- actions
    def build_spec(self) -> ExamSpec | None:
        bank = self.current_bank()
        if bank is None:
            return None
        page = self.page
        profile = self.profile
        if profile is not None and profile.ask_student and not all(self.student()):
            self.show_error("Enter your name and student ID first.")
            return None
        chosen = page.selected_topics()
        try:
            return ExamSpec.for_bank(
                bank.outline(),
                Mode.EXAM if profile else page.selected_mode(),
                seed=profile.paper_seed
                if profile and profile.paper_seed is not None
                else new_seed(),
                question_count=page.question_count_spin.value(),
                time_limit_minutes=page.time_limit_spin.value(),
                topics=chosen if len(chosen) < len(bank.topics) else None,
                shuffle_choices=page.shuffle_check.isChecked(),
                passing_score=profile.passing_score if profile else None,
            )
        except ValueError as exc:
            self.show_error(str(exc))
            return None

    def _start_clicked(self) -> None:
        spec = self.build_spec()
        if spec is None:
            return
        page = self.page
        self.settings.set_last_start(
            bank=spec.bank_id,
            mode=spec.mode.value,
            count=page.question_count_spin.value(),
            minutes=page.time_limit_spin.value(),
            shuffle=page.shuffle_check.isChecked(),
        )
        self.start_requested.emit(spec)

    def _resume_clicked(self) -> None:
        if self._unfinished is not None:
            self.resume_requested.emit(self._unfinished.attempt_id)
