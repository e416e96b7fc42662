"""Binds an `ExamSession` to the exam page: renders state, forwards user actions.

The session owns every rule (single-select replaces, at most N for multi-select,
locking after a practice check, the deadline); this controller only mirrors the
session into widgets after each action, so the two can never disagree.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QMessageBox, QWidget

from simulator.domain.blueprint import Mode
from simulator.domain.scoring import AttemptResult
from simulator.domain.session import CheckResult, ExamSession
from simulator.services.attempts import ActiveAttempt
from simulator.services.library import DatabaseError
from simulator.ui.exam_page import CHOICE_KEYS, ExamPage
from simulator.ui.explanation import full_explanation_html
from simulator.ui.format import format_clock
from simulator.ui.markdown import to_html
from simulator.ui.widgets import open_transient, repolish

TICK_MS = 250
FLAG_KEY = "F"
AMBER_SECONDS = 5 * 60
RED_SECONDS = 60
NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}

SHORTCUT_HELP = """<table cellspacing="6">
<tr><td><b>1</b>–<b>8</b> or <b>A</b>–<b>H</b> (but F)</td><td>select or clear a choice</td></tr>
<tr><td><b>→</b> or <b>N</b></td><td>next question</td></tr>
<tr><td><b>←</b> or <b>P</b></td><td>previous question</td></tr>
<tr><td><b>F</b></td><td>flag or unflag the question</td></tr>
<tr><td><b>Space</b></td><td>check the answer (practice mode)</td></tr>
<tr><td><b>Ctrl+Enter</b></td><td>submit</td></tr>
<tr><td><b>F1</b></td><td>this help</td></tr>
</table>"""


def choose_hint(count: int) -> str:
    return f"Choose {NUMBER_WORDS.get(count, str(count))}" if count > 1 else "Choose one"


class ExamController(QObject):
    """Drives the exam page for one attempt.

    Signals:
        finished(object): the AttemptResult, once the attempt is submitted or timed out.
    """

    finished = Signal(object)

    def __init__(self, page: ExamPage, window: QWidget) -> None:
        super().__init__(page)
        self.page = page
        self.window = window
        self.attempt: ActiveAttempt | None = None
        self.confirm_box: QMessageBox | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        self._rendered_index = -1
        page.prev_button.clicked.connect(self.previous)
        page.next_button.clicked.connect(self.next)
        page.flag_button.clicked.connect(self.toggle_flag)
        page.check_button.clicked.connect(self.check)
        page.submit_button.clicked.connect(self.ask_submit)
        page.navigator.jump.connect(self.go_to)
        page.choice_group.idClicked.connect(self._choice_clicked)
        page.full_toggle.toggled.connect(self._toggle_full)
        page.help_button.clicked.connect(self.show_help)
        self._install_shortcuts()

    # ------------------------------------------------------------- lifecycle
    @property
    def session(self) -> ExamSession:
        assert self.attempt is not None, "no attempt is running"
        return self.attempt.session

    def begin(self, attempt: ActiveAttempt) -> None:
        self.attempt = attempt
        session = attempt.session
        self._rendered_index = -1
        self.page.navigator.set_count(session.question_count)
        self.page.mode_label.setText(session.exam.spec.mode.label)
        practice = session.exam.spec.mode is Mode.PRACTICE
        self.page.check_button.setVisible(practice)
        notice = attempt.notice or ""
        self.page.notice_label.setText(notice)
        self.page.notice_label.setVisible(bool(notice))
        self.render()
        self.timer.start()
        if session.is_finished:  # resumed after its time had run out
            self._finish(session.result)

    def suspend(self) -> None:
        """Save the clock and position of a running attempt (answers are saved already), then stop."""
        if self.attempt is not None:
            self.session.save_progress()
        self.stop()

    def stop(self) -> None:
        self.timer.stop()
        if self.confirm_box is not None:
            self.confirm_box.close()
        self.attempt = None

    # --------------------------------------------------------------- actions
    def _choice_clicked(self, index: int) -> None:
        if self.attempt is None or self.session.is_finished:
            return
        self.toggle_choice(index)

    def toggle_choice(self, index: int) -> None:
        """Select or clear the choice shown at `index`, as the session allows."""
        if self.attempt is None or index >= len(self.page.choice_buttons):
            return
        choice = self.session.current_question.choices[index]
        self._saving(lambda: self.session.toggle(choice.id))

    def next(self) -> None:
        if self.attempt is not None:
            self._saving(self.session.next)

    def previous(self) -> None:
        if self.attempt is not None:
            self._saving(self.session.previous)

    def go_to(self, index: int) -> None:
        if self.attempt is not None:
            self._saving(lambda: self.session.go_to(index))

    def toggle_flag(self) -> None:
        if self.attempt is not None:
            self._saving(self.session.toggle_flag)

    def check(self) -> None:
        if self.attempt is None or self.session.exam.spec.mode is not Mode.PRACTICE:
            return
        if not self.session.current_answer.answered or self.session.is_locked():
            return
        self._saving(self.session.check)

    def tick(self) -> None:
        if self.attempt is None:
            return
        try:
            timed_out = self.session.tick()
        except DatabaseError as exc:
            self._show_save_error(exc)
            timed_out = False
        if timed_out:
            self._finish(self.session.result, timed_out=True)
            return
        self._render_timer()

    def ask_submit(self) -> None:
        """Non-blocking confirmation stating what is unanswered and flagged."""
        if self.attempt is None or self.session.is_finished:
            return
        unanswered, flagged = self.session.unanswered_count, self.session.flagged_count
        parts = []
        if unanswered:
            parts.append(
                f"{unanswered} unanswered question{'s' if unanswered != 1 else ''} (scored as wrong)"
            )
        if flagged:
            parts.append(f"{flagged} flagged for review")
        detail = "You have " + " and ".join(parts) + "." if parts else "Every question is answered."
        box = QMessageBox(self.window)
        box.setObjectName("confirmSubmit")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle("Submit exam")
        box.setText("Submit your answers and see your score?")
        box.setInformativeText(detail)
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.button(QMessageBox.StandardButton.Yes).setText("Submit")
        box.button(QMessageBox.StandardButton.No).setText("Keep working")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.accepted.connect(self.submit)
        box.finished.connect(lambda _result: setattr(self, "confirm_box", None))
        self.confirm_box = box
        open_transient(box)

    def submit(self) -> None:
        if self.attempt is not None:
            self._saving(self.session.submit)

    def _saving(self, action: Callable[[], object]) -> None:
        """Run a session action that stores something; say so plainly if storing failed.

        The session stores before it changes, so after a failure the screen still
        shows exactly what the database holds.
        """
        try:
            action()
        except DatabaseError as exc:
            self._show_save_error(exc)
        else:
            self.page.save_error.setVisible(False)
        self._after_action()

    def _show_save_error(self, error: DatabaseError) -> None:
        label = self.page.save_error
        label.setText(
            f"Not saved: {error}. Everything saved before is safe; "
            "repeat your last step once this is fixed."
        )
        label.setVisible(True)

    def show_help(self) -> None:
        box = QMessageBox(self.window)
        box.setObjectName("shortcutHelp")
        box.setWindowTitle("Keyboard shortcuts")
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(SHORTCUT_HELP)
        open_transient(box)

    # ------------------------------------------------------------- rendering
    def _after_action(self) -> None:
        if self.attempt is None:
            return
        if self.session.is_finished:
            self._finish(self.session.result, timed_out=self.session.submitted_by_timeout)
            return
        self.render()

    def render(self) -> None:
        session = self.session
        index = session.current
        item = session.current_question
        question = item.question
        page = self.page
        if index != self._rendered_index:
            page.question_text.setText(to_html(question.prompt))
            page.show_choices(item.choices, question.is_multi_select)
            page.full_toggle.setChecked(False)
            self._rendered_index = index
        page.progress_label.setText(f"Question {index + 1} of {session.question_count}")
        titles = self.attempt.topic_titles if self.attempt else {}
        page.topic_label.setText(titles.get(question.topic, question.topic))
        page.select_hint.setText(choose_hint(question.choose))
        answer = session.current_answer
        locked = session.is_locked()
        for button, choice in zip(page.choice_buttons, item.choices, strict=True):
            button.blockSignals(True)
            button.setChecked(choice.id in answer.selected)
            button.blockSignals(False)
            button.setEnabled(not locked)
        page.flag_button.setChecked(answer.flagged)
        page.flag_button.setText("⚑ Flagged" if answer.flagged else "⚑ Flag")
        page.prev_button.setEnabled(index > 0)
        page.next_button.setEnabled(index < session.question_count - 1)
        practice = session.exam.spec.mode is Mode.PRACTICE
        page.check_button.setEnabled(practice and answer.answered and not locked)
        self._render_feedback(session.feedback() if practice else None)
        for i, state in enumerate(session.answers):
            page.navigator.update_state(
                i, answered=state.answered, flagged=state.flagged, current=i == index
            )
        page.summary_label.setText(
            f"{session.answered_count} answered · {session.unanswered_count} left · {session.flagged_count} flagged"
        )
        self._render_timer()

    def _render_feedback(self, feedback: CheckResult | None) -> None:
        page = self.page
        page.feedback_box.setVisible(feedback is not None)
        if feedback is None:
            for button in page.choice_buttons:
                page.set_verdict(button, "")
            return
        for button, choice in zip(page.choice_buttons, feedback.question.choices, strict=True):
            if choice.id in feedback.correct_ids:
                verdict = "right" if choice.id in feedback.selected else "missed"
            else:
                verdict = "wrong" if choice.id in feedback.selected else ""
            page.set_verdict(button, verdict)
        page.verdict_label.setText("✔ Correct" if feedback.correct else "✘ Not quite")
        page.verdict_label.setProperty("passed", feedback.correct)
        repolish(page.verdict_label)
        page.short_explanation.setText(to_html(feedback.short))
        page.full_explanation.setText(
            full_explanation_html(feedback.question)
            or "<p>No further explanation for this question.</p>"
        )

    def _toggle_full(self, shown: bool) -> None:
        self.page.full_explanation.setVisible(shown)
        self.page.full_toggle.setText("Hide full explanation" if shown else "Show full explanation")

    def _render_timer(self) -> None:
        label = self.page.timer_label
        remaining = self.session.remaining_seconds if self.attempt else None
        if remaining is None:
            text, state = "Untimed", "untimed"
        else:
            text = format_clock(remaining)
            state = (
                "red" if remaining < RED_SECONDS else "amber" if remaining < AMBER_SECONDS else ""
            )
        if label.text() != text:
            label.setText(text)
            label.setAccessibleDescription(
                f"{text} remaining" if remaining is not None else "no time limit"
            )
        if label.property("state") != state:
            label.setProperty("state", state)
            repolish(label)

    def _finish(self, result: AttemptResult | None, *, timed_out: bool = False) -> None:
        self.timer.stop()
        if self.confirm_box is not None:
            self.confirm_box.close()
            self.confirm_box = None
        if result is not None:
            self.finished.emit(result)

    # ------------------------------------------------------------- shortcuts
    def _install_shortcuts(self) -> None:
        def add(keys: str, slot: object) -> None:
            shortcut = QShortcut(QKeySequence(keys), self.page)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)

        for index in range(8):
            add(str(index + 1), lambda i=index: self.toggle_choice(i))
            if CHOICE_KEYS[index] != FLAG_KEY:  # F flags; the sixth choice keeps key 6
                add(CHOICE_KEYS[index], lambda i=index: self.toggle_choice(i))
        add("Right", self.next)
        add("N", self.next)
        add("Left", self.previous)
        add("P", self.previous)
        add(FLAG_KEY, self.toggle_flag)
        add("Space", self.check)
        add("Ctrl+Return", self.ask_submit)
        add("Ctrl+Enter", self.ask_submit)
        add("F1", self.show_help)
