"""Keyword topic classifier: matching rules, scoring, keyword-file errors, accuracy."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from simulator.formats.classifier import TopicClassifier
from simulator.formats.problems import BankFileError, Problem
from simulator.paths import resource_path

DATA = Path(__file__).resolve().parent.parent / "data"
TUNING = DATA / "classifier_tuning.yaml"
HELDOUT = DATA / "classifier_heldout.yaml"
MIN_HELDOUT_ACCURACY = 0.85

BUNDLED_TOPICS = {
    "profiling": "Profiling & Debugging",
    "inference": "Inference & Deployment",
    "distributed-training": "Distributed Training",
    "frameworks": "Deep Learning Frameworks",
    "mixed-precision": "Mixed Precision & Training Optimization",
    "gpu-libraries": "GPU Libraries & CUDA Ecosystem",
    "fundamentals": "Deep Learning Fundamentals",
}


def make(keywords: str, **extra: str) -> TopicClassifier:
    """A two-topic classifier from `topic: {keyword: weight}` YAML lines."""
    text = "topics:\n" + keywords + "".join(f"{k}: {v}\n" for k, v in extra.items())
    return TopicClassifier.from_text(text, "kw.yaml")


def file_problems(tmp_path: Path, text: str) -> list[Problem]:
    path = tmp_path / "keywords.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(BankFileError) as info:
        TopicClassifier.from_file(path)
    for problem in info.value.problems:
        assert str(problem).startswith(f"{path}:{problem.line}: ")
    return info.value.problems


TWO_TOPICS = (
    "  - id: words\n    title: Words\n    keywords: {precision: 3, gpu: 1}\n"
    "  - id: phrases\n    title: Phrases\n    keywords: {mixed precision: 2}\n"
)


# --- the bundled keyword file --------------------------------------------------------


def test_default_has_the_bundled_banks_seven_topics() -> None:
    classifier = TopicClassifier.default()
    assert classifier.titles() == BUNDLED_TOPICS
    assert classifier.fallback == "fundamentals"
    assert TopicClassifier.default() is classifier  # loaded once
    assert resource_path("topic_keywords.yaml").is_file()


def test_bundled_phrases_outweigh_the_words_inside_them() -> None:
    """The file's own convention: a phrase weighs at least as much as any keyword that
    is one of its words (in whatever topic), so the phrase is the stronger evidence."""
    classifier = TopicClassifier.default()
    words: dict[str, float] = {}
    phrases: list[tuple[str, float]] = []
    for topic in classifier.topics:
        for keyword in topic.keywords:
            parts = re.split(r"[\s-]+", keyword.text.lower())
            if len(parts) == 1:
                words[parts[0]] = max(words.get(parts[0], 0.0), keyword.weight)
            else:
                phrases.append((keyword.text, keyword.weight))
    weaker = [
        (phrase, word)
        for phrase, weight in phrases
        for word in re.split(r"[\s-]+", phrase.lower())
        if words.get(word, 0.0) > weight
    ]
    assert weaker == []


# --- matching and scoring ------------------------------------------------------------


def test_phrase_beats_the_word_inside_it() -> None:
    classifier = make(TWO_TOPICS)
    result = classifier.classify("Why use mixed precision?")
    assert result.topic == "phrases"
    assert [h.keyword for h in result.hits] == ["mixed precision"]
    assert classifier.classify("Which precision?").topic == "words"


def test_fallback_when_nothing_matches() -> None:
    result = TopicClassifier.default().classify("What is the capital of France?")
    assert (result.topic, result.score, result.runner_up, result.is_fallback) == (
        "fundamentals",
        0,
        None,
        True,
    )
    assert "no keyword matched" in result.summary()
    assert make(TWO_TOPICS, fallback="phrases").classify("nothing").topic == "phrases"


def test_case_word_boundaries_separators_and_wildcards() -> None:
    classifier = make(
        "  - id: a\n    title: A\n    keywords: {amp: 1, all-reduce: 1, quantiz*: 1, .grad: 1}\n"
    )

    def found(text: str) -> list[str]:
        return sorted(h.keyword for h in classifier.classify(text).hits)

    assert found("For example, a CAMP lamp") == []
    assert found("Enable AMP now") == ["amp"]
    assert found("AllReduce, all reduce and all-reduce") == ["all reduce"]
    assert found("We quantized it; Quantization helps") == ["quantiz*"]
    assert found("read param.grad after backward") == [".grad"]
    assert found("unquantized") == []


def test_prompt_outweighs_explanation_and_wrong_choices() -> None:
    classifier = TopicClassifier.default()
    result = classifier.classify_question(
        "How does TensorRT speed up serving?",
        ["Layer fusion", "NCCL all-reduce", "Horovod ring"],
        "Unlike DDP training, it fuses layers.",
        correct=["Layer fusion"],
    )
    assert result.topic == "inference"
    assert result.runner_up == "distributed-training"
    parts = {h.part for h in result.hits}
    assert parts == {"prompt", "correct_choice", "choice", "explanation"}
    weights = classifier.part_weights
    assert (
        weights["prompt"] > weights["correct_choice"] > weights["explanation"] > weights["choice"]
    )


def test_each_keyword_counts_once_per_part() -> None:
    classifier = make(TWO_TOPICS)
    once = classifier.classify("gpu")
    thrice = classifier.classify("gpu gpu gpu")
    assert once.score == thrice.score == 3  # weight 1 x prompt weight 3


def test_ties_go_to_the_prompt_then_to_file_order() -> None:
    classifier = make(
        "  - id: a\n    title: A\n    keywords: {alpha: 1}\n"
        "  - id: b\n    title: B\n    keywords: {beta: 3}\n"
    )
    assert classifier.classify("alpha beta").topic == "b"
    tie = classifier.classify_question("alpha", explanation="beta")  # 3 = 3
    assert (tie.topic, tie.runner_up) == ("a", "b")


def test_summary_names_topic_and_evidence() -> None:
    result = TopicClassifier.default().classify("Profile the kernels with Nsight Compute")
    assert result.topic == "profiling"
    assert result.summary().startswith("profiling ")
    assert "'nsight compute'@prompt" in result.summary()


# --- keyword file errors -------------------------------------------------------------


def test_bad_keyword_file_reports_every_problem_with_its_line(tmp_path: Path) -> None:
    text = (
        "fallback: nowhere\n"  # 1
        "part_weights: {prompt: -1}\n"  # 2
        "topics:\n"  # 3
        "  - id: Bad Id\n"  # 4
        "    title: X\n"  # 5
        "    keywords: {a: 1}\n"  # 6
        "  - id: ok\n"  # 7
        "    title: OK\n"  # 8
        "    colour: red\n"  # 9
        "    keywords:\n"  # 10
        "      gpu: 1\n"  # 11
        "      GPU: 2\n"  # 12
        "      fast: many\n"  # 13
        "      slow: 0\n"  # 14
        "      a*b: 1\n"  # 15
    )
    problems = file_problems(tmp_path, text)
    messages = {p.line: p.message for p in problems}
    assert sorted(messages) == [1, 2, 4, 9, 12, 13, 14, 15]
    assert "fallback topic 'nowhere'" in messages[1]
    assert "must not be negative" in messages[2]
    assert "topic id 'Bad Id'" in messages[4]
    assert "unknown key 'colour'" in messages[9]
    assert "appears twice (first at line 11)" in messages[12]
    assert "must be a number" in messages[13]
    assert "must be above 0" in messages[14]
    assert "'*' is allowed only at its end" in messages[15]


def test_keyword_file_syntax_error_empty_and_missing(tmp_path: Path) -> None:
    (problem,) = file_problems(tmp_path, "topics:\n  - id: a\n   title: [\n")
    assert problem.line == 3 and "YAML syntax error" in problem.message
    (problem,) = file_problems(tmp_path, "")
    assert problem.line == 1 and "empty" in problem.message
    (problem,) = file_problems(tmp_path, "topics: []\n")
    assert problem.line == 1 and "at least one topic" in problem.message
    with pytest.raises(BankFileError, match="cannot read the keyword file"):
        TopicClassifier.from_file(tmp_path / "missing.yaml")


# --- accuracy ------------------------------------------------------------------------


def _load_questions(path: Path) -> list[dict[str, Any]]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    questions: list[dict[str, Any]] = data["questions"]
    return questions


def _classify_all(path: Path) -> tuple[float, list[str]]:
    """Accuracy on a question file, and one line per miss (printed by the tests)."""
    classifier = TopicClassifier.default()
    questions = _load_questions(path)
    misses: list[str] = []
    for number, q in enumerate(questions, start=1):
        choices = [c["text"] if isinstance(c, dict) else str(c) for c in q.get("choices", [])]
        correct = [
            c["text"] for c in q.get("choices", []) if isinstance(c, dict) and c.get("correct")
        ]
        result = classifier.classify_question(
            str(q["prompt"]), choices, str(q.get("explanation") or ""), correct=correct
        )
        if result.topic != q["topic"]:
            misses.append(f"#{number} expected {q['topic']}, got {result.summary()}: {q['prompt']}")
    accuracy = 1 - len(misses) / len(questions)
    print(f"{path.name}: accuracy {accuracy:.3f} ({len(questions) - len(misses)}/{len(questions)})")
    for miss in misses:
        print("  miss", miss)
    return accuracy, misses


def test_tuning_set_accuracy() -> None:
    questions = _load_questions(TUNING)
    assert {q["topic"] for q in questions} == set(BUNDLED_TOPICS)
    accuracy, misses = _classify_all(TUNING)
    assert accuracy >= 0.95, misses


def test_heldout_accuracy() -> None:
    """Generalisation: a question set written by someone else, never used for tuning."""
    if not HELDOUT.exists():
        pytest.skip(f"{HELDOUT.relative_to(DATA.parent.parent)} does not exist yet")
    accuracy, misses = _classify_all(HELDOUT)
    assert accuracy >= MIN_HELDOUT_ACCURACY, misses
