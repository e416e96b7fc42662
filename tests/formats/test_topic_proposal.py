"""Topic proposals for flat banks: the bundled bank, stripped of its topics, sorted again
from its domain titles and one-line descriptions alone (issue 29's target: 75%), from its
bare titles, and questions of the same exam written apart from it. Real files of other
subjects and languages are measured by scripts/check-topic-proposals (docs/workshop.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.labelled import labelled_questions
from simulator import paths
from simulator.domain.topic_proposal import (
    Domain,
    QuestionText,
    TopicProposal,
    proposal_run,
    propose_topics,
)
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
#: The same 91 questions with the bundled bank's text as library (its topics unread), as
#: a user who imported a second practice file of the same exam has them: 83.5% (76 of
#: 91) today, 111 of the bank's 283 questions joining. From 80% (RELATED at 2.0) to 85%
#: (at 1.0) as the closeness asked of library questions varies.
WITH_LIBRARY = 0.8

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


def test_the_library_lends_its_words_to_a_small_bank_of_the_same_exam() -> None:
    """Issue 29's "the same on other banks": the 91 questions alone are too few to learn
    that "dropout" or "warp" belong to a domain whose line does not name them; the
    bundled bank's questions, as unlabelled background, use them in the same company."""
    bundled, _, domains = _bundled()
    texts, truth = labelled_questions()
    run = proposal_run(texts, domains, [bundled])
    assert 0 < run.library_used < len(bundled)
    assert [p.question_id for p in run.proposals] == [t.id for t in texts]  # none for them
    right = sum(p.topic == truth[p.question_id] for p in run.proposals) / len(texts)
    assert right >= max(TARGET, WITH_LIBRARY)
    assert propose_topics(texts, domains, [bundled]) == run.proposals


#: A library of other subjects, in the bank's language and phrased as quizzes are.
UNRELATED = [
    ("Which river flows through Budapest?", "The Danube", "The Rhine", "The Seine"),
    ("Which of the following cheeses is made from sheep's milk?", "Roquefort", "Brie", "Gouda"),
    ("In which year did the Berlin Wall fall?", "1989", "1991", "1985"),
    ("Which spice gives paella its yellow colour?", "Saffron", "Paprika", "Cumin"),
    ("Who painted the ceiling of the Sistine Chapel?", "Michelangelo", "Raphael", "Titian"),
    ("Which of the following is the largest desert?", "The Sahara", "The Gobi", "The Kalahari"),
    ("How many players does a volleyball team have on court?", "Six", "Five", "Seven"),
    ("Which instrument has 88 keys?", "The piano", "The organ", "The harpsichord"),
    ("Which battle of 1071 opened Anatolia to the Seljuks?", "Malazgirt", "Hattin", "Ankara"),
    ("Which gas do plants take in for photosynthesis?", "Carbon dioxide", "Oxygen", "Argon"),
    ("Which of the following dances comes from Argentina?", "Tango", "Samba", "Polka"),
    ("What is the capital city of Canada?", "Ottawa", "Toronto", "Vancouver"),
    ("Hangi gezegen Kızıl Gezegen olarak bilinir?", "Mars", "Venüs", "Jüpiter"),
    ("Which bird is the fastest in a dive?", "The peregrine falcon", "The swift", "The eagle"),
    ("Which poet wrote The Divine Comedy?", "Dante", "Petrarch", "Boccaccio"),
    ("Which of the following wines is red?", "Rioja", "Chablis", "Sancerre"),
]


def test_a_library_of_other_subjects_changes_nothing() -> None:
    """Nothing of a library on other subjects joins, so a small bank's proposals are the
    ones it gets alone, even where the library speaks its language ("Which of the
    following ..."), and beside a bank of its own exam, the ones that bank gives."""
    bundled, _, domains = _bundled()
    texts, _ = labelled_questions()
    trivia = [
        QuestionText(f"trivia-{n}", prompt, (right,), tuple(others))
        for n, (prompt, right, *others) in enumerate(UNRELATED)
    ]
    run = proposal_run(texts, domains, [trivia, trivia[::-1]])
    assert run.library_used == 0
    assert run.proposals == propose_topics(texts, domains)
    assert proposal_run(texts, domains, [trivia, bundled]) == proposal_run(
        texts, domains, [bundled]
    )


def test_the_bank_imported_again_does_not_teach_itself() -> None:
    """The bundled bank stripped of its topics, with itself in the library (imported
    once more, under another id, its prompts in other case and spacing): those copies
    are left out, or each question would find its own answer in the library."""
    texts, _, domains = _bundled()
    again = [
        QuestionText(f"again-{t.id}", f"  {t.prompt.upper()}\n", t.correct, t.others) for t in texts
    ]
    alone = propose_topics(texts, domains)
    for library in ([texts], [again], [again, texts]):
        run = proposal_run(texts, domains, library)
        assert run.library_used == 0 and run.proposals == alone
