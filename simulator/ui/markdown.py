"""Bank Markdown -> safe rich text for Qt labels.

Bank texts are Markdown written by whoever made the bank, so HTML inside them is
shown as text (Qt's `MarkdownNoHTML`), images are reduced to their alt text (nothing
is ever fetched), links other than http, https and mailto become text (their address
shown beside them, never clickable: see `ui/links.py`), and code spans and blocks get
an explicit monospace font, which Qt's own Markdown import marks but does not carry
into HTML.
"""

from __future__ import annotations

import re
from functools import lru_cache

from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor, QTextDocument, QTextFormat

from simulator.ui.links import is_safe_link

MONOSPACE_FAMILIES = ["DejaVu Sans Mono", "Menlo", "Consolas", "monospace"]
#: Pixels below a paragraph, a list item or a code block.
PARAGRAPH_GAP = 6
#: A code block's background: grey and translucent, so that it reads on the light, dark
#: and high-contrast themes alike (the HTML is shared by all of them).
CODE_TINT = QColor(127, 127, 127, 46)
_FEATURES = (
    QTextDocument.MarkdownFeature.MarkdownDialectGitHub
    | QTextDocument.MarkdownFeature.MarkdownNoHTML
)
# Inline `![alt](src)`, reference `![alt][ref]` and shortcut `![alt]` images: alt text only.
_IMAGE = re.compile(r"!\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])?")
_IMG_TAG = re.compile(r"<img\b[^>]*>", re.IGNORECASE)
_INLINE_MARKERS = re.compile(r"\*\*|`|(?<!\w)(?:__|_|\*)(?=\S)|(?<=\S)(?:__|_|\*)(?!\w)")


@lru_cache(maxsize=2048)
def to_html(markdown: str) -> str:
    """Rich text for a QLabel (Qt.RichText); safe for any bank text."""
    document = QTextDocument()
    document.setMarkdown(_IMAGE.sub(r"\1", markdown), _FEATURES)
    _monospace_code(document)
    _spacing(document)
    _unlink_unsafe(document)
    html = _IMG_TAG.sub("", document.toHtml())  # belt and braces: nothing is ever loaded
    body = html[html.index("<body") :]
    return body[body.index(">") + 1 : body.rindex("</body>")].strip()


_SINGLE_PARAGRAPH = re.compile(r"<p[^>]*>((?:(?!<p[ >]).)*)</p>", re.DOTALL)


def inline_html(markdown: str) -> str:
    """Rich text for Markdown shown inside a line (a choice's why): one paragraph, unwrapped."""
    html = to_html(markdown)
    single = _SINGLE_PARAGRAPH.fullmatch(html)
    return single.group(1) if single else html


def to_plain(markdown: str) -> str:
    """Inline Markdown without its markers, for widgets that show plain text only."""
    return _INLINE_MARKERS.sub("", _IMAGE.sub(r"\1", markdown)).strip()


def _spacing(document: QTextDocument) -> None:
    """Room below each paragraph (Qt's Markdown import leaves none), but none between
    the lines of a code block, which stand out on a tint instead: each of its lines is
    a block of its own, so a gap after every one read as double-spaced code."""
    block = document.begin()
    while block.isValid():
        following = block.next()
        form = block.blockFormat()
        if form.nonBreakableLines():
            form.setBackground(CODE_TINT)
            joined = following.isValid() and following.blockFormat().nonBreakableLines()
            form.setBottomMargin(0 if joined else PARAGRAPH_GAP)
        elif form.bottomMargin() == 0:
            form.setBottomMargin(PARAGRAPH_GAP)
        QTextCursor(block).setBlockFormat(form)
        block = following


def _monospace_code(document: QTextDocument) -> None:
    mono = QTextCharFormat()
    mono.setFontFamilies(MONOSPACE_FAMILIES)
    block = document.begin()
    while block.isValid():
        is_code_block = block.blockFormat().nonBreakableLines()
        iterator = block.begin()
        while not iterator.atEnd():
            fragment = iterator.fragment()
            if fragment.isValid() and (is_code_block or fragment.charFormat().fontFixedPitch()):
                cursor = QTextCursor(document)
                cursor.setPosition(fragment.position())
                cursor.setPosition(
                    fragment.position() + fragment.length(), QTextCursor.MoveMode.KeepAnchor
                )
                cursor.mergeCharFormat(mono)
            iterator += 1
        block = block.next()


def _unlink_unsafe(document: QTextDocument) -> None:
    """Every link whose scheme is not http, https or mailto becomes plain text; its
    address follows in brackets when the text does not already show it, so a reader
    can still see (and copy) where it pointed."""
    unsafe: list[tuple[int, int, str]] = []
    block = document.begin()
    while block.isValid():
        iterator = block.begin()
        while not iterator.atEnd():
            fragment = iterator.fragment()
            char_format = fragment.charFormat()
            if fragment.isValid() and char_format.isAnchor():
                href = char_format.anchorHref()
                if not is_safe_link(href):
                    unsafe.append((fragment.position(), fragment.length(), href))
            iterator += 1
        block = block.next()
    for position, length, href in reversed(unsafe):  # from the end: positions stay right
        cursor = QTextCursor(document)
        cursor.setPosition(position)
        cursor.setPosition(position + length, QTextCursor.MoveMode.KeepAnchor)
        plain = cursor.charFormat()
        for prop in (
            QTextFormat.Property.IsAnchor,
            QTextFormat.Property.AnchorHref,
            QTextFormat.Property.AnchorName,
            QTextFormat.Property.TextUnderlineStyle,
            QTextFormat.Property.FontUnderline,
            QTextFormat.Property.ForegroundBrush,
        ):
            plain.clearProperty(prop)
        cursor.setCharFormat(plain)
        if href and cursor.selectedText() != href:
            cursor.setPosition(position + length)
            cursor.insertText(f" ({href})", plain)
