"""What the user's other banks say: the text topic proposals may learn from.

Proposing topics for a small flat bank goes better when the other banks of the same exam
in the database lend their words (`domain.topic_background`). Their text only: a
question's topic in another bank is never read here, so no proposal can copy it.
Retired and deleted questions and deleted banks lend nothing.
"""

from __future__ import annotations

from collections import defaultdict

from sqlalchemy import ColumnElement, and_, select
from sqlalchemy.orm import Session

from simulator.data.orm import BankRow, ChoiceRow, QuestionRow
from simulator.domain.topic_proposal import QuestionText

BATCH = 20_000


def _lent_by_others(bank_key: str) -> ColumnElement[bool]:
    return and_(
        BankRow.key != bank_key,
        BankRow.deleted_at.is_(None),
        QuestionRow.retired.is_(False),
        QuestionRow.deleted.is_(False),
    )


def other_banks_texts(session: Session, bank_key: str) -> list[list[QuestionText]]:
    """Every active question of every bank but `bank_key` as the proposal reads it (ids
    are `BANK/QUESTION`), bank by bank, each in file order. Two queries, whatever the
    number of banks."""
    condition = _lent_by_others(bank_key)
    choices: dict[int, tuple[list[str], list[str]]] = defaultdict(lambda: ([], []))
    for question_id, text, correct in session.execute(
        select(ChoiceRow.question_id, ChoiceRow.text, ChoiceRow.correct)
        .join(QuestionRow, QuestionRow.id == ChoiceRow.question_id)
        .join(BankRow, BankRow.id == QuestionRow.bank_id)
        .where(condition, ChoiceRow.retired.is_(False))
        .order_by(ChoiceRow.question_id, ChoiceRow.position)
        .execution_options(yield_per=BATCH)
    ):
        choices[question_id][0 if correct else 1].append(text)
    banks: dict[str, list[QuestionText]] = {}
    for question_id, bank, key, prompt, short, full in session.execute(
        select(
            QuestionRow.id,
            BankRow.key,
            QuestionRow.key,
            QuestionRow.prompt,
            QuestionRow.explanation_short,
            QuestionRow.explanation_full,
        )
        .join(BankRow, BankRow.id == QuestionRow.bank_id)
        .where(condition)
        .order_by(BankRow.key, QuestionRow.position, QuestionRow.id)
        .execution_options(yield_per=BATCH)
    ):
        right, wrong = choices.get(question_id, ([], []))
        banks.setdefault(bank, []).append(
            QuestionText(f"{bank}/{key}", prompt, tuple(right), tuple(wrong), f"{short}\n{full}")
        )
    return list(banks.values())
