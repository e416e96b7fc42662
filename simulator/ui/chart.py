"""A small line chart of percentages over attempts, painted with QPainter.

The app depends on PySide6-Essentials only, which has no QtCharts, and the History
page needs just one kind of chart: a few percentage series ("Score", per-topic
accuracy) over a short list of attempts. Painting it by hand keeps the dependency
list short and lets the chart take its colours from the app theme, so it follows
light/dark switches like every other widget.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from simulator.domain.messages import QT_TRANSLATE_NOOP
from simulator.ui.chart_legend import (
    MARKER_RADIUS,
    LegendItem,
    flow_legend,
    legend_tooltip,
    paint_legend,
)
from simulator.ui.format import format_percent
from simulator.ui.qtutil import plain_tip
from simulator.ui.theme import current_colors

EMPTY_MESSAGE = QT_TRANSLATE_NOOP("TrendChart", "No finished attempts yet")
Y_TICKS: tuple[int, ...] = (0, 25, 50, 75, 100)


# Qualitative colours for the non-emphasized series. Mid-luminance and saturated enough
# to read on both the light (#f4f6f9/#ffffff) and dark (#1b1e24/#252932) backgrounds,
# and kept away from the blue accent, which is reserved for the emphasized series.
SERIES_PALETTE: tuple[str, ...] = (
    "#e8833a",  # orange
    "#2a9d8f",  # teal
    "#c2418e",  # magenta
    "#8e6bd6",  # violet
    "#c9a227",  # mustard
    "#4f9d45",  # green
    "#d1553f",  # brick
    "#3fa7d6",  # sky
)


@dataclass(frozen=True)
class ChartSeries:
    """One line on the chart.

    ``values`` holds one percentage per x position; ``None`` means the series has no
    data at that attempt (a topic that was not asked), drawn as a gap in the line.
    """

    name: str
    values: Sequence[float | None]
    emphasized: bool = False
    color: str | None = None  # a colour of its own, outside the palette's order


@dataclass(frozen=True)
class _Layout:
    """Where everything goes for one widget size; recomputed on demand because it is cheap
    and keeps painting, hit-testing and tests agreeing on the same geometry."""

    title_rect: QRectF | None
    legend: tuple[LegendItem, ...]
    plot: QRectF
    x_positions: tuple[float, ...]
    x_labels: tuple[tuple[int, QRectF], ...]


def _scaled(font: QFont, factor: float, *, bold: bool = False) -> QFont:
    """A copy of ``font`` scaled by ``factor``, so sizes follow the user's font setting."""
    scaled = QFont(font)
    if font.pointSizeF() > 0:
        scaled.setPointSizeF(font.pointSizeF() * factor)
    elif font.pixelSize() > 0:
        scaled.setPixelSize(max(1, round(font.pixelSize() * factor)))
    scaled.setBold(bold)
    return scaled


def _clean(value: float | None) -> float | None:
    """Clamp to 0..100 and treat NaN/inf like missing data, so bad input never breaks painting."""
    if value is None:
        return None
    number = float(value)
    if not math.isfinite(number):
        return None
    return min(100.0, max(0.0, number))


class TrendChart(QWidget):
    """Percentages over attempts: a y axis 0-100%, one line per series, optional pass mark.

    The emphasized series (the overall score) gets the theme accent, a thicker line,
    point markers and a soft fill so it reads first; other series (topics) use a fixed
    qualitative palette. Hovering a point shows its exact value in a tooltip.
    """

    def __init__(self, parent: QWidget | None = None, *, title: str = "") -> None:
        super().__init__(parent)
        self._title = title
        self._x_labels: tuple[str, ...] = ()
        self._series: tuple[ChartSeries, ...] = ()
        self._values: tuple[tuple[float | None, ...], ...] = ()
        self._reference: float | None = None
        self._reference_label = ""
        self._hover: tuple[int, int] | None = None
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(title or self.tr("Trend chart"))
        self._update_accessible_description()

    # ----------------------------------------------------------------- public API

    def set_data(
        self,
        x_labels: Sequence[str],
        series: Sequence[ChartSeries],
        *,
        reference: float | None = None,
        reference_label: str = "",
    ) -> None:
        """Replace what the chart shows.

        ``x_labels`` decides the number of x positions (oldest attempt first); series
        values beyond it are ignored and missing ones count as gaps, so a caller's
        off-by-one shows as a short line rather than a crash on the History page.
        """
        self._x_labels = tuple(str(label) for label in x_labels)
        count = len(self._x_labels)
        self._series = tuple(series)
        self._values = tuple(
            tuple(_clean(v) for v in list(s.values)[:count])
            + (None,) * max(0, count - len(s.values))
            for s in self._series
        )
        self._reference = _clean(reference)
        self._reference_label = reference_label
        self._hover = None
        self._update_accessible_description()
        self.update()

    def series_count(self) -> int:
        """Number of series given (drawn or not), for callers and tests that check wiring."""
        return len(self._series)

    def point_count(self) -> int:
        """Number of drawn points (non-None values), so tests can check gaps without pixels."""
        return sum(v is not None for values in self._values for v in values)

    def sizeHint(self) -> QSize:  # Qt override
        """Wide rather than tall: trends read along the x axis."""
        return QSize(520, 260)

    def minimumSizeHint(self) -> QSize:  # Qt override
        """Enough for a legend row, five y labels and one row of x labels at the user's font."""
        line = self.fontMetrics().height()
        return QSize(max(240, line * 14), max(160, line * 8))

    # ------------------------------------------------------------------ helpers

    def _is_empty(self) -> bool:
        return self.point_count() == 0

    def _color_for(self, index: int) -> QColor:
        """Accent for emphasized series; palette colours in order for the others, so a
        topic keeps its colour as long as the caller keeps the series order stable."""
        series = self._series[index]
        if series.emphasized:
            return QColor(current_colors().accent)
        if series.color is not None:
            return QColor(series.color)
        plain = sum(1 for s in self._series[:index] if not s.emphasized and s.color is None)
        return QColor(SERIES_PALETTE[plain % len(SERIES_PALETTE)])

    def _reference_text(self) -> str:
        if self._reference is None:
            return ""
        value = format_percent(self._reference)
        if not self._reference_label:
            return value
        return self.tr("{label} {value}").format(label=self._reference_label, value=value)

    def _update_accessible_description(self) -> None:
        """Screen readers cannot see the lines, so describe the latest value of each series."""
        if self._is_empty():
            self.setAccessibleDescription(self.tr(EMPTY_MESSAGE))
            return
        parts = []
        for series, values in zip(self._series, self._values, strict=True):
            latest = next(
                (i for i in range(len(values) - 1, -1, -1) if values[i] is not None), None
            )
            if latest is not None:
                value = values[latest]
                assert value is not None
                parts.append(
                    self.tr("{series} {value} ({when})").format(
                        series=series.name,
                        value=format_percent(value),
                        when=self._x_labels[latest],
                    )
                )
        text = self.tr("%n attempt(s). Latest: {values}.", "", len(self._x_labels)).format(
            values="; ".join(parts)
        )
        if self._reference is not None:
            text += " " + self.tr("Reference line: {line}.").format(line=self._reference_text())
        self.setAccessibleDescription(text)

    def _y_for(self, plot: QRectF, value: float) -> float:
        return plot.bottom() - plot.height() * value / 100.0

    def _compute_layout(self) -> _Layout:
        """Lay out title, legend, plot area and x labels for the current size and font.

        Spacing is a fraction of the font's line height, so the chart scales with the
        user's font size and device pixel ratio without any fixed pixel sizes.
        """
        width, height = float(self.width()), float(self.height())
        small = QFontMetricsF(_scaled(self.font(), 0.9))
        line = small.height()
        pad = line * 0.75
        top = pad

        title_rect: QRectF | None = None
        if self._title:
            title_metrics = QFontMetricsF(_scaled(self.font(), 1.05, bold=True))
            title_rect = QRectF(pad, top, max(0.0, width - 2 * pad), title_metrics.height())
            top += title_metrics.height() + pad * 0.5

        legend, legend_height = self._layout_legend(
            small, pad, top, width - 2 * pad, budget=height * 0.25
        )
        if legend:
            top += legend_height + pad * 1.2

        y_label_width = small.horizontalAdvance(format_percent(100))
        plot = QRectF()
        plot.setLeft(pad + y_label_width + pad * 0.7)
        plot.setRight(max(plot.left() + 1, width - pad * 1.2))
        plot.setTop(top + line / 2)  # room for the "100%" label centred on the top gridline
        plot.setBottom(max(plot.top() + 1, height - pad - line - pad * 0.4))

        count = len(self._x_labels)
        widest = max((small.horizontalAdvance(t) for t in self._x_labels), default=0.0)
        inset = min(max(widest / 2, pad), plot.width() / 6)
        left, right = plot.left() + inset, plot.right() - inset
        if count == 1:
            x_positions: tuple[float, ...] = (plot.center().x(),)
        else:
            step = (right - left) / max(1, count - 1)
            x_positions = tuple(left + i * step for i in range(count))

        label_top = plot.bottom() + pad * 0.4
        x_labels = self._thin_x_labels(small, x_positions, label_top, pad, width)
        return _Layout(title_rect, legend, plot, x_positions, x_labels)

    def _layout_legend(
        self, metrics: QFontMetricsF, pad: float, top: float, available: float, budget: float
    ) -> tuple[tuple[LegendItem, ...], float]:
        """Flow legend entries left to right, wrapping onto new rows so none is clipped.

        With many long topic names in a short widget the legend could crowd out the plot,
        so if it would take more than ``budget`` height, names are elided to shorter and
        shorter widths (the tooltip still gives the full name) until it fits.
        """
        entries: list[tuple[str, QColor, str]] = [
            (s.name, self._color_for(i), "emphasized" if s.emphasized else "plain")
            for i, s in enumerate(self._series)
            if s.name
        ]
        if self._reference is not None:
            entries.append((self._reference_text(), QColor(current_colors().warn), "reference"))
        if not entries or available <= 0:
            return (), 0.0
        line = metrics.height()
        for cap in (available, line * 12, line * 9, line * 7):
            items, height = flow_legend(entries, metrics, pad, top, available, cap)
            if height <= budget:
                break
        return items, height

    def _thin_x_labels(
        self,
        metrics: QFontMetricsF,
        positions: tuple[float, ...],
        top: float,
        pad: float,
        width: float,
    ) -> tuple[tuple[int, QRectF], ...]:
        """Pick x labels that fit without overlapping, always keeping the latest attempt.

        A regular stride keeps the labels evenly spaced; the greedy overlap check after it
        is the guarantee (edge labels are shifted inwards to stay inside the widget).
        """
        count = len(positions)
        if count == 0:
            return ()
        widest = max(metrics.horizontalAdvance(t) for t in self._x_labels)
        min_gap = metrics.height() * 0.4
        spacing = (positions[-1] - positions[0]) / (count - 1) if count > 1 else math.inf
        stride = max(1, math.ceil((widest + min_gap) / spacing)) if spacing > 0 else count
        chosen: list[tuple[int, QRectF]] = []
        for index in range(count - 1, -1, -1):
            if (count - 1 - index) % stride:
                continue
            text_width = metrics.horizontalAdvance(self._x_labels[index])
            left = positions[index] - text_width / 2
            left = max(pad, min(left, width - pad - text_width))
            rect = QRectF(left, top, text_width, metrics.height())
            if chosen and rect.right() + min_gap > chosen[-1][1].left():
                continue
            chosen.append((index, rect))
        chosen.reverse()
        return tuple(chosen)

    def _points(self, layout: _Layout) -> list[tuple[int, int, QPointF]]:
        """(series index, x index, position) of every drawn point, for markers and hover."""
        points = []
        for s_index, values in enumerate(self._values):
            for x_index, value in enumerate(values):
                if value is not None:
                    position = QPointF(layout.x_positions[x_index], self._y_for(layout.plot, value))
                    points.append((s_index, x_index, position))
        return points

    def _runs(self, layout: _Layout, s_index: int) -> list[list[QPointF]]:
        """Contiguous stretches of a series: a None value breaks the line into runs."""
        runs: list[list[QPointF]] = []
        current: list[QPointF] = []
        for x_index, value in enumerate(self._values[s_index]):
            if value is None:
                if current:
                    runs.append(current)
                current = []
            else:
                current.append(
                    QPointF(layout.x_positions[x_index], self._y_for(layout.plot, value))
                )
        if current:
            runs.append(current)
        return runs

    def _hit(self, position: QPointF) -> tuple[int, int] | None:
        """The point nearest to ``position`` within a finger-friendly radius, if any.

        Emphasized series win ties because they are drawn on top.
        """
        if self._is_empty():
            return None
        radius = max(8.0, self.fontMetrics().height() * 0.75)
        best: tuple[float, int, int] | None = None
        for s_index, x_index, point in self._points(self._compute_layout()):
            distance = math.hypot(point.x() - position.x(), point.y() - position.y())
            if distance > radius:
                continue
            rank = distance - (0.5 if self._series[s_index].emphasized else 0.0)
            if best is None or rank < best[0]:
                best = (rank, s_index, x_index)
        return None if best is None else (best[1], best[2])

    def _tooltip_text(self, hit: tuple[int, int]) -> str:
        s_index, x_index = hit
        value = self._values[s_index][x_index]
        assert value is not None
        name = self._series[s_index].name
        return self.tr("{series}: {value} ({when})").format(
            series=name, value=format_percent(value), when=self._x_labels[x_index]
        )

    def _legend_tooltip(self, position: QPointF) -> str:
        """The full name of an elided legend entry under ``position``, else ""."""
        return "" if self._is_empty() else legend_tooltip(self._compute_layout().legend, position)

    # ------------------------------------------------------------------- events

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # Qt override
        hit = self._hit(event.position())
        if hit != self._hover:
            self._hover = hit
            self.update()
        text = (
            self._tooltip_text(hit) if hit is not None else self._legend_tooltip(event.position())
        )
        if text:
            QToolTip.showText(event.globalPosition().toPoint(), plain_tip(text), self)
        else:
            QToolTip.hideText()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # Qt override
        if self._hover is not None:
            self._hover = None
            self.update()
        super().leaveEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        """Colours come from the theme, which changes together with the palette."""
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.update()
        elif event.type() == QEvent.Type.FontChange:
            self.updateGeometry()
            self.update()
        super().changeEvent(event)

    # ----------------------------------------------------------------- painting

    def paintEvent(self, _event: QPaintEvent) -> None:  # Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        try:
            if self._is_empty():
                self._paint_empty(painter)
            else:
                self._paint_chart(painter)
        finally:
            painter.end()

    def _paint_title(self, painter: QPainter, rect: QRectF) -> None:
        colors = current_colors()
        font = _scaled(self.font(), 1.05, bold=True)
        painter.setFont(font)
        painter.setPen(QColor(colors.text))
        text = QFontMetricsF(font).elidedText(
            self._title, Qt.TextElideMode.ElideRight, rect.width()
        )
        painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)

    def _paint_empty(self, painter: QPainter) -> None:
        colors = current_colors()
        area = QRectF(self.rect())
        layout_title = self._compute_layout().title_rect
        if layout_title is not None:
            self._paint_title(painter, layout_title)
        painter.setFont(self.font())
        painter.setPen(QColor(colors.muted))
        painter.drawText(
            area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.tr(EMPTY_MESSAGE)
        )

    def _paint_chart(self, painter: QPainter) -> None:
        colors = current_colors()
        layout = self._compute_layout()
        plot = layout.plot
        small = _scaled(self.font(), 0.9)
        metrics = QFontMetricsF(small)
        painter.setFont(small)

        # Gridlines on half-pixel centres so 1px lines stay crisp at any device pixel ratio.
        for tick in Y_TICKS:
            y = round(self._y_for(plot, tick)) + 0.5
            grid = QColor(colors.muted if tick == 0 else colors.border)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            label_rect = QRectF(
                0, y - metrics.height() / 2, plot.left() - metrics.height() * 0.4, metrics.height()
            )
            painter.setPen(QColor(colors.muted))
            painter.drawText(
                label_rect,
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                format_percent(tick),
            )

        if self._reference is not None:
            y = round(self._y_for(plot, self._reference)) + 0.5
            pen = QPen(QColor(colors.warn), 1.5, Qt.PenStyle.CustomDashLine)
            pen.setDashPattern([5, 4])
            painter.setPen(pen)
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))

        order = sorted(range(len(self._series)), key=lambda i: self._series[i].emphasized)
        for s_index in order:
            self._paint_series(painter, layout, s_index)

        if self._hover is not None:
            s_index, x_index = self._hover
            value = self._values[s_index][x_index]
            if value is not None:
                center = QPointF(layout.x_positions[x_index], self._y_for(plot, value))
                halo = self._color_for(s_index)
                halo.setAlpha(70)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(halo)
                painter.drawEllipse(center, 8.0, 8.0)
                painter.setBrush(self._color_for(s_index))
                painter.setPen(QPen(QColor(colors.surface), 1.5))
                painter.drawEllipse(center, MARKER_RADIUS + 0.7, MARKER_RADIUS + 0.7)

        painter.setPen(QColor(colors.muted))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for index, rect in layout.x_labels:
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._x_labels[index])

        paint_legend(painter, layout.legend, small)
        if layout.title_rect is not None:
            self._paint_title(painter, layout.title_rect)

    def _paint_series(self, painter: QPainter, layout: _Layout, s_index: int) -> None:
        colors = current_colors()
        emphasized = self._series[s_index].emphasized
        color = self._color_for(s_index)
        runs = self._runs(layout, s_index)

        if emphasized:
            # A soft fill under the main line makes it read first without hiding the others.
            gradient = QLinearGradient(0, layout.plot.top(), 0, layout.plot.bottom())
            top_color, bottom_color = QColor(color), QColor(color)
            top_color.setAlpha(55)
            bottom_color.setAlpha(0)
            gradient.setColorAt(0, top_color)
            gradient.setColorAt(1, bottom_color)
            for run in runs:
                if len(run) < 2:
                    continue
                area = QPainterPath(QPointF(run[0].x(), layout.plot.bottom()))
                for point in run:
                    area.lineTo(point)
                area.lineTo(QPointF(run[-1].x(), layout.plot.bottom()))
                area.closeSubpath()
                painter.fillPath(area, gradient)

        pen = QPen(color, 2.6 if emphasized else 1.7)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for run in runs:
            if len(run) >= 2:
                path = QPainterPath(run[0])
                for point in run[1:]:
                    path.lineTo(point)
                painter.drawPath(path)

        # Markers: the main series gets one per point while they have room (with dozens of
        # attempts they would merge into a bead chain, so then only the latest is marked).
        # Lone points of any series always get one: without it they would be invisible.
        positions = layout.x_positions
        spacing = (positions[-1] - positions[0]) / (len(positions) - 1) if len(positions) > 1 else 0
        roomy = len(positions) == 1 or spacing >= MARKER_RADIUS * 3.5
        last = runs[-1][-1] if runs else None
        painter.setPen(QPen(QColor(colors.surface), 1.5))
        painter.setBrush(color)
        radius = MARKER_RADIUS if emphasized else MARKER_RADIUS * 0.85
        for run in runs:
            for point in run:
                if len(run) == 1 or (emphasized and (roomy or point is last)):
                    painter.drawEllipse(point, radius, radius)
