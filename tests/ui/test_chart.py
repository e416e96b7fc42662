"""TrendChart: data bookkeeping, real offscreen rendering, empty state, hover tooltips.

Rendering is checked on actual pixels from ``grab()`` (no mocks), because the point of
the widget is what it paints: the emphasized series must show up in the theme accent.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QMouseEvent
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from simulator.ui.chart import EMPTY_MESSAGE, SERIES_PALETTE, ChartSeries, TrendChart
from simulator.ui.chart_legend import distinct_labels
from simulator.ui.theme import DARK, LIGHT, current_colors

pytestmark = pytest.mark.gui

LABELS = ["3 Nov", "5 Nov", "8 Nov", "12 Nov", "14 Nov", "19 Nov"]
SCORE = ChartSeries("Score", [52.0, 58.0, 61.0, 55.0, 66.0, 74.0], emphasized=True)
TOPIC = ChartSeries("Distributed Training", [40.0, None, 50.0, 62.0, None, 90.0])


@pytest.fixture
def chart(qtbot: QtBot) -> TrendChart:
    widget = TrendChart(title="Score over time")
    qtbot.addWidget(widget)
    widget.resize(600, 300)
    return widget


@pytest.fixture
def dark_mode() -> Iterator[None]:
    """Flip the flag current_colors() reads, without restyling the whole test app."""
    app = QApplication.instance()
    assert app is not None
    before = app.property("examSimulatorDark")
    app.setProperty("examSimulatorDark", True)
    try:
        yield
    finally:
        app.setProperty("examSimulatorDark", before)


def count_near(image: QImage, color: str, tolerance: int = 12) -> int:
    """How many pixels are within ``tolerance`` per channel of ``color``."""
    target = QColor(color)
    rgb = image.convertToFormat(QImage.Format.Format_RGB32)
    data = bytes(rgb.constBits())
    stride = rgb.bytesPerLine()
    hits = 0
    for y in range(rgb.height()):
        row = data[y * stride : y * stride + rgb.width() * 4]
        for x in range(0, len(row), 4):  # little-endian RGB32 is B, G, R, X
            if (
                abs(row[x + 2] - target.red()) <= tolerance
                and abs(row[x + 1] - target.green()) <= tolerance
                and abs(row[x] - target.blue()) <= tolerance
            ):
                hits += 1
    return hits


def render(widget: TrendChart) -> QImage:
    return widget.grab().toImage()


def test_point_count_skips_none_gaps(chart: TrendChart) -> None:
    chart.set_data(LABELS, [SCORE, TOPIC], reference=70.0, reference_label="Pass mark")

    assert chart.series_count() == 2
    assert chart.point_count() == 6 + 4


def test_values_are_fitted_to_the_x_labels(chart: TrendChart) -> None:
    chart.set_data(
        ["a", "b", "c"], [ChartSeries("Long", [1, 2, 3, 4, 5]), ChartSeries("Short", [7])]
    )

    assert chart.point_count() == 3 + 1


def test_emphasized_series_is_drawn_in_the_accent_colour(chart: TrendChart) -> None:
    chart.set_data(LABELS, [SCORE, TOPIC], reference=70.0, reference_label="Pass mark")

    image = render(chart)

    ratio = image.devicePixelRatio()
    assert (image.width(), image.height()) == (round(600 * ratio), round(300 * ratio))
    assert count_near(image, current_colors().accent) > 200  # a 2.6px line across the plot
    assert count_near(image, SERIES_PALETTE[0]) > 50  # the topic line, in the first palette colour
    assert count_near(image, current_colors().warn, tolerance=20) > 50  # dashed pass mark


def test_dark_mode_uses_the_dark_accent(chart: TrendChart, dark_mode: None) -> None:
    chart.set_data(LABELS, [SCORE])
    QApplication.sendEvent(chart, QEvent(QEvent.Type.PaletteChange))

    image = render(chart)

    assert current_colors() is DARK
    assert count_near(image, DARK.accent) > 200
    assert count_near(image, LIGHT.accent, tolerance=4) == 0


def test_empty_state_renders_message_only(chart: TrendChart) -> None:
    chart.set_data([], [])

    image = render(chart)

    assert chart.point_count() == 0
    assert count_near(image, current_colors().accent) == 0
    assert count_near(image, current_colors().muted, tolerance=40) > 0  # the message text
    assert chart.accessibleDescription() == EMPTY_MESSAGE


def test_series_without_values_count_as_empty(chart: TrendChart) -> None:
    chart.set_data(["a", "b"], [ChartSeries("Score", [None, None], emphasized=True)])

    render(chart)

    assert chart.point_count() == 0
    assert chart.accessibleDescription() == EMPTY_MESSAGE


def test_sixty_x_labels_are_thinned_without_overlap(chart: TrendChart) -> None:
    labels = [f"{day % 28 + 1} Nov" for day in range(60)]
    values = [40 + (day * 7) % 50 for day in range(60)]
    chart.set_data(labels, [ChartSeries("Score", values, emphasized=True)], reference=70.0)

    render(chart)

    shown = chart._compute_layout().x_labels
    assert 2 <= len(shown) < 60
    assert shown[-1][0] == 59  # the latest attempt is always labelled
    for (_, left), (_, right) in pairwise(shown):
        assert left.right() < right.left()
    assert all(rect.left() >= 0 and rect.right() <= chart.width() for _, rect in shown)


def test_hovering_a_point_shows_its_value(chart: TrendChart, qtbot: QtBot) -> None:
    chart.set_data(LABELS, [SCORE, TOPIC])
    chart.show()
    qtbot.waitExposed(chart)
    layout = chart._compute_layout()
    target = QPointF(layout.x_positions[5], layout.plot.bottom() - layout.plot.height() * 0.90)

    move = QMouseEvent(
        QEvent.Type.MouseMove,
        target,
        chart.mapToGlobal(target),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(chart, move)

    assert QToolTip.text() == "Distributed Training: 90% (19 Nov)"
    QToolTip.hideText()


def test_accessible_text_summarises_latest_values(chart: TrendChart, qtbot: QtBot) -> None:
    chart.set_data(LABELS, [SCORE, TOPIC], reference=70.0, reference_label="Pass mark")

    assert chart.accessibleName() == "Score over time"
    description = chart.accessibleDescription()
    assert "Score 74% (19 Nov)" in description
    assert "Distributed Training 90% (19 Nov)" in description
    assert "Pass mark 70%" in description
    untitled = TrendChart()
    qtbot.addWidget(untitled)
    assert untitled.accessibleName() == "Trend chart"


def test_elided_legend_entry_shows_full_name_on_hover(qtbot: QtBot) -> None:
    chart = TrendChart()
    qtbot.addWidget(chart)
    chart.resize(300, 200)
    long_name = "Monitoring, Observability and Incident Response for Production Models"
    chart.set_data(LABELS, [SCORE, ChartSeries(long_name, [50.0] * 6)])

    entry = next(item for item in chart._compute_layout().legend if item.full_text == long_name)

    assert entry.text != long_name  # elided to fit
    assert chart._legend_tooltip(entry.text_pos + QPointF(2, -2)) == long_name


def test_size_hints_are_sensible(chart: TrendChart) -> None:
    assert chart.sizeHint().width() >= 480
    assert chart.sizeHint().height() >= 240
    assert chart.minimumSizeHint().width() <= chart.sizeHint().width()
    assert chart.minimumSizeHint().height() <= chart.sizeHint().height()


def test_legend_names_that_elide_alike_stay_distinct(chart: TrendChart) -> None:
    metrics = QFontMetricsF(chart.font())
    names = ["Deep Learning Frameworks", "Deep Learning Fundamentals", "Inference"]
    width = metrics.horizontalAdvance("Deep Learn…")
    shown = distinct_labels(names, metrics, width)
    assert len(set(shown)) == 3
    assert shown[0].startswith("…") and shown[1].startswith("…")
    assert shown[2] == "Inference"
