"""The answer given against the right one, part by part, for the types beyond choices.

Practice feedback on the exam page and the review of a finished attempt both show it,
so a matching, ordering, short-answer or numeric question reads the same in both
places. Marks never rely on colour alone (✓/✗ and words), and what the candidate
typed is escaped: it is shown as plain text, never as markup.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from simulator.domain.grading import given_answer, is_right, match_verdicts, order_verdicts
from simulator.domain.paper import AnswerState, ExamQuestion
from simulator.domain.question_types import (
    Matching,
    Numeric,
    Ordering,
    ShortAnswer,
    format_number,
    parse_number,
)
from simulator.ui.markdown import inline_html
from simulator.ui.theme import current_colors


def _mark(right: bool) -> str:
    colors = current_colors()
    if right:
        return f'<span style="color:{colors.good}"><b>✓</b></span>'
    return f'<span style="color:{colors.bad}"><b>✗</b></span>'


def _note(text: str) -> str:
    return f' <span style="color:{current_colors().muted}">({escape(text)})</span>'


def answer_report_html(item: ExamQuestion, answer: AnswerState) -> str:
    """Given against right for every part of a question of another type than choice."""
    payload = item.question.payload
    if item.question.sealed is not None:
        return _sealed(item, answer)
    if isinstance(payload, Matching):
        return _matching(item, answer, payload)
    if isinstance(payload, Ordering):
        return _ordering(item, answer, payload)
    if isinstance(payload, ShortAnswer | Numeric):
        return _typed(answer, payload)
    return ""


def _sealed(item: ExamQuestion, answer: AnswerState) -> str:
    """A sealed classroom build knows whether the answer is right, never the right one."""
    given = given_answer(item.question, answer)
    if not given:
        none_given = QCoreApplication.translate("AnswerReport", "Your answer: none given")
        return f"<p>{escape(none_given)}</p>"
    right = is_right(item.question, answer)
    yours = QCoreApplication.translate("AnswerReport", "Your answer:")
    no_key = QCoreApplication.translate("AnswerReport", "The answer key is not in this build.")
    return (
        f"<p>{_mark(right)} {escape(yours)} <b>{escape(given)}</b>{_note(_right_or_wrong(right))}"
        f"</p><p>{escape(no_key)}</p>"
    )


def _matching(item: ExamQuestion, answer: AnswerState, payload: Matching) -> str:
    verdicts = match_verdicts(item.question, answer)
    rows = []
    for left, (pair, right) in enumerate(zip(payload.pairs, verdicts, strict=True)):
        given = answer.match_of(left)
        said = (
            QCoreApplication.translate("AnswerReport", "not matched")
            if given is None
            else payload.options[given]
        )
        words = _right_or_wrong(right)
        correction = (
            ""
            if right
            else _note(QCoreApplication.translate("AnswerReport", "right: {0}").format(pair.right))
        )
        rows.append(
            f"<tr><td width='18'>{_mark(right)}</td><td>{inline_html(pair.left)}</td>"
            f"<td>→ {inline_html(said) if given is not None else escape(said)}"
            f"{_note(words)}{correction}</td></tr>"
        )
    return f"<table cellspacing='3'>{''.join(rows)}</table>"


def _ordering(item: ExamQuestion, answer: AnswerState, payload: Ordering) -> str:
    if not answer.order:
        unchanged = QCoreApplication.translate(
            "AnswerReport", "Your order: not changed from the start (unanswered)."
        )
        given = f"<p>{escape(unchanged)}</p>"
    else:
        verdicts = order_verdicts(item.question, answer.order)
        rows = "".join(
            f"<tr><td width='18'>{_mark(right)}</td><td>{position + 1}.</td>"
            f"<td>{inline_html(payload.items[index])}"
            f"{_note(_right_or_wrong(right))}</td></tr>"
            for position, (index, right) in enumerate(zip(answer.order, verdicts, strict=True))
        )
        yours = QCoreApplication.translate("AnswerReport", "Your order")
        given = f"<p><b>{escape(yours)}</b></p><table cellspacing='3'>{rows}</table>"
    right_order = "".join(f"<li>{inline_html(text)}</li>" for text in payload.items)
    title = QCoreApplication.translate("AnswerReport", "Right order")
    return f"{given}<p><b>{escape(title)}</b></p><ol>{right_order}</ol>"


def _typed(answer: AnswerState, payload: ShortAnswer | Numeric) -> str:
    typed = answer.text.strip()
    accepted = payload.accepted(typed) is not None if typed else False
    either = QCoreApplication.translate("AnswerReport", " or ")
    if not typed:
        given = escape(QCoreApplication.translate("AnswerReport", "Your answer: nothing typed"))
    else:
        yours = QCoreApplication.translate("AnswerReport", "Your answer:")
        given = f"{_mark(accepted)} {escape(yours)} <b>{escape(typed)}</b>"
        if isinstance(payload, Numeric):
            values = parse_number(typed)
            if not values:
                given += _note(QCoreApplication.translate("AnswerReport", "not a number"))
            elif [format_number(v) for v in values] != [typed]:
                given += _note(
                    QCoreApplication.translate("AnswerReport", "read as {0}").format(
                        either.join(format_number(v) for v in values)
                    )
                )
        given += _note(_right_or_wrong(accepted))
    if isinstance(payload, ShortAnswer):
        answers = either.join(escape(a) for a in payload.answers)
        rule = (
            QCoreApplication.translate("AnswerReport", "case matters")
            if payload.case_sensitive
            else QCoreApplication.translate("AnswerReport", "case does not matter")
        )
        lead = (
            QCoreApplication.translate("AnswerReport", "Accepted answers")
            if len(payload.answers) > 1
            else QCoreApplication.translate("AnswerReport", "Accepted answer")
        )
        accepted_line = f"{escape(lead)}: <b>{answers}</b>{_note(rule)}"
    else:
        right = either.join(
            escape(
                format_number(a.value) + (f" ± {format_number(a.tolerance)}" if a.tolerance else "")
            )
            for a in payload.answers
        )
        lead = QCoreApplication.translate("AnswerReport", "Right answer")
        accepted_line = f"{escape(lead)}: <b>{right}</b>"
    return f"<p>{given}</p><p>{accepted_line}</p>"


def _right_or_wrong(right: bool) -> str:
    return (
        QCoreApplication.translate("AnswerReport", "right")
        if right
        else QCoreApplication.translate("AnswerReport", "wrong")
    )
