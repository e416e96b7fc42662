"""Helpers for the GUI tests: drive the real widgets with real mouse and keyboard input.

Contract widgets are looked up with ``window.findChild(Type, objectName)``, the way the
acceptance checks find them (the GUI contract). Nothing here calls a controller slot
directly: every action is a click or a key press on a widget.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, QPoint, Qt, QUrl, Slot
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QToolBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from simulator.app import build_main_window
from simulator.domain.grading import is_right
from simulator.domain.paper import QuestionStatus
from simulator.domain.question_types import Matching, Numeric, Ordering, ShortAnswer, format_number
from simulator.domain.session import ExamSession
from simulator.ui.main_window import MainWindow

DATA = Path(__file__).resolve().parent.parent / "data"
MINI_BANK = DATA / "banks" / "mini.yaml"
LEFT = Qt.MouseButton.LeftButton
WAIT_MS = 2000
W = TypeVar("W", bound=QWidget)


class Clock(Protocol):
    """The conftest's FakeClock: a monotonic clock the test moves by hand."""

    def __call__(self) -> float: ...

    def advance(self, seconds: float) -> None: ...


class OpenedUrls(QObject):
    """Stands in for the system's handler of a URL scheme: records instead of launching."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.urls.append(url.toString())


def shown_window(
    qtbot: QtBot, db_url: str, clock: Clock, banks: list[Path], width: int, height: int
) -> MainWindow:
    """The main window with only `banks`, shown at `width` x `height`."""
    main = build_main_window(db_url, banks, clock=clock)
    qtbot.addWidget(main)
    main.resize(width, height)
    main.show()
    qtbot.waitExposed(main)
    return main


def visible_in(viewport: QWidget, widget: QWidget, x: int) -> bool:
    """Whether the point `x` pixels into `widget` (at its top) is inside `viewport`."""
    point = widget.mapTo(viewport, QPoint(x, 0))
    return 0 <= point.x() <= viewport.width()


def find(window: QWidget, kind: type[W], name: str) -> W:
    """`window.findChild(kind, name)`, failing clearly when the contract widget is missing."""
    widget = window.findChild(kind, name)
    assert widget is not None, f"no {kind.__name__} named {name!r}"
    assert isinstance(widget, kind), f"{name!r} is a {type(widget).__name__}, not {kind.__name__}"
    return widget


def click(qtbot: QtBot, widget: QWidget) -> None:
    """A left click in the middle of the widget, once it is on screen.

    Widgets added to a visible layout are shown from the event loop, so a button the
    page has just created needs one turn of the loop before a user could click it.
    """
    qtbot.waitUntil(widget.isVisible, timeout=WAIT_MS)
    qtbot.mouseClick(widget, LEFT, pos=widget.rect().center())


def choose_item(qtbot: QtBot, window: MainWindow, name: str, prefix: str) -> None:
    """Pick the item of combo box `name` starting with `prefix` with the arrow keys."""
    combo = find(window, QComboBox, name)
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentText().startswith(prefix):
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentText().startswith(prefix), f"{name} has no item starting {prefix!r}"


def choose_mode(qtbot: QtBot, window: MainWindow, prefix: str) -> None:
    """Pick the modeCombo item starting with `prefix` (a mode's English name, found in
    the language the window speaks) with the arrow keys."""
    choose_item(qtbot, window, "modeCombo", QCoreApplication.translate("Words", prefix))


def type_into_spin(qtbot: QtBot, spin: QSpinBox, value: int) -> None:
    """Select the spin box's text, type the number and leave the box with Tab.

    (Return would take the number too, but on the Start page it also starts.)
    """
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(spin, str(value))
    qtbot.keyClick(spin, Qt.Key.Key_Tab)
    assert spin.value() == value, f"{spin.objectName()} shows {spin.value()}, not {value}"


def start_exam(
    qtbot: QtBot,
    window: MainWindow,
    *,
    mode: str | None = None,
    count: int | None = None,
    minutes: int | None = None,
) -> ExamSession:
    """Fill the start page as a user would, click Start and return the running session.

    Mode first, then count, then time: changing the mode or the count resets the
    time limit to the bank's default, as the start page is meant to.
    """
    if mode is not None:
        choose_mode(qtbot, window, mode)
    if count is not None:
        type_into_spin(qtbot, find(window, QSpinBox, "questionCountSpin"), count)
    if minutes is not None:
        type_into_spin(qtbot, find(window, QSpinBox, "timeLimitSpin"), minutes)
    click(qtbot, find(window, QPushButton, "startButton"))
    qtbot.waitUntil(lambda: window.current_page_name() == "exam", timeout=WAIT_MS)
    assert window.exam.attempt is not None
    session = window.exam.session
    if mode is not None:
        assert session.exam.spec.mode.label == mode, (
            f"modeCombo showed {mode!r} but Start began a {session.exam.spec.mode.label!r} attempt"
        )
    return session


def choice_buttons(window: QWidget) -> list[QAbstractButton]:
    """choiceButton0, choiceButton1, … as found by name, in display order."""
    buttons: list[QAbstractButton] = []
    while (button := window.findChild(QAbstractButton, f"choiceButton{len(buttons)}")) is not None:
        buttons.append(button)
    return buttons


def click_choice(qtbot: QtBot, window: QWidget, index: int) -> None:
    click(qtbot, find(window, QAbstractButton, f"choiceButton{index}"))


def checked_indexes(window: QWidget) -> list[int]:
    return [i for i, b in enumerate(choice_buttons(window)) if b.isChecked()]


def correct_indexes(session: ExamSession) -> list[int]:
    """Display positions of the current question's correct choices."""
    return [i for i, c in enumerate(session.current_question.choices) if c.correct]


def wrong_indexes(session: ExamSession) -> list[int]:
    return [i for i, c in enumerate(session.current_question.choices) if not c.correct]


def selected_indexes(session: ExamSession, index: int | None = None) -> list[int]:
    """Display positions of the choices the session holds as selected."""
    i = session.current if index is None else index
    item = session.exam.questions[i]
    selected = session.answer(i).selected
    return [pos for pos, c in enumerate(item.choices) if c.id in selected]


def answer_current(qtbot: QtBot, window: QWidget, session: ExamSession, *, right: bool) -> None:
    """Click the correct choices, or as many choices as asked with at least one wrong.

    A wrong answer is still a complete one: a "Choose two" question with a single tick
    would count as incomplete, not answered. A matching, ordering or typed question is
    answered through its own widgets (`answer_other_type`).
    """
    if session.current_question.question.payload is not None:
        answer_other_type(qtbot, window, session, right=right)
        return
    right_ones = correct_indexes(session)
    if right:
        targets = right_ones
    else:
        choose = session.current_question.question.choose
        wrong = wrong_indexes(session)[:choose]
        targets = sorted(wrong + right_ones[: choose - len(wrong)])
    for index in targets:
        click_choice(qtbot, window, index)
    assert selected_indexes(session) == targets


def answer_other_type(qtbot: QtBot, window: QWidget, session: ExamSession, *, right: bool) -> None:
    """Answer a matching, ordering, short-answer or numeric question, right or wrong but
    complete: arrow keys in each `matchComboN`, `moveUpButton` on `orderList`, typing in
    `answerEdit`."""
    item = session.current_question
    payload = item.question.payload
    if isinstance(payload, Matching):
        options = [text for _, text in item.options]
        for row, pair in enumerate(payload.pairs):
            combo = find(window, QComboBox, f"matchCombo{row}")
            wanted = options.index(pair.right)
            if not right and row == 0:
                wanted = (wanted + 1) % len(options)
            combo.setFocus()
            for _ in range(len(options) + 1):
                if combo.currentIndex() == wanted:
                    break
                down = combo.currentIndex() < wanted
                qtbot.keyClick(combo, Qt.Key.Key_Down if down else Qt.Key.Key_Up)
            assert combo.currentIndex() == wanted
    elif isinstance(payload, Ordering):
        order_list = find(window, QListWidget, "orderList")
        up = find(window, QPushButton, "moveUpButton")
        steps = list(payload.items) if right else list(reversed(payload.items))
        for place, text in enumerate(steps):
            role = Qt.ItemDataRole.AccessibleTextRole
            row = next(
                r for r in range(order_list.count()) if order_list.item(r).data(role) == text
            )
            order_list.setCurrentRow(row)
            for _ in range(row - place):
                click(qtbot, up)
        if session.status(session.current) is not QuestionStatus.ANSWERED:
            # drawn in that order already (one time in n!): an order is given by moving,
            # so the top item goes down and back
            order_list.setCurrentRow(0)
            click(qtbot, find(window, QPushButton, "moveDownButton"))
            click(qtbot, up)
    elif isinstance(payload, ShortAnswer | Numeric):
        if not right:
            text = "-987654321"
        elif isinstance(payload, Numeric):
            text = format_number(payload.answers[0].value)
        else:
            text = next(a for a in payload.answers if "*" not in a)
        qtbot.keyClicks(find(window, QLineEdit, "answerEdit"), text)
    else:
        raise AssertionError(f"not a matching, ordering or typed question: {item.question_id}")
    assert session.status(session.current) is QuestionStatus.ANSWERED
    assert is_right(item.question, session.current_answer) is right


def nav_buttons(qtbot: QtBot, window: MainWindow) -> list[QPushButton]:
    """The navigator's buttons, one per question, once they are on screen."""
    count = window.exam.session.question_count

    def ready() -> bool:
        buttons = window.exam_page.findChildren(QPushButton, "navButton")
        return len(buttons) == count and all(b.isVisible() for b in buttons)

    qtbot.waitUntil(ready, timeout=WAIT_MS)
    return window.exam_page.findChildren(QPushButton, "navButton")


def go_to_question(qtbot: QtBot, window: MainWindow, index: int) -> None:
    """Click the navigator button of question `index` (0-based)."""
    click(qtbot, nav_buttons(qtbot, window)[index])
    assert window.exam.session.current == index


def question_position(session: ExamSession, question_id: str) -> int:
    ids = [q.question_id for q in session.exam.questions]
    assert question_id in ids, f"{question_id} was not drawn: {ids}"
    return ids.index(question_id)


def press(
    qtbot: QtBot, window: MainWindow, key: Qt.Key, modifier: Qt.KeyboardModifier | None = None
) -> None:
    """A key press with the focus inside the exam page, where its shortcuts live."""
    page = window.exam_page
    page.setFocus()
    if modifier is None:
        qtbot.keyClick(page, key)
    else:
        qtbot.keyClick(page, key, modifier)


def message_box(window: QWidget, name: str) -> QMessageBox:
    """The QMessageBox `name` as `findChild` returns it, required to be on screen."""
    box = find(window, QMessageBox, name)
    assert box.isVisible(), f"findChild({name!r}) returned a box that is not shown"
    return box


def wait_for_box(qtbot: QtBot, window: QWidget, name: str) -> QMessageBox:
    qtbot.waitUntil(
        lambda: any(b.isVisible() for b in window.findChildren(QMessageBox, name)),
        timeout=WAIT_MS,
    )
    return message_box(window, name)


def open_confirmation(qtbot: QtBot, window: MainWindow) -> QMessageBox:
    """Submit (opens the review screen), then End exam: the confirmation box."""
    click(qtbot, find(window, QPushButton, "submitButton"))
    qtbot.waitUntil(find(window, QWidget, "submitReview").isVisible, timeout=WAIT_MS)
    click(qtbot, find(window, QPushButton, "endExamButton"))
    return wait_for_box(qtbot, window, "confirmSubmit")


def submit_and_confirm(qtbot: QtBot, window: MainWindow) -> None:
    """Submit, End exam on the review screen, then the confirmation's Submit (Yes) button;
    ends on the results page."""
    box = open_confirmation(qtbot, window)
    click(qtbot, box.button(QMessageBox.StandardButton.Yes))
    qtbot.waitUntil(lambda: window.current_page_name() == "results", timeout=WAIT_MS)


def show_page_by_toolbar(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """Click the navigation bar button labelled `text` ("Start", "History", "Banks", in
    the language the window speaks)."""
    bar = find(window, QToolBar, "navigationBar")
    label = QCoreApplication.translate("Navigation", text)
    action = next(a for a in bar.actions() if a.text() == label)
    button = bar.widgetForAction(action)
    assert button is not None
    click(qtbot, button)


def plain_text(rich: str) -> str:
    """The text a rich-text label shows, without markup or entities."""
    document = QTextDocument()
    document.setHtml(rich)
    return document.toPlainText()
