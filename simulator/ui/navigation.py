"""The window's chrome: the navigation bar (Start, History, Banks) and the View menu.

The View menu holds what a candidate adjusts about the app itself: theme, text size,
full screen (F11), extra time on timed exams (an accommodation), how hard spaced
review works (the desired retention), and the list of keyboard shortcuts (F1).
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

from simulator.domain.classroom import SELF_STUDY_EXTRA_TIME
from simulator.ui.qtutil import open_transient
from simulator.ui.theme import ThemeChoice

if TYPE_CHECKING:
    from simulator.ui.settings import AppSettings

PAGES = (
    ("start", "Start", "Ctrl+1"),
    ("history", "History", "Ctrl+2"),
    ("banks", "Banks", "Ctrl+3"),
)
IN_EXAM_TIP = "Finish the exam (or save and exit a practice session) first"
MODES_HELP = """<h3>Modes</h3>
<table cellspacing="6">
<tr><td><b>Exam</b></td><td>timed like the real exam; no feedback until you submit, then your
score, PASS or FAIL, and every question reviewed</td></tr>
<tr><td><b>Practice</b></td><td>check each answer as you go (Space) and read why; save and
exit whenever you like and resume later</td></tr>
<tr><td><b>Weak areas</b></td><td>a drill on your weakest topics and the questions you missed
recently, with feedback on each answer</td></tr>
<tr><td><b>Review due</b></td><td>the questions spaced review brings back today: those you are
about to forget, missed ones sooner</td></tr>
</table>"""
SHORTCUT_HELP = """<h3>Keys</h3>
<table cellspacing="6">
<tr><td><b>1</b>–<b>9</b> or <b>A</b>–<b>Z</b> (but F, G, N, P)</td><td>choose that choice (each
shows its letter); on a single-answer question choosing it again keeps it</td></tr>
<tr><td><b>Backspace</b> or <b>Delete</b></td><td>clear the answer (or "Clear answer")</td></tr>
<tr><td><b>Shift</b>+the number or letter, or right-click</td><td>strike a choice, or a matching
option, out (or back in)</td></tr>
<tr><td><b>1</b>–<b>9</b> on a matching question</td><td>go to that item's drop-down;
<b>↑</b>/<b>↓</b> choose, <b>Delete</b> clears that item</td></tr>
<tr><td><b>Alt+↑</b> / <b>Alt+↓</b></td><td>move the selected item of an ordering question
(<b>1</b>–<b>9</b> select one)</td></tr>
<tr><td><b>Esc</b> in the answer box</td><td>leave the box, so the keys below work again</td></tr>
<tr><td><b>→</b> or <b>N</b></td><td>next question</td></tr>
<tr><td><b>←</b> or <b>P</b></td><td>previous question</td></tr>
<tr><td><b>F</b></td><td>flag or unflag the question</td></tr>
<tr><td><b>G</b></td><td>mark the answer as a guess ("I guessed")</td></tr>
<tr><td><b>Space</b> (<b>Enter</b> in the answer box)</td><td>check the answer (practice, drills, review)</td></tr>
<tr><td><b>Ctrl+Enter</b></td><td>review your answers before you finish</td></tr>
<tr><td><b>Enter</b> on the review screen</td><td>go to the selected question</td></tr>
<tr><td><b>Enter</b> on the Start page</td><td>start</td></tr>
<tr><td><b>Ctrl+1</b> / <b>Ctrl+2</b> / <b>Ctrl+3</b></td><td>Start, History, Banks (outside an exam)</td></tr>
<tr><td><b>Ctrl++</b> / <b>Ctrl+-</b></td><td>larger or smaller text</td></tr>
<tr><td><b>F11</b></td><td>full screen on or off</td></tr>
<tr><td><b>F1</b></td><td>this help</td></tr>
</table>"""


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
    def ask_desired_retention(self) -> None: ...
    def show_about(self) -> None: ...


def build_navigation(window: QMainWindow, commands: WindowCommands) -> dict[str, QAction]:
    """Add the navigation bar to `window`; the page actions by page name."""
    bar = QToolBar("Navigation")
    bar.setObjectName("navigationBar")
    bar.setMovable(False)
    bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
    actions: dict[str, QAction] = {}
    group = QActionGroup(window)
    for name, text, keys in PAGES:
        action = QAction(text, window)
        action.setCheckable(True)
        action.setShortcut(QKeySequence(keys))
        action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        action.setToolTip(f"{text} ({keys})")
        action.triggered.connect(lambda _=False, n=name: commands.show_page(n))
        group.addAction(action)
        bar.addAction(action)
        actions[name] = action
    spacer = QWidget()
    spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
    bar.addWidget(spacer)
    view = QToolButton()
    view.setObjectName("viewButton")
    view.setText("View ▾")
    view.setAccessibleName("View")
    view.setMenu(view_menu(window, commands))
    view.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    view.setToolTip(
        "Theme, text size, full screen, extra time, review settings and keyboard shortcuts"
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
        action.setToolTip(f"{text} ({keys})" if enabled else IN_EXAM_TIP)


def view_menu(window: QMainWindow, commands: WindowCommands) -> QMenu:
    menu = QMenu("View", window)
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
        "Larger text",
        QKeySequence.StandardKey.ZoomIn,
        lambda: commands.change_font_size(+1),
    )
    _add(
        menu,
        window,
        "Smaller text",
        QKeySequence.StandardKey.ZoomOut,
        lambda: commands.change_font_size(-1),
    )
    full = _add(menu, window, "Full screen", QKeySequence("F11"), commands.toggle_full_screen)
    full.setObjectName("fullScreenAction")
    full.setCheckable(True)
    commands.full_screen_action = full
    menu.addSeparator()
    menu.addMenu(extra_time_menu(window, commands))
    review = menu.addAction("Review settings…")
    review.setObjectName("reviewSettingsAction")
    review.triggered.connect(commands.ask_desired_retention)
    menu.addSeparator()
    _add(
        menu, window, "Help: modes and keys", QKeySequence("F1"), lambda: show_shortcut_help(window)
    )
    menu.addAction("About Exam Simulator").triggered.connect(commands.show_about)
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
            else QCoreApplication.translate("ViewMenu", "+{0}% on timed exams").format(percent)
        )
        action = menu.addAction(text)
        action.setObjectName(f"extraTime{percent}")
        action.setCheckable(True)
        action.setChecked(percent == current)
        action.triggered.connect(lambda _=False, p=percent: commands.set_extra_time(p))
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


CLASSROOM_HELP = """<h3>This exam</h3>
<p>Your instructor set this exam: its questions, time limit and pass mark. The clock keeps
running if the app is closed; if it is, start it again and resume. When you hand in (or
time runs out) your result goes to your instructor.</p>"""
#: Keys of self-study only: a classroom exam has no guesses, checks or other pages.
_SELF_STUDY_KEYS = ("I guessed", "check the answer", "Ctrl+1", "Enter</b> on the Start page")


def show_shortcut_help(parent: QWidget) -> None:
    """Every keyboard shortcut, from anywhere (F1, View menu, the exam page's Keys button);
    in a classroom exam, what the exam is and only the keys it has."""
    box = QMessageBox(parent)
    box.setObjectName("shortcutHelp")
    box.setWindowTitle(QCoreApplication.translate("Help", "Help: modes and keys"))
    box.setTextFormat(Qt.TextFormat.RichText)
    window = parent.window()
    if getattr(window, "profile", None) is not None:
        keys = "\n".join(
            line
            for line in SHORTCUT_HELP.splitlines()
            if not any(marker in line for marker in _SELF_STUDY_KEYS)
        )
        box.setText(QCoreApplication.translate("Help", CLASSROOM_HELP) + keys)
    else:
        box.setText(MODES_HELP + SHORTCUT_HELP)
    open_transient(box)
