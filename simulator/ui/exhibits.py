"""Exhibits in a question: the images it refers to, scaled to fit, enlarged on a click.

A question refers to an exhibit in its Markdown (`![topology](images/topo.png)`); the
image bytes came with the bank into the database, so nothing is read from disk or
fetched to show it. The prompt's own text shows the alt text in place; the pictures
are shown below it, each no wider than the question column.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from simulator.ui.qtutil import open_transient, plain_tip

MAX_THUMBNAIL_HEIGHT = 260
#: Pictures kept decoded and scaled: a candidate goes back and forth between the
#: questions of an exam, and decoding and scaling an exhibit again each time took a
#: quarter of showing its question.
KEPT_PICTURES = 24


@lru_cache(maxsize=KEPT_PICTURES)
def decoded(data: bytes) -> QPixmap | None:
    """The picture in `data` (None if it is not one), decoded once while it is in use."""
    picture = QPixmap()
    return picture if picture.loadFromData(data) else None


def scaled(picture: QPixmap, size: QSize) -> QPixmap:
    """`picture` smoothly scaled to `size`, scaled once while it is in use."""
    return _scaled(picture, size.width(), size.height())


@lru_cache(maxsize=KEPT_PICTURES)
def _scaled(picture: QPixmap, width: int, height: int) -> QPixmap:
    # Keyed by the picture itself (a QPixmap hashes by identity): `decoded` hands out
    # the same one for the same bytes.
    return picture.scaled(
        QSize(width, height),
        Qt.AspectRatioMode.KeepAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )


def fitted_size(full: QSize, width: int) -> QSize:
    """The size a picture of size `full` is shown at in a column `width` wide."""
    size = full.scaled(
        QSize(max(60, width), MAX_THUMBNAIL_HEIGHT), Qt.AspectRatioMode.KeepAspectRatio
    )
    return full if size.width() > full.width() else size  # never blow a small image up


class ExhibitThumbnail(QLabel):
    """One exhibit, scaled to the available width; a click opens it full size.

    Signals:
        enlarge_requested(): the candidate clicked the picture.
    """

    enlarge_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("exhibit")
        self.pixmap_full = QPixmap()
        self.alt = ""
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft)

    def show_picture(self, pixmap: QPixmap, alt: str, width: int) -> None:
        """Show `pixmap` (named `alt`) scaled to `width`: thumbnails are reused from
        question to question, as making a labelled widget is a good part of a frame."""
        self.pixmap_full = pixmap
        self.alt = alt
        self.setAccessibleName(
            self.tr("Exhibit: {name}").format(name=alt) if alt else self.tr("Exhibit")
        )
        self.setToolTip(
            plain_tip(
                self.tr("{name} (click to enlarge)").format(name=alt)
                if alt
                else self.tr("Click to enlarge")
            )
        )
        self._fit(width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit(event.size().width())

    def _fit(self, width: int) -> None:
        picture = scaled(self.pixmap_full, fitted_size(self.pixmap_full.size(), width))
        self.setPixmap(picture)
        self.setFixedHeight(picture.height() + 4)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.enlarge_requested.emit()
        super().mousePressEvent(event)


class ExhibitPanel(QWidget):
    """The exhibits of the question on screen (hidden when it has none)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("exhibits")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 4, 0, 4)
        self._layout.setSpacing(8)
        #: The thumbnails of the exhibits on screen, and all those made so far.
        self.thumbnails: list[ExhibitThumbnail] = []
        self._pool: list[ExhibitThumbnail] = []
        #: The width the last thumbnails were given: the next question's are scaled to
        #: it at once, not first to a guess and again when laid out (a smooth scale is
        #: a third of a frame).
        self._width = 0  # not shown yet: see _column_width
        self.setVisible(False)

    def show_exhibits(
        self, references: list[tuple[str, str]], load: Callable[[str], bytes | None]
    ) -> None:
        """Show each referenced exhibit `load` finds; a missing one shows its alt text."""
        while self._layout.count():
            item = self._layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None and not isinstance(widget, ExhibitThumbnail):
                widget.deleteLater()
        self.thumbnails = []
        if not self._width:
            self._width = self._column_width()
        for alt, name in references:
            data = load(name)
            pixmap = decoded(data) if data is not None else None
            if pixmap is not None:
                thumbnail = self._thumbnail(len(self.thumbnails))
                thumbnail.show_picture(pixmap, alt or name, self._width)
                self._layout.addWidget(thumbnail)
                self.thumbnails.append(thumbnail)
            else:
                missing = QLabel(
                    self.tr("[Exhibit not available: {name}]").format(name=alt or name), self
                )
                missing.setTextFormat(Qt.TextFormat.PlainText)
                missing.setProperty("muted", True)
                self._layout.addWidget(missing)
        for spare in self._pool[len(self.thumbnails) :]:
            if not spare.isHidden():
                spare.setVisible(False)
        for thumbnail in self.thumbnails:
            if thumbnail.isHidden():
                thumbnail.setVisible(True)
        if self.isHidden() == bool(references):
            self.setVisible(bool(references))

    def _thumbnail(self, index: int) -> ExhibitThumbnail:
        """The pooled thumbnail `index`, made the first time a question needs it."""
        while len(self._pool) <= index:
            thumbnail = ExhibitThumbnail(self)
            thumbnail.setVisible(False)
            thumbnail.enlarge_requested.connect(lambda t=thumbnail: self.enlarge(t))
            self._pool.append(thumbnail)
        return self._pool[index]

    def prepare(self, data: bytes | None) -> None:
        """Decode and scale the exhibit in `data` ahead of showing it (see lookahead.py)."""
        picture = decoded(data) if data is not None else None
        if picture is not None:
            scaled(picture, fitted_size(picture.size(), self._width or self._column_width()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._width = self.contentsRect().width()

    def _column_width(self) -> int:
        """The width the panel will have in its column, before it was ever shown."""
        column = self.parentWidget()
        layout = column.layout() if column is not None else None
        if column is None or layout is None:
            return 600
        margins = layout.contentsMargins()
        return max(60, column.contentsRect().width() - margins.left() - margins.right())

    def enlarge(self, thumbnail: ExhibitThumbnail) -> None:
        """The exhibit at full size (scrollable when larger than the screen), non-blocking."""
        dialog = QDialog(self.window())
        dialog.setObjectName("exhibitDialog")
        dialog.setWindowTitle(thumbnail.alt or self.tr("Exhibit"))
        layout = QVBoxLayout(dialog)
        scroll = QScrollArea(dialog)
        image = QLabel()
        image.setPixmap(thumbnail.pixmap_full)
        scroll.setWidget(image)
        layout.addWidget(scroll)
        screen = self.screen().availableGeometry() if self.screen() else None
        full = thumbnail.pixmap_full.size() + QSize(40, 40)
        if screen is not None:
            full = full.boundedTo(screen.size() * 0.9)
        dialog.resize(full)
        open_transient(dialog)
