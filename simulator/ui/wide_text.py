"""A rich-text label whose code lines may be wider than the room it has.

A question's prose wraps to the pane, but a line of a code block cannot wrap without
changing what it says, and the question pane never scrolls sideways (its choices and
explanations must stay in view). So the label sits in a scroll area of its own that is
exactly as tall as the text and scrolls sideways only: its scroll bar appears right under
the text when a line does not fit, like a code viewer's. The label is then laid out as
wide as its widest line, and every block that may wrap (paragraphs, lists, headings)
gets a right margin of the difference, so prose still wraps to the visible width while
the code line runs on. Tab reaches the scroll area only then; Left, Right, Home and End
scroll it while it has the focus (the exam page's own keys for those rest meanwhile).
"""

from __future__ import annotations

import math
from typing import NamedTuple

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFont, QKeyEvent, QResizeEvent, QTextCursor, QTextDocument
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy

_SCROLL_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End)


class _Fit(NamedTuple):
    """The label's text, width and height for one room."""

    text: str
    width: int
    height: int


class FittedLabel(QLabel):
    """The label inside a `WideText`, which works out its size once per text and room
    and fixes it. QLabel's own size hints would lay the whole text out three more
    times at each new text (on one line, a word per line, in a box of the golden
    ratio), for sizes nobody uses."""

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSizeHint(self) -> QSize:
        return self.minimumSize()


class WideText(QScrollArea):
    """`label` (rich text, word-wrapped) shown whole: wide lines scroll sideways under it.

    Its height follows its width (`heightForWidth`), as a word-wrapped label's does, so
    the page lays it out in the same pass as everything else.
    """

    def __init__(self, label: FittedLabel, name: str, accessible_name: str) -> None:
        super().__init__()
        self.setObjectName(name)
        self.setAccessibleName(accessible_name)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(False)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.label = label
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        self.setWidget(label)
        self._html = ""
        self._fits: dict[int, _Fit] = {}
        # The text parsed once and laid out again at each width asked: a case study
        # appearing narrows the column through several widths in one move.
        self._document: QTextDocument | None = None

    def set_html(self, html: str) -> None:
        """Show `html` (as `ui.markdown.to_html` makes it) from its left edge."""
        self._html = html
        self._fits.clear()
        self._document = None
        self._show_fit()
        self.horizontalScrollBar().setValue(0)
        self.updateGeometry()

    def scrolls(self) -> bool:
        """Whether a line is wider than the room, so the text scrolls sideways."""
        return self.horizontalScrollBar().maximum() > 0

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        room = width - self._margins()
        fit = self._fit(room)
        bar = self.horizontalScrollBar().sizeHint().height() if fit.width > room else 0
        return fit.height + bar

    def sizeHint(self) -> QSize:
        width = max(self.width(), super().sizeHint().width())
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(hint.width(), self.heightForWidth(max(self.width(), hint.width())))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._show_fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fits.clear()
            self._document = None
            self._show_fit()
            self.updateGeometry()

    def event(self, event: QEvent) -> bool:
        # While it has the focus and something to scroll, the arrows scroll it: they are
        # claimed before the page's Left/Right (previous/next question) shortcuts.
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in _SCROLL_KEYS
            and event.modifiers() == Qt.KeyboardModifier.NoModifier
            and self.scrolls()
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        bar = self.horizontalScrollBar()
        if event.key() == Qt.Key.Key_Home:
            bar.setValue(bar.minimum())
        elif event.key() == Qt.Key.Key_End:
            bar.setValue(bar.maximum())
        else:
            super().keyPressEvent(event)

    def _margins(self) -> int:
        margins = self.contentsMargins()
        return margins.left() + margins.right()

    def _fit(self, room: int) -> _Fit:
        room = max(room, 1)
        fit = self._fits.get(room)
        if fit is None:
            if len(self._fits) > 32:  # a window being resized asks for many widths
                self._fits.clear()
            if self._document is None:
                self.label.ensurePolished()
                self._document = _measured(self._html, self.label.font())
            fit = self._fits[room] = _fitted(self._document, self._html, room)
        return fit

    def _show_fit(self) -> None:
        """Give the label the text and size for the room it has now."""
        room = self.contentsRect().width()
        if room <= 0:
            return
        fit = self._fit(room)
        if self.label.text() != fit.text:
            self.label.setText(fit.text)
        self.label.setFixedSize(fit.width, fit.height)
        wide = fit.width > room
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus if wide else Qt.FocusPolicy.NoFocus)


def _measured(html: str, font: QFont) -> QTextDocument:
    """`html` in a document laid out as QLabel lays rich text out (no document margin),
    so the sizes measured on it agree with the label's."""
    document = QTextDocument()
    document.setDefaultFont(font)
    document.setDocumentMargin(0)
    document.setHtml(html)
    return document


def _fitted(measured: QTextDocument, html: str, room: int) -> _Fit:
    """The label's text and size for `room` pixels: `html` itself when every line fits,
    else the text with a right margin on each block that wraps, at the widest line's width.
    `measured` is `html` as `_measured` makes it (its text width is changed)."""
    measured.setTextWidth(room)
    needed = math.ceil(measured.size().width())
    if needed <= room:
        return _Fit(html, room, math.ceil(measured.size().height()))
    document = measured.clone()  # the margins below are for this width only
    document.setDocumentMargin(0)
    document.setDefaultFont(measured.defaultFont())
    extra = needed - room
    block = document.begin()
    while block.isValid():
        form = block.blockFormat()
        if not form.nonBreakableLines() and QTextCursor(block).currentTable() is None:
            form.setRightMargin(form.rightMargin() + extra)
            QTextCursor(block).setBlockFormat(form)
        block = block.next()
    document.setTextWidth(needed)
    full = document.toHtml()
    body = full[full.index("<body") :]
    text = body[body.index(">") + 1 : body.rindex("</body>")].strip()
    return _Fit(text, needed, math.ceil(document.size().height()))
