"""Class summary and classical item analysis (simulator.domain.item_analysis)."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Sequence

import pytest

from simulator.domain.item_analysis import (
    ChoiceCount,
    ItemResponse,
    ItemStats,
    StudentResult,
    class_summary,
    group_size,
    item_analysis,
    rank_students,
    standings,
)
from simulator.domain.scoring import TopicTally


def student(
    number: int,
    correct: Sequence[bool],
    *,
    question_ids: Sequence[str] | None = None,
    topic: str = "t",
    selected: Sequence[tuple[str, ...]] | None = None,
    wrong: tuple[str, ...] = ("w1", "w2"),
    answered: Sequence[bool] | None = None,
    passed: bool | None = None,
) -> StudentResult:
    """A student whose attempt `uuid-NNNN` answered question i correctly iff correct[i]."""
    ids = list(question_ids or [f"q{i + 1}" for i in range(len(correct))])
    answers = tuple(
        ItemResponse(
            question_id=qid,
            topic=topic,
            correct=ok,
            answered=True if answered is None else answered[i],
            selected_texts=selected[i] if selected else (("right",) if ok else (wrong[0],)),
            wrong_choice_texts=wrong,
        )
        for i, (qid, ok) in enumerate(zip(ids, correct, strict=True))
    )
    right = sum(correct)
    percent = 100 * right / len(correct)
    return StudentResult(
        attempt_uuid=f"uuid-{number:04d}",
        student_name=f"Student {number}",
        student_id=f"s{number}",
        bank_id="bank",
        correct=right,
        total=len(correct),
        percent=percent,
        passed=percent >= 70 if passed is None else passed,
        topics=(TopicTally(topic, right, len(correct), topic.title()),),
        answers=answers,
    )


def stats_of(results: Sequence[StudentResult], qid: str = "q1") -> ItemStats:
    return {s.question_id: s for s in item_analysis(results)}[qid]


@pytest.mark.parametrize(
    ("n", "size"),
    [(0, 0), (1, 1), (2, 1), (3, 1), (5, 1), (6, 2), (10, 3), (11, 3), (50, 14), (100, 27)],
)
def test_group_size_is_27_percent_rounded_half_up(n: int, size: int) -> None:
    # 0.27 * 6 = 1.62 -> 2, 0.27 * 10 = 2.7 -> 3, 0.27 * 50 = 13.5 -> 14
    assert group_size(n) == size


def test_group_size_rounds_half_up_where_bankers_rounding_would_not() -> None:
    assert group_size(150) == 41  # round(40.5) == 40 in Python


def test_class_summary_pools_topics_and_counts_passes() -> None:
    results = [
        StudentResult(
            "u1",
            "A",
            "a",
            "bank",
            3,
            4,
            75.0,
            True,
            topics=(TopicTally("x", 2, 2, "Topic X"), TopicTally("y", 1, 2, "Topic Y")),
        ),
        StudentResult(
            "u2",
            "B",
            "b",
            "bank",
            1,
            4,
            25.0,
            False,
            topics=(TopicTally("y", 1, 3, "Topic Y"), TopicTally("x", 0, 1, "Topic X")),
        ),
        StudentResult("u3", "C", "c", "bank", 4, 4, 100.0, True),
    ]
    summary = class_summary(results)
    assert summary.students == 3
    assert summary.mean_percent == pytest.approx((75 + 25 + 100) / 3)
    assert summary.median_percent == 75.0
    assert (summary.min_percent, summary.max_percent) == (25.0, 100.0)
    assert (summary.passed, summary.pass_rate) == (2, pytest.approx(2 / 3))
    # pooled, in first-met order: x = (2+0)/(2+1), y = (1+1)/(2+3)
    assert [(t.topic, t.title, t.correct, t.total) for t in summary.topics] == [
        ("x", "Topic X", 2, 3),
        ("y", "Topic Y", 2, 5),
    ]
    assert summary.topics[0].accuracy == pytest.approx(2 / 3)
    assert summary.topics[1].accuracy == pytest.approx(0.4)


def test_median_of_an_even_class_is_the_mean_of_the_middle_two() -> None:
    results = [student(i, [True] * i + [False] * (4 - i)) for i in range(4)]  # 0,25,50,75
    assert class_summary(results).median_percent == 37.5


def test_class_summary_of_nobody_is_all_zeros() -> None:
    # a roster with nobody handed in yet still has a report
    summary = class_summary([])
    assert (summary.students, summary.passed, summary.pass_rate, summary.topics) == (0, 0, 0, ())


def test_facility_and_discrimination_of_a_small_class() -> None:
    # 6 students, g = round(1.62) = 2. Totals over q1..q3 rank them s1 > s2 > … > s6.
    rows = [
        [True, True, True],  # s1 100%
        [True, True, False],  # s2 66.7%
        [True, False, True],  # s3 66.7% (after s2: uuid-0002 < uuid-0003)
        [False, True, False],  # s4 33.3%
        [True, False, False],  # s5 33.3%
        [False, False, False],  # s6 0%
    ]
    results = [student(i + 1, row) for i, row in enumerate(rows)]
    stats = {s.question_id: s for s in item_analysis(results)}
    # q1: 4/6 correct; upper {s1, s2} 2/2, lower {s5, s6} 1/2 -> D = 0.5
    assert stats["q1"].facility == pytest.approx(4 / 6)
    assert stats["q1"].discrimination == pytest.approx(0.5)
    # q2: 3/6; upper 2/2, lower 0/2 -> D = 1
    assert stats["q2"].discrimination == 1.0
    # q3: 2/6; upper {s1 yes, s2 no} 1/2, lower 0/2 -> D = 0.5
    assert stats["q3"].discrimination == pytest.approx(0.5)
    assert {s.group_size for s in stats.values()} == {2}
    assert all(not s.flags for s in stats.values())


def test_ties_are_broken_by_attempt_uuid_whatever_the_input_order() -> None:
    # 4 students, g = 1: all have 50%. Upper = smallest uuid, lower = largest.
    results = [
        student(1, [True, False]),
        student(2, [False, True]),
        student(3, [True, False]),
        student(4, [False, True]),
    ]
    expected = item_analysis(results)
    shuffled = results[:]
    random.Random(7).shuffle(shuffled)
    assert item_analysis(shuffled) == expected
    q1 = {s.question_id: s for s in expected}["q1"]
    assert q1.discrimination == 1.0  # uuid-0001 right, uuid-0004 wrong
    assert [r.attempt_uuid for r in rank_students(shuffled)] == [
        "uuid-0001",
        "uuid-0002",
        "uuid-0003",
        "uuid-0004",
    ]


def test_standings_share_ranks_and_list_ties_by_name() -> None:
    def named(uuid: str, name: str, percent: float) -> StudentResult:
        return StudentResult(uuid, name, "", "bank", 0, 1, percent, False)

    table = standings(
        [
            named("u1", "zoe", 50),
            named("u2", "Adam", 50),
            named("u3", "", 90),  # no name, no id: shown by attempt
            named("u4", "bea", 20),
            named("u5", "Ben", 50),
        ]
    )
    assert [(rank, r.display_name) for rank, r in table] == [
        (1, "attempt u3"),
        (2, "Adam"),
        (2, "Ben"),
        (2, "zoe"),
        (5, "bea"),
    ]


def test_a_single_student_has_no_discrimination_and_no_weak_flag() -> None:
    stats = stats_of([student(1, [True])])
    assert (stats.responses, stats.facility, stats.discrimination) == (1, 1.0, None)
    assert stats.flags == ("too easy (facility 1.00 > 0.95)",)


def test_flag_wording_for_too_hard_too_easy_and_weak() -> None:
    # 20 students, only s1 right: facility 0.05; g = round(5.4) = 5; upper {s1..s5}
    # has 1/5 right, lower 0/5: D = 0.2 exactly, which is not weak.
    hard = [student(i, [i == 1, True]) for i in range(1, 21)]
    assert stats_of(hard).flags == ("too hard (facility 0.05 < 0.10)",)
    # 100 students, all but s40, s45, s50 right: facility 0.97. q2 (right for s1..s50)
    # ranks them: top 27 = s1..s27 (all right), bottom 27 = s74..s100 (all right): D 0.
    easy = [student(i, [i not in (40, 45, 50), i <= 50]) for i in range(1, 101)]
    assert stats_of(easy).flags == (
        "too easy (facility 0.97 > 0.95)",
        "weak discrimination (0.00 < 0.20)",
    )


def test_weak_discrimination_wording_with_a_fraction() -> None:
    # 93 students: g = round(25.11) = 25. q2 sorts them (first 40 right); q1 right for
    # 3 of the top 25 and none of the bottom 25 -> D = 3/25 = 0.12.
    results = [student(i, [i in (1, 2, 3), i <= 40, True]) for i in range(1, 94)]
    stats = stats_of(results)
    assert stats.discrimination == pytest.approx(0.12)
    assert "weak discrimination (0.12 < 0.20)" in stats.flags


def test_boundaries_are_not_flagged_and_compared_exactly() -> None:
    # 19 students, g = round(5.13) = 5; q1: top 5 -> 3 right, bottom 5 -> 2 right,
    # D = 3/5 - 2/5, which is 0.19999999999999996 in floats but exactly 0.2.
    rows = []
    for i in range(1, 20):
        top, bottom = i <= 5, i >= 15
        q1 = (i <= 3) if top else ((i >= 18) if bottom else True)
        rows.append(student(i, [q1, *([True] * (20 - i)), *([False] * (i - 1))]))
    stats = stats_of(rows)
    assert stats.discrimination == pytest.approx(0.2)
    assert stats.facility == pytest.approx(14 / 19)
    assert stats.flags == ()
    # facility exactly 0.10 and exactly 0.95 are inside the range
    tenth = [student(i, [i == 1, i <= 5]) for i in range(1, 11)]
    assert stats_of(tenth).facility == 0.1
    assert not any("facility" in flag for flag in stats_of(tenth).flags)
    most = [student(i, [i != 20, i <= 10]) for i in range(1, 21)]
    assert stats_of(most).facility == 0.95
    assert not any("facility" in flag for flag in stats_of(most).flags)


def test_flag_shows_more_decimals_when_two_would_hide_the_difference() -> None:
    results = [student(i, [i <= 951]) for i in range(1, 1001)]
    assert stats_of(results).flags[0] == "too easy (facility 0.951 > 0.950)"


def test_distractors_count_every_wrong_pick_and_list_unpicked_choices() -> None:
    wrong = ("A", "B", "c")
    results = [
        student(1, [True], selected=[("R1", "R2")], wrong=wrong),
        student(2, [False], selected=[("R1", "A")], wrong=wrong),  # Choose two, one wrong
        student(3, [False], selected=[("A", "B")], wrong=wrong),  # both wrong
        student(4, [False], selected=[("R1",)], wrong=wrong),  # too few: wrong, no distractor
        student(5, [False], selected=[()], wrong=wrong, answered=[False]),
    ]
    stats = item_analysis(results)[0]
    assert stats.distractors == (ChoiceCount("A", 2), ChoiceCount("B", 1), ChoiceCount("c", 0))
    assert (stats.responses, stats.correct, stats.unanswered) == (5, 1, 1)


def test_choices_are_matched_by_text_across_students_and_bank_versions() -> None:
    results = [
        student(1, [False], selected=[("old",)], wrong=("old", "same")),
        student(2, [False], selected=[("same",)], wrong=("same", "new")),
    ]
    assert item_analysis(results)[0].distractors == (
        ChoiceCount("old", 1),
        ChoiceCount("same", 1),
        ChoiceCount("new", 0),
    )


def test_random_papers_analyse_each_question_over_the_students_who_saw_it() -> None:
    results = [
        student(1, [True, True], question_ids=["a", "b"]),
        student(2, [True, False], question_ids=["a", "c"]),
        student(3, [False, False], question_ids=["b", "c"]),
    ]
    stats = {s.question_id: s for s in item_analysis(results)}
    assert [s.question_id for s in item_analysis(results)] == ["a", "b", "c"]
    assert (stats["a"].responses, stats["a"].facility) == (2, 1.0)
    # b: seen by s1 (100%) and s3 (0%), g = 1 -> D = 1 - 0
    assert (stats["b"].responses, stats["b"].discrimination) == (2, 1.0)
    assert stats["c"].facility == 0.0


def test_a_question_repeated_in_one_attempt_counts_once() -> None:
    results = [student(1, [True, False], question_ids=["q1", "q1"])]
    stats = item_analysis(results)
    assert len(stats) == 1 and stats[0].responses == 1 and stats[0].correct == 1


def test_custom_thresholds() -> None:
    results = [student(i, [i <= 5, i <= 5]) for i in range(1, 11)]
    assert stats_of(results).flags == ()
    stats = item_analysis(results, min_facility=0.6, max_facility=0.4, min_discrimination=1.5)
    assert len(stats[0].flags) == 3


def test_the_module_imports_nothing_heavy() -> None:
    code = (
        "import sys, simulator.domain.item_analysis;"
        "bad = [m for m in ('PySide6', 'sqlalchemy', 'yaml') if m in sys.modules];"
        "sys.exit(1 if bad else 0)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
