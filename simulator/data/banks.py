"""Bank rows -> domain values: a stored bank read back, outlined, drawn from and listed.

Everything that reads a bank lives here: the whole bank for the workshop, the outlines
and the index-range draw of an exam, the questions of a paper, the bank list. Storing a
bank file (import, re-import, the bundled banks' bookkeeping) is `bank_sync.py`.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from simulator.data.orm import BankRow, ChoiceRow, ExhibitRow, QuestionRow
from simulator.data.records import BankSummary, TopicCount
from simulator.data.scenarios import bank_scenarios, scenario_of
from simulator.data.type_columns import payload_of
from simulator.domain.blueprint import BankOutline
from simulator.domain.model import (
    Bank,
    Choice,
    ExamDefaults,
    Exhibit,
    Explanation,
    Question,
    Topic,
)
from simulator.domain.paper import QuestionOutline
from simulator.domain.question_types import Scoring
from simulator.domain.seals import decode_seal


def draw_key(question_key: str) -> int:
    """A stable pseudo-random 31-bit key of a question id (see QuestionRow.draw_key)."""
    return int.from_bytes(hashlib.sha256(question_key.encode()).digest()[:4], "big") & 0x7FFFFFFF


def find_bank(session: Session, key: str, *, include_deleted: bool = False) -> BankRow | None:
    """The bank with this id; a deleted bank only when asked for (its attempts, History)."""
    query = select(BankRow).where(BankRow.key == key)
    if not include_deleted:
        query = query.where(BankRow.deleted_at.is_(None))
    return session.scalar(query)


def exhibit(session: Session, bank_key: str, name: str) -> Exhibit | None:
    """One stored image of a bank, by the name its questions use."""
    row = session.scalar(
        select(ExhibitRow)
        .join(BankRow, BankRow.id == ExhibitRow.bank_id)
        .where(BankRow.key == bank_key, ExhibitRow.name == name)
    )
    return Exhibit(row.name, row.media_type, row.data) if row is not None else None


def exhibits(session: Session, bank_key: str) -> tuple[Exhibit, ...]:
    """Every stored image of a bank (for exports)."""
    rows = session.scalars(
        select(ExhibitRow)
        .join(BankRow, BankRow.id == ExhibitRow.bank_id)
        .where(BankRow.key == bank_key)
        .order_by(ExhibitRow.name)
    )
    return tuple(Exhibit(row.name, row.media_type, row.data) for row in rows)


def load_bank(session: Session, key: str) -> Bank | None:
    """The bank's active questions as domain values (choice ids are database ids)."""
    row = find_bank(session, key)
    if row is None:
        return None
    topic_keys = {t.id: t.key for t in row.topics}
    question_rows = list(
        session.scalars(
            select(QuestionRow)
            .where(QuestionRow.bank_id == row.id, QuestionRow.retired.is_(False))
            .order_by(QuestionRow.position)
        )
    )
    choices = load_choices(session, [q.id for q in question_rows])
    questions = tuple(to_question(q, topic_keys[q.topic_id], choices[q.id]) for q in question_rows)
    return Bank(
        id=row.key,
        title=row.title,
        topics=tuple(Topic(t.key, t.title, t.description) for t in row.topics if not t.retired),
        questions=questions,
        description=row.description,
        exam=exam_defaults(row),
        exhibits=exhibits(session, key),
        scenarios=bank_scenarios(session, row.id),
    )


def bank_outline(session: Session, key: str) -> BankOutline | None:
    """The bank's defaults and active questions per topic, without loading any question."""
    row = find_bank(session, key)
    if row is None:
        return None
    topic_keys = {t.id: t.key for t in row.topics}
    sizes = dict.fromkeys(topic_keys.values(), 0)
    for topic_id, count in session.execute(
        select(QuestionRow.topic_id, func.count())
        .where(QuestionRow.bank_id == row.id, QuestionRow.retired.is_(False))
        .group_by(QuestionRow.topic_id)
    ):
        sizes[topic_keys[topic_id]] = count
    return BankOutline(row.key, row.title, exam_defaults(row), sizes)


def question_outlines(session: Session, key: str) -> dict[int, QuestionOutline]:
    """Every active question as an outline (id and topic only), by row id, for drawing.

    Drawing needs no texts or choices; two light columns per question keep a draw from
    a 100,000-question bank to one narrow query.
    """
    row = find_bank(session, key)
    if row is None:
        return {}
    topic_keys = {t.id: t.key for t in row.topics}
    rows = session.execute(
        select(QuestionRow.id, QuestionRow.key, QuestionRow.topic_id).where(
            QuestionRow.bank_id == row.id, QuestionRow.retired.is_(False)
        )
    )
    return {
        row_id: QuestionOutline(question, topic_keys[topic_id])
        for row_id, question, topic_id in rows
    }


def draw_by_key(
    session: Session, key: str, quotas: dict[str, int], seed: int, avoid: set[int]
) -> list[QuestionOutline]:
    """Outlines of `quotas[topic]` questions per topic, picked by index ranges of draw_key.

    Each topic's window starts at a point derived from the seed and wraps around, so
    the pick is pseudo-random, reproducible, and the same on every laptop for the same
    bank; questions in `avoid` (recently seen) are skipped while others remain. A few
    index lookups per topic, whatever the bank's size.
    """
    bank = find_bank(session, key)
    if bank is None:
        return []
    topic_ids = {t.key: t.id for t in bank.topics}
    chosen: list[QuestionOutline] = []
    for topic, wanted in sorted(quotas.items()):
        if wanted <= 0:
            continue
        start = draw_key(f"{seed}:{topic}")
        base = select(QuestionRow.id, QuestionRow.key).where(
            QuestionRow.bank_id == bank.id,
            QuestionRow.topic_id == topic_ids[topic],
            QuestionRow.retired.is_(False),
        )
        window = 2 * wanted
        while True:
            rows = list(
                session.execute(
                    base.where(QuestionRow.draw_key >= start)
                    .order_by(QuestionRow.draw_key)
                    .limit(window)
                ).all()
            )
            if len(rows) < window:  # wrap around to the start of the key range
                rows += session.execute(
                    base.where(QuestionRow.draw_key < start)
                    .order_by(QuestionRow.draw_key)
                    .limit(window - len(rows))
                ).all()
            fresh = [row for row in rows if row[0] not in avoid]
            if len(fresh) >= wanted or len(rows) < window:  # enough, or the whole topic
                break
            window *= 4  # many recently seen questions here: look further
        seen = [row for row in rows if row[0] in avoid]
        chosen.extend(QuestionOutline(q, topic) for _, q in (fresh + seen)[:wanted])
    return chosen


def load_questions(session: Session, key: str, question_keys: list[str]) -> dict[str, Question]:
    """The full active questions with these keys (texts and choices), in two queries,
    in the order of the bank's file (a draw keeps a case study's questions in it)."""
    row = find_bank(session, key)
    if row is None or not question_keys:
        return {}
    topic_keys = {t.id: t.key for t in row.topics}
    found: list[QuestionRow] = []
    for start in range(0, len(question_keys), 500):
        found.extend(
            session.scalars(
                select(QuestionRow).where(
                    QuestionRow.bank_id == row.id,
                    QuestionRow.key.in_(question_keys[start : start + 500]),
                )
            )
        )
    found.sort(key=lambda q: q.position)
    choices = load_choices(session, [q.id for q in found])
    return {q.key: to_question(q, topic_keys[q.topic_id], choices[q.id]) for q in found}


def load_choices(
    session: Session, question_ids: list[int], *, include_retired: bool = False
) -> dict[int, list[ChoiceRow]]:
    """Choices of many questions in one query per 500 ids (no N+1)."""
    grouped: dict[int, list[ChoiceRow]] = defaultdict(list)
    for start in range(0, len(question_ids), 500):
        chunk = question_ids[start : start + 500]
        query = select(ChoiceRow).where(ChoiceRow.question_id.in_(chunk))
        if not include_retired:
            query = query.where(ChoiceRow.retired.is_(False))
        for choice in session.scalars(query.order_by(ChoiceRow.question_id, ChoiceRow.position)):
            grouped[choice.question_id].append(choice)
    return grouped


def to_question(
    row: QuestionRow,
    topic_key: str,
    choices: list[ChoiceRow],
    shown: dict[str, Any] | None = None,
) -> Question:
    """The domain question of a row; `shown` is the payload an attempt's paper showed
    (for types other than choice), which wins over the question's current one."""
    payload = payload_of(shown or row.payload)
    return Question(
        id=row.key,
        topic=topic_key,
        prompt=row.prompt,
        choices=()
        if payload is not None
        else tuple(Choice(c.id, c.text, c.correct, c.why) for c in choices),
        explanation=Explanation(row.explanation_short, row.explanation_full),
        shuffle=row.shuffle,
        difficulty=row.difficulty,
        references=tuple(row.references),
        tags=tuple(row.tags),
        payload=payload,
        sealed=decode_seal(row.sealed_answer),
        scenario=scenario_of(row.scenario),
    )


def exam_defaults(row: BankRow) -> ExamDefaults:
    return ExamDefaults(
        row.question_count,
        row.time_limit_minutes,
        row.passing_score,
        dict(row.blueprint),
        Scoring(row.scoring),
    )


def bank_summaries(session: Session, *, include_deleted: bool = False) -> list[BankSummary]:
    """Every bank with active question counts per topic, in two grouped queries
    (deleted banks only when asked for, flagged `deleted`)."""
    counts: dict[int, int] = defaultdict(int)
    for topic_id, count in session.execute(
        select(QuestionRow.topic_id, func.count())
        .where(QuestionRow.retired.is_(False))
        .group_by(QuestionRow.topic_id)
    ):
        counts[topic_id] = count
    multi = _multi_select_counts(session)
    summaries = []
    query = select(BankRow).order_by(BankRow.title)
    if not include_deleted:
        query = query.where(BankRow.deleted_at.is_(None))
    for bank in session.scalars(query):
        topics = tuple(TopicCount(t.key, t.title, counts[t.id]) for t in bank.topics)
        summaries.append(
            BankSummary(
                key=bank.key,
                title=bank.title,
                description=bank.description,
                question_count=sum(t.questions for t in topics),
                multi_select_count=multi.get(bank.id, 0),
                topics=tuple(t for t in topics if t.questions),
                exam=exam_defaults(bank),
                content_hash=bank.content_hash,
                deleted=bank.deleted_at is not None,
            )
        )
    return summaries


def _multi_select_counts(session: Session) -> dict[int, int]:
    correct_per_question = (
        select(QuestionRow.bank_id, ChoiceRow.question_id)
        .join(ChoiceRow, ChoiceRow.question_id == QuestionRow.id)
        .where(
            QuestionRow.retired.is_(False),
            ChoiceRow.retired.is_(False),
            ChoiceRow.correct.is_(True),
        )
        .group_by(QuestionRow.bank_id, ChoiceRow.question_id)
        .having(func.count() > 1)
        .subquery()
    )
    return {
        bank_id: count
        for bank_id, count in session.execute(
            select(correct_per_question.c.bank_id, func.count()).group_by(
                correct_per_question.c.bank_id
            )
        )
    }
