"""GIFT import: Moodle's grammar on a fixture with every construct, and what is skipped."""

from __future__ import annotations

from pathlib import Path

import pytest
from formats_helpers import FIXTURES, assert_schema_one, by_prompt, read, right, texts, warnings_at

from simulator.formats.exhibits import ExhibitShelf
from simulator.formats.gift import escape, read_gift
from simulator.formats.problems import BankFileError

AWKWARD = FIXTURES / "gift" / "awkward.gift"


@pytest.fixture(scope="module")
def awkward():  # type: ignore[no-untyped-def]
    return read(AWKWARD)


def test_summary_counts_every_question_and_skips_the_unusable(awkward) -> None:  # type: ignore[no-untyped-def]
    assert awkward.format == "gift"
    assert (awkward.found, awkward.imported, awkward.skipped) == (19, 17, 2)
    assert awkward.summary() == "imported 17 of 19 questions; 2 skipped"
    assert_schema_one(awkward.bank)


def test_each_skipped_kind_has_one_warning_naming_its_line(awkward) -> None:  # type: ignore[no-untyped-def]
    found = warnings_at(awkward)
    assert not {73, 75, 81, 85} & set(found)  # numerical, matching, short answer, missing word
    assert "'Essay' is an essay question" in found[83]
    assert "has 2 right answers ('='); Moodle accepts any one of them" in found[87]
    assert right(by_prompt(awkward.bank, "Which is a private address range?")) == [
        "10.0.0.0/8",
        "192.168.0.0/16",
    ]  # read as a multi-answer question, not skipped
    assert "no choice is marked as the correct answer" in found[93]
    assert "description" in found[98]
    assert all(str(w).startswith(f"{AWKWARD}:") for w in awkward.warnings)


def test_title_feedback_general_feedback_id_and_tags(awkward) -> None:  # type: ignore[no-untyped-def]
    q = awkward.bank.question("net-routing")  # `// [id:…]` gives the id
    assert q.prompt == "Which device forwards packets between networks?"
    assert right(q) == ["Router"]
    assert [c.why for c in q.choices][:2] == [
        "It reads the destination IP address.",
        "It forwards frames inside one network.",
    ]
    assert q.explanation.short == "A router connects networks. Switches and hubs stay inside one."
    assert q.tags == ("routing", "basics")


def test_answers_on_the_next_line_with_blank_lines_inside_braces(awkward) -> None:  # type: ignore[no-untyped-def]
    q = by_prompt(awkward.bank, "What does DNS translate?")
    assert texts(q) == [
        "MAC addresses to ports",
        "Names to IP addresses",
        "IP addresses to MAC addresses",
    ]
    assert right(q) == ["Names to IP addresses"]
    assert q.explanation.short == "The correct answer is: Names to IP addresses"  # never empty


def test_all_escapes(awkward) -> None:  # type: ignore[no-untyped-def]
    q = by_prompt(awkward.bank, "Which of these is written with GIFT escapes")
    assert q.prompt == "Which of these is written with GIFT escapes { } = ~ # : ?"
    assert right(q) == ["a=b {c} ~d #e f:g back\\\\slash"]  # the backslash escaped for Markdown
    assert q.choices[0].why == "Escaped = and # inside feedback"


def test_format_tags_and_newline_escape(awkward) -> None:  # type: ignore[no-untyped-def]
    q = by_prompt(awkward.bank, "Which **layer**")
    assert q.prompt == "Which **layer** carries `TCP`?\nPick one."  # [markdown] kept, \n a newline
    assert texts(q)[2] == "Session \\*(layer 5)\\*"  # [plain] shows its asterisks


def test_weights_make_multi_answer_and_negative_weights_wrong(awkward) -> None:  # type: ignore[no-untyped-def]
    q = by_prompt(awkward.bank, "Which two protocols encrypt traffic?")
    assert right(q) == ["HTTPS", "SSH"]
    assert q.topic == "networking-security"
    assert {t.id: t.title for t in awkward.bank.topics}["networking-security"] == "Security"


def test_partial_credit_in_a_single_answer_question_counts_as_wrong(awkward) -> None:  # type: ignore[no-untyped-def]
    q = by_prompt(awkward.bank, "Which port does HTTPS use")
    assert right(q) == ["443"]
    assert "partial-credit answer '8443' (50%) counts as wrong" in warnings_at(awkward)[45]


@pytest.mark.parametrize(
    ("start", "truth"),
    [
        ("Firewalls can filter", "True"),
        ("Telnet encrypts passwords", "False"),
        ("TLS 1.3 removed", "True"),
        ("HTTP is encrypted", "False"),
    ],
)
def test_true_false_in_every_spelling(awkward, start: str, truth: str) -> None:  # type: ignore[no-untyped-def]
    q = by_prompt(awkward.bank, start)
    assert texts(q) == ["True", "False"]
    assert right(q) == [truth]


def test_true_false_feedback_goes_to_the_choice_it_is_about(awkward) -> None:  # type: ignore[no-untyped-def]
    q = by_prompt(awkward.bank, "Telnet encrypts passwords")
    why = {c.text: c.why for c in q.choices}
    assert why == {"True": "No: it sends them in clear text.", "False": "Right, it does not."}


def test_html_becomes_markdown_and_local_images_exhibits(awkward) -> None:  # type: ignore[no-untyped-def]
    tls = by_prompt(awkward.bank, "TLS")
    assert tls.prompt == "TLS 1.3 removed **RSA** key exchange."  # &nbsp; is a space
    assert tls.explanation.short == "See [RFC 8446](https://datatracker.ietf.org/doc/html/rfc8446)."
    q = by_prompt(awkward.bank, "Which tool captures packets?")
    assert (
        q.prompt == "Which tool captures packets?\n\nLook at the picture: ![a capture](diagram.png)"
    )
    assert texts(q) == ["`tcpdump`", "`ping`", "traceroute & friends"]
    (exhibit,) = awkward.bank.exhibits
    assert (exhibit.name, exhibit.media_type) == ("diagram.png", "image/png")
    assert exhibit.data == (AWKWARD.parent / "diagram.png").read_bytes()


def test_web_images_are_kept_as_links_never_fetched(awkward) -> None:  # type: ignore[no-untyped-def]
    q = by_prompt(awkward.bank, "Which logo is this?")
    assert q.prompt == "Which logo is this? [logo](https://example.com/logo.png)"
    assert "web image kept as a link" in warnings_at(awkward)[66]


def test_a_forgotten_blank_line_between_questions_loses_nothing(tmp_path: Path) -> None:
    source = tmp_path / "tight.gift"
    source.write_text("::A::One?{=yes ~no}\n::B::Two?{T}\n", encoding="utf-8")
    assert [q.prompt for q in read(source).bank.questions] == ["One?", "Two?"]


def test_an_unclosed_brace_costs_one_question_not_the_file(tmp_path: Path) -> None:
    source = tmp_path / "broken.gift"
    source.write_text(
        "::A::One?{=yes ~no\n\n::B::Two?{=right ~wrong}\n\n::C::Three?{T}\n", encoding="utf-8"
    )
    converted = read(source)
    assert [q.prompt for q in converted.bank.questions] == ["Two?", "Three?"]
    assert "never closed" in warnings_at(converted)[1]


def test_only_unusable_questions_is_an_error(tmp_path: Path) -> None:
    source = tmp_path / "essays.gift"
    source.write_text("Describe X.{}\n\nDescribe Y.{}\n", encoding="utf-8")
    with pytest.raises(BankFileError) as caught:
        read(source)
    assert "none of the 2 questions found could be imported" in str(caught.value)


def test_escape_is_undone_by_the_reader() -> None:
    text = "a ~ b = c # d { e } f : g \\ h\nnext line"
    block = f"Q?{{\n=[markdown]{escape(text)}\n~[markdown]other\n}}"
    draft = read_gift(block, "x.gift", ExhibitShelf(None, "x.gift"))
    assert draft.questions[0].choices[0].text == text


def test_a_second_answer_block_is_asked_of_no_one_and_said_so(tmp_path: Path) -> None:
    """`A {=x ~y} and B {=z ~w}` (Cloze written as GIFT): only the first block is asked and
    the second shows its answers in the prompt, which went unsaid."""
    source = tmp_path / "two.gift"
    source.write_text("::Two::A {=x ~y} and B {=z ~w}.\n", encoding="utf-8")
    converted = read(source)
    assert converted.bank.questions[0].prompt == "A _____ and B {=z ~w}."
    assert warnings_at(converted)[1] == (
        "'Two' has another '{' or '}' after its answer block: only the first block is asked,"
        " the rest shows in the text as written (GIFT has one block a question; write a"
        " brace in the text as \\{ or \\})"
    )
