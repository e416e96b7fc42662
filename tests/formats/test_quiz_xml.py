"""Home-made quiz XML (a quiz program's own layout, not Moodle's): `<question>` elements
with a prompt, `<option>`s and an `<answer>` given as letters, texts or attributes."""

from __future__ import annotations

from pathlib import Path

import pytest
from formats_helpers import read, right, texts

from simulator.domain.question_types import ShortAnswer
from simulator.formats.problems import BankFileError


def _xml(tmp_path: Path, body: str, name: str = "questions.xml") -> Path:
    path = tmp_path / name
    path.write_text(f'<?xml version="1.0" encoding="UTF-8"?>\n{body}\n', encoding="utf-8")
    return path


def test_options_with_letter_ids_and_a_letter_key(tmp_path: Path) -> None:
    source = _xml(
        tmp_path,
        "<quiz>\n"
        '  <question id="1">\n    <text>Centroméra:</text>\n'
        '    <option id="A">je v strede</option>\n    <option id="B">je koncová</option>\n'
        '    <option id="C">je súčasť chromozómu</option>\n    <answer>A,C</answer>\n'
        "  </question>\n"
        '  <question id="2">\n    <text>Autotrofné bunky?</text>\n'
        '    <option id="A">pohybovú</option>\n    <option id="B">chemickú</option>\n'
        "    <answer>B</answer>\n  </question>\n"
        "</quiz>",
    )
    first, second = read(source).bank.questions
    assert first.prompt == "Centroméra:"
    assert right(first) == ["je v strede", "je súčasť chromozómu"]
    assert right(second) == ["chemickú"]


def test_a_questions_root_with_answer_texts_several_keys_and_typed_answers(
    tmp_path: Path,
) -> None:
    source = _xml(
        tmp_path,
        "<questions>\n"
        "  <question><type>text</type><title>¿Pájaro en inglés?</title>"
        "<answer>Bird</answer></question>\n"
        "  <question><type>select</type><title>¿Símbolo del sodio?</title>"
        "<option>K</option><option>Na</option><option>Fe</option><answer>Na</answer></question>\n"
        "  <question><type>multiple</type><title>¿Antónimos de feliz?</title>"
        "<option>Triste</option><option>Alegre</option><option>Deprimido</option>"
        "<answer>Triste</answer><answer>Deprimido</answer></question>\n"
        "</questions>",
    )
    typed, single, several = read(source).bank.questions
    assert isinstance(typed.payload, ShortAnswer) and typed.payload.answers == ("Bird",)
    assert (texts(single), right(single)) == (["K", "Na", "Fe"], ["Na"])
    assert right(several) == ["Triste", "Deprimido"]


def test_right_options_flagged_by_an_attribute(tmp_path: Path) -> None:
    source = _xml(
        tmp_path,
        '<quiz><question><prompt>2 + 2?</prompt><choice correct="false">3</choice>'
        '<choice correct="true">4</choice><choice>5</choice></question></quiz>',
    )
    (question,) = read(source).bank.questions
    assert right(question) == ["4"]


def test_an_xml_file_of_something_else_is_still_refused(tmp_path: Path) -> None:
    source = _xml(tmp_path, "<catalog><book><title>Dune</title></book></catalog>")
    with pytest.raises(BankFileError) as caught:
        read(source)
    assert "not a Moodle XML question file" in caught.value.problems[0].message
