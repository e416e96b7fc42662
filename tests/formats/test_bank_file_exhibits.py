"""A schema-1 bank file shows images kept beside it; anything else is an error, all or nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from formats_helpers import FIXTURES

from simulator.formats.loader import load_bank, load_bank_text
from simulator.formats.problems import BankFileError
from simulator.formats.sources import export_bank, read_question_file

PNG = (FIXTURES / "markdown" / "images" / "topology.png").read_bytes()


def bank_file(folder: Path, image: str, *, why: str = "Reads the exhibit.") -> Path:
    path = folder / "bank.yaml"
    path.write_text(
        f"""schema: 1
id: pictures
title: Pictures
topics:
  - id: t
    title: T
questions:
  - id: q1
    topic: t
    prompt: |
      Which link is the slowest?

      ![Topology of two GPUs]({image})
    choices:
      - text: PCIe
        correct: true
        why: {why}
      - text: NVLink
    explanation:
      short: PCIe is the slowest.
""",
        encoding="utf-8",
    )
    return path


def test_an_image_beside_the_bank_file_is_carried_with_the_bank(tmp_path: Path) -> None:
    (tmp_path / "images").mkdir()
    (tmp_path / "images" / "topo.png").write_bytes(PNG)
    bank = load_bank(bank_file(tmp_path, "images/topo.png"))
    assert [(e.name, e.media_type, e.data) for e in bank.exhibits] == [
        ("images/topo.png", "image/png", PNG)
    ]
    assert "![Topology of two GPUs](images/topo.png)" in bank.questions[0].prompt
    assert read_question_file(tmp_path / "bank.yaml").bank == bank


@pytest.mark.parametrize(
    ("image", "message"),
    [
        ("images/missing.png", "image file 'images/missing.png' not found next to the file"),
        ("https://example.com/topo.png", "is not a file next to the bank"),
        ("data:image/png;base64,iVBORw0KGgo=", "is not a file next to the bank"),
        ("../outside.png", "is outside the file's folder"),
        ("notes.txt", "is not a PNG, JPEG, GIF, WebP or SVG image"),
        ("images//topo.png", "refer to the file by a plain relative name: 'images/topo.png'"),
    ],
)
def test_an_image_the_bank_cannot_carry_is_an_error_at_its_line(
    tmp_path: Path, image: str, message: str
) -> None:
    folder = tmp_path / "bank"
    (folder / "images").mkdir(parents=True)
    (folder / "images" / "topo.png").write_bytes(PNG)
    (folder / "notes.txt").write_text("not a picture", encoding="utf-8")
    (tmp_path / "outside.png").write_bytes(PNG)
    path = bank_file(folder, image)
    with pytest.raises(BankFileError) as error:
        load_bank(path)
    (problem,) = error.value.problems
    assert (problem.path, problem.line) == (str(path), 13)  # the image's own line
    assert problem.message.startswith("question 'q1': prompt: ")
    assert message in problem.message


def test_images_in_a_choice_explanation_are_checked_too(tmp_path: Path) -> None:
    (tmp_path / "topo.png").write_bytes(PNG)
    path = bank_file(tmp_path, "topo.png", why="See ![the chart](chart.png).")
    with pytest.raises(BankFileError, match=r"choice 1 why: image file 'chart\.png' not found"):
        load_bank(path)


def test_a_bank_text_without_a_file_reads_no_images() -> None:
    folder_less = load_bank_text(
        "schema: 1\nid: b\ntitle: B\ntopics: [{id: t, title: T}]\nquestions:\n"
        "  - {id: q, topic: t, prompt: 'See ![x](x.png)', explanation: {short: S.},\n"
        "     choices: [{text: a, correct: true}, {text: b}]}\n",
        "memory.yaml",
    )
    assert folder_less.exhibits == ()
    assert folder_less.questions[0].prompt == "See ![x](x.png)"


def test_a_yaml_export_with_its_images_loads_back_as_the_same_bank(tmp_path: Path) -> None:
    (tmp_path / "images").mkdir()
    (tmp_path / "images" / "topo.png").write_bytes(PNG)
    bank = load_bank(bank_file(tmp_path, "images/topo.png"))
    out = tmp_path / "export" / "copy.yaml"
    out.parent.mkdir()
    written = export_bank(bank, "yaml", out)
    assert written == [out, out.parent / "images" / "topo.png"]
    assert load_bank(out) == bank
