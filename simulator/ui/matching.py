"""A matching question on the exam page: one drop-down per left item, the options above.

Each left item is a row: its text, then a combo box (`matchCombo0` … `matchComboN`,
accessible name = the left item's text, items = the right-hand options in exam order,
each with its letter, so a long one cut short in a narrow window is still known by it)
that starts empty and shows "Choose a match". Delete or Backspace in a combo, or its ×
button, clears it again. The options are also listed above the rows, lettered, so a
candidate reads them once and can cross out (right-click, or Shift with the letter)
the ones already used; a crossed-out option is drawn struck through in every combo too.

The rows are pooled like the choice buttons (twelve at most), so showing the next
question re-labels widgets instead of building them. Behaviour lives in
`typed_answers.py`; this widget only shows what it is told and reports what the
candidate did.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from simulator.domain.question_types import MAX_PAIRS
from simulator.ui.layout import muted
from simulator.ui.theme import current_colors
from simulator.ui.widgets import WrappedLabel

#: The letters the options are listed by (and struck out with, Shift+letter).
OPTION_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _show(widget: QWidget, shown: bool) -> None:
    """Show or hide, touching the widget only when that changes (showing the next
    question must stay within a frame)."""
    if widget.isHidden() == shown:
        widget.setVisible(shown)


class OptionLabel(WrappedLabel):
    """One lettered right-hand option in the list above the rows; right-click strikes it.

    Signals:
        strike_requested(int): right-click on the option at this display index.
    """

    strike_requested = Signal(int)

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.setTextFormat(Qt.TextFormat.RichText)  # the text is escaped
        self.setProperty("struckOut", False)
        self._plain = ""

    def set_option(self, plain: str) -> None:
        self._plain = plain
        self._draw()

    def set_struck_out(self, struck: bool) -> None:
        if self.property("struckOut") != struck:
            self.setProperty("struckOut", struck)
            self._draw()

    def _draw(self) -> None:
        text = f"{OPTION_LETTERS[self.index]}. {escape(self._plain)}"
        if self.property("struckOut"):
            text = f'<s style="color:{current_colors().muted}">{text}</s>'
        self.setText(text)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton and self.isEnabled():
            self.strike_requested.emit(self.index)
            event.accept()
            return
        super().mousePressEvent(event)


class MatchingPanel(QWidget):
    """The options and the left items' drop-downs of the question on screen.

    Signals:
        matched(int, int): left item (row), option display index chosen (-1: cleared).
        strike_requested(int): the option at this display index, to cross out or back in.
    """

    matched = Signal(int, int)
    strike_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchingPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        self.options_title = muted(self.tr("Options (right-click one to cross it out):"))
        layout.addWidget(self.options_title)
        self._options_box = QVBoxLayout()
        self._options_box.setSpacing(2)
        layout.addLayout(self._options_box)
        self._grid = QGridLayout()
        self._grid.setHorizontalSpacing(10)
        self._grid.setVerticalSpacing(6)
        self._grid.setColumnStretch(0, 2)
        self._grid.setColumnStretch(1, 3)
        layout.addLayout(self._grid)
        self.option_labels: list[OptionLabel] = []
        self.lefts: list[QLabel] = []
        self.combos: list[QComboBox] = []
        self.marks: list[QLabel] = []
        self.clear_buttons: list[QToolButton] = []
        for row in range(MAX_PAIRS):
            self._add_row(row)
        self._shown = 0
        self._struck: set[int] | None = None

    # ------------------------------------------------------------- building
    def _add_row(self, row: int) -> None:
        left = WrappedLabel()
        left.setTextFormat(Qt.TextFormat.RichText)
        left.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        combo = QComboBox()
        combo.setPlaceholderText(self.tr("Choose a match"))
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(16)
        combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        combo.installEventFilter(self)
        combo.activated.connect(lambda index, r=row: self.matched.emit(r, index))
        left.setBuddy(combo)
        mark = QLabel()
        mark.setObjectName("matchMark")
        mark.setMinimumWidth(self.fontMetrics().horizontalAdvance("✓✗") + 4)
        clear = QToolButton()
        clear.setText("×")
        clear.setObjectName("matchClear")
        clear.setAutoRaise(True)
        clear.clicked.connect(lambda _checked=False, r=row: self.matched.emit(r, -1))
        for column, widget in enumerate((left, combo, clear, mark)):
            widget.setVisible(False)
            self._grid.addWidget(widget, row, column)
        self.lefts.append(left)
        self.combos.append(combo)
        self.clear_buttons.append(clear)
        self.marks.append(mark)

    def _option_label(self, index: int) -> OptionLabel:
        while len(self.option_labels) <= index:
            label = OptionLabel(len(self.option_labels))
            label.strike_requested.connect(self.strike_requested.emit)
            self._options_box.addWidget(label)
            self.option_labels.append(label)
        return self.option_labels[index]

    # -------------------------------------------------------------- showing
    def show_question(self, lefts: list[tuple[str, str]], options: list[tuple[str, str]]) -> None:
        """`(rich text, exact text)` per left item and `(plain text, exact text)` per option."""
        for index, (plain, exact) in enumerate(options):
            label = self._option_label(index)
            label.set_option(plain)
            label.setAccessibleName(exact)
            label.setToolTip(
                self.tr("Right-click, or Shift+{0}, to cross this option out").format(
                    OPTION_LETTERS[index]
                )
            )
            _show(label, True)
        for label in self.option_labels[len(options) :]:
            _show(label, False)
        for row, combo in enumerate(self.combos):
            shown = row < len(lefts)
            combo.setObjectName(f"matchCombo{row}" if shown else "")
            for widget in (self.lefts[row], combo, self.marks[row]):
                _show(widget, shown)
            if not shown:
                _show(self.clear_buttons[row], False)
                continue
            rich, exact = lefts[row]
            self.lefts[row].setText(rich)
            combo.setAccessibleName(exact)
            combo.setAccessibleDescription(self.tr("Item {0}: choose its match").format(row + 1))
            combo.blockSignals(True)
            combo.clear()
            for index, (plain, option) in enumerate(options):
                combo.addItem(f"{OPTION_LETTERS[index]}. {plain}")  # as listed above
                combo.setItemData(combo.count() - 1, option, Qt.ItemDataRole.AccessibleTextRole)
            combo.setCurrentIndex(-1)
            combo.blockSignals(False)
            self.clear_buttons[row].setAccessibleName(
                self.tr("Clear the match of item {0}").format(row + 1)
            )
            self.clear_buttons[row].setToolTip(self.tr("Clear this match (Delete)"))
        self._shown = len(lefts)
        self._struck = None  # the options' fonts are drawn again at once

    def set_state(self, chosen: list[int], struck: set[int], locked: bool) -> None:
        """Each row's chosen option (display index, -1 for none), struck options, locking."""
        colors = current_colors()
        restrike = struck != self._struck
        self._struck = set(struck)
        for index, label in enumerate(self.option_labels):
            label.set_struck_out(index in struck)
            label.setAccessibleDescription(self.tr("crossed out") if index in struck else "")
            label.setEnabled(not locked)
        for row in range(self._shown):
            combo = self.combos[row]
            if combo.currentIndex() != chosen[row]:
                combo.blockSignals(True)
                combo.setCurrentIndex(chosen[row])
                combo.blockSignals(False)
            for option in range(combo.count()) if restrike else ():
                font = QFont(combo.font())
                font.setStrikeOut(option in struck)
                combo.setItemData(option, font, Qt.ItemDataRole.FontRole)
                combo.setItemData(
                    option,
                    QColor(colors.muted) if option in struck else None,
                    Qt.ItemDataRole.ForegroundRole,
                )
            combo.setEnabled(not locked)
            _show(self.clear_buttons[row], chosen[row] >= 0 and not locked)

    def set_verdicts(self, verdicts: list[bool] | None) -> None:
        """After a check: ✓ or ✗ beside each row (None: no marks)."""
        colors = current_colors()
        for row in range(self._shown):
            mark = self.marks[row]
            if verdicts is None:
                mark.setText("")
                mark.setAccessibleName("")
                continue
            right = verdicts[row]
            mark.setText("✓" if right else "✗")
            mark.setStyleSheet(f"color: {colors.good if right else colors.bad}; font-weight: bold;")
            mark.setAccessibleName(self.tr("right") if right else self.tr("wrong"))

    def focus_row(self, row: int) -> QComboBox | None:
        """Give item `row`'s drop-down the keys; it, or None if there is no such item to answer."""
        if 0 <= row < self._shown and self.combos[row].isEnabled():
            self.combos[row].setFocus(Qt.FocusReason.ShortcutFocusReason)
            return self.combos[row]
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Delete or Backspace in a combo clears its match (not the whole answer, which
        those keys clear elsewhere on the page: the combo claims them first)."""
        kind = event.type()
        if (
            kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress)
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)
            and isinstance(watched, QComboBox)
            and watched in self.combos
        ):
            if kind == QEvent.Type.ShortcutOverride:
                event.accept()  # the key goes to the combo, not to a page shortcut
                return False
            self.matched.emit(self.combos.index(watched), -1)
            return True
        return super().eventFilter(watched, event)
