"""GIFT as people write it by hand: the question in its `::title::` only, every right
answer marked `=` among `~` ones ("select one or more"), and a question's text split
by a blank line."""

from __future__ import annotations

from pathlib import Path

from formats_helpers import read, right, texts

HAND_WRITTEN = """// Nombre: HTML
::¿Cuál es el lenguaje de marcas más utilizado para crear páginas web?::
{=HTML
~Python
#Python es un lenguaje de programación, no de marcas.
~SQL
}

::Beneficios VLAN::
¿Cuáles son los beneficios de utilizar VLANs?

Selecciona una o más de una {
    =Mejor rendimiento
    =Seguridad
    ~Mayor complejidad
}

::Title only, an answer block in the middle::{=Shall =shall} I {=tell} you a secret?

::Essay::Describe a VLAN.{}
"""


def _gift(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "preguntas.gift"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_title_is_the_question_when_there_is_no_other_text(tmp_path: Path) -> None:
    bank = read(_gift(tmp_path, HAND_WRITTEN)).bank
    first = bank.questions[0]
    assert first.prompt == "¿Cuál es el lenguaje de marcas más utilizado para crear páginas web?"
    assert (texts(first), right(first)) == (["HTML", "Python", "SQL"], ["HTML"])
    assert first.choices[1].why == "Python es un lenguaje de programación, no de marcas."
    missing_word = bank.questions[2]
    assert missing_word.prompt.startswith("_____ I")  # text after the answers: not the title


def test_several_equals_among_tildes_ask_for_all_of_them(tmp_path: Path) -> None:
    converted = read(_gift(tmp_path, HAND_WRITTEN))
    second = converted.bank.questions[1]
    assert right(second) == ["Mejor rendimiento", "Seguridad"]
    assert any(
        "has 2 right answers ('='); Moodle accepts any one of them" in w.message
        for w in converted.warnings
    )


def test_a_question_text_split_by_a_blank_line_is_one_question(tmp_path: Path) -> None:
    converted = read(_gift(tmp_path, HAND_WRITTEN))
    second = converted.bank.questions[1]
    assert second.prompt == (
        "¿Cuáles son los beneficios de utilizar VLANs?\n\nSelecciona una o más de una"
    )
    assert not any("description" in w.message for w in converted.warnings)
    assert len(converted.bank.questions) == 3  # the essay is skipped


def test_a_description_before_a_titled_question_stays_a_description(tmp_path: Path) -> None:
    text = "::Intro::Read the text below.\n\n::Q1::Which is right?{=yes ~no}\n"
    converted = read(_gift(tmp_path, text))
    (question,) = converted.bank.questions
    assert question.prompt == "Which is right?"
    assert any("description" in w.message for w in converted.warnings)
