"""The bank workshop on a real database: edits keep history honest and survive re-imports."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from simulator.data import question_edits as edit_store
from simulator.data.db import Database, open_database
from simulator.domain.blueprint import Mode
from simulator.services import attempts, history, topics, workshop
from simulator.services import banks as bank_service
from simulator.services.workshop import ChoiceForm, QuestionForm

MINI = Path(__file__).parent.parent / "data" / "banks" / "mini.yaml"
PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 40


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(f"sqlite:///{tmp_path / 'workshop.db'}")
    bank_service.import_bank_file(database, MINI)
    yield database
    database.close()


def edit(db: Database, question_id: str, **changes: object) -> workshop.StoredQuestion:
    """Open a question, change its form fields, save it at the version opened."""
    stored = workshop.open_question(db, "mini", question_id)
    form = replace(workshop.form_of(stored.question), **changes)  # type: ignore[arg-type]
    return workshop.save_question(
        db,
        "mini",
        form,
        choice_rows=[c.id for c in stored.question.choices],
        expected_version=stored.version,
    )


def sit_exam(db: Database, *, finish: bool = True) -> attempts.ActiveAttempt:
    spec = attempts.spec_for(db, "mini", Mode.PRACTICE, seed=5, question_count=4)
    active = attempts.start_attempt(db, spec)
    if finish:
        active.session.submit()
    return active


def prompts_of(exam_questions: object) -> dict[str, str]:
    return {q.question_id: q.question.prompt for q in exam_questions}  # type: ignore[attr-defined]


def test_an_edit_changes_later_attempts_and_leaves_past_ones_as_answered(db: Database) -> None:
    past = sit_exam(db)
    before = prompts_of(history.attempt_review(db, past.attempt_id).exam.questions)

    saved = edit(
        db,
        "prof-001",
        prompt="Which tool records a system-wide timeline?",
        choices=(
            ChoiceForm("Nsight Systems (nsys)", True, "It records a timeline."),
            ChoiceForm("cuSPARSE"),
            ChoiceForm("cuFFT"),
        ),
    )

    assert saved.version == 2 and saved.edited
    review = history.attempt_review(db, past.attempt_id)
    assert prompts_of(review.exam.questions) == before
    shown = next(q for q in review.exam.questions if q.question_id == "prof-001")
    assert [c.text for c in shown.question.choices] == ["Nsight Systems", "cuSPARSE", "No"]
    later = sit_exam(db)
    now = next(q for q in later.session.exam.questions if q.question_id == "prof-001")
    assert now.question.prompt == "Which tool records a system-wide timeline?"
    assert sorted(c.text for c in now.question.choices) == [
        "Nsight Systems (nsys)",
        "cuFFT",
        "cuSPARSE",
    ]


def test_an_unfinished_attempt_keeps_the_question_it_holds(db: Database) -> None:
    active = sit_exam(db, finish=False)
    held = next(q for q in active.session.exam.questions if q.question_id == "inf-002")
    edit(db, "inf-002", prompt="Which server has a dynamic batcher?")

    resumed = attempts.resume_attempt(db, active.attempt_id)
    again = next(q for q in resumed.session.exam.questions if q.question_id == "inf-002")
    assert again.question.prompt == held.question.prompt
    assert again.choice_order == held.choice_order
    resumed.session.submit()
    fresh = sit_exam(db)
    assert (
        prompts_of(fresh.session.exam.questions)["inf-002"] == "Which server has a dynamic batcher?"
    )


def test_the_second_of_two_concurrent_saves_is_refused_with_both_versions(db: Database) -> None:
    first = workshop.open_question(db, "mini", "inf-001")
    second = workshop.open_question(db, "mini", "inf-001")
    rows = [c.id for c in first.question.choices]
    mine = replace(workshop.form_of(first.question), short="Engines for fast inference.")
    workshop.save_question(db, "mini", mine, choice_rows=rows, expected_version=first.version)

    theirs = replace(workshop.form_of(second.question), short="Something else entirely.")
    with pytest.raises(workshop.QuestionChangedError) as refused:
        workshop.save_question(
            db, "mini", theirs, choice_rows=rows, expected_version=second.version
        )
    current = refused.value.current
    assert (
        current is not None and current.question.explanation.short == "Engines for fast inference."
    )
    assert workshop.open_question(db, "mini", "inf-001").question.explanation.short == (
        "Engines for fast inference."
    )


def test_a_crash_mid_save_leaves_the_question_as_it_was(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    sit_exam(db)  # answers show version 1, so a save also keeps that version
    before = workshop.open_question(db, "mini", "prof-002")

    def power_cut(*_args: object) -> None:
        raise OSError("disk unplugged")

    monkeypatch.setattr(edit_store, "_store_choices", power_cut)
    with pytest.raises(OSError):
        edit(db, "prof-002", prompt="Half-saved prompt")
    monkeypatch.undo()
    after = workshop.open_question(db, "mini", "prof-002")
    assert after == before


def test_invalid_forms_are_refused_by_the_file_validator_rules(db: Database) -> None:
    stored = workshop.open_question(db, "mini", "prof-001")
    form = replace(
        workshop.form_of(stored.question),
        choices=(ChoiceForm("Nsight Systems"), ChoiceForm("cuSPARSE")),
        prompt="  ",
    )
    with pytest.raises(workshop.FormInvalidError) as refused:
        workshop.save_question(
            db, "mini", form, choice_rows=[None, None], expected_version=stored.version
        )
    problems = refused.value.check.problems
    assert problems["prompt"] == ["the question text must not be empty"]
    assert any("no choice is marked correct" in p for p in problems["choices"])
    assert workshop.open_question(db, "mini", "prof-001") == stored


def new_question_form(qid: str, prompt: str = "Which format does ONNX define?") -> QuestionForm:
    return QuestionForm(
        id=qid,
        topic="inference",
        prompt=prompt,
        choices=(ChoiceForm("A model exchange format", True), ChoiceForm("A GPU driver")),
        short="ONNX is an open model format.",
    )


def test_new_question_with_an_image_is_stored_with_its_picture(db: Database) -> None:
    context = workshop.bank_context(db, "mini")
    qid = context.suggested_id()
    assert qid == "prof-003"  # the bank's own numbering, after the highest number
    form = new_question_form(qid, "Which part is shown? ![diagram](images/diagram.png)")
    assert context.check(form, new=True).problems == {
        "prompt": ["the image 'images/diagram.png' is not in this bank: add it with Insert image"]
    }
    image = workshop.StagedImage("images/diagram.png", "image/png", PNG)
    workshop.save_question(
        db, "mini", form, choice_rows=[None, None], expected_version=None, images=[image]
    )
    assert workshop.image_data(db, "mini")["images/diagram.png"].data == PNG
    assert qid in {q.id for q in workshop.list_questions(db, "mini")}
    with pytest.raises(workshop.FormInvalidError):  # ids are never reused
        workshop.save_question(db, "mini", form, choice_rows=[None, None], expected_version=None)


def test_edits_survive_a_reimport_unless_the_file_version_is_asked_for(
    db: Database, tmp_path: Path
) -> None:
    edit(db, "prof-001", short="My own short explanation.")
    workshop.save_question(
        db, "mini", new_question_form("mine-1"), choice_rows=[None, None], expected_version=None
    )
    workshop.set_retired(db, "mini", ["inf-002"], True)
    changed = tmp_path / "mini.yaml"
    changed.write_text(
        MINI.read_text(encoding="utf-8").replace(
            "Nsight Systems shows a correlated CPU/GPU timeline.", "The file's new explanation."
        ),
        encoding="utf-8",
    )

    report = bank_service.import_bank_file(db, changed)
    assert report.counts.kept == 3
    assert "3 edited in the app kept" in report.describe()
    assert workshop.open_question(db, "mini", "prof-001").question.explanation.short == (
        "My own short explanation."
    )
    listed = {q.id: q for q in workshop.list_questions(db, "mini")}
    assert not listed["mine-1"].retired and listed["inf-002"].retired

    exported = tmp_path / "edited.yaml"
    bank_service.export_stored_bank(db, "mini", "yaml", exported)
    assert "My own short explanation." in exported.read_text(encoding="utf-8")

    report = bank_service.import_bank_file(db, changed, overwrite_edits=True)
    assert report.counts.kept == 0
    assert workshop.open_question(db, "mini", "prof-001").question.explanation.short == (
        "The file's new explanation."
    )
    listed = {q.id: q for q in workshop.list_questions(db, "mini")}
    assert listed["mine-1"].retired and not listed["inf-002"].retired


def test_a_deleted_bank_is_gone_but_its_history_stays_and_an_import_brings_it_back(
    db: Database,
) -> None:
    past = sit_exam(db)
    sit_exam(db, finish=False)
    bank_service.rename_bank(db, "mini", "My mini bank")
    outlook = bank_service.deletion_outlook(db, "mini")
    assert (outlook.questions, outlook.finished_attempts) == (4, 1)
    assert outlook.unfinished is not None

    assert bank_service.delete_bank(db, "mini") == 1
    assert [b.key for b in bank_service.list_banks(db)] == []
    assert [b.key for b in bank_service.list_banks(db, include_deleted=True)] == ["mini"]
    assert [a.attempt_id for a in history.attempt_history(db, "mini")] == [past.attempt_id]
    assert history.attempt_review(db, past.attempt_id).bank_title == "My mini bank"
    assert attempts.find_unfinished(db, "mini") is None
    with pytest.raises(attempts.AttemptError):
        attempts.spec_for(db, "mini", Mode.EXAM)
    # A bundled bank the user deleted stays deleted when the app starts again.
    assert bank_service.sync_bundled_banks(db, [MINI]) == []
    assert bank_service.list_banks(db) == []

    report = bank_service.import_bank_file(db, MINI)
    assert report.counts.restored and "restored" in report.describe()
    (bank,) = bank_service.list_banks(db)
    assert (bank.key, bank.title, bank.question_count) == ("mini", "Mini Bank", 4)


def test_titles_are_checked_and_a_rename_survives_a_reimport(db: Database) -> None:
    with pytest.raises(workshop.WorkshopError, match="must not be empty"):
        bank_service.rename_bank(db, "mini", "   ")
    with pytest.raises(workshop.WorkshopError, match="at most 300"):
        bank_service.rename_bank(db, "mini", "x" * 301)
    with pytest.raises(bank_service.UnknownBankError):
        bank_service.rename_bank(db, "nope", "Title")
    assert bank_service.rename_bank(db, "mini", "  Mini   (mine) ") == "Mini (mine)"
    bank_service.import_bank_file(db, MINI)
    assert [b.title for b in bank_service.list_banks(db)] == ["Mini (mine)"]


def test_topics_are_added_renamed_merged_and_deleted_moving_their_questions(
    db: Database,
) -> None:
    past = sit_exam(db)
    topics.add_topic(db, "mini", "serving", "Serving")
    with pytest.raises(workshop.WorkshopError, match="already has a topic"):
        topics.add_topic(db, "mini", "serving", "Serving again")
    topics.rename_topic(db, "mini", "inference", "Inference")
    assert workshop.move_questions(db, "mini", ["inf-002"], "serving") == 1
    assert topics.merge_topics(db, "mini", ["serving"], "inference") == 1
    assert topics.delete_topic(db, "mini", "profiling", "inference") == 2
    assert [(t.id, t.title, t.questions) for t in topics.topics_of(db, "mini")] == [
        ("inference", "Inference", 4)
    ]
    # Past answers keep the topics they were given in.
    review = history.attempt_review(db, past.attempt_id)
    assert {s.topic for s in review.standings} == {"profiling", "inference"}


def test_deleting_questions_keeps_the_ones_answers_show(db: Database) -> None:
    past = sit_exam(db)
    workshop.save_question(
        db, "mini", new_question_form("mine-1"), choice_rows=[None, None], expected_version=None
    )
    assert workshop.delete_questions(db, "mini", ["mine-1", "prof-001"]) == 2
    assert {q.id for q in workshop.list_questions(db, "mini")} == {"prof-002", "inf-001", "inf-002"}
    review = history.attempt_review(db, past.attempt_id)
    assert "prof-001" in {q.question_id for q in review.exam.questions}
    with pytest.raises(workshop.WorkshopError):
        workshop.open_question(db, "mini", "mine-1")


def test_reports_are_listed_until_resolved(db: Database) -> None:
    workshop.report_question(db, "mini", "inf-001", "  The answer looks wrong.  ")
    listed = {q.id: q.reported for q in workshop.list_questions(db, "mini")}
    assert listed == {"prof-001": 0, "prof-002": 0, "inf-001": 1, "inf-002": 0}
    stored = workshop.open_question(db, "mini", "inf-001")
    assert [r.note for r in stored.open_reports] == ["The answer looks wrong."]
    saved = workshop.save_question(
        db,
        "mini",
        workshop.form_of(stored.question),
        choice_rows=[c.id for c in stored.question.choices],
        expected_version=stored.version,
        resolve_reports=True,
    )
    assert saved.open_reports == () and len(saved.reports) == 1


def test_proposals_are_applied_as_topics_in_one_go(db: Database) -> None:
    domains = [
        topics.Domain("tools", "Profiling tools", "Nsight Systems, nvidia-smi, DCGM"),
        topics.Domain("serving", "Serving models", "TensorRT and Triton Inference Server"),
    ]
    proposals = {p.question_id: p for p in topics.propose(db, "mini", domains)}
    assert {qid: p.topic for qid, p in proposals.items()} == {
        "prof-001": "tools",
        "prof-002": "tools",
        "inf-001": "serving",
        "inf-002": "serving",
    }
    assert all(0 <= p.confidence <= 1 for p in proposals.values())
    applied = topics.apply_topics(
        db, "mini", domains, {qid: p.topic for qid, p in proposals.items()}
    )
    assert (applied.moved, applied.added) == (4, ("tools", "serving"))
    assert set(applied.retired) == {"profiling", "inference"}
    assert [t.id for t in topics.topics_of(db, "mini")] == ["tools", "serving"]
    # The new topics are local edits: importing the file again keeps them.
    assert bank_service.import_bank_file(db, MINI).counts.kept == 4
    assert [t.id for t in topics.topics_of(db, "mini")] == ["tools", "serving"]


def test_practice_sets_draw_missed_flagged_never_seen_and_reported_questions(
    db: Database,
) -> None:
    from simulator.domain.blueprint import PracticeSet

    spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=4, question_count=3)
    active = attempts.start_attempt(db, spec)
    session = active.session
    drawn = [q.question_id for q in session.exam.questions]
    first = session.exam.questions[0]
    session.select(next(c.id for c in first.choices if c.correct))  # right; the rest missed
    session.set_flag(True)
    session.submit()
    workshop.report_question(db, "mini", "inf-002", "Two right answers?")
    never_seen = sorted({"prof-001", "prof-002", "inf-001", "inf-002"} - set(drawn))

    def drawn_from(chosen: PracticeSet, **options: object) -> list[str]:
        practice = attempts.spec_for(
            db,
            "mini",
            Mode.PRACTICE_SET,
            question_count=4,
            practice_set=chosen,
            **options,  # type: ignore[arg-type]
        )
        started = attempts.start_attempt(db, practice)
        attempts.abandon_attempt(db, started.attempt_id)
        return sorted(q.question_id for q in started.session.exam.questions)

    assert drawn_from(PracticeSet("missed", 1)) == sorted(drawn[1:])
    assert drawn_from(PracticeSet("flagged", 1)) == [drawn[0]]
    assert drawn_from(PracticeSet("never-seen")) == never_seen
    assert drawn_from(PracticeSet("reported")) == ["inf-002"]
    sizes = attempts.practice_set_sizes(db, "mini", PracticeSet("reported"))
    assert sizes == {"inference": 1}
    with pytest.raises(attempts.AttemptError, match="No question in these topics is reported"):
        drawn_from(PracticeSet("reported"), topics=["profiling"])


def test_a_new_id_continues_the_banks_numbering_and_a_copy_its_own_series() -> None:
    taken = ["prof-001", "prof-002", "inf-001", "inf-002", "inf-010"]
    assert workshop.next_question_id(taken, "mini") == "inf-011"
    assert workshop.next_question_id(taken, "mini", like="prof-001") == "prof-003"
    assert workshop.next_question_id(taken, "mini", like="inf-002") == "inf-011"
    assert workshop.next_question_id(taken, "mini", like="own-7") == "own-8"
    assert workshop.next_question_id(taken, "mini", like="free text") == "inf-011"
    assert workshop.next_question_id([], "mini") == "mini-001"
