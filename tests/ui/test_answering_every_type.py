"""Matching, ordering, short-answer and numeric questions in the real window.

Every answer is given as a candidate gives it: clicks, keys and typing on the widgets
the GUI contract names (`matchCombo0…`, `orderList`, `moveUpButton`, `moveDownButton`,
`answerEdit`), with the mouse or with the keyboard alone.
"""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest
import yaml
from PySide6.QtCore import QMimeData, QPoint, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QStyle,
    QWidget,
)
from pytestqt.qtbot import QtBot
from sqlalchemy import event
from ui_helpers import (
    WAIT_MS,
    Clock,
    choose_item,
    click,
    find,
    go_to_question,
    press,
    start_exam,
    submit_and_confirm,
)

from simulator.app import build_main_window
from simulator.domain.paper import QuestionStatus
from simulator.domain.question_types import Matching, Ordering, QuestionType
from simulator.domain.session import ExamSession
from simulator.ui.main_window import MainWindow
from simulator.ui.matching import OPTION_LETTERS
from simulator.ui.review_card import ReviewCard

pytestmark = pytest.mark.gui

MIXED = Path(__file__).resolve().parent.parent / "data" / "banks" / "mixed-types.yaml"


def go_to_type(qtbot: QtBot, window: MainWindow, kind: QuestionType) -> int:
    session = window.exam.session
    index = next(i for i, q in enumerate(session.exam.questions) if q.question.type is kind)
    if session.current == index:
        # Drawn first: arrive from another question (clicking the current question's
        # button changes nothing, and leaves the focus in the navigator).
        go_to_question(qtbot, window, (index + 1) % session.question_count)
    go_to_question(qtbot, window, index)
    return index


def combos(window: QWidget) -> list[QComboBox]:
    found: list[QComboBox] = []
    while (combo := window.findChild(QComboBox, f"matchCombo{len(found)}")) is not None:
        found.append(combo)
    return found


def pick(qtbot: QtBot, combo: QComboBox, row: int) -> None:
    """Open the drop-down with the mouse and click the option in row `row`."""
    click(qtbot, combo)
    view = combo.view()
    qtbot.waitUntil(view.isVisible, timeout=WAIT_MS)
    rect = view.visualRect(view.model().index(row, 0))
    qtbot.mouseMove(view.viewport(), rect.center())  # the pointer over the option first
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: not view.isVisible(), timeout=WAIT_MS)


def list_texts(widget: QListWidget) -> list[str]:
    return [widget.item(row).text() for row in range(widget.count())]


# --- matching ---------------------------------------------------------------------------


def test_matching_by_mouse_one_drop_down_per_left_item(
    qtbot: QtBot, mixed_window: MainWindow
) -> None:
    window = mixed_window
    session = start_exam(qtbot, window, mode="Exam")
    index = go_to_type(qtbot, window, QuestionType.MATCHING)
    item = session.current_question
    payload = item.question.payload
    assert isinstance(payload, Matching)
    shown = combos(window)
    assert [c.accessibleName() for c in shown] == [p.left for p in payload.pairs]
    options = [text for _, text in item.options]
    for combo in shown:
        lettered = [f"{OPTION_LETTERS[i]}. {text}" for i, text in enumerate(options)]
        assert [combo.itemText(i) for i in range(combo.count())] == lettered
        assert combo.currentIndex() == -1 and combo.placeholderText()
    right = [options.index(p.right) for p in payload.pairs]
    pick(qtbot, shown[0], right[0])
    assert session.current_answer.match_of(0) == item.choice_order[right[0]]
    assert session.status(index) is QuestionStatus.INCOMPLETE
    nav = window.exam_page.navigator.button(index)
    assert nav.property("incomplete") and "incomplete" in nav.toolTip()
    pick(qtbot, shown[1], right[1])
    pick(qtbot, shown[2], (right[2] + 1) % len(options))
    assert session.status(index) is QuestionStatus.ANSWERED
    result = session.submit()
    assert not result.outcomes[index].correct  # one pair wrong: all or nothing


def test_matching_by_keyboard_alone_and_clearing(qtbot: QtBot, mixed_window: MainWindow) -> None:
    window = mixed_window
    session = start_exam(qtbot, window, mode="Exam")
    go_to_type(qtbot, window, QuestionType.MATCHING)
    first, second = combos(window)[:2]
    order = session.current_question.choice_order
    press(qtbot, window, Qt.Key.Key_1)  # the number goes to that item's drop-down
    assert window.focusWidget() is first
    qtbot.keyClick(first, Qt.Key.Key_Down)
    press(qtbot, window, Qt.Key.Key_2)
    assert window.focusWidget() is second
    qtbot.keyClick(second, Qt.Key.Key_Down)
    assert session.current_answer.matches == ((0, order[0]), (1, order[0]))
    qtbot.keyClick(second, Qt.Key.Key_Down)
    assert session.current_answer.match_of(1) == order[1] and second.currentIndex() == 1
    qtbot.keyClick(second, Qt.Key.Key_Delete)  # clears this item, not the whole answer
    assert session.current_answer.matches == ((0, order[0]),)
    assert second.currentIndex() == -1 and first.currentIndex() == 0
    qtbot.keyClick(second, Qt.Key.Key_Down)
    click(qtbot, window.exam_page.matching.clear_buttons[1])
    assert session.current_answer.matches == ((0, order[0]),)
    click(qtbot, find(window, QPushButton, "clearAnswerButton"))  # "Clear answer": every item
    assert session.current_answer.matches == () and first.currentIndex() == -1


def test_matching_options_are_struck_out_by_right_click_and_shift_letter(
    qtbot: QtBot, mixed_window: MainWindow
) -> None:
    window = mixed_window
    session = start_exam(qtbot, window, mode="Exam")
    go_to_type(qtbot, window, QuestionType.MATCHING)
    labels = window.exam_page.matching.option_labels
    qtbot.mouseClick(labels[1], Qt.MouseButton.RightButton, pos=labels[1].rect().center())
    struck = session.current_question.choice_order[1]
    assert session.current_answer.struck_out == {struck}
    assert labels[1].property("struckOut") and "<s" in labels[1].text()
    combo = combos(window)[0]
    assert combo.itemData(1, Qt.ItemDataRole.FontRole).strikeOut()
    press(qtbot, window, Qt.Key.Key_A, Qt.KeyboardModifier.ShiftModifier)
    assert session.current_answer.struck_out == {struck, session.current_question.choice_order[0]}
    pick(qtbot, combo, 1)  # choosing a struck-out option brings it back
    assert struck not in session.current_answer.struck_out


def test_the_review_screen_lists_a_half_matched_question_as_incomplete(
    qtbot: QtBot, mixed_window: MainWindow
) -> None:
    window = mixed_window
    start_exam(qtbot, window, mode="Exam")
    index = go_to_type(qtbot, window, QuestionType.MATCHING)
    pick(qtbot, combos(window)[0], 0)
    click(qtbot, find(window, QPushButton, "submitButton"))
    qtbot.waitUntil(find(window, QWidget, "submitReview").isVisible, timeout=WAIT_MS)
    choose_item(qtbot, window, "reviewFilter", "Incomplete")
    rows = find(window, QListWidget, "reviewQuestions")
    shown = [rows.item(r).text() for r in range(rows.count()) if not rows.item(r).isHidden()]
    assert len(shown) == 1 and shown[0].startswith(f"{index + 1}")


# --- ordering ---------------------------------------------------------------------------


def test_ordering_items_that_wrap_are_all_in_sight(
    qtbot: QtBot, db_url: str, clock: Clock, tmp_path: Path
) -> None:
    """The list grows with its items as they wrap: none is cut off below the last row shown.

    The list never scrolls (the page does), so a height that counted each wrapped item as one
    line hid the last item of the bundled bank's FSDP question at 1024x600.
    """
    long_items = [
        "All-gather the unit's parameter shards from every rank before the forward pass starts",
        "Run the unit's forward computation on this rank's micro-batch of sequences",
        "Reduce-scatter the gradients so that each rank keeps the gradient of its own shard",
        "The optimizer updates the local parameter shard with the reduced gradient",
    ]
    text = MIXED.read_text(encoding="utf-8")
    short = "items: [Forward pass under autocast, Scale the loss, Backward pass, Unscale and step]"
    assert short in text
    bank = tmp_path / "mixed-types.yaml"
    bank.write_text(text.replace(short, "items: [" + ", ".join(long_items) + "]"), "utf-8")
    main = build_main_window(db_url, [bank], clock=clock)
    qtbot.addWidget(main)
    main.resize(1024, 600)
    main.show()
    qtbot.waitExposed(main)
    main.activateWindow()
    qtbot.waitUntil(main.isActiveWindow, timeout=WAIT_MS)
    start_exam(qtbot, main, mode="Exam")
    go_to_type(qtbot, main, QuestionType.ORDERING)
    order_list = find(main, QListWidget, "orderList")

    def all_in_sight() -> bool:
        bottom = order_list.viewport().rect().bottom()
        rects = [order_list.visualItemRect(order_list.item(r)) for r in range(order_list.count())]
        return all(rect.isValid() and rect.bottom() <= bottom for rect in rects)

    def some_item_wraps() -> bool:
        heights = {order_list.visualItemRect(order_list.item(r)).height() for r in range(4)}
        return len(heights) > 1 or 2 * min(heights) > 3 * order_list.fontMetrics().height()

    qtbot.waitUntil(some_item_wraps, timeout=WAIT_MS)  # the test's premise: items wrap
    qtbot.waitUntil(all_in_sight, timeout=WAIT_MS)
    main.resize(800, 600)  # narrower: the items wrap onto more lines
    qtbot.waitUntil(all_in_sight, timeout=WAIT_MS)
    main.close()


def test_ordering_items_are_tall_enough_for_the_lines_they_are_painted_in(
    qtbot: QtBot, db_url: str, clock: Clock, tmp_path: Path
) -> None:
    """An item whose text only just fits the list's width on one line is given two lines.

    Its text is painted inside the item's padding, narrower than the list: measured at the
    list's full width it got one line and was painted cut short with "…".
    """
    # Twenty items one letter apart in length: whatever the font, some end within the few
    # pixels between the list's width and the width their text is painted in.
    base = "Reduce-scatter the gradients so each rank keeps its part "
    items = [base + "x" * (k + 1) for k in range(20)]
    text = MIXED.read_text(encoding="utf-8")
    short = "items: [Forward pass under autocast, Scale the loss, Backward pass, Unscale and step]"
    bank = tmp_path / "mixed-types.yaml"
    bank.write_text(text.replace(short, "items: [" + ", ".join(items) + "]"), "utf-8")
    main = build_main_window(db_url, [bank], clock=clock)
    qtbot.addWidget(main)
    main.resize(1024, 600)
    main.show()
    qtbot.waitExposed(main)
    main.activateWindow()
    qtbot.waitUntil(main.isActiveWindow, timeout=WAIT_MS)
    start_exam(qtbot, main, mode="Exam")
    go_to_type(qtbot, main, QuestionType.ORDERING)
    order_list = find(main, QListWidget, "orderList")
    metrics = order_list.fontMetrics()
    # Narrow the window until the list's width falls among the items' one-line widths.
    widest = metrics.horizontalAdvance(f"20. {items[-1]}")
    narrowest = metrics.horizontalAdvance(f"1. {items[0]}")
    target = (widest + narrowest) // 2
    qtbot.waitUntil(lambda: order_list.viewport().width() > target, timeout=WAIT_MS)
    main.resize(main.width() + target - order_list.viewport().width(), 600)
    qtbot.waitUntil(lambda: abs(order_list.viewport().width() - target) <= 2, timeout=WAIT_MS)

    # The room an item's text has: the list's width less the item's padding and border
    # (app.qss; a selected item's border runs all round) and the text margin Qt keeps.
    qss = (Path(__file__).resolve().parents[2] / "resources" / "styles" / "app.qss").read_text()
    rule = re.search(r"#orderList::item \{ padding: \d+px (\d+)px; border-bottom: (\d+)px", qss)
    assert rule is not None
    inset = 2 * (int(rule.group(1)) + int(rule.group(2)))
    margin = order_list.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1

    def wide_items_wrap() -> bool:
        room = order_list.viewport().width() - inset - 2 * margin
        rows = range(order_list.count())
        heights = [order_list.visualItemRect(order_list.item(row)).height() for row in rows]
        widths = [metrics.horizontalAdvance(order_list.item(row).text()) for row in rows]
        # The premise: some items only just overflow the room (the ones that were cut short).
        assert any(room < width <= room + inset for width in widths), (room, widths)
        return all(h > min(heights) for h, w in zip(heights, widths, strict=True) if w > room)

    qtbot.waitUntil(wide_items_wrap, timeout=WAIT_MS)
    main.close()


def test_ordering_by_buttons_keys_and_drag(qtbot: QtBot, mixed_window: MainWindow) -> None:
    window = mixed_window
    session = start_exam(qtbot, window, mode="Exam")
    index = go_to_type(qtbot, window, QuestionType.ORDERING)
    item = session.current_question
    payload = item.question.payload
    assert isinstance(payload, Ordering)
    order_list = find(window, QListWidget, "orderList")
    start = [payload.items[i] for i in item.choice_order]
    assert [t.split(". ", 1)[1] for t in list_texts(order_list)] == start
    assert session.status(index) is QuestionStatus.UNANSWERED

    down = find(window, QPushButton, "moveDownButton")
    up = find(window, QPushButton, "moveUpButton")
    order_list.setCurrentRow(0)
    click(qtbot, down)
    moved = (item.choice_order[1], item.choice_order[0], *item.choice_order[2:])
    assert session.current_answer.order == moved
    assert order_list.currentRow() == 1  # the moved item stays selected
    click(qtbot, up)
    assert session.current_answer.order == item.choice_order
    assert session.status(index) is QuestionStatus.ANSWERED

    press(qtbot, window, Qt.Key.Key_3)  # select the third item from the keyboard
    assert order_list.currentRow() == 2
    qtbot.keyClick(order_list, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert session.current_answer.order[1] == item.choice_order[2]

    # A drop reports the move; the list is drawn again from the stored order. (A real drag
    # needs a window system's drag loop; the drop it ends with is handed over directly.)
    order_list.setCurrentRow(0)
    last = order_list.visualItemRect(order_list.item(order_list.count() - 1))
    data = QMimeData()
    drop = QDropEvent(
        last.bottomLeft() - QPoint(-5, 2),
        Qt.DropAction.MoveAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    before = session.current_answer.order
    order_list.dropEvent(drop)
    after = session.current_answer.order
    assert after[-1] == before[0] and after[:-1] == before[1:]
    assert [t.split(". ", 1)[1] for t in list_texts(order_list)] == [
        payload.items[i] for i in after
    ]


# --- typed answers ----------------------------------------------------------------------


def test_an_exam_opening_on_a_typed_question_gives_its_box_the_keys(
    qtbot: QtBot, db_url: str, clock: Clock, tmp_path: Path
) -> None:
    """The first question takes the keys as every other does: starting the exam gave them
    to the page after the answer box had taken them, and a click on the navigator gave them
    to its grid, so the next keys typed were lost."""
    data = yaml.safe_load(MIXED.read_text(encoding="utf-8"))
    data["questions"] = [q for q in data["questions"] if q.get("type") == "short-answer"]
    del data["exam"]  # its one question
    bank = tmp_path / "typed-only.yaml"
    bank.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    main = build_main_window(db_url, [bank], clock=clock)
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    main.activateWindow()
    qtbot.waitUntil(main.isActiveWindow, timeout=WAIT_MS)
    session = start_exam(qtbot, main, mode="Exam")
    edit = find(main, QLineEdit, "answerEdit")
    qtbot.waitUntil(lambda: main.focusWidget() is edit, timeout=WAIT_MS)
    qtbot.keyClicks(main.focusWidget(), "nsys")
    assert session.current_answer.text == "nsys"
    go_to_question(qtbot, main, 0)  # a click on the question on screen leaves the keys there
    assert main.focusWidget() is edit
    main.close()


def test_short_answer_typed_each_key_stored_and_checked(
    qtbot: QtBot, mixed_window: MainWindow
) -> None:
    window = mixed_window
    session = start_exam(qtbot, window, mode="Practice")
    index = go_to_type(qtbot, window, QuestionType.SHORT_ANSWER)
    edit = find(window, QLineEdit, "answerEdit")
    # Typing is the answer: the box takes the keys.
    qtbot.waitUntil(lambda: window.focusWidget() is edit, timeout=WAIT_MS)
    qtbot.keyClicks(edit, "Nsight  SYSTEMS")
    assert session.current_answer.text == "Nsight  SYSTEMS"
    assert session.status(index) is QuestionStatus.ANSWERED
    qtbot.keyClick(edit, Qt.Key.Key_Return)  # Enter checks in practice
    verdict = find(window, QLabel, "verdictLabel")
    assert verdict.text().startswith("✔")
    report = find(window, QLabel, "answerReport")
    assert report.isVisible() and "nsys" in report.text()
    assert edit.isReadOnly()
    qtbot.keyClick(edit, Qt.Key.Key_X)
    assert session.current_answer.text == "Nsight  SYSTEMS"


def test_numeric_accepts_a_decimal_comma_and_says_what_is_not_a_number(
    qtbot: QtBot, mixed_window: MainWindow
) -> None:
    window = mixed_window
    session = start_exam(qtbot, window, mode="Exam")
    index = go_to_type(qtbot, window, QuestionType.NUMERIC)
    edit = find(window, QLineEdit, "answerEdit")
    qtbot.keyClicks(edit, "abc")
    hint = find(window, QLabel, "selectHint")
    assert "is not one yet" in hint.text()
    edit.selectAll()
    qtbot.keyClicks(edit, "73856,0")
    assert "is not one yet" not in hint.text()
    qtbot.keyClick(edit, Qt.Key.Key_Escape)  # the single-letter keys work again
    press(qtbot, window, Qt.Key.Key_F)
    assert session.current_answer.flagged
    result = session.submit()
    assert result.outcomes[index].correct


def test_a_keystroke_the_database_refuses_is_undone_on_screen(
    qtbot: QtBot, mixed_window: MainWindow
) -> None:
    window = mixed_window
    session = start_exam(qtbot, window, mode="Exam")
    go_to_type(qtbot, window, QuestionType.SHORT_ANSWER)
    edit = find(window, QLineEdit, "answerEdit")
    qtbot.keyClicks(edit, "ns")
    engine = window.open_library().engine

    def refuse_writes(dbapi_connection: sqlite3.Connection, *_: object) -> None:
        dbapi_connection.execute("PRAGMA query_only = ON")

    event.listen(engine, "checkout", refuse_writes)
    engine.dispose()
    try:
        qtbot.keyClicks(edit, "y")
        banner = find(window, QLabel, "saveError")
        qtbot.waitUntil(banner.isVisible, timeout=WAIT_MS)
        assert edit.text() == "ns" == session.current_answer.text
    finally:
        event.remove(engine, "checkout", refuse_writes)
        engine.dispose()
    qtbot.keyClicks(edit, "ys")
    assert session.current_answer.text == "nsys"


# --- resume and review ------------------------------------------------------------------


def test_resume_keeps_partial_answers_of_every_type(
    qtbot: QtBot, mixed_window: MainWindow, db_url: str, clock: Clock
) -> None:
    first = mixed_window
    session = start_exam(qtbot, first, mode="Exam")
    go_to_type(qtbot, first, QuestionType.MATCHING)
    pick(qtbot, combos(first)[1], 2)
    go_to_type(qtbot, first, QuestionType.ORDERING)
    click(qtbot, find(first, QPushButton, "moveDownButton"))
    go_to_type(qtbot, first, QuestionType.NUMERIC)
    qtbot.keyClicks(find(first, QLineEdit, "answerEdit"), "7385")
    answers = session.answers
    first.close()

    second = build_main_window(db_url, [MIXED], clock=type(clock)())
    qtbot.addWidget(second)
    second.resize(1280, 800)
    second.show()
    qtbot.waitExposed(second)
    click(qtbot, find(second, QPushButton, "resumeButton"))
    qtbot.waitUntil(lambda: second.current_page_name() == "exam", timeout=WAIT_MS)
    resumed: ExamSession = second.exam.session
    assert [(a.matches, a.order, a.text) for a in resumed.answers] == [
        (a.matches, a.order, a.text) for a in answers
    ]
    assert find(second, QLineEdit, "answerEdit").text() == "7385"  # on screen where it left
    go_to_type(qtbot, second, QuestionType.MATCHING)
    assert [c.currentIndex() for c in combos(second)] == [-1, 2, -1]


def test_results_review_shows_given_against_right_for_every_type(
    qtbot: QtBot, mixed_window: MainWindow
) -> None:
    window = mixed_window
    session = start_exam(qtbot, window, mode="Exam")
    go_to_type(qtbot, window, QuestionType.SHORT_ANSWER)
    qtbot.keyClicks(find(window, QLineEdit, "answerEdit"), "<b>ncu</b>")
    go_to_type(qtbot, window, QuestionType.MATCHING)
    pick(qtbot, combos(window)[0], 0)
    submit_and_confirm(qtbot, window)
    review = find(window, QListWidget, "reviewList")
    texts = {}
    for row, item in enumerate(session.exam.questions):
        card = review.itemWidget(review.item(row))
        assert isinstance(card, ReviewCard)
        texts[item.question.type] = card.choices.text()
    short = texts[QuestionType.SHORT_ANSWER]
    assert "&lt;b&gt;ncu&lt;/b&gt;" in short and "nsys" in short  # typed text stays text
    assert "not matched" in texts[QuestionType.MATCHING]
    assert "Right order" in texts[QuestionType.ORDERING]
    assert "73856" in texts[QuestionType.NUMERIC]


def test_up_to_26_choices_scroll_and_take_their_letter_keys(
    qtbot: QtBot, db_url: str, tmp_path: Path, clock: Clock
) -> None:
    choices = "".join(
        f"      - text: Option {letter}\n" + ("        correct: true\n" if letter == "K" else "")
        for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    )
    bank = tmp_path / "many.yaml"
    bank.write_text(
        "schema: 1\nid: many\ntitle: Many\ntopics:\n  - id: t\n    title: T\nquestions:\n"
        "  - id: many\n    topic: t\n    prompt: Which is K?\n    shuffle: false\n"
        f"    choices:\n{choices}    explanation:\n      short: K.\n"
        "  - id: two\n    topic: t\n    prompt: Two?\n    choices:\n"
        "      - {text: Yes, correct: true}\n      - {text: No}\n"
        "    explanation:\n      short: Yes.\n",
        encoding="utf-8",
    )
    window = build_main_window(db_url, [bank], clock=clock)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()  # the candidate's window, which the keys go to
    qtbot.waitUntil(window.isActiveWindow, timeout=WAIT_MS)
    session = start_exam(qtbot, window, mode="Practice")
    index = next(i for i, q in enumerate(session.exam.questions) if q.question_id == "many")
    go_to_question(qtbot, window, index)
    buttons = [window.findChild(QWidget, f"choiceButton{i}") for i in range(26)]
    assert all(b is not None and b.isVisible() for b in buttons)
    press(qtbot, window, Qt.Key.Key_K)
    assert [
        c.text for c in session.current_question.choices if c.id in session.current_answer.selected
    ] == ["Option K"]
    press(qtbot, window, Qt.Key.Key_Z)
    assert session.current_answer.selected == {session.current_question.choices[25].id}
    press(qtbot, window, Qt.Key.Key_9)
    assert session.current_answer.selected == {session.current_question.choices[8].id}
    press(qtbot, window, Qt.Key.Key_N)  # N is the next question, not choice N
    assert session.current != index or index == len(session.exam.questions) - 1
    window.close()


def test_the_question_editor_opens_other_types_as_they_are(
    qtbot: QtBot, mixed_window: MainWindow
) -> None:
    from PySide6.QtWidgets import QComboBox, QDialog, QTableView

    window = mixed_window
    with qtbot.waitSignal(window.banks.browser.questions_loaded, timeout=WAIT_MS * 5):
        window.show_page("banks")
    browser = find(window, QTableView, "questionBrowser")
    model = browser.model()
    ids = [str(model.index(r, 0).data(Qt.ItemDataRole.UserRole)) for r in range(model.rowCount())]
    browser.selectRow(ids.index("tools-match"))
    click(qtbot, find(window, QPushButton, "editQuestionButton"))
    qtbot.waitUntil(
        lambda: any(d.isVisible() for d in window.findChildren(QDialog, "questionEditor")),
        timeout=WAIT_MS,
    )
    editor = next(d for d in window.findChildren(QDialog, "questionEditor") if d.isVisible())
    assert find(editor, QComboBox, "questionTypeCombo").currentData() == "matching"
    assert find(editor, QPushButton, "saveQuestionButton").isEnabled()  # as stored: valid
