"""Answering matching, ordering, short-answer and numeric questions on the exam page.

The exam controller owns the page and the choice buttons; this controller drives the
other types' widgets for it: it forwards each change to the session through the exam
controller's `saving` (so every match, move or keystroke is stored before the screen
shows it, exactly like a ticked choice), and mirrors the session back into the
matching drop-downs, the order list and the answer box.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent

from simulator.domain.grading import match_verdicts, order_verdicts
from simulator.domain.paper import ExamQuestion, QuestionStatus
from simulator.domain.question_types import (
    Matching,
    Numeric,
    Ordering,
    SealedMatching,
    ShortAnswer,
    parse_number,
)
from simulator.domain.session import CheckResult, ExamSession
from simulator.ui.answer_report import answer_report_html
from simulator.ui.exam_page import ExamPage
from simulator.ui.markdown import inline_html, to_plain
from simulator.ui.qtutil import holds_focus

#: Runs a session action that stores something, then renders the page again.
Saving = Callable[[Callable[[], object]], None]


class TypedAnswers(QObject):
    """Binds the matching panel, the order list and `answerEdit` to the running session."""

    def __init__(
        self, page: ExamPage, session: Callable[[], ExamSession | None], saving: Saving
    ) -> None:
        super().__init__(page)
        self.page = page
        self._session = session
        self._saving = saving
        self._moved_to: int | None = None
        self._focus_answer = False
        page.matching.matched.connect(self._matched)
        page.matching.strike_requested.connect(self.strike_option)
        page.ordering.move_requested.connect(self._move)
        page.answer_edit.textEdited.connect(self._typed)
        page.answer_edit.installEventFilter(self)

    # -------------------------------------------------------------- actions
    def _current(self) -> tuple[ExamSession, ExamQuestion] | None:
        session = self._session()
        if session is None or session.is_finished:
            return None
        return session, session.current_question

    def _matched(self, row: int, shown: int) -> None:
        current = self._current()
        if current is None:
            return
        session, item = current
        option = item.choice_order[shown] if shown >= 0 else None
        self._saving(lambda: session.match(row, option))

    def strike_option(self, shown: int) -> None:
        """Cross the option at display index `shown` out, or back in."""
        current = self._current()
        if current is None or not isinstance(
            current[1].question.payload, Matching | SealedMatching
        ):
            return
        session, item = current
        if 0 <= shown < len(item.choice_order):
            option = item.choice_order[shown]
            self._saving(lambda: session.toggle_strike(option))

    def _move(self, row: int, target: int) -> None:
        current = self._current()
        if current is None:
            return
        session, item = current
        order = list(item.shown_order(session.current_answer))
        order.insert(target, order.pop(row))
        self._moved_to = target
        self._saving(lambda: session.reorder(order))

    def move_selected(self, by: int) -> None:
        """Alt+Up / Alt+Down: move the selected item of an ordering question."""
        current = self._current()
        if current is not None and isinstance(current[1].question.payload, Ordering):
            self.page.ordering.move_selected(by)

    def _typed(self, text: str) -> None:
        current = self._current()
        if current is None:
            return
        session = current[0]
        self._saving(lambda: session.type_answer(text))

    def focus_part(self, index: int) -> None:
        """The number keys: go to that item's drop-down (matching), or select that item
        of the list (ordering), ready for Alt+Up and Alt+Down."""
        current = self._current()
        if current is None:
            return
        payload = current[1].question.payload
        if isinstance(payload, Matching | SealedMatching):
            combo = self.page.matching.focus_row(index)
            if combo is not None:
                self.page.bring_into_sight(combo)
        elif isinstance(payload, Ordering) and index < self.page.ordering.list.count():
            self.page.ordering.list.setCurrentRow(index)
            self.page.ordering.list.setFocus(Qt.FocusReason.ShortcutFocusReason)
            self.page.bring_into_sight(self.page.ordering.list)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Escape in the answer box hands the keys back to the page (N, P, F…)."""
        if (
            watched is self.page.answer_edit
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
        ):
            self.page.question_scroll.setFocus(Qt.FocusReason.ShortcutFocusReason)
            return True
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------ rendering
    def show_question(self, item: ExamQuestion) -> None:
        """Show the widgets of this question's type, filled with its parts."""
        page = self.page
        payload = item.question.payload
        typed = isinstance(payload, ShortAnswer | Numeric)
        self._moved_to = 0  # the first item starts selected
        self._focus_answer = typed  # typing is the answer: the box takes the keys
        if isinstance(payload, Matching | SealedMatching):
            page.matching.show_question(
                [(inline_html(left), left) for left in payload.lefts],
                [(to_plain(text), text) for _, text in item.options],
            )
        elif typed:
            numeric = isinstance(payload, Numeric)
            page.answer_edit.setPlaceholderText(
                self.tr("Type a number, e.g. 1.5 or 1,5")
                if numeric
                else self.tr("Type your answer")
            )
            page.answer_edit.setAccessibleDescription(
                self.tr("A number; a decimal comma is fine")
                if numeric
                else self.tr("Any accepted answer; case and extra spaces do not matter")
            )

    def render(self, session: ExamSession, feedback: CheckResult | None) -> None:
        """Mirror the current answer (and, after a check, which parts are right)."""
        item = session.current_question
        answer = session.current_answer
        locked = session.is_locked()
        payload = item.question.payload
        page = self.page
        if isinstance(payload, Matching | SealedMatching):
            position = {option: shown for shown, option in enumerate(item.choice_order)}
            given = [answer.match_of(left) for left in range(len(payload.lefts))]
            chosen = [-1 if option is None else position[option] for option in given]
            struck = {position[o] for o in answer.struck_out if o in position}
            page.matching.set_state(chosen, struck, locked)
            # () when a sealed build cannot say which items are right: no marks then
            verdicts = match_verdicts(item.question, answer) if feedback else None
            page.matching.set_verdicts(list(verdicts) if verdicts else None)
        elif isinstance(payload, Ordering):
            order = item.shown_order(answer)
            verdicts = order_verdicts(item.question, order) if feedback else ()
            verdicts_shown = list(verdicts) if verdicts else None
            row = self._moved_to if self._moved_to is not None else page.ordering.list.currentRow()
            self._moved_to = None
            page.ordering.show_order(
                [(to_plain(payload.items[i]), payload.items[i]) for i in order],
                max(row, 0),
                locked,
                verdicts_shown,
            )
        # Shown once filled: a panel lays itself out as it appears, and laying out the
        # previous question's items first cost a third of a frame.
        for widget, shown in (
            (page.matching, isinstance(payload, Matching | SealedMatching)),
            (page.ordering, isinstance(payload, Ordering)),
            (page.answer_edit, isinstance(payload, ShortAnswer | Numeric)),
        ):
            if widget.isHidden() == shown:
                if not shown and holds_focus(widget):
                    # the keys go back to the question, as Escape in the box does, not
                    # to whatever comes next in the tab order (the navigator's grid)
                    page.question_scroll.setFocus(Qt.FocusReason.OtherFocusReason)
                widget.setVisible(shown)
        if isinstance(payload, ShortAnswer | Numeric):
            edit = page.answer_edit
            if edit.text() != answer.text:
                edit.setText(answer.text)  # a keystroke that could not be stored is undone
            edit.setReadOnly(locked)
            edit.setClearButtonEnabled(not locked)
            if self._focus_answer and not locked:
                edit.setFocus(Qt.FocusReason.OtherFocusReason)
            self._focus_answer = False
        reported = feedback is not None and payload is not None
        if page.answer_report.isHidden() == reported:
            page.answer_report.setVisible(reported)
        if feedback is not None and payload is not None:
            page.answer_report.setText(answer_report_html(item, answer))

    def hint(self, session: ExamSession) -> str | None:
        """What the question asks for, as the select hint says it (None: a choice question)."""
        item = session.current_question
        payload = item.question.payload
        if isinstance(payload, Matching | SealedMatching):
            return self.tr("Match each item to one option")
        if isinstance(payload, Ordering):
            return self.tr("Put the items in order, first at the top: drag, or Alt+Up and Alt+Down")
        if isinstance(payload, Numeric):
            text = session.current_answer.text.strip()
            if text and not parse_number(text):
                return self.tr("Type a number: '{0}' is not one yet").format(text[:30])
            return self.tr("Type a number")
        if isinstance(payload, ShortAnswer):
            return self.tr("Type your answer")
        return None

    def incomplete_note(self, session: ExamSession) -> str | None:
        """Why Check waits on a matching question with items unset (None otherwise)."""
        index = session.current
        payload = session.current_question.question.payload
        if (
            isinstance(payload, Matching | SealedMatching)
            and session.status(index) is QuestionStatus.INCOMPLETE
        ):
            return self.tr("match every item to check")
        return None
