"""Case studies in the database: a bank's scenarios, and the one each question shows.

A bank's `scenarios` rows are its file's scenarios as they are now (the list a bank
export writes back). What a question shows is kept on the question itself, in
`questions.scenario` ({"id", "title", "text"}), the way its prompt is: a changed
scenario changes the fingerprint of every question that shows it, so the version an
answer showed is kept (`question_versions.py`) with the scenario as it was, and a past
attempt is reviewed with the scenario its candidate read. The few kilobytes a scenario
repeats per question buy a draw and a review that need no join.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from simulator.data.orm import QuestionRow, ScenarioRow
from simulator.domain.model import Scenario


def scenario_json(scenario: Scenario | None) -> dict[str, Any] | None:
    """The scenario a question shows, as stored with it; None when it stands alone."""
    if scenario is None:
        return None
    return {"id": scenario.id, "title": scenario.title, "text": scenario.text}


def scenario_of(stored: dict[str, Any] | None) -> Scenario | None:
    """The scenario stored with a question (or one of its versions)."""
    if not stored:
        return None
    return Scenario(str(stored["id"]), str(stored["title"]), str(stored["text"]))


def sync_scenarios(session: Session, bank_id: int, scenarios: tuple[Scenario, ...]) -> None:
    """Make the bank's scenario list the file's (questions keep what they show)."""
    stored = {
        row.key: row
        for row in session.scalars(select(ScenarioRow).where(ScenarioRow.bank_id == bank_id))
    }
    for position, scenario in enumerate(scenarios):
        row = stored.pop(scenario.id, None)
        if row is None:
            row = ScenarioRow(bank_id=bank_id, key=scenario.id)
            session.add(row)
        row.title, row.text, row.position = scenario.title, scenario.text, position
    for row in stored.values():  # dropped from the file: questions keep what they showed
        session.delete(row)
    session.flush()


def bank_scenarios(session: Session, bank_id: int) -> tuple[Scenario, ...]:
    """The bank's scenarios in file order."""
    return tuple(
        Scenario(row.key, row.title, row.text)
        for row in session.scalars(
            select(ScenarioRow).where(ScenarioRow.bank_id == bank_id).order_by(ScenarioRow.position)
        )
    )


def question_scenario(session: Session, bank_id: int, key: str) -> Scenario | None:
    """The scenario question `key` shows now (None: it stands alone, or no such question).

    It can be one the bank's list no longer has: a question edited in the app keeps its
    scenario when a newer file drops it, as it keeps the rest of its content."""
    stored = session.scalar(
        select(QuestionRow.scenario).where(QuestionRow.bank_id == bank_id, QuestionRow.key == key)
    )
    return scenario_of(stored)
