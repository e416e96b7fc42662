"""Explanations as rich text: the full explanation and why each choice is right or wrong.

Shared by the exam page (practice feedback) and the review of a finished attempt,
so a question is explained the same way wherever the candidate meets it.
"""

from __future__ import annotations

from html import escape

from simulator.domain.paper import ExamQuestion
from simulator.ui.markdown import to_html, to_plain


def full_explanation_html(item: ExamQuestion) -> str:
    """Full explanation plus each choice's why; empty when there is nothing beyond the short one."""
    explanation = item.question.explanation
    parts = []
    if explanation.full.strip() and explanation.full.strip() != explanation.short.strip():
        parts.append(to_html(explanation.full))
    whys = [
        f"<p><b>{'✔' if c.correct else '✘'} {escape(to_plain(c.text))}</b><br>{escape(c.why)}</p>"
        for c in item.choices
        if c.why
    ]
    if whys:
        parts.append("<p><b>Why each choice</b></p>" + "".join(whys))
    return "".join(parts)
