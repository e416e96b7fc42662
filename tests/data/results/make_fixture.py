"""Writes the class-report fixture: 10 students, 5 questions in 2 topics, plus bad files.

The numbers are chosen to be computed by hand (see tests/db/test_results_report.py).
Checksums are computed here from the rule in docs/result-files.md, independently of
the code under test. Re-run after changing the table below:
    python tests/data/results/make_fixture.py

Answer table (1 = correct; Q1 is always right, Q5 always wrong):

    student  uuid8     prof-001 prof-002 prof-003 inf-001 inf-002  score
    s-01     00000001     1        1        1        0       0      3/5
    s-02     00000002     1        1        1        1       0      4/5
    s-03     00000003     1        1        0        1       0      3/5
    s-04     00000004     1        1        1        1       0      4/5
    s-05     00000005     1        1        0        0       -      2/5
    s-06     00000006     1        0        1        1       0      3/5
    s-07     00000007     1        1        0        1       0      3/5
    s-08     00000008     1        0        1        0       0      2/5
    s-09     00000009     1        0        0        1       0      2/5
    s-10     00000010     1        0        -        1       -      2/5
    (- = unanswered)

Extra files: a copy of s-03's file (duplicate), s-05's file with its score edited
but the old checksum (corrupt), s-07's file cut in half (truncated JSON), and a
hidden writer temporary `.….json.tmp` that the report must ignore.
"""

from __future__ import annotations

import copy
import hashlib
import json
import random
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent
BANK = {"id": "fixture-bank", "title": "Fixture Bank", "content_hash": "f" * 64}
TOPICS = {"profiling": "Profiling & Debugging", "inference": "Inference"}
PASSING = 0.6

# question id -> (topic, correct choice texts, wrong choice texts)
QUESTIONS: dict[str, tuple[str, list[str], list[str]]] = {
    "prof-001": ("profiling", ["Nsight Systems"], ["cuSPARSE", "NVIDIA-SMI"]),
    "prof-002": ("profiling", ["Nsight Compute"], ["DCGM", "NCCL", "cuDNN"]),
    "prof-003": (  # Choose two
        "profiling",
        ["CUDA events", "Nsight Systems timeline"],
        ["print() & timestamps", "time.sleep()"],
    ),
    "inf-001": ("inference", ["Triton Inference Server"], ["TensorRT", "RAPIDS"]),
    "inf-002": (
        "inference",
        ["INT8 calibration"],
        ["FP64 training", "Batch size > 256", "More epochs"],
    ),
}

# Each student's selections by choice text; [] = unanswered.
N, S, E = "Nsight Systems", "Nsight Compute", "CUDA events"
T, I8 = "Triton Inference Server", "INT8 calibration"
TL = "Nsight Systems timeline"
STUDENTS: list[tuple[str, str, dict[str, list[str]]]] = [
    (
        "Ada Lovelace",
        "s-01",
        {
            "prof-001": [N],
            "prof-002": [S],
            "prof-003": [E, TL],
            "inf-001": ["TensorRT"],
            "inf-002": ["Batch size > 256"],
        },
    ),
    (
        "Alan Turing",
        "s-02",
        {
            "prof-001": [N],
            "prof-002": [S],
            "prof-003": [TL, E],
            "inf-001": [T],
            "inf-002": ["Batch size > 256"],
        },
    ),
    (
        "Grace Hopper",
        "s-03",
        {
            "prof-001": [N],
            "prof-002": [S],
            "prof-003": [E, "print() & timestamps"],
            "inf-001": [T],
            "inf-002": ["Batch size > 256"],
        },
    ),
    (
        "Edsger Dijkstra",
        "s-04",
        {
            "prof-001": [N],
            "prof-002": [S],
            "prof-003": [E, TL],
            "inf-001": [T],
            "inf-002": ["Batch size > 256"],
        },
    ),
    (
        "Barbara Liskov",
        "s-05",
        {
            "prof-001": [N],
            "prof-002": [S],
            "prof-003": ["print() & timestamps", "time.sleep()"],
            "inf-001": ["TensorRT"],
            "inf-002": [],
        },
    ),
    (
        "Donald Knuth",
        "s-06",
        {
            "prof-001": [N],
            "prof-002": ["DCGM"],
            "prof-003": [E, TL],
            "inf-001": [T],
            "inf-002": ["Batch size > 256"],
        },
    ),
    (
        "Margaret Hamilton",
        "s-07",
        {
            "prof-001": [N],
            "prof-002": [S],
            "prof-003": [E],
            "inf-001": [T],
            "inf-002": ["More epochs"],
        },
    ),
    (
        "John Backus",
        "s-08",
        {
            "prof-001": [N],
            "prof-002": ["DCGM"],
            "prof-003": [E, TL],
            "inf-001": ["RAPIDS"],
            "inf-002": ["FP64 training"],
        },
    ),
    (
        "Kurt Gödel",
        "s-09",
        {
            "prof-001": [N],
            "prof-002": ["NCCL"],
            "prof-003": [TL, "time.sleep()"],
            "inf-001": [T],
            "inf-002": ["More epochs"],
        },
    ),
    (
        "<b>Ken</b> Thompson",
        "s-10",
        {"prof-001": [N], "prof-002": ["DCGM"], "prof-003": [], "inf-001": [T], "inf-002": []},
    ),
]


def checksum(document: dict[str, Any]) -> str:
    """docs/result-files.md: SHA-256 of the canonical JSON without the checksum key."""
    content = {k: v for k, v in document.items() if k != "checksum"}
    text = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def document(
    number: int, name: str, student_id: str, picks: dict[str, list[str]]
) -> dict[str, Any]:
    uuid = f"{number:08d}-aaaa-4aaa-8aaa-{number:012d}"
    rng = random.Random(number)  # each student saw the choices in another order
    questions = []
    by_topic = {topic: [0, 0] for topic in TOPICS}
    for position, (qid, (topic, right, wrong)) in enumerate(QUESTIONS.items(), start=1):
        choices = [{"text": t, "correct": True} for t in right]
        choices += [{"text": t, "correct": False} for t in wrong]
        rng.shuffle(choices)
        texts = [c["text"] for c in choices]
        chosen = picks[qid]
        correct = sorted(chosen) == sorted(right)
        by_topic[topic][0] += correct
        by_topic[topic][1] += 1
        questions.append(
            {
                "position": position,
                "id": qid,
                "topic": topic,
                "choices": choices,
                "selected": sorted(texts.index(t) for t in chosen),
                "answered": bool(chosen),
                "correct": correct,
                "flagged": False,
                "time_spent_seconds": 30.0 + number,
            }
        )
    right_total = sum(c for c, _ in by_topic.values())
    total = len(QUESTIONS)
    doc: dict[str, Any] = {
        "format": "exam-simulator-result",
        "format_version": 1,
        "app_version": "0.1.0",
        "attempt_uuid": uuid,
        "student": {"name": name, "id": student_id},
        "profile": {"name": "Week 6 quiz", "same_paper": True, "show_explanations": False},
        "bank": BANK,
        "exam": {
            "mode": "exam",
            "question_count": total,
            "time_limit_minutes": 10,
            "passing_score": PASSING,
            "seed": 1234,
            "topics": [],
        },
        "started_at": "2026-11-29T10:00:00+00:00",
        "finished_at": f"2026-11-29T10:{number:02d}:00+00:00",
        "timed_out": number == 10,
        "time_used_seconds": 300.0 + number,
        "score": {
            "correct": right_total,
            "total": total,
            "percent": round(100 * right_total / total, 1),
            "passed": right_total / total >= PASSING,
        },
        "topics": [
            {
                "id": topic,
                "title": title,
                "correct": by_topic[topic][0],
                "total": by_topic[topic][1],
                "percent": round(100 * by_topic[topic][0] / by_topic[topic][1], 1),
            }
            for topic, title in TOPICS.items()
        ],
        "questions": questions,
    }
    doc["checksum"] = {"algorithm": "sha256", "value": checksum(doc)}
    return doc


def file_name(doc: dict[str, Any]) -> str:
    stamp = doc["finished_at"][:19].replace("-", "").replace(":", "").replace("T", "-")
    return f"{doc['student']['id']}_{doc['bank']['id']}_{stamp}_{doc['attempt_uuid'][:8]}.json"


def dump(doc: dict[str, Any]) -> str:
    return json.dumps(doc, ensure_ascii=False, indent=2)


def main() -> None:
    for old in [*HERE.glob("*.json"), *HERE.glob(".*.tmp")]:
        old.unlink()
    docs = {}
    for number, (name, student_id, picks) in enumerate(STUDENTS, start=1):
        doc = document(number, name, student_id, picks)
        docs[student_id] = doc
        (HERE / file_name(doc)).write_text(dump(doc), encoding="utf-8")

    # A copy of s-03's file, as a file manager names it: the same attempt twice.
    copied = HERE / file_name(docs["s-03"])
    (HERE / f"{copied.stem} - Copy.json").write_text(copied.read_text("utf-8"), "utf-8")

    # s-05 "improved" their score by hand; the checksum is the old one.
    edited = copy.deepcopy(docs["s-05"])
    edited["score"].update(correct=4, percent=80.0, passed=True)
    (HERE / f"{Path(file_name(edited)).stem}-edited.json").write_text(dump(edited), "utf-8")

    # s-07's file cut off half-way (a copy interrupted by a pulled USB stick).
    text = dump(docs["s-07"])
    (HERE / "s-07-truncated.json").write_text(text[: len(text) // 2], "utf-8")

    # The writer's temporary file, left behind by a crash before the rename.
    (HERE / f".{file_name(docs['s-08'])}.tmp").write_text(text[:100], "utf-8")


if __name__ == "__main__":
    main()
