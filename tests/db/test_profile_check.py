"""Classroom profiles checked before class: new keys, the banks, the folder, `profile check`."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from cli_helpers import run

from simulator.domain.blueprint import BankOutline
from simulator.domain.classroom import ReviewPolicy
from simulator.formats.loader import load_bank
from simulator.formats.problems import ProfileError
from simulator.formats.profile import check_against_banks, load_profile

MINI = Path(__file__).parent.parent / "data" / "banks" / "mini.yaml"

PROFILE = textwrap.dedent(
    """\
    schema: 1
    name: Week 6 quiz
    bank: mini
    question_count: 3
    time_limit_minutes: 10
    topics: [profiling, nosuchtopic]
    results_folder: results
    """
)


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "classroom.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def mini_outline() -> dict[str, BankOutline]:
    return {"mini": BankOutline.of(load_bank(MINI))}


def test_defaults_for_a_graded_exam(tmp_path: Path) -> None:
    profile = load_profile(write(tmp_path, PROFILE))
    assert profile.attempts == 1
    assert profile.review is ReviewPolicy.SCORE
    assert profile.wall_clock
    assert profile.accommodation("anyone").extra_time_percent == 0
    # Older profiles that showed explanations meant the full review.
    older = load_profile(write(tmp_path, PROFILE + "show_explanations: true\n"))
    assert older.review is ReviewPolicy.ANSWERS


@pytest.mark.parametrize(
    ("extra", "line", "fragment"),
    [
        ("review: everything\n", 8, "review is one of none, score, answers-after-submit"),
        ("review: score\nshow_explanations: true\n", 9, "show_explanations: true needs review"),
        ("attempts: 0\n", 8, "attempts must be at least 1"),
        ("accommodations: [s-017]\n", 8, "accommodations is a mapping of student IDs"),
        (
            "accommodations:\n  s-017: {extra_time_percent: 500}\n",
            9,
            "extra_time_percent of s-017 must be from 1 to 300",
        ),
        (
            "accommodations:\n  s-017: {extra_time: 50}\n",
            9,
            "unknown key 'extra_time'",
        ),
        (
            "accommodations:\n  s-017: {extra_time_percent: 50}\n  S-017: {extra_time_percent: 25}\n",
            10,
            "student ID 'S-017' is listed twice",
        ),
        (f"name: {'x' * 301}\n", 7, "name is 301 characters long; at most 300"),
    ],
)
def test_new_keys_are_checked_at_their_line(
    tmp_path: Path, extra: str, line: int, fragment: str
) -> None:
    text = PROFILE.replace("name: Week 6 quiz\n", "") if extra.startswith("name:") else PROFILE
    path = write(tmp_path, text + extra)
    with pytest.raises(ProfileError) as caught:
        load_profile(path)
    found = caught.value.problems
    assert any(p.line == line and fragment in p.message for p in found), found


def test_the_settings_digest_covers_the_rules_not_where_results_go(tmp_path: Path) -> None:
    base = load_profile(write(tmp_path, PROFILE)).digest
    assert load_profile(write(tmp_path, PROFILE)).digest == base
    moved = PROFILE.replace("results_folder: results", "results_folder: /media/stick")
    assert load_profile(write(tmp_path, moved)).digest == base
    for change in (
        PROFILE.replace("time_limit_minutes: 10", "time_limit_minutes: 600"),
        PROFILE + "passing_score: 0.1\n",
        PROFILE + "attempts: 5\n",
        PROFILE + "accommodations: {s-1: {extra_time_percent: 100}}\n",
    ):
        assert load_profile(write(tmp_path, change)).digest != base


def test_unknown_topics_and_an_unfillable_count_are_refused_at_their_lines(
    tmp_path: Path,
) -> None:
    text = PROFILE.replace("question_count: 3", "question_count: 300")
    profile = load_profile(write(tmp_path, text))
    problems = check_against_banks(profile, mini_outline())
    where = str(tmp_path / "classroom.yaml")
    assert [str(p) for p in problems] == [
        f"{where}:6: bank 'mini' has no topic 'nosuchtopic' (its topics: profiling, inference)",
        f"{where}:4: question_count 300 is more than the 2 questions the chosen topics hold "
        "(profiling: 2)",
    ]
    missing = load_profile(write(tmp_path, PROFILE.replace("bank: mini", "bank: nosuchbank")))
    (problem,) = check_against_banks(missing, mini_outline())
    assert (
        problem.line == 3 and "there is no bank 'nosuchbank' (installed: mini)" in problem.message
    )


@pytest.fixture
def library(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    url = f"sqlite:///{tmp_path / 'library.db'}"
    assert run(capsys, "--db", url, "bank", "import", str(MINI))[0] == 0
    return url


def test_profile_check_lists_every_problem_with_its_line(
    tmp_path: Path, library: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, PROFILE.replace("question_count: 3", "question_count: 300"))
    code, out, err = run(capsys, "--db", library, "profile", "check", str(path))
    assert code == 1 and out == ""
    assert err.splitlines()[:2] == [
        f"{path}:4: question_count 300 is more than the 2 questions the chosen topics hold "
        "(profiling: 2)",
        f"{path}:6: bank 'mini' has no topic 'nosuchtopic' (its topics: profiling, inference)",
    ]


def test_profile_check_creates_a_missing_results_folder_and_says_so(
    tmp_path: Path, library: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(
        tmp_path,
        PROFILE.replace("topics: [profiling, nosuchtopic]", "topics: [profiling]").replace(
            "question_count: 3", "question_count: 2"
        ),
    )
    code, out, err = run(capsys, "--db", library, "profile", "check", str(path))
    assert code == 0, err
    assert f"{path}:7: warning: created the results folder {tmp_path / 'results'}" in err
    assert (tmp_path / "results").is_dir()
    assert "ready for class (Week 6 quiz: bank mini, 2 questions from 1 topic(s)" in out
    assert "1 attempt(s) per student, review: score" in out


def test_profile_check_refuses_a_results_folder_that_cannot_be_used(
    tmp_path: Path, library: str, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "results").write_text("not a folder", encoding="utf-8")
    text = PROFILE.replace("topics: [profiling, nosuchtopic]\n", "")
    path = write(tmp_path, text)
    code, _, err = run(capsys, "--db", library, "profile", "check", str(path))
    assert code == 1
    assert f"{path}:6: the results folder {tmp_path / 'results'} is a file, not a folder" in err


def test_profile_check_of_a_broken_file(
    tmp_path: Path, library: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, PROFILE + "bnk: x\n")
    code, _, err = run(capsys, "--db", library, "profile", "check", str(path))
    assert code == 1 and f"{path}:8: profile: unknown key 'bnk'" in err


@pytest.mark.parametrize(
    ("option", "value", "message"),
    [
        ("--bank-id", "x" * 101, "bank id is 101 characters long; at most 100"),
        ("--title", "T" * 301, "the title is 301 characters long; at most 300"),
        ("--topic", "y" * 101, "topic id is 101 characters long; at most 100"),
    ],
)
def test_bank_ids_and_titles_from_the_command_line_are_bounded(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], option: str, value: str, message: str
) -> None:
    source = Path(__file__).parent.parent / "data" / "seed_000.txt"
    out = tmp_path / "out.yaml"
    code, _, err = run(capsys, "bank", "convert", str(source), "-o", str(out), option, value)
    assert code == 1 and f"{source}:1: {message}" in err
    assert not out.exists()
    code, _, _ = run(capsys, "bank", "convert", str(source), "-o", str(out), option, value[:100])
    assert code == 0
