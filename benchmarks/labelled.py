"""Questions of the bundled bank's exam written apart from it, each with its topic.

`tests/data/classifier_*.yaml` (the keyword classifier's tuning and held-out sets) is
how topic proposals do on a bank they were not tuned on: "the same on other banks" in
issue 29. One reader serves the benchmark row, its test and
`scripts/check-topic-proposals`.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from simulator.domain.model import Bank, Choice, Explanation, Question, Topic
from simulator.domain.topic_proposal import QuestionText

LABELLED = tuple(
    Path(__file__).resolve().parents[1] / "tests" / "data" / name
    for name in ("classifier_tuning.yaml", "classifier_heldout.yaml")
)


def labelled_questions() -> tuple[list[QuestionText], dict[str, str]]:
    """The labelled questions as the proposal reads them (the first choice is the right
    one), and each one's topic by question id."""
    texts, truth = [], {}
    for path in LABELLED:
        for n, q in enumerate(yaml.safe_load(path.read_text(encoding="utf-8"))["questions"]):
            qid = f"{path.name}-{n}"
            choices = [str(c) for c in q["choices"]]
            texts.append(
                QuestionText(
                    qid,
                    q["prompt"],
                    tuple(choices[:1]),
                    tuple(choices[1:]),
                    q.get("explanation", ""),
                )
            )
            truth[qid] = q["topic"]
    return texts, truth


def labelled_bank() -> Bank:
    """The labelled questions as a flat bank (one topic, as a Markdown practice exam
    arrives), to store beside the bundled bank: a second bank of the same exam."""
    texts, _ = labelled_questions()
    questions = tuple(
        Question(
            text.id,
            "all",
            text.prompt,
            tuple(Choice(n, c, n == 0) for n, c in enumerate(text.correct + text.others)),
            Explanation(text.explanation or "See the exam guide."),
        )
        for text in texts
    )
    return Bank(
        "written-apart",
        "Practice questions written apart",
        (Topic("all", "All questions"),),
        questions,
    )
