"""Binds an `ExamSession` to the exam page: renders state, forwards user actions.

The session owns every rule (single-select replaces, at most N for "Choose N",
locking after a check, the deadline); this controller only mirrors the session into
widgets after each action, so the two can never disagree. The review-before-submit
screen has its own controller (`SubmitReviewController`); this one opens it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache, partial

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from simulator.domain.model import Question
from simulator.domain.paper import ExamQuestion, QuestionStatus
from simulator.domain.question_types import Matching, Numeric, SealedMatching, ShortAnswer
from simulator.domain.scoring import AttemptResult
from simulator.domain.session import CheckResult, ExamSession
from simulator.formats.exhibits import exhibit_references
from simulator.services.attempts import ActiveAttempt, AttemptConflictError
from simulator.services.library import DatabaseError
from simulator.ui.announce import Announcer
from simulator.ui.choices import CHOICE_KEYS, verdict_words
from simulator.ui.exam_keys import ExamKeys
from simulator.ui.exam_page import ExamPage
from simulator.ui.exam_words import choice_description, choose_hint, count_word
from simulator.ui.exhibits import KEPT_PICTURES, ExhibitPanel
from simulator.ui.explanation import full_explanation_html
from simulator.ui.format import format_clock
from simulator.ui.kept_answers import KeptAnswersController, SaveCopy
from simulator.ui.lookahead import Lookahead, Step, decode_ahead
from simulator.ui.markdown import to_html, to_plain
from simulator.ui.messages import translated
from simulator.ui.navigation import show_shortcut_help
from simulator.ui.qtutil import open_transient, repolish
from simulator.ui.report_dialog import ReportDialog, Reporter
from simulator.ui.submit_review import SubmitReviewController
from simulator.ui.typed_answers import TypedAnswers
from simulator.ui.words import mode_label

TICK_MS = 250
AMBER_SECONDS = 5 * 60
RED_SECONDS = 60

#: Loads an exhibit's bytes by bank id and name (None when the bank has no such image).
ExhibitLoader = Callable[[str, str], "bytes | None"]


class ExamController(QObject):
    """Drives the exam page for one attempt.

    Signals:
        finished(object): the AttemptResult, once the attempt is submitted or timed out.
        left(): the candidate saved a practice session for later ("Save and exit").
        taken_away(object): another window submitted, discarded or resumed the attempt
            (the AttemptConflictError); nothing of the refused action was written.
    """

    finished = Signal(object)
    left = Signal()
    taken_away = Signal(object)

    def __init__(
        self, page: ExamPage, window: QWidget, load_exhibit: ExhibitLoader, save_copy: SaveCopy
    ) -> None:
        super().__init__(page)
        self.page = page
        # The bytes of the exhibits read during this attempt: the lookahead, the exam's
        # opening and the question itself each wanted them, one database read apiece.
        self.load_exhibit = lru_cache(maxsize=2 * KEPT_PICTURES)(load_exhibit)
        self.kept = KeptAnswersController(page, window, save_copy)
        self.attempt: ActiveAttempt | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        self._rendered_index = -1
        self._hint_note = ""
        self._struck_seen: tuple[int, frozenset[int]] | None = None
        self.announcer = Announcer(page)
        self.lookahead = Lookahead(self)
        self.review = SubmitReviewController(page, window)
        self.review.jump_requested.connect(self._jump_from_review)
        self.review.submit_confirmed.connect(self.submit)
        page.prev_button.clicked.connect(self.previous)
        page.next_button.clicked.connect(self.next)
        page.flag_button.clicked.connect(self.toggle_flag)
        page.guess_button.clicked.connect(self.toggle_guessed)
        page.check_button.clicked.connect(self.check)
        page.submit_button.clicked.connect(self.ask_submit)
        page.leave_button.clicked.connect(self.leave)
        page.back_to_review.clicked.connect(self.ask_submit)
        page.navigator.jump.connect(self.go_to)
        page.choices.clicked.connect(self._choice_clicked)
        page.choices.strike_requested.connect(self.toggle_strike)
        self.typed = TypedAnswers(
            page, lambda: self.attempt.session if self.attempt else None, self._saving
        )
        page.answer_edit.returnPressed.connect(self.check)
        page.full_toggle.toggled.connect(self._toggle_full)
        # Reporting a problem with a question (set by the window; None: not offered).
        self.reporter: Reporter | None = None
        self.window = window
        page.report_button.clicked.connect(self.ask_report)
        page.clear_button.clicked.connect(self.clear_answer)
        page.help_button.clicked.connect(lambda: show_shortcut_help(window))
        self.keys = ExamKeys(page, self)

    # ------------------------------------------------------------- lifecycle
    @property
    def session(self) -> ExamSession:
        assert self.attempt is not None, "no attempt is running"
        return self.attempt.session

    @property
    def confirm_box(self) -> QMessageBox | None:
        return self.review.confirm_box

    def begin(self, attempt: ActiveAttempt) -> None:
        self.attempt = attempt
        self.load_exhibit.cache_clear()  # edited since, maybe
        session = attempt.session
        spec = session.exam.spec
        self._rendered_index = -1
        self._struck_seen = None
        self.review.begin(session)
        page = self.page
        page.navigator.set_count(session.question_count)
        page.set_case_studies(any(q.question.scenario is not None for q in session.exam.questions))
        page.mode_label.setText(mode_label(spec.mode))
        page.check_button.setVisible(spec.gives_feedback)
        page.leave_button.setVisible(spec.can_be_left)
        page.fit_footer()
        page.back_to_review.setVisible(False)
        page.save_error.setVisible(False)
        self.kept.show(attempt)
        page.show_review_screen(False)
        notice = attempt.notice or ""
        page.notice_label.setText(notice)
        page.notice_label.setVisible(bool(notice))
        self.render()
        decode_ahead(
            [item.question.prompt for item in session.exam.questions[session.current + 1 :]],
            partial(self._exhibit_ahead, spec.bank_id),
        )
        # A move's first save of the position cost a frame on its own (its statements
        # compiled, the session's first write): it is made now, as the exam opens.
        self._saving(session.save_progress, render=False)
        if self.attempt is None:
            return  # taken up by another window meanwhile
        self.timer.start()
        if session.is_finished:  # resumed after its time had run out
            self._finish(session.result)

    def stop(self) -> None:
        self.timer.stop()
        self.lookahead.cancel()
        self.review.close_confirmation()
        self.attempt = None
        self.kept.show(None)

    def suspend(self) -> None:
        """Save the clock and position of a running attempt (answers are saved already),
        let go of it so that another window may take it up, then stop."""
        attempt = self.attempt
        if attempt is not None:
            try:
                attempt.session.save_progress()
            except AttemptConflictError:
                pass  # another window has it now: nothing of ours to save
            except DatabaseError as exc:
                self._show_save_error(exc)
            attempt.release()
        self.stop()

    # --------------------------------------------------------------- actions
    def _choice_clicked(self, index: int) -> None:
        if self.attempt is not None and not self.session.is_finished:
            self.toggle_choice(index)

    def choice_key(self, index: int, key: str) -> None:
        """A choice's number or letter key: on a choice question it ticks the choice; on a
        matching or ordering question the number goes to that item instead."""
        if self.attempt is None:
            return
        if self.session.current_question.question.payload is None:
            self.toggle_choice(index)
        elif key.isdigit():
            self.typed.focus_part(index)

    def toggle_choice(self, index: int) -> None:
        """The choice shown at `index` was clicked or its key pressed.

        Single-select: choose it (choosing the chosen one again keeps it; clearing is
        `clear_answer`). Multi-select: tick or untick it, as the session allows.
        """
        if self.attempt is None or index >= len(self.page.choices.buttons):
            return
        session = self.session
        choice = session.current_question.choices[index]
        if not session.current_question.question.is_multi_select:
            self._hint_note = ""
            self._saving(lambda: session.select(choice.id))
            return
        adding = choice.id not in session.current_answer.selected
        if adding and session.at_choice_limit and not session.is_locked():
            self._hint_note = self.tr(
                "untick one first to choose another (you can choose {count})"
            ).format(count=count_word(session.current_question.question.choose))
            self.render()
            return
        self._hint_note = ""
        self._saving(lambda: session.toggle(choice.id))

    def clear_answer(self) -> None:
        """Take the current answer back (Backspace, Delete or "Clear answer")."""
        if self.attempt is not None:
            self._hint_note = ""
            self._saving(self.session.clear)

    def toggle_strike(self, index: int) -> None:
        """Strike the choice (or a matching question's option) shown at `index` out or back in."""
        if self.attempt is not None and self.session.current_question.question.payload:
            self.typed.strike_option(index)
            return
        if self.attempt is not None and 0 <= index < len(self.page.choices.buttons):
            choice = self.session.current_question.choices[index]
            self._saving(lambda: self.session.toggle_strike(choice.id))

    def toggle_guessed(self) -> None:
        if self.attempt is not None and not self.page.guess_button.isHidden():
            self._saving(self.session.toggle_guessed)

    def enter_classroom(self) -> None:
        """A graded exam: no "I guessed" (a self-study aid for spaced review), key G included."""
        self.page.guess_button.setVisible(False)

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
        if self.attempt is None or not self.session.exam.spec.gives_feedback:
            return
        session = self.session
        if session.is_locked() or not session.current_answer.answered:
            return
        if session.status(session.current) is QuestionStatus.INCOMPLETE:
            question = session.current_question.question
            self._hint_note = self.typed.incomplete_note(session) or (
                self.tr("tick all {count} to check").format(count=count_word(question.choose))
            )
            self.render()
            return
        self._saving(session.check)

    def tick(self) -> None:
        if self.attempt is None:
            return
        try:
            timed_out = self.session.tick()
        except AttemptConflictError as exc:
            self._taken_away(exc)
            return
        except DatabaseError as exc:
            self._show_save_error(exc)
            timed_out = False
        else:
            if self.attempt.unsaved is not None and not self.page.save_copy_button.isVisible():
                self.kept.show(self.attempt)  # found by the periodic clock save
        if timed_out:
            self._finish(self.session.result)
            return
        self._render_timer()

    def ask_submit(self) -> None:
        """Open the review-before-submit screen (the clock keeps running)."""
        if self.attempt is not None and not self.session.is_finished:
            self.page.back_to_review.setVisible(False)
            self.page.fit_footer()
            self.review.open()

    def _jump_from_review(self, index: int) -> None:
        self.go_to(index)
        self.page.back_to_review.setVisible(True)
        self.page.fit_footer()

    def submit(self) -> None:
        if self.attempt is not None:
            self._saving(self.session.submit)

    def leave(self) -> None:
        """Save and exit: everything is stored already; keep the clock and go back
        (after asking, when answers are kept in memory only)."""
        if self.attempt is None or not self.session.exam.spec.can_be_left:
            return
        if not self.kept.confirm_losing(self._leave_now, self.tr("Leave without saving")):
            self._leave_now()

    def _leave_now(self) -> None:
        if self.attempt is not None:
            self.suspend()
            self.left.emit()

    def _saving(self, action: Callable[[], object], *, render: bool = True) -> None:
        """Run a session action that stores something; say so plainly if storing failed.

        The session stores before it changes, so after a failure the screen still
        shows exactly what the database holds.
        """
        try:
            action()
        except AttemptConflictError as exc:
            self._taken_away(exc)
            return
        except DatabaseError as exc:
            self._show_save_error(exc)
        else:
            if not self.kept.show(self.attempt):  # answers kept in memory: it says so
                self.page.save_error.setVisible(False)
        if render:
            self._after_action()

    def _taken_away(self, error: AttemptConflictError) -> None:
        """Another window submitted, discarded or resumed this attempt: stop here."""
        self.stop()
        self.taken_away.emit(error)

    def _show_save_error(self, error: DatabaseError) -> None:
        if self.kept.show(self.attempt):
            return
        label = self.page.save_error
        label.setText(
            self.tr(
                "Not saved: {error}. Everything saved before is safe; repeat your last step once "
                "this is fixed."
            ).format(error=translated(error))
        )
        label.setVisible(True)

    # ------------------------------------------------------------- rendering
    def _after_action(self) -> None:
        if self.attempt is None:
            return
        if self.session.is_finished:
            self._finish(self.session.result)
            return
        self.render()

    def render(self) -> None:
        session = self.session
        index = session.current
        item = session.current_question
        question = item.question
        page = self.page
        if index != self._rendered_index:
            page.question_wide.set_html(to_html(question.prompt))
            # A screen reader reads a label's name ("Question") and description: the text.
            spoken_prompt = to_plain(question.prompt)
            page.question_text.setAccessibleDescription(spoken_prompt)
            bank = session.exam.spec.bank_id
            page.exhibits.show_exhibits(
                exhibit_references(question.prompt), lambda name: self.load_exhibit(bank, name)
            )
            page.choices.show_choices(
                [(to_plain(c.text), c.text) for c in item.choices], question.is_multi_select
            )
            self.typed.show_question(item)
            spoken_case = self._show_scenario(question, bank)
            page.full_toggle.setChecked(False)
            self._hint_note = ""
            self._rendered_index = index
            page.scroll_to_top()  # each question starts at its top
            page.show_in_navigator(index)
            page.progress_label.setText(
                self.tr("Question {number} of {count}").format(
                    number=index + 1, count=session.question_count
                )
            )
            titles = self.attempt.topic_titles if self.attempt else {}
            page.topic_label.set_full_text(titles.get(question.topic, question.topic))
            self.lookahead.plan(self._lookahead_steps(index, bank))
            spoken_hint = self.typed.hint(session)
            if spoken_hint is None:
                spoken_hint = choose_hint(question.choose, question.prompt, 0)
            self.announcer.announce(
                " ".join(
                    part
                    for part in (
                        page.progress_label.text() + ".",
                        spoken_case,
                        spoken_prompt,
                        spoken_hint + "." if spoken_hint else "",
                    )
                    if part
                )
            )
        answer = session.current_answer
        locked = session.is_locked()
        hint = self.typed.hint(session)
        if hint is None:
            hint = choose_hint(question.choose, question.prompt, len(answer.selected))
        if self._hint_note:
            hint = (
                self.tr("{hint}: {note}").format(hint=hint, note=self._hint_note)
                if hint
                else self._hint_note[:1].upper() + self._hint_note[1:]
            )
        page.select_hint.setText(hint)
        # A typed answer has its own clear button, in the box.
        typed = isinstance(question.payload, ShortAnswer | Numeric)
        page.clear_button.setVisible(answer.answered and not locked and not typed)
        for position, (button, choice) in enumerate(
            zip(page.choices.buttons, item.choices, strict=True)
        ):
            button.blockSignals(True)
            button.setChecked(choice.id in answer.selected)
            button.blockSignals(False)
            button.setEnabled(not locked)
            page.set_struck_out(position, choice.id in answer.struck_out)
        self._announce_strike_changes(item, answer.struck_out)
        page.flag_button.setChecked(answer.flagged)
        page.flag_button.setText(page.flag_text(answer.flagged))
        page.guess_button.setChecked(answer.guessed)
        page.guess_button.setEnabled(not locked)
        page.prev_button.setEnabled(index > 0)
        page.next_button.setEnabled(index < session.question_count - 1)
        feedback = session.exam.spec.gives_feedback
        page.check_button.setEnabled(feedback and answer.answered and not locked)
        checked = session.feedback() if feedback else None
        self._render_feedback(checked)
        self.typed.render(session, checked)
        statuses = session.statuses()
        for i, (state, status) in enumerate(zip(session.answers, statuses, strict=True)):
            page.navigator.update_state(i, status=status, flagged=state.flagged, current=i == index)
        incomplete = statuses.count(QuestionStatus.INCOMPLETE)
        answered = statuses.count(QuestionStatus.ANSWERED)
        parts = [self.tr("{count} answered").format(count=answered)]
        if incomplete:
            parts.append(self.tr("{count} incomplete").format(count=incomplete))
        parts += [
            self.tr("{count} left").format(count=statuses.count(QuestionStatus.UNANSWERED)),
            self.tr("{count} flagged").format(count=session.flagged_count),
        ]
        page.summary_label.setText(" · ".join(parts))
        self._render_timer()

    def _lookahead_steps(self, index: int, bank: str) -> list[Step]:
        """What the next and the previous question will need that can be made ready
        while the candidate reads this one (see lookahead.py)."""
        page, questions = self.page, self.session.exam.questions
        on_screen = questions[index].question.scenario
        steps: list[Step] = []
        for beside in (index + 1, index - 1):
            if not 0 <= beside < len(questions):
                continue
            question = questions[beside].question
            texts = [question.prompt]
            if isinstance(question.payload, Matching | SealedMatching):
                texts += question.payload.lefts
            steps.append(partial(_render_all, texts))
            steps += [
                partial(self._prepare_exhibit, page.exhibits, bank, name)
                for _alt, name in exhibit_references(question.prompt)
            ]
            scenario = question.scenario
            if scenario is not None and scenario != on_screen:
                steps.append(partial(to_html, scenario.text))
                steps += [
                    partial(self._prepare_exhibit, page.scenario_pane.exhibits, bank, name)
                    for _alt, name in exhibit_references(scenario.text)
                ]
        return steps

    def _prepare_exhibit(self, panel: ExhibitPanel, bank: str, name: str) -> None:
        panel.prepare(self._exhibit_ahead(bank, name))

    def _exhibit_ahead(self, bank: str, name: str) -> bytes | None:
        try:
            return self.load_exhibit(bank, name)
        except DatabaseError:
            return None  # only a head start: showing the question will say what is wrong

    def _show_scenario(self, question: Question, bank: str) -> str:
        """The case study beside a question that has one (untouched while it stays the
        same); what to say of it when it is new on screen."""
        scenario = question.scenario
        self.page.scenario_split.show_for(scenario is not None)
        if scenario is None or not self.page.scenario_pane.show_scenario(
            scenario, lambda name: self.load_exhibit(bank, name)
        ):
            return ""
        return self.tr("Case study: {title}.").format(title=scenario.title)

    def _render_feedback(self, feedback: CheckResult | None) -> None:
        page = self.page
        page.feedback_box.setVisible(feedback is not None)
        page.report_button.setVisible(feedback is not None and self.reporter is not None)
        buttons = page.choices.buttons
        struck = self.session.current_answer.struck_out
        choices = self.session.current_question.choices
        if feedback is None:
            for position, button in enumerate(buttons):
                page.set_verdict(position, "")
                button.setAccessibleDescription(
                    choice_description(position, choices[position].id in struck)
                )
            return
        for position, choice in enumerate(feedback.question.choices):
            if choice.id in feedback.correct_ids:
                verdict = "right" if choice.id in feedback.selected else "missed"
            else:
                verdict = "wrong" if choice.id in feedback.selected else ""
            page.set_verdict(position, verdict)
            words = verdict_words(verdict)
            buttons[position].setAccessibleDescription(
                choice_description(position, choice.id in struck, words)
            )
        page.verdict_label.setText(
            self.tr("✔ Correct") if feedback.correct else self.tr("✘ Not quite")
        )
        page.verdict_label.setProperty("passed", feedback.correct)
        repolish(page.verdict_label)
        page.short_explanation.setText(to_html(feedback.short))
        page.full_explanation.setText(
            full_explanation_html(feedback.question)
            or "<p>{}</p>".format(self.tr("No further explanation for this question."))
        )

    def ask_report(self) -> None:
        """ "Report a problem with this question": a note, stored at once."""
        if self.attempt is None or self.reporter is None:
            return
        attempt = self.attempt
        question = self.session.current_question.question_id
        dialog = ReportDialog(self.window, question)
        reporter = self.reporter
        dialog.reported.connect(
            lambda note: reporter(
                attempt.session.exam.spec.bank_id, question, attempt.attempt_id, note
            )
        )
        open_transient(dialog)

    def _announce_strike_changes(self, item: ExamQuestion, struck: frozenset[int]) -> None:
        """Say which choice was struck out or brought back (the focus does not move)."""
        seen, self._struck_seen = self._struck_seen, (self._rendered_index, struck)
        if seen is None or seen[0] != self._rendered_index:
            return  # a question just shown: nothing changed on it yet
        for position, choice in enumerate(item.choices):
            if (choice.id in struck) != (choice.id in seen[1]):
                said = (
                    self.tr("Choice {key} struck out.")
                    if choice.id in struck
                    else self.tr("Choice {key} back in.")
                )
                self.announcer.announce(said.format(key=CHOICE_KEYS[position]))

    def _toggle_full(self, shown: bool) -> None:
        page = self.page
        page.full_explanation.setVisible(shown)
        page.full_toggle.setText(
            self.tr("Hide full explanation") if shown else self.tr("Show full explanation")
        )
        if shown:  # it opens below the fold on a small screen: bring it into view
            page.reveal_full_explanation()

    def _render_timer(self) -> None:
        label = self.page.timer_label
        remaining = self.session.remaining_seconds if self.attempt else None
        if remaining is None:
            text, state = self.tr("Untimed"), "untimed"
        else:
            text = format_clock(remaining)
            state = (
                "red" if remaining < RED_SECONDS else "amber" if remaining < AMBER_SECONDS else ""
            )
        if label.text() != text:
            label.setText(text)
            label.setAccessibleDescription(
                self.tr("{time} remaining").format(time=text)
                if remaining is not None
                else self.tr("no time limit")
            )
        if label.property("state") != state:
            label.setProperty("state", state)
            repolish(label)
            if state in ("amber", "red") and remaining is not None:
                minutes = max(1, int(-(-remaining // 60)))
                self.announcer.announce(
                    self.tr("%n minute(s) left.", "", minutes), urgent=state == "red"
                )

    def _finish(self, result: AttemptResult | None) -> None:
        self.timer.stop()
        self.review.close_confirmation()
        if result is not None:
            self.finished.emit(result)


def _render_all(texts: list[str]) -> None:
    for text in texts:
        to_html(text)
