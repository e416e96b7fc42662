"""The bank workshop through the real window: browse, search, edit, rename, delete, topics."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QTableView,
    QTableWidget,
    QTreeWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot
from ui_helpers import (
    MINI_BANK,
    WAIT_MS,
    choose_item,
    click,
    find,
    show_page_by_toolbar,
    wait_for_box,
)

from simulator.domain.blueprint import Mode
from simulator.services import attempts, history, workshop
from simulator.ui.main_window import MainWindow
from simulator.ui.proposal_dialog import ProposalDialog


def open_banks(qtbot: QtBot, window: MainWindow) -> QTableView:
    """The Banks page by its toolbar button, once its browser lists the selected bank."""
    with qtbot.waitSignal(window.banks.browser.questions_loaded, timeout=WAIT_MS * 5):
        show_page_by_toolbar(qtbot, window, "Banks")
    return find(window, QTableView, "questionBrowser")


def shown_ids(browser: QTableView) -> list[str]:
    model = browser.model()
    return [
        str(model.index(row, 0).data(Qt.ItemDataRole.UserRole)) for row in range(model.rowCount())
    ]


def row_of(browser: QTableView, question_id: str) -> QModelIndex:
    ids = shown_ids(browser)
    assert question_id in ids, ids
    return browser.model().index(ids.index(question_id), 3)


def double_click(qtbot: QtBot, browser: QTableView, index: QModelIndex) -> None:
    browser.scrollTo(index)
    rect = browser.visualRect(index)
    qtbot.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(browser.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def editor_of(qtbot: QtBot, window: MainWindow) -> QDialog:
    qtbot.waitUntil(
        lambda: any(d.isVisible() for d in window.findChildren(QDialog, "questionEditor")),
        timeout=WAIT_MS,
    )
    return next(d for d in window.findChildren(QDialog, "questionEditor") if d.isVisible())


def test_the_browser_filters_as_you_type_case_and_accent_blind(
    qtbot: QtBot, window: MainWindow
) -> None:
    browser = open_banks(qtbot, window)
    total = browser.model().rowCount()
    assert total > 200
    search = find(window, QLineEdit, "questionSearch")
    search.setFocus()
    qtbot.keyClicks(search, "NSIGHT COMP")
    found = shown_ids(browser)
    assert 0 < len(found) < total
    db = window.open_library()
    for qid in found:
        listing = next(
            q for q in workshop.list_questions(db, "nca-ai-deep-learning") if q.id == qid
        )
        text = f"{listing.prompt}\n{listing.search_text}".casefold()
        assert "nsight" in text and "comp" in text
    assert find(window, QLabel, "questionCount").text() == f"{len(found)} of {total}"

    search.clear()
    choose_item(qtbot, window, "showFilter", "Multi-select")
    multi = shown_ids(browser)
    assert multi and all(
        browser.model().index(row, 2).data() == "Multi" for row in range(len(multi))
    )
    choose_item(qtbot, window, "topicFilter", "Inference")
    assert 0 < len(shown_ids(browser)) < len(multi)


def test_a_topic_in_the_tree_filters_the_browser(qtbot: QtBot, window: MainWindow) -> None:
    browser = open_banks(qtbot, window)
    tree = find(window, QTreeWidget, "bankTree")
    bank = tree.topLevelItem(0)
    assert bank is not None
    topic = bank.child(0)
    assert topic is not None
    tree.setCurrentItem(topic)
    qtbot.waitUntil(lambda: len(shown_ids(browser)) == int(topic.text(1)), timeout=WAIT_MS)
    assert find(window, QComboBox, "topicFilter").currentText() == topic.text(0)


def test_edit_by_double_click_checks_live_and_saves_for_later_attempts_only(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    db = window.open_library()
    spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=1, question_count=4)
    past = attempts.start_attempt(db, spec)
    past.session.submit()
    browser = open_banks(qtbot, window)
    double_click(qtbot, browser, row_of(browser, "inf-001"))
    editor = editor_of(qtbot, window)
    prompt = find(editor, QPlainTextEdit, "promptEdit")
    save = find(editor, QPushButton, "saveQuestionButton")
    assert prompt.toPlainText() == "What does TensorRT optimize?"
    assert save.isEnabled()

    prompt.selectAll()
    qtbot.keyClick(prompt, Qt.Key.Key_Delete)
    problem = find(editor, QLabel, "promptProblem")
    qtbot.waitUntil(lambda: not save.isEnabled(), timeout=WAIT_MS)
    assert problem.isVisible() and problem.text() == "Prompt must not be empty"
    find(editor, QAbstractButton, "choiceCorrect0").click()  # untick the only right choice
    qtbot.waitUntil(find(editor, QLabel, "choicesProblem").isVisible, timeout=WAIT_MS)
    find(editor, QAbstractButton, "choiceCorrect0").click()
    qtbot.keyClicks(prompt, "Which phase does TensorRT speed up?")
    qtbot.waitUntil(save.isEnabled, timeout=WAIT_MS)
    assert not problem.isVisible()

    with qtbot.waitSignal(window.banks.browser.questions_loaded, timeout=WAIT_MS * 5):
        click(qtbot, save)
    assert not any(d.isVisible() for d in window.findChildren(QDialog, "questionEditor"))
    index = row_of(browser, "inf-001")
    assert index.data() == "Which phase does TensorRT speed up?"
    assert "✎" in browser.model().index(index.row(), 0).data()
    review = history.attempt_review(db, past.attempt_id)
    old = next(q for q in review.exam.questions if q.question_id == "inf-001")
    assert old.question.prompt == "What does TensorRT optimize?"


def test_a_save_after_another_windows_save_shows_both_versions(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    browser = open_banks(qtbot, window)
    browser.setFocus()
    browser.selectRow(shown_ids(browser).index("inf-002"))
    click(qtbot, find(window, QPushButton, "editQuestionButton"))
    editor = editor_of(qtbot, window)
    # Meanwhile, another window saves the same question.
    db = window.open_library()
    other = workshop.open_question(db, "mini", "inf-002")
    form = workshop.form_of(other.question)
    workshop.save_question(
        db,
        "mini",
        form.__class__(**{**form.__dict__, "short": "Saved by the other window."}),
        choice_rows=[c.id for c in other.question.choices],
        expected_version=other.version,
    )
    short = find(editor, QLineEdit, "shortExplanationEdit")
    short.setText("Mine: the dynamic batcher.")
    click(qtbot, find(editor, QPushButton, "saveQuestionButton"))
    qtbot.waitUntil(
        lambda: any(d.isVisible() for d in window.findChildren(QDialog, "questionConflict")),
        timeout=WAIT_MS,
    )
    conflict = next(d for d in window.findChildren(QDialog, "questionConflict") if d.isVisible())
    assert (
        "Mine: the dynamic batcher." in find(conflict, QPlainTextEdit, "yourVersion").toPlainText()
    )
    assert (
        "Saved by the other window." in find(conflict, QPlainTextEdit, "savedVersion").toPlainText()
    )
    stored = workshop.open_question(db, "mini", "inf-002").question.explanation.short
    assert stored == "Saved by the other window."  # nothing overwritten yet

    with qtbot.waitSignal(window.banks.browser.questions_loaded, timeout=WAIT_MS * 5):
        click(qtbot, find(conflict, QPushButton, "saveMineButton"))
    stored = workshop.open_question(db, "mini", "inf-002").question.explanation.short
    assert stored == "Mine: the dynamic batcher."


def test_new_question_then_retire_and_restore(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    browser = open_banks(qtbot, window)
    click(qtbot, find(window, QPushButton, "newQuestionButton"))
    editor = editor_of(qtbot, window)
    assert find(editor, QLineEdit, "questionIdEdit").text() == "prof-003"
    save = find(editor, QPushButton, "saveQuestionButton")
    assert not save.isEnabled()
    qtbot.keyClicks(
        find(editor, QPlainTextEdit, "promptEdit"), "Which file format does ONNX define?"
    )
    qtbot.keyClicks(find(editor, QLineEdit, "choiceText0"), "A model exchange format")
    qtbot.keyClicks(find(editor, QLineEdit, "choiceText1"), "A GPU driver")
    for n in (3, 2):  # two empty choices would be "must not be empty": remove them
        click(qtbot, find(editor, QWidget, f"removeChoice{n}"))
    find(editor, QAbstractButton, "choiceCorrect0").click()
    qtbot.keyClicks(find(editor, QLineEdit, "shortExplanationEdit"), "ONNX is an open format.")
    qtbot.waitUntil(save.isEnabled, timeout=WAIT_MS)
    with qtbot.waitSignal(window.banks.browser.questions_loaded, timeout=WAIT_MS * 5):
        click(qtbot, save)
    assert "prof-003" in shown_ids(browser)
    assert browser.selectionModel().selectedRows()[0].row() == shown_ids(browser).index("prof-003")

    retire = find(window, QPushButton, "retireQuestionButton")
    with qtbot.waitSignal(window.banks.browser.questions_loaded, timeout=WAIT_MS * 5):
        click(qtbot, retire)
    assert "prof-003" not in shown_ids(browser)
    choose_item(qtbot, window, "showFilter", "Retired")
    assert shown_ids(browser) == ["prof-003"]
    browser.selectRow(0)
    assert retire.text() == "Restore"
    with qtbot.waitSignal(window.banks.browser.questions_loaded, timeout=WAIT_MS * 5):
        click(qtbot, retire)
    assert shown_ids(browser) == []


def test_a_rename_is_refused_at_the_field_while_empty(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    open_banks(qtbot, window)
    click(qtbot, find(window, QPushButton, "renameBankButton"))
    qtbot.waitUntil(lambda: find(window, QDialog, "renameBankDialog").isVisible(), timeout=WAIT_MS)
    dialog = find(window, QDialog, "renameBankDialog")
    title = find(dialog, QLineEdit, "bankTitleEdit")
    confirm = find(dialog, QPushButton, "confirmRenameButton")
    title.selectAll()
    qtbot.keyClick(title, Qt.Key.Key_Delete)
    assert not confirm.isEnabled()
    assert find(dialog, QLabel, "bankTitleProblem").text() == "The title must not be empty."
    assert title.maxLength() == 300  # an over-long title cannot even be typed
    qtbot.keyClicks(title, "Mini (mine)")
    assert confirm.isEnabled()
    click(qtbot, confirm)
    tree = find(window, QTreeWidget, "bankTree")
    qtbot.waitUntil(lambda: "Mini (mine)" in tree.topLevelItem(0).text(0), timeout=WAIT_MS)
    combo = find(window, QComboBox, "bankCombo")
    assert combo.itemText(combo.findData("mini")).startswith("Mini (mine)")


def test_delete_asks_first_and_history_keeps_the_attempts(qtbot: QtBot, window: MainWindow) -> None:
    db = window.open_library()
    from simulator.services import banks as bank_service

    bank_service.import_bank_file(db, MINI_BANK)
    finished = attempts.start_attempt(db, attempts.spec_for(db, "mini", Mode.EXAM, seed=2))
    finished.session.submit()
    attempts.start_attempt(db, attempts.spec_for(db, "mini", Mode.PRACTICE, seed=3))
    open_banks(qtbot, window)
    window.banks.select_bank("mini")
    click(qtbot, find(window, QPushButton, "deleteBankButton"))
    box = wait_for_box(qtbot, window, "deleteBankConfirm")
    said = f"{box.text()} {box.informativeText()}"
    assert "Mini Bank" in said and "History" in said and "unfinished practice attempt" in said
    click(qtbot, find(box, QPushButton, "confirmDeleteBankButton"))
    tree = find(window, QTreeWidget, "bankTree")
    qtbot.waitUntil(lambda: tree.topLevelItemCount() == 1, timeout=WAIT_MS)
    assert find(window, QComboBox, "bankCombo").findData("mini") < 0
    assert attempts.find_unfinished(db, "mini") is None
    show_page_by_toolbar(qtbot, window, "History")
    combo = find(window, QComboBox, "historyBankCombo")
    index = combo.findData("mini")
    assert index >= 0 and combo.itemText(index) == "Mini Bank (deleted)"


def test_topics_merge_in_the_topic_manager(qtbot: QtBot, mini_window: MainWindow) -> None:
    window = mini_window
    browser = open_banks(qtbot, window)
    click(qtbot, find(window, QPushButton, "manageTopicsButton"))
    qtbot.waitUntil(lambda: find(window, QDialog, "topicManager").isVisible(), timeout=WAIT_MS)
    dialog = find(window, QDialog, "topicManager")
    topics = find(dialog, QListWidget, "topicList")
    assert topics.count() == 2
    topics.item(0).setSelected(True)
    target = find(dialog, QComboBox, "moveToCombo")
    target.setCurrentIndex(target.findData("inference"))
    click(qtbot, find(dialog, QPushButton, "mergeTopicsButton"))
    qtbot.waitUntil(lambda: topics.count() == 1, timeout=WAIT_MS)
    assert "4 question" in topics.item(0).text()
    qtbot.waitUntil(
        lambda: find(window, QComboBox, "topicFilter").count() == 2, timeout=WAIT_MS * 5
    )
    assert len(shown_ids(browser)) == 4


def test_topic_proposals_sort_a_bank_into_the_domains(
    qtbot: QtBot, mini_window: MainWindow, tmp_path: Path
) -> None:
    window = mini_window
    open_banks(qtbot, window)
    domains = tmp_path / "domains.yaml"
    domains.write_text(
        "- id: tools\n  title: Profiling tools\n  description: Nsight Systems, nvidia-smi, DCGM\n"
        "- id: serving\n  title: Serving models\n  description: TensorRT and Triton servers\n",
        encoding="utf-8",
    )
    click(qtbot, find(window, QPushButton, "proposeTopicsButton"))
    qtbot.waitUntil(lambda: find(window, QDialog, "topicProposals").isVisible(), timeout=WAIT_MS)
    dialog = find(window, ProposalDialog, "topicProposals")
    run = find(dialog, QPushButton, "runProposalButton")
    assert not run.isEnabled()  # no domains yet
    dialog.load(domains)  # what choosing the file in "Load DOMAINS.yaml…" does
    with qtbot.waitSignal(dialog.proposed, timeout=WAIT_MS * 5):
        click(qtbot, run)
    table = find(dialog, QTableWidget, "proposalTable")
    assert table.rowCount() == 4
    confidences = [int(table.item(r, 0).text().rstrip("%")) for r in range(4)]
    assert confidences == sorted(confidences)  # least sure first
    click(qtbot, find(dialog, QPushButton, "applyTopicsButton"))
    tree = find(window, QTreeWidget, "bankTree")
    qtbot.waitUntil(
        lambda: (
            sorted(
                tree.topLevelItem(0).child(i).text(0)
                for i in range(tree.topLevelItem(0).childCount())
            )
            == ["Profiling tools", "Serving models"]
        ),
        timeout=WAIT_MS,
    )


def test_an_unfinished_attempt_can_be_resumed_instead_of_deleted(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    db = window.open_library()
    active = attempts.start_attempt(db, attempts.spec_for(db, "mini", Mode.PRACTICE, seed=3))
    open_banks(qtbot, window)
    click(qtbot, find(window, QPushButton, "deleteBankButton"))
    box = wait_for_box(qtbot, window, "deleteBankConfirm")
    click(qtbot, find(box, QPushButton, "resumeInsteadButton"))
    qtbot.waitUntil(lambda: window.current_page_name() == "exam", timeout=WAIT_MS)
    assert window.attempts.current_attempt_id == active.attempt_id
    assert [b.key for b in window.start.banks] == ["mini"]
    assert not any(b.isVisible() for b in window.findChildren(QMessageBox, "deleteBankConfirm"))
