"""The exam page's question navigator: one numbered button per question of the paper."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QEnterEvent, QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import QGridLayout, QPushButton, QStyle, QStyleOptionButton, QWidget

from simulator.domain.paper import QuestionStatus
from simulator.ui.qtutil import blank_picture, repolish
from simulator.ui.theme import look_generation


class NavButton(QPushButton):
    """One question's button, painted from a picture of its look.

    Sixty buttons drawn through the style sheet (rounded borders, dashed when
    incomplete) were a third of the work of showing the next question whenever the
    navigator repainted as a whole (the whole page, a scroll, a resize). The style
    draws each look (number, state, size) once per theme and text size into a
    picture that all buttons share; a button under the pointer, pressed, or not yet
    given a state is drawn live. It stays a real QPushButton: its click, accessible
    name and tooltip are the button's own.
    """

    #: Looks kept at most (a few per question: answered, flagged, current…).
    KEPT_LOOKS = 2000

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        #: What the navigator last set: status, flagged, current (None: nothing yet).
        self.state: tuple[QuestionStatus, bool, bool] | None = None
        #: The picture this button paints, for the look generation in `_look_of` (None:
        #: look it up again). Kept here so that a paint asks Qt nothing: sixty buttons
        #: repaint with the page.
        self._look: QPixmap | None = None
        self._look_of = -1
        self._pointer_over = False  # under the mouse (or pressed): drawn live

    def set_state(self, state: tuple[QuestionStatus, bool, bool] | None) -> None:
        self.state = state
        self._look = None

    def paintEvent(self, event: QPaintEvent) -> None:
        look = self._look
        if look is None or self._pointer_over or self._look_of != look_generation():
            look = self._look = self._current_look()
            if look is None:
                super().paintEvent(event)
                return
        painter = QPainter(self)
        painter.drawPixmap(0, 0, look)
        painter.end()

    def _current_look(self) -> QPixmap | None:
        """The shared picture of this button's look (None: draw it live)."""
        if self.state is None or self.underMouse() or self.isDown():
            return None
        ratio = self.devicePixelRatioF()
        if _LOOKS_OF[0] != look_generation():
            _LOOKS.clear()
            _LOOKS_OF[0] = look_generation()
        self._look_of = _LOOKS_OF[0]
        key = (self.text(), self.state, self.isEnabled(), self.width(), self.height(), ratio)
        look = _LOOKS.get(key)
        if look is None:
            look = self._draw_look(ratio)
            if len(_LOOKS) >= self.KEPT_LOOKS:
                _LOOKS.clear()
            _LOOKS[key] = look
        return look

    def enterEvent(self, event: QEnterEvent) -> None:
        self._pointer_over = True
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._pointer_over = False
        self._look = None
        super().leaveEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._look = None
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        self._look = None  # enabled, font, palette, style or screen
        super().changeEvent(event)

    def _draw_look(self, ratio: float) -> QPixmap:
        """What QPushButton's own paintEvent draws, drawn into a picture instead."""
        look = blank_picture(self, ratio)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        painter = QPainter(look)
        self.style().drawControl(QStyle.ControlElement.CE_PushButton, option, painter, self)
        painter.end()
        return look


#: The looks drawn so far, shared by every button: (number, state, enabled, size) ->
#: picture, for the look generation in `_LOOKS_OF` (a new theme or text size).
_LOOKS: dict[tuple[object, ...], QPixmap] = {}
_LOOKS_OF = [-1]


class QuestionNavigator(QWidget):
    """A grid of numbered buttons: answered, incomplete, flagged and current at a glance.

    Signals:
        jump(int): the user clicked the button of that question index.
    """

    jump = Signal(int)
    COLUMNS = 10
    CELL = 34  # a button and its spacing, in pixels

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("questionNavigator")
        self._layout = QGridLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(4)
        self._layout.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._buttons: list[NavButton] = []
        self._count = 0  # the buttons in use: the paper's length
        self._columns = self.COLUMNS

    def set_count(self, count: int) -> None:
        """One button per question (buttons are kept and reused between attempts)."""
        while len(self._buttons) < count:
            index = len(self._buttons)
            button = NavButton(str(index + 1), self)
            button.setObjectName("navButton")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setAccessibleName(self.tr("Go to question {number}").format(number=index + 1))
            button.clicked.connect(lambda _=False, i=index: self.jump.emit(i))
            self._buttons.append(button)
        for index, button in enumerate(self._buttons):
            button.setVisible(index < count)
            button.set_state(None)
        self._count = count
        self._arrange()

    def set_columns(self, columns: int) -> None:
        """Fewer columns on a narrow window (the numbers stay in reading order)."""
        if columns != self._columns:
            self._columns = columns
            self._arrange()

    def _arrange(self) -> None:
        for button in self._buttons:
            self._layout.removeWidget(button)
        for index, button in enumerate(self._buttons[: self._count]):
            self._layout.addWidget(button, index // self._columns, index % self._columns)

    def button(self, index: int) -> QPushButton:
        return self._buttons[index]

    def update_state(
        self, index: int, *, status: QuestionStatus, flagged: bool, current: bool
    ) -> None:
        button = self._buttons[index]
        state = (status, flagged, current)
        if button.state == state:  # kept in Python: asking Qt costs time at every move
            return
        button.set_state(state)
        button.setProperty("answered", status is QuestionStatus.ANSWERED)
        button.setProperty("incomplete", status is QuestionStatus.INCOMPLETE)
        button.setProperty("flagged", flagged)
        button.setProperty("current", current)
        standing = {
            QuestionStatus.ANSWERED: self.tr("answered"),
            QuestionStatus.INCOMPLETE: self.tr("incomplete"),
            QuestionStatus.UNANSWERED: self.tr("not answered"),
        }[status]
        tip = (
            self.tr("Question {number}: {standing}, flagged")
            if flagged
            else self.tr("Question {number}: {standing}")
        )
        button.setToolTip(tip.format(number=index + 1, standing=standing))
        repolish(button)
