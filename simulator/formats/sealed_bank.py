"""Sealed banks (`<bank>.sealed.json`): a classroom build's bank without its answer key.

A sealed bank holds what a student sees during an exam (topics, prompts, choices,
images, the exam defaults) and, per question, only how many choices to pick and a
salted SHA-256 digest of the right ones (`domain.model.SealedAnswer`). Explanations,
each choice's "why", references and tags are left out: they give the answers away,
and with `review: none` or `score` nobody sees them. The salt is random per build.

What this protects against, and what not, is said in docs/classroom.md: the key is
not in any file a student can open and read, but a question has few possible
answers, so a student who can run code against the digest can still try them all.

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
    SealedAnswer,
    Topic,
    answer_digest,
)
from simulator.formats.files import write_output
from simulator.formats.problems import BankFileError, Problem

SEALED_FORMAT = "exam-simulator-sealed-bank"
SEALED_VERSION = 1
SEALED_SUFFIX = ".sealed.json"


def new_salt() -> str:
    return secrets.token_hex(16)


def sealed_document(bank: Bank, salt: str) -> dict[str, Any]:
    """The sealed form of `bank`: everything an exam shows, the key only as digests.

    Choice questions only (a digest of the right choices can score them); ValueError for
    another type (`classroom pack` refuses such a bank with a message first).
    """
    typed = [q.id for q in bank.questions if q.payload is not None]
    if typed:
        raise ValueError(f"a sealed bank holds choice questions only, not {', '.join(typed)}")
    exam = bank.exam
    return {
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
        },
        "topics": [{"id": t.id, "title": t.title} for t in bank.topics],
        "questions": [
            {
                "id": q.id,
                "topic": q.topic,
                "prompt": q.prompt,
                "choices": [c.text for c in q.choices],
                "choose": q.choose,
                "digest": answer_digest(salt, q.id, [c.text for c in q.choices if c.correct]),
                "shuffle": q.shuffle,
                "difficulty": q.difficulty,
            }
            for q in bank.questions
        ],
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


def write_sealed_bank(bank: Bank, folder: Path, salt: str | None = None) -> Path:
    """Write `<folder>/<bank id>.sealed.json`; the path written."""
    path = folder / f"{bank.id}{SEALED_SUFFIX}"
    document = sealed_document(bank, salt or new_salt())
    write_output(path, json.dumps(document, ensure_ascii=False, indent=1))
    return path


def is_sealed_bank_file(path: Path) -> bool:
    return path.name.endswith(SEALED_SUFFIX)


def read_sealed_bank(data: bytes, name: str) -> Bank:
    """The bank of a sealed file; BankFileError when it is not one (it is written by the
    app, never by hand, so one message for the first problem is enough)."""
    try:
        doc = json.loads(data.decode("utf-8"))
        if doc.get("format") != SEALED_FORMAT or doc.get("version") != SEALED_VERSION:
            raise ValueError("not a sealed bank of this version")
        salt = str(doc["salt"])
        exam = doc["exam"]
        questions = tuple(
            Question(
                id=str(q["id"]),
                topic=str(q["topic"]),
                prompt=str(q["prompt"]),
                choices=tuple(Choice(i, str(text)) for i, text in enumerate(q["choices"])),
                explanation=Explanation(""),
                shuffle=bool(q["shuffle"]),
                difficulty=q["difficulty"],
                sealed=SealedAnswer(int(q["choose"]), salt, str(q["digest"])),
            )
            for q in doc["questions"]
        )
        return Bank(
            id=str(doc["id"]),
            title=str(doc["title"]),
            topics=tuple(Topic(str(t["id"]), str(t["title"])) for t in doc["topics"]),
            questions=questions,
            description=str(doc["description"]),
            exam=ExamDefaults(
                exam["question_count"],
                exam["time_limit_minutes"],
                float(exam["passing_score"]),
                dict(exam["blueprint"]),
            ),
            exhibits=tuple(
                Exhibit(str(e["name"]), str(e["media_type"]), base64.b64decode(e["data"]))
                for e in doc["exhibits"]
            ),
        )
    except (ValueError, KeyError, TypeError, AttributeError, UnicodeDecodeError) as exc:
        raise BankFileError([Problem(name, 1, f"not a usable sealed bank ({exc})")]) from None
