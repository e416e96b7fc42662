"""Moodle XML import: categories, single/multi answers, images as exhibits, hardened parsing."""

from __future__ import annotations

import base64
from pathlib import Path

import pytest
from formats_helpers import FIXTURES, assert_schema_one, by_prompt, read, right, texts, warnings_at

from simulator.formats.problems import BankFileError

QUIZ = FIXTURES / "moodle" / "quiz.xml"
PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGMQWSACRAwQCgAV7gMhPz8SDQAAAABJRU5ErkJggg=="
)


@pytest.fixture(scope="module")
def quiz():  # type: ignore[no-untyped-def]
    return read(QUIZ)


def test_summary_and_schema_one(quiz) -> None:  # type: ignore[no-untyped-def]
    assert quiz.format == "moodle-xml"
    assert quiz.summary() == "imported 7 of 9 questions; 2 skipped"
    assert_schema_one(quiz.bank)


def test_categories_become_topics_with_their_idnumber_and_info(quiz) -> None:  # type: ignore[no-untyped-def]
    topics = {t.id: t for t in quiz.bank.topics}
    assert list(topics) == ["cloud-basics", "cloud-basics-pricing"]
    assert topics["cloud-basics"].title == "Cloud basics"
    assert topics["cloud-basics"].description == "Service models and **pricing**."
    assert topics["cloud-basics-pricing"].title == "Pricing"


def test_single_answer_question_with_html_feedback_id_and_tags(quiz) -> None:  # type: ignore[no-untyped-def]
    q = quiz.bank.question("iaas-vm")  # <idnumber> is the id
    assert q.prompt == (
        "Which of these is **Infrastructure as a Service**?\n\n"
        "Look at the diagram: ![service models](service-models.png)"
    )
    assert texts(q) == ["Virtual machines", "Hosted e-mail", "A managed *app* platform"]
    assert right(q) == ["Virtual machines"]
    assert [c.why for c in q.choices] == ["Right: you manage the OS.", "That is SaaS.", ""]
    assert q.explanation.short == "Virtual machines are IaaS."
    assert q.explanation.full == (
        "See [IaaS](https://en.wikipedia.org/wiki/Infrastructure_as_a_service) &"
        " [PaaS](https://en.wikipedia.org/wiki/Platform_as_a_service)."
    )
    assert q.tags == ("iaas", "service models")


def test_single_false_makes_every_positive_fraction_right(quiz) -> None:  # type: ignore[no-untyped-def]
    q = by_prompt(quiz.bank, "Which two are benefits")
    assert right(q) == ["Elasticity", "Pay as you go"]
    assert q.shuffle is False  # <shuffleanswers>0</shuffleanswers>


def test_partial_credit_is_wrong_with_a_warning(quiz) -> None:  # type: ignore[no-untyped-def]
    q = by_prompt(quiz.bank, "Which pricing model")
    assert right(q) == ["Reserved instances"]
    assert q.prompt == "Which pricing model suits a **steady** workload?"  # format="markdown"
    assert "partial-credit answer 'Savings plans'" in warnings_at(quiz)[90]


def test_true_false(quiz) -> None:  # type: ignore[no-untyped-def]
    q = by_prompt(quiz.bank, "Data transfer")
    assert [(c.text, c.correct, c.why) for c in q.choices] == [
        ("True", True, "Yes."),
        ("False", False, "Ingress costs nothing."),
    ]
    assert q.explanation.short == "Ingress is free; egress is charged."


def test_embedded_data_uri_and_old_image_field_become_exhibits(quiz) -> None:  # type: ignore[no-untyped-def]
    exhibits = {e.name: e for e in quiz.bank.exhibits}
    assert set(exhibits) == {
        "service-models.png",
        "shape.png",
        next(n for n in exhibits if "inline" in n),
    }
    assert all(e.data == PNG and e.media_type == "image/png" for e in exhibits.values())
    colour = by_prompt(quiz.bank, "What colour")
    assert colour.prompt.startswith("What colour is this square? ![square](images/inline-")
    assert by_prompt(quiz.bank, "Which shape").prompt == "Which shape is shown?\n\n![](shape.png)"


def test_other_types_are_skipped_by_line(quiz) -> None:  # type: ignore[no-untyped-def]
    found = warnings_at(quiz)
    assert "any one of 2 answers" in found[161]
    assert 171 not in found  # a short answer is read (tests/formats/test_moodle_xml_types.py)
    assert "'Essay' is an essay question" in found[178]
    assert "description" in found[184]


BILLION_LAUGHS = """<?xml version="1.0"?>
<!DOCTYPE quiz [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
]>
<quiz><question type="truefalse"><questiontext><text>&lol2;</text></questiontext></question></quiz>
"""
EXTERNAL = """<?xml version="1.0"?>
<!DOCTYPE quiz [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<quiz><question type="truefalse"><questiontext><text>&secret;</text></questiontext></question></quiz>
"""


@pytest.mark.parametrize("text", [BILLION_LAUGHS, EXTERNAL])
def test_entities_and_external_references_are_refused(tmp_path: Path, text: str) -> None:
    source = tmp_path / "evil.xml"
    source.write_text(text, encoding="utf-8")
    with pytest.raises(BankFileError) as caught:
        read(source)
    (problem,) = caught.value.problems
    assert "refused for safety" in problem.message


def test_syntax_errors_name_their_line(tmp_path: Path) -> None:
    source = tmp_path / "broken.xml"
    source.write_text("<quiz>\n<question type='multichoice'>\n</quiz>\n", encoding="utf-8")
    with pytest.raises(BankFileError) as caught:
        read(source)
    (problem,) = caught.value.problems
    assert problem.line == 3 and problem.message.startswith("XML syntax error")


def test_another_xml_file_is_one_clear_error(tmp_path: Path) -> None:
    source = tmp_path / "pom.xml"
    source.write_text("<project><modelVersion>4.0.0</modelVersion></project>", encoding="utf-8")
    with pytest.raises(BankFileError) as caught:
        read(source)
    (problem,) = caught.value.problems
    assert "not a Moodle XML question file" in problem.message


GENERATED = """<?xml version="1.0" ?><quiz>
  <question type="multichoice">
    <questiontext format="html">
      <text>Стрелки &uarr;&rarr;&darr;&larr; и пробел&nbsp;здесь.<br/>Примечание: 5 &lt; 26.</text>
    </questiontext>
    <answer fraction="100"><text>&laquo;да&raquo;</text></answer>
    <answer fraction="0"><text>нет</text></answer>
  </question>
</quiz>
"""


def test_generated_files_with_html_characters_and_markup_in_text(tmp_path: Path) -> None:
    path = tmp_path / "moodle.xml"
    path.write_text(GENERATED, encoding="utf-8")
    (q,) = read(path).bank.questions
    assert q.prompt == "Стрелки ↑→↓← и пробел здесь.\n\nПримечание: 5 < 26."  # after <br/> too
    assert (texts(q), right(q)) == (["«да»", "нет"], ["«да»"])


def test_an_undefined_entity_that_is_no_html_character_is_still_an_error(tmp_path: Path) -> None:
    path = tmp_path / "moodle.xml"
    path.write_text(GENERATED.replace("&uarr;", "&nosuchthing;"), encoding="utf-8")
    with pytest.raises(BankFileError) as caught:
        read(path)
    (problem,) = caught.value.problems
    assert problem.line == 4 and "undefined entity" in problem.message


def test_elements_nested_thousands_deep_are_refused_not_a_traceback(tmp_path: Path) -> None:
    """XHTML written straight into a <text> is walked recursively: 100,000 nested <b>
    raised RecursionError out of the command line."""
    source = tmp_path / "deep.xml"
    source.write_text(
        '<quiz>\n<question type="multichoice"><questiontext><text>'
        + "<b>" * 100_000
        + "</b>" * 100_000
        + "</text></questiontext></question></quiz>",
        encoding="utf-8",
    )
    with pytest.raises(BankFileError) as caught:
        read(source)
    (problem,) = caught.value.problems
    assert problem.line == 2 and "nested more than 200 deep" in problem.message


def test_a_true_false_question_with_both_answers_right_is_skipped(tmp_path: Path) -> None:
    """Both at fraction 100 became a "Choose 2" question whose answer is true and false."""
    source = tmp_path / "tf.xml"
    source.write_text(
        '<quiz>\n<question type="truefalse"><name><text>Both</text></name>'
        "<questiontext><text>Is it?</text></questiontext>"
        '<answer fraction="100"><text>true</text></answer>'
        '<answer fraction="100"><text>false</text></answer></question>\n'
        '<question type="truefalse"><name><text>Fine</text></name>'
        "<questiontext><text>Is it so?</text></questiontext>"
        '<answer fraction="0"><text>true</text></answer>'
        '<answer fraction="100"><text>false</text></answer></question></quiz>',
        encoding="utf-8",
    )
    converted = read(source)
    assert [q.prompt for q in converted.bank.questions] == ["Is it so?"]
    assert "'Both' accepts any one of 2 answers" in warnings_at(converted)[2]
