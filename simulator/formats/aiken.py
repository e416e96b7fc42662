"""Aiken: Moodle's simplest multiple-choice text format.

    What is the capital of France?
    A. Berlin
    B) Paris
    ANSWER: B

The first line is the question, then choices labelled A, B, C… (with `.` or `)`),
then `ANSWER:` and the letter. Texts are plain text, shown as written (an `*` stays
an asterisk, `<b>` stays text). Moodle's
reading is followed, including its errors: a choice before any question, a
question that ends without an `ANSWER:` line, an answer letter that names no
choice; each such question is skipped with a warning naming its line. Several
letters (`ANSWER: A, C`) make a multi-answer question, which Moodle itself lacks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from simulator.formats.drafts import DraftBank, DraftChoice, DraftQuestion
from simulator.formats.markup import escape_markdown

FORMAT = "aiken"

_CHOICE_LINE = re.compile(r"([A-Z])[.)][ \t]*(.*)\Z")
_ANSWER_LINE = re.compile(r"ANSWER\s*:\s*(.*)\Z", re.IGNORECASE)
_LETTER_LIST = re.compile(r"\(?[A-H]\)?(?:\s*(?:[,;/&]|\s|\bAND\b)\s*\(?[A-H]\)?)*\.?\Z")


def answer_letters(value: str) -> list[str] | None:
    """The letters of an answer key: "B", "B, E", "A and C", "(C)", or a run like "CD"."""
    key = " ".join(value.split()).upper()  # single spaces: the pattern stays linear
    if _LETTER_LIST.match(key):
        return re.findall(r"[A-H]", key)
    run = key.rstrip(".")
    if re.fullmatch(r"[A-H]{2,8}", run) and list(run) == sorted(set(run)):
        return list(run)
    return None


@dataclass(slots=True)
class _Open:
    """The question being read: its first line, text and choices so far."""

    line: int
    prompt: list[str]
    choices: list[tuple[str, str]] = field(default_factory=list)  # (label, text)
    gap: bool = False  # a blank line after the choices: the answer must come next


def read_aiken(text: str, path: str) -> DraftBank:
    draft = DraftBank(path, FORMAT)
    current: _Open | None = None

    def unfinished(reason: str) -> None:
        nonlocal current
        if current is not None:
            draft.skip(current.line, f"'{_excerpt(current.prompt)}' {reason}")
        current = None

    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.strip()
        choice = _CHOICE_LINE.match(line)
        answer = _ANSWER_LINE.match(line)
        if not line:
            if current is not None and not current.choices:
                unfinished("has no choices (lines 'A) …')")
            elif current is not None:
                current.gap = True
            continue
        if current is None:
            if choice or answer:
                draft.skip(number, "a choice or ANSWER line comes before any question text")
                continue
            current = _Open(number, [line])
            continue
        expected = chr(ord("A") + len(current.choices))
        if answer and current.choices:
            _finish(current, answer.group(1), draft)
            current = None
        elif choice and choice.group(1) == expected and not current.gap:
            current.choices.append((choice.group(1), choice.group(2).strip()))
        elif not current.choices and not choice and not answer:
            current.prompt.append(line)
        else:
            unfinished("ends without an 'ANSWER: X' line")
            if choice or answer:
                draft.skip(number, "a choice or ANSWER line comes before any question text")
            else:
                current = _Open(number, [line])
    unfinished("ends without an 'ANSWER: X' line")
    return draft


def _excerpt(lines: list[str]) -> str:
    text = " ".join(lines)
    return text if len(text) <= 60 else text[:57] + "…"


def _finish(current: _Open, value: str, draft: DraftBank) -> None:
    labels = [label for label, _ in current.choices]
    letters = answer_letters(value) or []
    if not letters or any(letter not in labels for letter in letters):
        draft.skip(
            current.line,
            f"'ANSWER: {value.strip()}' names none of its choices {', '.join(labels)}",
        )
        return
    draft.add(
        DraftQuestion(
            line=current.line,
            prompt=escape_markdown("\n".join(current.prompt)),
            choices=[
                DraftChoice(escape_markdown(text), label in letters)
                for label, text in current.choices
            ],
        )
    )
