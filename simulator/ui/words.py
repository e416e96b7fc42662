"""The exam world's words that several pages show, in the interface's language.

The domain names its modes, question types and verdicts in English (the database, bank
files and the command line keep them so); the GUI says them through these functions,
one translation each, so every page calls a mode or a verdict by the same word.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from simulator.domain.blueprint import Mode
from simulator.domain.messages import QT_TRANSLATE_NOOP
from simulator.domain.question_types import QuestionType

_MODES = {
    Mode.EXAM: QT_TRANSLATE_NOOP("Words", "Exam"),
    Mode.PRACTICE: QT_TRANSLATE_NOOP("Words", "Practice"),
    Mode.WEAK_AREAS: QT_TRANSLATE_NOOP("Words", "Weak areas"),
    Mode.REVIEW_DUE: QT_TRANSLATE_NOOP("Words", "Review due"),
}
_TYPES = {
    QuestionType.CHOICE: QT_TRANSLATE_NOOP("Words", "multiple choice"),
    QuestionType.MATCHING: QT_TRANSLATE_NOOP("Words", "matching"),
    QuestionType.ORDERING: QT_TRANSLATE_NOOP("Words", "ordering"),
    QuestionType.SHORT_ANSWER: QT_TRANSLATE_NOOP("Words", "short answer"),
    QuestionType.NUMERIC: QT_TRANSLATE_NOOP("Words", "numeric"),
}


def mode_label(mode: Mode) -> str:
    """A mode's name as the start page lists it: "Exam", "Practice", "Weak areas"."""
    return QCoreApplication.translate("Words", _MODES[mode])


def type_label(kind: QuestionType) -> str:
    """A question type as people read it: "matching", "short answer"."""
    return QCoreApplication.translate("Words", _TYPES[kind])


def verdict(passed: bool) -> str:
    """PASS or FAIL, as results, history and reports print the outcome."""
    if passed:
        return QCoreApplication.translate("Words", "PASS")
    return QCoreApplication.translate("Words", "FAIL")
