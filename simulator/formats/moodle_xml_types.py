"""Moodle XML question types beyond multiple choice: read into payloads, written back.

Read: `matching` (`<subquestion>`s; one with no text is an extra answer),
`shortanswer` (full-mark `<answer>`s, `<usecase>`), `numerical` (`<answer>` with
`<tolerance>`), `ordering` (Moodle's ordering plugin: the answers in the order of their
`fraction`), and the select-missing-words types `gapselect` and `ddwtos`, whose
`[[n]]` gaps in the text become a blank (one gap: a choice question) or numbered
blanks to match (several gaps). Written: the same elements, texts as Markdown where
Moodle keeps a format, so this reader gets back exactly what was written.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable
from dataclasses import dataclass

from simulator.domain.question_types import (
    Matching,
    Numeric,
    NumericAnswer,
    Ordering,
    Pair,
    Payload,
    Scoring,
    ShortAnswer,
    format_number,
)
from simulator.formats.drafts import FULL_CREDIT, DraftBank, DraftChoice
from simulator.formats.markup import escape_markdown, html_to_markdown, looks_like_html

#: Converts a text element (`<subquestion>`, `<answer>`…) to inline Markdown.
Convert = Callable[[ElementTree.Element | None], str]
_TRUE = ("1", "true", "yes")
_GAP = re.compile(r"\[\[(\d+)\]\]")
#: A blank of a missing-word question, and where one stood until the text is Markdown.
BLANK = "_____"
_GAP_MARK = "\ue060{}\ue061"


def text_of(element: ElementTree.Element | None) -> str | None:
    """The content of an element's `<text>`, markup and all: a generator that writes
    `<text>a<br/>b</text>` without CDATA means the HTML `a<br/>b`, not just `a`."""
    found = element.find("text") if element is not None else None
    if found is None:
        return None
    if len(found) == 0:
        return found.text or ""
    inner = "".join(
        ElementTree.tostring(child, encoding="unicode", short_empty_elements=True)
        for child in found
    )
    return (found.text or "") + inner


def fraction(value: str | None) -> float:
    try:
        return float((value or "0").strip().replace(",", "."))
    except ValueError:
        return 0.0


def plain_answer(element: ElementTree.Element | None) -> str:
    """An answer Moodle keeps as plain text (a matching answer, an accepted short answer),
    as Markdown; this app's own export marks Markdown with `format="markdown"`."""
    if element is None:
        return ""
    text = (text_of(element) or element.text or "").strip()
    if (element.get("format") or "").lower() == "markdown":
        return text
    return escape_markdown(text)


def read_matching(element: ElementTree.Element, convert: Convert) -> Matching:
    pairs: list[Pair] = []
    extra: list[str] = []
    for sub in element.findall("subquestion"):
        left = convert(sub)
        right = plain_answer(sub.find("answer"))
        if left:
            pairs.append(Pair(left, right))
        elif right:
            extra.append(right)
    return Matching(tuple(pairs), tuple(extra))


def read_short_answer(
    element: ElementTree.Element, draft: DraftBank, line: int, name: str
) -> ShortAnswer:
    accepted: list[str] = []
    for answer in element.findall("answer"):
        weight = fraction(answer.get("fraction"))
        text = (text_of(answer) or "").strip()
        if weight >= FULL_CREDIT:
            accepted.append(text)
        elif weight > 0:
            draft.partial_credit(line, name, text, weight)
    case = (element.findtext("usecase") or "0").strip().lower() in _TRUE
    return ShortAnswer(tuple(accepted), case)


def read_numerical(
    element: ElementTree.Element, draft: DraftBank, line: int, name: str
) -> Numeric | None:
    accepted: list[NumericAnswer] = []
    for answer in element.findall("answer"):
        weight = fraction(answer.get("fraction"))
        text = (text_of(answer) or "").strip()
        if weight <= 0 or text == "*":  # a catch-all for feedback on any other answer
            continue
        try:
            value = _finite(text)
            tolerance = abs(_finite((answer.findtext("tolerance") or "0").strip() or "0"))
        except ValueError:
            draft.skip(line, f"{name} has a numerical answer that is not a number: '{text[:60]}'")
            return None
        if weight >= FULL_CREDIT:
            accepted.append(NumericAnswer(value, tolerance))
        else:
            draft.partial_credit(line, name, text, weight)
    return Numeric(tuple(accepted))


def _finite(text: str) -> float:
    """A number as Moodle writes it (a decimal comma too); 1e400 or `inf` is no answer
    anyone can type, so it is refused as a number is."""
    value = float(text.replace(",", "."))
    if not math.isfinite(value):
        raise ValueError(text)
    return value


def read_ordering(element: ElementTree.Element, convert: Convert) -> Ordering:
    """Items in the order of their `fraction` (the plugin's sort order), then as written."""
    answers = list(enumerate(element.findall("answer")))
    answers.sort(key=lambda pair: (fraction(pair[1].get("fraction")), pair[0]))
    return Ordering(tuple(convert(answer) for _, answer in answers))


@dataclass(slots=True)
class GapQuestion:
    """A select-missing-words question: one blank is a choice, several are matched."""

    prompt: str
    choices: list[DraftChoice]
    payload: Matching | None


def read_gaps(
    element: ElementTree.Element,
    kind: str,
    text: str,
    to_markdown: Callable[[str], str],
    draft: DraftBank,
    line: int,
    name: str,
) -> GapQuestion | None:
    """`[[n]]` gaps in `text` (the question's raw text), each answered by option n."""
    tag = "selectoption" if kind == "gapselect" else "dragbox"
    options: list[tuple[str, str]] = []  # (text, group)
    for option in element.findall(tag):
        raw = (text_of(option) or "").strip()
        shown = html_to_markdown(raw, inline=True) if looks_like_html(raw) else escape_markdown(raw)
        options.append((shown, (option.findtext("group") or "1").strip()))
    gaps = [int(n) for n in _GAP.findall(text)]
    if not gaps or any(not 1 <= n <= len(options) for n in gaps):
        draft.skip(line, f"{name} has a gap [[n]] with no option n (or no gap at all)")
        return None
    numbered = len(gaps) > 1
    counter = iter(range(1, len(gaps) + 1))
    marked = _GAP.sub(lambda _m: _GAP_MARK.format(next(counter)), text)
    prompt = to_markdown(marked)
    for number in range(1, len(gaps) + 1):
        prompt = prompt.replace(
            _GAP_MARK.format(number), f"{BLANK} ({number})" if numbered else BLANK
        )
    groups = {options[n - 1][1] for n in gaps}
    offered = [text for text, group in options if group in groups]
    if not numbered:
        right = options[gaps[0] - 1][0]
        unique = list(dict.fromkeys(offered))
        return GapQuestion(prompt, [DraftChoice(t, t == right) for t in unique], None)
    if len(groups) > 1:
        draft.warn(
            line,
            f"{name}: its blanks choose from {len(groups)} different lists; here each blank"
            " lists the options of all of them",
        )
    pairs = tuple(Pair(f"Blank {k}", options[n - 1][0]) for k, n in enumerate(gaps, start=1))
    rights = {p.right for p in pairs}
    extra = tuple(dict.fromkeys(t for t in offered if t not in rights))
    return GapQuestion(prompt, [], Matching(pairs, extra))


# --- writing ----------------------------------------------------------------------------

Sub = Callable[..., ElementTree.Element]
TextElement = Callable[[ElementTree.Element, str, str], ElementTree.Element]


def moodle_type(payload: Payload) -> str:
    return {
        Matching: "matching",
        Ordering: "ordering",
        ShortAnswer: "shortanswer",
        Numeric: "numerical",
    }[type(payload)]


def write_payload(
    element: ElementTree.Element,
    payload: Payload,
    scoring: Scoring,
    sub: Sub,
    text_element: TextElement,
) -> None:
    """The elements of a question of another type than choice, after the common ones."""
    if isinstance(payload, Matching):
        for pair in payload.pairs:
            _subquestion(element, pair.left, pair.right, sub, text_element)
        for extra in payload.distractors:
            _subquestion(element, "", extra, sub, text_element)
    elif isinstance(payload, Ordering):
        # Moodle's ordering plugin: show every item, vertically; all or nothing, or one
        # mark per item in its place (this app's partial scoring).
        sub(element, "layouttype", "VERTICAL")
        sub(element, "selecttype", "ALL")
        sub(element, "selectcount", str(len(payload.items)))
        grading = "ALL_OR_NOTHING" if scoring is Scoring.ALL_OR_NOTHING else "ABSOLUTE_POSITION"
        sub(element, "gradingtype", grading)
        sub(element, "showgrading", "SHOW")
        for position, item in enumerate(payload.items, start=1):
            text_element(element, "answer", item).set("fraction", f"{position}.0000000")
    elif isinstance(payload, ShortAnswer):
        sub(element, "usecase", "1" if payload.case_sensitive else "0")
        for answer in payload.answers:
            written = sub(element, "answer", fraction="100", format="moodle_auto_format")
            sub(written, "text", answer)
    else:
        assert isinstance(payload, Numeric)  # sealed banks are never exported
        for accepted in payload.answers:
            written = sub(element, "answer", fraction="100", format="moodle_auto_format")
            sub(written, "text", format_number(accepted.value))
            sub(written, "tolerance", format_number(accepted.tolerance))
        sub(element, "unitgradingtype", "0")
        sub(element, "unitpenalty", "0.1000000")
        sub(element, "showunits", "3")
        sub(element, "unitsleft", "0")


def _subquestion(
    element: ElementTree.Element, left: str, right: str, sub: Sub, text_element: TextElement
) -> None:
    written = text_element(element, "subquestion", left)
    answer = sub(written, "answer", format="markdown")
    sub(answer, "text", right)
