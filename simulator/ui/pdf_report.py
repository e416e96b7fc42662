"""A PDF of an attempt for the student to keep: a first page with the score, per-topic
bars and weak areas, then every question with its mark, the answer given and the right
one; a case study's scenario is printed once, before the first of its questions, as the
exam showed it beside them.

Drawn with QPainter on Qt's own QPdfWriter, so no PDF library is bundled. Always
light colours: the page is meant for paper whatever the screen theme is. Written in
the interface's language, numbers and dates the locale's way, right to left when the
language reads so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QMarginsF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
)

from simulator.domain.grading import expected_answer, given_answer
from simulator.formats.files import write_output
from simulator.services.history import AttemptReview
from simulator.ui.format import (
    format_duration,
    format_fraction,
    format_marks,
    format_moment,
    format_score,
)
from simulator.ui.markdown import to_plain
from simulator.ui.messages import translated
from simulator.ui.theme import LIGHT
from simulator.ui.words import mode_label, verdict

RESOLUTION = 300  # dots per inch; coordinates below are in points (1/72 in) scaled by this


def write_pdf_report(review: AttemptReview, path: Path, *, student: str = "") -> None:
    """Render `review` onto one A4 page and save it at `path` through the app's one
    output writer (a regular file replaced whole, never a FIFO or device written into)."""
    write_output(path, render_pdf_report(review, student=student))


def render_pdf_report(review: AttemptReview, *, student: str = "") -> bytes:
    """The report as PDF bytes, drawn in memory: the summary page, then the questions."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(RESOLUTION)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    writer.setTitle(
        QCoreApplication.translate("PdfReport", "Exam Simulator report: {bank}").format(
            bank=review.bank_title
        )
    )
    writer.setCreator(QCoreApplication.translate("PdfReport", "Exam Simulator"))
    painter = QPainter(writer)
    painter.setLayoutDirection(QGuiApplication.layoutDirection())  # AlignLeft: the start
    try:
        scale = RESOLUTION / 72
        painter.scale(scale, scale)
        width = writer.width() / scale
        _draw(painter, review, width, student)
        _Pages(writer, painter, width, writer.height() / scale).print(question_blocks(review))
    finally:
        painter.end()
    return bytes(buffer.data().data())


def _font(points: float, bold: bool = False) -> QFont:
    """A font `points` tall on paper: the painter is already scaled to points, so undo
    the device's own point-to-dot conversion."""
    font = QFont("DejaVu Sans")
    font.setPointSizeF(points * 72 / RESOLUTION)
    font.setBold(bold)
    return font


def _draw(painter: QPainter, review: AttemptReview, width: float, student: str) -> None:
    result = review.result
    text, muted = QColor(LIGHT.text), QColor(LIGHT.muted)
    y = 0.0
    painter.setPen(muted)
    painter.setFont(_font(10))
    when = format_moment(review.finished_at) if review.finished_at else ""
    app_name = QCoreApplication.translate("PdfReport", "Exam Simulator")
    header = " · ".join(
        part
        for part in (app_name, review.bank_title, mode_label(review.exam.spec.mode), when)
        if part
    )
    painter.drawText(QRectF(0, y, width, 16), Qt.AlignmentFlag.AlignLeft, header)
    y += 22
    if student:
        painter.setPen(text)
        painter.setFont(_font(12, bold=True))
        painter.drawText(QRectF(0, y, width, 18), Qt.AlignmentFlag.AlignLeft, student)
        y += 24
    painter.setPen(QColor(LIGHT.good if result.passed else LIGHT.bad))
    painter.setFont(_font(30, bold=True))
    painter.drawText(
        QRectF(0, y, width, 40),
        Qt.AlignmentFlag.AlignLeft,
        f"{format_score(result.percent)}  {verdict(result.passed)}",
    )
    y += 46
    painter.setPen(text)
    painter.setFont(_font(11))
    parts = [
        format_marks(result),
        QCoreApplication.translate("PdfReport", "pass mark {mark}").format(
            mark=format_fraction(result.passing_score)
        ),
        QCoreApplication.translate("PdfReport", "time used {used}").format(
            used=format_duration(result.time_used_seconds)
        ),
    ]
    if result.timed_out:
        parts.append(QCoreApplication.translate("PdfReport", "time ran out"))
    details = " · ".join(parts)
    painter.drawText(QRectF(0, y, width, 16), Qt.AlignmentFlag.AlignLeft, details)
    y += 34

    y = _section(painter, QCoreApplication.translate("PdfReport", "Score by topic"), y, width)
    label_width = width * 0.42
    bar_width = width - label_width - 60
    for score in result.by_topic:
        title = review.topic_titles.get(score.topic, score.topic)
        painter.setPen(text)
        painter.setFont(_font(10))
        painter.drawText(
            QRectF(0, y, label_width - 8, 16),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            title,
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(LIGHT.border))
        painter.drawRoundedRect(QRectF(label_width, y + 3, bar_width, 10), 3, 3)
        fill = QColor(LIGHT.good if score.percent >= result.passing_score * 100 else LIGHT.bad)
        painter.setBrush(fill)
        painter.drawRoundedRect(
            QRectF(label_width, y + 3, bar_width * score.percent / 100, 10), 3, 3
        )
        painter.setPen(text)
        painter.drawText(
            QRectF(label_width + bar_width + 6, y, 54, 16),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            f"{score.correct}/{score.total}",
        )
        y += 20
    y += 16

    y = _section(painter, QCoreApplication.translate("PdfReport", "What to study next"), y, width)
    painter.setFont(_font(10))
    lines = [translated(area.recommendation) for area in review.weak_areas]
    if not lines:
        lines = [
            QCoreApplication.translate(
                "PdfReport", "No weak topics in this attempt: every topic reached the pass mark."
            )
        ]
    painter.setPen(text)
    for line in lines:
        rect = painter.boundingRect(QRectF(12, y, width - 12, 1000), Qt.TextFlag.TextWordWrap, line)
        painter.drawText(
            QRectF(12, y, width - 12, rect.height()), Qt.TextFlag.TextWordWrap, f"• {line}"
        )
        y += rect.height() + 6


def _section(painter: QPainter, title: str, y: float, width: float) -> float:
    painter.setPen(QColor(LIGHT.text))
    painter.setFont(_font(13, bold=True))
    painter.drawText(QRectF(0, y, width, 20), Qt.AlignmentFlag.AlignLeft, title)
    painter.setPen(QColor(LIGHT.border))
    painter.drawLine(0, int(y + 22), int(width), int(y + 22))
    return y + 30


@dataclass(frozen=True)
class Block:
    """One piece of the questions pages: `kind` is "heading", "scenario" (a case
    study's title), "scenario-text", "question" (number, mark and prompt) or "answer"."""

    kind: str
    text: str
    right: bool | None = None
    # Printed with a bar beside it: the scenario's text and the questions of its case.
    in_case: bool = False


def question_blocks(review: AttemptReview) -> list[Block]:
    """What the questions pages print, in order: each question as the exam showed it,
    its case study's scenario once before the first of its questions."""
    blocks = [Block("heading", QCoreApplication.translate("PdfReport", "Questions"))]
    printed: set[str] = set()
    for outcome in review.result.outcomes:
        question = review.exam.questions[outcome.index].question
        scenario = question.scenario
        if scenario is not None and scenario.id not in printed:
            printed.add(scenario.id)
            title = QCoreApplication.translate("PdfReport", "Case study: {title}")
            blocks.append(Block("scenario", title.format(title=scenario.title)))
            blocks.extend(
                Block("scenario-text", p, in_case=True) for p in paragraphs(scenario.text)
            )
        in_case = scenario is not None
        prompt = "\n".join(paragraphs(question.prompt))
        number = outcome.index + 1
        blocks.append(Block("question", f"{number}. {prompt}", outcome.correct, in_case))
        given = given_answer(question, outcome.answer) or QCoreApplication.translate(
            "PdfReport", "none given"
        )
        lines = [
            QCoreApplication.translate("PdfReport", "Your answer: {answer}").format(answer=given)
        ]
        expected = expected_answer(question)
        if not outcome.correct and expected:
            lines.append(
                QCoreApplication.translate("PdfReport", "Right answer: {answer}").format(
                    answer=expected
                )
            )
        blocks.append(Block("answer", "\n".join(lines), in_case=in_case))
    return blocks


_LIST_ITEM = re.compile(r"(?:[-*+]|\d+[.)])\s+")


def paragraphs(markdown: str) -> list[str]:
    """Bank Markdown as plain paragraphs for paper: a paragraph's wrapped source lines
    joined (the page wraps them again), each list item and code line on its own."""
    found: list[str] = []
    current: list[str] = []
    fenced = False

    def flush() -> None:
        if current:
            found.append(to_plain(" ".join(current)))
            current.clear()

    for line in markdown.splitlines():
        if line.lstrip().startswith(("```", "~~~")):
            flush()
            fenced = not fenced
        elif fenced:
            found.append(line.rstrip())
        elif not line.strip():
            flush()
        else:
            item = _LIST_ITEM.match(line.strip())
            if item:
                flush()
                current.append("• " + line.strip()[item.end() :])
            else:
                current.append(line.strip())
    flush()
    return [p for p in found if p.strip()]


class _Pages:
    """Prints blocks top to bottom, starting a new page when the next one does not fit
    (a block is a paragraph: none is split across pages)."""

    def __init__(self, writer: QPdfWriter, painter: QPainter, width: float, height: float):
        self.writer, self.painter = writer, painter
        self.width, self.height = width, height
        self.y = height  # the first block starts a page of its own

    def print(self, blocks: list[Block]) -> None:
        for block in blocks:
            self._block(block)

    def _block(self, block: Block) -> None:
        painter = self.painter
        indent, size, bold, color, gap = {
            "heading": (0.0, 13.0, True, LIGHT.text, 14.0),
            "scenario": (0.0, 11.0, True, LIGHT.text, 4.0),
            "scenario-text": (10.0, 9.5, False, LIGHT.text, 4.0),
            "question": (22.0, 10.5, False, LIGHT.text, 2.0),
            "answer": (22.0, 9.5, False, LIGHT.muted, 10.0),
        }[block.kind]
        painter.setFont(_font(size, bold))
        flags = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft
        box = QRectF(indent, 0, self.width - indent, 100_000)
        needed = painter.boundingRect(box, flags, block.text).height()
        if block.kind == "scenario":
            needed += 40  # its title never ends a page without a line of its text
        if self.y + needed > self.height:
            if self.y > 0:
                self.writer.newPage()
            self.y = 0.0
        needed = painter.boundingRect(box, flags, block.text).height()
        if block.in_case:  # a bar beside the scenario and its questions
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(LIGHT.border))
            painter.drawRect(QRectF(0, self.y, 3, needed + gap))
        if block.kind == "question" and block.right is not None:
            painter.setPen(QColor(LIGHT.good if block.right else LIGHT.bad))
            painter.setFont(_font(size, True))
            painter.drawText(QRectF(8, self.y, indent - 8, needed), "✓" if block.right else "✗")
            painter.setFont(_font(size, bold))
        painter.setPen(QColor(color))
        painter.drawText(QRectF(indent, self.y, self.width - indent, needed), flags, block.text)
        if block.kind == "heading":
            painter.setPen(QColor(LIGHT.border))
            painter.drawLine(0, int(self.y + needed + 2), int(self.width), int(self.y + needed + 2))
        self.y += needed + gap
