"""Small reusable widgets: word-wrapping choice buttons, the question navigator, bars."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QDialog,
    QGridLayout,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionButton,
    QStyleOptionViewItem,
    QStylePainter,
    QWidget,
)

from simulator.ui.theme import current_colors

_WRAP = Qt.TextFlag.TextWordWrap
_MAX_NATURAL_WIDTH = 640


if TYPE_CHECKING:  # the mixin is only ever mixed into a QAbstractButton subclass
    _ButtonBase = QAbstractButton
else:
    _ButtonBase = object


class _WrappingButton(_ButtonBase):
    """Mixin for QRadioButton/QCheckBox whose long choice texts wrap instead of clipping.

    Qt's radio buttons and check boxes draw their text on one line. A bank choice can
    be a whole sentence, so these draw the indicator through the style (keeping the
    theme) and the text themselves, word-wrapped, and report height-for-width.
    """

    _control: QStyle.ControlElement
    _contents: QStyle.SubElement

    def _init_wrapping(self) -> None:
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        # Layouts ask for the same widths many times per question; the text never
        # changes after creation, so only font or style changes invalidate the answers.
        self._heights: dict[int, int] = {}

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._heights.clear()
        super().changeEvent(event)

    def _option(self) -> QStyleOptionButton:
        option = QStyleOptionButton()
        self.initStyleOption(option)  # type: ignore[attr-defined]
        return option

    def _text_rect(self, width: int | None = None) -> QRect:
        option = self._option()
        if width is not None:
            option.rect = QRect(0, 0, width, self.height())
        contents = self.style().subElementRect(self._contents, option, self)
        left = contents.left() + 2
        return QRect(left, 0, max(40, option.rect.width() - left - 4), option.rect.height())

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        cached = self._heights.get(width)
        if cached is not None:
            return cached
        rect = self._text_rect(width)
        text = self.fontMetrics().boundingRect(
            QRect(0, 0, rect.width(), 100_000), _WRAP, self.text()
        )
        indicator = self.style().pixelMetric(
            QStyle.PixelMetric.PM_IndicatorHeight, self._option(), self
        )
        height = self._heights[width] = max(text.height(), indicator) + 14
        return height

    def sizeHint(self) -> QSize:
        natural = self.fontMetrics().horizontalAdvance(self.text())
        width = self._text_rect(1000).left() + min(natural, _MAX_NATURAL_WIDTH) + 8
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(160, self.heightForWidth(160))

    def hitButton(self, pos: QPoint) -> bool:
        return self.rect().contains(pos)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = self._option()
        option.text = ""
        painter.drawControl(self._control, option)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.setFont(self.font())
        rect = self._text_rect()
        painter.drawText(
            rect,
            int(_WRAP | Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
            self.text(),
        )


class ChoiceRadioButton(_WrappingButton, QRadioButton):
    """A single-select choice."""

    _control = QStyle.ControlElement.CE_RadioButton
    _contents = QStyle.SubElement.SE_RadioButtonContents

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._init_wrapping()


class ChoiceCheckBox(_WrappingButton, QCheckBox):
    """A multi-select choice."""

    _control = QStyle.ControlElement.CE_CheckBox
    _contents = QStyle.SubElement.SE_CheckBoxContents

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._init_wrapping()


def open_transient(box: QDialog) -> None:
    """Open a dialog without blocking; once closed it gives up its name and is deleted.

    Dropping the object name at once matters: deletion waits for the event loop, and
    until then `findChild(..., name)` would still find the old, closed dialog.
    """

    def closed(_result: int) -> None:
        box.setObjectName("")
        box.deleteLater()

    box.finished.connect(closed)
    box.open()


def repolish(widget: QWidget) -> None:
    """Re-apply the style sheet after a dynamic property used in selectors changed."""
    widget.style().unpolish(widget)
    widget.style().polish(widget)
    widget.update()


class QuestionNavigator(QWidget):
    """A grid of numbered buttons: answered, flagged and current question at a glance.

    Signals:
        jump(int): the user clicked the button of that question index.
    """

    jump = Signal(int)
    COLUMNS = 10

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("questionNavigator")
        self._layout = QGridLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(4)
        self._buttons: list[QPushButton] = []

    def set_count(self, count: int) -> None:
        for button in self._buttons:
            button.deleteLater()
        self._buttons = []
        for index in range(count):
            button = QPushButton(str(index + 1), self)
            button.setObjectName("navButton")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setAccessibleName(f"Go to question {index + 1}")
            button.clicked.connect(lambda _=False, i=index: self.jump.emit(i))
            self._layout.addWidget(button, index // self.COLUMNS, index % self.COLUMNS)
            self._buttons.append(button)

    def button(self, index: int) -> QPushButton:
        return self._buttons[index]

    def update_state(self, index: int, *, answered: bool, flagged: bool, current: bool) -> None:
        button = self._buttons[index]
        state = (answered, flagged, current)
        if button.property("state") == state:
            return
        button.setProperty("state", state)
        button.setProperty("answered", answered)
        button.setProperty("flagged", flagged)
        button.setProperty("current", current)
        words = ["answered" if answered else "not answered"]
        if flagged:
            words.append("flagged")
        button.setToolTip(f"Question {index + 1}: {', '.join(words)}")
        repolish(button)


class PercentBarDelegate(QStyledItemDelegate):
    """Draws a horizontal bar behind a percentage cell (topic tables)."""

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        value = index.data(Qt.ItemDataRole.UserRole)
        if isinstance(value, (int, float)):
            colors = current_colors()
            rect = option.rect.adjusted(4, 5, -4, -5)
            painter.save()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(colors.border))
            painter.drawRoundedRect(rect, 3, 3)
            filled = QRect(rect)
            filled.setWidth(int(rect.width() * max(0.0, min(100.0, float(value))) / 100))
            color = QColor(
                colors.good if value >= 70 else colors.warn if value >= 50 else colors.bad
            )
            color.setAlpha(150)
            painter.setBrush(color)
            painter.drawRoundedRect(filled, 3, 3)
            painter.restore()
        super().paint(painter, option, index)
