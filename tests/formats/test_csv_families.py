"""CSV sheets by family: an id column named after the question, form exports whose
choices are "distractors", answer texts typed with other spacing, and true/false sheets
whose key is a word of the sheet's language (`V`/`F`, `igaz`/`hamis`, `i`/`h`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from formats_helpers import read, right, texts

from simulator.formats.grammar import truth_pair, truth_value
from simulator.formats.problems import BankFileError


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


def test_a_headerless_sheet_of_numbered_rows_with_a_letter_key(tmp_path: Path) -> None:
    # the row's own number first: a column of 1, 2, 3… is no answer key
    rows = "".join(
        f"{n};Melyik szám a(z) {n}. prímszám?;egy;kettő;három;négy;{'ABCD'[n % 4]}\n"
        for n in range(1, 8)
    )
    converted = read(_sheet(tmp_path, rows, "kerdesek.csv"))
    questions = converted.bank.questions
    assert len(questions) == 7
    assert questions[0].prompt == "Melyik szám a(z) 1. prímszám?"
    assert [right(q) for q in questions[:4]] == [["kettő"], ["három"], ["négy"], ["egy"]]
    assert any("the first row is a question" in w.message for w in converted.warnings)


def test_a_dos_code_page_sheet_keeps_its_umlauts(tmp_path: Path) -> None:
    text = (
        "Frage;Antwort A;Antwort B;Richtige Antwort\n"
        "Welches Gemüse ist grün?;Möhre;Gurke;B\n"
        "Was schützt den Säugling?;Die Stillzeit;Übermüdung;A\n"
    )
    path = tmp_path / "fragen.csv"
    path.write_bytes(text.encode("cp850"))
    converted = read(path)
    first, second = converted.bank.questions
    assert (first.prompt, right(first)) == ("Welches Gemüse ist grün?", ["Gurke"])
    assert texts(second) == ["Die Stillzeit", "Übermüdung"]
    assert any("code page 850" in w.message for w in converted.warnings)


def test_a_windows_sheet_with_curly_apostrophes_stays_windows_1252(tmp_path: Path) -> None:
    text = "question,option a,option b,answer\nWhat is the driver’s duty?,Stop,Go\xa0on,A\n"
    path = tmp_path / "questions.csv"
    path.write_bytes(text.encode("cp1252"))
    (question,) = read(path).bank.questions
    assert question.prompt == "What is the driver’s duty?"


def test_a_filler_repeated_in_unused_choice_cells_is_kept_once(tmp_path: Path) -> None:
    source = _sheet(
        tmp_path,
        "Frage;Antwort A;Antwort B;Antwort C;Antwort D;Richtig\n"
        "Welcher Karyotyp?;45,X0;46,XX;Keine Angabe;Keine Angabe;A\n"
        "Welches Organ?;Herz;Niere;Leber;Milz;C\n",
    )
    converted = read(source)
    first, second = converted.bank.questions
    assert texts(first) == ["45,X0", "46,XX", "Keine Angabe"]
    assert right(first) == ["45,X0"]
    assert right(second) == ["Leber"]
    assert any("'Keine Angabe' appears 2 times" in w.message for w in converted.warnings)


def test_a_repeated_right_choice_is_still_refused(tmp_path: Path) -> None:
    source = _sheet(tmp_path, "question;a;b;c;answer\nWhich?;Yes;Yes;No;Yes\nOther?;x;y;z;z\n")
    converted = read(source)
    assert [q.prompt for q in converted.bank.questions] == ["Other?"]


def test_answer_texts_that_end_with_the_lists_semicolon(tmp_path: Path) -> None:
    source = _sheet(
        tmp_path,
        "Domanda,Opzione A,Opzione B,Risposta corretta\n"
        "Che cos'è il soffocamento?,Separare il combustibile;,Togliere il comburente;,"
        "Togliere il comburente;\n",
    )
    (question,) = read(source).bank.questions
    assert right(question) == ["Togliere il comburente;"]


@pytest.mark.parametrize(
    "header",
    [
        "Kysymys,Vaihtoehto2,Vaihtoehto3,Vaihtoehto4,Vastaus",  # Finnish, choice 1 left out
        "question,incorrect_answer_1,incorrect_answer_2,incorrect_answer_3,correct_answer",
        "Pertanyaan;Pilihan 2;Pilihan 3;Pilihan 4;Jawaban",  # Indonesian
    ],
)
def test_the_right_answer_in_a_column_apart_from_the_wrong_ones(
    tmp_path: Path, header: str
) -> None:
    delimiter = ";" if ";" in header else ","
    rows = [
        ["Montako päivää viikossa on?", "5", "6", "8", "7"],
        ["Mikä on Suomen pääkaupunki?", "Turku", "Tampere", "Oulu", "Helsinki"],
        ["Minä vuonna Netflix perustettiin?", "2001", "2009", "2014", "1997"],
    ]
    body = "".join(delimiter.join(row) + "\n" for row in rows)
    questions = read(_sheet(tmp_path, header + "\n" + body)).bank.questions
    assert [right(q) for q in questions] == [["7"], ["Helsinki"], ["1997"]]
    assert [len(q.choices) for q in questions] == [4, 4, 4]


def test_a_right_answer_kept_apart_goes_where_its_column_stands(tmp_path: Path) -> None:
    source = _sheet(
        tmp_path,
        "question,correct answer,wrong 1,wrong 2\nCapital of France?,Paris,Rome,Madrid\n",
    )
    (question,) = read(source).bank.questions
    assert texts(question) == ["Paris", "Rome", "Madrid"]
    assert right(question) == ["Paris"]


@pytest.mark.parametrize(
    ("true", "false"),
    [("totta", "tarua"), ("waar", "onwaar"), ("adevărat", "fals"), ("prawda", "fałsz")],
)
def test_a_headerless_true_false_sheet_in_more_languages(
    tmp_path: Path, true: str, false: str
) -> None:
    source = _sheet(
        tmp_path,
        f"Aurinko on tähti;{true};\nKuu on planeetta;{false};\nVesi on märkää;{true};\n",
    )
    questions = read(source).bank.questions
    assert [right(q) for q in questions] == [["True"], ["False"], ["True"]]


def test_a_true_false_row_among_multiple_choice_rows(tmp_path: Path) -> None:
    source = _sheet(
        tmp_path,
        "titulo;enunciado;alt_a;alt_b;alt_c;correta\n"
        "Soma;Quanto é 2 + 2?;3;4;5;b\n"
        "Playwright;O Playwright é da Microsoft.;;;;Verdadeiro\n",
    )
    first, second = read(source).bank.questions
    assert right(first) == ["4"]
    assert (texts(second), right(second)) == (["True", "False"], ["True"])


def test_a_letter_key_is_never_a_right_answer_kept_apart(tmp_path: Path) -> None:
    # one choice column and keys past it: a broken sheet, not choices to invent
    source = _sheet(
        tmp_path, "question;option a;answer\nWhich city?;Paris;C\nWhich river?;Seine;D\n"
    )
    with pytest.raises(BankFileError) as caught:
        read(source)
    assert "lacks choice columns" in caught.value.problems[0].message


def test_rows_without_choices_or_answer_are_section_headings_and_passages(
    tmp_path: Path,
) -> None:
    passage = (
        "Bees live in almost every part of the world. There are 10000 species of bees; "
        "the honeybee is the only one that makes honey and wax."
    )
    source = _sheet(
        tmp_path,
        "no,question,a,b,c,answer\n"
        "#,SYNONYMS,,,,\n"
        "1,OBSOLETE,new,outdated,clean,B\n"
        "2,RAPID,slow,quick,late,B\n"
        f'READING COMPREHENSION,"{passage}",,,,\n'
        "3,How many species of bees are there?,100,1000,10000,C\n",
    )
    converted = read(source)
    first, second, third = converted.bank.questions
    assert [t.title for t in converted.bank.topics] == ["SYNONYMS", "READING COMPREHENSION"]
    assert first.prompt == "OBSOLETE" and right(second) == ["quick"]
    assert third.prompt.startswith(passage) and third.prompt.endswith("bees are there?")
    assert converted.skipped == 0
    assert any("2 row(s) without choices or an answer" in w.message for w in converted.warnings)
