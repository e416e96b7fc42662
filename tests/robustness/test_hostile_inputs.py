"""Adversarial files: bounds, special files, terminal escapes, broken YAML, damaged results.

Each case is something a mistaken or malicious file can contain. Every one must end
in a clear message naming the file (and line), exit status 1, and no change anywhere:
never a traceback, an out-of-memory crash, or a half-written file.
"""

from __future__ import annotations

import json
import os
import resource
import signal
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from cli_helpers import run

from simulator.formats.files import MAX_INPUT_BYTES

ROOT = Path(__file__).resolve().parents[2]
MINI = ROOT / "tests" / "data" / "banks" / "mini.yaml"
RESULTS = ROOT / "tests" / "data" / "results"
MINI_TEXT = MINI.read_text(encoding="utf-8")


def bank_file(tmp_path: Path, text: str, name: str = "bank.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("old", "new", "line", "fragment"),
    [
        (
            "question_count: 3",
            "question_count: 100000000000000000000000000000",
            6,
            "question_count",
        ),
        ("time_limit_minutes: 5", "time_limit_minutes: 100000000000000000000", 7, "from 0 to 600"),
        ("question_count: 3", "question_count: 5", 6, "from 1 to 4"),  # the bank has 4
        ("profiling: 0.5", "profiling: .nan", 10, "finite number"),
        ("difficulty: 1", "difficulty: 99999999999999999999999", 0, "difficulty"),
    ],
)
def test_bounds_are_checked_by_validate_and_import_alike(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], old: str, new: str, line: int, fragment: str
) -> None:
    assert old in MINI_TEXT
    path = bank_file(tmp_path, MINI_TEXT.replace(old, new, 1))
    db = f"sqlite:///{tmp_path / 'x.db'}"
    for command in (["bank", "validate"], ["bank", "import"]):
        code, _, err = run(capsys, "--db", db, *command, str(path))
        assert code == 1, err
        problems = [ln for ln in err.splitlines() if ln.startswith(f"{path}:")]
        assert problems and fragment in problems[0], err
        if line:
            assert problems[0].startswith(f"{path}:{line}:"), problems[0]
    code, out, _ = run(capsys, "--db", db, "bank", "list")
    assert "mini" not in out.split()  # nothing of the file reached the database


def test_null_prompt_is_refused_not_stored_as_the_word_null(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = MINI_TEXT.replace("prompt: What does TensorRT optimize?", "prompt: null")
    code, _, err = run(capsys, "bank", "validate", str(bank_file(tmp_path, text)))
    assert code == 1 and "prompt must not be empty" in err


@pytest.mark.parametrize(
    ("old", "new", "line", "fragment"),
    [
        (
            "prompt: Which tool shows a timeline of CPU and GPU activity?",
            'prompt: "Which tool\\0 shows a timeline?"',
            20,
            "prompt contains a NUL character (\\0)",
        ),
        ("title: Mini Bank", 'title: "Mini\\x00 Bank"', 3, "bank title contains a NUL"),
        ("why: It records", 'why: "It\\0 records"\n        # ', 24, "choice 1 why contains a NUL"),
    ],
)
def test_characters_no_database_can_store_are_refused_at_their_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], old: str, new: str, line: int, fragment: str
) -> None:
    """PostgreSQL refuses NUL in text: a YAML "\\0" used to pass validation and fail in
    the database without a file or line. (A lone surrogate, the other character no
    database stores, is already refused by the YAML parser.)"""
    assert old in MINI_TEXT
    path = bank_file(tmp_path, MINI_TEXT.replace(old, new, 1))
    db = f"sqlite:///{tmp_path / 'x.db'}"
    for command in (["bank", "validate"], ["bank", "import"]):
        code, _, err = run(capsys, "--db", db, *command, str(path))
        assert code == 1, err
        assert err.startswith(f"{path}:{line}: "), err
        assert fragment in err.splitlines()[0], err
    code, out, _ = run(capsys, "--db", db, "bank", "list")
    assert "mini" not in out.split()


@pytest.mark.parametrize("kind", ["folder", "device", "fifo", "huge"])
def test_special_and_huge_files_are_refused_before_reading(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    if kind == "folder":
        path = tmp_path / "bank.yaml"
        path.mkdir()
    elif kind == "device":
        path = Path("/dev/zero")
    elif kind == "fifo":
        path = tmp_path / "bank.yaml"
        os.mkfifo(path)
        # A writer that never writes: reading would block forever.
        threading.Thread(target=lambda: open(path, "wb").close(), daemon=True).start()
    else:
        path = tmp_path / "bank.yaml"
        with open(path, "wb") as handle:
            handle.truncate(MAX_INPUT_BYTES + 1)  # sparse: no disk used
    code, _, err = run(capsys, "bank", "validate", str(path))
    assert code == 1
    assert err.startswith(f"{path}:1: cannot read the file"), err
    assert len(err.splitlines()) == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX FIFOs")
@pytest.mark.parametrize("command", ["bank validate", "bank import", "profile check"])
def test_a_fifo_nobody_writes_to_is_refused_not_waited_on(tmp_path: Path, command: str) -> None:
    """Opening a FIFO for reading waits for a writer: with none, `bank validate` hung
    forever before it could see what the path was. Run in a child process with a
    time-out, so that a hang fails this test instead of stopping the suite."""
    fifo = tmp_path / "input.yaml"
    os.mkfifo(fifo)
    env = {**os.environ, "EXAM_SIMULATOR_DB": f"sqlite:///{tmp_path / 'library.db'}"}
    try:
        done = subprocess.run(
            [sys.executable, "-m", "simulator", *command.split(), str(fifo)],
            capture_output=True,
            text=True,
            cwd=ROOT,
            env=env,
            timeout=60,
            check=False,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"`{command}` waited for someone to write into the FIFO")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.startswith(f"{fifo}:"), done.stderr
    assert "not a regular file" in done.stderr, done.stderr
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_a_yaml_error_points_at_where_the_construct_starts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = MINI_TEXT.replace("title: Mini Bank", "title: 'Mini Bank")  # never closed
    path = bank_file(tmp_path, text)
    code, _, err = run(capsys, "bank", "validate", str(path))
    assert code == 1
    assert err.startswith(f"{path}:3: YAML syntax error: the quoted text"), err


def test_a_character_yaml_cannot_hold_is_one_line_at_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A NUL byte gave PyYAML's two-line message ('… in "<unicode string>", position 27')."""
    path = bank_file(tmp_path, MINI_TEXT.replace("title: Mini Bank", "title: Mini\x00Bank"))
    code, _, err = run(capsys, "bank", "validate", str(path))
    assert code == 1
    assert err == (
        f"{path}:3: YAML syntax error: unacceptable character #x0000: control characters"
        " are not allowed\n"
    )


@pytest.mark.parametrize("encoding", ["utf-32", "utf-32-be"])
@pytest.mark.parametrize(
    ("suffix", "text"),
    [
        (".gift", "::q::Which planet is red? {=Mars ~Venus}\n"),
        (".txt", "Which planet is red?\nA. Venus\nB. Mars\nANSWER: B\n"),
        (".csv", "question,A,B,answer\nWhich planet is red?,Venus,Mars,B\n"),
        (".md", "### Q1\nWhich planet is red?\n\n- [ ] Venus\n- [x] Mars\n"),
    ],
)
def test_utf32_with_a_byte_order_mark_is_read_as_utf32_not_utf16(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], encoding: str, suffix: str, text: str
) -> None:
    """UTF-32's little-endian mark starts with UTF-16's: the file was read as UTF-16,
    every other character a NUL."""
    path = tmp_path / f"planets{suffix}"
    bom = "\ufeff" if encoding == "utf-32-be" else ""  # Python's "utf-32" writes its own
    path.write_bytes((bom + text).encode(encoding))
    code, _, err = run(capsys, "bank", "convert", str(path), "-o", str(tmp_path / "o.yaml"))
    assert code == 0 and err == "", err
    written = (tmp_path / "o.yaml").read_text(encoding="utf-8")
    assert "prompt: Which planet is red?" in written
    assert "text: Mars\n        correct: true" in written


def test_a_newline_in_a_file_name_keeps_each_problem_on_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`PATH:LINE: message`, one a line, even when PATH holds a line break: it was
    printed as it was, so the message began on a line of its own."""
    path = tmp_path / "two\nlines.gift"
    path.write_text("::q::What? {=a ~b}\n\nBroken {\n", encoding="utf-8")
    code, _, err = run(capsys, "bank", "validate", str(path))
    assert code == 0
    shown = str(path).replace("\n", "\\n")
    assert err == (
        f"{shown}:3: warning: question skipped: the question opens an answer block with"
        " '{' that is never closed\n"
    )


def test_terminal_escapes_in_titles_are_shown_not_obeyed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = MINI_TEXT.replace("title: Mini Bank", 'title: "\\e[2J\\e[31mEvil\\a"')
    db = f"sqlite:///{tmp_path / 'x.db'}"
    assert run(capsys, "--db", db, "bank", "import", str(bank_file(tmp_path, text)))[0] == 0
    code, out, _ = run(capsys, "--db", db, "bank", "list")
    assert code == 0
    assert "\x1b" not in out and "\x07" not in out
    assert "\\x1b[2J\\x1b[31mEvil\\x07" in out


def copy_results(tmp_path: Path) -> Path:
    folder = tmp_path / "results"
    folder.mkdir()
    for source in sorted(RESULTS.glob("s-0[1-4]_*.json")):
        (folder / source.name).write_bytes(source.read_bytes())
    return folder


def resealed(doc: dict[str, object]) -> str:
    from simulator.formats.result_file import compute_checksum

    doc["checksum"] = {"algorithm": "sha256", "value": compute_checksum(doc)}
    return json.dumps(doc)


@pytest.mark.parametrize(
    "damage",
    [
        lambda text: text.replace('"correct": 4', '"correct": ' + "9" * 5000, 1),
        lambda text: resealed(
            {**json.loads(text), "score": {**json.loads(text)["score"], "percent": float("inf")}}
        ),
        lambda text: resealed(
            {
                **json.loads(text),
                "topics": [{**t, "correct": t["total"] + 5} for t in json.loads(text)["topics"]],
            }
        ),
    ],
    ids=["5000-digit number", "infinite percent", "topic correct over total"],
)
def test_a_damaged_result_is_listed_and_left_out_not_fatal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], damage: object
) -> None:
    folder = copy_results(tmp_path)
    victim = sorted(folder.glob("s-02_*.json"))[0]
    victim.write_text(damage(victim.read_text(encoding="utf-8")), encoding="utf-8")  # type: ignore[operator]
    code, out, err = run(capsys, "results", "report", str(folder))
    assert code == 0, err
    assert f"warning: {victim}:" in err and "not counted" in err
    assert "Students 3" in out


def test_student_names_cannot_steer_the_terminal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = copy_results(tmp_path)
    victim = sorted(folder.glob("s-01_*.json"))[0]
    doc = json.loads(victim.read_text(encoding="utf-8"))
    doc["student"]["name"] = "\x1b]0;owned\x07Ada"
    victim.write_text(resealed(doc), encoding="utf-8")
    code, out, _ = run(capsys, "results", "report", str(folder))
    assert code == 0
    assert "\x1b" not in out and "\\x1b]0;owned\\x07Ada" in out


@pytest.mark.skipif(not hasattr(signal, "SIGXFSZ"), reason="needs POSIX file size limits")
def test_a_failed_write_leaves_the_old_file_whole(tmp_path: Path) -> None:
    """The disk fills up half way through writing: the old output stays as it was."""
    out = tmp_path / "out.yaml"
    out.write_text("the previous conversion\n", encoding="utf-8")
    seed = ROOT / "tests" / "data" / "seed_000.txt"

    def small_files() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # get EFBIG instead of being killed
        resource.setrlimit(resource.RLIMIT_FSIZE, (512, 512))

    done = subprocess.run(
        [sys.executable, "-m", "simulator", "bank", "convert", str(seed), "-o", str(out)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        preexec_fn=small_files,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr and f"{out}: cannot write" in done.stderr
    assert out.read_text(encoding="utf-8") == "the previous conversion\n"
    assert [p.name for p in tmp_path.iterdir()] == ["out.yaml"]  # no temporary left behind


PROFILE = """\
schema: 1
bank: mini
question_count: 3
time_limit_minutes: 10
same_paper: 1234
results_folder: results
"""


@pytest.mark.parametrize(
    ("old", "new", "line", "fragment"),
    [
        ("same_paper: 1234", "same_paper: 123456789012345678901234", 5, "same_paper seed"),
        ("same_paper: 1234", "same_paper: " + "7" * 5000, 5, "far too many digits"),
        ("time_limit_minutes: 10", "time_limit_minutes: 5000000", 4, "at most 600"),
        ("time_limit_minutes: 10", "time_limit_minutes: 123456789012345678901", 4, "at most 600"),
        ("question_count: 3", "question_count: 99999999999999999999999", 3, "at most"),
        (
            "results_folder: results",
            "results_server: foo://bar",
            6,
            "results_server is a database URL",
        ),
    ],
)
def test_profile_numbers_and_urls_are_checked_when_it_loads(
    tmp_path: Path, old: str, new: str, line: int, fragment: str
) -> None:
    from simulator.formats.problems import ProfileError
    from simulator.formats.profile import load_profile

    path = tmp_path / "classroom.yaml"
    path.write_text(PROFILE.replace(old, new), encoding="utf-8")
    with pytest.raises(ProfileError) as caught:
        load_profile(path)
    assert any(p.line == line and fragment in p.message for p in caught.value.problems), [
        str(p) for p in caught.value.problems
    ]
