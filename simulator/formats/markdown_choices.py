"""How the choices of a question look on a Markdown page, and how its answer is given.

The shapes `markdown_exam` recognises: check-box lists, lettered lists and lines (in
every label style of `grammar.py`), lists whose right items are bold or ticked,
paragraphs of one lettered line each, plain lines that an answer key names by
text; and the answer key or the choices listed again with ticks that follow them.
Kept apart from the page reader so each stays readable.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from markdown_it.tree import SyntaxTreeNode

from simulator.formats.grammar import choice_label, explanation_label, ticked
from simulator.formats.markdown_text import CHECKBOX, key_line, plain, resolve_key
from simulator.formats.plaintext import match_answer_line

LISTS = ("bullet_list", "ordered_list")
_MOST_CHOICES = 26
#: Lines of one paragraph looked at for a question: a prompt's lines and 26 choices fit.
#: A paragraph of a hundred thousand lines is then read in the time of sixty.
_MOST_LINES = 60
_LONE_LETTER = re.compile(r"[(\[]?([A-Za-z])[.):\]]?")
_LIST_ITEM = re.compile(r"(?:[-*+]|\d{1,4}[.)])[ \t]+")
_STRUCK = re.compile(r"~~((?:(?!~~).)+)~~", re.DOTALL)  # the whole text struck through
_BOLD = re.compile(r"(\*\*|__)((?:(?!\1).)+)\1", re.DOTALL)  # the whole text one bold span
# The whole text in a colour or highlight: `<font color='red'>…</font>`, `<mark>…</mark>`,
# `<span style="color: green">…</span>` (how exported banks show the right choice).
_HIGHLIGHT = re.compile(
    r"<(font|span|mark)\b([^<>]{0,300})>((?:(?!</?\1\b).){1,2000})</\1\s*>",
    re.DOTALL | re.IGNORECASE,
)


@dataclass(slots=True)
class MarkedChoice:
    """One choice as written: its text, its label, and the marks that say it is right."""

    raw: str
    label: str | None = None
    boxed: bool = False  # written as a task-list item, `[ ]` or `[x]`
    checked: bool = False
    bold: bool = False
    marked: bool = False  # ticked with ✅ or "(correct)"
    struck: bool = False  # ~~struck through~~: shown as wrong
    highlight: str = ""  # the whole text in a colour or `<mark>`: which one ("color=red")
    tail: str = ""  # an answer key written on the line after the last choice


def inline_node(node: SyntaxTreeNode) -> SyntaxTreeNode | None:
    """The inline content of a paragraph or heading."""
    for child in node.children:
        if child.type == "inline":
            return child
    return None


def raw_text(node: SyntaxTreeNode) -> str:
    inline = inline_node(node)
    return inline.content if inline is not None else ""


@dataclass(frozen=True, slots=True)
class Found:
    """Choices found among a unit's blocks: `blocks[start:end]` hold them."""

    start: int
    end: int
    choices: list[MarkedChoice]
    lead: str = ""  # a paragraph's lines before its lettered lines: the prompt's end
    tail: str = ""  # ... and after them (an answer key on the next line)


def choice_block(blocks: list[SyntaxTreeNode], strong: bool = False) -> Found | None:
    """Where the answer choices are, and what they say about themselves.

    Check boxes and A/B/C labels tell choices by themselves (`strong`); bold or ✅ on
    some items of a short list, or a plain list followed by an answer key, do too
    when nothing stronger is on the page. Lettered lines may also be paragraphs of
    their own, one per choice (`**A:** …` blank line `**B:** …`).
    """
    for index, block in enumerate(blocks):
        choices = _marked_choices(block, strong)
        if choices is not None and not (strong or _prompts_before_choices(blocks, index)):
            return Found(index, index + 1, choices)
        if choices is not None and strong:
            return Found(index, index + 1, choices)
        run = _lettered_paragraphs(blocks, index) or _lettered_within(block, index)
        if run is not None:
            return run
    if strong:
        return None
    for index in range(len(blocks) - 1, -1, -1):  # a plain list, told apart by a key after it
        block = blocks[index]
        short = block.type in LISTS and 2 <= len(block.children) <= 26
        if short and any(has_key(b) for b in blocks[index + 1 :]):
            return Found(index, index + 1, [choice_of_item(item) for item in block.children])
    for index in range(len(blocks)):  # plain lines, one of which a key after them names
        found = _named_lines(blocks, index)
        if found is not None:
            return found
    return None


def _named_lines(blocks: list[SyntaxTreeNode], start: int) -> Found | None:
    """Unlabelled choice lines that an answer key right after them names by its text.

    Either lines of one paragraph followed by the key (in it or in the next block), or
    paragraphs of one line each followed by a block with the key:

        Which decree sets out vocational training?     Which is not a trait of adult learning?
        RD 1538/2006.                                   Learning by doing.
        RD 1147/2011.                                   (blank line)
        CORRECTA: RD 1147/2011.                         Individual teaching.
                                                        (blank line)
                                                        <p>CORRECTA: Individual teaching.</p>
    """
    block = blocks[start]
    if block.type != "paragraph":
        return None
    lines = [line.strip() for line in raw_text(block).split("\n", _MOST_LINES)][:_MOST_LINES]
    at_key = next((i for i, line in enumerate(lines) if key_line(line)), None)
    if at_key is not None or len(lines) >= 2:
        candidates = lines[:at_key] if at_key is not None else lines
        lead = ""
        if len(candidates) >= 3 and candidates[0].endswith(("?", ":", "?:")):
            lead, candidates = candidates[0], candidates[1:]  # the prompt, in the same paragraph
        tail = "\n".join(lines[at_key:]) if at_key is not None else ""
        following = tail or _next_key_text(blocks, start + 1)
        if 2 <= len(candidates) <= 26 and _names_one(following, candidates):
            return Found(start, start + 1, [_choice_from_raw(c) for c in candidates], lead, tail)
    end = start
    while (
        end < len(blocks)
        and blocks[end].type == "paragraph"
        and "\n" not in raw_text(blocks[end]).strip()
    ):
        if key_line(raw_text(blocks[end])):
            break
        end += 1
    singles = [raw_text(b).strip() for b in blocks[start:end]]
    if (
        2 <= len(singles) <= 26
        and end < len(blocks)
        and _names_one(_next_key_text(blocks, end), singles)
    ):
        return Found(start, end, [_choice_from_raw(s) for s in singles])
    return None


def _key_text(block: SyntaxTreeNode) -> str:
    return block.content if block.type == "html_block" else raw_text(block)


def _next_key_text(blocks: list[SyntaxTreeNode], index: int) -> str:
    """The text of the block after the choices, past an opening tag (`<div class=…>`)."""
    while index < len(blocks) and blocks[index].type == "html_block":
        content = blocks[index].content.strip()
        if "\n" in content or key_line(content):
            break
        index += 1
    return _key_text(blocks[index]) if index < len(blocks) else ""


def _names_one(text: str, candidates: list[str]) -> bool:
    """Whether an answer key in `text` names some of these lines by their text."""
    texts = [_choice_from_raw(c).raw for c in candidates]
    for line in text.split("\n"):
        value = key_line(line)
        if value is not None:
            return match_answer_line(value, [plain(t) for t in texts]) is not None
    return False


@lru_cache(maxsize=256)
def _lettered_lines(block: SyntaxTreeNode) -> list[MarkedChoice] | None:
    """The lines of a paragraph if every one is a lettered choice, else None.

    Asked of the same block by several shape checks: remembered for the last blocks.
    """
    if block.type != "paragraph":
        return None
    choices: list[MarkedChoice] = []
    for line in raw_text(block).split("\n", _MOST_CHOICES + 1):
        choice = _choice_from_raw(line.strip())
        if choice.label is None or len(choices) == _MOST_CHOICES:
            return None  # not a line of a choice, or more lines than any question has choices
        choices.append(choice)
    return choices


#: A choice row holds a mark, a label and a text (and maybe an empty cell or two).
_MOST_CELLS = 6
_LONGEST_ROW = 4000
_TABLE_RULE = re.compile(r"\s*:?-+:?\s*")
_ROW_MARKS = frozenset(
    ["*", "x", "✓", "✔", "✔️", "√", "☑", "☑️", "✅", "正确", "对", "correct", "right"]
)


@lru_cache(maxsize=256)
def _table_rows(block: SyntaxTreeNode) -> list[MarkedChoice] | None:
    """Choices laid out as a Markdown table, one per row, the right ones marked in a cell
    of their own (how quiz reviews are pasted into notes):

        |      |      |                     |
        | ---- | ---- | ------------------- |
        |      | a.   | the project team    |
        | *    | c.   | the Robinson family |
    """
    lines = raw_text(block).split("\n", _MOST_CHOICES + 3)
    if len(lines) > _MOST_CHOICES + 2 or not all(
        len(line) <= _LONGEST_ROW and line.lstrip().startswith("|") for line in lines
    ):
        return None
    choices: list[MarkedChoice] = []
    for line in lines:
        cells = [cell.strip() for cell in line.strip().strip("|").split("|", _MOST_CELLS)]
        if len(cells) > _MOST_CELLS:
            return None  # a table of data, not a choice per row
        if all(not cell or _TABLE_RULE.fullmatch(cell) for cell in cells):
            continue  # an empty header row or the rule under it
        choice = _table_row(cells)
        if choice is None:
            return None
        choices.append(choice)
    return choices


def _table_row(cells: list[str]) -> MarkedChoice | None:
    """One table row as a choice: mark cells, then the label and the text."""
    filled = [cell for cell in cells if cell]
    trailing = len(filled) >= 3 and filled[-1].casefold() in _ROW_MARKS
    if trailing:
        filled = filled[:-1]
    for start in range(len(filled)):
        choice = _choice_from_raw(" ".join(filled[start:]))
        if choice.label is not None:
            marks = filled[:start]
            if any(cell.casefold() not in _ROW_MARKS for cell in marks):
                return None
            choice.marked = choice.marked or bool(marks) or trailing
            return choice
    return None


def is_explanation(block: SyntaxTreeNode) -> bool:
    return block.type in ("paragraph", "blockquote") and bool(
        explanation_label(plain(raw_text(block)))
    )


def _lettered_within(block: SyntaxTreeNode, index: int) -> Found | None:
    """A paragraph with the prompt's last lines, then lettered lines A, B…, then maybe a key.

    Plain-text pages pasted into Markdown keep no blank lines between these.
    """
    if block.type != "paragraph":
        return None
    lines = raw_text(block).split("\n")
    first = next((i for i in range(min(len(lines), _MOST_LINES)) if _starts_run(lines, i)), None)
    if first is None:
        return None
    choices: list[MarkedChoice] = []
    end = first
    while end < len(lines):
        choice = _choice_from_raw(lines[end].strip())
        if choice.label != chr(65 + len(choices)):
            break
        choices.append(choice)
        end += 1
    tail = lines[end:]
    if tail and not key_line(tail[0]):
        return None  # prose goes on after the letters: a list of notes, not choices
    return Found(index, index + 1, choices, "\n".join(lines[:first]), "\n".join(tail))


def _starts_run(lines: list[str], index: int) -> bool:
    if index + 1 >= len(lines):
        return False
    first = _choice_from_raw(lines[index].strip())
    return first.label == "A" and _choice_from_raw(lines[index + 1].strip()).label == "B"


def _lettered_paragraphs(blocks: list[SyntaxTreeNode], start: int) -> Found | None:
    """Paragraphs in a row, each lettered lines going on from the last (A, then B…)."""
    choices: list[MarkedChoice] = []
    end = start
    while end < len(blocks):
        lines = _lettered_lines(blocks[end])
        if lines is None or not _consecutive([c.label or "" for c in choices + lines]):
            break
        choices += lines
        end += 1
    if end - start < 2 or len(choices) < 2:
        return None
    return Found(start, end, choices)


def _marked_choices(block: SyntaxTreeNode, strong: bool = False) -> list[MarkedChoice] | None:
    """A list (or lettered lines) whose items look like answer choices by themselves."""
    if block.type == "paragraph":
        lines = _lettered_lines(block) or _table_rows(block)
        if lines is not None and len(lines) >= 2 and _consecutive([c.label or "" for c in lines]):
            return lines
        return None
    if block.type not in LISTS or len(block.children) < 2:
        return None
    choices = [choice_of_item(item) for item in block.children]
    if all(c.boxed for c in choices):
        return choices
    if all(c.label for c in choices) and _consecutive([c.label or "" for c in choices]):
        return choices
    if strong or len(choices) > 8 or _numbered_on(block):
        return None
    bold = sum(c.bold for c in choices)
    marked = sum(c.marked for c in choices)
    if 0 < bold < len(choices) or 0 < marked < len(choices):
        return choices
    return None


def _prompts_before_choices(blocks: list[SyntaxTreeNode], index: int) -> bool:
    """Whether a list that only bold or ticks made look like choices is followed by
    choices that tell themselves (lettered lines, a table): then it is not the choices
    but numbered prompts, its last one bold (`3. **Which is an output…?**`)."""
    if _marked_choices(blocks[index], strong=True) is not None or index + 1 >= len(blocks):
        return False
    return _marked_choices(blocks[index + 1], strong=True) is not None


def _numbered_on(block: SyntaxTreeNode) -> bool:
    """An ordered list that goes on from earlier numbers (`39.`, `40.`): questions, not
    one question's choices."""
    start = block.attrs.get("start", 1) if block.type == "ordered_list" else 1
    return isinstance(start, int) and start > 1


def _consecutive(labels: list[str]) -> bool:
    return [label.upper() for label in labels] == [chr(65 + i) for i in range(len(labels))]


def _item_raw(item: SyntaxTreeNode) -> str:
    """A list item's text as written. A choice that starts with a dash (`* - 10°C do
    - 20°C`, `* - one step; - another`) reads to Markdown as a list inside the item:
    its one inner item is the choice, with the dash given back."""
    for child in item.children:
        if child.type == "paragraph":
            return raw_text(child).strip()
        if child.type == "bullet_list" and len(child.children) == 1:
            inner = _item_raw(child.children[0])
            return f"{child.children[0].markup or '-'} {inner}" if inner else ""
        return ""
    return ""


def choice_of_item(item: SyntaxTreeNode) -> MarkedChoice:
    """A list item as a choice; an answer key run on into it (no blank line) is kept apart."""
    raw = _item_raw(item)
    lines = raw.split("\n")
    cut = next((i for i, line in enumerate(lines) if i and key_line(line)), None)
    if cut is None:
        return _choice_from_raw(raw)
    choice = _choice_from_raw("\n".join(lines[:cut]))
    choice.tail = "\n".join(lines[cut:])
    return choice


def _choice_from_raw(raw: str) -> MarkedChoice:
    """A choice's label, tick, check box and bold, from its text as written."""
    choice = MarkedChoice(raw)
    box = CHECKBOX.match(raw)
    if box:
        choice.boxed = True
        choice.checked = box.group(1) != " "
        raw = raw[box.end() :]
    raw, choice.marked = ticked(raw)
    struck = _STRUCK.fullmatch(raw.strip())
    if struck:
        choice.struck = True
        raw = struck.group(1)
    bold = _BOLD.fullmatch(raw.strip())
    if bold:
        choice.bold = True
        raw = bold.group(2)
    label = choice_label(raw.strip())
    if label:
        choice.label = label.letter
        raw = raw.strip()[label.end :]
    highlight = _HIGHLIGHT.fullmatch(raw.strip())
    if highlight and (
        highlight.group(1).lower() == "mark" or "color" in highlight.group(2).lower()
    ):
        choice.highlight = " ".join(f"{highlight.group(1)} {highlight.group(2)}".lower().split())
        raw = highlight.group(3)
    choice.raw = raw.strip()
    return choice


def has_key(block: SyntaxTreeNode) -> bool:
    text = block.content if block.type == "html_block" else raw_text(block)
    return any(key_line(line) for line in text.split("\n"))


def take_key(
    text: str, labels: list[str | None], texts: list[str], hidden: bool = False
) -> tuple[set[int] | None, str]:
    """The first answer-key line that names choices, and the text without it.

    `hidden` text is a folded answer (`<details>`): there, choices repeated without
    any tick (`b. Runtime, image, distribution` under "Answer") are the right ones,
    unless every choice is repeated (a list again, saying nothing).
    """
    kept: list[str] = []
    key: set[int] | None = None
    ticked: set[int] = set()
    repeated_plain: set[int] = set()
    for line in text.split("\n"):
        value = key_line(line) if key is None else None
        named = resolve_key(value, labels, texts) if value else None
        repeated = _repeated_choice(line, labels, texts) if not named else None
        if named:
            key = named
        elif repeated is not None:  # the choices again, the right ones ticked (✅, ~~wrong~~)
            if repeated[1]:
                ticked.add(repeated[0])
            else:
                repeated_plain.add(repeated[0])
        else:
            kept.append(line)
    if key is None and not ticked and hidden and 0 < len(repeated_plain) < len(texts):
        ticked = repeated_plain
    return key if key is not None else (ticked or None), "\n".join(kept).strip()


def _repeated_choice(
    line: str, labels: list[str | None], texts: list[str]
) -> tuple[int, bool] | None:
    """A line that repeats one of the choices: its index and whether it is ticked right."""
    stripped = line.strip()
    if not stripped:
        return None
    marker = _LIST_ITEM.match(stripped)
    choice = _choice_from_raw(stripped[marker.end() :] if marker else stripped)
    index: int | None = None
    letter = _LONE_LETTER.fullmatch(choice.raw.strip())
    if choice.label is None and letter is not None:  # "- B - Correct": the letter alone
        choice.label = letter.group(1).upper()
    if choice.label is not None and choice.label in labels:
        index = labels.index(choice.label)
    else:
        flat = plain(choice.raw).casefold()
        index = next((i for i, t in enumerate(texts) if plain(t).casefold() == flat), None)
    if index is None:
        return None
    return index, (choice.marked or choice.checked) and not choice.struck
