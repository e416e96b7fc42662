"""Markdown practice exams in the layouts certification repositories use."""

from __future__ import annotations

from pathlib import Path

import pytest
from formats_helpers import FIXTURES, assert_schema_one, by_prompt, read, right, texts, warnings_at

MARKDOWN = FIXTURES / "markdown"


@pytest.fixture(scope="module")
def checkbox():  # type: ignore[no-untyped-def]
    return read(MARKDOWN / "checkbox-layout.md")


@pytest.fixture(scope="module")
def lettered():  # type: ignore[no-untyped-def]
    return read(MARKDOWN / "lettered-list.md")


@pytest.fixture(scope="module")
def bold():  # type: ignore[no-untyped-def]
    return read(MARKDOWN / "bold-layout.md")


# --- `### prompt` and `- [x]` ------------------------------------------------------------


def test_preamble_and_table_of_contents_are_not_questions(checkbox) -> None:  # type: ignore[no-untyped-def]
    assert checkbox.format == "markdown"
    assert checkbox.summary() == "imported 5 of 6 questions; 1 skipped"
    assert checkbox.bank.title == "Cloud Practitioner Practice Questions"  # the one H1
    assert [t.id for t in checkbox.bank.topics] == ["checkbox-layout"]  # no section: the file
    assert_schema_one(checkbox.bank)


def test_checked_boxes_are_the_keys_and_back_to_top_is_dropped(checkbox) -> None:  # type: ignore[no-untyped-def]
    q = by_prompt(checkbox.bank, "Which S3 storage class")
    assert texts(q) == [
        "S3 Standard",
        "S3 Standard-IA",
        "S3 Glacier Deep Archive",
        "S3 One Zone-IA",
    ]
    assert right(q) == ["S3 Glacier Deep Archive"]
    assert "Back to Top" not in q.explanation.short + q.explanation.full


def test_details_explanation_is_html_made_text_with_links_kept(checkbox) -> None:  # type: ignore[no-untyped-def]
    q = by_prompt(checkbox.bank, "Which services are serverless?")
    assert right(q) == ["AWS Lambda", "Amazon DynamoDB"]
    assert q.explanation.short == (
        "Lambda runs code without servers to manage, and DynamoDB is a fully managed database."
    )
    assert q.explanation.full == (
        "EC2 and EMR run on instances you size."
        " See [serverless on AWS](https://aws.amazon.com/serverless/)."
    )


def test_a_prompt_split_over_two_headings_and_a_local_image(checkbox) -> None:  # type: ignore[no-untyped-def]
    q = by_prompt(checkbox.bank, "A company runs its web tier")
    assert q.prompt == (
        "A company runs its web tier on several EC2 instances.\n\n"
        "Which service spreads traffic across them?\n\n"
        "![Topology of the web tier](images/topology.png)"
    )
    assert right(q) == ["Elastic Load Balancing"]
    (exhibit,) = checkbox.bank.exhibits
    assert exhibit.name == "images/topology.png"
    assert exhibit.data == (MARKDOWN / "images" / "topology.png").read_bytes()


def test_images_from_the_web_outside_the_folder_or_not_images_are_left_out(checkbox) -> None:  # type: ignore[no-untyped-def]
    web = by_prompt(checkbox.bank, "Which picture shows a VPC?")
    assert web.prompt.endswith("[from the web](https://example.com/vpc.png)")
    found = [str(w) for w in checkbox.warnings]
    assert any("web image kept as a link, not downloaded" in w for w in found)
    assert any("'images/not-an-image.png' is not a PNG" in w for w in found)
    assert any("'images/missing.png' not found" in w for w in found)
    assert any("'../../banks/mini.yaml' is outside the file's folder" in w for w in found)


def test_no_checked_box_is_skipped_with_its_line(checkbox) -> None:  # type: ignore[no-untyped-def]
    assert "no choice is marked as the correct answer" in warnings_at(checkbox)[64]


# --- `N. prompt`, `- A. text`, `Correct answer: B, E` --------------------------------------


def test_letter_keys_map_to_choices_and_labels_are_not_text(lettered) -> None:  # type: ignore[no-untyped-def]
    assert lettered.summary() == "imported 4 of 5 questions; 1 skipped"
    assert lettered.bank.title == "Practice Exam 7"  # front matter is not a heading
    q = by_prompt(lettered.bank, "Which AWS service lets you run code")
    assert texts(q) == ["Amazon EC2", "AWS Lambda", "Amazon Lightsail", "AWS Batch"]
    assert right(q) == ["AWS Lambda"]
    assert right(by_prompt(lettered.bank, "Which of the following are pillars")) == [
        "Reliability",
        "Cost optimization",
    ]
    assert right(by_prompt(lettered.bank, "Which two services send")) == [
        "Amazon SNS",
        "Amazon SES",
    ]
    assert_schema_one(lettered.bank)


def test_details_with_blank_lines_inside(lettered) -> None:  # type: ignore[no-untyped-def]
    q = by_prompt(lettered.bank, "Which storage is attached")
    assert right(q) == ["Amazon EBS"]
    assert q.explanation.short == "EBS volumes are block storage for one instance."
    assert "Reference: <https://aws.amazon.com/ebs/>" in q.explanation.full


def test_an_empty_key_is_skipped(lettered) -> None:  # type: ignore[no-untyped-def]
    assert "no choice is marked" in warnings_at(lettered)[59]


# --- `### Question N`, bold answers, `> explanation` --------------------------------------


def test_bold_marks_the_right_answers_and_quotes_explain(bold) -> None:  # type: ignore[no-untyped-def]
    assert bold.summary() == "imported 6 of 8 questions; 2 skipped"
    q = by_prompt(bold.bank, "Which object keeps")
    assert texts(q) == ["Pod", "ReplicaSet", "ConfigMap", "Service"]
    assert right(q) == ["ReplicaSet"]
    assert q.explanation.short.startswith("A ReplicaSet replaces pods that fail")
    two = by_prompt(bold.bank, "Your pods need a stable network name.")
    assert two.prompt == "Your pods need a stable network name.\n\nWhich object gives them one?"
    assert right(by_prompt(bold.bank, "Which objects are cluster-wide")) == [
        "PersistentVolume",
        "StorageClass",
    ]
    assert_schema_one(bold.bank)


def test_section_headings_become_topics(bold) -> None:  # type: ignore[no-untyped-def]
    assert [(t.id, t.title) for t in bold.bank.topics] == [
        ("workloads", "Workloads"),
        ("storage", "Storage"),
        ("commands", "Commands"),
    ]


def test_lettered_lines_and_a_bold_key_with_a_comment(bold) -> None:  # type: ignore[no-untyped-def]
    q = by_prompt(bold.bank, "What does `kubectl get pods -o wide` add?")
    assert right(q) == ["Pod IPs and nodes"]
    assert q.explanation.short == "`-o wide` adds columns such as the pod IP and the node."
    assert right(by_prompt(bold.bank, "Which flag follows")) == ["`-f`"]


def test_a_text_key_matches_a_choice_written_like_html(bold) -> None:  # type: ignore[no-untyped-def]
    q = by_prompt(bold.bank, "Which placeholder")
    assert texts(q) == ["<node>", "<name>", "<pod>"]
    assert right(q) == ["<name>"]
    assert q.explanation.short == "The placeholder is written as `<name>`."


def test_a_key_that_contradicts_the_checked_box_is_skipped(bold) -> None:  # type: ignore[no-untyped-def]
    found = warnings_at(bold)
    assert "the marked choices (B) and the answer key (A) disagree" in found[71]
    assert "no answer choices found under 'Question 4'" in found[40]


def test_a_page_without_questions_is_one_message(tmp_path: Path) -> None:
    from simulator.formats.problems import BankFileError

    notes = tmp_path / "notes.md"
    notes.write_text("# Notes\n\n- a list\n- of things\n\nSome text.\n", encoding="utf-8")
    with pytest.raises(BankFileError) as caught:
        read(notes)
    (problem,) = caught.value.problems
    assert problem.message.startswith("no questions found in this markdown file; closest: markdown")
    assert "no list of choices with a right one marked" in problem.message
