"""CSV import: headers by meaning, answers as letters, numbers or texts, sniffed encodings."""

from __future__ import annotations

from pathlib import Path

import pytest
from formats_helpers import FIXTURES, assert_schema_one, by_prompt, read, right, texts, warnings_at

from simulator.formats.problems import BankFileError

CSV = FIXTURES / "csv"


@pytest.fixture(scope="module")
def aws():  # type: ignore[no-untyped-def]
    return read(CSV / "aws.csv")


def test_semicolons_bom_and_header_names(aws) -> None:  # type: ignore[no-untyped-def]
    assert aws.format == "csv"
    assert aws.summary() == "imported 4 of 7 questions; 3 skipped"
    assert_schema_one(aws.bank)
    q = aws.bank.question("s3-objects")  # the ID column
    assert q.prompt == "Which service stores **objects**?"  # HTML in a cell is converted
    assert right(q) == ["Amazon S3"]
    assert q.choices[0].why == "Objects live in buckets."  # "Explanation A"
    assert q.explanation.short == "S3 is object storage; EBS is block storage."
    assert q.topic == "storage"


def test_answers_as_letter_lists_texts_and_numbers(aws) -> None:  # type: ignore[no-untyped-def]
    assert right(by_prompt(aws.bank, "Which two are databases?")) == [
        "Amazon RDS",
        "Amazon DynamoDB",
    ]
    block = by_prompt(aws.bank, "Pick the block storage")
    assert texts(block) == ["Amazon S3", "Amazon EBS"]  # empty option cells are not choices
    assert right(block) == ["Amazon EBS"]
    assert right(by_prompt(aws.bank, "Numbered answer")) == ["two"]


def test_topics_from_the_topic_column_else_the_file(aws) -> None:  # type: ignore[no-untyped-def]
    assert [t.id for t in aws.bank.topics] == ["storage", "databases", "aws"]


def test_unusable_rows_are_skipped_by_line(aws) -> None:  # type: ignore[no-untyped-def]
    found = warnings_at(aws)
    assert "the answer 'Q' names none of the row's choices" in found[6]
    assert "it has 1 choice" in found[7]
    assert "appears twice" in found[8]


def test_tabs_and_numbered_choice_columns() -> None:
    converted = read(CSV / "tabs.csv")
    (q,) = converted.bank.questions
    assert (texts(q), right(q), q.topic) == (["yes", "no"], ["yes"], "formats")


def test_windows_1252_is_read_with_a_warning() -> None:
    converted = read(CSV / "windows-1252.csv")
    (q,) = converted.bank.questions
    assert q.prompt == "Café au lait, or “tea”?"
    assert right(q) == ["tea"]
    assert "read as Windows-1252" in warnings_at(converted)[1]


def test_a_sheet_without_the_needed_columns_is_one_error() -> None:
    with pytest.raises(BankFileError) as caught:
        read(CSV / "no-columns.csv")
    (problem,) = caught.value.problems
    assert problem.line == 1
    assert "the header row lacks choice columns" in problem.message
    assert "'Title', 'Notes'" in problem.message and "--columns" in problem.message


def test_answer_columns_beside_lettered_choice_columns(tmp_path: Path) -> None:
    source = tmp_path / "moodle-plugin.csv"
    source.write_text(
        "questionname,questiontext,A,B,C,D,Answer 1,Answer 2\n"
        'q1,"What, is 2+2?",3,4,5,6,B,\n'
        "q2,Pick primes,2,4,5,9,A,C\n",
        encoding="utf-8",
    )
    converted = read(source)
    assert [right(q) for q in converted.bank.questions] == [["4"], ["2", "5"]]
    assert "columns not used: questionname" in warnings_at(converted)[1]


def test_utf16_is_read_and_a_truncated_one_reads_as_far_as_it_goes(tmp_path: Path) -> None:
    sheet = "question,A,B,answer\nWhich is even?,2,3,A\n"
    whole = tmp_path / "excel.csv"
    whole.write_bytes(sheet.encode("utf-16"))
    assert right(read(whole).bank.questions[0]) == ["2"]
    cut = tmp_path / "cut.csv"
    cut.write_bytes(sheet.encode("utf-16") + b"X")  # an odd byte: a copy cut short
    (q,) = read(cut).bank.questions
    assert (q.prompt, right(q)) == ("Which is even?", ["2"])


def test_portuguese_headers_and_an_answer_key_column(tmp_path: Path) -> None:
    source = tmp_path / "simulado.csv"
    source.write_text(
        "numero;pergunta;A;B;C;D;E;correta\n"
        "1;Qual serviço armazena objetos?;EBS;S3;EFS;RDS;EC2;B\n"
        "2;Quais são bancos de dados?;RDS;S3;DynamoDB;EBS;EC2;A, C\n",
        encoding="utf-8",
    )
    converted = read(source)
    first, second = converted.bank.questions
    assert (first.prompt, right(first)) == ("Qual serviço armazena objetos?", ["S3"])
    assert right(second) == ["RDS", "DynamoDB"]
    roles = {c.name: (c.role, c.how) for c in converted.columns}
    assert roles["pergunta"] == ("question", "name") and roles["correta"] == ("answer", "name")
    assert roles["numero"] == ("id", "name") and roles["E"][0] == "choice"


def test_misspelled_headers_joined_choices_and_an_answer_text(tmp_path: Path) -> None:
    source = tmp_path / "quiz.csv"
    source.write_text(
        "Question Text,Question Answers,Correct_Awnser\n"
        '"Capital of France?","Berlin;Paris;Rome",Paris\n'
        '"Largest planet?","Mars; Jupiter; Venus",Jupiter\n',
        encoding="utf-8",
    )
    converted = read(source)
    first, second = converted.bank.questions
    assert (texts(first), right(first)) == (["Berlin", "Paris", "Rome"], ["Paris"])
    assert right(second) == ["Jupiter"]
    roles = {c.name: (c.role, c.how) for c in converted.columns}
    assert roles["Correct_Awnser"] == ("answer", "similar name")
    assert roles["Question Answers"] == ("choices", "name")


def test_columns_told_by_their_content(tmp_path: Path) -> None:
    source = tmp_path / "sheet.csv"
    source.write_text(
        "c1,c2,c3,c4,c5\n"
        "Which service stores objects in buckets?,EBS,S3,EFS,b\n"
        "Which service is a managed relational database?,RDS,S3,EFS,a\n",
        encoding="utf-8",
    )
    guessed = read(source)  # the letters are the key, the columns before them the choices
    assert [right(q) for q in guessed.bank.questions] == [["S3"], ["RDS"]]
    assert [(c.role, c.how) for c in guessed.columns][1] == ("choice", "content")
    converted = read(source, columns="question=c1,choices=c2..c4,answer=c5")
    assert [right(q) for q in converted.bank.questions] == [["S3"], ["RDS"]]
    single = tmp_path / "single.csv"
    single.write_text(
        "x,y,z\nWhich service stores objects in buckets?,EBS;S3;EFS,B\n", encoding="utf-8"
    )
    (q,) = read(single).bank.questions
    assert (texts(q), right(q)) == (["EBS", "S3", "EFS"], ["S3"])
    roles = [(c.role, c.how) for c in read(single).columns]
    assert roles == [("question", "content"), ("choices", "content"), ("answer", "content")]


@pytest.mark.parametrize(
    ("mapping", "message"),
    [
        ("question", "is not ROLE=COLUMN"),
        ("questoin=c1", "unknown role 'questoin'"),
        ("question=nope", "no column 'nope'"),
        ("choices=c4..c2", "comes before"),
    ],
)
def test_a_wrong_mapping_is_one_message(tmp_path: Path, mapping: str, message: str) -> None:
    source = tmp_path / "sheet.csv"
    source.write_text("c1,c2,c3,c4,c5\nQ?,a,b,c,A\n", encoding="utf-8")
    with pytest.raises(BankFileError) as caught:
        read(source, columns=mapping)
    (problem,) = caught.value.problems
    assert (
        problem.line == 1
        and problem.message.startswith("--columns: ")
        and message in problem.message
    )


def test_a_sheet_without_a_header_row(tmp_path: Path) -> None:
    source = tmp_path / "quiz.csv"
    source.write_text(
        "Stolica Francji;Marsylia;Paryż;Nicea;Lyon;B;Stolice\n\n"
        "Który pierwiastek ma symbol O;Azot;Tlen;Hel;Wodór;B;Chemia\n\n"
        "W którym roku wybuchła II wojna światowa;1945;1920;1914;1939;D;Historia\n",
        encoding="utf-8",
    )
    converted = read(source)
    assert [right(q) for q in converted.bank.questions] == [["Paryż"], ["Tlen"], ["1939"]]
    assert any("the first row is a question" in w.message for w in converted.warnings)


@pytest.mark.parametrize("header", ["", "question,"])
def test_a_row_of_thousands_of_named_columns_is_one_error_at_once(
    tmp_path: Path, header: str
) -> None:
    """10,000 named columns took minutes: every name was compared with every header word
    and the column roles were looked up again for every column."""
    names = [f"option {n}" if header else f"c{n}" for n in range(10_000)]
    source = tmp_path / "wide.csv"
    source.write_text(
        header + ",".join(names) + ",answer\n" + "Q?," + "x," * 10_000 + "A\n", encoding="utf-8"
    )
    with pytest.raises(BankFileError) as caught:
        read(source)
    (problem,) = caught.value.problems
    assert problem.line == 1
    filled = 10_001 + (1 if header else 0)
    assert problem.message.startswith(f"the first row has {filled} filled cells")


def test_trailing_empty_columns_of_a_spreadsheet_export_are_no_trouble(tmp_path: Path) -> None:
    source = tmp_path / "trailing.csv"
    source.write_text(
        "question,A,B,answer" + "," * 5_000 + "\nWhat?,x,y,B" + "," * 5_000 + "\n",
        encoding="utf-8",
    )
    assert right(read(source).bank.questions[0]) == ["y"]


def test_the_unused_columns_warning_names_a_few_and_counts_the_rest(tmp_path: Path) -> None:
    source = tmp_path / "extra.csv"
    extra = [f"note {n}" for n in range(40)]
    source.write_text(
        "question,A,B,answer," + ",".join(extra) + "\nWhat?,x,y,B" + ",z" * 40 + "\n",
        encoding="utf-8",
    )
    message = warnings_at(read(source))[1]
    assert message.startswith("columns not used: note 0, note 1,")
    assert message.endswith(", and 30 more") and "note 39" not in message


def test_a_number_that_is_a_choices_text_in_a_sheet_of_texts_names_that_choice(
    tmp_path: Path,
) -> None:
    """A Python quiz sheet (answers written as the right choice's text) had `1;3;4;0`
    with the answer `3` read as the third choice, "4": wrong keys on 3 of its 30 rows."""
    source = tmp_path / "python.csv"
    source.write_text(
        "Question Text,Question Answers,Correct_Awnser\n"
        '"15 % 4 in Python?","1;3;4;0",3\n'
        '"Exponentiation operator?","+;*;**;^","**"\n'
        '"2 + 3 * 4?","14;20;10;12",14\n'
        '"12 >> 2?","3;6;12;24",3\n'
        '"7 // 3?","2;2.3;3;1",2\n',
        encoding="utf-8",
    )
    bank = read(source).bank
    assert [right(q) for q in bank.questions] == [["3"], ["**"], ["14"], ["3"], ["2"]]


def test_a_number_is_still_a_place_in_a_sheet_of_places(tmp_path: Path) -> None:
    source = tmp_path / "places.csv"
    source.write_text(
        "question,choices,answer\n"
        '"Capital of France?","Rome;Paris;Oslo",2\n'
        '"Half of 6?","1;3;4;0",2\n',
        encoding="utf-8",
    )
    assert [right(q) for q in read(source).bank.questions] == [["Paris"], ["3"]]


def test_answers_counted_from_zero_as_programs_write_them(tmp_path: Path) -> None:
    """A quiz program's sheet keeps the right option's index from 0: rows answered `0`
    were skipped and the others took the next choice, a wrong key on every row."""
    source = tmp_path / "program.csv"
    source.write_text(
        "question_number,question,option_1,option_2,option_3,option_4,answer\n"
        "1,First?,a,b,c,d,0\n"
        "2,Second?,a,b,c,d,3\n"
        "3,Third?,a,b,c,d,1\n",
        encoding="utf-8",
    )
    converted = read(source)
    assert [right(q) for q in converted.bank.questions] == [["a"], ["d"], ["b"]]
    assert warnings_at(converted)[1] == (
        "the answer column counts the choices from 0 (0 is the first choice)"
    )


def test_response_columns_are_the_choices(tmp_path: Path) -> None:
    """`responseA`…`responseD` beside `correct` (a French API's exam sheet) had no choice
    columns for the reader: the whole sheet was refused."""
    source = tmp_path / "exam.csv"
    source.write_text(
        "question,subject,correct,responseA,responseB,responseC,responseD\n"
        "Que signifie No-SQL ?,BDD,A,Pas seulement SQL,Pas de SQL,Pas tout SQL,\n"
        "Cassandra est une base,BDD,C,relationnelle,objet,orientée colonne,graphe\n",
        encoding="utf-8",
    )
    bank = read(source).bank
    assert [right(q) for q in bank.questions] == [["Pas seulement SQL"], ["orientée colonne"]]
