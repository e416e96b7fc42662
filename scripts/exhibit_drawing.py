"""Drawing words for the bank's exhibits: a canvas, plot axes and a terminal listing.

Used by `draw_exhibits.py`; kept apart so each exhibit there reads as what it shows.
Fonts are DejaVu (shipped with most Linux systems and with Qt's own font fallback),
so a redraw on another machine looks the same.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPen

WIDTH = 720

INK = QColor("#1f2328")
MUTED = QColor("#59636e")
GRID = QColor("#d8dee4")
PAPER = QColor("#ffffff")
BLUE = QColor("#2f6fba")
GREEN = QColor("#3f8f4f")
ORANGE = QColor("#d9822b")
RED = QColor("#c0392b")
PURPLE = QColor("#7b52ab")
TERMINAL = QColor("#1e1e1e")
TERMINAL_INK = QColor("#e6e6e6")
SANS = "DejaVu Sans"
MONO = "DejaVu Sans Mono"


class Canvas:
    """A white picture with a painter and a few drawing words (text, box, line)."""

    def __init__(self, height: int, width: int = WIDTH, background: QColor = PAPER) -> None:
        self.image = QImage(width, height, QImage.Format.Format_RGB32)
        self.image.fill(background)
        self.width, self.height = width, height
        self.p = QPainter(self.image)
        self.p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.p.setRenderHint(QPainter.RenderHint.TextAntialiasing)

    def font(self, size: float = 12, *, bold: bool = False, mono: bool = False) -> QFont:
        font = QFont(MONO if mono else SANS)
        font.setPixelSize(round(size))
        font.setBold(bold)
        self.p.setFont(font)
        return font

    def text(
        self,
        x: float,
        y: float,
        words: str,
        *,
        size: float = 12,
        color: QColor = INK,
        bold: bool = False,
        mono: bool = False,
        align: str = "left",
    ) -> None:
        """`words` with its baseline at y; `align` left, center or right of x."""
        font = self.font(size, bold=bold, mono=mono)
        width = QFontMetricsF(font).horizontalAdvance(words)
        shift = {"left": 0.0, "center": width / 2, "right": width}[align]
        self.p.setPen(color)
        self.p.drawText(QPointF(x - shift, y), words)

    def box(
        self, x: float, y: float, w: float, h: float, fill: QColor, edge: QColor | None = None
    ) -> None:
        self.p.setPen(QPen(edge, 1) if edge is not None else Qt.PenStyle.NoPen)
        self.p.setBrush(fill)
        self.p.drawRect(QRectF(x, y, w, h))

    def line(
        self, x1: float, y1: float, x2: float, y2: float, color: QColor = INK, width: float = 1
    ) -> None:
        self.p.setPen(QPen(color, width))
        self.p.drawLine(QPointF(x1, y1), QPointF(x2, y2))

    def polyline(self, points: Sequence[tuple[float, float]], color: QColor, width: float) -> None:
        self.p.setPen(QPen(color, width))
        self.p.setBrush(Qt.BrushStyle.NoBrush)
        self.p.drawPolyline([QPointF(x, y) for x, y in points])

    def dot(self, x: float, y: float, radius: float, color: QColor) -> None:
        self.p.setPen(Qt.PenStyle.NoPen)
        self.p.setBrush(color)
        self.p.drawEllipse(QPointF(x, y), radius, radius)

    def done(self) -> QImage:
        self.p.end()
        return self.image


class Axes:
    """A plot area mapping data to pixels, linear or base-2/base-10 logarithmic."""

    def __init__(
        self,
        c: Canvas,
        area: QRectF,
        x_range: tuple[float, float],
        y_range: tuple[float, float],
        *,
        x_log: bool = False,
        y_log: bool = False,
        frame: bool = True,
    ) -> None:
        self.c, self.area = c, area
        self.x_range, self.y_range, self.x_log, self.y_log = x_range, y_range, x_log, y_log
        if frame:
            c.box(area.x(), area.y(), area.width(), area.height(), PAPER, GRID)

    def twin(self, y_range: tuple[float, float]) -> Axes:
        """Axes over the same area and x scale with their own y scale (a right-hand axis)."""
        return Axes(self.c, self.area, self.x_range, y_range, x_log=self.x_log, frame=False)

    @staticmethod
    def _scale(value: float, low: float, high: float, log: bool) -> float:
        if log:
            return (math.log(value) - math.log(low)) / (math.log(high) - math.log(low))
        return (value - low) / (high - low)

    def x(self, value: float) -> float:
        share = self._scale(value, *self.x_range, self.x_log)
        return self.area.left() + share * self.area.width()

    def y(self, value: float) -> float:
        share = self._scale(value, *self.y_range, self.y_log)
        return self.area.bottom() - share * self.area.height()

    def x_ticks(self, ticks: Sequence[tuple[float, str]], title: str) -> None:
        for value, label in ticks:
            self.c.line(self.x(value), self.area.top(), self.x(value), self.area.bottom(), GRID)
            self.c.text(self.x(value), self.area.bottom() + 15, label, size=11, align="center")
        self.c.text(self.area.center().x(), self.area.bottom() + 32, title, size=12, align="center")

    def y_ticks(
        self,
        ticks: Sequence[tuple[float, str]],
        title: str,
        *,
        right: bool = False,
        color: QColor = INK,
    ) -> None:
        for value, label in ticks:
            if not right:
                self.c.line(self.area.left(), self.y(value), self.area.right(), self.y(value), GRID)
            x = self.area.right() + 6 if right else self.area.left() - 6
            self.c.text(
                x,
                self.y(value) + 4,
                label,
                size=11,
                color=color,
                align="left" if right else "right",
            )
        self.c.p.save()
        x = self.area.right() + 52 if right else self.area.left() - 62
        self.c.p.translate(x, self.area.center().y())
        self.c.p.rotate(90 if right else -90)
        self.c.text(0, 0, title, size=12, color=color, align="center")
        self.c.p.restore()

    def curve(self, points: Sequence[tuple[float, float]], color: QColor, width: float = 2) -> None:
        self.c.polyline([(self.x(a), self.y(b)) for a, b in points], color, width)


def legend(c: Canvas, x: float, y: float, entries: Sequence[tuple[str, QColor]]) -> None:
    for label, color in entries:
        c.line(x, y - 4, x + 22, y - 4, color, 3)
        c.text(x + 28, y, label, size=12)
        y += 18


def terminal(lines: Sequence[str], *, size: float = 12.5, line_height: float = 17) -> QImage:
    """Lines of a terminal, light on dark, in a picture as wide as its longest line."""
    # DejaVu Sans Mono advances 0.602 em per character; computed, not measured, so the
    # picture has the same size wherever it is redrawn
    longest = max(len(line) for line in lines) * 0.602 * round(size)
    width = min(WIDTH, math.ceil(longest) + 24)
    height = round(20 + line_height * len(lines))
    c = Canvas(height, width=width, background=TERMINAL)
    for i, line in enumerate(lines):
        c.text(12, 20 + i * line_height, line, size=size, mono=True, color=TERMINAL_INK)
    return c.done()
