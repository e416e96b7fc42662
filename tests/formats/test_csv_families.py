"""CSV sheets by family: an id column named after the question, form exports whose
choices are "distractors", answer texts typed with other spacing, and true/false sheets
whose key is a word of the sheet's language (`V`/`F`, `igaz`/`hamis`, `i`/`h`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from formats_helpers import read, right, texts

from simulator.formats.grammar import truth_pair, truth_value


def _sheet(tmp_path: Path, text: str, name: str = "sheet.csv") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_an_id_column_named_after_the_question_is_the_id(tmp_path: Path) -> None:
    source = _sheet(
        tmp_path,
        "Materia,iddomanda,domanda,risposta1,risposta2,risposta3,risposta_corretta\n"
        "ANATOMIA,NTAN1,Dove si trova il navicolare?,Piede,Polso,Mano,Piede\n"
        "FISIOLOGIA,NTFI2,Quante camere ha il cuore?,Due,Tre,Quattro,Quattro\n",
    )
    converted = read(source)
    first, second = converted.bank.questions
    assert (first.prompt, right(first)) == ("Dove si trova il navicolare?", ["Piede"])
    assert right(second) == ["Quattro"]
    roles = {c.name: (c.role, c.how) for c in converted.columns}
    assert roles["iddomanda"] == ("id", "similar name")
    assert roles["domanda"] == ("question", "name")
    assert roles["Materia"] == ("topic", "name")
    assert [t.title for t in converted.bank.topics] == ["ANATOMIA", "FISIOLOGIA"]


@pytest.mark.parametrize(
    "header",
    [
        "Domanda,Distrattore 01,Distrattore 02,Distrattore 03,Chiave di risposta",
        "Pregunta,Respuesta 1,Respuesta 2,Respuesta 3,Clave",
        "Question,Distractor 1,Distractor 2,Distractor 3,Answer key",
    ],
)
def test_form_exports_with_numbered_distractors_and_a_key(tmp_path: Path, header: str) -> None:
    source = _sheet(
        tmp_path,
        f"Id,Start time,Email,{header}\n"
        "1,2025-12-09T09:12:58Z,a@b.it,Chi fonda la pedagogia speciale?,Itard,Seguin,Pinel,Seguin\n"
        "2,2025-12-09T09:17:06Z,a@b.it,Quale modello?,ICF,ICIDH,PPH,ICIDH\n",
    )
    converted = read(source)
    assert [right(q) for q in converted.bank.questions] == [["Seguin"], ["ICIDH"]]
    assert texts(converted.bank.questions[0]) == ["Itard", "Seguin", "Pinel"]


def test_answer_texts_typed_with_other_spacing_or_case(tmp_path: Path) -> None:
    source = _sheet(
        tmp_path,
        "question;option a;option b;option c;answer\n"
        "Which law ratified it?;Legge n. 118/1971;Legge n.18/2009;Legge n.170/2010;Legge n. 18/2009\n"
        "Which country?;Francia;Italia;Spagna;FRANCIA\n"
        "Who?;A-\tSeguin;B-\tItard;C-\tPinel;B- Itard\n",
    )
    converted = read(source)
    assert [right(q) for q in converted.bank.questions] == [
        ["Legge n.18/2009"],
        ["Francia"],
        ["B- Itard"],
    ]


def test_spacing_never_makes_two_choices_one(tmp_path: Path) -> None:
    source = _sheet(
        tmp_path,
        "question;option a;option b;answer\n"
        "Which one?;x = 1;x =1;x=1\n"  # two choices read alike without spaces: neither
        "Which two?;ab;cd;cd\n",
    )
    converted = read(source)
    assert [q.prompt for q in converted.bank.questions] == ["Which two?"]
    assert any("'x=1' names none of the row's choices" in w.message for w in converted.warnings)


def test_a_headerless_true_false_sheet_in_hungarian(tmp_path: Path) -> None:
    source = _sheet(
        tmp_path,
        "h;A cache találatok száma nem függ a cache méretétől;Gyorsító tárak;helyes\n"
        "i;A CISC architektúra általában kompatibilis a régebbi verziókkal;CISC/RISC;helyes\n"
        "h;Valós adatfüggőség a WAR függőség;Függőségek;helyes\n",
        "kerdesek.csv",
    )
    converted = read(source)
    questions = converted.bank.questions
    assert [texts(q) for q in questions] == [["True", "False"]] * 3
    assert [right(q) for q in questions] == [["False"], ["True"], ["False"]]
    assert questions[0].prompt == "A cache találatok száma nem függ a cache méretétől"
    assert any("the first row is a question" in w.message for w in converted.warnings)


@pytest.mark.parametrize(
    ("key_header", "true", "false"),
    [("Verdadero o falso", "V", "F"), ("Respuesta", "Verdadero", "Falso"), ("答案", "对", "错")],
)
def test_a_named_true_false_sheet(tmp_path: Path, key_header: str, true: str, false: str) -> None:
    source = _sheet(
        tmp_path,
        f"Pregunta,{key_header}\nEl sol es una estrella,{true}\nLa luna es un planeta,{false}\n",
    )
    questions = read(source).bank.questions
    assert [right(q) for q in questions] == [["True"], ["False"]]


def test_truth_words_of_one_language_only() -> None:
    assert (truth_value("Igaz"), truth_value("h"), truth_value("错"), truth_value("maybe")) == (
        True,
        False,
        False,
        None,
    )
    assert truth_pair(["V", "F", "v"]) == ("v", "f")
    assert truth_pair(["igaz", "F"]) is None  # two languages: not one key column
