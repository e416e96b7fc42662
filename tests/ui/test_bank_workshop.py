"""The bank workshop through the real window: browse, search, edit, rename, delete, topics."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialog,
    QFileDialog,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
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
    Clock,
    answer_current,
    choose_item,
    click,
    find,
    show_page_by_toolbar,
    wait_for_box,
)

from benchmarks.labelled import labelled_bank
from simulator import paths
from simulator.app import build_main_window
from simulator.domain.blueprint import Mode
from simulator.domain.topic_proposal import Domain
from simulator.formats.domains import dump_domains
from simulator.formats.loader import load_bank
from simulator.formats.writer import dump_bank
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
    assert problem.isVisible() and problem.text() == "The question text must not be empty"
    summary = find(editor, QLabel, "editorSummary")
    # the field at fault is named (plural forms come with the translations)
    assert summary.text().startswith("1 problem") and summary.text().endswith(": Question.")
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


def test_duplicate_then_the_selected_menu_sets_topic_exports_and_deletes(
    qtbot: QtBot, mini_window: MainWindow, tmp_path: Path
) -> None:
    window = mini_window
    db = window.open_library()
    browser = open_banks(qtbot, window)
    browser.selectRow(shown_ids(browser).index("inf-001"))
    click(qtbot, find(window, QPushButton, "duplicateQuestionButton"))
    editor = editor_of(qtbot, window)
    assert find(editor, QLineEdit, "questionIdEdit").text() == "inf-003"  # a new id
    assert find(editor, QPlainTextEdit, "promptEdit").toPlainText() == (
        "What does TensorRT optimize?"
    )
    with qtbot.waitSignal(window.banks.browser.questions_loaded, timeout=WAIT_MS * 5):
        click(qtbot, find(editor, QPushButton, "saveQuestionButton"))
    assert "inf-003" in shown_ids(browser) and "inf-001" in shown_ids(browser)

    window.banks.browser.select_ids(["inf-003", "prof-001"])
    page = window.bank_page
    page.set_topic_action.trigger()
    dialog = find(window, QInputDialog, "setTopicDialog")
    assert dialog.isVisible() and dialog.labelText().startswith("Move 2 question")
    dialog.setTextValue("Profiling & Debugging")
    with qtbot.waitSignal(window.banks.browser.questions_loaded, timeout=WAIT_MS * 5):
        dialog.accept()
    topics = {q.id: q.topic for q in workshop.list_questions(db, "mini")}
    assert topics["inf-003"] == "profiling" and topics["prof-001"] == "profiling"

    window.banks.browser.select_ids(["inf-003", "prof-001"])
    page.export_selection_action.trigger()
    chooser = find(window, QFileDialog, "exportSelectionDialog")
    assert chooser.isVisible()
    out = tmp_path / "two.yaml"
    chooser.fileSelected.emit(str(out))
    chooser.close()
    exported = out.read_text(encoding="utf-8")
    assert "id: inf-003" in exported and "id: prof-001" in exported
    assert "id: prof-002" not in exported

    window.banks.browser.select_ids(["inf-003"])
    page.delete_questions_action.trigger()
    box = wait_for_box(qtbot, window, "deleteQuestionsConfirm")
    with qtbot.waitSignal(window.banks.browser.questions_loaded, timeout=WAIT_MS * 5):
        click(qtbot, find(box, QPushButton, "confirmDeleteQuestionsButton"))
    assert "inf-003" not in shown_ids(browser)
    assert "inf-003" not in {q.id for q in workshop.list_questions(db, "mini")}


def test_an_image_chosen_in_the_editor_is_stored_with_the_question(
    qtbot: QtBot, mini_window: MainWindow, tmp_path: Path
) -> None:
    window = mini_window
    db = window.open_library()
    browser = open_banks(qtbot, window)
    double_click(qtbot, browser, row_of(browser, "inf-001"))
    editor = editor_of(qtbot, window)
    prompt = find(editor, QPlainTextEdit, "promptEdit")
    prompt.moveCursor(QTextCursor.MoveOperation.End)
    not_a_picture = tmp_path / "notes.png"
    not_a_picture.write_text("not a picture", encoding="utf-8")
    click(qtbot, find(editor, QPushButton, "insertImageButton"))
    chooser = find(editor, QFileDialog, "imageDialog")
    assert chooser.isVisible()
    chooser.fileSelected.emit(str(not_a_picture))  # refused by its content, said beside
    chooser.close()
    assert "![" not in prompt.toPlainText()
    assert "notes.png" in find(editor, QLabel, "imagesLabel").text()
    picture = Path(__file__).resolve().parents[1] / "data" / "formats" / "gift" / "diagram.png"
    click(qtbot, find(editor, QPushButton, "insertImageButton"))
    chooser = next(d for d in editor.findChildren(QFileDialog, "imageDialog") if d.isVisible())
    chooser.fileSelected.emit(str(picture))
    chooser.close()
    assert prompt.toPlainText().endswith("![diagram](images/diagram.png)")
    save = find(editor, QPushButton, "saveQuestionButton")
    qtbot.waitUntil(save.isEnabled, timeout=WAIT_MS)
    with qtbot.waitSignal(window.banks.browser.questions_loaded, timeout=WAIT_MS * 5):
        click(qtbot, save)
    stored = workshop.open_question(db, "mini", "inf-001").question
    assert stored.prompt.endswith("![diagram](images/diagram.png)")
    assert "images/diagram.png" in workshop.bank_context(db, "mini").images


def test_on_a_small_screen_the_columns_given_way_can_be_brought_back(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    from simulator.ui.question_model import DUE, TYPE

    window = mini_window
    window.resize(1024, 600)
    browser = open_banks(qtbot, window)
    qtbot.waitUntil(lambda: browser.isColumnHidden(DUE), timeout=WAIT_MS)
    assert browser.isColumnHidden(TYPE)  # they give way to the prompt by default
    page = window.bank_page
    browser.selectRow(0)
    browser.customContextMenuRequested.emit(
        browser.visualRect(browser.model().index(0, 3)).center()
    )
    menu = next(m for m in browser.findChildren(QMenu, "browserMenu") if m.isVisible())
    titles = [a.text() for a in menu.actions()]
    assert titles[:3] == ["Edit…", "Duplicate", "Retire"] and "Columns" in titles
    columns = next(a.menu() for a in menu.actions() if a.text() == "Columns")
    assert isinstance(columns, QMenu)
    due = next(a for a in columns.actions() if a.text() == "Next review")
    assert due.isCheckable() and not due.isChecked()
    due.trigger()  # the user's choice beats the narrow-page rule, also after a resize
    menu.close()
    assert not browser.isColumnHidden(DUE) and browser.isColumnHidden(TYPE)
    window.resize(1000, 600)
    qtbot.waitUntil(lambda: page.browser.width() < 700, timeout=WAIT_MS)
    assert not browser.isColumnHidden(DUE)
    edit = next(a for a in page.row_menu().actions() if a.text() == "Edit…")
    edit.trigger()
    editor_of(qtbot, window).reject()


def test_a_reimport_keeps_an_edit_until_the_user_takes_the_files_version(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    browser = open_banks(qtbot, window)
    double_click(qtbot, browser, row_of(browser, "inf-001"))
    editor = editor_of(qtbot, window)
    prompt = find(editor, QPlainTextEdit, "promptEdit")
    prompt.selectAll()
    qtbot.keyClicks(prompt, "Which phase does TensorRT speed up?")
    with qtbot.waitSignal(window.banks.browser.questions_loaded, timeout=WAIT_MS * 5):
        click(qtbot, find(editor, QPushButton, "saveQuestionButton"))

    with qtbot.waitSignal(window.banks.import_finished, timeout=WAIT_MS * 5):
        window.banks.import_path(MINI_BANK)
    box = wait_for_box(qtbot, window, "keptEditsNotice")
    assert box.text().startswith("1 question")  # the edit was kept, and it says so
    assert "kept" in find(window, QLabel, "importStatus").text()
    db = window.open_library()
    edited = workshop.open_question(db, "mini", "inf-001").question
    assert edited.prompt == "Which phase does TensorRT speed up?"

    take = next(b for b in box.buttons() if b.text() == "Take the file's version")
    with qtbot.waitSignal(window.banks.import_finished, timeout=WAIT_MS * 5):
        click(qtbot, take)
    stored = workshop.open_question(db, "mini", "inf-001")
    assert stored.question.prompt == "What does TensorRT optimize?" and not stored.edited
    qtbot.waitUntil(
        lambda: row_of(browser, "inf-001").data() == "What does TensorRT optimize?",
        timeout=WAIT_MS,
    )


def test_a_rename_is_refused_at_the_field_while_empty(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    open_banks(qtbot, window)
    click(qtbot, find(window, QPushButton, "renameBankButton"))
    qtbot.waitUntil(
        lambda: find(window, QInputDialog, "renameBankDialog").isVisible(), timeout=WAIT_MS
    )
    dialog = find(window, QInputDialog, "renameBankDialog")
    assert dialog.textValue() == "Mini Bank"
    title = find(dialog, QLineEdit, "bankTitleEdit")
    confirm = find(dialog, QPushButton, "confirmRenameButton")
    title.selectAll()
    qtbot.keyClick(title, Qt.Key.Key_Delete)
    assert not confirm.isEnabled()
    assert dialog.labelText() == "The title must not be empty."
    qtbot.keyClick(title, Qt.Key.Key_Return)  # Enter cannot slip past the check
    assert dialog.isVisible()
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
    with qtbot.waitSignal(window.banks.import_finished, timeout=WAIT_MS * 5):
        window.banks.import_path(MINI_BANK)  # again: the window lists it (and the Start page)
    assert find(window, QComboBox, "bankCombo").findData("mini") >= 0
    window.banks.select_bank("mini")
    click(qtbot, find(window, QPushButton, "deleteBankButton"))
    box = wait_for_box(qtbot, window, "deleteBankConfirm")
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.Cancel)
    click(qtbot, box.button(QMessageBox.StandardButton.Cancel))  # asked, and nothing happens
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=WAIT_MS)
    assert "mini" in [b.key for b in bank_service.list_banks(db)]
    assert find(window, QTreeWidget, "bankTree").topLevelItemCount() == 2
    assert attempts.find_unfinished(db, "mini") is not None
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


def test_the_proposal_says_how_many_questions_of_other_banks_helped(
    qtbot: QtBot, db_url: str, clock: Clock, tmp_path: Path
) -> None:
    """A second bank of the bundled bank's exam, flat: the bundled bank lends it words,
    and the dialog's summary says how many of its questions did."""
    flat = tmp_path / "written-apart.yaml"
    flat.write_text(dump_bank(labelled_bank()), encoding="utf-8")
    bundled = paths.bundled_bank_paths()[0]
    window = build_main_window(db_url, [bundled, flat], clock=clock)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    browser = open_banks(qtbot, window)
    tree = find(window, QTreeWidget, "bankTree")
    (item,) = (
        item
        for i in range(tree.topLevelItemCount())
        if (item := tree.topLevelItem(i)) is not None and "written apart" in item.text(0)
    )
    tree.setCurrentItem(item)
    qtbot.waitUntil(lambda: len(shown_ids(browser)) == 91, timeout=WAIT_MS * 5)
    domains = tmp_path / "domains.yaml"
    domains.write_text(
        dump_domains([Domain(t.id, t.title, t.description) for t in load_bank(bundled).topics]),
        encoding="utf-8",
    )
    click(qtbot, find(window, QPushButton, "proposeTopicsButton"))
    qtbot.waitUntil(lambda: find(window, QDialog, "topicProposals").isVisible(), timeout=WAIT_MS)
    dialog = find(window, ProposalDialog, "topicProposals")
    dialog.load(domains)
    with qtbot.waitSignal(dialog.proposed, timeout=WAIT_MS * 10):
        click(qtbot, find(dialog, QPushButton, "runProposalButton"))
    assert find(dialog, QTableWidget, "proposalTable").rowCount() == 91
    summary = find(dialog, QLabel, "proposalSummary").text()
    lent = re.search(r"(\d+) questions of your other banks lent their words\.$", summary)
    assert lent is not None and int(lent.group(1)) == dialog.library_used > 0
    window.close()


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


def test_a_practice_set_of_missed_questions_is_a_start_page_mode(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    db = window.open_library()
    active = attempts.start_attempt(db, attempts.spec_for(db, "mini", Mode.EXAM, seed=4))
    first = active.session.exam.questions[0]
    active.session.select(next(c.id for c in first.choices if c.correct))
    active.session.submit()  # one right, the rest missed
    window.show_page("start")
    modes = find(window, QComboBox, "modeCombo")
    labels = [modes.itemText(i) for i in range(modes.count())]
    assert [label.split(":")[0] for label in labels[:4]] == [
        "Exam",
        "Practice",
        "Weak areas",
        "Review due",
    ]
    choose_item(qtbot, window, "modeCombo", "Practice set")
    sets = find(window, QComboBox, "practiceSetCombo")
    assert sets.isVisible() and sets.currentText() == "Missed"
    count = find(window, QWidget, "questionCountSpin")
    qtbot.waitUntil(lambda: count.maximum() == 2, timeout=WAIT_MS)  # type: ignore[attr-defined]
    choose_item(qtbot, window, "practiceSetCombo", "Reported")
    start = find(window, QPushButton, "startButton")
    qtbot.waitUntil(lambda: not start.isEnabled(), timeout=WAIT_MS)
    assert (
        "No question is reported as having a problem yet" in find(window, QLabel, "notice").text()
    )
    choose_item(qtbot, window, "practiceSetCombo", "Missed")
    click(qtbot, start)
    qtbot.waitUntil(lambda: window.current_page_name() == "exam", timeout=WAIT_MS)
    drawn = {q.question_id for q in window.exam.session.exam.questions}
    assert drawn == {q.question_id for q in active.session.exam.questions[1:]}
    assert window.exam.session.exam.spec.mode is Mode.PRACTICE_SET


def test_a_question_is_reported_from_practice_and_from_the_review(
    qtbot: QtBot, mini_window: MainWindow
) -> None:
    window = mini_window
    db = window.open_library()
    spec = attempts.spec_for(db, "mini", Mode.PRACTICE, seed=2, question_count=2)
    window.attempts.start_exam(spec)
    qtbot.waitUntil(lambda: window.current_page_name() == "exam", timeout=WAIT_MS)
    report = find(window.exam_page, QPushButton, "reportQuestionButton")
    assert not report.isVisible()  # offered with the answer, after Check
    session = window.exam.session
    answer_current(qtbot, window, session, right=False)
    click(qtbot, find(window, QPushButton, "checkButton"))
    click(qtbot, report)
    qtbot.waitUntil(lambda: find(window, QDialog, "reportDialog").isVisible(), timeout=WAIT_MS)
    dialog = find(window, QDialog, "reportDialog")
    qtbot.keyClicks(find(dialog, QPlainTextEdit, "reportNote"), "The key is wrong.")
    click(qtbot, find(dialog, QPushButton, "sendReportButton"))
    first = session.current_question.question_id
    reported = {q.id: q.reported for q in workshop.list_questions(db, "mini")}
    assert reported[first] == 1
    assert "Reported" in window.statusBar().currentMessage()

    session.next()
    window.exam.submit()
    qtbot.waitUntil(lambda: window.current_page_name() == "results", timeout=WAIT_MS)
    cards = window.results.cards
    second = window.results.review.exam.questions[1].question_id
    button = cards[1].report_button
    assert button is not None
    window.results.ask_report(second)  # what the card's button does (the list scrolls)
    qtbot.waitUntil(
        lambda: any(d.isVisible() for d in window.findChildren(QDialog, "reportDialog")),
        timeout=WAIT_MS,
    )
    dialog = next(d for d in window.findChildren(QDialog, "reportDialog") if d.isVisible())
    click(qtbot, find(dialog, QPushButton, "sendReportButton"))
    listed = {q.id: q.reported for q in workshop.list_questions(db, "mini")}
    assert listed[second] == 1
    browser = open_banks(qtbot, window)
    choose_item(qtbot, window, "showFilter", "Reported")
    assert sorted(shown_ids(browser)) == sorted({first, second})


def typed_window(qtbot: QtBot, db_url: str) -> MainWindow:
    from simulator.app import build_main_window

    window = build_main_window(db_url, [MINI_BANK.parent / "mixed-types.yaml"])
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_a_matching_question_is_edited_with_its_pairs(qtbot: QtBot, db_url: str) -> None:
    window = typed_window(qtbot, db_url)
    browser = open_banks(qtbot, window)
    assert row_of(browser, "tools-match").siblingAtColumn(2).data() == "Matching"
    double_click(qtbot, browser, row_of(browser, "tools-match"))
    editor = editor_of(qtbot, window)
    assert find(editor, QComboBox, "questionTypeCombo").currentData() == "matching"
    assert find(editor, QLineEdit, "pairLeft2").text() == "nvidia-smi"
    save = find(editor, QPushButton, "saveQuestionButton")
    right = find(editor, QLineEdit, "pairRight2")
    right.clear()
    qtbot.waitUntil(lambda: not save.isEnabled(), timeout=WAIT_MS)
    assert find(editor, QLabel, "answerProblem").isVisible()
    qtbot.keyClicks(right, "Power, utilisation and memory per GPU")
    qtbot.waitUntil(save.isEnabled, timeout=WAIT_MS)
    with qtbot.waitSignal(window.banks.browser.questions_loaded, timeout=WAIT_MS * 5):
        click(qtbot, save)
    stored = workshop.open_question(window.open_library(), "mixed-types", "tools-match")
    payload = stored.question.payload
    assert payload is not None and payload.pairs[2].right == "Power, utilisation and memory per GPU"


def test_new_ordering_and_numeric_questions(qtbot: QtBot, db_url: str) -> None:
    window = typed_window(qtbot, db_url)
    open_banks(qtbot, window)
    db = window.open_library()

    click(qtbot, find(window, QPushButton, "newQuestionButton"))
    editor = editor_of(qtbot, window)
    save = find(editor, QPushButton, "saveQuestionButton")
    choose = find(editor, QComboBox, "questionTypeCombo")
    choose.setCurrentIndex(choose.findData("ordering"))
    find(editor, QLineEdit, "questionIdEdit").setText("ddp-order")
    qtbot.keyClicks(find(editor, QPlainTextEdit, "promptEdit"), "Order the steps of one DDP step.")
    qtbot.keyClicks(
        find(editor, QLineEdit, "shortExplanationEdit"), "Forward, backward, all-reduce, step."
    )
    items = find(editor, QPlainTextEdit, "orderItemsEdit")
    items.setPlainText("Forward pass")
    qtbot.waitUntil(lambda: find(editor, QLabel, "answerProblem").isVisible(), timeout=WAIT_MS)
    assert not save.isEnabled()
    items.setPlainText("Forward pass\nBackward pass\nAll-reduce the gradients\nOptimizer step")
    qtbot.waitUntil(save.isEnabled, timeout=WAIT_MS)
    with qtbot.waitSignal(window.banks.browser.questions_loaded, timeout=WAIT_MS * 5):
        click(qtbot, save)
    ordering = workshop.open_question(db, "mixed-types", "ddp-order").question
    assert ordering.type.value == "ordering"
    assert ordering.payload.items[2] == "All-reduce the gradients"

    click(qtbot, find(window, QPushButton, "newQuestionButton"))
    editor = editor_of(qtbot, window)
    save = find(editor, QPushButton, "saveQuestionButton")
    choose = find(editor, QComboBox, "questionTypeCombo")
    choose.setCurrentIndex(choose.findData("numeric"))
    find(editor, QLineEdit, "questionIdEdit").setText("fp16-bytes")
    qtbot.keyClicks(find(editor, QPlainTextEdit, "promptEdit"), "How many bytes has an fp16 value?")
    qtbot.keyClicks(find(editor, QLineEdit, "shortExplanationEdit"), "16 bits are 2 bytes.")
    value = find(editor, QLineEdit, "numberValue0")
    qtbot.keyClicks(value, "two")
    qtbot.waitUntil(
        lambda: "must be a number" in find(editor, QLabel, "answerProblem").text(), timeout=WAIT_MS
    )
    value.setText("2")
    qtbot.waitUntil(save.isEnabled, timeout=WAIT_MS)
    with qtbot.waitSignal(window.banks.browser.questions_loaded, timeout=WAIT_MS * 5):
        click(qtbot, save)
    numeric = workshop.open_question(db, "mixed-types", "fp16-bytes").question
    assert numeric.payload.answers[0].value == 2


def test_the_banks_page_lists_the_start_pages_bank_at_once_and_acts_on_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The contract's names, used as a script would: no waiting for a background load,
    the confirmation's standard Yes button, the rename prompt's own OK."""
    db = window.open_library()
    from simulator.services import banks as bank_service

    bank_service.import_bank_file(db, MINI_BANK)
    window.start.refresh()
    combo = find(window, QComboBox, "bankCombo")
    combo.setCurrentIndex(combo.findData("mini"))
    show_page_by_toolbar(qtbot, window, "Banks")
    browser = find(window, QTableView, "questionBrowser")
    assert browser.model().rowCount() == 4  # listed before the page is even painted
    search = find(window, QLineEdit, "questionSearch")
    search.setText("triton")
    assert shown_ids(browser) == ["inf-002"]
    browser.selectRow(0)
    find(window, QPushButton, "editQuestionButton").click()
    editor = editor_of(qtbot, window)
    prompt = find(editor, QPlainTextEdit, "promptEdit")
    save = find(editor, QPushButton, "saveQuestionButton")
    prompt.setPlainText("")
    assert not save.isEnabled()  # shown at once, no turn of the event loop needed
    prompt.setPlainText("Which server batches requests on its own?")
    assert save.isEnabled()
    save.click()
    assert workshop.open_question(db, "mini", "inf-002").question.prompt.startswith("Which server")

    find(window, QPushButton, "renameBankButton").click()
    rename = find(window, QInputDialog, "renameBankDialog")
    rename.setTextValue("Mini, renamed")
    rename.accept()
    assert "Mini, renamed" in [b.title for b in bank_service.list_banks(db)]

    find(window, QPushButton, "deleteBankButton").click()
    box = wait_for_box(qtbot, window, "deleteBankConfirm")
    yes = box.button(QMessageBox.StandardButton.Yes)
    assert yes is not None and "Delete" in yes.text()
    yes.click()
    assert "mini" not in [b.key for b in bank_service.list_banks(db)]
    assert combo.findData("mini") < 0


def test_the_selected_menu_button_shows_one_arrow(qtbot: QtBot, mini_window: MainWindow) -> None:
    """The text "Selected ▾" says it opens a menu: the style must not draw a second arrow."""
    open_banks(qtbot, mini_window)
    button = find(mini_window, QPushButton, "selectionActionsButton")
    assert button.text().count("▾") == 1
    menu = button.menu()
    assert isinstance(menu, QMenu) and menu.objectName() == "selectionMenu"
    with_menu = button.grab().toImage()
    # The same button as a plain one (the arrow of its text only); the stub says QMenu,
    # Qt takes None to remove the menu.
    button.setMenu(None)  # type: ignore[arg-type]
    try:
        plain = button.grab().toImage()
    finally:
        button.setMenu(menu)
    assert with_menu == plain
