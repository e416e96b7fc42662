"""The plain-text question format (docs/bank-format.md) -> domain `Bank`.

Practice sites let users copy a page of questions as text; that text is the input
here. Such copies are messy: page headers repeat the title, the last question of a
page may be cut off, line endings vary. The parser therefore separates *debris*
(skipped with a warning) from *mistakes* (errors), and reports every mistake of a
file in one `BankFileError`, each as `PATH:LINE: message`, so a file is fixed in
one pass.

Parsing is a small line-by-line state machine; checking the questions is a second
pass over the raw blocks, so every check can name the exact line it is about.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum, auto
from pathlib import Path
from typing import TYPE_CHECKING

from simulator.domain.model import (
    MAX_CHOICES,
    MIN_CHOICES,
    Bank,
    Choice,
    Explanation,
    Question,
    Topic,
    invalid_id,
)
from simulator.formats.problems import BankFileError, Problem, read_file_bytes
from simulator.formats.yamlnodes import decode_utf8

if TYPE_CHECKING:
    from simulator.formats.classifier import TopicClassifier


_QUESTION_RE = re.compile(r"question\s+(\d+)\s*[:.)]\s*(.*)", re.IGNORECASE)
_CHOICE_RE = re.compile(r"-(?:\s+(.*)|)\Z")
_ANSWER_RE = re.compile(r"correct\s+answers?\s*:\s*(.*)", re.IGNORECASE)
_MARKER_RE = re.compile(r"\(\s*+correct\s++answer\s*+\)\Z", re.IGNORECASE)
_ANSWER_SEPARATOR_RE = re.compile(r"\s*[;,]\s*")
# "Title — Questions and Answers": a page header may repeat only the part before the dash.
_TITLE_SEPARATOR_RE = re.compile(r"[:—–|-]")


@dataclass(slots=True)
class PlainQuestion:
    """One question as written in the file; `line` is the line of `Question N:`."""

    number: int
    line: int
    prompt: str
    choices: list[str]
    correct: list[str]
    explanation: str

    @property
    def short_explanation(self) -> str:
        return first_sentence(self.explanation)


@dataclass(slots=True)
class PlainTextDocument:
    """A parsed plain-text file: its title line, valid questions and warnings."""

    title: str | None
    questions: list[PlainQuestion]
    warnings: list[Problem] = field(default_factory=list)


class _State(Enum):
    BEFORE = auto()  # before the first question
    PROMPT = auto()
    CHOICES = auto()
    EXPLANATION = auto()
    HEADER = auto()  # after a repeated title line: page header, maybe debris


@dataclass(slots=True)
class _RawQuestion:
    number: int
    line: int
    prompt: list[str]
    after_header: int  # line of the repeated title right before it, 0 if none
    choices: list[tuple[int, str]] = field(default_factory=list)
    answer: tuple[int, str] | None = None
    explanation: list[str] = field(default_factory=list)

    @property
    def has_marker(self) -> bool:
        return any(_without_marker(text) != text for _, text in self.choices)


def _without_marker(text: str) -> str:
    """A choice without its trailing "(Correct answer)" marker (the text itself otherwise).

    The marker is looked for from the last "(" only: a pattern searched from every
    position would re-read a long run of spaces once per position.
    """
    stripped = text.rstrip()
    opening = stripped.rfind("(")
    if opening < 0 or not _MARKER_RE.match(stripped, opening):
        return text
    return stripped[:opening].rstrip()


def _title_before_suffix(text: str) -> str:
    """ "Title — Questions and Answers" -> "Title": the part a page header may repeat.

    A suffix starts at a ':' (spaces before it allowed) or a dash with a space before
    it, and needs a space after it; found by one scan, not by backtracking.
    """
    for match in _TITLE_SEPARATOR_RE.finditer(text):
        at = match.start()
        if not text[at + 1 : at + 2].isspace():
            continue
        if match.group() == ":" or text[at - 1 : at].isspace():
            return text[:at].rstrip()
    return text


def _norm(text: str) -> str:
    """Comparison key: case-insensitive, whitespace collapsed."""
    return " ".join(text.split()).casefold()


def _join_paragraphs(lines: list[str]) -> str:
    """Lines -> text; runs of blank lines become one paragraph break."""
    paragraphs: list[list[str]] = [[]]
    for line in lines:
        if line.strip():
            paragraphs[-1].append(line.strip())
        elif paragraphs[-1]:
            paragraphs.append([])
    return "\n\n".join("\n".join(p) for p in paragraphs if p)


class _Parser:
    """Splits the lines into raw question blocks; collects problems on the way."""

    def __init__(self, text: str, path: str) -> None:
        self.path = path
        self.text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
        self.problems: list[Problem] = []
        self.title: str | None = None
        self.title_keys: set[str] = set()
        self.raw: list[_RawQuestion] = []
        self.state = _State.BEFORE
        self.header_line = 0
        self.header_lines: list[tuple[int, str]] = []

    def error(self, line: int, message: str) -> None:
        self.problems.append(Problem(self.path, line, message))

    def warn(self, line: int, message: str) -> None:
        self.problems.append(Problem(self.path, line, message, warning=True))

    def run(self) -> None:
        for number, line in enumerate(self.text.split("\n"), start=1):
            self._line(number, line.strip())
        self._end_header()
        self._drop_trailing_debris()

    def _set_title(self, text: str) -> None:
        self.title = text
        self.title_keys = {_norm(text), _norm(_title_before_suffix(text))}

    def _line(self, number: int, text: str) -> None:
        question = _QUESTION_RE.match(text)
        if question:
            self._end_header()
            self.raw.append(
                _RawQuestion(
                    int(question.group(1)),
                    number,
                    [question.group(2)],
                    after_header=self.header_line if self.state is _State.HEADER else 0,
                )
            )
            self.state = _State.PROMPT
            return
        if not text:
            if self.state is _State.PROMPT:
                self.raw[-1].prompt.append("")
            elif self.state is _State.EXPLANATION:
                self.raw[-1].explanation.append("")
            return
        if self.title is None and self.state is _State.BEFORE and not _CHOICE_RE.match(text):
            self._set_title(text)
            return
        if _norm(text) in self.title_keys:
            self._repeated_title(number)
            return
        if self.state is _State.HEADER:
            self.header_lines.append((number, text))
        elif self.state is _State.BEFORE:
            if _CHOICE_RE.match(text) or _ANSWER_RE.match(text):
                self.error(number, "answer text before the first 'Question N:' line")
            else:
                self.warn(number, "ignored text before the first 'Question N:' line")
        else:
            self._question_line(number, text, self.raw[-1])

    def _question_line(self, number: int, text: str, raw: _RawQuestion) -> None:
        choice = _CHOICE_RE.match(text)
        answer = _ANSWER_RE.match(text)
        if answer:
            if raw.answer is not None:
                self.error(
                    number,
                    f"question {raw.number} has a second 'Correct answer:' line"
                    f" (the first is at line {raw.answer[0]})",
                )
            else:
                raw.answer = (number, answer.group(1))
            self.state = _State.EXPLANATION
        elif choice and self.state in (_State.PROMPT, _State.CHOICES):
            raw.choices.append((number, choice.group(1) or ""))
            self.state = _State.CHOICES
        elif self.state is _State.PROMPT:
            raw.prompt.append(text)
        else:
            raw.explanation.append(text)
            self.state = _State.EXPLANATION

    def _repeated_title(self, number: int) -> None:
        """A page header. Mid-question it is skipped; after a complete question it may
        start debris (the cut-off start of the next page), so collect what follows."""
        if self.state in (_State.BEFORE, _State.PROMPT):
            return
        raw = self.raw[-1]
        if self.state is _State.CHOICES and raw.answer is None and not raw.has_marker:
            return
        self._end_header()
        self.state = _State.HEADER
        self.header_line = number
        self.header_lines = []

    def _end_header(self) -> None:
        if self.state is not _State.HEADER or not self.header_lines:
            return
        first, last = self.header_lines[0][0], self.header_lines[-1][0]
        span = f"line {first}" if first == last else f"lines {first}-{last}"
        if any(_CHOICE_RE.match(t) or _ANSWER_RE.match(t) for _, t in self.header_lines):
            self.error(
                first,
                f"answer choices without a 'Question N:' line ({span});"
                " add the 'Question N:' line or delete the lines",
            )
        else:
            self.warn(
                self.header_line,
                f"skipped page debris: repeated title line and a question with no"
                f" answer choices ({span})",
            )
        self.header_lines = []
        self.state = _State.EXPLANATION

    def _drop_trailing_debris(self) -> None:
        """`Title` + `Question N: prompt` cut off at the end of the file is debris too."""
        if not self.raw:
            return
        last = self.raw[-1]
        if last.after_header and not last.choices and last.answer is None:
            self.raw.pop()
            self.warn(
                last.after_header,
                f"skipped page debris: repeated title line and question {last.number}"
                f" with no answer choices (line {last.line})",
            )


def parse_plain_text(text: str, path: str) -> PlainTextDocument:
    """Parse the section-4 format; raise BankFileError listing every error found."""
    parser = _Parser(text, path)
    parser.run()
    questions = [q for raw in parser.raw if (q := _check(raw, parser)) is not None]
    if not parser.raw:
        parser.error(1, "no questions found: each question starts with a line 'Question N: prompt'")
    errors = [p for p in parser.problems if not p.warning]
    if errors:
        raise BankFileError(errors)
    warnings = sorted((p for p in parser.problems if p.warning), key=lambda p: p.line)
    return PlainTextDocument(parser.title, questions, warnings)


def _check(raw: _RawQuestion, parser: _Parser) -> PlainQuestion | None:
    """Validate one raw block; report its errors to the parser."""
    name = f"question {raw.number}"
    ok = True
    prompt = _join_paragraphs(raw.prompt)
    if not prompt:
        parser.error(raw.line, f"{name} has no prompt text")
        ok = False
    texts: list[str] = []
    marked: list[int] = []
    seen: dict[str, int] = {}
    for line, text in raw.choices:
        stripped = _without_marker(text).strip()
        if stripped != text.strip():
            marked.append(len(texts))
        if not stripped:
            parser.error(line, f"{name}: empty answer choice")
            ok = False
        elif _norm(stripped) in seen:
            parser.error(
                line,
                f"{name}: choice '{stripped}' appears twice (first at line {seen[_norm(stripped)]})",
            )
            ok = False
        seen.setdefault(_norm(stripped), line)
        texts.append(stripped)
    if not raw.choices:
        parser.error(raw.line, f"{name} has no answer choices (lines starting with '- ')")
        return None
    if not MIN_CHOICES <= len(texts) <= MAX_CHOICES:
        parser.error(
            raw.line,
            f"{name} has {len(texts)} choice{'s' if len(texts) != 1 else ''};"
            f" a question needs {MIN_CHOICES} to {MAX_CHOICES}",
        )
        ok = False
    correct = _correct_indexes(raw, texts, marked, parser)
    if correct is None or not ok:
        return None
    explanation = _join_paragraphs(raw.explanation)
    if not explanation:
        parser.warn(raw.line, f"{name} has no explanation; the bank will only name the answer")
    return PlainQuestion(
        number=raw.number,
        line=raw.line,
        prompt=prompt,
        choices=texts,
        correct=[texts[i] for i in sorted(correct)],
        explanation=explanation,
    )


def _correct_indexes(
    raw: _RawQuestion, texts: list[str], marked: list[int], parser: _Parser
) -> set[int] | None:
    name = f"question {raw.number}"
    if raw.answer is None:
        if marked:
            return set(marked)
        parser.error(
            raw.line,
            f"{name} has no correct answer: add a 'Correct answer:' line"
            " or end the right choice with '(Correct answer)'",
        )
        return None
    line, value = raw.answer
    named = match_answer_line(value, texts)
    if named is None:
        parser.error(
            line,
            f"{name}: 'Correct answer: {value.strip()}' matches none of its choices"
            " (several answers are separated by '; ' or ', ')",
        )
        return None
    if marked and set(marked) != named:
        if _names_exactly(value, [texts[i] for i in marked]):
            return set(marked)
        marker_lines = ", ".join(str(raw.choices[i][0]) for i in marked)
        parser.error(
            line,
            f"{name}: the 'Correct answer:' line names {_quote_list(texts, named)} but the"
            f" '(Correct answer)' marker is on {_quote_list(texts, set(marked))}"
            f" (line{'s' if len(marked) > 1 else ''} {marker_lines})",
        )
        return None
    return named


def _names_exactly(value: str, texts: list[str]) -> bool:
    """Whether `value` is exactly these texts joined: the markers' reading of a line
    that can be read two ways ("A, B" is a choice, and so are "A" and "B")."""
    return match_answer_line(value, texts) == set(range(len(texts)))


def _quote_list(texts: list[str], indexes: set[int]) -> str:
    return ", ".join(f"'{texts[i]}'" for i in sorted(indexes))


def match_answer_line(value: str, choices: list[str]) -> set[int] | None:
    """The choices a `Correct answer:` value names, or None if it names none exactly.

    Choice texts may contain commas themselves, so the value is not simply split:
    it must equal one choice, or be reproduced by joining several distinct choices
    with '; ' or ', ' (case and spacing ignored, a final full stop tolerated).
    """
    keys = [_norm(c).rstrip(".") for c in choices]
    target = _norm(value).rstrip(".")
    if not target:
        return None
    for index, key in enumerate(keys):
        if key == target:
            return {index}
    order = sorted(range(len(keys)), key=lambda i: -len(keys[i]))  # longest first

    def search(position: int, used: frozenset[int]) -> frozenset[int] | None:
        for index in order:
            key = keys[index]
            if index in used or not key or not target.startswith(key, position):
                continue
            end = position + len(key)
            if end < len(target) and target[end] == ".":
                end += 1  # "A., B" where the choice itself ends with a full stop
            if end == len(target):
                return used | {index}
            separator = _ANSWER_SEPARATOR_RE.match(target, end)
            if separator and separator.end() < len(target):
                found = search(separator.end(), used | {index})
                if found is not None:
                    return found
        return None

    found = search(0, frozenset())
    if found is not None:
        return set(found)
    # "Legge n. 18/2009" names the choice "Legge n.18/2009": spaces typed differently
    bare = "".join(target.split())
    spaced = [i for i, key in enumerate(keys) if "".join(key.split()) == bare]
    return set(spaced) if len(spaced) == 1 else None


# --- sentences ---------------------------------------------------------------------

_ABBREVIATIONS = frozenset(
    [
        "e.g.",
        "i.e.",
        "vs.",
        "cf.",
        "approx.",
        "fig.",
        "no.",
        "nos.",
        "dr.",
        "mr.",
        "mrs.",
        "ms.",
        "st.",
        "al.",
        "inc.",
        "ltd.",
        "jr.",
        "sr.",
        "ca.",
    ]
)
_CLOSERS = "\"')]”’»*_"
_OPENERS = "\"'`([“‘«*_"


def first_sentence(text: str) -> str:
    """The first sentence of `text` (whitespace collapsed), or all of it.

    A full stop ends a sentence only when followed by space and a capital letter,
    digit or opening quote, outside `code`, and not after an abbreviation such as
    "e.g." or "vs."; so "2.x", "0.5" and `amp.initialize()` stay whole.
    """
    flat = " ".join(text.split())
    in_code = False
    for index, char in enumerate(flat):
        if char == "`":
            in_code = not in_code
            continue
        if in_code or char not in ".!?":
            continue
        end = index + 1
        while end < len(flat) and flat[end] in _CLOSERS:
            end += 1
        if end == len(flat):
            return flat
        if flat[end] != " " or end + 1 >= len(flat):
            continue
        following = flat[end + 1]
        if not (following.isupper() or following.isdigit() or following in _OPENERS):
            continue
        if char == "." and _is_abbreviation(flat[max(0, end - 40) : end]):
            continue
        return flat[:end]
    return flat


def _is_abbreviation(text: str) -> bool:
    word = text.rsplit(" ", 1)[-1].lstrip("(\"'[“‘").rstrip(_CLOSERS).casefold()
    return word in _ABBREVIATIONS or re.fullmatch(r"(?:[a-z]\.)+", word) is not None


# --- to a Bank ---------------------------------------------------------------------


def slugify(text: str) -> str:
    """A bank or topic id from free text: 'NCA Exam_3' -> 'nca-exam-3'."""
    slug = re.sub(r"[^a-z0-9]+", "-", text.casefold()).strip("-")
    return slug or "bank"


def topic_title(topic_id: str) -> str:
    """'distributed-training' -> 'Distributed Training' (for a topic the keyword file lacks)."""
    return " ".join(part.capitalize() for part in topic_id.split("-") if part)


def plain_text_to_bank(
    document: PlainTextDocument,
    *,
    path: str | Path,
    bank_id: str | None = None,
    title: str | None = None,
    topic: str | None = None,
    classifier: TopicClassifier | None = None,
) -> Bank:
    """Build a Bank: ids q-001.., topics forced by `topic` or chosen by the classifier.

    Raises ValueError for an invalid `bank_id` or `topic` (these come from the
    command line, not from the file, so they have no line to name).
    """
    from simulator.formats.classifier import TopicClassifier

    stem = Path(path).stem
    bank_id = bank_id if bank_id is not None else slugify(stem)
    for what, value in (("bank id", bank_id), ("topic id", topic)):
        problem = invalid_id(what, value)
        if problem:
            raise ValueError(problem)
    if topic is None and classifier is None:
        classifier = TopicClassifier.default()
    titles = classifier.titles() if classifier is not None else known_titles()
    questions: list[Question] = []
    for position, plain in enumerate(document.questions, start=1):
        if topic is not None:
            topic_id = topic
        else:
            assert classifier is not None
            topic_id = classifier.classify_question(
                plain.prompt, plain.choices, plain.explanation, correct=plain.correct
            ).topic
        correct = {_norm(c) for c in plain.correct}
        choices = tuple(
            Choice(index, text, _norm(text) in correct) for index, text in enumerate(plain.choices)
        )
        short = plain.short_explanation or _no_explanation(plain)
        questions.append(
            Question(
                id=f"q-{position:03d}",
                topic=topic_id,
                prompt=plain.prompt,
                choices=choices,
                explanation=Explanation(short, plain.explanation),
            )
        )
    used = {q.topic for q in questions}
    ordered = [t for t in titles if t in used] + sorted(used - titles.keys())
    topics = tuple(Topic(t, titles.get(t) or topic_title(t)) for t in ordered)
    bank_title = title or document.title or stem
    return Bank(bank_id, bank_title, topics, tuple(questions))


def known_titles() -> dict[str, str]:
    """Titles of the bundled keyword file, so a forced `inference` is still titled
    "Inference & Deployment"; a forced topic must not depend on that file, though."""
    from simulator.formats.classifier import TopicClassifier

    try:
        return TopicClassifier.default().titles()
    except (BankFileError, OSError):
        return {}


def _no_explanation(plain: PlainQuestion) -> str:
    answers = "; ".join(plain.correct)
    return f"The correct answer is: {answers}."


def load_plain_text_bank(
    path: Path,
    *,
    bank_id: str | None = None,
    title: str | None = None,
    topic: str | None = None,
    classifier: TopicClassifier | None = None,
) -> tuple[Bank, list[Problem]]:
    """Read a UTF-8 plain-text file into a Bank plus the warnings (skipped debris...)."""
    name = str(path)
    data = read_file_bytes(path)
    document = parse_plain_text(decode_utf8(data, name), name)
    bank = plain_text_to_bank(
        document, path=path, bank_id=bank_id, title=title, topic=topic, classifier=classifier
    )
    return bank, list(document.warnings)
