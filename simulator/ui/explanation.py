"""Explanations as rich text: the full explanation, why each choice is right or wrong,
and where to read more.

Shared by the exam page (practice feedback) and the review of a finished attempt,
so a question is explained the same way wherever the candidate meets it. Web and mail
references become links that the label opens in the system browser when clicked
(`ui/links.py`); any other reference is text. The app itself never fetches anything.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from simulator.domain.paper import ExamQuestion
from simulator.ui.links import is_safe_link
from simulator.ui.markdown import inline_html, to_html, to_plain


def full_explanation_html(item: ExamQuestion) -> str:
    """Full explanation, each choice's why and the references; empty when there is
    nothing beyond the short explanation."""
    question = item.question
    explanation = question.explanation
    parts = []
    if explanation.full.strip() and explanation.full.strip() != explanation.short.strip():
        parts.append(to_html(explanation.full))
    whys = [
        f"<p><b>{'✔' if c.correct else '✘'} {escape(to_plain(c.text))}</b><br>"
        f"{inline_html(c.why)}</p>"
        for c in item.choices
        if c.why
    ]
    if whys:
        title = QCoreApplication.translate("Explanation", "Why each choice")
        parts.append(f"<p><b>{title}</b></p>" + "".join(whys))
    if question.references:
        items = "".join(f"<li>{reference_html(r)}</li>" for r in question.references)
        title = QCoreApplication.translate("Explanation", "References")
        parts.append(f"<p><b>{title}</b></p><ul>{items}</ul>")
    return "".join(parts)


def reference_html(reference: str) -> str:
    """A web or mail address as a link (opened only when clicked), anything else as text."""
    text = reference.strip()
    if is_safe_link(text) and " " not in text:
        return f'<a href="{escape(text, quote=True)}">{escape(text)}</a>'
    return escape(text)
