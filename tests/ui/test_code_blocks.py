"""Code blocks in bank text read as code: their lines close together, on a tint.

Qt's Markdown import makes each line of a fenced block a block of its own, and the
app gave every block a gap below it, so code read double-spaced and did not stand
out from the prose around it. Checked on the rich text the labels are given.
"""

from __future__ import annotations

import re

import pytest
from pytestqt.qtbot import QtBot

from simulator.ui.markdown import to_html

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

_BLOCK = re.compile(r'<(p|pre|li) style="([^"]*)">(.*?)</\1>', re.DOTALL)
_TAGS = re.compile(r"<[^>]+>")


def blocks(html: str) -> list[tuple[str, str, str]]:
    """(tag, style, text) of every paragraph, code line and list item, in order."""
    return [(tag, style, _TAGS.sub("", inner)) for tag, style, inner in _BLOCK.findall(html)]


def bottom(style: str) -> int:
    found = re.search(r"margin-bottom:(\d+)px", style)
    assert found, style
    return int(found.group(1))


def test_code_lines_touch_and_carry_a_tint(qtbot: QtBot) -> None:
    code = [(style, text) for tag, style, text in blocks(to_html(TEXT)) if tag == "pre"]
    assert [text for _, text in code] == [
        "max_batch_size: 64",
        "dynamic_batching { }",
        "instance_group [{ kind: KIND_GPU }]",
    ]
    # Qt writes the gap in pixels of the screen in use: the same for every block.
    gap = bottom(code[-1][0])
    assert gap > 0
    assert [bottom(style) for style, _ in code] == [0, 0, gap]
    for style, _ in code:  # a translucent tint, readable on every theme
        assert re.search(r"background-color:rgba\(\d+,\d+,\d+,0\.\d+\)", style), style


def test_prose_keeps_its_room_and_no_tint(qtbot: QtBot) -> None:
    prose = [(style, text) for tag, style, text in blocks(to_html(TEXT)) if tag != "pre"]
    assert [text for _, text in prose] == [
        "Given this configuration:",
        "Which change raises GPU utilisation?",
        "one",
        "two",
    ]
    gaps = {bottom(style) for style, _ in prose}
    assert len(gaps) == 1 and gaps.pop() > 0
    for style, text in prose:
        assert "background" not in style, text
