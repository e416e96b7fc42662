"""HTML found in question sources -> the Markdown text the app shows.

Moodle exports, practice-exam pages and spreadsheets carry HTML: paragraphs, line
breaks, bold, links, tables, `&nbsp;`. The app never renders HTML (a bank author's
markup must not be able to restyle the exam window or fetch anything), so every
reader turns it into Markdown here: entities decoded, `&nbsp;` to a space, `<br>`
and `<p>` to line breaks, links kept as Markdown links and images handed to the
caller, which makes them exhibits or link text. Unknown tags keep their text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from html.parser import HTMLParser

#: Called for each `<img>` with (src, alt); returns the Markdown to put in its place.
ImageHandler = Callable[[str, str], str]

_KNOWN_TAGS = (
    "a|b|blockquote|br|code|dd|del|details|div|dl|dt|em|font|h[1-6]|hr|i|img|li|ol|p|pre|s"
    "|section|small|span|strike|strong|sub|summary|sup|table|tbody|td|th|thead|tr|tt|u|ul"
)
_HTML_TAG = re.compile(rf"</?(?:{_KNOWN_TAGS})(?:\s[^<>]*)?/?>", re.IGNORECASE)
_ENTITY = re.compile(r"&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});")
_BLOCK_TAG = re.compile(
    r"(?:address|article|aside|blockquote|dd|details|div|dl|dt|figcaption|figure|footer|form"
    r"|h[1-6]|header|hr|li|main|nav|ol|p|section|summary|table|tbody|td|tfoot|th|thead|tr|ul)\Z"
)
_SKIPPED_TAGS = frozenset(["script", "style", "head", "title", "template", "noscript"])
_EMPHASIS = {"b": "**", "strong": "**", "i": "*", "em": "*", "s": "~~", "strike": "~~"}
_EMPHASIS["del"] = "~~"
_SPACES = re.compile(r"[ \t\r\n\f\v\u00a0]+")
_BLANK_LINES = re.compile(r"\n[ \t]*\n(?:[ \t]*\n)+")
_ESCAPE = re.compile(r"([\\`*])")
_WORD_UNDERSCORE = re.compile(r"(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])")


def looks_like_html(text: str) -> bool:
    """Whether `text` contains HTML tags or entities worth converting."""
    return bool(_HTML_TAG.search(text) or _ENTITY.search(text))


def html_to_markdown(html: str, image: ImageHandler | None = None, *, inline: bool = False) -> str:
    """Markdown for an HTML fragment; `inline=True` gives one line (for a choice's text)."""
    converter = _Converter(image)
    converter.feed(defuse_markup(html))
    converter.close()
    text = converter.result()
    if inline:
        return " ".join(text.split())
    return text


def defuse_markup(html: str) -> str:
    """The HTML with what Python's HTMLParser would scan to the end of the text, again
    for each occurrence, made harmless: a `<` that no `>` closes before the next `<`
    becomes `&lt;` (text), and comments, `<!…>` declarations and `<?…>` instructions are
    dropped (an unclosed one becomes text). The parser's time on `"<a " * n` grew with the
    square of n (60 KB took 30 s); one pass here keeps it linear.
    """
    parts: list[str] = []
    start = 0  # of the text not yet copied to parts
    position = html.find("<")
    closing = -2  # the next ">" after position; -2: not looked up yet, -1: none left
    while position != -1:
        following = html.find("<", position + 1)
        if html.startswith("<!--", position):
            end = html.find("-->", position + 4)
            if end == -1:
                parts += (html[start:position], html[position:].replace("<", "&lt;"))
                return "".join(parts)
            parts.append(html[start:position])
            start = end + 3
            position = html.find("<", start)
            continue
        if closing != -1 and closing < position:
            closing = html.find(">", position + 1)
        if closing == -1 or -1 < following < closing:
            parts += (html[start:position], "&lt;")  # a stray `<`: text
            start = position + 1
        elif html[position + 1 : position + 2] in ("!", "?"):
            parts.append(html[start:position])  # a declaration or instruction: dropped
            start = closing + 1
            following = html.find("<", start)
        position = following
    parts.append(html[start:])
    return "".join(parts)


def text_to_markdown(text: str, image: ImageHandler | None = None, *, inline: bool = False) -> str:
    """Convert `text` if it looks like HTML; otherwise only decode nothing and tidy spaces."""
    if looks_like_html(text):
        return html_to_markdown(text, image, inline=inline)
    text = text.replace("\u00a0", " ")
    return " ".join(text.split()) if inline else text.strip()


def escape_markdown(text: str) -> str:
    """Text that Markdown shows literally (backslashes, backticks, asterisks, edge `_`)."""
    return _WORD_UNDERSCORE.sub(r"\\_", _ESCAPE.sub(r"\\\1", text))


def link_target(url: str) -> str:
    """A URL safe inside Markdown `( )`: spaces and parentheses percent-encoded."""
    return url.strip().replace(" ", "%20").replace("(", "%28").replace(")", "%29")


class _Converter(HTMLParser):
    """Streams HTML into Markdown paragraphs; inline markup is tracked per open tag."""

    def __init__(self, image: ImageHandler | None) -> None:
        super().__init__(convert_charrefs=True)
        self.image = image
        self.blocks: list[str] = []
        self.line: list[str] = []
        self.open_marks: list[tuple[str, int]] = []  # (tag, position in self.line)
        self.links: list[tuple[str, int]] = []
        self.lists: list[list[int]] = []  # per open list: [is_ordered, next number]
        self.skip = 0
        self.pre = 0
        self.pending_prefix = ""

    # --- structure ------------------------------------------------------------------

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {k: v or "" for k, v in attrs}
        if tag in _SKIPPED_TAGS:
            self.skip += 1
        elif self.skip:
            return
        elif tag == "br":
            self._break()
        elif tag == "img":
            self._image(values)
        elif tag in ("ul", "ol"):
            self._end_block()
            self.lists.append([tag == "ol", 1])
        elif tag == "li":
            self._end_block()
            indent = "  " * max(0, len(self.lists) - 1)
            if self.lists and self.lists[-1][0]:
                self.pending_prefix = f"{indent}{self.lists[-1][1]}. "
                self.lists[-1][1] += 1
            else:
                self.pending_prefix = f"{indent}- "
        elif tag == "pre":
            self._end_block()
            self.pre += 1
        elif tag in ("td", "th"):
            if self._has_text():
                self.line.append(" | ")
        elif _BLOCK_TAG.match(tag):
            self._end_block()
        elif tag in _EMPHASIS or tag in ("code", "tt"):
            self.open_marks.append((tag, len(self.line)))
        elif tag == "a":
            self.links.append((values.get("href", ""), len(self.line)))

    def handle_endtag(self, tag: str) -> None:
        if tag in _SKIPPED_TAGS:
            self.skip = max(0, self.skip - 1)
        elif self.skip:
            return
        elif tag in ("ul", "ol"):
            self._end_block()
            if self.lists:
                self.lists.pop()
        elif tag == "pre":
            self._end_pre()
        elif tag in ("td", "th"):
            return
        elif _BLOCK_TAG.match(tag):
            self._end_block()
        elif tag in _EMPHASIS or tag in ("code", "tt"):
            self._close_mark(tag)
        elif tag == "a":
            self._close_link()

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in ("br", "img", "hr"):
            self.handle_endtag(tag)

    def handle_data(self, data: str) -> None:
        if self.skip or not data:
            return
        if self.pre:
            self.line.append(data.replace("\u00a0", " "))
            return
        text = _SPACES.sub(" ", data)
        if not self.pending_prefix and not self._has_text():
            text = text.lstrip()
        if text:
            self.line.append(escape_markdown(text))

    # --- pieces -----------------------------------------------------------------------

    def _has_text(self) -> bool:
        """Whether the line so far shows anything (stops at the first piece that does,
        so asking for every piece of a long line stays linear)."""
        return any(not piece.isspace() and piece for piece in self.line)

    def _image(self, values: dict[str, str]) -> None:
        src, alt = values.get("src", ""), " ".join(values.get("alt", "").split())
        if self.image is not None and src:
            self.line.append(self.image(src, alt))
        elif alt:
            self.line.append(escape_markdown(alt))

    def _break(self) -> None:
        if self.pre:
            self.line.append("\n")
        else:
            self._end_block()

    def _close_mark(self, tag: str) -> None:
        for index in range(len(self.open_marks) - 1, -1, -1):
            if self.open_marks[index][0] == tag:
                _, start = self.open_marks.pop(index)
                break
        else:
            return
        inner = "".join(self.line[start:])
        del self.line[start:]
        core = inner.strip()
        if not core:
            self.line.append(inner)
            return
        lead = " " if inner[:1].isspace() else ""
        trail = " " if inner[-1:].isspace() else ""
        if tag in ("code", "tt"):
            plain = core.replace("\\`", "`").replace("\\*", "*").replace("\\\\", "\\")
            plain = plain.replace("\\_", "_")
            fence = "``" if "`" in plain else "`"
            pad = " " if plain.startswith("`") or plain.endswith("`") else ""
            self.line.append(f"{lead}{fence}{pad}{plain}{pad}{fence}{trail}")
        else:
            mark = _EMPHASIS[tag]
            self.line.append(f"{lead}{mark}{core}{mark}{trail}")

    def _close_link(self) -> None:
        if not self.links:
            return
        href, start = self.links.pop()
        inner = "".join(self.line[start:]).strip()
        del self.line[start:]
        target = href.strip()
        if not target or target.startswith(("#", "javascript:")):
            self.line.append(inner)
        elif not inner:
            self.line.append(f"[{escape_markdown(target)}]({link_target(target)})")
        else:
            self.line.append(f"[{inner}]({link_target(target)})")

    def _end_pre(self) -> None:
        self.pre = max(0, self.pre - 1)
        code = "".join(self.line).strip("\n")
        self.line = []
        if code.strip():
            fence = "````" if "```" in code else "```"
            self.blocks.append(f"{fence}\n{code}\n{fence}")

    def _end_block(self) -> None:
        if self.pre:
            return
        text = "".join(self.line).strip()
        self.line = []
        self.open_marks = []
        if text:
            self.blocks.append(self.pending_prefix + text)
        self.pending_prefix = "" if text else self.pending_prefix

    def result(self) -> str:
        if self.pre:
            self._end_pre()
        self._end_block()
        text = "\n\n".join(self.blocks)
        return _BLANK_LINES.sub("\n\n", text).strip()


def markdown_to_plain(markdown: str, limit: int = 500) -> str:
    """Bank Markdown as one line of plain text (no backticks, stars or link syntax),
    cut at `limit` characters: how a report names a question."""
    from markdown_it import MarkdownIt

    words: list[str] = []
    for token in MarkdownIt("commonmark").parse(markdown):
        if token.type in ("code_block", "fence"):
            words.append(token.content)
        for child in token.children or ():
            if child.type in ("text", "code_inline"):
                words.append(child.content)
            elif child.type in ("softbreak", "hardbreak"):
                words.append(" ")
            elif child.type == "image":
                words.append(child.content)  # the alt text
        words.append(" ")  # blocks (paragraphs, list items) are separate words
    text = " ".join("".join(words).split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"
