"""Aiken and its relatives: a prompt, lettered choices, and a line naming the answer.

    What is the capital of France?
    A. Berlin
    B) Paris
    ANSWER: B

Moodle's Aiken is the strict member of a large family of text files: choices
labelled `A.`, `A)`, `(A)`, `A:`, `A -` or just `A text`, numbered prompts
(`1.`, `Question 1:`, `Pregunta 1:`), blank lines between choices, and the
answer line written in any language and decoration ("ANSWER: B", "Answer: B, C",
"Respuesta: B", "Helyes válasz: B", "答案：B"; see `grammar.py`), possibly
followed by an "Explanation: …" line. Texts are plain text, shown as written (an
`*` stays an asterisk, `<b>` stays text).

Moodle's error cases are kept: a choice before any question, a question that
ends without an answer line, an answer that names no choice; each such question
is skipped with a warning naming its line. Several letters (`ANSWER: A, C`) make
a multi-answer question, which Moodle itself lacks. Text with neither choices nor
an answer (a title, a note) is passed over with a warning, not counted.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from simulator.formats.drafts import DraftBank, DraftChoice, DraftQuestion
from simulator.formats.grammar import (
    LETTERS,
    answer_key,
    answer_letters,
    choice_label,
    explanation_label,
    prompt_label,
    question_number_prefix,
    ticked,
    truth_value,
)
from simulator.formats.markup import escape_markdown
from simulator.formats.plaintext import match_answer_line

FORMAT = "aiken"
_LIST_MARKER = re.compile(r"[-*+•][ \t]+")
_BOX = re.compile(r"\[([ *xX✓✔])\][ \t]+(?=\S)")
_FEEDBACK = re.compile(r"\.\.\.[ \t]")
_DIGITS = re.compile(r"\d{1,9}")
# "Title: …", "Points: 1", "知识点：", "0.0分": what a quiz tool writes around a question
_METADATA = re.compile(r"[^:：]{1,30}[:：].*|[\d.,]+[ \t]*(?:分|points?|pts?)\Z", re.IGNORECASE)


@dataclass(slots=True)
class _Open:
    """The question being read: its first line, text and choices so far."""

    line: int
    prompt: list[str]
    choices: list[tuple[str, str]] = field(default_factory=list)  # (label, text)
    ticks: set[int] = field(default_factory=set)  # choices ticked right ("✅", "+++", "+")
    bare: bool = False  # the choices are labelled `A text`
    signed: bool = False  # the choices are `+ right` / `- wrong` lines
    gap: bool = False  # a blank line after the last choice
    number: int | None = None  # the question's own number ("12. Which…")
    trailing: bool = False  # opened on the line right after another question's answer
    feedback: list[str] = field(default_factory=list)  # `... feedback` lines (text2qti)


@dataclass(frozen=True, slots=True)
class _ChoiceLine:
    """A line that is a choice: its letter (None for `[*]` lines), text and marks."""

    letter: str | None
    text: str
    bare: bool = False  # `A text`
    starred: bool = False  # `*c) text` or `[*] text`: marked right (Respondus, text2qti)


def read_aiken(text: str, path: str) -> DraftBank:
    """Every question of an Aiken-like file; the unusable ones skipped with a warning."""
    reader = _Reader(path)
    for number, raw in enumerate(text.split("\n"), start=1):
        reader.line(number, raw.strip())
    reader.unfinished("ends without an answer line such as 'ANSWER: B'")
    return reader.draft


class _Reader:
    def __init__(self, path: str) -> None:
        self.draft = DraftBank(path, FORMAT)
        self.current: _Open | None = None
        self.last: DraftQuestion | None = None  # the question an explanation may follow
        self.numbered = 0  # the number of the last numbered question
        self.trailing = False  # the last line ended a question (no blank line since)

    def unfinished(self, reason: str) -> None:
        current, self.current = self.current, None
        if current is None:
            return
        if current.ticks:  # no answer line, but the right choices are ticked
            self.last = self.finish(current, None)
        elif current.choices:
            self.draft.skip(current.line, f"'{_excerpt(current.prompt)}' {reason}")
        else:
            self.draft.warn(
                current.line, f"ignored text without choices: '{_excerpt(current.prompt)}'"
            )

    def line(self, number: int, line: str) -> None:
        current = self.current
        if not line:
            if current is not None:
                current.gap = True
            self.last, self.trailing = None, False
            return
        if self.last is not None and current is None:
            last, self.last = self.last, None
            explained = explanation_label(line)
            if explained:
                last.explanation = line[explained:].strip()
                return
        key = answer_key(line)
        if current is None:
            if key is not None or _choice(line, False):
                self.draft.skip(number, "a choice or answer line comes before any question text")
                return
            self.open(number, line, trailing=self.trailing)
            return
        if line.startswith("...") and _FEEDBACK.match(line):  # `... feedback` (text2qti)
            current.feedback.append(line[3:].strip())
            return
        if (
            current.gap
            and not current.choices
            and _choice(line, True) is None
            and _signed(line) is None
        ):
            self.unfinished("")  # a title or note above the question
            self.line(number, line)
            return
        if key is not None and current.choices:
            self.current = None
            self.last = self.finish(current, key.value)
            self.trailing = True
            return
        expected = LETTERS[len(current.choices)] if len(current.choices) < len(LETTERS) else ""
        bare = not current.choices or current.bare
        label = _choice(line, bare) if not current.signed else None
        if current.signed and key is None and _restarts_lettered(line):
            # `+ feedback` / `- feedback` lines before lettered choices: not choices
            current.feedback += [text for _, text in current.choices]
            current.choices, current.ticks, current.signed = [], set(), False
            expected, label = "A", _choice(line, True)
        signed = (
            _signed(line) if label is None and (current.signed or not current.choices) else None
        )
        after_other = current.gap and current.choices and not current.signed
        if signed is not None and key is None and not after_other:
            text, right = signed
            if right:
                current.ticks.add(len(current.choices))
            current.choices.append((expected, text))
            current.signed, current.gap = True, False
            return
        letter = (label.letter or expected) if label is not None else None
        if label is not None and letter == expected and not (current.gap and label.bare):
            text, right = ticked(label.text)
            if right or label.starred:
                current.ticks.add(len(current.choices))
            current.choices.append((expected, text))
            current.bare, current.gap = label.bare, False
            return
        elif not current.choices and key is None and label is None:
            if self.starts_numbered(number, line, current):
                return
            current.prompt.append(line)
        elif current.choices and not current.gap and label is None and key is None:
            letter, text = current.choices[-1]  # a choice's text goes on on the next line
            current.choices[-1] = (letter, f"{text} {line}")
        else:
            self.unfinished("ends without an answer line such as 'ANSWER: B'")
            if key is not None or (label is not None and not label.bare):
                self.draft.skip(number, "a choice or answer line comes before any question text")
            else:
                self.open(number, line)

    def open(self, number: int, line: str, trailing: bool = False) -> None:
        """A question starts at this line."""
        own = _number(line)
        if own is not None:
            self.numbered = own
        self.current = _Open(number, [_prompt_line(line)], number=own, trailing=trailing)
        self.trailing = False

    def starts_numbered(self, number: int, line: str, current: _Open) -> bool:
        """Whether this line starts the next numbered question, the lines before it being
        no part of it: a file's title and notes above question 1, or what an exported
        review writes after an answer ("知识点：", "0.0分") above question 2."""
        own = _number(line)
        if own is None or current.number is not None or own != self.numbered + 1:
            return False
        if not current.trailing and not all(_METADATA.match(text) for text in current.prompt):
            self.unfinished("")
        self.open(number, line)
        return True

    def finish(self, current: _Open, value: str | None) -> DraftQuestion | None:
        """The question with its answer: the answer line's value, or else its ticks."""
        labels = [label for label, _ in current.choices]
        texts = [text for _, text in current.choices]
        correct = _named(value, labels, texts) if value is not None else current.ticks
        if value is not None and correct and current.ticks and correct != current.ticks:
            self.draft.skip(
                current.line,
                f"the ticked choices and 'ANSWER: {value.strip()}' disagree",
                "marks and answer key disagree",
            )
            return None
        if correct is None or (value is None and not correct):
            self.draft.skip(
                current.line,
                f"'ANSWER: {(value or '').strip()}' names none of its choices {', '.join(labels)}",
            )
            return None
        prompt = current.prompt
        if len(prompt) > 2 and {truth_value(line) for line in prompt[-2:]} == {True, False}:
            prompt = prompt[:-2]  # "正确" / "错误" printed above the choices 对 / 错
        question = DraftQuestion(
            line=current.line,
            prompt=escape_markdown("\n".join(prompt)),
            choices=[DraftChoice(escape_markdown(t), i in correct) for i, t in enumerate(texts)],
            explanation=escape_markdown("\n".join(current.feedback)),
        )
        self.draft.add(question)
        return question


def _choice(line: str, bare: bool) -> _ChoiceLine | None:
    """A choice line, with or without a list marker before it; `*c) text` (Respondus,
    text2qti) and `[*] text` are marked right, `[ ] text` is a choice too."""
    box = _BOX.match(line) if line.startswith("[") else None
    if box is not None:
        return _ChoiceLine(None, line[box.end() :].strip(), starred=box.group(1) != " ")
    starred = line.startswith("*") and choice_label(line[1:]) is not None
    marker = None if starred else _LIST_MARKER.match(line)
    body = line[1:] if starred else line[marker.end() :] if marker else line
    label = choice_label(body, bare=bare and not starred)
    if label is None:
        return None
    return _ChoiceLine(label.letter, body[label.end :].strip(), label.bare, starred)


def _restarts_lettered(line: str) -> bool:
    """Whether a line is the first of lettered choices (`a) 6`, `*a) True`)."""
    found = _choice(line, False)
    return found is not None and found.letter == "A"


def _number(line: str) -> int | None:
    """The number a question line starts with ("12.", "Question 3:", "Pregunta 4 -")."""
    prefix = question_number_prefix(line)
    digits = _DIGITS.search(line, 0, prefix) if prefix else None
    return int(digits.group()) if digits else None


def _signed(line: str) -> tuple[str, bool] | None:
    """A `+ right` / `- wrong` choice line (also `+-right`, as some quiz tools write)."""
    if line[:1] not in "+-" or line[:3] == "---":
        return None
    text, tick = ticked(line.lstrip("+-").strip())
    return (text, line.startswith("+") or tick) if text else None


def _named(value: str, labels: list[str], texts: list[str]) -> set[int] | None:
    """Choice indexes an answer value names: letters ("B", "A, C"), "B) text", or a text."""
    letters = answer_letters(value)
    if letters is None:
        label = choice_label(value.strip())
        letters = [label.letter] if label is not None else None
    if letters and all(letter in labels for letter in letters):
        return {labels.index(letter) for letter in letters}
    if letters:
        return None
    return match_answer_line(value, texts)


def _prompt_line(line: str) -> str:
    """A prompt's first line without its number ("1.", "Question 1:", "Pregunta 1 -")."""
    cut = question_number_prefix(line)
    cut += prompt_label(line[cut:])
    return line[cut:].strip() or line


def _excerpt(lines: list[str]) -> str:
    text = " ".join(lines)
    return text if len(text) <= 60 else text[:57] + "…"
