"""Pieces of a Markdown practice exam -> clean question text, and answer keys.

Practice-exam pages mix Markdown with HTML (`<details>` answers, `<br>`, `&nbsp;`)
and decorate choices (`[x]`, `A.`, `**bold**`, ✅). The text of each piece is
taken from the source as written, so the author's Markdown (code, escapes, links)
survives exactly; only HTML is converted and images become exhibits. An answer
key ("Correct answer: B, E", "Answer: C", "✅ **Correct Answer:** text") is read
from its line and mapped to choices by letter or by text.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable

from simulator.formats.exhibits import replace_images
from simulator.formats.grammar import CORRECT_MARK as CORRECT_MARK
from simulator.formats.grammar import (
    LINE_LIMIT,
    answer_letters,
    answer_value,
    choice_label,
    question_number_prefix,
)
from simulator.formats.markup import html_to_markdown, link_target
from simulator.formats.plaintext import match_answer_line

ImageFn = Callable[[str, str], str]

CHECKBOX = re.compile(r"\[([ xX✓✔])\][ \t]+")
LABEL = re.compile(r"([A-Ha-h])[.)][ \t]+(?=\S)")
NUMBER_PREFIX = re.compile(
    r"(?:(?:question|q)\s*+\.?\s*+\d++\s*+[:.)\-–]?|\d++\s*+[.):\-–])(?=\s|\Z)\s*+",
    re.IGNORECASE,
)

BACK_TO_TOP = re.compile(r"back\s+to\s+(?:top|the\s+top|table of contents|contents)", re.I)
_EMPHASIS = re.compile(r"(\*\*|__|\*|_|~~|`)")
_KNOWN_TAG = re.compile(
    r"<(/?)(a|b|strong|i|em|u|s|strike|del|code|tt|span|font|small|sup|sub|br|img|p|div)"
    r"\b((?:[^<>\"']|\"[^\"]*\"|'[^']*')*)/?>",
    re.IGNORECASE,
)
_LINK = re.compile(  # the text is bounded: an unclosed <a> must not make this quadratic
    r"<a\b[^>]{0,2000}?\bhref\s*=\s*([\"'])([^\"']{0,2000})\1[^>]{0,2000}>(.{0,2000}?)</a\s*>",
    re.IGNORECASE | re.DOTALL,
)
_ATTR = re.compile(r"([a-zA-Z_:-]+)\s*=\s*(?:\"([^\"]*)\"|'([^']*)'|([^\s>]+))")
_MARK_FOR = {"b": "**", "strong": "**", "i": "*", "em": "*", "code": "`", "tt": "`"}
_MARK_FOR |= {"s": "~~", "strike": "~~", "del": "~~"}
_COMMENTED_KEY = re.compile(r"([A-Z](?:[ \t]*+[,;/&][ \t]*+[A-Z])*+)[ \t]++[(\[—–-]")
_SUMMARY = re.compile(r"<summary\b[^>]{0,2000}>(.{0,2000}?)</summary>", re.IGNORECASE | re.DOTALL)
_DETAILS_TAG = re.compile(r"</?details\b[^<>]*>", re.IGNORECASE)
_CODE_SPAN = re.compile(r"(`+[^`]*`+)")
_BLOCK_HTML = re.compile(r"<(p|div|br|table|tr|td|th|li|ul|ol|h[1-6])\b", re.IGNORECASE)


def is_question_label(text: str) -> bool:
    """Whether a heading is only a question number ("Question 12", "Pregunta 3:", "12.")."""
    flat = text.strip()
    return bool(flat) and question_number_prefix(flat) >= len(flat)


def plain(text: str) -> str:
    """Markdown without emphasis markers, for comparing a key with choice texts."""
    return " ".join(_EMPHASIS.sub("", text).split())


def inline_markdown(raw: str, image: ImageFn) -> str:
    """Inline Markdown as written, with inline HTML converted and images made exhibits.

    A code span is code: "a `<div>`" keeps its `<div>`.
    """
    parts = _CODE_SPAN.split(raw)
    text = "".join(
        part if index % 2 else _KNOWN_TAG.sub(lambda m: _tag(m, image), _LINK.sub(_link, part))
        for index, part in enumerate(parts)
    )
    return replace_images(_decode_entities(text), image)


def _link(match: re.Match[str]) -> str:
    href = html.unescape(match.group(2)).strip()
    label = " ".join(match.group(3).split())
    if not href or href.startswith(("#", "javascript:")):
        return label
    return f"[{label or href}]({link_target(href)})"


def _tag(match: re.Match[str], image: ImageFn) -> str:
    name, attrs = match.group(2).lower(), match.group(3)
    if name == "br":
        return "\n"
    if name == "img":
        values = {
            m.group(1).lower(): m.group(2) or m.group(3) or m.group(4) or ""
            for m in _ATTR.finditer(attrs)
        }
        return image(html.unescape(values.get("src", "")), html.unescape(values.get("alt", "")))
    return _MARK_FOR.get(name, "")


def _decode_entities(text: str) -> str:
    """`&nbsp;` `&amp;` … decoded, except inside code spans, where they are literal."""
    parts = _CODE_SPAN.split(text)
    return "".join(
        part if part.startswith("`") else html.unescape(part).replace("\u00a0", " ")
        for part in parts
    )


def html_block_markdown(raw: str, image: ImageFn) -> str:
    """An HTML block (or a `<details>` region) as Markdown; its `<summary>` left out."""
    text = _SUMMARY.sub("", raw)
    text = _DETAILS_TAG.sub("\n", text)
    if _BLOCK_HTML.search(text):
        return html_to_markdown(text, image)
    lines = [inline_markdown(line.strip(), image) for line in text.split("\n")]
    return "\n".join(lines).strip()


def is_back_link(text: str) -> bool:
    """Page navigation such as "**[⬆ Back to Top](#table-of-contents)**", not content."""
    flat = plain(text)
    return bool(BACK_TO_TOP.search(flat)) and len(flat) < 60


def key_line(line: str) -> str | None:
    """The value of an answer-key line, in any known language ("Respuesta: B" -> "B")."""
    return answer_value(line)


def resolve_key(value: str, labels: list[str | None], texts: list[str]) -> set[int] | None:
    """Choice indexes an answer key names: letters (by label or position), or texts.

    "B, E", "(C)", "c) A resource block" and "C (but … also works)" are letters; a
    value such as "A resource block" is a choice's text, not the letter A.
    """
    stripped = value.strip()
    letters = answer_letters(stripped, len(labels)) or []
    labelled = choice_label(stripped)
    commented = _COMMENTED_KEY.match(stripped[:LINE_LIMIT])
    if letters:
        pass
    elif labelled:
        letters = [labelled.letter]
    elif commented:
        letters = re.findall(r"[A-Z]", commented.group(1))
    if letters:
        named = _by_letters(letters, labels)
        if named is not None:
            return named
    return match_answer_line(stripped, [plain(t) for t in texts])


def _by_letters(letters: list[str], labels: list[str | None]) -> set[int] | None:
    if any(labels):
        by_label = {label.upper(): i for i, label in enumerate(labels) if label}
        if all(letter in by_label for letter in letters):
            return {by_label[letter] for letter in letters}
        return None
    positions = {ord(letter) - ord("A") for letter in letters}
    return positions if max(positions) < len(labels) else None


_BARE_BOX = re.compile(r"\[([ xX✓✔])\][ \t]*(?=\S)")


def boxes_as_task_list(text: str) -> str:
    """Check boxes written as paragraphs, flush left without a list marker (`[X] right`,
    `[ ] wrong`, a blank line between), read as the task list they mean.

    A fenced code block right under such a line is indented into its item, so the
    choices after it stay in the same list. Line numbers are kept; one pass, so linear.
    """
    lines = text.split("\n")
    if sum(1 for line in lines if _BARE_BOX.match(line)) < 2:
        return text
    out: list[str] = []
    fence = ""  # the open fence's marker, inside a fenced block
    indent = False  # the open fenced block belongs to the boxed line above it
    under_box = False  # only blank lines and fenced blocks since the last boxed line
    for line in lines:
        stripped = line.strip()
        if fence or stripped.startswith(("```", "~~~")):
            if not fence:
                fence, indent = stripped[:3], under_box
            elif stripped.startswith(fence):
                fence = ""
            out.append("  " + line if indent else line)
            continue
        box = _BARE_BOX.match(line)
        if box is not None:
            out.append(f"- [{box.group(1)}] {line[box.end() :]}")
            under_box = True
        else:
            under_box = under_box and not stripped
            out.append(line)
    return "\n".join(out)
