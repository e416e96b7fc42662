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


def _tr(text: str) -> str:
    return QCoreApplication.translate("AnswerReport", text)


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
        return f"<p>{escape(_tr('Your answer: none given'))}</p>"
    right = is_right(item.question, answer)
    verdict = _tr("right") if right else _tr("wrong")
    return (
        f"<p>{_mark(right)} {escape(_tr('Your answer:'))} <b>{escape(given)}</b>{_note(verdict)}"
        f"</p><p>{escape(_tr('The answer key is not in this build.'))}</p>"
    )


def _matching(item: ExamQuestion, answer: AnswerState, payload: Matching) -> str:
    verdicts = match_verdicts(item.question, answer)
    rows = []
    for left, (pair, right) in enumerate(zip(payload.pairs, verdicts, strict=True)):
        given = answer.match_of(left)
        said = _tr("not matched") if given is None else payload.options[given]
        words = _tr("right") if right else _tr("wrong")
        correction = "" if right else _note(_tr("right: {0}").format(pair.right))
        rows.append(
            f"<tr><td width='18'>{_mark(right)}</td><td>{inline_html(pair.left)}</td>"
            f"<td>→ {inline_html(said) if given is not None else escape(said)}"
            f"{_note(words)}{correction}</td></tr>"
        )
    return f"<table cellspacing='3'>{''.join(rows)}</table>"


def _ordering(item: ExamQuestion, answer: AnswerState, payload: Ordering) -> str:
    if not answer.order:
        given = f"<p>{escape(_tr('Your order: not changed from the start (unanswered).'))}</p>"
    else:
        verdicts = order_verdicts(item.question, answer.order)
        rows = "".join(
            f"<tr><td width='18'>{_mark(right)}</td><td>{position + 1}.</td>"
            f"<td>{inline_html(payload.items[index])}"
            f"{_note(_tr('right') if right else _tr('wrong'))}</td></tr>"
            for position, (index, right) in enumerate(zip(answer.order, verdicts, strict=True))
        )
        given = f"<p><b>{escape(_tr('Your order'))}</b></p><table cellspacing='3'>{rows}</table>"
    right_order = "".join(f"<li>{inline_html(text)}</li>" for text in payload.items)
    return f"{given}<p><b>{escape(_tr('Right order'))}</b></p><ol>{right_order}</ol>"


def _typed(answer: AnswerState, payload: ShortAnswer | Numeric) -> str:
    typed = answer.text.strip()
    accepted = payload.accepted(typed) is not None if typed else False
    if not typed:
        given = escape(_tr("Your answer: nothing typed"))
    else:
        given = f"{_mark(accepted)} {escape(_tr('Your answer:'))} <b>{escape(typed)}</b>"
        if isinstance(payload, Numeric):
            values = parse_number(typed)
            if not values:
                given += _note(_tr("not a number"))
            elif [format_number(v) for v in values] != [typed]:
                given += _note(
                    _tr("read as {0}").format(_tr(" or ").join(format_number(v) for v in values))
                )
        given += _note(_tr("right") if accepted else _tr("wrong"))
    if isinstance(payload, ShortAnswer):
        answers = _tr(" or ").join(escape(a) for a in payload.answers)
        rule = _tr("case matters") if payload.case_sensitive else _tr("case does not matter")
        lead = _tr("Accepted answers") if len(payload.answers) > 1 else _tr("Accepted answer")
        accepted_line = f"{escape(lead)}: <b>{answers}</b>{_note(rule)}"
    else:
        right = _tr(" or ").join(
            escape(
                format_number(a.value) + (f" ± {format_number(a.tolerance)}" if a.tolerance else "")
            )
            for a in payload.answers
        )
        accepted_line = f"{escape(_tr('Right answer'))}: <b>{right}</b>"
    return f"<p>{given}</p><p>{accepted_line}</p>"
