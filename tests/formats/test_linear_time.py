"""Reading any file takes time linear in its size: no pattern backtracks on long runs.

A hostile-input run found files that took minutes: 50 KB of blank lines before an
Aiken question (29 s), a GIFT `{` followed by 120,000 ` ~` (41 s), a plain-text
title with 30 KB of spaces (4.4 s), Markdown headings with 60,000 spaces (53 s).
Each test here reads an input and the same input four times as large, and checks
that the time grows about fourfold (a quadratic path grows sixteenfold). The bound
is a ratio measured inside one test, so a slow or busy machine does not fail it;
absolute speed is measured by `benchmarks/` (the `parse-pathological` row).
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from simulator.formats.drafts import ImportOptions
from simulator.formats.problems import BankFileError
from simulator.formats.sources import read_question_file

#: Linear work grows 4x for 4x the input; quadratic work 16x. Noise and the fixed cost
#: of a small input stay well under this.
MAX_GROWTH = 9.0
#: Below this a timing says more about the clock than the code.
FLOOR = 0.004

AIKEN = "Which planet is red?\nA. Venus\nB. Mars\nANSWER: B\n"


def _seconds(path: Path, fmt: str | None) -> float:
    """The best of two reads (detection, parsing and conversion), errors included."""
    best = float("inf")
    for _ in range(2):
        start = time.process_time()
        with contextlib.suppress(BankFileError):
            read_question_file(path, ImportOptions(format=fmt))
        best = min(best, time.process_time() - start)
    return best


def growth(
    folder: Path, make: Callable[[int], str], size: int, suffix: str, fmt: str | None
) -> float:
    """How much longer reading `make(4 * size)` takes than reading `make(size)`."""
    small, large = folder / f"small{suffix}", folder / f"large{suffix}"
    small.write_text(make(size), encoding="utf-8")
    large.write_text(make(4 * size), encoding="utf-8")
    return _seconds(large, fmt) / max(_seconds(small, fmt), FLOOR)


@pytest.mark.parametrize(
    ("name", "make", "suffix"),
    [
        ("blank lines before an Aiken question", lambda n: "\n" * n + AIKEN, ".txt"),
        ("a GIFT brace followed by ' ~'", lambda n: "Q {" + " ~" * (n // 2), ".txt"),
        ("a GIFT brace followed by ' ~' in a .gift", lambda n: "Q {" + " ~" * (n // 2), ".gift"),
        (
            "a plain-text title with spaces",
            lambda n: "Title" + " " * n + "x\nQuestion 1: Q?\n- a\n- b (Correct answer)\n",
            ".txt",
        ),
        ("Markdown headings with spaces", lambda n: ("#" + " " * (n // 3) + "x\n") * 3, ".md"),
        ("check-box paragraphs", lambda n: "Q?\n\n" + "[ ] a\n\n" * (n // 8) + "[X] b\n", ".md"),
        (
            "a check-box paragraph's spaces",
            lambda n: "Q?\n\n[ ] a\n\n[X]" + " " * n + "b\n",
            ".txt",
        ),
        (
            "a sheet keeping the right answer apart",
            lambda n: "Kysymys,Vaihtoehto2,Vaihtoehto3,Vastaus\n" + "Q?,a,b,c\n" * (n // 8),
            ".csv",
        ),
        (
            "Markdown headings with spaces, sniffed",
            lambda n: ("#" + " " * (n // 3) + "x\n") * 3,
            ".txt",
        ),
    ],
)
def test_the_reported_inputs_are_read_in_linear_time(
    tmp_path: Path, name: str, make: Callable[[int], str], suffix: str
) -> None:
    ratio = growth(tmp_path, make, 40_000, suffix, None)
    assert ratio < MAX_GROWTH, f"{name}: 4x the input took {ratio:.1f}x the time"


# Pathological inputs per format: a context the format's reader takes seriously, and a
# long run of one of the characters its grammar gives meaning to.
_CONTEXTS: dict[str, list[tuple[str, str]]] = {
    "gift": [
        ("Q {", "}"),
        ("::t::Q {=a ~b ", "}"),
        ("Q {T#", "x}"),
        ("Q {=a#", " ~b}"),
        ("$CATEGORY: ", "\n\nQ {=a ~b}"),
        ("// [id:", "]\nQ {=a ~b}"),
    ],
    "aiken": [("Q?\nA. ", "\nB. b\nANSWER: A\n"), ("", AIKEN), ("Q?\nA) a\nB) b\nANSWER: ", "")],
    "plain-text": [
        ("Title", "x\nQuestion 1: Q?\n- a\n- b\nCorrect answer: a\n"),
        ("T\nQuestion 1: Q?\n- a", "b (Correct answer)\n- c\n"),
        ("T\nQuestion 1: Q?\n- a\n- b\nCorrect answer: ", "a\n"),
    ],
    "markdown": [
        ("# ", "x\n"),
        ("### Question 1\nQ?\n\n- [ ] a", "\n- [x] b\n"),
        ("1. Q?\n    - A. a", "\n    - B. b\n\n    Correct answer: B\n"),
        ("## Section", ": x\n"),
        ("<details>", "</details>\n"),
        ("Q?\n\n* a\n* **b", "**\n"),
        ("**A:** ", "\n**B:** b\n\n**Answer: A**\n"),
        ("Q?\n\n[ ] a\n\n[X]", "b\n"),
        ("Q?\n\n[ ] a\n\n[X] b\n\n```\n", "\n```\n[ ] c\n"),
    ],
    "csv": [
        ('question,A,B,answer\n"', '",a,b,A\n'),
        ("question;A;B;answer\nQ;", ";b;A\n"),
        ("question,A,B,answer\n", "\n"),
        ("Kysymys,Vaihtoehto2,Vaihtoehto3,Vastaus\nQ,a,b,", "\n"),
    ],
    "moodle-xml": [
        (
            '<quiz><question type="multichoice"><questiontext><text>',
            "</text></questiontext></question></quiz>",
        ),
    ],
}
_SUFFIX = {"gift": ".gift", "aiken": ".txt", "plain-text": ".txt", "markdown": ".md", "csv": ".csv"}
_SUFFIX["moodle-xml"] = ".xml"
_CASES = [(fmt, before, after) for fmt, contexts in _CONTEXTS.items() for before, after in contexts]
_RUN_UNITS = [" ", "\n", "\t", " \n", "~", " ~", "=", "{", "}", "#", "-", "- ", "*", "**", "_", "`"]
_RUN_UNITS += [
    "[",
    "](",
    "(",
    ")",
    "<",
    "<a ",
    ">",
    ":",
    "::",
    "|",
    "A.",
    "A. ",
    ",",
    ";",
    '"',
    "\\",
]
_RUN_UNITS += ["✅", "$", "%", "&", "!", "e.g. A ", "a, ", "\n\n- A. x"]


@settings(
    max_examples=25,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(
    case=st.sampled_from(_CASES),
    unit=st.sampled_from(_RUN_UNITS)
    | st.text(alphabet=' \n~={}#-*[]()<>:|A.,"\\', min_size=1, max_size=3),
    sniffed=st.booleans(),
)
def test_pathological_runs_are_read_in_linear_time(
    tmp_path: Path, case: tuple[str, str, str], unit: str, sniffed: bool
) -> None:
    fmt, before, after = case

    def make(size: int) -> str:
        return before + unit * (size // len(unit)) + after

    suffix = ".txt" if sniffed else _SUFFIX[fmt]
    ratio = growth(tmp_path, make, 20_000, suffix, None if sniffed else fmt)
    assert ratio < MAX_GROWTH, f"{fmt} {before!r} + {unit!r} * n: 4x the input took {ratio:.1f}x"


@pytest.mark.parametrize(
    ("name", "make"),
    [
        ("a table row of many cells", lambda n: "1. Q?\n\n" + "| x " * (n // 4) + "| a. y |\n"),
        ("a table of many rows", lambda n: "1. Q?\n\n" + "| * | a. | x |\n" * (n // 14)),
        ("exported-review lines", lambda n: "我的答案:B正确答案:C\n" * (n // 14)),
        ("LaTeX braces", lambda n: "## Notes\n\n$" + "x_{a}" * (n // 5) + "$\n"),
    ],
)
def test_the_third_rounds_families_read_in_linear_time(
    tmp_path: Path, name: str, make: Callable[[int], str]
) -> None:
    ratio = growth(tmp_path, make, 40_000, ".md", None)
    assert ratio < MAX_GROWTH, f"{name}: 4x the input took {ratio:.1f}x the time"


@pytest.mark.parametrize(
    ("unit", "suffix", "make"),
    [
        (unit, suffix, make)
        for unit in ("<a ", "</a ", "<!--", "<!", "<?", "<img src=", "< ", "<td>", "<a>a")
        for suffix, make in (
            (".gift", lambda text: f"::q::[html]What {text}? {{=a ~b}}\n"),
            (
                ".xml",
                lambda text: (
                    '<quiz><question type="multichoice"><questiontext format="html">'
                    f"<text><![CDATA[{text}]]></text></questiontext>"
                    '<answer fraction="100"><text>a</text></answer>'
                    '<answer fraction="0"><text>b</text></answer></question></quiz>'
                ),
            ),
        )
    ],
)
def test_html_in_a_question_is_read_in_linear_time(
    tmp_path: Path, unit: str, suffix: str, make: Callable[[str], str]
) -> None:
    """Python's HTMLParser scans to the end of the text for each unclosed `<a `, `<!--`,
    `<?`…: 60 KB of `<a ` in a GIFT [html] or Moodle XML question took 30 s."""
    ratio = growth(tmp_path, lambda n: make(unit * (n // len(unit))), 20_000, suffix, None)
    assert ratio < MAX_GROWTH, f"{unit!r} * n in {suffix}: 4x the input took {ratio:.1f}x"
