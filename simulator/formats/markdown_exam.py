"""Markdown practice exams, in the layouts popular certification repositories use.

Self-study question sets on GitHub (AWS, Azure, GCP, Kubernetes, Terraform…) are
Markdown pages, each repository with its own conventions. The page is parsed with
a real Markdown parser (markdown-it-py) and questions are recognised by shape:

- a heading as the prompt (possibly split over several consecutive headings, or
  continued by paragraphs), then `- [ ] wrong` / `- [x] right` choices;
- `N. prompt` list items with indented lettered choices `- A. text` and an answer
  key `Correct answer: B, E` (letters map to choices; the label is not part of the
  choice text);
- `### Question N`, a prompt paragraph, `* choice` bullets with the right ones in
  `**bold**` (or marked ✅), a `> explanation` quote;
- lettered lines (`A) text`) and a `**Correct Answer: C**` line.

Explanations come from `<details>` blocks (HTML converted to text, links kept),
block quotes or "Explanation:" paragraphs. Questions end at `---`, the next
heading, or a "Back to top" link; a preamble (title, table of contents, badges)
is not a question and is passed over. Headings above the questions become topics.
"""

from __future__ import annotations

import re
import textwrap
from collections import Counter
from dataclasses import dataclass, field
from functools import cache

from markdown_it import MarkdownIt
from markdown_it.tree import SyntaxTreeNode

from simulator.formats.drafts import DraftBank, DraftChoice, DraftQuestion
from simulator.formats.exhibits import ExhibitShelf
from simulator.formats.grammar import (
    explanation_label,
    prompt_label,
    question_number_prefix,
)
from simulator.formats.markdown_choices import (
    LISTS,
    Found,
    MarkedChoice,
    choice_block,
    has_key,
    is_explanation,
    raw_text,
    take_key,
)
from simulator.formats.markdown_text import (
    NUMBER_PREFIX,
    ImageFn,
    boxes_as_task_list,
    html_block_markdown,
    inline_markdown,
    is_back_link,
    is_question_label,
    key_line,
    plain,
)

FORMAT = "markdown"
_TOC = re.compile(r"(?:table\s+of\s+)?contents|toc|index|questions index", re.IGNORECASE)
_SECTION_PREFIX = re.compile(
    r"(?:domain|section|topic|category|chapter|part)\s*+[\w.]*+\s*+[:\-–]\s+", re.IGNORECASE
)
_LEADING_SYMBOL = re.compile(
    r"\A[\u2139\U0001F4A1\U0001F4DD\U0001F449\u27A1]\ufe0f?\s*"
)  # 💡 ℹ️ 📝 👉 ➡


@cache
def _parser() -> MarkdownIt:
    """Block structure only: each piece's inline text is taken as written, so inline
    parsing (and the table rule, which a table of contents makes slow) is not needed."""
    return MarkdownIt("commonmark").disable("inline")


@dataclass(slots=True)
class _Unit:
    """Blocks that may form one question, with the headings that introduce it."""

    line: int
    headings: list[SyntaxTreeNode] = field(default_factory=list)
    blocks: list[SyntaxTreeNode] = field(default_factory=list)
    # After the last `1. prompt` item of a list: the blocks up to the next such list,
    # where its answer may be (a `<details>` block written flush left ends the list).
    trailing: list[SyntaxTreeNode] = field(default_factory=list)


def read_markdown(text: str, path: str, shelf: ExhibitShelf) -> DraftBank:
    """Every question of a Markdown practice exam (see the module docstring)."""
    text = boxes_as_task_list(_blank_front_matter(text))
    root = SyntaxTreeNode(_parser().parse(text))
    reader = _Reader(text, path, shelf)
    reader.run(list(root.children))
    reader.settle_uniform()
    reader.draft.questions.sort(key=lambda q: q.line)  # in page order, however they were found
    reader.draft.problems += shelf.problems
    reader.draft.exhibits = shelf.exhibits
    return reader.draft


def _blank_front_matter(text: str) -> str:
    """YAML front matter (`---` … `---`) emptied, keeping the line numbers."""
    lines = text.split("\n")
    if lines and lines[0].strip() == "---":
        for end in range(1, min(len(lines), 60)):
            if lines[end].strip() in ("---", "..."):
                return "\n" * end + "\n" + "\n".join(lines[end + 1 :])
    return text


def _line(node: SyntaxTreeNode) -> int:
    return node.map[0] + 1 if node.map else 1


class _Reader:
    def __init__(self, text: str, path: str, shelf: ExhibitShelf) -> None:
        self.lines = text.split("\n")
        self.shelf = shelf
        self.draft = DraftBank(path, FORMAT)
        # How the page marks right choices when it marks some of them ("bold", a colour),
        # and the questions whose choices all stand out that way: all right, if the page
        # marks right choices so elsewhere (see `settle_uniform`).
        self.partial: Counter[str] = Counter()
        self.uniform: list[tuple[DraftQuestion, str]] = []

    def image(self, line: int) -> ImageFn:
        return lambda src, alt: self.shelf.image(src, alt, line)

    # --- the page ------------------------------------------------------------------------

    def run(self, blocks: list[SyntaxTreeNode]) -> None:
        segments = _segments(blocks)
        level_one = [h for h, _ in segments if h is not None and h.tag == "h1"]
        title = level_one[0] if len(level_one) == 1 else None
        if title is not None:
            self.draft.title = _clean_title(plain(raw_text(title))) or None
        units = [(heading, _split_at_rules(content)) for heading, content in segments]
        level = self._question_level(units, strong=True) or self._question_level(units)
        category: str | None = None
        pending: list[SyntaxTreeNode] = []
        for heading, parts in units:
            first, rest = parts[0], parts[1:]
            if heading is not None and self._is_question(heading, first, level):
                same = [h for h in pending if h.tag == heading.tag]
                self.question(
                    _Unit(_line((same or [heading])[0]), [*same, heading], first), category
                )
                pending = []
            elif heading is not None and not first and not rest and heading.tag == level:
                pending.append(heading)
                continue
            else:
                pending = []
                above = heading is not None and (level is None or heading.tag < level)
                if heading is not None and heading is not title and above:
                    category = _category(plain(raw_text(heading)))
                self.listed_questions(first, category)
                if heading is None:
                    self.unit(first, category)
            for part in rest:
                self.listed_questions(part, category)
                self.unit(part, category)

    def _question_level(
        self,
        units: list[tuple[SyntaxTreeNode | None, list[list[SyntaxTreeNode]]]],
        strong: bool = False,
    ) -> str | None:
        """The heading level (h2, h3…) most questions start at; tell-tale choices first."""
        levels = Counter(
            h.tag
            for h, parts in units
            if h is not None and self._is_question(h, parts[0], None, strong)
        )
        return levels.most_common(1)[0][0] if levels else None

    def _is_question(
        self,
        heading: SyntaxTreeNode,
        blocks: list[SyntaxTreeNode],
        level: str | None,
        strong: bool = False,
    ) -> bool:
        if level is not None and heading.tag != level:
            return False
        if is_question_label(plain(raw_text(heading))):
            return True
        listed = (i for i, b in enumerate(blocks) if b.type in LISTS and self._question_items(b))
        return choice_block(blocks[: next(listed, len(blocks))], strong) is not None

    def unit(self, blocks: list[SyntaxTreeNode], category: str | None) -> None:
        """Blocks between rules (`---`) with no heading of their own: a question if shaped so."""
        listed = any(self._question_items(b) for b in blocks if b.type in LISTS)
        if blocks and not listed and choice_block(blocks) is not None:
            self.question(_Unit(_line(blocks[0]), [], blocks), category)

    def _question_items(self, node: SyntaxTreeNode) -> list[SyntaxTreeNode]:
        return [item for item in node.children if choice_block(list(item.children)) is not None]

    def listed_questions(self, blocks: list[SyntaxTreeNode], category: str | None) -> None:
        """`1. prompt` list items, each with its own choices: one question per item."""
        for position, block in enumerate(blocks):
            if block.type not in LISTS or not self._question_items(block):
                continue
            following = blocks[position + 1 :]
            stop = next(
                (i for i, b in enumerate(following) if b.type in LISTS and self._question_items(b)),
                len(following),
            )
            items = block.children
            for number, item in enumerate(items, start=1):
                trailing = following[:stop] if number == len(items) else []
                self.question(_Unit(_line(item), [], list(item.children), trailing), category)

    # --- one question --------------------------------------------------------------------

    def question(self, unit: _Unit, category: str | None) -> None:
        draft, line = self.draft, unit.line
        found = choice_block(unit.blocks)
        prompt_parts = [self.heading_text(h) for h in unit.headings]
        prompt_parts = [p for p in prompt_parts if p]
        if found is None:
            label = plain(raw_text(unit.headings[0])) if unit.headings else ""
            excerpt = (" ".join(prompt_parts) or label)[:60]
            draft.skip(line, f"no answer choices found under '{excerpt or 'the heading'}'")
            return
        choices = found.choices
        own = [self.block_markdown(b) for b in _prompt_blocks(unit.blocks[: found.start])]
        if own and question_number_prefix(_unbold(own[0])):  # "**1. (1分) Which…?**"
            own[0] = _unbold(own[0])
        if unit.headings and own and question_number_prefix(plain(own[0])):
            # "## Single choice" over "**1. …**": the heading names a section of questions
            category = _category(plain(" ".join(prompt_parts))) or category
            prompt_parts = []
        headed = bool(prompt_parts)
        prompt_parts += own
        if prompt_parts and prompt_label(prompt_parts[0]):  # "**Pergunta:** …": the page's label
            prompt_parts[0] = prompt_parts[0][prompt_label(prompt_parts[0]) :]
        if prompt_parts and not headed and question_number_prefix(prompt_parts[0]):
            prompt_parts[0] = prompt_parts[0][question_number_prefix(prompt_parts[0]) :]
        if found.lead.strip():
            lead = inline_markdown(found.lead, self.image(line)).strip()
            prompt_parts.append(lead[question_number_prefix(lead) :].strip())
        labels = [c.label for c in choices]
        texts = [self.choice_text(c, _line(unit.blocks[found.start])) for c in choices]
        after = unit.blocks[found.end :]
        end = next(
            (i for i, b in enumerate(after) if b.type in LISTS and self._question_items(b)),
            len(after),
        )  # `1. prompt` questions may follow on the same page: they are not explanation
        following = self.next_question(after[:end], found, choices, labels, texts)
        if following is not None:  # another prompt with its choices follows the key
            self.unit(after[following:end], category)
            end = following
        key, explanation = self.after_choices(after[:end], labels, texts)
        tail = found.tail or next((c.tail for c in choices if c.tail), "")
        if key is None and tail:  # on the line right after the choices
            key, rest = take_key(tail, labels, texts)
            explanation = "\n\n".join(p for p in (_without_label(rest), explanation) if p)
        marked = {i for i, c in enumerate(choices) if c.checked or c.marked}
        if key is None and not marked and unit.trailing:
            key, more = self.after_choices(unit.trailing, labels, texts)
            explanation = "\n\n".join(p for p in (explanation, more) if p)
        marked |= _marks(choices)
        if marked and key is not None and key != marked:
            draft.skip(
                line,
                f"the marked choices ({_letters(marked)}) and the answer key ({_letters(key)})"
                " disagree",
            )
        else:
            correct = marked or key or set()
            question = DraftQuestion(
                line=line,
                prompt="\n\n".join(p for p in prompt_parts if p.strip()),
                choices=[DraftChoice(t, i in correct) for i, t in enumerate(texts)],
                explanation=explanation,
                category=category,
            )
            draft.add(question)
            self.note_emphasis(question, choices, bool(correct))
        self.listed_questions(after[end:], category)

    def note_emphasis(
        self, question: DraftQuestion, choices: list[MarkedChoice], decided: bool
    ) -> None:
        """Tally how the page marks right choices; remember questions that all stand out."""
        emphasis = _emphasis(choices)
        if not decided and emphasis:
            self.uniform.append((question, emphasis))
        elif decided:
            for kind in {("bold" if c.bold else "") + c.highlight for c in choices}:
                if kind and any(not (c.bold or c.highlight) for c in choices):
                    self.partial[kind] += 1

    def settle_uniform(self) -> None:
        """A question whose choices all stand out the way the page marks right ones (every
        option of a "select all that apply" in red) has them all right."""
        for question, emphasis in self.uniform:
            if self.partial[emphasis] >= 2:
                for choice in question.choices:
                    choice.correct = True

    def heading_text(self, heading: SyntaxTreeNode) -> str:
        raw = raw_text(heading).strip()
        if is_question_label(plain(raw)):
            return ""
        raw = NUMBER_PREFIX.sub("", raw, count=1) if NUMBER_PREFIX.match(raw) else raw
        return inline_markdown(raw, self.image(_line(heading))).strip()

    def choice_text(self, choice: MarkedChoice, line: int) -> str:
        return " ".join(inline_markdown(choice.raw, self.image(line)).split())

    def block_markdown(self, node: SyntaxTreeNode) -> str:
        """A block of the prompt or explanation as Markdown, written as in the source."""
        line = _line(node)
        if node.type == "paragraph":
            return inline_markdown(raw_text(node), self.image(line)).strip()
        if node.type == "html_block":
            return html_block_markdown(node.content, self.image(line))
        if node.type in ("fence", "code_block"):
            return self.source(node)
        if node.type == "blockquote":
            quoted = self.source(node)
            return "\n".join(re.sub(r"^\s*> ?", "", s) for s in quoted.split("\n")).strip()
        return inline_markdown(self.source(node), self.image(line))

    def source(self, node: SyntaxTreeNode) -> str:
        if not node.map:
            return ""
        start, end = node.map
        return textwrap.dedent("\n".join(self.lines[start:end])).strip("\n")

    def after_choices(
        self, blocks: list[SyntaxTreeNode], labels: list[str | None], texts: list[str]
    ) -> tuple[set[int] | None, str]:
        """The answer key and the explanation that follow the choices."""
        key: set[int] | None = None
        parts: list[str] = []
        region: list[SyntaxTreeNode] = []
        for block in blocks:
            content = block.content.lower() if block.type == "html_block" else ""
            hidden = bool(region) or "<details" in content
            if region or ("<details" in content and "</details" not in content):
                region.append(block)
                if "</details" not in content:
                    continue
                text = "\n\n".join(self.region_part(b) for b in region)
                region = []
            elif block.type == "hr":
                continue
            else:
                text = self.block_markdown(block)
            found, rest = take_key(text, labels, texts, hidden)
            key = key if key is not None else found
            rest = _without_label(rest)
            if rest and not is_back_link(rest):
                parts.append(_LEADING_SYMBOL.sub("", rest))
        if region:
            found, rest = take_key(
                "\n\n".join(self.region_part(b) for b in region), labels, texts, True
            )
            key = key if key is not None else found
            if rest:
                parts.append(_without_label(rest))
        return key, "\n\n".join(p for p in parts if p)

    def next_question(
        self,
        blocks: list[SyntaxTreeNode],
        found: Found,
        choices: list[MarkedChoice],
        labels: list[str | None],
        texts: list[str],
    ) -> int | None:
        """Where the next question starts among the blocks after these choices, if one does.

        Without headings or rules between them, questions follow each other as prompt,
        choices, answer: the blocks after the one that gives the answer (a key line,
        or the choices listed again with the right ones ticked) and after an
        "Explanation:" right behind it start the next question when they hold choices.
        """
        keyed = bool(found.tail) and key_line(found.tail.split("\n")[0]) is not None
        keyed = keyed or any(c.tail for c in choices) or bool(_marks(choices) or _emphasis(choices))
        start = 0
        if not keyed:
            at = next((i for i, b in enumerate(blocks) if self.decides(b, labels, texts)), None)
            if at is None:
                # no key at all: this question is unanswered, but a prompt with choices that
                # tell themselves (lettered lines, a table) below it is the next question
                strong = choice_block(blocks, strong=True)
                return 0 if strong is not None and strong.start > 0 else None
            start = at + 1
        while start < len(blocks) and is_explanation(blocks[start]):
            start += 1
        if start >= len(blocks) or choice_block(blocks[start:]) is None:
            return None
        return start

    def decides(self, block: SyntaxTreeNode, labels: list[str | None], texts: list[str]) -> bool:
        """Whether a block gives the answer: a key line, or the choices again, ticked."""
        if has_key(block):
            return True
        if block.type not in LISTS:
            return False
        return take_key(self.block_markdown(block), labels, texts)[0] is not None

    def region_part(self, block: SyntaxTreeNode) -> str:
        """A block inside `<details>`: HTML, Markdown, or HTML indented into a code block."""
        if block.type in ("html_block", "code_block"):
            return html_block_markdown(block.content, self.image(_line(block)))
        return self.block_markdown(block)


# --- shapes ---------------------------------------------------------------------------


def _segments(
    blocks: list[SyntaxTreeNode],
) -> list[tuple[SyntaxTreeNode | None, list[SyntaxTreeNode]]]:
    """The page cut at every heading: (heading, the blocks up to the next one).

    A heading inside an open `<details>` block, or one that states the answer
    (`#### Resposta: A)`), belongs to the question above it, not to a new section.
    """
    segments: list[tuple[SyntaxTreeNode | None, list[SyntaxTreeNode]]] = [(None, [])]
    in_details = False
    for block in blocks:
        if block.type == "html_block":
            content = block.content.lower()
            opened, closed = content.rfind("<details"), content.rfind("</details")
            in_details = opened > closed or (in_details and closed < 0)
        if block.type == "heading" and not in_details and not _states_answer(block):
            segments.append((block, []))
        else:
            segments[-1][1].append(block)
    if segments[0][0] is None and not segments[0][1]:
        segments.pop(0)
    return segments


def _states_answer(heading: SyntaxTreeNode) -> bool:
    return key_line(plain(raw_text(heading))) is not None


def _split_at_rules(blocks: list[SyntaxTreeNode]) -> list[list[SyntaxTreeNode]]:
    parts: list[list[SyntaxTreeNode]] = [[]]
    for block in blocks:
        if block.type == "hr":
            parts.append([])
        else:
            parts[-1].append(block)
    return parts


def _without_label(text: str) -> str:
    """The text of "*Explanation: …*": the label is the page's, not part of the explanation."""
    stripped = text.strip()
    emphasis = re.fullmatch(r"(\*|_)(?!\1)(.+)\1", stripped, re.DOTALL)
    if emphasis and explanation_label(plain(emphasis.group(2))):
        stripped = emphasis.group(2)
    label = explanation_label(stripped)
    if label:
        stripped = stripped[label:]
    return stripped.strip()


def _prompt_blocks(blocks: list[SyntaxTreeNode]) -> list[SyntaxTreeNode]:
    """The blocks of a prompt. When the choices follow a numbered list whose last item
    asks the question ("3. **Which is an output…?**"), that item is the prompt; the
    items before it are other numbered entries of the page (notes, open questions)."""
    if not blocks or blocks[-1].type != "ordered_list" or len(blocks[-1].children) < 2:
        return blocks
    last = blocks[-1].children[-1]
    asks = plain(raw_text(last.children[0])).rstrip() if last.children else ""
    if last.children and last.children[0].type == "paragraph" and asks.endswith(("?", "？", ":")):
        return list(last.children)
    return blocks


_WHOLE_BOLD = re.compile(r"(\*\*|__)((?:(?!\1).)+)\1", re.DOTALL)


def _unbold(text: str) -> str:
    """A prompt written all in bold is a prompt: the bold is the page's styling."""
    whole = _WHOLE_BOLD.fullmatch(text.strip())
    return whole.group(2).strip() if whole else text


def _marks(choices: list[MarkedChoice]) -> set[int]:
    """The choices the page marks right: ticked or checked, or (some, not all) bold or
    highlighted in a colour."""
    marked = {i for i, c in enumerate(choices) if c.checked or c.marked}
    for emphasised in (
        {i for i, c in enumerate(choices) if c.bold},
        {i for i, c in enumerate(choices) if c.highlight},
    ):
        if emphasised and len(emphasised) < len(choices):
            marked |= emphasised
    return marked


def _emphasis(choices: list[MarkedChoice]) -> str:
    """How every one of these choices stands out alike ("bold", "font color='red'"), or ""."""
    kinds = {("bold" if c.bold else "") + c.highlight for c in choices}
    return kinds.pop() if len(kinds) == 1 else ""


def _letters(indexes: set[int]) -> str:
    return ", ".join(chr(65 + i) for i in sorted(indexes))


def _clean_title(text: str) -> str:
    return re.sub(r"^[^\w(]+", "", text).strip()


def _category(text: str) -> str | None:
    cleaned = _clean_title(text)
    if not cleaned or _TOC.fullmatch(cleaned):
        return None
    without = _SECTION_PREFIX.sub("", cleaned, count=1).strip()
    return (without or cleaned).replace("/", "-")
