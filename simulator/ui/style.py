"""The app's widget style: Fusion, with radio buttons, check boxes and focus rings that
stay visible in every theme.

Fusion draws indicator outlines a little darker than the window colour: on the dark
theme that is a dark outline on a dark background, and its checked radio button a
small grey dot. Here every indicator has a 2 px outline in the theme's `indicator`
colour, a checked one is filled with the accent and carries a mark in the accent's
text colour (a dot, a tick, a dash), and the keyboard focus ring is 2 px in `focus`.
Those colours are chosen, and tested, for at least 3:1 contrast with the backgrounds
they sit on (WCAG 2.1, non-text contrast) in the light, dark and high-contrast themes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QProxyStyle,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QWidget,
)

from simulator.ui.wheel_guard import GUARDED, guard_wheel

if TYPE_CHECKING:
    from simulator.ui.colors import Colors

_PE = QStyle.PrimitiveElement
_CHECKS = (_PE.PE_IndicatorCheckBox, _PE.PE_IndicatorItemViewItemCheck)
#: Text fields' frames (a line edit's; a text box's, as any styled frame).
_FIELD_FRAMES = (_PE.PE_FrameLineEdit, _PE.PE_Frame)


class ExamStyle(QProxyStyle):
    """Fusion with high-contrast indicators and focus rings in the colours of one theme."""

    def __init__(self, colors: Colors) -> None:
        super().__init__(QStyleFactory.create("Fusion"))
        self.colors = colors

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element == _PE.PE_IndicatorRadioButton:
            self._radio(option, painter)
        elif element in _CHECKS:
            self._check(option, painter)
        elif element == _PE.PE_FrameFocusRect:
            self._focus_ring(option, painter)
        elif element in _FIELD_FRAMES and self.colors.surface == self.colors.window:
            self._field_frame(option, painter)
        else:
            super().drawPrimitive(element, option, painter, widget)

    def polish(self, target: Any, /) -> Any:
        """Every widget passes here once before it is first shown (and again when the
        theme changes): combo and spin boxes get the wheel guard (see wheel_guard.py)."""
        if isinstance(target, GUARDED):
            guard_wheel(target)
        return super().polish(target)

    # ------------------------------------------------------------- drawing
    def _outline_and_fill(self, option: QStyleOption) -> tuple[QColor, QColor, bool]:
        c = self.colors
        state = option.state
        enabled = bool(state & QStyle.StateFlag.State_Enabled)
        on = bool(state & (QStyle.StateFlag.State_On | QStyle.StateFlag.State_NoChange))
        outline = QColor(c.accent if on else c.indicator)
        if not enabled:
            outline = QColor(c.muted)
        fill = QColor(c.accent if on else c.surface)
        if on and not enabled:
            fill = QColor(c.muted)
        return outline, fill, on

    def _box(self, option: QStyleOption) -> QRectF:
        """The indicator's square, 1 px inside the option's rect (room for the 2 px pen)."""
        rect = QRectF(option.rect)
        side = min(rect.width(), rect.height()) - 2
        return QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)

    def _radio(self, option: QStyleOption, painter: QPainter) -> None:
        outline, fill, on = self._outline_and_fill(option)
        box = self._box(option)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(outline, 2))
        painter.setBrush(fill)
        painter.drawEllipse(box)
        if on:  # a dot in the accent's text colour: shape, not colour alone, says "chosen"
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(self.colors.accent_text))
            radius = box.width() * 0.22
            painter.drawEllipse(box.center(), radius, radius)
        painter.restore()

    def _check(self, option: QStyleOption, painter: QPainter) -> None:
        outline, fill, on = self._outline_and_fill(option)
        box = self._box(option)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(outline, 2))
        painter.setBrush(fill)
        painter.drawRoundedRect(box, 3, 3)
        if on:
            mark = QPen(QColor(self.colors.accent_text), max(2.0, box.width() / 7))
            mark.setCapStyle(Qt.PenCapStyle.RoundCap)
            mark.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(mark)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            if option.state & QStyle.StateFlag.State_NoChange:
                middle = box.center().y()
                painter.drawLine(
                    QPointF(box.left() + box.width() * 0.25, middle),
                    QPointF(box.right() - box.width() * 0.25, middle),
                )
            else:
                tick = QPainterPath(QPointF(box.left() + box.width() * 0.22, box.center().y()))
                tick.lineTo(box.left() + box.width() * 0.42, box.bottom() - box.height() * 0.24)
                tick.lineTo(box.right() - box.width() * 0.2, box.top() + box.height() * 0.26)
                painter.drawPath(tick)
        painter.restore()

    def _field_frame(self, option: QStyleOption, painter: QPainter) -> None:
        """A 1 px outline in the indicator colour round a text field. Fusion shades the
        frame from the window colour, which vanishes where fields have the window's own
        colour (the high-contrast theme: black on black, the search field and the
        editor's boxes could not be seen)."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(self.colors.indicator), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(option.rect).adjusted(0.5, 0.5, -0.5, -0.5), 2, 2)
        painter.restore()

    def _focus_ring(self, option: QStyleOption, painter: QPainter) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(self.colors.focus), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(option.rect).adjusted(1, 1, -1, -1), 4, 4)
        painter.restore()
