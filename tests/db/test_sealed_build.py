"""A classroom build's pack: the profile inside, the bank sealed, edited copies refused."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_helpers import run

from simulator.data.db import Database, open_database
from simulator.domain.blueprint import Mode
from simulator.formats.loader import load_bank
from simulator.formats.problems import ProfileError
from simulator.formats.profile import load_profile, locate_profile
from simulator.formats.result_file import parse_result
from simulator.formats.sealed_bank import read_sealed_bank, write_sealed_bank
from simulator.services import attempts, classroom
from simulator.services import banks as bank_service
from simulator.services.classroom_pack import PackError, pack_classroom
from simulator.services.library import open_library

MINI = Path(__file__).parent.parent / "data" / "banks" / "mini.yaml"
PROFILE = "schema: 1\nname: Quiz\nbank: mini\nquestion_count: 4\nresults_folder: results\n"


def test_a_sealed_bank_scores_answers_without_holding_the_key(tmp_path: Path) -> None:
    bank = load_bank(MINI)
    path = write_sealed_bank(bank, tmp_path, salt="f00d")
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
    other = read_sealed_bank(write_sealed_bank(bank, tmp_path / "x", salt="beef").read_bytes(), "x")
    assert other.questions[0].sealed != sealed.questions[0].sealed


@pytest.fixture
def sealed_laptop(tmp_path: Path) -> Iterator[Database]:
    folder = tmp_path / "bundle"
    folder.mkdir()
    path = write_sealed_bank(load_bank(MINI), folder)
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


def test_a_bank_with_other_question_types_is_not_sealed_with_its_key(tmp_path: Path) -> None:
    mixed = Path(__file__).parent.parent / "data" / "banks" / "mixed-types.yaml"
    db = open_database(f"sqlite:///{tmp_path / 'library.db'}")
    bank_service.import_bank_file(db, mixed)
    profile = tmp_path / "classroom.yaml"
    profile.write_text(PROFILE.replace("bank: mini", "bank: mixed-types"), encoding="utf-8")
    with pytest.raises(PackError, match=r"matching, numeric, ordering, short answer questions"):
        pack_classroom(db, profile, tmp_path / "pack")
    assert not (tmp_path / "pack").exists()
    profile.write_text(
        PROFILE.replace("bank: mini", "bank: mixed-types") + "review: answers-after-submit\n",
        encoding="utf-8",
    )
    assert not pack_classroom(db, profile, tmp_path / "pack").sealed  # shown answers: fine
    db.close()
    with pytest.raises(ValueError, match="choice questions only"):
        write_sealed_bank(load_bank(mixed), tmp_path)
