"""The bank workshop's use cases: list, open, check, save, retire, move, delete questions.

Each is one short transaction. Saving checks the form again with the bank file's own
validator (`formats.question_form`), whatever the editor showed, and stores the question,
its new images and the version that past answers show together, or nothing at all.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from simulator.data import banks as bank_store
from simulator.data import question_edits, question_list, reports, scenarios
from simulator.data.db import Database
from simulator.data.question_edits import QuestionChangedError as QuestionChangedError
from simulator.data.question_edits import WorkshopError as WorkshopError
from simulator.data.records import QuestionListing as QuestionListing
from simulator.data.records import StoredQuestion as StoredQuestion
from simulator.domain import study_day
from simulator.domain.model import Exhibit, Question, Scenario, Topic
from simulator.domain.question_types import Matching, Numeric, Ordering, ShortAnswer
from simulator.formats.exhibits import MAX_EXHIBIT_BYTES, image_type, safe_name
from simulator.formats.files import read_bounded
from simulator.formats.question_form import ChoiceForm as ChoiceForm
from simulator.formats.question_form import FormCheck as FormCheck
from simulator.formats.question_form import NumberForm as NumberForm
from simulator.formats.question_form import PairForm as PairForm
from simulator.formats.question_form import QuestionForm as QuestionForm
from simulator.formats.question_form import check_question

#: "Missed recently": missed in one of the bank's last this many finished attempts.
RECENT_ATTEMPTS = 5


class FormInvalidError(ValueError):
    """The form does not make a valid question; `check` says what is wrong where."""

    def __init__(self, check: FormCheck) -> None:
        self.check = check
        first = next(iter(check.problems.items()), ("question", ["invalid"]))
        super().__init__(f"{first[0]}: {first[1][0]}")


@dataclass(frozen=True)
class BankContext:
    """What the editor checks a form against: the bank's topics, ids, images and case
    studies (`scenarios`, in file order; `kept_scenario`: the one the edited question
    shows when the bank's file no longer has it, which it may keep)."""

    bank_id: str
    bank_title: str
    topics: tuple[Topic, ...]
    question_ids: frozenset[str]
    images: frozenset[str]
    scenarios: tuple[Scenario, ...] = ()
    kept_scenario: Scenario | None = None

    @property
    def scenario_choices(self) -> tuple[Scenario, ...]:
        """Every case study the question may belong to."""
        kept = (self.kept_scenario,) if self.kept_scenario is not None else ()
        return self.scenarios + kept

    def check(
        self,
        form: QuestionForm,
        *,
        new: bool,
        staged_images: Iterable[str] = (),
    ) -> FormCheck:
        """The live check: the file validator's, plus ids and images of this bank."""
        return check_question(
            form,
            [t.id for t in self.topics],
            taken_ids=self.question_ids if new else (),
            images=self.images | set(staged_images),
            scenarios={s.id: s for s in self.scenario_choices},
        )

    def suggested_id(self, like: str | None = None) -> str:
        """A free id for a new question; for a copy, in the copied question's series."""
        return next_question_id(self.question_ids, self.bank_id, like=like)


@dataclass(frozen=True)
class StagedImage:
    """An image chosen in the editor, stored with the question when it is saved."""

    name: str
    media_type: str
    data: bytes = field(repr=False)


def bank_context(db: Database, bank_id: str, question_id: str | None = None) -> BankContext:
    """What a form of the bank is checked against; `question_id`: the question edited
    (its case study stays a choice even if the bank's list has dropped it)."""
    with db.session() as s:
        bank = question_edits.bank_row(s, bank_id)
        topics = tuple(Topic(t.key, t.title, t.description) for t in bank.topics if not t.retired)
        ids = frozenset(question_edits.question_keys(s, bank_id))
        images = frozenset(e.name for e in bank_store.exhibits(s, bank_id))
        cases = scenarios.bank_scenarios(s, bank.id)
        shown = scenarios.question_scenario(s, bank.id, question_id) if question_id else None
        kept = shown if shown is not None and all(c.id != shown.id for c in cases) else None
        return BankContext(bank_id, bank.title, topics, ids, images, cases, kept)


def list_questions(db: Database, bank_id: str) -> list[QuestionListing]:
    """Every question of the bank (retired ones too), for the browser and `questions`.

    `due` is when the question is due for review: the start of its study day
    (domain.study_day), as the start page and Review due count it.
    """
    with db.session() as s:
        listings = question_list.list_questions(s, bank_id)
    if listings is None:
        raise WorkshopError(f"no bank '{bank_id}'")
    return [
        replace(q, due=study_day.day_start(q.due)) if q.due is not None else q for q in listings
    ]


def bank_scenarios(db: Database, bank_id: str) -> tuple[Scenario, ...]:
    """The bank's case studies in file order (the browser's filter and column)."""
    with db.session() as s:
        return scenarios.bank_scenarios(s, question_edits.bank_row(s, bank_id).id)


def recent_attempt_floor(db: Database, bank_id: str, attempts: int = RECENT_ATTEMPTS) -> int | None:
    with db.session() as s:
        return question_list.recent_attempt_floor(s, bank_id, attempts)


def open_question(db: Database, bank_id: str, question_id: str) -> StoredQuestion:
    with db.session() as s:
        found = question_edits.stored_question(s, bank_id, question_id)
    if found is None:
        raise WorkshopError(f"bank '{bank_id}' has no question '{question_id}'")
    return found


def form_of(question: Question) -> QuestionForm:
    """The editor's fields for a stored question, of any type."""
    form = QuestionForm(
        id=question.id,
        topic=question.topic,
        prompt=question.prompt,
        choices=tuple(ChoiceForm(c.text, c.correct, c.why) for c in question.choices),
        short=question.explanation.short,
        full=question.explanation.full,
        references=question.references,
        tags=question.tags,
        difficulty=question.difficulty,
        shuffle=question.shuffle,
        scenario=question.scenario.id if question.scenario is not None else "",
    )
    payload = question.payload
    if isinstance(payload, Matching):
        return replace(
            form,
            type=payload.type.value,
            pairs=tuple(PairForm(p.left, p.right) for p in payload.pairs),
            distractors=payload.distractors,
        )
    if isinstance(payload, Ordering):
        return replace(form, type=payload.type.value, items=payload.items)
    if isinstance(payload, ShortAnswer):
        return replace(
            form,
            type=payload.type.value,
            answers=payload.answers,
            case_sensitive=payload.case_sensitive,
        )
    if isinstance(payload, Numeric):
        return replace(
            form,
            type=payload.type.value,
            numbers=tuple(
                NumberForm(_number_text(a.value), _number_text(a.tolerance) if a.tolerance else "")
                for a in payload.answers
            ),
        )
    return form


def _number_text(value: float) -> str:
    """A stored number as a person writes it: 73856, not 73856.0."""
    return str(int(value)) if value.is_integer() else repr(value)


def save_question(
    db: Database,
    bank_id: str,
    form: QuestionForm,
    *,
    choice_rows: Sequence[int | None],
    expected_version: int | None,
    images: Sequence[StagedImage] = (),
    resolve_reports: bool = False,
) -> StoredQuestion:
    """Check and store the form: an edit of the version it was opened at, or (with
    `expected_version` None) a new question. Its staged images and, if asked, the
    resolution of its reports go in the same transaction.

    Raises FormInvalidError, QuestionChangedError (changed meanwhile: nothing written)
    or WorkshopError.
    """
    context = bank_context(db, bank_id, form.id.strip() if expected_version is not None else None)
    check = context.check(
        form, new=expected_version is None, staged_images=[i.name for i in images]
    )
    if not check.ok or check.question is None:
        raise FormInvalidError(check)
    with db.session(exclusive=True) as s:
        for image in images:
            question_edits.store_exhibit(s, bank_id, image.name, image.media_type, image.data)
        stored = question_edits.save_question(
            s, bank_id, check.question, choice_rows, expected_version
        )
        if resolve_reports:
            reports.resolve_reports(s, bank_id, check.question.id)
    return open_question(db, bank_id, stored.question.id) if resolve_reports else stored


def read_image(path: Path) -> StagedImage:
    """A local image file for a question (PNG, JPEG, GIF, WebP or SVG, by content).

    Raises WorkshopError naming the file when it cannot be used."""
    try:
        data = read_bounded(path, MAX_EXHIBIT_BYTES)
    except OSError as exc:
        raise WorkshopError(f"{path}: cannot read the image: {exc.strerror or exc}") from None
    media = image_type(data)
    if media is None:
        raise WorkshopError(f"{path}: not an image (PNG, JPEG, GIF, WebP or SVG)")
    return StagedImage(f"images/{safe_name(path.name)}", media, data)


def image_data(db: Database, bank_id: str) -> Mapping[str, Exhibit]:
    with db.session() as s:
        return {e.name: e for e in bank_store.exhibits(s, bank_id)}


def set_retired(db: Database, bank_id: str, question_ids: Iterable[str], retired: bool) -> int:
    with db.session(exclusive=True) as s:
        return question_edits.set_retired(s, bank_id, question_ids, retired)


def move_questions(db: Database, bank_id: str, question_ids: Iterable[str], topic: str) -> int:
    with db.session(exclusive=True) as s:
        return question_edits.move_questions(s, bank_id, question_ids, topic)


def delete_questions(db: Database, bank_id: str, question_ids: Iterable[str]) -> int:
    with db.session(exclusive=True) as s:
        return question_edits.delete_questions(s, bank_id, question_ids)


def report_question(
    db: Database, bank_id: str, question_id: str, note: str, attempt_id: int | None = None
) -> None:
    """Store a candidate's report on the question at once; the browser lists it."""
    with db.session(exclusive=True) as s:
        reports.report_question(s, bank_id, question_id, note, attempt_id)


_NUMBERED = re.compile(r"(.*?)(\d+)\Z")


def next_question_id(taken: Iterable[str], bank_id: str, *, like: str | None = None) -> str:
    """A free id in the bank's own style: after `fw-041` comes `fw-042` (the highest
    number wins; between prefixes with the same number, the last in alphabetical order).
    `like`: an id whose series the new one continues (a copy of `inf-001` in a bank
    numbered `prof-…` and `inf-…` becomes the next `inf-…`)."""
    used = set(taken)
    numbered = [
        (int(match.group(2)), match.group(1), len(match.group(2)))
        for match in (_NUMBERED.match(qid) for qid in used)
        if match
    ]
    series = _NUMBERED.match(like) if like is not None else None
    if series is not None:
        numbered = [n for n in numbered if n[1] == series.group(1)] or [
            (int(series.group(2)), series.group(1), len(series.group(2)))
        ]
    number, prefix, digits = max(numbered) if numbered else (0, f"{bank_id}-", 3)
    candidate = f"{prefix}{number + 1:0{digits}d}"
    while candidate in used:
        number += 1
        candidate = f"{prefix}{number + 1:0{digits}d}"
    return candidate
