"""Questions as they were: earlier versions kept for the answers that showed them.

A question's content changes when the user edits it in the app or when its bank file is
imported again with a change. Answers record the version they were given to
(`answers.question_version`); before a version that an answer shows is overwritten, its
content is copied into `question_versions`. A past attempt, or an unfinished one being
resumed, is then rebuilt with each question exactly as its candidate saw it, while every
later draw gets the new text. Versions no answer shows are not kept: nothing would read
them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import select, tuple_, update
from sqlalchemy.orm import Session

from simulator.data.orm import AnswerRow, ChoiceRow, QuestionRow, QuestionVersionRow
from simulator.data.scenarios import scenario_of
from simulator.data.type_columns import payload_of
from simulator.domain.model import Choice, Explanation, Question
from simulator.domain.seals import decode_seal


def content_of(row: QuestionRow, choices: Sequence[ChoiceRow]) -> dict[str, Any]:
    """The content of a question row as stored in a version (choices with their row ids;
    for another type than choice, its payload instead)."""
    if row.payload is not None:
        return {
            "prompt": row.prompt,
            "explanation_short": row.explanation_short,
            "explanation_full": row.explanation_full,
            "shuffle": row.shuffle,
            "difficulty": row.difficulty,
            "references": list(row.references),
            "tags": list(row.tags),
            "choices": [],
            "payload": row.payload,
            "sealed_answer": row.sealed_answer,
            "scenario": row.scenario,
        }
    return {
        "prompt": row.prompt,
        "explanation_short": row.explanation_short,
        "explanation_full": row.explanation_full,
        "shuffle": row.shuffle,
        "difficulty": row.difficulty,
        "references": list(row.references),
        "tags": list(row.tags),
        "choices": [
            [c.id, c.text, c.correct, c.why] for c in sorted(choices, key=lambda c: c.position)
        ],
        "sealed_answer": row.sealed_answer,
        "scenario": row.scenario,
    }


def question_from_content(key: str, topic: str, content: dict[str, Any]) -> Question:
    """The question a stored version describes, its choices under their row ids."""
    payload = payload_of(content.get("payload"))
    return Question(
        id=key,
        topic=topic,
        prompt=content["prompt"],
        choices=tuple(
            Choice(int(cid), str(text), bool(correct), str(why))
            for cid, text, correct, why in content["choices"]
        ),
        explanation=Explanation(content["explanation_short"], content["explanation_full"]),
        shuffle=bool(content["shuffle"]),
        difficulty=content["difficulty"],
        references=tuple(content["references"]),
        tags=tuple(content["tags"]),
        sealed=decode_seal(str(content.get("sealed_answer") or "")),
        payload=payload,
        scenario=scenario_of(content.get("scenario")),
    )


def keep_shown_versions(session: Session, question_ids: Iterable[int]) -> None:
    """Before these questions change: copy each current version that an answer shows.

    Call it in the transaction that changes them, then `count_new_versions`.
    """
    ids = sorted(set(question_ids))
    for start in range(0, len(ids), 500):
        chunk = ids[start : start + 500]
        shown = set(
            session.scalars(
                select(QuestionRow.id)
                .join(
                    AnswerRow,
                    (AnswerRow.question_id == QuestionRow.id)
                    & (AnswerRow.question_version == QuestionRow.version),
                )
                .where(QuestionRow.id.in_(chunk))
                .distinct()
            )
        )
        if not shown:
            continue
        rows = list(session.scalars(select(QuestionRow).where(QuestionRow.id.in_(shown))))
        already: set[tuple[int, int]] = {
            (question_id, version)
            for question_id, version in session.execute(
                select(QuestionVersionRow.question_id, QuestionVersionRow.version).where(
                    tuple_(QuestionVersionRow.question_id, QuestionVersionRow.version).in_(
                        [(r.id, r.version) for r in rows]
                    )
                )
            )
        }
        choices = _all_choices(session, [r.id for r in rows])
        for row in rows:
            if (row.id, row.version) not in already:
                session.add(
                    QuestionVersionRow(
                        question_id=row.id,
                        version=row.version,
                        content=content_of(row, choices.get(row.id, [])),
                    )
                )
    session.flush()


def count_new_versions(session: Session, question_ids: Iterable[int]) -> None:
    """The questions' content changed: the next draw shows the new version."""
    ids = sorted(set(question_ids))
    for start in range(0, len(ids), 500):
        session.execute(
            update(QuestionRow)
            .where(QuestionRow.id.in_(ids[start : start + 500]))
            .values(version=QuestionRow.version + 1)
            .execution_options(synchronize_session=False)
        )


def stored_versions(
    session: Session, wanted: Iterable[tuple[int, int]]
) -> dict[tuple[int, int], dict[str, Any]]:
    """The kept content of these (question row id, version) pairs."""
    pairs = sorted(set(wanted))
    found: dict[tuple[int, int], dict[str, Any]] = {}
    for start in range(0, len(pairs), 500):
        chunk = pairs[start : start + 500]
        for question_id, version, content in session.execute(
            select(
                QuestionVersionRow.question_id,
                QuestionVersionRow.version,
                QuestionVersionRow.content,
            ).where(tuple_(QuestionVersionRow.question_id, QuestionVersionRow.version).in_(chunk))
        ):
            found[(question_id, version)] = content
    return found


def _all_choices(session: Session, question_ids: list[int]) -> dict[int, list[ChoiceRow]]:
    grouped: dict[int, list[ChoiceRow]] = {}
    for choice in session.scalars(
        select(ChoiceRow).where(
            ChoiceRow.question_id.in_(question_ids), ChoiceRow.retired.is_(False)
        )
    ):
        grouped.setdefault(choice.question_id, []).append(choice)
    return grouped
