"""Sealed banks (`<bank>.sealed.json`): a classroom build's bank without its answer key.

A sealed bank holds what a student sees during an exam (topics, prompts, choices, a
matching question's items and options, an ordering question's items shuffled, images,
the exam defaults) and, per question, a seal of salted SHA-256 digests instead of the
key (`domain/sealing.py` makes and checks them, `domain/seals.py` holds them).
Explanations, each choice's "why", references and tags are left out: they give the
answers away, and with `review: none` or `score` nobody sees them. The salt is random
per build. A question whose answer cannot be checked by digest is left out of the
file, and `sealed_document` says which and why.

What this protects against, and what not, is said in docs/classroom.md: the key is
not in any file a student can open and read, but a question has few possible
answers, so a student who can run code against the digests can still try them all.

`classroom pack` writes one for a profile whose review does not show the answers;
the bank import reads it like any other bank file (found by its name).
"""

from __future__ import annotations

import base64
import json
import secrets
from pathlib import Path
from typing import Any

from simulator.domain.model import (
    Bank,
    Choice,
    ExamDefaults,
    Exhibit,
    Explanation,
    Question,
    Scenario,
    Topic,
)
from simulator.domain.question_types import (
    Numeric,
    Ordering,
    Payload,
    QuestionType,
    Scoring,
    SealedMatching,
    ShortAnswer,
)
from simulator.domain.sealing import LeftOut, seal_bank
from simulator.domain.seals import (
    MatchingSeal,
    NumberSeal,
    OrderingSeal,
    SealedAnswer,
    TextSeal,
    TypedSeal,
    seal_as_dict,
    seal_from_dict,
)
from simulator.formats.files import write_output
from simulator.formats.problems import BankFileError, Problem

SEALED_FORMAT = "exam-simulator-sealed-bank"
#: 2: every question type (a question's `type`, `shown` and `seal`), the bank's scoring.
SEALED_VERSION = 2
READABLE_VERSIONS = (1, 2)
SEALED_SUFFIX = ".sealed.json"
#: The seal each type of question carries.
_SEAL_OF: dict[QuestionType, type[TypedSeal]] = {
    QuestionType.MATCHING: MatchingSeal,
    QuestionType.ORDERING: OrderingSeal,
    QuestionType.SHORT_ANSWER: TextSeal,
    QuestionType.NUMERIC: NumberSeal,
}


def new_salt() -> str:
    return secrets.token_hex(16)


def sealed_document(bank: Bank, salt: str) -> tuple[dict[str, Any], tuple[LeftOut, ...]]:
    """The sealed form of `bank` (everything an exam shows, the key only as digests) and
    the questions it had to leave out, with the reason for each."""
    sealed = seal_bank(bank, salt)
    exam = bank.exam
    document = {
        "format": SEALED_FORMAT,
        "version": SEALED_VERSION,
        "id": bank.id,
        "title": bank.title,
        "description": bank.description,
        "exam": {
            "question_count": exam.question_count,
            "time_limit_minutes": exam.time_limit_minutes,
            "passing_score": exam.passing_score,
            "blueprint": dict(exam.blueprint),
            "scoring": exam.scoring.value,
        },
        "topics": [{"id": t.id, "title": t.title} for t in bank.topics],
        "questions": [_question(q) for q in sealed.bank.questions],
        "salt": salt,
        "exhibits": [
            {
                "name": e.name,
                "media_type": e.media_type,
                "data": base64.b64encode(e.data).decode("ascii"),
            }
            for e in bank.exhibits
        ],
    }
    if bank.scenarios:  # case studies travel whole: they are what the candidate reads
        document["scenarios"] = [
            {"id": s.id, "title": s.title, "text": s.text} for s in bank.scenarios
        ]
    return document, sealed.left_out


def _question(question: Question) -> dict[str, Any]:
    common = {
        "id": question.id,
        "topic": question.topic,
        "prompt": question.prompt,
        "shuffle": question.shuffle,
        "difficulty": question.difficulty,
    }
    if question.scenario is not None:
        common["scenario"] = question.scenario.id
    seal = question.sealed
    if isinstance(seal, SealedAnswer):  # a choice question, written as version 1 wrote it
        return {
            **common,
            "choices": [c.text for c in question.choices],
            "choose": seal.choose,
            "digest": seal.digest,
            **({"right": list(seal.right)} if seal.right else {}),
        }
    assert seal is not None and question.payload is not None  # seal_bank sealed it
    return {
        **common,
        "type": question.type.value,
        "shown": _shown(question.payload),
        "seal": seal_as_dict(seal),
    }


def _shown(payload: Payload) -> dict[str, Any]:
    """What a sealed question shows of its type: no pairs, no accepted answers."""
    if isinstance(payload, SealedMatching):
        return {"lefts": list(payload.lefts), "options": list(payload.options)}
    if isinstance(payload, Ordering):
        return {"items": list(payload.items)}
    if isinstance(payload, ShortAnswer):
        return {"case_sensitive": payload.case_sensitive}
    return {}


def write_sealed_bank(
    bank: Bank, folder: Path, salt: str | None = None
) -> tuple[Path, tuple[LeftOut, ...]]:
    """Write `<folder>/<bank id>.sealed.json`; the path written and what was left out."""
    path = folder / f"{bank.id}{SEALED_SUFFIX}"
    document, left_out = sealed_document(bank, salt or new_salt())
    write_output(path, json.dumps(document, ensure_ascii=False, indent=1))
    return path, left_out


def is_sealed_bank_file(path: Path) -> bool:
    return path.name.endswith(SEALED_SUFFIX)


def read_sealed_bank(data: bytes, name: str) -> Bank:
    """The bank of a sealed file; BankFileError when it is not one (it is written by the
    app, never by hand, so one message for the first problem is enough)."""
    try:
        doc = json.loads(data.decode("utf-8"))
        if doc.get("format") != SEALED_FORMAT or doc.get("version") not in READABLE_VERSIONS:
            raise ValueError("not a sealed bank of this version")
        salt = str(doc["salt"])
        exam = doc["exam"]
        scenarios = {
            str(s["id"]): Scenario(str(s["id"]), str(s["title"]), str(s["text"]))
            for s in doc.get("scenarios", ())
        }
        return Bank(
            id=str(doc["id"]),
            title=str(doc["title"]),
            topics=tuple(Topic(str(t["id"]), str(t["title"])) for t in doc["topics"]),
            questions=tuple(_read_question(q, salt, scenarios) for q in doc["questions"]),
            description=str(doc["description"]),
            exam=ExamDefaults(
                exam["question_count"],
                exam["time_limit_minutes"],
                float(exam["passing_score"]),
                dict(exam["blueprint"]),
                Scoring(exam.get("scoring", Scoring.ALL_OR_NOTHING.value)),
            ),
            exhibits=tuple(
                Exhibit(str(e["name"]), str(e["media_type"]), base64.b64decode(e["data"]))
                for e in doc["exhibits"]
            ),
            scenarios=tuple(scenarios.values()),
        )
    except (ValueError, KeyError, TypeError, AttributeError, UnicodeDecodeError) as exc:
        raise BankFileError([Problem(name, 1, f"not a usable sealed bank ({exc})")]) from None


def _read_question(q: dict[str, Any], salt: str, scenarios: dict[str, Scenario]) -> Question:
    kind = QuestionType(q.get("type", QuestionType.CHOICE.value))
    common: dict[str, Any] = {
        "id": str(q["id"]),
        "topic": str(q["topic"]),
        "prompt": str(q["prompt"]),
        "explanation": Explanation(""),
        "shuffle": bool(q["shuffle"]),
        "difficulty": q["difficulty"],
        "scenario": scenarios[str(q["scenario"])] if "scenario" in q else None,
    }
    if kind is QuestionType.CHOICE:
        right = tuple(str(d) for d in q.get("right", ()))
        return Question(
            choices=tuple(Choice(i, str(text)) for i, text in enumerate(q["choices"])),
            sealed=SealedAnswer(int(q["choose"]), salt, str(q["digest"]), right),
            **common,
        )
    seal = seal_from_dict(q["seal"])
    if seal.salt != salt or not isinstance(seal, _SEAL_OF[kind]):
        raise ValueError(f"question {common['id']} has a seal that does not fit it")
    shown = q["shown"]
    payload: Payload
    if kind is QuestionType.MATCHING:
        payload = SealedMatching(
            tuple(str(t) for t in shown["lefts"]), tuple(str(t) for t in shown["options"])
        )
    elif kind is QuestionType.ORDERING:
        payload = Ordering(tuple(str(t) for t in shown["items"]))
    elif kind is QuestionType.SHORT_ANSWER:
        payload = ShortAnswer((), bool(shown["case_sensitive"]))
    else:
        payload = Numeric(())
    return Question(choices=(), payload=payload, sealed=seal, **common)
