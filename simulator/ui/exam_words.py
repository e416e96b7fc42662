"""What the exam page says in words: how many to choose, and a choice to a screen reader.

Test centres write the number of choices in words ("Choose two"), and a bank's prompt
often says it already ("(Choose two.)"); then the hint counts the choices made instead,
so the candidate is not told twice. The texts are translated in the exam page's own
context ("ExamController").
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from simulator.domain.messages import QT_TRANSLATE_NOOP
from simulator.ui.choices import CHOICE_KEYS

#: How a bank's prompt says how many to choose ("(Choose two.)"): English number words.
NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}
#: The same numbers in the interface's language, for the hint's notes ("tick all two").
_COUNT_WORDS = {
    2: QT_TRANSLATE_NOOP("ExamController", "two"),
    3: QT_TRANSLATE_NOOP("ExamController", "three"),
    4: QT_TRANSLATE_NOOP("ExamController", "four"),
    5: QT_TRANSLATE_NOOP("ExamController", "five"),
    6: QT_TRANSLATE_NOOP("ExamController", "six"),
    7: QT_TRANSLATE_NOOP("ExamController", "seven"),
    8: QT_TRANSLATE_NOOP("ExamController", "eight"),
}
#: What the hint says, as test centres write it: the number in words, up to eight.
CHOOSE_PHRASES = {
    1: QT_TRANSLATE_NOOP("ExamController", "Choose one"),
    2: QT_TRANSLATE_NOOP("ExamController", "Choose two"),
    3: QT_TRANSLATE_NOOP("ExamController", "Choose three"),
    4: QT_TRANSLATE_NOOP("ExamController", "Choose four"),
    5: QT_TRANSLATE_NOOP("ExamController", "Choose five"),
    6: QT_TRANSLATE_NOOP("ExamController", "Choose six"),
    7: QT_TRANSLATE_NOOP("ExamController", "Choose seven"),
    8: QT_TRANSLATE_NOOP("ExamController", "Choose eight"),
}


#: "(Choose two.)", "(Select 2)", "Choose three." in a prompt: the bank says it already.
_CHOOSE_IN_PROMPT = re.compile(r"\b(choose|select|pick)\s+(\w+)\b", re.IGNORECASE)


def choice_description(position: int, struck: bool, verdict: str = "") -> str:
    """What a screen reader says after a choice's text: its key, struck out, its verdict."""
    key = CHOICE_KEYS[position]
    if struck and verdict:
        return QCoreApplication.translate(
            "ExamController", "Choice {key}, struck out: {verdict}"
        ).format(key=key, verdict=verdict)
    if struck:
        return QCoreApplication.translate("ExamController", "Choice {key}, struck out").format(
            key=key
        )
    if verdict:
        return QCoreApplication.translate("ExamController", "Choice {key}: {verdict}").format(
            key=key, verdict=verdict
        )
    return QCoreApplication.translate("ExamController", "Choice {key}").format(key=key)


def count_word(count: int) -> str:
    """A number of choices in words up to eight ("two"), in figures beyond."""
    if count in _COUNT_WORDS:
        return QCoreApplication.translate("ExamController", _COUNT_WORDS[count])
    return str(count)


def choose_phrase(count: int) -> str:
    """ "Choose two": the number in words up to eight, in figures beyond."""
    if count in CHOOSE_PHRASES:
        return QCoreApplication.translate("ExamController", CHOOSE_PHRASES[count])
    return QCoreApplication.translate("ExamController", "Choose {count}").format(count=count)


def choose_hint(count: int, prompt: str = "", selected: int = 0) -> str:
    """What the hint above the choices says: "Choose two", or, when the prompt already
    says it ("(Choose two.)"), how many are chosen so far, so it is not said twice."""
    word = NUMBER_WORDS.get(count, str(count)) if count > 1 else "one"
    said = any(m.group(2).lower() in (word, str(count)) for m in _CHOOSE_IN_PROMPT.finditer(prompt))
    if not said:
        return choose_phrase(count)
    if count == 1:
        return ""
    return QCoreApplication.translate("ExamController", "{selected} of {count} chosen").format(
        selected=selected, count=count
    )
