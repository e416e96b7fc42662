"""The exam page's question navigator: one numbered button per question of the paper."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QPushButton, QWidget

from simulator.domain.paper import QuestionStatus
from simulator.ui.qtutil import repolish


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
        self._buttons: list[QPushButton] = []
        self._count = 0  # the buttons in use: the paper's length
        self._states: list[tuple[QuestionStatus, bool, bool] | None] = []
        self._columns = self.COLUMNS

    def set_count(self, count: int) -> None:
        """One button per question (buttons are kept and reused between attempts)."""
        while len(self._buttons) < count:
            index = len(self._buttons)
            button = QPushButton(str(index + 1), self)
            button.setObjectName("navButton")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setAccessibleName(self.tr("Go to question {number}").format(number=index + 1))
            button.clicked.connect(lambda _=False, i=index: self.jump.emit(i))
            self._buttons.append(button)
        for index, button in enumerate(self._buttons):
            button.setVisible(index < count)
        # What each button shows, kept here: asking Qt for a property on every button
        # at every move was a noticeable part of the next-question budget.
        self._states = [None] * len(self._buttons)
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
        state = (status, flagged, current)
        if self._states[index] == state:
            return
        self._states[index] = state
        button = self._buttons[index]
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
