"""The command line with other tools' question files: import, convert, validate and export."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from cli_helpers import run

from simulator.cli import main
from simulator.formats.loader import load_bank

DATA = Path(__file__).parent / "data"
FORMATS = DATA / "formats"
GIFT = FORMATS / "gift" / "awkward.gift"
LINE = re.compile(r"^(?P<path>.+?):(?P<line>\d+): (?P<rest>.+)$")


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'cli.db'}"


def test_import_skips_unusable_questions_with_path_line_warnings_and_a_summary(
    capsys: pytest.CaptureFixture[str], db_url: str
) -> None:
    code, out, err = run(capsys, "--db", db_url, "bank", "import", str(GIFT))
    assert code == 0
    lines = err.splitlines()
    assert lines and all(LINE.match(line) for line in lines), lines
    assert all(line.startswith(f"{GIFT}:") and ": warning: " in line for line in lines)
    assert sum("question skipped" in line for line in lines) == 2
    assert f"{GIFT}: imported 17 of 19 questions; 2 skipped" in out
    assert "bank 'awkward' imported: 17 added" in out
    code, out, _ = run(capsys, "--db", db_url, "bank", "import", str(GIFT))
    assert code == 0 and "is up to date (17 questions)" in out  # idempotent
    code, out, _ = run(capsys, "--db", db_url, "bank", "list")
    assert "awkward" in out and "17 questions" in out


def test_strict_makes_any_problem_fatal_and_imports_nothing(
    capsys: pytest.CaptureFixture[str], db_url: str
) -> None:
    _, before, _ = run(capsys, "--db", db_url, "bank", "list")
    code, _, err = run(capsys, "--db", db_url, "bank", "import", "--strict", str(GIFT))
    assert code == 1
    assert "nothing was imported" in err and "warning:" not in err
    assert f"{GIFT}:83: question skipped" in err
    assert run(capsys, "--db", db_url, "bank", "list")[1] == before


def test_a_file_in_no_format_is_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("Dear diary,\n" * 50, encoding="utf-8")
    code, out, err = run(capsys, "bank", "validate", str(notes))
    assert code == 1 and out == ""
    (line,) = err.splitlines()
    assert line.startswith(f"{notes}:1: not a question file in any known format (tried yaml,")
    assert "Traceback" not in err


def test_txt_is_aiken_or_plain_text_by_content(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "bank", "validate", str(FORMATS / "aiken" / "quiz.txt"))
    assert code == 0 and "(aiken)" in out and "imported 3 of 7 questions; 4 skipped" in out
    code, out, _ = run(capsys, "bank", "validate", str(FORMATS / "plain-page.txt"))
    assert code == 0 and "(plain-text)" in out


def test_format_forces_a_reader(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    quiz = tmp_path / "quiz.dat"
    quiz.write_bytes((FORMATS / "aiken" / "quiz.txt").read_bytes())
    assert run(capsys, "bank", "validate", "--format", "aiken", str(quiz))[0] == 0
    code, _, err = run(capsys, "bank", "validate", "--format", "gift", str(quiz))
    assert code == 1 and err.startswith(f"{quiz}:")
    with pytest.raises(SystemExit):
        main(["bank", "validate", "--format", "word", str(quiz)])


def test_convert_writes_yaml_and_images_next_to_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out_file = tmp_path / "exam.yaml"
    source = FORMATS / "markdown" / "checkbox-layout.md"
    code, out, err = run(
        capsys,
        "bank",
        "convert",
        str(source),
        "-o",
        str(out_file),
        "--bank-id",
        "cloud",
        "--title",
        "Cloud",
    )
    assert code == 0, err
    assert f"{out_file}: wrote bank 'cloud' with 5 questions and 1 image file(s)" in out
    assert "imported 5 of 6 questions; 1 skipped" in out
    bank = load_bank(out_file)
    assert (bank.id, bank.title, len(bank.questions)) == ("cloud", "Cloud", 5)
    assert (tmp_path / "images" / "topology.png").read_bytes() == (
        FORMATS / "markdown" / "images" / "topology.png"
    ).read_bytes()


def test_convert_topic_and_classify(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out_file = tmp_path / "forced.yaml"
    assert run(capsys, "bank", "convert", str(GIFT), "-o", str(out_file), "--topic", "net")[0] == 0
    assert [t.id for t in load_bank(out_file).topics] == ["net"]
    code, _, err = run(
        capsys, "bank", "convert", str(GIFT), "-o", str(out_file), "--topic", "Bad Id"
    )
    assert code == 1 and f"{GIFT}:1: topic id 'Bad Id'" in err


def test_convert_stays_all_or_nothing_for_yaml(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("schema: 1\nid: x\n", encoding="utf-8")
    code, _, err = run(capsys, "bank", "convert", str(broken), "-o", str(tmp_path / "o.yaml"))
    assert code == 1 and err.startswith(f"{broken}:")
    assert not (tmp_path / "o.yaml").exists()


@pytest.mark.parametrize(
    ("fmt", "name"), [("gift", "mini.gift"), ("moodle-xml", "mini.xml"), ("yaml", "m.yaml")]
)
def test_export_then_import_gives_the_same_questions(
    capsys: pytest.CaptureFixture[str], db_url: str, tmp_path: Path, fmt: str, name: str
) -> None:
    mini = DATA / "banks" / "mini.yaml"
    assert run(capsys, "--db", db_url, "bank", "import", str(mini))[0] == 0
    out_file = tmp_path / name
    code, out, _ = run(
        capsys, "--db", db_url, "bank", "export", "mini", "--format", fmt, "-o", str(out_file)
    )
    assert code == 0 and f"{out_file}: wrote bank 'mini' as {fmt} (4 questions" in out
    code, out, err = run(capsys, "bank", "validate", str(out_file))
    assert code == 0 and err == "" and "with 4 questions" in out
    original = load_bank(mini)
    code, _, _ = run(capsys, "bank", "convert", str(out_file), "-o", str(tmp_path / "back.yaml"))
    back = load_bank(tmp_path / "back.yaml")
    for before, after in zip(original.questions, back.questions, strict=True):
        assert after.id == before.id and after.prompt == before.prompt.strip()
        assert [(c.text, c.correct, c.why) for c in after.choices] == [
            (c.text, c.correct, c.why) for c in before.choices
        ]
        assert after.explanation == before.explanation


def test_export_of_an_unknown_bank_is_one_line(
    capsys: pytest.CaptureFixture[str], db_url: str, tmp_path: Path
) -> None:
    code, _, err = run(
        capsys,
        "--db",
        db_url,
        "bank",
        "export",
        "nope",
        "--format",
        "gift",
        "-o",
        str(tmp_path / "x"),
    )
    assert code == 1
    (line,) = err.splitlines()
    assert line.startswith("error: no bank 'nope' (the banks: ")


def test_dry_run_prints_the_preview_and_stores_nothing(
    capsys: pytest.CaptureFixture[str], db_url: str
) -> None:
    code, out, _ = run(capsys, "--db", db_url, "bank", "import", "--dry-run", str(GIFT))
    assert code == 0
    assert out.startswith(f"{GIFT}: gift (Moodle GIFT)")
    assert "  found 19 questions:" in out and "  imported 17:" in out
    assert "1 numeric, 1 matching, 1 short answer" in out.split("imported 17:")[1]
    assert "  skipped 2:" in out and f"{GIFT}:" in out.split("skipped 2:")[1]
    assert "  sample question:" in out and "dry run: nothing was stored" in out
    code, out, _ = run(capsys, "--db", db_url, "bank", "list")
    assert "awkward" not in out


def test_columns_map_a_sheet_on_the_command_line(
    capsys: pytest.CaptureFixture[str], db_url: str, tmp_path: Path
) -> None:
    sheet = tmp_path / "simulado.csv"
    sheet.write_text("k;q;x;y;z\nb;Qual serviço armazena objetos?;EBS;S3;EFS\n", encoding="utf-8")
    code, _, err = run(capsys, "--db", db_url, "bank", "import", str(sheet))
    assert code == 1 and "--columns" in err
    code, out, _ = run(
        capsys,
        "--db",
        db_url,
        "bank",
        "import",
        "--dry-run",
        "--columns",
        "question=q,choices=x..z,answer=k",
        str(sheet),
    )
    assert code == 0 and "imported 1" in out and "* B. S3" in out
    assert "    q: question" in out and "    x: choice A" in out


def test_check_real_banks_reports_files_and_totals(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parent.parent / "scripts"))
    import check_real_banks

    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "quiz.txt").write_text("Which?\nA. one\nB. two\nANSWER: A\n", encoding="utf-8")
    (corpus / "notes.txt").write_text("Dear diary\n", encoding="utf-8")
    monkeypatch.setenv("EXAM_SIMULATOR_CORPUS", str(corpus))
    assert check_real_banks.main(["--details"]) == 0
    out = capsys.readouterr().out
    assert "quiz.txt" in out and "aiken" in out and "error: not a question file" in out
    assert "2 files: found 1 questions, imported 1, skipped 0" in out
    assert "multiple choice: 1 / 1" in out


@pytest.mark.parametrize(
    ("fmt", "name"), [("yaml", "c.yaml"), ("gift", "c.gift"), ("moodle-xml", "c.xml")]
)
@pytest.mark.parametrize("through_a_link", [False, True], ids=["file", "symlink"])
def test_a_stored_banks_images_survive_export_and_import_into_another_library(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, fmt: str, name: str, through_a_link: bool
) -> None:
    """YAML export then import dropped the images written beside the file (GIFT and
    Moodle XML kept them): the bank came back with its pictures missing. Exported
    through a symlink, the images went beside the link while the bank went where it
    points, and the loader looks beside the bank file itself."""
    from simulator.data.db import open_database
    from simulator.services.banks import exhibit_data

    source = FORMATS / "markdown" / "checkbox-layout.md"
    first, second = f"sqlite:///{tmp_path / 'a.db'}", f"sqlite:///{tmp_path / 'b.db'}"
    imported = ["bank", "import", str(source), "--bank-id", "cloud"]
    assert run(capsys, "--db", first, *imported)[0] == 0
    out_file = tmp_path / "shared" / name
    out_file.parent.mkdir()
    target = out_file
    if through_a_link:
        target = tmp_path / name
        target.symlink_to(out_file)
    code, _, err = run(
        capsys, "--db", first, "bank", "export", "cloud", "--format", fmt, "-o", str(target)
    )
    assert code == 0, err
    assert out_file.is_file() and not out_file.is_symlink()
    code, _, err = run(capsys, "--db", second, "bank", "import", str(out_file))
    assert code == 0, err
    picture = (FORMATS / "markdown" / "images" / "topology.png").read_bytes()
    db = open_database(second)
    try:
        bank_id = "cloud" if fmt == "yaml" else "c"  # GIFT and XML carry no bank id
        assert exhibit_data(db, bank_id, "images/topology.png") == picture
    finally:
        db.close()


_POOLS = {
    "Astronomy": ["planet", "telescope", "orbit", "galaxy", "comet", "nebula", "eclipse"],
    "Cooking": ["oven", "recipe", "flour", "simmer", "butter", "saucepan", "dough"],
    "Football": ["goal", "referee", "penalty", "striker", "offside", "stadium", "midfield"],
}


def _topical_questions(topic: str, count: int) -> list[tuple[str, str, str]]:
    """Questions whose words belong to their topic; a few name it outright."""
    words = _POOLS[topic]
    questions = []
    for n in range(count):
        a, b, c = words[n % 7], words[(n + 2) % 7], words[(n + 4) % 7]
        lead = f"In {topic.lower()}, " if n % 3 == 0 else ""
        questions.append((f"{lead}which {a} goes with the {b}?", f"the {c}", f"the {b} {a}"))
    return questions


def test_check_topic_proposals_measures_every_categorised_bank_of_a_folder(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parent.parent / "scripts"))
    import check_topic_proposals

    banks = tmp_path / "banks"
    banks.mkdir()
    gift = []
    for topic in _POOLS:
        gift.append(f"$CATEGORY: {topic}\n")
        for n, (prompt, right, wrong) in enumerate(_topical_questions(topic, 12)):
            gift.append(f"::{topic}-{n}:: {prompt} {{={right} ~{wrong}}}\n")
    (banks / "categories.gift").write_text("\n".join(gift), encoding="utf-8")
    per_topic = banks / "one-file-per-topic"
    per_topic.mkdir()
    for topic in _POOLS:
        lines = []
        for prompt, right, wrong in _topical_questions(topic, 12):
            lines += [prompt, f"A. {right}", f"B. {wrong}", "ANSWER: A", ""]
        (per_topic / f"{topic}.txt").write_text("\n".join(lines), encoding="utf-8")
    (banks / "flat.txt").write_text("Which?\nA. one\nB. two\nANSWER: A\n", encoding="utf-8")

    found, left_out = check_topic_proposals.banks_in(banks)
    assert [b.name for b in found] == ["categories.gift", "one-file-per-topic"]
    assert [d.title for d in found[1].domains] == ["Astronomy", "Cooking", "Football"]
    assert all(d.description == "" for b in found for d in b.domains)  # titles alone
    for bank in found:
        measure = check_topic_proposals.measure(bank)
        assert (measure.questions, measure.topics) == (36, 3)
        assert measure.share >= 0.9
    assert left_out == ["flat.txt: 1 questions in 1 topics (needs 3 topics of 3+ and 30 questions)"]
    assert check_topic_proposals.main([str(banks), "--details"]) == 0
    out = capsys.readouterr().out
    assert "bundled bank (titles + descriptions)" in out and "classifier_*.yaml" in out
    assert "categories.gift" in out and "left out: flat.txt" in out
    assert "mean over banks" in out
    assert check_topic_proposals.main([str(tmp_path / "missing")]) == 1


@pytest.mark.parametrize("how", ["same path", "symbolic link", "hard link"])
def test_convert_never_writes_over_the_file_it_converts(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, how: str
) -> None:
    """`bank convert quiz.gift -o quiz.gift` replaced the user's GIFT file with YAML."""
    source = tmp_path / "quiz.gift"
    source.write_bytes(GIFT.read_bytes())
    output = source
    if how != "same path":
        output = tmp_path / "out.yaml"
        if how == "symbolic link":
            output.symlink_to(source)
        else:
            output.hardlink_to(source)
    code, out, err = run(capsys, "bank", "convert", str(source), "-o", str(output))
    assert code == 1 and out == ""
    assert err == f"{output}: is the file being converted; give another output file\n"
    assert source.read_bytes() == GIFT.read_bytes()


def test_an_image_never_replaces_another_picture_beside_the_output(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Converting or exporting into a folder wrote the bank's images/topology.png over a
    different file of that name there. The same picture may stay (a second export)."""
    source = FORMATS / "markdown" / "checkbox-layout.md"
    mine = tmp_path / "images" / "topology.png"
    mine.parent.mkdir()
    mine.write_bytes(b"my own picture")
    out_file = tmp_path / "exam.yaml"
    code, out, err = run(capsys, "bank", "convert", str(source), "-o", str(out_file))
    assert (code, out) == (1, "")
    assert err.splitlines()[-1] == (  # after the file's own warnings
        f"{out_file}: cannot write: its image {mine} would replace a different file there;"
        " write to another folder"
    )
    assert mine.read_bytes() == b"my own picture" and not out_file.exists()
    mine.write_bytes((source.parent / "images" / "topology.png").read_bytes())
    assert run(capsys, "bank", "convert", str(source), "-o", str(out_file))[0] == 0
