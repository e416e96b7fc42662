"""Small Qt helpers every page uses: dialogs that never block, restyling after a
property change, tooltips that stay text, and GUI-contract names that two pages share.

Kept apart from the widget classes so the start-up path loads only these.
"""

from __future__ import annotations

import os
import weakref

from PySide6.QtCore import QStandardPaths
from PySide6.QtGui import QPixmap, Qt
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from shiboken6 import isValid


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


def plain_tip(text: str) -> str:
    """A tooltip that shows `text` exactly, as characters.

    Qt guesses whether a tooltip is rich text from its first tag, so a topic titled
    `<img src="/home/me/secret.png">Storage` would load that file into the tooltip.
    Text Qt would take for rich text is converted to rich text that shows every
    character as typed (Qt's own `convertFromPlainText`); the rest is already shown as
    typed and stays as it is.
    """
    if not Qt.mightBeRichText(text):
        return text
    return Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)


def documents_folder() -> str:
    """Where file dialogs open: the user's documents folder (their home if there is none),
    never the working directory the app happened to be started from."""
    for location in (
        QStandardPaths.StandardLocation.DocumentsLocation,
        QStandardPaths.StandardLocation.HomeLocation,
    ):
        folder = QStandardPaths.writableLocation(location)
        if folder and os.path.isdir(folder):
            return folder
    return os.path.expanduser("~")


def blank_picture(widget: QWidget, ratio: float) -> QPixmap:
    """A transparent picture of `widget`'s size at device pixel ratio `ratio`, for the
    widgets that paint from a picture of their look (choices, navigator buttons)."""
    picture = QPixmap(round(widget.width() * ratio), round(widget.height() * ratio))
    picture.setDevicePixelRatio(ratio)
    picture.fill(Qt.GlobalColor.transparent)
    return picture


def holds_focus(widget: QWidget) -> bool:
    """The keyboard focus is on `widget` or inside it: hiding it would send the keys on to
    whatever comes next in the tab order."""
    focus = QApplication.focusWidget()
    return focus is not None and widget.isAncestorOf(focus)


def repolish(widget: QWidget) -> None:
    """Re-apply the style sheet after a dynamic property used in selectors changed."""
    widget.style().unpolish(widget)
    widget.style().polish(widget)
    widget.update()


_SHARED_NAME = "sharedName"
#: Every widget given a shared name, so pages coming on screen need not search for them.
_shared: weakref.WeakSet[QWidget] = weakref.WeakSet()


def share_name(widget: QWidget, name: str) -> None:
    """Give `widget` a GUI-contract name that another page uses too (the explanations).

    `findChild` returns the first match in the widget tree, wherever it is; pages call
    `claim_shared_names` as they come on screen so that only the page the user sees
    carries the name.
    """
    widget.setObjectName(name)
    widget.setProperty(_SHARED_NAME, name)
    _shared.add(widget)


def claim_shared_names(shown: QWidget) -> None:
    """Shared names on the page on screen; none on the others."""
    for widget in list(_shared):
        if not isValid(widget):  # its page dropped it (a review card of an older result)
            _shared.discard(widget)
            continue
        name = str(widget.property(_SHARED_NAME))
        widget.setObjectName(name if shown.isAncestorOf(widget) else "")
