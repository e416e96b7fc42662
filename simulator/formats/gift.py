"""Moodle GIFT: read multiple-choice and true/false questions, and write a bank as GIFT.

GIFT (Moodle's "General Import Format Template") is what instructors type and what
Moodle exports. A question is a block separated by blank lines:

    // [id:net-001]
    ::Title::[html]Prompt text{
      =right answer#feedback
      ~wrong answer#feedback
      ####general feedback
    }

Read here: `//` comments (Moodle 4's `// [id:…]` and `// [tag:…]` give the question's
id and tags), `$CATEGORY:` (the topic of the questions after it), `::title::`,
`[html]`/`[markdown]`/`[plain]`/`[moodle]` format tags, answers on the same or
following lines (blank lines inside `{…}` tolerated), `=` right and `~` wrong,
`%weight%` (without an `=` answer every positive weight is right: a multi-answer
question), `#feedback` per answer -> `why`, `####` general feedback -> explanation,
true/false, and all escapes (`\\= \\~ \\# \\{ \\} \\:` and `\\n`). Numerical, matching,
short-answer, essay and missing-word questions cannot be practised as multiple
choice; each is skipped with a warning naming its line (Moodle's own rules decide
the type, so a file means the same here as in Moodle).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol

from simulator.domain.model import Bank, Question
from simulator.formats.drafts import (
    FULL_CREDIT,
    DraftBank,
    DraftChoice,
    DraftQuestion,
    category_path,
)
from simulator.formats.exhibits import ExhibitShelf
from simulator.formats.markup import escape_markdown, html_to_markdown, looks_like_html

FORMAT = "gift"

# Escaped characters become placeholders while the structure is parsed: lone surrogates,
# which text decoded from UTF-8 can never contain, so no real character is mistaken.
_ESCAPES = {"\\": "\ud800", "~": "\ud801", "=": "\ud802", "#": "\ud803", "{": "\ud804"}
_ESCAPES.update({"}": "\ud805", ":": "\ud806", "n": "\ud807"})
_RESTORE = str.maketrans({v: k for k, v in _ESCAPES.items()} | {"\ud807": "\n"})
_ESCAPE_RE = re.compile(r"\\([\\~=#{}:n])")
_FORMAT_TAG = re.compile(r"\s*\[(html|markdown|plain|moodle)\]", re.IGNORECASE)
_WEIGHT = re.compile(r"\s*%(-?\d+(?:[.,]\d+)?)%")
_META = re.compile(r"\[(id|tag):([^\]]*)\]", re.IGNORECASE)
_META_SAFE = re.compile(r"[^\]\n]+")  # what a `// [id:…]` comment can carry
_CATEGORY_ROOTS = re.compile(r"\$[a-z0-9]+\$\Z", re.IGNORECASE)


def _is_root(segment: str) -> bool:
    return _CATEGORY_ROOTS.match(segment) is not None


@dataclass(slots=True)
class _Block:
    """One blank-line-separated question (or `$CATEGORY:` line) with its first line."""

    line: int
    text: str
    ids: list[str]
    tags: list[str]


def read_gift(text: str, path: str, shelf: ExhibitShelf) -> DraftBank:
    """Every question of a GIFT file; unusable ones are skipped with a warning."""
    draft = DraftBank(path, FORMAT)
    category: str | None = None
    for block in _blocks(text):
        body = block.text
        if body.lstrip().upper().startswith("$CATEGORY:"):
            first, _, body = body.lstrip().partition("\n")
            category = category_path(first.split(":", 1)[1], _is_root) or None
            if not body.strip():
                continue
        _question(block, _protect(body), category, draft, shelf)
    draft.problems += shelf.problems
    draft.exhibits = shelf.exhibits
    return draft


def _blocks(text: str) -> list[_Block]:
    """Split at blank lines outside `{…}`; drop `//` comment lines, keeping ids and tags.

    A blank line inside `{…}` is tolerated, but a `::title::` or `$CATEGORY:` after it
    starts a new question anyway, so one unclosed brace cannot swallow the file.
    """
    blocks: list[_Block] = []
    lines: list[str] = []
    start, depth, after_blank, answered = 0, 0, False, False
    ids: list[str] = []
    tags: list[str] = []

    def close() -> None:
        nonlocal lines, ids, tags, answered
        if lines:
            blocks.append(_Block(start, "\n".join(lines), ids, tags))
        lines, ids, tags, answered = [], [], [], False

    for number, raw in enumerate(text.split("\n"), start=1):
        stripped = raw.strip()
        if stripped.startswith("//"):
            for kind, value in _META.findall(stripped):
                (ids if kind.lower() == "id" else tags).append(value.strip())
            continue
        if not stripped:
            if depth == 0:
                close()
            after_blank = True
            continue
        if after_blank and depth > 0 and stripped.startswith(("::", "$CATEGORY:")):
            close()
            depth = 0
        elif depth == 0 and answered and stripped.startswith("::"):
            close()  # a title after a complete question: the blank line between was forgotten
        after_blank = False
        if not lines:
            start = number
        lines.append(raw)
        protected = _protect(raw)
        depth = max(0, depth + protected.count("{") - protected.count("}"))
        answered = answered or "}" in protected
    close()
    return blocks


def _protect(text: str) -> str:
    return _ESCAPE_RE.sub(lambda m: _ESCAPES[m.group(1)], text)


def _restore(text: str) -> str:
    return text.translate(_RESTORE)


def _question(
    block: _Block, body: str, category: str | None, draft: DraftBank, shelf: ExhibitShelf
) -> None:
    line = block.line
    body = body.strip()
    title = ""
    if body.startswith("::") and "::" in body[2:]:
        title, _, body = body[2:].partition("::")
        title = _restore(title).strip()
    name = f"'{title}'" if title else "the question"
    open_at = body.find("{")
    if open_at < 0:
        draft.warn(line, f"ignored {name}: text without answers (a GIFT description)")
        return
    close_at = body.find("}", open_at)
    if close_at < 0:
        draft.skip(line, f"{name} opens an answer block with '{{' that is never closed")
        return
    before, answers, after = body[:open_at], body[open_at + 1 : close_at], body[close_at + 1 :]
    kind = _kind(answers, after)
    if kind:
        draft.skip_type(line, name, kind)
        return
    fmt, prompt_text = _format_of(before)

    def convert(raw: str, default: str | None, inline: bool = False) -> str:
        own, rest = _format_of(raw)
        return _text(rest, own or default, shelf, line, inline)

    prompt = _text(prompt_text, fmt, shelf, line, False)
    answers, general = _split_general(answers)
    choices = _true_false(answers, convert, fmt) or _multiple_choice(
        answers, convert, fmt, draft, line, name
    )
    if choices is None:
        return
    draft.add(
        DraftQuestion(
            line=line,
            prompt=prompt,
            choices=choices,
            explanation=convert(general, fmt) if general is not None else "",
            category=category,
            source_id=block.ids[-1] if block.ids else None,
            tags=tuple(block.tags),
        )
    )


def _kind(answers: str, after: str) -> str | None:
    """The GIFT question type when it is not multiple choice or true/false (Moodle's order)."""
    stripped = answers.strip()
    if not stripped:
        return "essay"
    if stripped.startswith("#"):
        return "numerical"
    if "~" not in stripped:
        if "=" in stripped and "->" in stripped:
            return "matching"
        if _true_false_parts(_split_general(stripped)[0]) is None:
            return "short-answer"
    if after.strip():
        return "missing-word (text after the answers)"
    return None


def _split_general(answers: str) -> tuple[str, str | None]:
    if "####" in answers:
        head, _, general = answers.partition("####")
        return head, general
    return answers, None


def _format_of(text: str) -> tuple[str | None, str]:
    match = _FORMAT_TAG.match(text)
    if match:
        return match.group(1).lower(), text[match.end() :]
    return None, text


def _text(raw: str, fmt: str | None, shelf: ExhibitShelf, line: int, inline: bool) -> str:
    """GIFT text in its format -> Markdown; HTML is converted, plain text kept as written."""
    text = _restore(raw).strip()
    if fmt == "plain" or (fmt in (None, "moodle") and not looks_like_html(text)):
        return escape_markdown(text)  # shown as written, as Moodle shows it

    def image(src: str, alt: str) -> str:
        return shelf.image(src, alt, line)

    if fmt in ("html", None, "moodle"):
        return html_to_markdown(text, image, inline=inline)
    return shelf.markdown_images(text, line)


def _true_false(answers: str, convert: _Convert, fmt: str | None) -> list[DraftChoice] | None:
    parts = _true_false_parts(answers)
    if parts is None:
        return None
    truth, wrong_feedback, right_feedback = parts
    why = {truth: convert(right_feedback, fmt), not truth: convert(wrong_feedback, fmt)}
    return [DraftChoice("True", truth, why[True]), DraftChoice("False", not truth, why[False])]


def _true_false_parts(answers: str) -> tuple[bool, str, str] | None:
    """`T`, `FALSE#wrong feedback#right feedback`: the truth and both feedbacks, else None.

    Split at `#` rather than matched by a pattern, whose lazy feedback group would
    re-read a long run of spaces from each of its positions.
    """
    word, _, feedback = answers.strip().partition("#")
    word = word.strip().upper()
    if word not in ("T", "F", "TRUE", "FALSE"):
        return None
    wrong, _, right = feedback.partition("#")
    return word.startswith("T"), wrong.strip(), right.strip()


class _Convert(Protocol):
    def __call__(self, raw: str, default: str | None, inline: bool = False) -> str: ...


def _multiple_choice(
    answers: str, convert: _Convert, fmt: str | None, draft: DraftBank, line: int, name: str
) -> list[DraftChoice] | None:
    """`=`/`~` answers with weights; Moodle's rule decides single or multi-answer."""
    parts = re.split(r"(?=[~=])", answers)
    if parts and parts[0].strip():
        text = _restore(parts[0]).strip()[:60]
        draft.skip(line, f"{name} has text before its first '=' or '~' answer: '{text}'")
        return None
    single = any(p.startswith("=") for p in parts)
    choices: list[DraftChoice] = []
    full_credit = 0
    for part in parts[1:]:
        marker, rest = part[0], part[1:]
        weight_match = _WEIGHT.match(rest)
        if weight_match:
            weight = float(weight_match.group(1).replace(",", "."))
            rest = rest[weight_match.end() :]
        else:
            weight = 100.0 if marker == "=" else 0.0
        text, _, feedback = rest.partition("#")
        choice_text = convert(text, fmt, True)
        if single and 0 < weight < FULL_CREDIT:
            draft.partial_credit(line, name, choice_text, weight)
        correct = weight >= FULL_CREDIT if single else weight > 0
        full_credit += correct
        choices.append(DraftChoice(choice_text, correct, convert(feedback, fmt)))
    if single and full_credit > 1:
        draft.skip_any_of(line, name, full_credit)
        return None
    return choices


# --- writing ------------------------------------------------------------------------


def escape(text: str) -> str:
    """Text written into GIFT so that it reads back exactly (newlines as `\\n`)."""
    text = text.replace("\\", "\\\\")
    for char in "~=#{}:":
        text = text.replace(char, "\\" + char)
    return text.replace("\n", "\\n")


def write_gift(bank: Bank) -> str:
    """The bank as GIFT for Moodle: Markdown texts, ids and tags as Moodle 4 comments.

    Multi-answer questions are written with weights (the right answers share 100%,
    each wrong one is -100%), per-choice `why` as feedback, and the explanation as
    general feedback: the short explanation, a blank line, the full one.
    """
    titles = {t.id: t.title for t in bank.topics}
    out = [f"// Exported from Exam Simulator: {_comment(bank.title)} ({bank.id})", ""]
    topic = None
    for question in bank.questions:
        if question.topic != topic:
            topic = question.topic
            category = titles.get(topic, topic).replace("/", "//")
            out += [f"$CATEGORY: $course$/top/{_comment(category)}", ""]
        out += [*_question_lines(question), ""]
    return "\n".join(out)


def _comment(text: str) -> str:
    return " ".join(text.split())


def _question_lines(question: Question) -> list[str]:
    lines = [f"// [id:{question.id}]"] if _META_SAFE.fullmatch(question.id) else []
    lines += [f"// [tag:{tag}]" for tag in question.tags if _META_SAFE.fullmatch(tag)]
    lines.append(f"::{escape(question.id)}::[markdown]{escape(question.prompt)}{{")
    right = question.choose
    for choice in question.choices:
        if right == 1:
            marker = "=" if choice.correct else "~"
        else:
            share = f"{100 / right:.5f}".rstrip("0").rstrip(".")
            marker = f"~%{share}%" if choice.correct else "~%-100%"
        feedback = f"#[markdown]{escape(choice.why)}" if choice.why else ""
        lines.append(f"  {marker}[markdown]{escape(choice.text)}{feedback}")
    explanation = question.explanation
    general = explanation.short + (f"\n\n{explanation.full}" if explanation.full else "")
    lines += [f"  ####[markdown]{escape(general)}", "}"]
    return lines
