"""Moodle GIFT: read every question type the app practises, and write a bank as GIFT.

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
true/false, and all escapes (`\\= \\~ \\# \\{ \\} \\:` and `\\n`). Matching
(`=a -> b`), short answer (`{=a =b}`), numerical (`{#v:t}`, `{#min..max}`) and ordering
(`{>…}`, Moodle's ordering plugin) questions are read by `gift_types.py`; text after
the answers makes a missing-word question, whose prompt holds a blank `_____` where
the answers stood. Essays are skipped with a warning naming their line. Moodle's own
rules decide the type, so a file means the same here as in Moodle.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol

from simulator.domain.model import Bank, Question
from simulator.domain.question_types import (
    Matching,
    Numeric,
    Ordering,
    Payload,
    Scoring,
    ShortAnswer,
    format_number,
)
from simulator.formats.drafts import (
    FULL_CREDIT,
    DraftBank,
    DraftChoice,
    DraftQuestion,
    category_path,
)
from simulator.formats.exhibits import ExhibitShelf
from simulator.formats.gift_types import (
    answer_kind,
    read_matching,
    read_numerical,
    read_ordering,
    read_short_answer,
)
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
# Where a missing-word question's answers stood, until the prompt is Markdown.
_BLANK_MARK = "\ue05f"
BLANK = "_____"


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
    for block in _joined(_blocks(text)):
        if block.text.upper().startswith("$CATEGORY:"):  # a block of its own (_blocks)
            category = category_path(block.text.split(":", 1)[1], _is_root) or None
            continue
        _question(block, _protect(block.text), category, draft, shelf)
    draft.problems += shelf.problems
    draft.exhibits = shelf.exhibits
    return draft


def _blocks(text: str) -> list[_Block]:
    """Split at blank lines outside `{…}`; drop `//` comment lines, keeping ids and tags.

    A blank line inside `{…}` is tolerated, but a `::title::` or `$CATEGORY:` after it
    starts a new question anyway, so one unclosed brace cannot swallow the file. A
    `$CATEGORY:` line is a block of its own, blank lines around it or not, and a
    comment after a complete question belongs to the next one.
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
            if depth == 0 and answered:
                close()  # after a complete question: the next one's id and tags
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
        if depth == 0 and stripped.upper().startswith("$CATEGORY:"):
            if lines:  # a question without its closing blank line
                close()
            blocks.append(_Block(number, stripped, [], []))
            continue
        if not lines:
            start = number
        lines.append(raw)
        protected = _protect(raw)
        depth = max(0, depth + protected.count("{") - protected.count("}"))
        answered = answered or "}" in protected
    close()
    return blocks


def _joined(blocks: list[_Block]) -> list[_Block]:
    """Text without answers followed, after a blank line, by untitled text with answers
    is one question written in two paragraphs:

        ::Beneficios VLAN::
        ¿Cuáles son los beneficios de utilizar VLANs?

        Selecciona una o más de una {=Seguridad ~Mayor complejidad}

    (Moodle would read a description and a question titled by its second paragraph.)
    """
    joined: list[_Block] = []
    for block in blocks:
        previous = joined[-1] if joined else None
        if (
            previous is not None
            and "{" not in _protect(previous.text)
            and not previous.text.upper().startswith("$CATEGORY:")
            and not block.text.lstrip().startswith(("::", "$"))
            and "{" in _protect(block.text)
        ):
            text = f"{previous.text}\n\n{block.text}"
            joined[-1] = _Block(
                previous.line, text, previous.ids + block.ids, previous.tags + block.tags
            )
        else:
            joined.append(block)
    return joined


def _protect(text: str) -> str:
    return _ESCAPE_RE.sub(lambda m: _ESCAPES[m.group(1)], text)


def _restore(text: str) -> str:
    return text.translate(_RESTORE)


def _question(
    block: _Block, body: str, category: str | None, draft: DraftBank, shelf: ExhibitShelf
) -> None:
    line = block.line
    body = body.strip()
    title = raw_title = ""
    if body.startswith("::") and "::" in body[2:]:
        raw_title, _, body = body[2:].partition("::")
        title = _restore(raw_title).strip()
    name = f"'{title}'" if title else "the question"
    open_at = body.find("{")
    close = body.rfind("}")
    if (
        title
        and 0 <= open_at < close
        and not (_format_of(body[:open_at])[1] + body[close + 1 :]).strip()
    ):
        # `::¿Qué es un lenguaje de marcas?::` then `{…}`: the title is the question
        tag = body[:open_at].strip()
        body = f"{tag}{raw_title.strip()} {body[open_at:]}"
        open_at = body.find("{")
    if open_at < 0:
        draft.warn(line, f"ignored {name}: text without answers (a GIFT description)")
        return
    close_at = body.find("}", open_at)
    if close_at < 0:
        draft.skip(line, f"{name} opens an answer block with '{{' that is never closed")
        return
    before, block_text, after = body[:open_at], body[open_at + 1 : close_at], body[close_at + 1 :]
    answers, general = _split_general(block_text)
    kind = answer_kind(answers)
    if kind == "essay":
        draft.skip_type(line, name, kind)
        return
    if "{" in after or "}" in after:
        # `A {=x ~y} and B {=z ~w}.`: GIFT asks one block (Moodle's Cloze has several);
        # the first is asked, the rest stay in the text as written, so say so
        draft.warn(
            line,
            f"{name} has another '{{' or '}}' after its answer block: only the first block"
            " is asked, the rest shows in the text as written (GIFT has one block a"
            " question; write a brace in the text as \\{ or \\})",
        )
    if after.strip():  # missing word: the answers stood in the middle of the text
        before = f"{before}{_BLANK_MARK}{after}"
    fmt, prompt_text = _format_of(before)

    def convert(raw: str, default: str | None, inline: bool = False) -> str:
        own, rest = _format_of(raw)
        return _text(rest, own or default, shelf, line, inline)

    def inline(raw: str) -> str:
        return convert(raw, fmt, True)

    def answer(raw: str) -> str:  # Moodle's matching answers are plain text
        text = _restore(raw).strip()
        return text if fmt == "markdown" else escape_markdown(text)

    prompt = _text(prompt_text, fmt, shelf, line, False).replace(_BLANK_MARK, BLANK)
    choices: list[DraftChoice] | None = []
    payload: Payload | None = None
    if kind == "matching":
        payload = read_matching(answers, inline, answer, draft, line, name)
    elif kind == "shortanswer":
        payload = read_short_answer(answers, _restore, draft, line, name)
    elif kind == "numerical":
        payload = read_numerical(answers, _restore, draft, line, name)
    elif kind == "ordering":
        payload = read_ordering(answers, inline)
    else:
        choices = _true_false(answers, convert, fmt) or _multiple_choice(
            answers, convert, fmt, draft, line, name
        )
    if choices is None or (kind in ("matching", "numerical") and payload is None):
        return  # skipped, and said why
    draft.add(
        DraftQuestion(
            line=line,
            prompt=prompt,
            choices=choices,
            explanation=convert(general, fmt) if general is not None else "",
            category=category,
            source_id=block.ids[-1] if block.ids else None,
            tags=tuple(block.tags),
            payload=payload,
        )
    )


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
        # `{=a =b ~c}`: authors mark each right answer with `=` ("select one or more");
        # Moodle would take any one, the app asks for all of them
        draft.all_of(line, name, full_credit)
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
    each wrong one is -100%, or minus a right one's share under partial scoring),
    per-choice `why` as feedback, and the explanation as general feedback: the short
    explanation, a blank line, the full one. A prompt with one blank `_____` is
    written in Moodle's missing-word form, the answers where the blank is. Matching,
    short-answer and numerical questions use GIFT's own syntax, ordering questions
    that of Moodle's ordering plugin.
    """
    titles = {t.id: t.title for t in bank.topics}
    out = [f"// Exported from Exam Simulator: {_comment(bank.title)} ({bank.id})", ""]
    topic = None
    for question in bank.questions:
        if question.topic != topic:
            topic = question.topic
            category = titles.get(topic, topic).replace("/", "//")
            out += [f"$CATEGORY: $course$/top/{_comment(category)}", ""]
        out += [*_question_lines(question, bank.exam.scoring), ""]
    return "\n".join(out)


def _comment(text: str) -> str:
    return " ".join(text.split())


def _question_lines(question: Question, scoring: Scoring) -> list[str]:
    lines = [f"// [id:{question.id}]"] if _META_SAFE.fullmatch(question.id) else []
    lines += [f"// [tag:{tag}]" for tag in question.tags if _META_SAFE.fullmatch(tag)]
    payload = question.payload
    prompt, after = question.prompt, ""
    if question.prompt.count(BLANK) == 1 and not isinstance(payload, Ordering):
        prompt, _, rest = question.prompt.partition(BLANK)  # Moodle's missing-word form
        after = escape(rest)
    head = f"::{escape(question.id)}::[markdown]{escape(prompt)}{{"
    if isinstance(payload, Ordering):
        # Moodle's ordering plugin: `{>` and its options, then one item per line. It reads
        # no general feedback (that would become an item), so the explanation stays behind.
        grading = "ALL_OR_NOTHING" if scoring is Scoring.ALL_OR_NOTHING else "ABSOLUTE_POSITION"
        lines.append(f"{head}>{len(payload.items)} ALL VERTICAL {grading} SHOW")
        lines += [f"  {_one_line(item)}" for item in payload.items]
        return [*lines, "}"]
    lines.append(head)
    lines += _answer_lines(question, scoring)
    explanation = question.explanation
    general = explanation.short + (f"\n\n{explanation.full}" if explanation.full else "")
    lines += [f"  ####[markdown]{escape(general)}", "}" + after]
    return lines


def _answer_lines(question: Question, scoring: Scoring) -> list[str]:
    payload = question.payload
    if isinstance(payload, Matching):
        lines = [f"  =[markdown]{escape(p.left)} -> {_one_line(p.right)}" for p in payload.pairs]
        return lines + [f"  = -> {_one_line(d)}" for d in payload.distractors]
    if isinstance(payload, ShortAnswer):
        return [f"  ={_one_line(answer)}" for answer in payload.answers]
    if isinstance(payload, Numeric):
        values = [f"{format_number(a.value)}:{format_number(a.tolerance)}" for a in payload.answers]
        if len(values) == 1:
            return [f"  #{values[0]}"]
        return ["  #", *(f"  ={value}" for value in values)]
    lines = []
    right = question.choose
    # Wrong picks of a multi-answer question cost all (all or nothing comes closest) or,
    # under partial scoring, as much as a right pick is worth: the app's own weights.
    wrong = "-100" if scoring is Scoring.ALL_OR_NOTHING else "-" + _share(right)
    for choice in question.choices:
        if right == 1:
            marker = "=" if choice.correct else "~"
        else:
            marker = f"~%{_share(right)}%" if choice.correct else f"~%{wrong}%"
        feedback = f"#[markdown]{escape(choice.why)}" if choice.why else ""
        lines.append(f"  {marker}[markdown]{escape(choice.text)}{feedback}")
    return lines


def _share(right: int) -> str:
    return f"{100 / right:.5f}".rstrip("0").rstrip(".")


def _one_line(markdown: str) -> str:
    """A matching answer, accepted answer or ordering item: one line, GIFT's escapes.

    Moodle shows it as written; this reader reads it back as Markdown, as the
    question's `[markdown]` tag says.
    """
    return escape(" ".join(markdown.split()))
