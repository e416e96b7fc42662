"""A one-page PDF of an attempt (score, per-topic bars, weak areas) for the student to keep.

Drawn with QPainter on Qt's own QPdfWriter, so no PDF library is bundled. Always
light colours: the page is meant for paper whatever the screen theme is. Written in
the interface's language, numbers and dates the locale's way, right to left when the
language reads so.
"""

from __future__ import annotations

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

from simulator.formats.files import write_output
from simulator.services.history import AttemptReview
from simulator.ui.format import (
    format_duration,
    format_fraction,
    format_marks,
    format_moment,
    format_score,
)
from simulator.ui.messages import translated
from simulator.ui.theme import LIGHT
from simulator.ui.words import mode_label, verdict

RESOLUTION = 300  # dots per inch; coordinates below are in points (1/72 in) scaled by this


def write_pdf_report(review: AttemptReview, path: Path, *, student: str = "") -> None:
    """Render `review` onto one A4 page and save it at `path` through the app's one
    output writer (a regular file replaced whole, never a FIFO or device written into)."""
    write_output(path, render_pdf_report(review, student=student))


def render_pdf_report(review: AttemptReview, *, student: str = "") -> bytes:
    """The one-page report as PDF bytes, drawn in memory."""
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
