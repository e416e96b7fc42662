"""Code blocks in bank text read as code: their lines close together, on a tint.

Qt's Markdown import makes each line of a fenced block a block of its own, and the
app gave every block a gap below it, so code read double-spaced and did not stand
out from the prose around it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextBlock, QTextDocument
from pytestqt.qtbot import QtBot

from simulator.ui.markdown import PARAGRAPH_GAP, to_html

pytestmark = pytest.mark.gui

TEXT = """Given this configuration:

```
max_batch_size: 64
dynamic_batching { }
instance_group [{ kind: KIND_GPU }]
```

Which change raises GPU utilisation?

- one
- two
"""


#: The documents read back, kept alive while their blocks are looked at.
_READ: list[QTextDocument] = []


def blocks(html: str) -> list[QTextBlock]:
    document = QTextDocument()
    _READ.append(document)
    document.setHtml(html)
    found, block = [], document.begin()
    while block.isValid():
        found.append(block)
        block = block.next()
    return found


def test_code_lines_touch_and_carry_a_tint(qtbot: QtBot) -> None:
    shown = blocks(to_html(TEXT))
    code = [b for b in shown if b.blockFormat().nonBreakableLines()]
    assert [b.text() for b in code] == [
        "max_batch_size: 64",
        "dynamic_batching { }",
        "instance_group [{ kind: KIND_GPU }]",
    ]
    assert [b.blockFormat().bottomMargin() for b in code] == [0, 0, PARAGRAPH_GAP]
    for block in code:  # a translucent tint, readable on every theme
        assert block.blockFormat().background().style() != Qt.BrushStyle.NoBrush
        assert 0 < block.blockFormat().background().color().alpha() < 255


def test_prose_keeps_its_room_and_no_tint(qtbot: QtBot) -> None:
    prose = [b for b in blocks(to_html(TEXT)) if not b.blockFormat().nonBreakableLines()]
    assert [b.text() for b in prose] == [
        "Given this configuration:",
        "Which change raises GPU utilisation?",
        "one",
        "two",
    ]
    for block in prose:
        assert block.blockFormat().bottomMargin() == PARAGRAPH_GAP, block.text()
        assert block.blockFormat().background().style() == Qt.BrushStyle.NoBrush, block.text()
