"""A classroom build's pack: the profile inside, the bank sealed (every type), edited copies
refused, what cannot be sealed left out and said so."""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_helpers import run

from simulator.data.db import Database, open_database
from simulator.domain.blueprint import Mode
from simulator.domain.model import Question
from simulator.domain.question_types import (
    Matching,
    Numeric,
    Ordering,
    SealedMatching,
    ShortAnswer,
    format_number,
)
from simulator.domain.session import ExamSession
from simulator.formats.loader import load_bank
from simulator.formats.problems import ProfileError
from simulator.formats.profile import load_profile, locate_profile
from simulator.formats.result_file import parse_result
from simulator.formats.sealed_bank import read_sealed_bank, write_sealed_bank
from simulator.services import attempts, classroom
from simulator.services import banks as bank_service
from simulator.services.banks import SealedExportError
from simulator.services.classroom_pack import PackError, pack_classroom
from simulator.services.library import open_library

MINI = Path(__file__).parent.parent / "data" / "banks" / "mini.yaml"
PROFILE = "schema: 1\nname: Quiz\nbank: mini\nquestion_count: 4\nresults_folder: results\n"


def test_a_sealed_bank_scores_answers_without_holding_the_key(tmp_path: Path) -> None:
    bank = load_bank(MINI)
    path, left_out = write_sealed_bank(bank, tmp_path, salt="f00d")
    assert left_out == ()
    text = path.read_text(encoding="utf-8")
    assert '"correct"' not in text and "why" not in text
    for question in bank.questions:  # no explanation, no "why" gives an answer away
        assert question.explanation.short not in text
    sealed = read_sealed_bank(path.read_bytes(), str(path))
    for plain, closed in zip(bank.questions, sealed.questions, strict=True):
        assert closed.correct_ids == frozenset() and closed.choose == plain.choose
        right = {c.text for c in plain.choices if c.correct}
        ids = {c.id for c in closed.choices if c.text in right}
        assert closed.is_answered_correctly(ids)
        wrong = {c.id for c in closed.choices if c.text not in right}
        assert not closed.is_answered_correctly(list(wrong)[: closed.choose])
    # The same answer under another build's salt digests differently.
    (tmp_path / "x").mkdir()
    again, _ = write_sealed_bank(bank, tmp_path / "x", salt="beef")
    other = read_sealed_bank(again.read_bytes(), "x")
    assert other.questions[0].sealed != sealed.questions[0].sealed


@pytest.fixture
def sealed_laptop(tmp_path: Path) -> Iterator[Database]:
    folder = tmp_path / "bundle"
    folder.mkdir()
    path, _ = write_sealed_bank(load_bank(MINI), folder)
    db = open_library(f"sqlite:///{tmp_path / 'laptop.db'}", [path])
    yield db
    db.close()


def test_a_laptop_scores_a_sealed_bank_by_digest_and_stores_no_key(sealed_laptop: Database) -> None:
    db = sealed_laptop
    bank = load_bank(MINI)
    right = {q.id: {c.text for c in q.choices if c.correct} for q in bank.questions}
    spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=3, question_count=4)
    active = attempts.start_attempt(db, spec, student_name="Ada", student_id="s-1")
    session = active.session
    for index, item in enumerate(session.exam.questions):
        session.go_to(index)
        keys = right[item.question_id]
        # the first three right, the last one wrong
        wanted = [c.id for c in item.choices if (c.text in keys) == (index < 3)]
        for choice_id in wanted[: item.question.choose]:
            session.select(choice_id)
    result = session.submit()
    assert (result.correct, result.total) == (3, 4)
    with db.engine.connect() as connection:  # the laptop's database holds no key either
        marked = connection.exec_driver_sql("SELECT count(*) FROM choices WHERE correct").scalar()
    assert marked == 0
    document = classroom.result_document(db, active.attempt_id)
    assert all(c["correct"] is None for q in document["questions"] for c in q["choices"])
    parsed = parse_result(document)
    assert parsed.correct == 3 and not any(a.key_known for a in parsed.answers)


def test_pack_writes_the_profile_and_the_bank_sealed_unless_answers_are_shown(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = open_database(f"sqlite:///{tmp_path / 'library.db'}")
    bank_service.import_bank_file(db, MINI)
    profile = tmp_path / "classroom.yaml"
    profile.write_text(PROFILE, encoding="utf-8")
    pack = pack_classroom(db, profile, tmp_path / "pack")
    assert pack.sealed and not pack.results_server
    assert (tmp_path / "pack" / "classroom.yaml").read_bytes() == profile.read_bytes()
    assert [p.name for p in (tmp_path / "pack" / "question_banks").iterdir()] == [
        "mini.sealed.json"
    ]
    info = json.loads((tmp_path / "pack" / "pack.json").read_text(encoding="utf-8"))
    assert info["sealed"] and info["banks"] == ["mini"]
    # A profile that shows the answers after submitting ships the bank as it is.
    profile.write_text(PROFILE + "review: answers-after-submit\n", encoding="utf-8")
    pack = pack_classroom(db, profile, tmp_path / "pack")  # an earlier pack is replaced
    assert not pack.sealed
    assert [p.name for p in (tmp_path / "pack" / "question_banks").iterdir()] == ["mini.yaml"]
    # A folder that is not an earlier pack is never emptied.
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "notes.txt").write_text("keep", encoding="utf-8")
    with pytest.raises(PackError, match="holds no earlier pack"):
        pack_classroom(db, profile, tmp_path / "mine")
    # A profile that does not fit the banks is refused before anything is written.
    profile.write_text(PROFILE.replace("question_count: 4", "question_count: 40"), encoding="utf-8")
    with pytest.raises(ProfileError, match="question_count 40 is more than"):
        pack_classroom(db, profile, tmp_path / "pack2")
    assert not (tmp_path / "pack2").exists()
    db.close()
    code, _, err = run(
        capsys,
        "--db",
        f"sqlite:///{tmp_path / 'library.db'}",
        "classroom",
        "pack",
        str(profile),
        "-o",
        str(tmp_path / "pack3"),
    )
    assert code == 1 and f"{profile}:4: question_count 40" in err


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX FIFOs and modes")
def test_pack_refuses_what_is_not_a_folder_and_follows_a_link(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`-o` is a folder: a FIFO or a file there is refused in one line and left alone; a
    link to a folder is followed (the link stays), as every other output is."""
    url = f"sqlite:///{tmp_path / 'library.db'}"
    assert run(capsys, "--db", url, "bank", "import", str(MINI))[0] == 0
    profile = tmp_path / "classroom.yaml"
    profile.write_text(PROFILE, encoding="utf-8")
    fifo, regular = tmp_path / "fifo", tmp_path / "notes.txt"
    os.mkfifo(fifo)
    regular.write_text("keep", encoding="utf-8")
    for out, kind in [(fifo, "a FIFO"), (regular, "a regular file")]:
        code, _, err = run(capsys, "--db", url, "classroom", "pack", str(profile), "-o", str(out))
        assert code == 1
        assert err == f"error: {out}: not a folder ({kind}); nothing was written\n"
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) and regular.read_text(encoding="utf-8") == "keep"

    real = tmp_path / "builds" / "pack"
    real.mkdir(parents=True)
    real.chmod(0o750)
    link = tmp_path / "pack"
    link.symlink_to(real, target_is_directory=True)
    for _ in range(2):  # a new pack, then an earlier pack replaced, through the link
        code, _, err = run(capsys, "--db", url, "classroom", "pack", str(profile), "-o", str(link))
        assert code == 0, err
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert sorted(p.name for p in real.iterdir()) == [
        "classroom.yaml",
        "pack.json",
        "question_banks",
    ]
    assert (real / "classroom.yaml").read_bytes() == profile.read_bytes()
    assert stat.S_IMODE(real.stat().st_mode) == 0o750  # emptied and refilled, not recreated


def test_a_built_in_profile_refuses_an_edited_copy_beside_the_app(tmp_path: Path) -> None:
    bundle, app = tmp_path / "bundle", tmp_path / "app"
    bundle.mkdir()
    app.mkdir()
    embedded = bundle / "classroom.yaml"
    embedded.write_text(PROFILE, encoding="utf-8")
    beside = app / "classroom.yaml"
    source = locate_profile(None, beside, embedded)  # nothing beside: the built-in one
    assert source is not None and (source.path, source.relative_to) == (embedded, app)
    assert (
        load_profile(source.path, relative_to=source.relative_to).results_folder == app / "results"
    )
    beside.write_text(PROFILE, encoding="utf-8")  # an identical copy is harmless
    assert locate_profile(None, beside, embedded) == source
    beside.write_text(PROFILE.replace("question_count: 4", "question_count: 1"), encoding="utf-8")
    with pytest.raises(ProfileError, match="not the classroom profile this app was built with"):
        locate_profile(None, beside, embedded)
    other = tmp_path / "other.yaml"
    other.write_text(PROFILE + "attempts: 9\n", encoding="utf-8")
    with pytest.raises(ProfileError, match="built-in profile"):  # --profile cannot swap it
        locate_profile(other, beside, embedded)
    # Without a built-in profile, the one beside the app (or --profile) is used as before.
    assert locate_profile(None, beside, None) is not None
    assert locate_profile(None, app / "missing.yaml", None) is None


MIXED = Path(__file__).parent.parent / "data" / "banks" / "mixed-types.yaml"
#: A numeric question whose tolerance covers too many values of its grid to be sealed.
WIDE = """\
  - id: e-value
    type: numeric
    topic: training
    prompt: What is e, to the precision of the table?
    answers: [{value: 2.718281828, tolerance: 0.01}]
    explanation:
      short: e is 2.718281828….
"""


def answer_by_texts(session: ExamSession, plain: Question, *, right: bool) -> None:
    """Answer the current (sealed) question by the plain question's texts, as a student
    clicking or typing them would: rightly, or with one part wrong."""
    shown = session.current_question
    payload, own = plain.payload, shown.question.payload
    if payload is None:
        wanted = {c.text for c in plain.choices if c.correct == right}
        for choice in shown.choices:
            if choice.text in wanted and len(session.current_answer.selected) < plain.choose:
                session.toggle(choice.id)
    elif isinstance(payload, Matching):
        assert isinstance(own, SealedMatching)
        for left, pair in enumerate(payload.pairs):
            text = pair.right if right or left else payload.distractors[0]
            session.match(left, own.options.index(text))
    elif isinstance(payload, Ordering):
        assert isinstance(own, Ordering)
        texts = list(payload.items) if right else list(reversed(payload.items))
        session.reorder([own.items.index(text) for text in texts])
    elif isinstance(payload, ShortAnswer):
        session.type_answer(payload.answers[-1].upper() if right else "nvprof")
    else:
        assert isinstance(payload, Numeric)
        session.type_answer(format_number(payload.answers[0].value + (0 if right else 1)))


def test_every_type_is_sealed_scored_by_digest_and_handed_in_without_its_key(
    tmp_path: Path,
) -> None:
    library = open_database(f"sqlite:///{tmp_path / 'library.db'}")
    bank_service.import_bank_file(library, MIXED)
    profile = tmp_path / "classroom.yaml"
    profile.write_text(
        PROFILE.replace("bank: mini", "bank: mixed-types").replace("4", "6"), encoding="utf-8"
    )
    pack = pack_classroom(library, profile, tmp_path / "pack")
    library.close()
    assert pack.sealed and pack.left_out == ()
    (sealed_file,) = (tmp_path / "pack" / "question_banks").iterdir()
    text = sealed_file.read_text(encoding="utf-8")
    plain = load_bank(MIXED)
    # No accepted answer, value, pair, explanation or right order in the file.
    for secret in ("nsys", "73856", '"pairs"', '"answers"', "3 × 3", "Systems shows"):
        assert secret not in text
    assert '"items": ["Forward pass under autocast", "Scale the loss"' not in text

    db = open_library(f"sqlite:///{tmp_path / 'laptop.db'}", [sealed_file])
    spec = attempts.spec_for(db, "mixed-types", Mode.EXAM, seed=4, question_count=6)
    active = attempts.start_attempt(db, spec, student_name="Ada", student_id="s-1")
    session = active.session
    wrong = {"amp-order", "conv-params"}
    for index, item in enumerate(session.exam.questions):
        session.go_to(index)
        assert item.question.sealed is not None
        answer_by_texts(
            session, plain.question(item.question_id), right=item.question_id not in wrong
        )
    result = session.submit()
    verdicts = {
        item.question_id: o.correct
        for item, o in zip(session.exam.questions, result.outcomes, strict=True)
    }
    assert verdicts == {q.id: q.id not in wrong for q in plain.questions}
    with db.engine.connect() as connection:  # the laptop's database holds no key either
        stored = " ".join(
            f"{payload} {seal}"
            for payload, seal in connection.exec_driver_sql(
                "SELECT payload, sealed_answer FROM questions"
            )
        )
    assert "nsys" not in stored and "73856" not in stored and "pairs" not in stored
    document = classroom.result_document(db, active.attempt_id)
    db.close()
    typed = {q["id"]: q for q in document["questions"] if q["type"] != "choice"}
    assert all(q["expected"] is None for q in typed.values())
    assert typed["profiler-cli"]["answer"] == "NSIGHT SYSTEMS" and typed["profiler-cli"]["correct"]
    assert typed["conv-params"]["answer"] == "73857" and not typed["conv-params"]["correct"]
    assert "Nsight Compute → One kernel's metrics in depth" in typed["tools-match"]["answer"]
    parsed = parse_result(document)
    assert parsed.correct == 4 and {a.kind for a in parsed.answers} >= {"matching", "numeric"}


def test_partial_credit_is_sealed_per_part(tmp_path: Path) -> None:
    partial = tmp_path / "mixed-types.yaml"
    partial.write_text(
        MIXED.read_text(encoding="utf-8").replace(
            "  time_limit_minutes: 10\n", "  time_limit_minutes: 10\n  scoring: partial\n"
        ),
        encoding="utf-8",
    )
    path, _ = write_sealed_bank(load_bank(partial), tmp_path)
    db = open_library(f"sqlite:///{tmp_path / 'laptop.db'}", [path])
    active = attempts.start_attempt(
        db, attempts.spec_for(db, "mixed-types", Mode.EXAM, seed=4, question_count=6)
    )
    session = active.session
    plain = load_bank(partial)
    for index, item in enumerate(session.exam.questions):
        session.go_to(index)
        question = plain.question(item.question_id)
        if item.question_id == "tools-match":  # one pair of three wrong: 2/3
            answer_by_texts(session, question, right=False)
        elif item.question_id == "amp-choose":  # one right choice of two: 1/2
            session.toggle(next(c.id for c in item.choices if c.text == "Autocast"))
    result = session.submit()
    db.close()
    credit = {
        item.question_id: o.credit
        for item, o in zip(session.exam.questions, result.outcomes, strict=True)
    }
    assert credit["tools-match"] == pytest.approx(2 / 3)
    assert credit["amp-choose"] == pytest.approx(1 / 2)
    assert result.points == pytest.approx(2 / 3 + 1 / 2)


def test_what_cannot_be_sealed_is_left_out_with_a_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bank_file = tmp_path / "mixed-types.yaml"
    bank_file.write_text(MIXED.read_text(encoding="utf-8") + WIDE, encoding="utf-8")
    url = f"sqlite:///{tmp_path / 'library.db'}"
    db = open_database(url)
    bank_service.import_bank_file(db, bank_file)
    db.close()
    profile = tmp_path / "classroom.yaml"
    profile.write_text(
        PROFILE.replace("bank: mini", "bank: mixed-types").replace("4", "6"), encoding="utf-8"
    )
    code, out, err = run(capsys, "--db", url, "profile", "check", str(profile))
    assert code == 0 and "ready for class" in out
    assert (
        f"{profile}:3: warning: question 'e-value' (numeric) is left out of the sealed build,"
        " since the review hides the answers: its tolerance ±0.01 around 2.718281828 covers"
        " more than 2000 values in steps of 0.000000001" in err
    )
    code, out, err = run(
        capsys, "--db", url, "classroom", "pack", str(profile), "-o", str(tmp_path / "pack")
    )
    assert code == 0 and "1 question left out, see the warnings" in out and "'e-value'" in err
    info = json.loads((tmp_path / "pack" / "pack.json").read_text(encoding="utf-8"))
    assert info["left_out"] == ["e-value"]
    (sealed_file,) = (tmp_path / "pack" / "question_banks").iterdir()
    assert "e-value" not in sealed_file.read_text(encoding="utf-8")
    # Seven questions in the bank, six in the sealed build: a paper of seven cannot be set.
    profile.write_text(profile.read_text(encoding="utf-8").replace("6", "7"), encoding="utf-8")
    code, _, err = run(capsys, "--db", url, "profile", "check", str(profile))
    assert code == 1
    assert f"{profile}:4: question_count 7 is more than the 6 questions a sealed build" in err
    # Showing the answers after submitting ships the bank whole: nothing left out.
    profile.write_text(
        profile.read_text(encoding="utf-8") + "review: answers-after-submit\n", encoding="utf-8"
    )
    code, out, err = run(capsys, "--db", url, "profile", "check", str(profile))
    assert code == 0 and "left out" not in err


def test_a_sealed_bank_cannot_be_exported(sealed_laptop: Database) -> None:
    with pytest.raises(SealedExportError, match="no answer key"):
        bank_service.export_stored_bank(sealed_laptop, "mini", "gift", Path("never-written.gift"))
