"""Whether a result's numbers agree with each other.

A result file's checksum catches accidental damage, not an edit whose author
recomputed it. What an edit rarely gets right is every number at once: the score, the
percent, the verdict, the topic totals and each question's own answer. A result whose
numbers contradict each other (0 of 5 correct, 100%, passed) is listed as damaged by
the report and never averaged.
"""

from __future__ import annotations

from simulator.domain.item_analysis import ItemResponse, StudentResult
from simulator.domain.scoring import passes, percent

#: Percentages are written with one decimal.
_PERCENT_SLACK = 0.051


def contradictions(result: StudentResult) -> list[str]:
    """Every way `result` disagrees with itself, for the instructor; empty when it agrees."""
    found: list[str] = []
    answers = result.answers
    if answers and len(answers) != result.total:
        found.append(f"score.total is {result.total} but the paper has {len(answers)} questions")
    if answers:
        right = sum(1 for answer in answers if answer.correct)
        if right != result.correct:
            found.append(f"score.correct is {result.correct} but {right} questions are correct")
    if result.points is not None and not 0 <= result.points <= result.total:
        found.append(f"score.points is {result.points:g} of {result.total} questions")
    marks = result.marks  # partial scoring: the points; else the questions right
    expected = percent(marks, result.total)
    if abs(result.percent - expected) > _PERCENT_SLACK:
        found.append(
            f"{marks:g} of {result.total} {'marks' if result.points is not None else 'correct'}"
            f" is {expected:.1f}%, not {result.percent:g}%"
        )
    mark = result.sitting.passing_score
    if mark is not None and passes(marks, result.total, mark) != result.passed:
        verdict = "passed" if result.passed else "failed"
        found.append(f"{verdict} with {marks:g} of {result.total} against a pass mark of {mark:g}")
    if result.topics:
        topic_total = sum(topic.total for topic in result.topics)
        topic_correct = sum(topic.correct for topic in result.topics)
        if (topic_correct, topic_total) != (result.correct, result.total):
            found.append(
                f"the topics add up to {topic_correct} of {topic_total}, "
                f"the score says {result.correct} of {result.total}"
            )
    state = result.sitting.state
    if (state == "timed_out") != result.timed_out and state != "abandoned":
        found.append(f"state is {state} but timed_out is {str(result.timed_out).lower()}")
    for answer in answers:
        problem = _answer_problem(answer)
        if problem:
            found.append(f"question {answer.position or answer.question_id}: {problem}")
    return found


def _answer_problem(answer: ItemResponse) -> str | None:
    if answer.kind == "choice" and answer.answered != bool(answer.selected_texts):
        return "'answered' does not match the choices selected"
    if answer.correct and not answer.answered:
        return "correct without an answer"
    if answer.key_known and answer.choice_texts:
        right = set(answer.choice_texts) - set(answer.wrong_choice_texts)
        if answer.correct != (set(answer.selected_texts) == right):
            return "'correct' does not match the choices selected"
    return None
