"""The legend of a trend chart: entries flowed into rows, elided to fit, painted.

Split from `simulator.ui.chart` so the chart module keeps to the plot itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from simulator.ui.theme import current_colors

MARKER_RADIUS = 3.8


@dataclass(frozen=True)
class LegendItem:
    """One entry: its swatch, where its text goes, and the text as shown and in full."""

    swatch: QRectF
    text_pos: QPointF
    text: str  # as shown, possibly elided
    full_text: str
    color: QColor
    style: str  # "emphasized", "plain" or "reference"
    width: float


def flow_legend(
    entries: Sequence[tuple[str, QColor, str]],
    metrics: QFontMetricsF,
    left: float,
    top: float,
    available: float,
    cap: float,
) -> tuple[tuple[LegendItem, ...], float]:
    line = metrics.height()
    swatch_width = line * 1.3
    gap = line * 0.35
    spacing = line * 1.1
    row_gap = line * 0.25
    x, row = 0.0, 0
    items: list[LegendItem] = []
    max_text = max(line, min(cap, available) - swatch_width - gap)
    labels = distinct_labels([text for text, _, _ in entries], metrics, max_text)
    for (text, color, style), shown in zip(entries, labels, strict=True):
        item_width = swatch_width + gap + metrics.horizontalAdvance(shown)
        if x > 0 and x + item_width > available:
            x, row = 0.0, row + 1
        y = top + row * (line + row_gap)
        swatch = QRectF(left + x, y, swatch_width, line)
        text_pos = QPointF(left + x + swatch_width + gap, y + metrics.ascent())
        items.append(LegendItem(swatch, text_pos, shown, text, color, style, item_width))
        x += item_width + spacing
    rows = row + 1
    return tuple(items), rows * line + (rows - 1) * row_gap


def distinct_labels(names: Sequence[str], metrics: QFontMetricsF, width: float) -> list[str]:
    """Names shortened to `width`, never two alike: "Deep Lear…" twice says nothing.

    Names that would elide to the same text lose their shared beginning instead
    ("…Frameworks", "…Fundamentals"); if that still does not tell them apart, they are
    cut in the middle.
    """
    shown = [metrics.elidedText(n, Qt.TextElideMode.ElideRight, width) for n in names]
    for mode in ("suffix", "middle"):
        clashes = {s for s in shown if shown.count(s) > 1}
        if not clashes:
            break
        same = [i for i, s in enumerate(shown) if s in clashes]
        if mode == "middle":
            for i in same:
                shown[i] = metrics.elidedText(names[i], Qt.TextElideMode.ElideMiddle, width)
        else:
            shared = _shared_leading_words([names[i] for i in same])
            for i in same:
                rest = "…" + " ".join(names[i].split()[shared:])
                shown[i] = metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)
    return shown


def _shared_leading_words(names: Sequence[str]) -> int:
    """How many whole words every name starts with."""
    split = [n.split() for n in names]
    count = 0
    for words in zip(*split, strict=False):
        if len(set(words)) != 1:
            break
        count += 1
    return min(count, min(len(w) for w in split) - 1)


def legend_tooltip(items: Sequence[LegendItem], position: QPointF) -> str:
    """The full name of an elided legend entry under ``position``, else ""."""
    for item in items:
        area = QRectF(item.swatch.left(), item.swatch.top(), item.width, item.swatch.height())
        if item.text != item.full_text and area.contains(position):
            return item.full_text
    return ""


def paint_legend(painter: QPainter, items: Sequence[LegendItem], font: QFont) -> None:
    colors = current_colors()
    painter.setFont(font)
    for item in items:
        mid = item.swatch.center().y()
        if item.style == "reference":
            pen = QPen(item.color, 1.5, Qt.PenStyle.CustomDashLine)
            pen.setDashPattern([3, 2.5])
        else:
            pen = QPen(item.color, 2.6 if item.style == "emphasized" else 1.8)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawLine(QPointF(item.swatch.left(), mid), QPointF(item.swatch.right(), mid))
        if item.style == "emphasized":
            painter.setPen(QPen(QColor(colors.surface), 1.5))
            painter.setBrush(item.color)
            painter.drawEllipse(
                QPointF(item.swatch.center().x(), mid), MARKER_RADIUS, MARKER_RADIUS
            )
        painter.setPen(QColor(colors.text))
        painter.drawText(item.text_pos, item.text)
