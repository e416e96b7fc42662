"""Reading question files of hostile shape and of great size, against a trivial line split.

Rows:
- `parse_pathological`: the worst of the inputs that once took minutes (blank lines
  before an Aiken question, a GIFT `{` followed by ` ~`, a plain-text title with
  spaces, Markdown headings with spaces, unclosed braces, dashes), each made 1 MB
  (0.25 MB with --quick), detected and converted or refused; in seconds per MB.
- `parse_large`: a 10 MB Aiken-like file of ordinary questions (2 MB with --quick),
  detected and converted; in seconds.

The baseline reads the same bytes with the least work a reader can do: decode,
split into lines, strip each. Targets: under 2 s per MB, and 10 MB under 20 s.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from pathlib import Path
from statistics import median
from typing import TYPE_CHECKING, Any

from benchmarks.measure import Result
from simulator.formats.drafts import ImportOptions
from simulator.formats.problems import BankFileError
from simulator.formats.sources import read_question_file

if TYPE_CHECKING:
    from benchmarks.workspace import Workspace

MB = 1_000_000
AIKEN = "Which planet is red?\nA. Venus\nB. Mars\nANSWER: B\n"

#: name, file suffix, a maker of about `size` characters
PATHOLOGICAL: tuple[tuple[str, str, Callable[[int], str]], ...] = (
    ("blank lines + Aiken", ".txt", lambda n: "\n" * n + AIKEN),
    ("GIFT '{' + ' ~'", ".txt", lambda n: "Q {" + " ~" * (n // 2)),
    ("GIFT '{' + ' ~' (.gift)", ".gift", lambda n: "Q {" + " ~" * (n // 2)),
    (
        "title + spaces",
        ".txt",
        lambda n: "Title" + " " * n + "x\nQuestion 1: Q?\n- a\n- b (Correct answer)\n",
    ),
    ("headings + spaces", ".md", lambda n: ("#" + " " * (n // 3) + "x\n") * 3),
    ("unclosed braces", ".txt", lambda n: "Q {" * (n // 3)),
    ("dashes", ".txt", lambda n: "Title" + "-=" * (n // 2) + "\n" + AIKEN),
    ("lettered lines", ".md", lambda n: "Q?\n\n" + "A. x\n" * (n // 5)),
)


def _baseline(path: Path) -> float:
    start = time.process_time()
    lines = [line.strip() for line in path.read_bytes().decode("utf-8", "replace").split("\n")]
    del lines
    return time.process_time() - start


def _read(path: Path) -> float:
    start = time.process_time()
    with contextlib.suppress(BankFileError):  # refused is an answer too: as quickly
        read_question_file(path, ImportOptions())
    return time.process_time() - start


def _large_file(size: int) -> str:
    """Ordinary questions, numbered prompts, four choices and a multilingual answer line."""
    parts: list[str] = []
    number = 0
    while sum(map(len, parts)) < size:
        number += 1
        parts.append(
            f"{number}. Which of these is the right answer to question {number}?\n"
            f"A. The first choice of question {number}\nB. The second choice\n"
            f"C. The third choice\nD. The fourth choice\n"
            f"{'Answer' if number % 2 else 'Respuesta'}: {'ABCD'[number % 4]}\n"
            f"Explanation: choice {'ABCD'[number % 4]} is right for question {number}.\n\n"
        )
    return "".join(parts)


def parsing(ws: Workspace) -> list[Result]:
    """Hostile and large files, detected and converted (or refused), per MB."""
    quick = ws.scale.name == "quick"
    size = MB // 4 if quick else MB
    folder = ws.root / "parsing"
    folder.mkdir(exist_ok=True)
    per_input: dict[str, float] = {}
    baselines: list[float] = []
    for index, (name, suffix, make) in enumerate(PATHOLOGICAL):
        path = folder / f"hostile-{index}{suffix}"
        path.write_text(make(size), encoding="utf-8")
        megabytes = path.stat().st_size / MB
        per_input[name] = round(_read(path) / megabytes, 3)
        baselines.append(_baseline(path) / megabytes)
    worst = max(per_input, key=lambda name: per_input[name])
    large = folder / "large.txt"
    large.write_text(_large_file(2 * MB if quick else 10 * MB), encoding="utf-8")
    large_mb = large.stat().st_size / MB
    large_times = [_read(large) for _ in range(1 if quick else 2)]
    details: dict[str, Any] = {
        "input_mb": round(size / MB, 2),
        "seconds_per_mb": per_input,
        "worst": worst,
        "large_mb": round(large_mb, 1),
        "large_s": [round(t, 2) for t in large_times],
    }
    return [
        Result(
            "parse_pathological",
            "Hostile files, detected and read",
            "s/MB",
            value=per_input[worst],
            baseline=median(baselines),
            baseline_label="split lines + strip",
            max_value=2.0,
            value_text=f"{per_input[worst]:.2f} s/MB (worst: {worst})",
            details=details,
        ),
        Result(
            "parse_large",
            f"A {large_mb:.0f} MB question file, detected and converted",
            "s",
            value=median(large_times),
            baseline=_baseline(large),
            baseline_label="split lines + strip",
            max_value=2.0 * large_mb,
            details=details,
        ),
    ]
