"""A bank's topics in the workshop: add, rename, merge, delete, and proposals for flat banks.

A flat bank (a practice exam with no categories arrives as one topic) gets a topic for
each question proposed from the exam's domain list (`domain.topic_proposal`), helped by
the text of the library's other banks (those of the same exam lend it words; the rest
is left out, `domain.topic_background`); applying
the proposals adds the domains as topics, moves the questions, and retires the topics
left empty, in one transaction. Past answers keep the topics they were given in.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from simulator.data import bank_edits, library_text, question_edits
from simulator.data import banks as bank_store
from simulator.data.db import Database
from simulator.data.question_edits import WorkshopError as WorkshopError
from simulator.domain.model import Bank, Question
from simulator.domain.topic_proposal import Domain as Domain
from simulator.domain.topic_proposal import ProposalRun as ProposalRun
from simulator.domain.topic_proposal import QuestionText, proposal_run, propose_topics
from simulator.domain.topic_proposal import TopicProposal as TopicProposal


@dataclass(frozen=True, slots=True)
class TopicInfo:
    """A topic of a bank as the workshop lists it."""

    id: str
    title: str
    description: str
    questions: int


@dataclass(frozen=True)
class AppliedTopics:
    """What applying proposals did: questions moved, topics added and retired."""

    moved: int
    added: tuple[str, ...]
    retired: tuple[str, ...]


def topics_of(db: Database, bank_id: str) -> list[TopicInfo]:
    with db.session() as s:
        return [TopicInfo(*row) for row in bank_edits.topic_sizes(s, bank_id)]


def add_topic(db: Database, bank_id: str, topic_id: str, title: str, description: str = "") -> None:
    with db.session(exclusive=True) as s:
        bank_edits.add_topic(s, bank_id, topic_id, title, description)


def rename_topic(
    db: Database, bank_id: str, topic_id: str, title: str, description: str | None = None
) -> None:
    with db.session(exclusive=True) as s:
        bank_edits.rename_topic(s, bank_id, topic_id, title, description)


def merge_topics(db: Database, bank_id: str, sources: Sequence[str], target: str) -> int:
    """Move the questions of `sources` into `target`; the sources go. How many moved."""
    with db.session(exclusive=True) as s:
        return bank_edits.merge_topics(s, bank_id, list(sources), target)


def delete_topic(db: Database, bank_id: str, topic_id: str, move_to: str) -> int:
    """Delete a topic, its questions moving to `move_to`; how many moved."""
    if topic_id == move_to:
        raise WorkshopError("choose another topic for the questions of the one deleted")
    return merge_topics(db, bank_id, [topic_id], move_to)


def question_text(question: Question) -> QuestionText:
    """What the proposal reads of a question."""
    return QuestionText(
        question.id,
        question.prompt,
        tuple(c.text for c in question.choices if c.correct),
        tuple(c.text for c in question.choices if not c.correct),
        f"{question.explanation.short}\n{question.explanation.full}",
    )


def propose_for_bank(bank: Bank, domains: Sequence[Domain]) -> list[TopicProposal]:
    """A domain for each question of a bank read or stored (nothing is changed)."""
    return propose_topics([question_text(q) for q in bank.questions], domains)


def propose(db: Database, bank_id: str, domains: Sequence[Domain]) -> list[TopicProposal]:
    """A domain for each active question of the stored bank, with confidence, the other
    banks of the database lending their words (see `propose_with_library`)."""
    return propose_with_library(db, bank_id, domains).proposals


def propose_with_library(db: Database, bank_id: str, domains: Sequence[Domain]) -> ProposalRun:
    """`propose`, also saying how many questions of the other banks helped. Those banks'
    text only is read (never their topics), and only their questions close to this
    bank's join (a re-import of the same questions does not)."""
    with db.session() as s:
        bank = bank_store.load_bank(s, bank_id)
        if bank is None:
            raise WorkshopError(f"no bank '{bank_id}'")
        library = library_text.other_banks_texts(s, bank_id)
    return proposal_run([question_text(q) for q in bank.questions], domains, library)


def apply_topics(
    db: Database, bank_id: str, domains: Sequence[Domain], chosen: Mapping[str, str]
) -> AppliedTopics:
    """Make the domains topics and move each question of `chosen` (id -> domain id) to
    its domain; topics left empty are retired. All in one transaction."""
    known = {d.id for d in domains}
    stray = sorted(set(chosen.values()) - known)
    if stray:
        raise WorkshopError(f"'{stray[0]}' is not one of the domains")
    with db.session(exclusive=True) as s:
        added = tuple(
            d.id
            for d in domains
            if bank_edits.ensure_topic(s, bank_id, d.id, d.title, d.description)
        )
        moved = 0
        for domain in domains:
            keys = [qid for qid, topic in chosen.items() if topic == domain.id]
            if keys:
                moved += question_edits.move_questions(s, bank_id, keys, domain.id)
        retired = tuple(bank_edits.retire_empty_topics(s, bank_id, keep=known))
    return AppliedTopics(moved, added, retired)
