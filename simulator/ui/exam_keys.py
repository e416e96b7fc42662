"""The exam page's keys, as test-centre drivers have them.

1-9 and the letters choose (Shift with one strikes it out), N/P and the arrows move, F
flags, G marks a guess, Space checks (practice) or presses the focused button,
Ctrl+Enter goes to the review before submitting. The keys that touch the question rest
while the review screen is shown, where a key must not change an answer the candidate
cannot see; a key that answers while a small window's scenario covers the question
brings the question back instead.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QApplication

from simulator.ui.choices import CHOICE_KEYS, choice_keys
from simulator.ui.exam_page import ExamPage
from simulator.ui.typed_answers import TypedAnswers

FLAG_KEY = "F"
GUESS_KEY = "G"


class ExamActions(Protocol):
    """What the keys do: the exam controller's actions."""

    @property
    def typed(self) -> TypedAnswers: ...

    def choice_key(self, index: int, key: str) -> None: ...
    def toggle_strike(self, index: int) -> None: ...
    def next(self) -> None: ...
    def previous(self) -> None: ...
    def clear_answer(self) -> None: ...
    def toggle_flag(self) -> None: ...
    def toggle_guessed(self) -> None: ...
    def check(self) -> None: ...
    def ask_submit(self) -> None: ...


class ExamKeys:
    """The shortcuts of one exam page, bound to its controller's actions."""

    def __init__(self, page: ExamPage, controller: ExamActions) -> None:
        self._page = page
        self._question_keys: list[QShortcut] = []
        seen = page.scenario_split.when_question_shown
        add, question = self._add, self._question_key
        for index in range(len(CHOICE_KEYS)):  # 1-9 and the letters not bound below
            for key in choice_keys(index):
                question(key, seen(partial(controller.choice_key, index, key)))
                question(f"Shift+{key}", seen(partial(controller.toggle_strike, index)))
        question("Alt+S", page.scenario_split.toggle)
        question("Alt+Up", seen(lambda: controller.typed.move_selected(-1)))
        question("Alt+Down", seen(lambda: controller.typed.move_selected(+1)))
        for key in ("Right", "N"):
            question(key, controller.next)
        for key in ("Left", "P"):
            question(key, controller.previous)
        for key in ("Backspace", "Delete"):
            question(key, seen(controller.clear_answer))
        question(FLAG_KEY, controller.toggle_flag)
        question(GUESS_KEY, seen(controller.toggle_guessed))
        check = seen(controller.check)
        question("Space", lambda: self._space(check))
        for key in ("Ctrl+Return", "Ctrl+Enter"):
            add(key, controller.ask_submit)  # from the review screen too
        page.views.currentChanged.connect(self._follow_view)

    def _add(self, keys: str, slot: Callable[[], None]) -> QShortcut:
        shortcut = QShortcut(QKeySequence(keys), self._page)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(slot)
        return shortcut

    def _question_key(self, keys: str, slot: Callable[[], None]) -> None:
        self._question_keys.append(self._add(keys, slot))

    def _follow_view(self, _index: int) -> None:
        on_question = self._page.views.currentWidget() is self._page.question_view
        for shortcut in self._question_keys:
            shortcut.setEnabled(on_question)

    def _space(self, check: Callable[[], None]) -> None:
        """Space presses the button that has the keyboard focus, as everywhere else in
        Qt (a page-wide Space shortcut took the key from Flag, Submit or a ticked box
        reached by Tab); with no button focused it checks the answer (practice)."""
        focused = QApplication.focusWidget()
        if isinstance(focused, QAbstractButton) and self._page.isAncestorOf(focused):
            if focused.isEnabled():
                focused.click()
            return
        check()
