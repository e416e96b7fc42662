"""The question editor's behaviour: fill the fields, check them as the user types (with
the bank file's own validator), stage images, save, and handle a save that comes after
someone else's.

A save names the version the editor opened. If the question changed meanwhile (another
window, an import), nothing is written: the conflict dialog shows both versions and the
user chooses to save theirs over it, take the saved one, or keep editing.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QWidget

from simulator.domain.model import MAX_CHOICES, MIN_CHOICES
from simulator.domain.question_types import MAX_PAIRS, MIN_PAIRS
from simulator.services import workshop
from simulator.services.library import Database
from simulator.services.workshop import ChoiceForm, NumberForm, PairForm, QuestionForm
from simulator.ui.conflict_dialog import ConflictDialog
from simulator.ui.links import open_link
from simulator.ui.markdown import to_html, to_plain
from simulator.ui.qtutil import documents_folder, open_transient, repolish
from simulator.ui.question_editor import ChoiceRow, NumberRow, PairRow, QuestionEditor

IMAGE_FILTER = "Images (*.png *.jpg *.jpeg *.gif *.webp *.svg);;All files (*)"
#: Empty choice rows a new question starts with.
DEFAULT_CHOICES = 4


class EditorController(QObject):
    """Runs one `questionEditor` dialog for an existing, a new or a duplicated question.

    Signals:
        saved(str): the id of the question just stored.
    """

    saved = Signal(str)

    def __init__(
        self,
        window: QWidget,
        db: Database,
        bank_id: str,
        *,
        stored: workshop.StoredQuestion | None = None,
        copy_of: workshop.StoredQuestion | None = None,
        topic: str | None = None,
    ) -> None:
        super().__init__(window)
        self.db = db
        self.bank_id = bank_id
        self.context = workshop.bank_context(
            db, bank_id, stored.question.id if stored is not None else None
        )
        self.stored = stored
        self.expected_version = stored.version if stored is not None else None
        self.images: list[workshop.StagedImage] = []
        self.rows: list[ChoiceRow] = []
        self.pair_rows: list[PairRow] = []
        self.number_rows: list[NumberRow] = []
        self.choice_ids: list[int | None] = []
        self.view = QuestionEditor(window)
        self.setParent(self.view)  # goes when its dialog is closed and deleted
        self.check: workshop.FormCheck | None = None
        self._filling = True  # no check per field while the form is being filled
        self._fill(stored, copy_of, topic)
        self._connect()
        self._fit(window)
        self._filling = False
        self.validate()

    # ---------------------------------------------------------------- setup
    def _fill(
        self,
        stored: workshop.StoredQuestion | None,
        copy_of: workshop.StoredQuestion | None,
        topic: str | None,
    ) -> None:
        view = self.view
        for t in self.context.topics:
            view.topic_combo.addItem(t.title, t.id)
        self._fill_scenarios()
        source = stored or copy_of
        if source is not None:
            form = workshop.form_of(source.question)
            ids: list[int | None] = (
                [c.id for c in source.question.choices] if stored is not None else []
            )
        else:
            first = topic or (self.context.topics[0].id if self.context.topics else "")
            form = QuestionForm(
                id="",
                topic=first,
                prompt="",
                choices=tuple(ChoiceForm("") for _ in range(DEFAULT_CHOICES)),
                short="",
            )
            ids = []
        new = stored is None
        like = copy_of.question.id if copy_of is not None else None
        qid = self.context.suggested_id(like) if new else form.id
        self.set_form(form if not new else QuestionForm(**{**form.__dict__, "id": qid}), ids)
        view.id_edit.setReadOnly(not new)
        view.id_edit.setToolTip(
            self.tr("Question ids never change: history is attached to them")
            if not new
            else self.tr("A new id, unique in this bank")
        )
        title = self.context.bank_title
        if stored is not None:
            view.setWindowTitle(self.tr("Edit question {id}").format(id=qid))
            view.heading.setText(self.tr("{id} · {bank}").format(id=qid, bank=title))
            view.notice.setText(
                self.tr(
                    "Past attempts keep showing this question as it was; exams started from"
                    " now on show your changes.{edited}"
                ).format(
                    edited=self.tr(
                        " It was edited here before, so importing its file again"
                        " keeps your version."
                    )
                    if stored.edited
                    else ""
                )
            )
            self._show_reports(stored)
        else:
            what = self.tr("Copy of {id}").format(id=copy_of.question.id) if copy_of else ""
            view.setWindowTitle(self.tr("New question"))
            view.heading.setText(
                self.tr("New question in {bank}").format(bank=title)
                + (f" · {what}" if what else "")
            )
            view.notice.setText(self.tr("Importing the bank's file again keeps questions you add."))

    def _fill_scenarios(self) -> None:
        """The bank's case studies to choose from (the row is hidden when it has none)."""
        combo = self.view.scenario_combo
        combo.addItem(self.tr("None: the question stands alone"), "")
        for scenario in self.context.scenarios:
            combo.addItem(scenario.title, scenario.id)
        kept = self.context.kept_scenario
        if kept is not None:
            combo.addItem(
                self.tr("{title} (no longer in the bank's file)").format(title=kept.title), kept.id
            )
        self.view.show_scenario_row(bool(self.context.scenario_choices))

    def _show_scenario(self) -> None:
        """The chosen case study's text below its box (nothing for none)."""
        view = self.view
        wanted = view.scenario_combo.currentData()
        scenario = next((s for s in self.context.scenario_choices if s.id == wanted), None)
        view.scenario_preview.setVisible(scenario is not None)
        view.scenario_preview.setHtml(to_html(scenario.text) if scenario is not None else "")
        view.scenario_preview.setAccessibleDescription(
            to_plain(scenario.text) if scenario is not None else ""
        )

    def _show_reports(self, stored: workshop.StoredQuestion) -> None:
        open_reports = stored.open_reports
        view = self.view
        view.reports_box.setVisible(bool(open_reports))
        if open_reports:
            lines = [
                self.tr("Reported {when}: {note}").format(
                    when=r.reported_at.astimezone().strftime("%d %b %Y"),
                    note=r.note or self.tr("(no note)"),
                )
                for r in open_reports[:3]
            ]
            view.reports_label.setText("\n".join(lines))
            view.resolve_check.setChecked(True)

    def set_form(self, form: QuestionForm, choice_ids: list[int | None]) -> None:
        """Show `form` in the fields (choice rows rebuilt); checked once, at the end."""
        filling, self._filling = getattr(self, "_filling", True), True
        try:
            self._set_form(form, choice_ids)
        finally:
            self._filling = filling

    def _set_form(self, form: QuestionForm, choice_ids: list[int | None]) -> None:
        view = self.view
        view.id_edit.setText(form.id)
        view.id_edit.setCursorPosition(0)
        index = view.topic_combo.findData(form.topic)
        view.topic_combo.setCurrentIndex(max(0, index))
        view.difficulty_combo.setCurrentIndex(
            max(0, view.difficulty_combo.findData(form.difficulty))
        )
        view.prompt_edit.setPlainText(form.prompt)
        view.short_edit.setText(form.short)
        view.short_edit.setCursorPosition(0)
        view.full_edit.setPlainText(form.full)
        view.references_edit.setPlainText("\n".join(form.references))
        view.tags_edit.setText(", ".join(form.tags))
        view.shuffle_check.setChecked(form.shuffle)
        view.scenario_combo.setCurrentIndex(max(0, view.scenario_combo.findData(form.scenario)))
        self._show_scenario()
        for row in self.rows:
            row.setParent(None)
            row.deleteLater()
        self.rows, self.choice_ids = [], []
        choices = form.choices or tuple(ChoiceForm("") for _ in range(DEFAULT_CHOICES))
        for position, choice in enumerate(choices):
            row_id = choice_ids[position] if position < len(choice_ids) else None
            self._add_row(choice, row_id)
        self._fill_other_types(form)
        view.type_combo.setCurrentIndex(max(0, view.type_combo.findData(form.type)))
        self._show_type()

    def _fill_other_types(self, form: QuestionForm) -> None:
        """The matching, ordering, short-answer and numeric fields (empty rows to start)."""
        view = self.view
        for row in [*self.pair_rows, *self.number_rows]:
            row.setParent(None)
            row.deleteLater()
        self.pair_rows, self.number_rows = [], []
        for pair in form.pairs or (PairForm("", ""), PairForm("", "")):
            self._add_pair(pair)
        for number in form.numbers or (NumberForm(""),):
            self._add_number(number)
        view.distractors_edit.setPlainText("\n".join(form.distractors))
        view.items_edit.setPlainText("\n".join(form.items))
        view.answers_edit.setPlainText("\n".join(form.answers))
        view.case_check.setChecked(form.case_sensitive)

    def _show_type(self) -> None:
        view = self.view
        index = max(0, view.type_combo.currentIndex())
        view.answer_stack.setCurrentIndex(index)
        view.answer_label.setText(view.answer_label_for(index))
        self._changed()

    def _add_pair(self, pair: PairForm) -> PairRow:
        row = PairRow()
        row.left.setText(pair.left)
        row.right.setText(pair.right)
        row.left.textChanged.connect(self._changed)
        row.right.textChanged.connect(self._changed)
        row.remove.clicked.connect(lambda: self._remove(self.pair_rows, row, MIN_PAIRS))
        self.view.pair_rows_box.addWidget(row)
        self.pair_rows.append(row)
        self._renumber_parts()
        return row

    def _add_number(self, number: NumberForm) -> NumberRow:
        row = NumberRow()
        row.value.setText(number.value)
        row.tolerance.setText(number.tolerance)
        row.value.textChanged.connect(self._changed)
        row.tolerance.textChanged.connect(self._changed)
        row.remove.clicked.connect(lambda: self._remove(self.number_rows, row, 1))
        self.view.number_rows_box.addWidget(row)
        self.number_rows.append(row)
        self._renumber_parts()
        return row

    def _remove(self, rows: list[PairRow] | list[NumberRow], row: QWidget, least: int) -> None:
        if len(rows) <= least:
            return
        rows.remove(row)  # type: ignore[arg-type]
        row.setParent(None)
        row.deleteLater()
        self._renumber_parts()
        self._changed()

    def _renumber_parts(self) -> None:
        for number, pair in enumerate(self.pair_rows):
            pair.number_widgets(number)
            pair.remove.setEnabled(len(self.pair_rows) > MIN_PAIRS)
        for number, value in enumerate(self.number_rows):
            value.number_widgets(number)
            value.remove.setEnabled(len(self.number_rows) > 1)
        self.view.add_pair_button.setEnabled(len(self.pair_rows) < MAX_PAIRS)

    def _connect(self) -> None:
        view = self.view
        for signal in (
            view.id_edit.textChanged,
            view.topic_combo.currentIndexChanged,
            view.difficulty_combo.currentIndexChanged,
            view.prompt_edit.textChanged,
            view.short_edit.textChanged,
            view.full_edit.textChanged,
            view.references_edit.textChanged,
            view.tags_edit.textChanged,
            view.shuffle_check.toggled,
            view.distractors_edit.textChanged,
            view.items_edit.textChanged,
            view.answers_edit.textChanged,
            view.case_check.toggled,
        ):
            signal.connect(self._changed)
        view.type_combo.currentIndexChanged.connect(self._show_type)
        view.scenario_combo.currentIndexChanged.connect(self._show_scenario)
        view.scenario_combo.currentIndexChanged.connect(self._changed)
        view.scenario_preview.anchorClicked.connect(open_link)
        view.add_pair_button.clicked.connect(self._new_pair)
        view.add_number_button.clicked.connect(self._new_number)
        view.add_choice_button.clicked.connect(self.add_choice)
        view.image_button.clicked.connect(self.choose_image)
        view.save_button.clicked.connect(self.save)
        view.cancel_button.clicked.connect(view.reject)

    def _fit(self, window: QWidget) -> None:
        """As large as is comfortable, never larger than the window it edits for (which
        fits its screen): wide enough that a usual choice shows whole in its one line."""
        size = window.size()
        self.view.resize(min(1100, int(size.width() * 0.94)), min(780, int(size.height() * 0.94)))

    def open(self) -> None:
        """Show the dialog (modal to the window, never blocking)."""
        open_transient(self.view)
        self.view.prompt_edit.setFocus()

    # --------------------------------------------------------------- choices
    def _add_row(self, choice: ChoiceForm, row_id: int | None) -> ChoiceRow:
        row = ChoiceRow(len(self.rows))
        row.correct.setChecked(choice.correct)
        row.text.setText(choice.text)
        row.why.setText(choice.why)
        row.text.setCursorPosition(0)  # the start of a long choice, not its end
        row.why.setCursorPosition(0)
        row.correct.toggled.connect(self._changed)
        row.text.textChanged.connect(self._changed)
        row.why.textChanged.connect(self._changed)
        row.remove.clicked.connect(lambda: self.remove_choice(self.rows.index(row)))
        self.view.choice_rows_box.addWidget(row)
        self.rows.append(row)
        self.choice_ids.append(row_id)
        self._renumber()
        return row

    def _new_pair(self) -> None:
        if len(self.pair_rows) < MAX_PAIRS:
            self._add_pair(PairForm("", "")).left.setFocus()
            self._changed()

    def _new_number(self) -> None:
        self._add_number(NumberForm("")).value.setFocus()
        self._changed()

    def add_choice(self) -> None:
        if len(self.rows) < MAX_CHOICES:
            row = self._add_row(ChoiceForm(""), None)
            row.text.setFocus()
            self._changed()

    def remove_choice(self, position: int) -> None:
        if len(self.rows) <= MIN_CHOICES:
            return
        row = self.rows.pop(position)
        self.choice_ids.pop(position)
        row.setParent(None)
        row.deleteLater()
        self._renumber()
        self._changed()

    def _renumber(self) -> None:
        for number, row in enumerate(self.rows):
            row.number_widgets(number)
            row.remove.setEnabled(len(self.rows) > MIN_CHOICES)
        self.view.add_choice_button.setEnabled(len(self.rows) < MAX_CHOICES)

    # ------------------------------------------------------------- the check
    def form(self) -> QuestionForm:
        view = self.view
        return QuestionForm(
            id=view.id_edit.text(),
            topic=str(view.topic_combo.currentData() or ""),
            prompt=view.prompt_edit.toPlainText(),
            choices=tuple(
                ChoiceForm(r.text.text(), r.correct.isChecked(), r.why.text()) for r in self.rows
            ),
            short=view.short_edit.text(),
            full=view.full_edit.toPlainText(),
            references=tuple(
                line.strip()
                for line in view.references_edit.toPlainText().splitlines()
                if line.strip()
            ),
            tags=tuple(t.strip() for t in view.tags_edit.text().split(",") if t.strip()),
            difficulty=view.difficulty_combo.currentData(),
            shuffle=view.shuffle_check.isChecked(),
            type=str(view.type_combo.currentData() or "choice"),
            pairs=tuple(PairForm(r.left.text(), r.right.text()) for r in self.pair_rows),
            distractors=_lines(view.distractors_edit.toPlainText()),
            items=_lines(view.items_edit.toPlainText()),
            answers=_lines(view.answers_edit.toPlainText()),
            case_sensitive=view.case_check.isChecked(),
            numbers=tuple(NumberForm(r.value.text(), r.tolerance.text()) for r in self.number_rows),
            scenario=str(view.scenario_combo.currentData() or ""),
        )

    def _changed(self) -> None:
        """Check at once: a problem shows, and Save goes grey, as the key is typed."""
        if not self._filling:
            self.validate()

    def validate(self) -> workshop.FormCheck:
        check = self.context.check(
            self.form(),
            new=self.expected_version is None,
            staged_images=[i.name for i in self.images],
        )
        self.check = check
        view = self.view
        labels = {
            "id": view.id_problem,
            "topic": view.topic_problem,
            "difficulty": view.difficulty_problem,
            "prompt": view.prompt_problem,
            "choices": view.choices_problem,
            "short": view.short_problem,
            "full": view.full_problem,
            "references": view.references_problem,
            "tags": view.tags_problem,
            "answer": view.answer_problem,
            "scenario": view.scenario_problem,
        }
        for number, row in enumerate(self.rows):
            labels[f"choice.{number}.text"] = row.problem
        shown: dict[str, list[str]] = {}
        for field, messages in check.problems.items():
            target = field if field in labels else "prompt"
            if field.startswith("choice.") and field.endswith(".why"):
                target = field.replace(".why", ".text")
            shown.setdefault(target, []).extend(messages)
        for field, label in labels.items():
            messages = [m[:1].upper() + m[1:] for m in shown.get(field, [])]
            label.setText("\n".join(messages))
            label.setVisible(bool(messages))
        for number, row in enumerate(self.rows):
            bad = f"choice.{number}.text" in check.problems
            row.text.setProperty("invalid", bad)
            repolish(row.text)
        count = sum(len(m) for m in check.problems.values())
        view.save_button.setEnabled(check.ok)
        # The summary names the fields: on a small screen the one at fault may be
        # scrolled out of sight.
        fields = ", ".join(dict.fromkeys(view.field_label(f) for f in shown))
        view.summary.setText(
            self.tr("%n problem(s) to fix before saving: {fields}.", "", count).format(
                fields=fields
            )
            if count
            else ""
        )
        view.summary.setProperty("problem", bool(count))
        repolish(view.summary)
        return check

    # ---------------------------------------------------------------- images
    def choose_image(self) -> None:
        dialog = QFileDialog(self.view, self.tr("Insert an image"))
        dialog.setObjectName("imageDialog")
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setDirectory(documents_folder())
        dialog.setNameFilter(IMAGE_FILTER)
        dialog.fileSelected.connect(lambda path: self.insert_image(Path(path)))
        open_transient(dialog)

    def insert_image(self, path: Path) -> None:
        """Stage the picture (stored with the question) and show it in the prompt."""
        try:
            image = workshop.read_image(path)
        except workshop.WorkshopError as exc:
            self.view.images_label.setText(str(exc))
            return
        taken = self.context.images | {i.name for i in self.images}
        name, number = image.name, 1
        stem, dot, suffix = image.name.rpartition(".")
        while name in taken:
            number += 1
            name = f"{stem}-{number}.{suffix}" if dot else f"{image.name}-{number}"
        self.images.append(workshop.StagedImage(name, image.media_type, image.data))
        alt = path.stem.replace("]", " ")
        cursor = self.view.prompt_edit.textCursor()
        cursor.insertText(f"![{alt}]({name})")
        self.view.prompt_edit.setTextCursor(cursor)
        self.view.images_label.setText(
            self.tr("{name} is copied into the bank when you save.").format(name=name)
        )
        self._changed()

    # ------------------------------------------------------------------ save
    def save(self) -> None:
        check = self.validate()
        if not check.ok:
            return
        form = self.form()
        try:
            stored = workshop.save_question(
                self.db,
                self.bank_id,
                form,
                choice_rows=self.choice_ids if form.type == "choice" else [],
                expected_version=self.expected_version,
                images=self.images,
                resolve_reports=self.view.resolve_check.isChecked()
                and self.view.reports_box.isVisible(),
            )
        except workshop.QuestionChangedError as changed:
            self._conflict(form, changed.current)
            return
        except (workshop.FormInvalidError, workshop.WorkshopError) as exc:
            self.view.summary.setText(str(exc))
            return
        self.saved.emit(stored.question.id)
        self.view.accept()

    def _conflict(self, mine: QuestionForm, current: workshop.StoredQuestion | None) -> None:
        dialog = ConflictDialog(self.view, mine, current)

        def decided(choice: str) -> None:
            if choice == "mine" and current is not None:
                self.expected_version = current.version  # knowingly over the new version
                self.choice_ids = [
                    cid if any(c.id == cid for c in current.question.choices) else None
                    for cid in self.choice_ids
                ]
                self.save()
            elif choice == "theirs" and current is not None:
                self.expected_version = current.version
                self.set_form(
                    workshop.form_of(current.question), [c.id for c in current.question.choices]
                )
                self.validate()
            elif choice == "theirs":  # deleted meanwhile: nothing to edit any more
                self.view.reject()

        dialog.decided.connect(decided)
        dialog.open_over(self.view)


def _lines(text: str) -> tuple[str, ...]:
    """The non-blank lines of a box, each trimmed."""
    return tuple(line.strip() for line in text.splitlines() if line.strip())
