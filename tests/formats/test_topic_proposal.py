"""Topic proposals for flat banks: the bundled bank, stripped of its topics, sorted again
from its domain titles and one-line descriptions alone (issue 29's target: 75%), from its
bare titles, and questions of the same exam written apart from it. Real files of other
subjects and languages are measured by scripts/check-topic-proposals (docs/workshop.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.labelled import labelled_questions
from simulator import paths
from simulator.domain.topic_proposal import Domain, QuestionText, TopicProposal, propose_topics
from simulator.formats.domains import dump_domains, load_domains, parse_domains
from simulator.formats.loader import load_bank
from simulator.formats.problems import BankFileError

#: Issue 29's target for the bundled bank, from its topics' titles and one-line lines.
TARGET = 0.75
#: Measured today: 86% (241 of 280). The method before EM scored 81%.
BUNDLED = 0.84
#: The bundled bank from its topics' bare titles: 65% (183 of 280) today, 46% before EM.
BARE_TITLES = 0.6
#: The 91 questions of the same exam written apart from the bank (tests/data/
#: classifier_*.yaml), from the bank's domain lines: 72.5% (66 of 91) today, 70.3%
#: (64) before EM. Below issue 29's 75% "the same on other banks": see docs/workshop.md.
OTHER_QUESTIONS = 0.72

DATA = Path(__file__).resolve().parents[1] / "data"


def _bundled() -> tuple[list[QuestionText], dict[str, str], list[Domain]]:
    bank = load_bank(paths.bundled_bank_paths()[0])
    domains = [Domain(t.id, t.title, t.description) for t in bank.topics]
    # Only the texts go in: the questions' topics are what is being guessed.
    texts = [
        QuestionText(
            q.id,
            q.prompt,
            tuple(c.text for c in q.choices if c.correct),
            tuple(c.text for c in q.choices if not c.correct),
            f"{q.explanation.short}\n{q.explanation.full}",
        )
        for q in bank.questions
    ]
    return texts, {q.id: q.topic for q in bank.questions}, domains


def _share_right(
    texts: list[QuestionText], truth: dict[str, str], domains: list[Domain]
) -> tuple[float, list[TopicProposal], list[bool]]:
    proposals = propose_topics(texts, domains)
    right = [p.topic == truth[p.question_id] for p in proposals]
    return sum(right) / len(right), proposals, right


def test_the_bundled_bank_lands_in_its_own_topics_from_the_domain_lines_alone() -> None:
    texts, truth, domains = _bundled()
    share, proposals, right = _share_right(texts, truth, domains)
    assert share >= max(TARGET, BUNDLED)
    # Confidence means something: the surer half is right more often than the rest.
    ranked = sorted(zip(proposals, right, strict=True), key=lambda pr: pr[0].confidence)
    half = len(ranked) // 2
    unsure = sum(ok for _, ok in ranked[:half]) / half
    sure = sum(ok for _, ok in ranked[half:]) / (len(ranked) - half)
    assert sure > unsure and sure >= 0.9
    assert all(0.0 <= p.confidence <= 1.0 for p in proposals)


def test_bare_titles_are_expanded_with_the_banks_own_words() -> None:
    """With no description, a title's few words are all there is at first; the rounds of
    EM describe each domain in the words of the questions that match it."""
    texts, truth, domains = _bundled()
    bare = [Domain(d.id, d.title) for d in domains]
    share, _, _ = _share_right(texts, truth, bare)
    assert share >= BARE_TITLES


def test_questions_written_apart_from_the_bank_land_in_their_own_topics() -> None:
    """The bundled bank's domain lines on 91 questions of the same exam written by
    others (the keyword classifier's tuning and held-out sets): not a bank the method
    was tuned on, and small, so the domain lines weigh more than the bank's words."""
    _, _, domains = _bundled()
    texts, truth = labelled_questions()
    assert len(texts) == 91
    share, _, _ = _share_right(texts, truth, domains)
    assert share >= OTHER_QUESTIONS


def test_the_same_input_gives_the_same_proposals() -> None:
    texts, _, domains = _bundled()
    assert propose_topics(texts[:60], domains) == propose_topics(texts[:60], domains)


def test_any_language_without_a_word_list() -> None:
    domains = [
        Domain("reseau", "Réseaux", "routage, adresses IP, pare-feu"),
        Domain("stockage", "Stockage", "disques, sauvegardes, RAID"),
    ]
    questions = [
        QuestionText("q1", "Quel protocole de ROUTAGE choisir entre deux sites ?", ("OSPF",)),
        QuestionText("q2", "Quelle configuration RAID protège les disques ?", ("RAID 1",)),
        QuestionText("q3", "データのバックアップはどこに保存しますか", ("ディスク",)),
    ]
    proposals = {p.question_id: p for p in propose_topics(questions, domains)}
    assert proposals["q1"].topic == "reseau" and proposals["q2"].topic == "stockage"
    assert proposals["q3"].confidence == 0.0  # nothing in common: a guess, said to be one
    with pytest.raises(ValueError):
        propose_topics(questions, [])


def test_domains_file_round_trip_and_problems(tmp_path: Path) -> None:
    domains = [Domain("a", "Alpha", "First one"), Domain("b", "Beta")]
    path = tmp_path / "domains.yaml"
    path.write_text(dump_domains(domains), encoding="utf-8")
    assert load_domains(path) == domains
    with pytest.raises(BankFileError) as broken:
        parse_domains("- id: a\n  title: A\n- id: a\n  title: Again\n", "d.yaml")
    assert [str(p) for p in broken.value.problems] == [
        "d.yaml:3: domain id 'a' appears twice (first at line 1)"
    ]
    with pytest.raises(BankFileError, match=r"d\.yaml:1: the list of domains is empty"):
        parse_domains("[]", "d.yaml")
    with pytest.raises(BankFileError, match="must be a list"):
        parse_domains("domains: {}", "d.yaml")


def test_the_documented_domains_file_is_read() -> None:
    text = (Path(__file__).resolve().parents[2] / "docs" / "bank-format.md").read_text(
        encoding="utf-8"
    )
    section = text.split("## Domains for topic proposals", 1)[1]
    block = section.split("```yaml\n", 1)[1].split("```", 1)[0]
    assert [d.id for d in parse_domains(block, "bank-format.md")] == ["profiling", "inference"]
