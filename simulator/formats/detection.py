"""Which format, and which family of layouts, a question file is written in.

Files named `.txt` (or nothing) may hold Aiken, the plain-text page format,
GIFT, a Markdown practice exam or a spreadsheet. Rather than trusting the first
line that looks familiar, every family is scored over the whole file: roughly,
how many questions would read in that family's grammar (lettered choices and
an answer line, check boxes, `{=right ~wrong}` blocks, `Question N:` pages…).
The best score wins; a file where no family finds a question gets one line
naming the closest family and what it lacked.

One pass over the lines, each cut to `grammar.LINE_LIMIT` characters before any
pattern sees it, and one pass over the braces: linear in the file's size, so a
file of 50,000 blank lines or 120,000 `~` is told as quickly as any other.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from simulator.formats.grammar import (
    CORRECT_MARK,
    LINE_LIMIT,
    answer_key,
    choice_label,
    question_number_prefix,
    ticked,
)
from simulator.formats.names import FORMATS

# One line's shape, on its first LINE_LIMIT characters only.
_PLAIN_QUESTION = re.compile(r"question[ \t]+\d+[ \t]*[:.)]", re.IGNORECASE)
_LIST_MARKER = re.compile(r"(?:[-*+]|\d{1,4}[.)])[ \t]+")
_CHECKBOX = re.compile(r"[-*+][ \t]+\[([ xX✓✔])\][ \t]")
_BARE_CHECKBOX = re.compile(r"\[([ xX✓✔])\][ \t]*(?=\S)")  # `[X] right`, no list marker
_HEADING = re.compile(r"#{1,6}[ \t]")
_BOLD_ITEM = re.compile(r"[-*+][ \t]+(?:\*\*|__)")
_TITLE = re.compile(r"::[^:]{1,200}::")
_HEADER_WORDS = re.compile(
    r"question|prompt|pregunta|pergunta|domanda|frage|question|вопрос|kérdés|pytanie|vraag|"
    r"enunciado|问题|題|問題|answer|respuesta|resposta|correct|option|choice|alternativ",
    re.IGNORECASE,
)

#: What each family looks like, for the message about a file in which nothing was found.
FAMILY_NAMES = {
    "yaml": "Exam Simulator bank (schema 1)",
    "plain-text": "'Question N:' pages with '- choice' lines and 'Correct answer:'",
    "gift": "Moodle GIFT",
    "moodle-xml": "Moodle XML",
    "aiken": "lettered choices and an answer line (Aiken)",
    "csv": "spreadsheet, one question per row",
    "markdown": "Markdown practice exam",
}


@dataclass(slots=True)
class _Run:
    """Lettered lines in a row (A, B, C…), as one question's choices may be."""

    letters: int = 0
    decorated: bool = False  # list markers or bold labels: Markdown rather than Aiken
    bare: bool = False  # `A text` labels
    ticked: bool = False  # a choice is ticked right ("✅", "+++", "- Correct")


@dataclass(slots=True)
class Evidence:
    """What one pass over a file found, family by family."""

    lines: int = 0
    plain_questions: int = 0
    plain_answered: int = 0
    dash_choices: int = 0
    lettered_runs: int = 0
    lettered_keyed: int = 0  # runs followed by an answer line
    aiken_keyed: int = 0  # ... whose labels have no list marker or bold (Aiken-like)
    key_lines: int = 0
    signed_groups: int = 0  # `+ right` / `- wrong` choice lines
    checkbox_groups: int = 0
    checked_groups: int = 0
    marked_groups: int = 0
    headings: int = 0
    asked: int = 0  # lines that ask something ("…?", "12. …"): questions, with choices or not
    gift_blocks: int = 0
    gift_open: int = 0  # `{` blocks that are not answers (or never closed)
    gift_marks: int = 0
    csv_rows: int = 0
    csv_header: bool = False
    yaml: bool = False
    xml: bool = False
    notes: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Detection:
    """The format a file is read as, the family of layouts within it, and the scores."""

    format: str
    family: str
    scores: dict[str, float]
    evidence: Evidence | None = None  # what the scan found, when the content was scanned


def scan(text: str) -> Evidence:
    """Count, in one pass, the signs of every family in `text`."""
    evidence = Evidence()
    run = _Run()
    since_key = 0  # lettered runs since the last answer line
    checkbox = [0, 0]  # items and ticked items in the current check-box list
    marked = [0, 0]  # items and bold/ticked items in the current list
    in_plain = False
    plain_has_choice = False
    signs = [0, 0]  # `+`/`-` choice lines in a row, and how many of them are `+`
    lines = text.split("\n")
    evidence.lines = len(lines)
    for raw in lines:
        line = raw[: LINE_LIMIT * 2].strip()[:LINE_LIMIT]
        if not line:
            continue
        first = line[0]
        if first in "qQ" and _PLAIN_QUESTION.match(line):
            evidence.plain_questions += 1
            in_plain, plain_has_choice = True, False
        elif in_plain and line.startswith("- "):
            plain_has_choice = True
            evidence.dash_choices += 1
            if CORRECT_MARK.search(line) and "correct" in line.casefold():
                evidence.plain_answered += 1
                in_plain = False
        elif in_plain and plain_has_choice and line.casefold().startswith("correct answer"):
            evidence.plain_answered += 1
            in_plain = False
        box = (
            _CHECKBOX.match(line)
            if first in "-*+"
            else _BARE_CHECKBOX.match(line)
            if first == "["
            else None
        )
        if box:
            checkbox[0] += 1
            checkbox[1] += box.group(1) != " "
        else:
            _end_group(checkbox, evidence, "checkbox")
        if line[:1] in "-*+" and len(line) > 2 and line[1] in " \t":
            marked[0] += 1
            marked[1] += bool(_BOLD_ITEM.match(line) or CORRECT_MARK.search(line))
        else:
            _end_group(marked, evidence, "marked")
        if first == "#" and _HEADING.match(line):
            evidence.headings += 1
        if line[-1] in "?？" or question_number_prefix(line):
            evidence.asked += 1
        if line.startswith(("::", "$CATEGORY:")) and (line.startswith("$") or _TITLE.match(line)):
            evidence.gift_marks += 1
        key = answer_key(line)
        if key is not None:
            evidence.key_lines += 1
            if run.letters >= 2:
                since_key += 1
            if since_key:
                evidence.lettered_keyed += 1
                evidence.aiken_keyed += not run.decorated
            since_key = 0
            run = _Run()
            continue
        previous = run
        run, closed = _lettered(line, run)
        signs = _signed_line(line, signs, evidence)
        if closed:
            since_key += 1
            evidence.lettered_runs += 1
            if previous.ticked:  # answered by its ticks, without a key line
                evidence.lettered_keyed += 1
                evidence.aiken_keyed += not previous.decorated
                since_key -= 1
    if run.letters >= 2:
        evidence.lettered_runs += 1
        if run.ticked:
            evidence.lettered_keyed += 1
            evidence.aiken_keyed += not run.decorated
    _signed_line("", signs, evidence)
    _end_group(checkbox, evidence, "checkbox")
    _end_group(marked, evidence, "marked")
    _braces(_without_fences(lines), evidence)
    _csv(lines, evidence)
    head = text[:4096]
    evidence.xml = "<quiz" in head
    evidence.yaml = _yaml_bank(lines)
    return evidence


def _lettered(line: str, run: _Run) -> tuple[_Run, bool]:
    """The run of lettered lines after this line, and whether a run of 2+ just ended."""
    body = line
    marker = _LIST_MARKER.match(line)
    if marker is not None and not line[0].isdigit():
        body = line[marker.end() :]
    label = choice_label(body, bare=run.bare or run.letters == 0)
    expected = chr(ord("A") + run.letters)
    if (
        label is not None
        and label.letter == expected
        and (not label.bare or run.letters == 0 or run.bare)
    ):
        decorated = marker is not None or body.startswith(("**", "__"))
        tick = ticked(body[label.end :])[1]
        grown = _Run(run.letters + 1, run.decorated or decorated, label.bare, run.ticked or tick)
        return grown, False
    ended = run.letters >= 2
    if label is not None and label.letter == "A":
        decorated = marker is not None or body.startswith(("**", "__"))
        tick = ticked(body[label.end :])[1]
        return _Run(1, decorated, label.bare, tick), ended
    return _Run(), ended


def _signed_line(line: str, signs: list[int], evidence: Evidence) -> list[int]:
    """`+ right` / `- wrong` lines in a row: one question when both signs are there."""
    if line[:1] in ("+", "-") and line[:3] != "---":
        signs[0] += 1
        signs[1] += line.startswith("+")
        return signs
    if signs[0] >= 2 and 0 < signs[1] < signs[0]:
        evidence.signed_groups += 1
    signs[0] = signs[1] = 0
    return signs


def _end_group(group: list[int], evidence: Evidence, kind: str) -> None:
    items, marked = group
    if items >= 2:
        if kind == "checkbox":
            evidence.checkbox_groups += 1
            evidence.checked_groups += marked > 0
        elif 0 < marked < items:
            evidence.marked_groups += 1
    group[0] = group[1] = 0


def _without_fences(lines: list[str]) -> str:
    """The text outside fenced code blocks (```…```): code's braces are no GIFT blocks."""
    kept: list[str] = []
    fenced = False
    for line in lines:
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
            continue
        if not fenced:
            kept.append(line)
    return "\n".join(kept)


def _braces(text: str, evidence: Evidence) -> None:
    """GIFT answer blocks: `{…}` holding `=`/`~` answers, `T`/`F`, or `#` numbers.

    A block opening with a GIFT mark counts; one whose mark comes later (`{a = 1}`)
    counts unless it reads as code or a formula (`{ x = x - 1; }`, `f(x) {`)."""
    position = 0
    while True:
        start = text.find("{", position)
        if start < 0:
            return
        end = text.find("}", start + 1)
        nested = text.find("{", start + 1)
        if end < 0 or (0 <= nested < end):
            evidence.gift_open += 1
            if end < 0:
                return
            position = nested if 0 <= nested < end else end + 1
            continue
        inner = text[start + 1 : end].strip()
        if _gift_opening(inner):
            evidence.gift_blocks += 1
        elif _formula_or_code(text, start, inner):
            pass
        elif _gift_answers(inner):
            evidence.gift_blocks += 1
        else:
            evidence.gift_open += 1
        position = end + 1


_LATEX_COMMAND = re.compile(r"\\[A-Za-z]+\Z")


def _formula_or_code(text: str, start: int, inner: str) -> bool:
    """A `{…}` of LaTeX (`x^{2}`, `\\text{salt}`, `$y_{gen}$`) or of code (`f(x) {`, a
    `{` inside a code span or after a fence's language), not an unfinished GIFT block."""
    line = text[max(0, start - 200) : start].rpartition("\n")[2]
    before = line[-1:]
    return (
        before in ("\\", "^", "_", "$", ")", "=", ">", "{", "}")
        or _LATEX_COMMAND.search(line) is not None
        or line.count("`") % 2 == 1
        or line.lstrip().startswith("```")
        or "\\" in inner[:200]
        or not inner
        or inner[:1] in ";}\n"
        or inner.rstrip()[-1:] in (";", "}")
    )


def _gift_opening(inner: str) -> bool:
    """A block that opens as GIFT answers do: `=`, `~`, `#`, or a truth word."""
    if inner[:1] in ("=", "~", "#"):
        return True
    return inner.split("#", 1)[0].strip().upper() in ("T", "F", "TRUE", "FALSE")


def _gift_answers(inner: str) -> bool:
    if _gift_opening(inner):
        return True
    return any(inner.find(mark) > 0 and inner[inner.find(mark) - 1].isspace() for mark in "=~")


def _csv(lines: list[str], evidence: Evidence) -> None:
    first = next((line for line in lines if line.strip()), "")[: LINE_LIMIT * 4]
    counts = {d: first.count(d) for d in ",;\t|"}
    delimiter = max(counts, key=lambda d: counts[d])
    if counts[delimiter] < 2:
        return
    evidence.csv_header = bool(_HEADER_WORDS.search(first))
    width = counts[delimiter]
    evidence.csv_rows = sum(1 for line in lines[1:] if line.count(delimiter) == width)


def _yaml_bank(lines: list[str]) -> bool:
    schema = any(line.startswith("schema:") and line[7:].strip() == "1" for line in lines[:200])
    return schema and any(line.startswith("questions:") for line in lines)


def scores(evidence: Evidence) -> dict[str, float]:
    """Evidence for each format: roughly, how many questions would read in its grammar."""
    e = evidence
    markdown = e.checked_groups + e.marked_groups + (e.lettered_keyed - e.aiken_keyed)
    # Lettered choices with list markers read as Aiken too; Markdown wins them with headings.
    return {
        "yaml": 1e9 if e.yaml else 0.0,
        "plain-text": float(e.plain_answered) if e.dash_choices else 0.0,
        "gift": e.gift_blocks + 0.5 * e.gift_marks if e.gift_blocks else 0.0,
        "moodle-xml": 1e9 if e.xml else 0.0,
        "aiken": float(e.lettered_keyed + e.signed_groups),
        "csv": 2.0 + e.csv_rows if e.csv_header and e.csv_rows else 0.0,
        "markdown": float(markdown) + (0.1 * e.headings if markdown else 0.0),
    }


def detect_text(text: str, evidence: Evidence | None = None) -> Detection | None:
    """The best family for `text`, or None when no family finds a question in it."""
    evidence = evidence or scan(text)
    found = scores(evidence)
    best = max(found, key=lambda name: (found[name], -FORMATS.index(name)))
    if found[best] < 1:
        return None
    return Detection(best, family_of(best, evidence), found, evidence)


def family_of(fmt: str, evidence: Evidence) -> str:
    """A short description of the layout found, for the import preview."""
    e = evidence
    if fmt == "markdown":
        kinds = [
            (e.checked_groups, "check-box choices (- [x])"),
            (e.lettered_keyed - e.aiken_keyed, "lettered choices and an answer key"),
            (e.marked_groups, "choices marked right in bold or with a tick"),
        ]
        count, name = max(kinds)
        return f"Markdown practice exam: {name}" if count else "Markdown practice exam"
    return FAMILY_NAMES[fmt]


def closest(text: str, evidence: Evidence | None = None, default: str = "aiken") -> tuple[str, str]:
    """For a file in which no family found a question: the closest family, and why not
    (the `default` one, the format the file's name says, when nothing is close)."""
    e = evidence or scan(text)
    reasons: list[tuple[float, str, str]] = []
    if e.lettered_runs:
        reasons.append(
            (
                e.lettered_runs,
                "aiken",
                f"{e.lettered_runs} runs of lettered choices ('A) …'), but no answer line"
                " such as 'ANSWER: B' (or 'Answer: B', 'Respuesta: B') names the right one",
            )
        )
    if e.checkbox_groups:
        reasons.append(
            (
                e.checkbox_groups,
                "markdown",
                f"{e.checkbox_groups} check-box lists, but no box is ticked ('- [x]')",
            )
        )
    if e.headings or e.key_lines:
        reasons.append(
            (
                0.5 * e.headings + e.key_lines,
                "markdown",
                "headings and lists, but no list of choices with a right one marked"
                " (- [x], bold, ✅) or followed by an answer key",
            )
        )
    if e.gift_open or e.gift_marks:
        reasons.append(
            (
                (0.25 * e.gift_open if not e.gift_marks else e.gift_open) + e.gift_marks,
                "gift",
                "'{' blocks, but none holds answers ('{=right ~wrong}') and closes with '}'",
            )
        )
    if e.plain_questions:
        reasons.append(
            (
                e.plain_questions,
                "plain-text",
                "'Question N:' lines, but no '- choice' lines with a 'Correct answer:'",
            )
        )
    if e.csv_rows:
        reasons.append(
            (
                0.5 * e.csv_rows,
                "csv",
                "rows of separated values, but the first row names no question, choice"
                " or answer column",
            )
        )
    if e.asked:
        reasons.append(
            (
                0.25 * e.asked,
                "markdown" if e.headings or default == "markdown" else "aiken",
                f"{e.asked} lines ask something ('1. …', '…?'), but no choices with a right"
                " one marked or named by an answer line ('ANSWER: B') follow them: open"
                " questions or notes, not multiple choice",
            )
        )
    if not reasons:
        return (
            default,
            "no line reads as a question, a lettered choice ('A) …') or an answer line"
            " ('ANSWER: B')",
        )
    _weight, family, reason = max(reasons, key=lambda r: r[0])
    return family, reason


def why_not(text: str, evidence: Evidence | None = None) -> str:
    """One line for a file in which no family found a question: the closest, and why."""
    tried = ", ".join(FORMATS)
    family, reason = closest(text, evidence)
    return (
        f"not a question file in any known format (tried {tried}); closest: {family}"
        f" ({FAMILY_NAMES[family]}): {reason} (or force a format with --format)"
    )


def nothing_found(fmt: str, text: str, evidence: Evidence | None = None) -> str:
    """One line for a file of a known format (by its name) in which no question was found."""
    family, reason = closest(text, evidence, fmt if fmt in FAMILY_NAMES else "aiken")
    return (
        f"no questions found in this {fmt} file; closest: {family} ({FAMILY_NAMES[family]}):"
        f" {reason}"
    )
