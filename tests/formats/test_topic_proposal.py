"""Topic proposals for flat banks: the bundled bank, stripped of its topics, sorted again
from its domain titles and one-line descriptions alone (issue 29's target: 75%)."""

from __future__ import annotations

from pathlib import Path

import pytest

from simulator import paths
from simulator.domain.topic_proposal import Domain, QuestionText, propose_topics
from simulator.formats.domains import dump_domains, load_domains, parse_domains
from simulator.formats.loader import load_bank
from simulator.formats.problems import BankFileError

TARGET = 0.75


def test_the_bundled_bank_lands_in_its_own_topics_from_the_domain_lines_alone() -> None:
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
    proposals = propose_topics(texts, domains)
    truth = {q.id: q.topic for q in bank.questions}
    right = [p.topic == truth[p.question_id] for p in proposals]
    assert sum(right) / len(right) >= TARGET
    # Confidence means something: the surer half is right more often than the rest.
    ranked = sorted(zip(proposals, right, strict=True), key=lambda pr: pr[0].confidence)
    half = len(ranked) // 2
    unsure = sum(ok for _, ok in ranked[:half]) / half
    sure = sum(ok for _, ok in ranked[half:]) / (len(ranked) - half)
    assert sure > unsure and sure >= 0.9
    assert all(0.0 <= p.confidence <= 1.0 for p in proposals)


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
