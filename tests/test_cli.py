"""The command line contract (README "Command line"): exit codes, messages, no change on error."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from cli_helpers import run

from simulator import __version__
from simulator.cli import main

DATA = Path(__file__).parent / "data"
MINI = DATA / "banks" / "mini.yaml"

MALFORMED = {
    "empty": "",
    "not-a-mapping": "- just\n- a list\n",
    "wrong-schema": MINI.read_text(encoding="utf-8").replace("schema: 1", "schema: 9"),
    "unknown-key": MINI.read_text(encoding="utf-8").replace("title: Mini Bank", "titel: Mini Bank"),
    "duplicate-id": MINI.read_text(encoding="utf-8").replace("id: inf-002", "id: inf-001"),
    "unknown-topic": MINI.read_text(encoding="utf-8").replace(
        "topic: inference\n    prompt: Which server", "topic: cooking\n    prompt: Which server"
    ),
    "no-correct": MINI.read_text(encoding="utf-8").replace(
        "      - text: Triton Inference Server\n        correct: true\n",
        "      - text: Triton Inference Server\n",
    ),
    "blueprint-sum": MINI.read_text(encoding="utf-8").replace("inference: 0.5", "inference: 0.2"),
    "python-tag": MINI.read_text(encoding="utf-8").replace(
        "prompt: What does TensorRT optimize?", "prompt: !!python/object/apply:os.system [id]"
    ),
}


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'cli.db'}"


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["--version"])
    assert caught.value.code == 0
    assert __version__ in capsys.readouterr().out


def test_validate_ok(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "bank", "validate", str(MINI))
    assert code == 0 and err == ""
    assert "bank 'mini' with 4 questions in 2 topics" in out


def test_list_imports_bundled_banks_on_first_use(
    capsys: pytest.CaptureFixture[str], db_url: str
) -> None:
    code, out, _ = run(capsys, "--db", db_url, "bank", "list")
    assert code == 0
    assert "nca-ai-deep-learning" in out


def test_import_then_list(capsys: pytest.CaptureFixture[str], db_url: str) -> None:
    code, out, _ = run(capsys, "--db", db_url, "bank", "import", str(MINI))
    assert code == 0 and "4 added" in out
    code, out, _ = run(capsys, "--db", db_url, "bank", "import", str(MINI))
    assert code == 0 and "up to date" in out
    code, out, _ = run(capsys, "--db", db_url, "bank", "list")
    assert "mini" in out and "4 questions" in out


@pytest.mark.parametrize("kind", sorted(MALFORMED))
def test_malformed_files_exit_1_and_change_nothing(
    capsys: pytest.CaptureFixture[str], db_url: str, tmp_path: Path, kind: str
) -> None:
    bad = tmp_path / f"{kind}.yaml"
    bad.write_text(MALFORMED[kind], encoding="utf-8")
    _, before, _ = run(capsys, "--db", db_url, "bank", "list")

    code, _, err = run(capsys, "bank", "validate", str(bad))
    assert code == 1
    assert err.startswith(f"{bad}:")
    line = err.split(":")[1]
    assert line.isdigit()

    code, _out, err = run(capsys, "--db", db_url, "bank", "import", str(MINI), str(bad))
    assert code == 1 and f"{bad}:{line}:" in err and "nothing was imported" in err
    assert run(capsys, "--db", db_url, "bank", "list")[1] == before


def test_non_utf8_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "latin1.yaml"
    bad.write_bytes(MINI.read_bytes().replace(b"Mini Bank", b"Mini Bank \xe9t\xe9"))
    code, _, err = run(capsys, "bank", "validate", str(bad))
    assert code == 1 and f"{bad}:3: the file is not UTF-8 text" in err


def test_missing_file_and_unknown_type(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(
        capsys, "bank", "validate", str(tmp_path / "nope.yaml"), str(MINI.with_suffix(".md"))
    )
    assert code == 1
    assert "nope.yaml:1: cannot read the file" in err


def test_newer_database_is_a_message_not_a_traceback(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from sqlalchemy import create_engine, text

    url = f"sqlite:///{tmp_path / 'future.db'}"
    run(capsys, "--db", url, "bank", "list")
    engine = create_engine(url)
    with engine.begin() as connection:
        connection.execute(text("UPDATE alembic_version SET version_num = '0042'"))
    engine.dispose()
    code, _, err = run(capsys, "--db", url, "bank", "list")
    assert code == 1 and err.startswith("error: the database") and "newer version" in err
    assert "Traceback" not in err


def test_db_from_environment(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "env.db"
    monkeypatch.setenv("EXAM_SIMULATOR_DB", f"sqlite:///{path}")
    assert run(capsys, "bank", "import", str(MINI))[0] == 0
    assert path.exists()


@pytest.mark.slow
def test_console_script_and_module_entry_points(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'proc.db'}"
    for command in (
        [sys.executable, "-m", "simulator"],
        [str(Path(sys.executable).with_name("exam-simulator"))],
    ):
        done = subprocess.run(
            [*command, "--db", url, "bank", "validate", str(MINI)],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        assert "ok" in done.stdout


def test_output_cut_short_by_a_closed_pipe_ends_quietly(tmp_path: Path) -> None:
    """`exam-simulator questions BANK --json | head`: no traceback when the reader goes away."""
    command = [sys.executable, "-m", "simulator", "--db", f"sqlite:///{tmp_path / 'p.db'}"]
    with subprocess.Popen(
        ["head", "-c", "10"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL
    ) as reader:
        writer = subprocess.run(
            [*command, "questions", "nca-ai-deep-learning", "--json"],
            stdout=reader.stdin,
            stderr=subprocess.PIPE,
            text=True,
            check=False,
            timeout=120,
        )
        assert reader.stdin is not None
        reader.stdin.close()
    assert "Traceback" not in writer.stderr
    assert writer.returncode == 141
