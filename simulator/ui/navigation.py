"""The window's chrome: the navigation bar (Start, History, Banks) and the View menu.

The View menu holds what a candidate adjusts about the app itself: theme, text size,
full screen (F11), extra time on timed exams (an accommodation), how hard spaced
review works (the desired retention), the interface's language, and the list of
keyboard shortcuts (F1).

The language takes effect when the app starts again, and the menu says so: every page
sets its text once, when it is built, and a language that changed under a running
exam would leave half a page in each language.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QMainWindow,
    QMenu,
    QMessageBox,
    QSizePolicy,
    QToolBar,
    QToolButton,
    QWidget,
)

from simulator.domain.blueprint import Mode
from simulator.domain.classroom import SELF_STUDY_EXTRA_TIME
from simulator.domain.messages import QT_TRANSLATE_NOOP
from simulator.ui.format import format_fraction
from simulator.ui.languages import language_name, offered_languages, system_language
from simulator.ui.qtutil import open_transient
from simulator.ui.theme import ThemeChoice
from simulator.ui.words import mode_label

if TYPE_CHECKING:
    from simulator.ui.settings import AppSettings

PAGES = (
    ("start", QT_TRANSLATE_NOOP("Navigation", "Start"), "Ctrl+1"),
    ("history", QT_TRANSLATE_NOOP("Navigation", "History"), "Ctrl+2"),
    ("banks", QT_TRANSLATE_NOOP("Navigation", "Banks"), "Ctrl+3"),
)
_MODES_HELP = (
    (
        Mode.EXAM,
        QT_TRANSLATE_NOOP(
            "Help",
            "timed like the real exam; no feedback until you submit, then your score, PASS or "
            "FAIL, and every question reviewed",
        ),
    ),
    (
        Mode.PRACTICE,
        QT_TRANSLATE_NOOP(
            "Help",
            "check each answer as you go (Space) and read why; save and exit whenever you like "
            "and resume later",
        ),
    ),
    (
        Mode.WEAK_AREAS,
        QT_TRANSLATE_NOOP(
            "Help",
            "a drill on your weakest topics and the questions you missed recently, with "
            "feedback on each answer",
        ),
    ),
    (
        Mode.REVIEW_DUE,
        QT_TRANSLATE_NOOP(
            "Help",
            "the questions spaced review brings back today: those you are about to forget, "
            "missed ones sooner",
        ),
    ),
)
#: (keys, what they do, self-study only: a classroom exam has no guesses, checks or
#: other pages). Key names are translated too: keyboards label them in their language.
_KEYS_HELP = (
    (
        QT_TRANSLATE_NOOP("Help", "<b>1</b>–<b>9</b> or <b>A</b>–<b>Z</b> (but F, G, N, P)"),
        QT_TRANSLATE_NOOP(
            "Help",
            "choose that choice (each shows its letter); on a single-answer question choosing "
            "it again keeps it",
        ),
        False,
    ),
    (
        QT_TRANSLATE_NOOP("Help", "<b>Backspace</b> or <b>Delete</b>"),
        QT_TRANSLATE_NOOP("Help", 'clear the answer (or "Clear answer")'),
        False,
    ),
    (
        QT_TRANSLATE_NOOP("Help", "<b>Shift</b>+the number or letter, or right-click"),
        QT_TRANSLATE_NOOP("Help", "strike a choice, or a matching option, out (or back in)"),
        False,
    ),
    (
        QT_TRANSLATE_NOOP("Help", "<b>1</b>–<b>9</b> on a matching question"),
        QT_TRANSLATE_NOOP(
            "Help",
            "go to that item's drop-down; <b>↑</b>/<b>↓</b> choose, <b>Delete</b> clears that item",
        ),
        False,
    ),
    (
        QT_TRANSLATE_NOOP("Help", "<b>Alt+↑</b> / <b>Alt+↓</b>"),
        QT_TRANSLATE_NOOP(
            "Help", "move the selected item of an ordering question (<b>1</b>–<b>9</b> select one)"
        ),
        False,
    ),
    (
        QT_TRANSLATE_NOOP("Help", "<b>Alt+S</b> on a case study's question"),
        QT_TRANSLATE_NOOP("Help", "show or hide the scenario; opened, <b>↑</b>/<b>↓</b> scroll it"),
        False,
    ),
    (
        QT_TRANSLATE_NOOP("Help", "<b>Esc</b> in the answer box"),
        QT_TRANSLATE_NOOP("Help", "leave the box, so the keys below work again"),
        False,
    ),
    (
        QT_TRANSLATE_NOOP("Help", "<b>→</b> or <b>N</b>"),
        QT_TRANSLATE_NOOP("Help", "next question"),
        False,
    ),
    (
        QT_TRANSLATE_NOOP("Help", "<b>←</b> or <b>P</b>"),
        QT_TRANSLATE_NOOP("Help", "previous question"),
        False,
    ),
    (
        QT_TRANSLATE_NOOP("Help", "<b>F</b>"),
        QT_TRANSLATE_NOOP("Help", "flag or unflag the question for review"),
        False,
    ),
    (
        QT_TRANSLATE_NOOP("Help", "<b>G</b>"),
        QT_TRANSLATE_NOOP("Help", 'mark the answer as a guess ("I guessed")'),
        True,
    ),
    (
        QT_TRANSLATE_NOOP("Help", "<b>Space</b> (<b>Enter</b> in the answer box)"),
        QT_TRANSLATE_NOOP("Help", "check the answer (practice, drills, review)"),
        True,
    ),
    (
        QT_TRANSLATE_NOOP("Help", "<b>Ctrl+Enter</b>"),
        QT_TRANSLATE_NOOP("Help", "review your answers before you finish"),
        False,
    ),
    (
        QT_TRANSLATE_NOOP("Help", "<b>Enter</b> on the review screen"),
        QT_TRANSLATE_NOOP("Help", "go to the selected question"),
        False,
    ),
    (
        QT_TRANSLATE_NOOP("Help", "<b>Enter</b> on the Start page"),
        QT_TRANSLATE_NOOP("Help", "start"),
        True,
    ),
    (
        QT_TRANSLATE_NOOP("Help", "<b>Ctrl+1</b> / <b>Ctrl+2</b> / <b>Ctrl+3</b>"),
        QT_TRANSLATE_NOOP("Help", "Start, History, Banks (outside an exam)"),
        True,
    ),
    (
        QT_TRANSLATE_NOOP("Help", "<b>Ctrl++</b> / <b>Ctrl+-</b>"),
        QT_TRANSLATE_NOOP("Help", "larger or smaller text"),
        False,
    ),
    (
        QT_TRANSLATE_NOOP("Help", "<b>F11</b>"),
        QT_TRANSLATE_NOOP("Help", "full screen on or off"),
        False,
    ),
    (
        QT_TRANSLATE_NOOP("Help", "<b>F1</b>"),
        QT_TRANSLATE_NOOP("Help", "this help"),
        False,
    ),
)


def _help(text: str) -> str:
    return QCoreApplication.translate("Help", text)


def page_title(name: str) -> str:
    """A page's name on the navigation bar ("Start", "History", "Banks")."""
    text = next(t for n, t, _k in PAGES if n == name)
    return QCoreApplication.translate("Navigation", text)


def in_exam_tip() -> str:
    return QCoreApplication.translate(
        "Navigation", "Finish the exam (or save and exit a practice session) first"
    )


def _table(rows: list[tuple[str, str]]) -> str:
    cells = "".join(f"<tr><td>{first}</td><td>{second}</td></tr>" for first, second in rows)
    return f'<table cellspacing="6">{cells}</table>'


def modes_help() -> str:
    """What each mode does, for the help box."""
    rows = [(f"<b>{mode_label(mode)}</b>", _help(text)) for mode, text in _MODES_HELP]
    title = QCoreApplication.translate("Help", "Modes")
    return f"<h3>{title}</h3>" + _table(rows)


def keys_help(*, classroom: bool = False) -> str:
    """Every key, or in a classroom exam only the keys it has."""
    rows = [
        (_help(keys), _help(what))
        for keys, what, self_study in _KEYS_HELP
        if not (classroom and self_study)
    ]
    title = QCoreApplication.translate("Help", "Keys")
    return f"<h3>{title}</h3>" + _table(rows)


class WindowCommands(Protocol):
    """What the navigation bar and the View menu ask of the main window.

    A protocol rather than the MainWindow class itself, so this module (which the exam
    controller uses for the shortcut help) does not import the window back.
    """

    settings: AppSettings
    full_screen_action: QAction | None

    def show_page(self, name: str) -> None: ...
    def set_theme(self, choice: ThemeChoice) -> None: ...
    def change_font_size(self, step: int) -> None: ...
    def toggle_full_screen(self) -> None: ...
    def set_extra_time(self, percent: int) -> None: ...
    def set_language(self, code: str) -> None: ...
    def ask_desired_retention(self) -> None: ...
    def show_about(self) -> None: ...


def build_navigation(window: QMainWindow, commands: WindowCommands) -> dict[str, QAction]:
    """Add the navigation bar to `window`; the page actions by page name."""
    bar = QToolBar(QCoreApplication.translate("Navigation", "Navigation"))
    bar.setObjectName("navigationBar")
    bar.setMovable(False)
    bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
    actions: dict[str, QAction] = {}
    group = QActionGroup(window)
    for name, _text, keys in PAGES:
        text = page_title(name)
        action = QAction(text, window)
        action.setCheckable(True)
        action.setShortcut(QKeySequence(keys))
        action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        action.setToolTip(_shortcut_tip(text, keys))
        action.triggered.connect(lambda _=False, n=name: commands.show_page(n))
        group.addAction(action)
        bar.addAction(action)
        actions[name] = action
    spacer = QWidget()
    spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
    bar.addWidget(spacer)
    view = QToolButton()
    view.setObjectName("viewButton")
    view.setText(QCoreApplication.translate("ViewMenu", "View ▾"))
    view.setAccessibleName(QCoreApplication.translate("ViewMenu", "View"))
    view.setMenu(view_menu(window, commands))
    view.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    view.setToolTip(
        QCoreApplication.translate(
            "ViewMenu",
            "Theme, text size, full screen, extra time, review settings, language and "
            "keyboard shortcuts",
        )
    )
    bar.addWidget(view)
    return actions


def set_navigation_enabled(actions: dict[str, QAction], current: str, enabled: bool) -> None:
    """Page buttons work (and look it) only outside a running attempt."""
    for name, action in actions.items():
        action.setEnabled(enabled)
        action.setChecked(name == current)
        text = action.text()
        keys = next(k for n, _t, k in PAGES if n == name)
        action.setToolTip(_shortcut_tip(text, keys) if enabled else in_exam_tip())


def _shortcut_tip(text: str, keys: str) -> str:
    """ "Start (Ctrl+1)", with the keys as this language's keyboard names them."""
    native = QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)
    return QCoreApplication.translate("Navigation", "{action} ({keys})").format(
        action=text, keys=native
    )


def view_menu(window: QMainWindow, commands: WindowCommands) -> QMenu:
    menu = QMenu(QCoreApplication.translate("ViewMenu", "View"), window)
    menu.setObjectName("viewMenu")
    theme_group = QActionGroup(window)
    for choice in ThemeChoice:
        action = menu.addAction(choice.label)
        action.setCheckable(True)
        action.setChecked(choice is commands.settings.theme)
        action.triggered.connect(lambda _=False, c=choice: commands.set_theme(c))
        theme_group.addAction(action)
    menu.addSeparator()
    _add(
        menu,
        window,
        QCoreApplication.translate("ViewMenu", "Larger text"),
        QKeySequence.StandardKey.ZoomIn,
        lambda: commands.change_font_size(+1),
    )
    _add(
        menu,
        window,
        QCoreApplication.translate("ViewMenu", "Smaller text"),
        QKeySequence.StandardKey.ZoomOut,
        lambda: commands.change_font_size(-1),
    )
    full = _add(
        menu,
        window,
        QCoreApplication.translate("ViewMenu", "Full screen"),
        QKeySequence("F11"),
        commands.toggle_full_screen,
    )
    full.setObjectName("fullScreenAction")
    full.setCheckable(True)
    commands.full_screen_action = full
    menu.addSeparator()
    menu.addMenu(extra_time_menu(window, commands))
    review = menu.addAction(QCoreApplication.translate("ViewMenu", "Review settings…"))
    review.setObjectName("reviewSettingsAction")
    review.triggered.connect(commands.ask_desired_retention)
    menu.addMenu(language_menu(window, commands))
    menu.addSeparator()
    _add(
        menu,
        window,
        QCoreApplication.translate("Help", "Help: modes and keys"),
        QKeySequence("F1"),
        lambda: show_shortcut_help(window),
    )
    menu.addAction(
        QCoreApplication.translate("ViewMenu", "About Exam Simulator")
    ).triggered.connect(commands.show_about)
    return menu


def extra_time_menu(window: QMainWindow, commands: WindowCommands) -> QMenu:
    """Extra time for timed exams (an accommodation test centres grant): remembered."""
    menu = QMenu(QCoreApplication.translate("ViewMenu", "Extra time"), window)
    menu.setObjectName("extraTimeMenuList")
    menu.menuAction().setObjectName("extraTimeMenu")
    group = QActionGroup(window)
    current = commands.settings.extra_time_percent
    for percent in SELF_STUDY_EXTRA_TIME:
        text = (
            QCoreApplication.translate("ViewMenu", "None")
            if percent == 0
            else QCoreApplication.translate("ViewMenu", "+{percent} on timed exams").format(
                percent=format_fraction(percent / 100)
            )
        )
        action = menu.addAction(text)
        action.setObjectName(f"extraTime{percent}")
        action.setCheckable(True)
        action.setChecked(percent == current)
        action.triggered.connect(lambda _=False, p=percent: commands.set_extra_time(p))
        group.addAction(action)
    return menu


def language_menu(window: QMainWindow, commands: WindowCommands) -> QMenu:
    """View > Language: the system's language, or one the app offers, each by its own
    name (a candidate finds theirs whatever language the app is in); remembered, and in
    place from the next start, as the menu's first line says."""
    menu = QMenu(QCoreApplication.translate("ViewMenu", "Language"), window)
    menu.setObjectName("languageMenuList")
    menu.menuAction().setObjectName("languageMenu")
    note = menu.addAction(
        QCoreApplication.translate("ViewMenu", "Takes effect when Exam Simulator starts again")
    )
    note.setObjectName("languageRestartNote")
    note.setEnabled(False)
    menu.addSeparator()
    offered = offered_languages()
    system = QCoreApplication.translate("ViewMenu", "System language ({language})").format(
        language=language_name(system_language(offered=offered))
    )
    current = commands.settings.language if commands.settings.language in offered else ""
    group = QActionGroup(window)
    for code, text in [("", system), *((code, language_name(code)) for code in offered)]:
        action = menu.addAction(text)
        action.setObjectName(f"language_{code or 'system'}")
        action.setCheckable(True)
        action.setChecked(code == current)
        action.triggered.connect(lambda _=False, c=code: commands.set_language(c))
        group.addAction(action)
    return menu


def _add(
    menu: QMenu,
    window: QWidget,
    text: str,
    keys: QKeySequence | QKeySequence.StandardKey,
    slot: Callable[[], None],
) -> QAction:
    """A menu entry whose shortcut also works while the menu is closed."""
    action = menu.addAction(text)
    action.setShortcut(keys)
    action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
    action.triggered.connect(slot)
    window.addAction(action)
    return action


def classroom_help() -> str:
    """What a classroom exam is, for the help box."""
    title = QCoreApplication.translate("Help", "This exam")
    text = QCoreApplication.translate(
        "Help",
        "Your instructor set this exam: its questions, time limit and pass mark. The clock "
        "keeps running if the app is closed; if it is, start it again and resume. When you "
        "hand in (or time runs out) your result goes to your instructor.",
    )
    return f"<h3>{title}</h3><p>{text}</p>"


def show_shortcut_help(parent: QWidget) -> None:
    """Every keyboard shortcut, from anywhere (F1, View menu, the exam page's Keys button);
    in a classroom exam, what the exam is and only the keys it has."""
    box = QMessageBox(parent)
    box.setObjectName("shortcutHelp")
    box.setWindowTitle(QCoreApplication.translate("Help", "Help: modes and keys"))
    box.setTextFormat(Qt.TextFormat.RichText)
    window = parent.window()
    if getattr(window, "profile", None) is not None:
        box.setText(classroom_help() + keys_help(classroom=True))
    else:
        box.setText(modes_help() + keys_help())
    open_transient(box)
