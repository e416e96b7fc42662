"""Start page behaviour: fill banks and defaults, remember choices, offer resume."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QListWidgetItem, QPushButton

from simulator.domain.blueprint import ExamSpec, Mode, PracticeSet, default_time_limit, new_seed
from simulator.domain.classroom import (
    MAX_STUDENT_ID_LENGTH,
    MAX_STUDENT_NAME_LENGTH,
    extended_minutes,
    student_problem,
)
from simulator.services.start_view import BankSummary, Coaching, StartSource, UnfinishedAttempt
from simulator.ui.format import (
    format_day,
    format_duration,
    format_fraction,
    format_score,
    format_when,
    readiness_text,
    readiness_tooltip,
)
from simulator.ui.messages import translated
from simulator.ui.qtutil import plain_tip
from simulator.ui.settings import AppSettings
from simulator.ui.start_page import StartPage
from simulator.ui.words import mode_label, verdict

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
        page.practice_set_combo.currentIndexChanged.connect(self._practice_set_changed)
        page.set_attempts_spin.valueChanged.connect(self._practice_set_changed)
        page.question_count_spin.valueChanged.connect(self._count_changed)
        page.topic_list.itemChanged.connect(self._topics_changed)
        page.start_button.clicked.connect(self._start_clicked)
        page.resume_button.clicked.connect(self._resume_clicked)
        page.time_limit_spin.valueChanged.connect(self.show_extra_time)
        page.student_id.textChanged.connect(self._describe_profile)
        self._profile_problems: list[str] = []
        self._passing = 0.7
        page.installEventFilter(self)  # Enter in a field starts (see eventFilter)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter that no field used (a spin box has taken its number by then) starts, as
        the default button of a form does; on a focused button it presses that button."""
        if (
            watched is self.page
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            focused = QApplication.focusWidget()
            if isinstance(focused, QPushButton) and self.page.isAncestorOf(focused):
                focused.click()
            elif self.page.start_button.isEnabled() and self.page.start_button.isVisible():
                self.page.start_button.click()
            return True
        return super().eventFilter(watched, event)

    # -------------------------------------------------------------- profile
    def set_profile(self, profile: ExamProfile | None) -> None:
        """Classroom mode: the instructor's settings, student fields, nothing else to change."""
        self.profile = profile
        page = self.page
        page.student_card.setVisible(profile is not None)
        if profile is None:
            return
        page.title_label.setText(self.tr("Exam"))
        page.student_name.setMaxLength(MAX_STUDENT_NAME_LENGTH)
        page.student_id.setMaxLength(MAX_STUDENT_ID_LENGTH)
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

    def extra_time_percent(self) -> int:
        """The extra time the next exam gets: the profile's for this student, else the
        self-study setting (View > Extra time)."""
        if self.profile is not None:
            return self.profile.accommodation(self.student()[1]).extra_time_percent
        return self.settings.extra_time_percent

    def show_extra_time(self) -> None:
        """Self-study: say how long a timed exam really is with the chosen extra time."""
        label = self.page.extra_time_label
        minutes = self.page.time_limit_spin.value()
        extra = self.settings.extra_time_percent if self.profile is None else 0
        label.setVisible(bool(extra and minutes))
        if extra and minutes:
            label.setText(
                self.tr(
                    "+{percent} extra time: %n minute(s) in all (View > Extra time)",
                    "",
                    extended_minutes(minutes, extra),
                ).format(percent=format_fraction(extra / 100))
            )

    def _apply_profile(self) -> None:
        profile = self.profile
        if profile is None:
            return
        from simulator.formats.profile import check_against_banks

        page = self.page
        problems = check_against_banks(profile, {b.key: b.outline() for b in self.banks})
        self._profile_problems = [translated(problem) for problem in problems]
        if problems:  # refused with its lines, like a broken profile: nobody starts a wrong exam
            self.show_error(
                self.tr("The classroom profile cannot be used; tell your instructor:\n{0}").format(
                    "\n".join(self._profile_problems)
                )
            )
            page.start_button.setEnabled(False)
            return
        index = page.bank_combo.findData(profile.bank)
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
        self._passing = passing
        self._describe_profile()

    def _describe_profile(self) -> None:
        """The exam as this student will sit it: their extra time, attempts and clock."""
        profile = self.profile
        if profile is None or self._profile_problems:
            return
        page = self.page
        base = page.time_limit_spin.value()
        student_id = self.student()[1]
        minutes = profile.time_limit_for(base, student_id)
        extra = profile.accommodation(student_id).extra_time_percent
        if not minutes:
            limit = self.tr("no time limit")
        elif extra:
            limit = self.tr("%n minute(s), with your {percent} extra time", "", minutes).format(
                percent=format_fraction(extra / 100)
            )
        else:
            limit = self.tr("%n minute(s)", "", minutes)
        paper = (
            self.tr("Everyone gets the same paper.")
            if profile.paper_seed is not None
            else self.tr("Each student gets their own paper.")
        )
        clock = (
            self.tr(" The clock keeps running if the app is closed.")
            if profile.wall_clock and minutes
            else ""
        )
        attempts = self.tr("Attempts allowed: {0}.").format(profile.attempts)
        details = self.tr(
            "%n question(s) · {limit} · pass mark {pass_mark}. {paper}{clock} {attempts} When "
            "you hand in, your result goes to your instructor.",
            "",
            page.question_count_spin.value(),
        ).format(
            limit=limit,
            pass_mark=format_fraction(self._passing),
            paper=paper,
            clock=clock,
            attempts=attempts,
        )
        page.profile_label.setText(f"<b>{escape(profile.name)}</b><br>{escape(details)}")

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
            combo.addItem(
                self.tr("{title} (%n question(s))", "", bank.question_count).format(
                    title=bank.title
                ),
                bank.key,
            )
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
            self.show_error(
                self.tr("There are no question banks yet: import one on the Banks page.")
            )

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
        questions = self.tr("%n question(s)", "", bank.question_count)
        topics = self.tr("%n topic(s)", "", len(bank.topics))
        if bank.multi_select_count:
            details = self.tr("{questions}, {multi} multi-select, in {topics}.").format(
                questions=questions, multi=bank.multi_select_count, topics=topics
            )
        else:
            details = self.tr("{questions} in {topics}.").format(questions=questions, topics=topics)
        page.bank_details.setText(f"{bank.description}\n{details}" if bank.description else details)
        for topic in bank.topics:
            item = QListWidgetItem(f"{topic.title}  ({topic.questions})")
            item.setData(Qt.ItemDataRole.UserRole, topic.key)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            item.setToolTip(
                plain_tip(
                    self.tr("{topic}: %n question(s)", "", topic.questions).format(
                        topic=topic.title
                    )
                )
            )
            page.topic_list.addItem(item)
        page.topic_list.blockSignals(False)
        page.topic_list.refit()
        page.pass_mark_label.setText(format_fraction(bank.exam.passing_score))
        self._refresh_side_panels()  # first: a Review due paper is as long as this bank's due
        self._apply_defaults()

    def _mode_changed(self) -> None:
        self.page.show_practice_set(self.page.selected_mode() is Mode.PRACTICE_SET)
        if not self._restoring:
            self._apply_defaults()

    def _practice_set_changed(self) -> None:
        self.page.show_practice_set(self.page.selected_mode() is Mode.PRACTICE_SET)
        self._apply_defaults()

    def _topics_changed(self) -> None:
        self._apply_defaults()

    def _pool_size(self) -> int:
        bank = self.current_bank()
        if bank is None:
            return 0
        chosen = set(self.page.selected_topics())
        if self.page.selected_mode() is Mode.PRACTICE_SET:
            sizes = self.source.practice_set_sizes(bank.key, self.page.selected_practice_set())
            if sizes is not None:  # None: the library is still opening
                return sum(n for topic, n in sizes.items() if topic in chosen)
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
            self.tr("Tick the topics to include.")
            if chosen == len(bank.topics)
            else self.tr("{chosen} of %n topic(s), {questions}.", "", len(bank.topics)).format(
                chosen=chosen, questions=self.tr("%n question(s)", "", pool)
            )
        )
        self.page.start_button.setEnabled(pool > 0 and not nothing_due)
        self._explain_nothing_due(nothing_due)
        self._explain_empty_set(pool)

    def _empty_set_sentence(self, chosen: PracticeSet) -> str:
        """Why a practice set is empty, one whole sentence per kind (so each language can
        word it its own way)."""
        if chosen.kind == "missed":
            return self.tr("No question missed in your last %n attempt(s).", "", chosen.attempts)
        if chosen.kind == "flagged":
            return self.tr("No question flagged in your last %n attempt(s).", "", chosen.attempts)
        if chosen.kind == "never-seen":
            return self.tr("You have seen every question of these topics.")
        return self.tr("No question is reported as having a problem yet.")

    def _explain_empty_set(self, pool: int) -> None:
        """A practice set with no question (in these topics): say so beside Start."""
        page = self.page
        empty = page.selected_mode() is Mode.PRACTICE_SET and pool == 0
        if empty:
            text = self._empty_set_sentence(page.selected_practice_set())
            self._empty_set_text = text
            self.show_error(text)
        elif (
            getattr(self, "_empty_set_text", "") and page.start_error.text() == self._empty_set_text
        ):
            page.start_error.setVisible(False)
            self._empty_set_text = ""

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
        # the number is the spin box's own; the suffix agrees with it (" question(s)")
        self.page.question_count_spin.setSuffix(self.tr(" question(s)", "", count))

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
            item = QListWidgetItem(
                "  ·  ".join(
                    (
                        format_when(summary.finished_at),
                        mode_label(summary.mode),
                        f"{format_score(summary.percent)} {verdict(summary.passed)}",
                        format_duration(summary.time_used_seconds),
                    )
                )
            )
            item.setData(Qt.ItemDataRole.UserRole, summary.attempt_id)
            page.recent_list.addItem(item)
        if not recent:
            page.recent_list.addItem(self.tr("No finished attempts yet."))
        self._show_coaching(self.source.coaching(bank.key))
        self._unfinished = self.source.unfinished(bank.key)
        self._show_unfinished()

    def _show_unfinished(self) -> None:
        """The resume offer in the footer: what is unfinished and how far along it is."""
        u = self._unfinished
        if u is None:
            self.page.show_resume_offer(None)
            return
        if u.remaining_seconds is not None and u.wall_clock:  # the true time left, as of now
            text = self.tr(
                "Unfinished ({mode}): {answered} of {total} answered, {left} left (the exam "
                "clock kept running while the app was closed)."
            )
        elif u.remaining_seconds is not None:
            text = self.tr("Unfinished ({mode}): {answered} of {total} answered, {left} left.")
        else:
            text = self.tr("Unfinished ({mode}): {answered} of {total} answered.")
        self.page.show_resume_offer(
            text.format(
                mode=mode_label(u.mode),
                answered=u.answered,
                total=u.total,
                left=format_duration(u.remaining_seconds or 0),
            )
        )
        self.page.resume_button.setText(self.tr("Resume"))

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
            page.weak_list.addItem(translated(recommendation))
        if not coaching.weak_areas:
            page.weak_list.addItem(
                self.tr("Not enough answers yet to tell.")
                if coaching.answers == 0
                else self.tr("No weak topics: keep it up.")
            )
        self._due = coaching.due
        if coaching.due:
            text = self.tr(
                "%n question(s) due for review today (mode {mode}).", "", coaching.due
            ).format(mode=mode_label(Mode.REVIEW_DUE))
        elif coaching.next_due is not None:
            text = self.tr("Nothing is due for review today; next on {day}.").format(
                day=format_day(coaching.next_due)
            )
        else:
            text = self.tr(
                "Questions you answer come back for review when you are about to forget them."
            )
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
            self.tr(
                "A weak-areas drill on your weakest topics is set up: untimed, with feedback on "
                "each answer. Adjust it if you like, then press Start."
            )
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
        if profile is not None:
            name, student_id = self.student()
            problem = student_problem(name, student_id, need_both=profile.ask_student)
            if problem:
                self.show_error(translated(problem))
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
                # the classroom's extra time is added from the profile when the exam starts
                time_limit_minutes=extended_minutes(
                    page.time_limit_spin.value(), 0 if profile else self.extra_time_percent()
                ),
                topics=chosen if len(chosen) < len(bank.topics) else None,
                shuffle_choices=page.shuffle_check.isChecked(),
                passing_score=profile.passing_score if profile else None,
                practice_set=(
                    page.selected_practice_set()
                    if not profile and page.selected_mode() is Mode.PRACTICE_SET
                    else None
                ),
            )
        except ValueError as exc:
            self.show_error(translated(exc))
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
