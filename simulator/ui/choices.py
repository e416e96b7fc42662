"""The choices of the question on screen: word-wrapping buttons, reused from question to question.

Qt's radio buttons and check boxes draw their text on one line; a bank's choice can be
a whole sentence, so these draw the indicator through the style (keeping the theme)
and the text themselves, word-wrapped, with height-for-width. They also show what a
test driver shows: a struck-out choice (right-click, or Shift with its key) is drawn
crossed out and dimmed, and after a check each choice carries a ✓ or ✗ mark, so the
verdict never relies on colour alone.

`ChoiceList` keeps its radio buttons and check boxes for the whole exam (eight of each
at first, more the first time a question has more choices, up to 26) and only
re-labels and shows the ones a question needs: creating and deleting widgets on every
question was most of the time a "next question" took.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QPoint,
    QRect,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QRadioButton,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QVBoxLayout,
    QWidget,
)

from simulator.domain.messages import QT_TRANSLATE_NOOP
from simulator.ui.qtutil import blank_picture, holds_focus
from simulator.ui.theme import current_colors, look_generation

_WRAP = Qt.TextFlag.TextWordWrap
#: What moves a choice's text besides a new text or key letter.
_LAYOUT_CHANGES = (
    QEvent.Type.FontChange,
    QEvent.Type.StyleChange,
    QEvent.Type.LayoutDirectionChange,
)
_MAX_NATURAL_WIDTH = 640
#: The letters choices are labelled by; a choice is also selected by its number (1-9)
#: and by its letter, unless the letter is bound to another action on the exam page.
CHOICE_KEYS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
#: Flag, I guessed, next and previous question.
BOUND_LETTERS = frozenset("FGNP")


def choice_keys(index: int) -> list[str]:
    """The keys that select the choice shown at `index` (Shift with one strikes it out)."""
    keys = [str(index + 1)] if index < 9 else []
    if index < len(CHOICE_KEYS) and CHOICE_KEYS[index] not in BOUND_LETTERS:
        keys.append(CHOICE_KEYS[index])
    return keys


#: Buttons of each kind made with the page; more are made when a question needs them.
INITIAL_POOL = 8
#: The mark beside a checked choice: right, wrong (chosen but not right), missed (right, not chosen).
VERDICT_MARKS = {"right": "✓", "wrong": "✗", "missed": "✓"}
_VERDICT_WORDS = {
    "right": QT_TRANSLATE_NOOP("ChoiceList", "correct, chosen"),
    "wrong": QT_TRANSLATE_NOOP("ChoiceList", "wrong, chosen"),
    "missed": QT_TRANSLATE_NOOP("ChoiceList", "correct, missed"),
    "": QT_TRANSLATE_NOOP("ChoiceList", "wrong, not chosen"),
}


def verdict_words(verdict: str) -> str:
    """What a screen reader says of a checked choice: "correct, chosen", "wrong, not chosen"."""
    return QCoreApplication.translate("ChoiceList", _VERDICT_WORDS.get(verdict, _VERDICT_WORDS[""]))


if TYPE_CHECKING:  # the mixin is only ever mixed into a QAbstractButton subclass
    _ButtonBase = QAbstractButton
else:
    _ButtonBase = object


class _ChoiceButton(_ButtonBase):
    """Mixin: word-wrapped text, strike-out, a verdict mark, and a right-click signal."""

    _control: QStyle.ControlElement
    _contents: QStyle.SubElement

    def _init_choice(self) -> None:
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        # Layouts ask for the same widths many times; only a new text, font or style
        # changes the answers.
        self._heights: dict[int, int] = {}
        # Where the text and the key letter go, by size: painting worked them out twice
        # per paint through the style (a few tenths of a millisecond per choice).
        self._rects: dict[tuple[int, int], tuple[QRect, QRect]] = {}
        # The text's left and right insets (indicator and key letter; verdict mark) do
        # not depend on the text, only on font, style and key letter: asking the style
        # for them on every new question was half of a choice's layout work.
        self._insets: tuple[int, int, int] | None = None
        # The picture of the last look painted, and what it showed (see _draw_look).
        self._look = QPixmap()
        self._look_key: tuple[object, ...] = ()
        self._key_label = ""
        self.setProperty("struckOut", False)
        self.setProperty("verdict", "")

    def set_key_label(self, label: str) -> None:
        """The key that chooses this choice ("A"), drawn before its text: keys select
        choices, so the candidate sees which key is which."""
        if label != self._key_label:
            self._key_label = label
            self._insets = None
            self._forget_layout()
            self.updateGeometry()
            self.update()

    def key_label(self) -> str:
        return self._key_label

    def key_label_rect(self) -> QRect:
        """Where the key letter is drawn: before the text (left of it, or right of it in
        a right-to-left language), level with its first line."""
        return self._drawn_rects()[1]

    def shown_text_rect(self) -> QRect:
        """Where the text is drawn: `text_rect`, mirrored in a right-to-left language."""
        return self._drawn_rects()[0]

    def _visual(self, logical: QRect) -> QRect:
        """`logical` (laid out left to right) as drawn in the widget's direction."""
        return QStyle.visualRect(self.layoutDirection(), self.rect(), logical)

    def _logical_label_rect(self, text_rect: QRect) -> QRect:
        width = self._label_width()
        used = self.fontMetrics().boundingRect(
            QRect(0, 0, text_rect.width(), 100_000), _WRAP, self.text()
        )
        top = max(0, (self.height() - used.height()) // 2)
        return QRect(text_rect.left() - width, top, width, self.fontMetrics().height())

    def _label_width(self) -> int:
        return self._insets_now()[1]

    def set_choice_text(self, text: str) -> None:
        if text != self.text():
            self.setText(text)
            self._forget_layout()
            self.updateGeometry()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in _LAYOUT_CHANGES:
            self._insets = None
            self._forget_layout()
        super().changeEvent(event)

    def _forget_layout(self) -> None:
        self._heights.clear()
        self._rects.clear()

    def _drawn_rects(self) -> tuple[QRect, QRect]:
        """Where the text and the key letter are drawn at the current size."""
        size = (self.width(), self.height())
        rects = self._rects.get(size)
        if rects is None:
            logical = self.text_rect()
            rects = self._rects[size] = (
                self._visual(logical),
                self._visual(self._logical_label_rect(logical)),
            )
        return rects

    def _option(self) -> QStyleOptionButton:
        option = QStyleOptionButton()
        self.initStyleOption(option)  # type: ignore[attr-defined]  # QRadioButton/QCheckBox
        return option

    def _mark_width(self) -> int:
        return self._insets_now()[2]

    def text_rect(self, width: int | None = None) -> QRect:
        """Where the text goes, laid out left to right, in the button's width or `width`."""
        left, _label, mark = self._insets_now()
        width = self.width() if width is None else width
        return QRect(left, 0, max(40, width - mark - left), self.height())

    def _insets_now(self) -> tuple[int, int, int]:
        """The text's left inset, the key letter's width, the verdict mark's width."""
        if self._insets is None:
            option = self._option()
            option.rect = QRect(0, 0, 1000, 100)  # the insets do not depend on the size
            option.direction = Qt.LayoutDirection.LeftToRight  # mirrored when drawn
            contents = self.style().subElementRect(self._contents, option, self)
            label = 0
            if self._key_label:
                bold = self.font()
                bold.setBold(True)
                label = QFontMetrics(bold).horizontalAdvance("W.") + 10
            mark = self.fontMetrics().horizontalAdvance("✓") + 12
            self._insets = (contents.left() + 2 + label, label, mark)
        return self._insets

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        cached = self._heights.get(width)
        if cached is not None:
            return cached
        rect = self.text_rect(width)
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
        width = self.text_rect(1000).left() + min(natural, _MAX_NATURAL_WIDTH) + 8
        width += self._mark_width()
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        # One line: the real height comes from heightForWidth at the real width. A
        # minimum measured at a narrow width made the question pane scroll into blank space.
        return QSize(160, self.fontMetrics().height() + 14)

    def hitButton(self, pos: QPoint) -> bool:
        return self.rect().contains(pos)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            owner = self.parent()
            if isinstance(owner, ChoiceList) and self.isEnabled():
                owner.strike_requested.emit(owner.index_of(self))
            event.accept()
            return
        super().mousePressEvent(event)

    def paintEvent(self, _event: QPaintEvent) -> None:
        option = self._option()
        ratio = self.devicePixelRatioF()
        key = (
            self.text(),
            self.width(),
            self.height(),
            int(option.state.value),
            option.palette.cacheKey(),
            self.font().key(),
            self.layoutDirection(),
            self._key_label,
            bool(self.property("struckOut")),
            str(self.property("verdict") or ""),
            look_generation(),
            ratio,
        )
        if key != self._look_key:
            self._look = self._draw_look(option, ratio)
            self._look_key = key
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._look)
        painter.end()

    def _draw_look(self, option: QStyleOptionButton, ratio: float) -> QPixmap:
        """What the button shows (band, indicator, key letter, text, verdict mark) drawn
        into a picture: a page repaint (scrolling, the window uncovered, a move's second
        paint) then copies it rather than laying out the wrapped text again, which was a
        third of painting the exam page."""
        look = blank_picture(self, ratio)
        painter = QPainter(look)
        painter.setFont(self.font())
        colors = current_colors()
        if self.isChecked():  # the whole row is marked: a tinted band with a 2 px frame
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(QColor(colors.accent), 2))
            painter.setBrush(QColor(colors.highlight_soft))
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 6, 6)
            painter.restore()
        option.text = ""
        self.style().drawControl(self._control, option, painter, self)
        struck = bool(self.property("struckOut"))
        color = QColor(colors.muted) if struck else self.palette().color(self.foregroundRole())
        painter.setPen(color)
        font = self.font()
        font.setStrikeOut(struck)
        painter.setFont(font)
        leading = QStyle.visualAlignment(self.layoutDirection(), Qt.AlignmentFlag.AlignLeft)
        align = int(_WRAP | Qt.AlignmentFlag.AlignVCenter | leading)
        text_area, label_area = self._drawn_rects()
        painter.drawText(text_area, align, self.text())
        if self._key_label:
            label_font = self.font()
            label_font.setBold(True)
            painter.setFont(label_font)
            painter.setPen(color)
            flags = int(leading | Qt.AlignmentFlag.AlignVCenter)
            painter.drawText(label_area, flags, f"{self._key_label}.")
        mark = VERDICT_MARKS.get(str(self.property("verdict") or ""))
        if mark:
            verdict = str(self.property("verdict"))
            painter.setPen(QColor(colors.bad if verdict == "wrong" else colors.good))
            bold = self.font()
            bold.setBold(True)
            painter.setFont(bold)
            area = QRect(self.width() - self._mark_width(), 0, self._mark_width(), self.height())
            painter.drawText(self._visual(area), int(Qt.AlignmentFlag.AlignCenter), mark)
        painter.end()
        return look


class ChoiceRadioButton(_ChoiceButton, QRadioButton):
    """A single-select choice."""

    _control = QStyle.ControlElement.CE_RadioButton
    _contents = QStyle.SubElement.SE_RadioButtonContents

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._init_choice()


class ChoiceCheckBox(_ChoiceButton, QCheckBox):
    """A multi-select choice."""

    _control = QStyle.ControlElement.CE_CheckBox
    _contents = QStyle.SubElement.SE_CheckBoxContents

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._init_choice()


class ChoiceList(QWidget):
    """The choice buttons of the question on screen, in display order.

    Only the buttons in use carry the names `choiceButton0` … `choiceButtonN`, so
    `findChild` always finds the visible ones.

    Signals:
        clicked(int): the choice at that display index was clicked.
        strike_requested(int): right-click on the choice at that display index.
    """

    clicked = Signal(int)
    strike_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self._radios: list[QAbstractButton] = []
        self._checks: list[QAbstractButton] = []
        self._group = QButtonGroup(self)
        self._group.setExclusive(False)  # the session decides; buttons only mirror it
        self._grow(INITIAL_POOL)
        self._group.idClicked.connect(self.clicked.emit)
        self.buttons: list[QAbstractButton] = []

    def _grow(self, count: int) -> None:
        """Have at least `count` buttons of each kind, in display order in the layout."""
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        while len(self._radios) < count:
            for pool, kind in ((self._radios, ChoiceRadioButton), (self._checks, ChoiceCheckBox)):
                button = kind(self)
                button.setVisible(False)
                layout.addWidget(button)
                pool.append(button)

    def show_choices(self, texts: list[tuple[str, str]], multi_select: bool) -> None:
        """Show `(plain text, exact text)` per choice as check boxes or radio buttons."""
        self._grow(len(texts))
        active, idle = (
            (self._checks, self._radios) if multi_select else (self._radios, self._checks)
        )
        for button in self.buttons:
            self._group.removeButton(button)
        for button in idle:
            if not button.isHidden():
                button.setVisible(False)
            button.setObjectName("")
        self.buttons = active[: len(texts)]
        # Qt lays out every ancestor at once for each child shown in a visible widget:
        # showing five check boxes after five radio buttons (or after a typed answer)
        # laid the whole question out five times. Shown while the list is hidden, they
        # cost one layout as the list comes back, unless a choice holds the keyboard focus,
        # which hiding the list would send elsewhere.
        appearing = sum(1 for button in self.buttons if button.isHidden())
        batched = appearing > 1 and self.isVisible() and not holds_focus(self)
        if batched:
            self.setVisible(False)
        for index, button in enumerate(active):
            if index >= len(texts):
                if not button.isHidden():
                    button.setVisible(False)
                button.setObjectName("")
                continue
            plain, exact = texts[index]
            assert isinstance(button, _ChoiceButton)
            button.set_choice_text(plain)
            button.setObjectName(f"choiceButton{index}")
            button.set_key_label(CHOICE_KEYS[index])
            button.setAccessibleName(exact)
            button.setAccessibleDescription(
                QCoreApplication.translate("ExamController", "Choice {key}").format(
                    key=CHOICE_KEYS[index]
                )
            )
            keys = choice_keys(index)
            button.setToolTip(
                self.tr("Press {keys}; right-click or Shift+{key} to strike it out").format(
                    keys=self.tr(" or ").join(keys), key=keys[0]
                )
                if keys
                else self.tr("Click to choose; right-click to strike it out")
            )
            self._group.addButton(button, index)
            if button.isHidden():
                button.setVisible(True)
        if batched:
            self.setVisible(True)
        # Place the buttons now rather than on the next turn of the event loop: until
        # then the pooled buttons shown just now all sit at the same stale spot, and a
        # click delivered by position (assistive tools, scripted input) lands on the wrong one.
        layout = self.layout()
        assert layout is not None
        layout.activate()

    def index_of(self, button: QAbstractButton) -> int:
        return self.buttons.index(button) if button in self.buttons else -1
