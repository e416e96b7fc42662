"""Every command that writes a file leaves alone what is not a regular file at `-o`.

Before, `bank convert x.gift -o /dev/null` run as root replaced /dev/null with a
regular file. The nodes here are made by the tests in their own tmp folder, with the
device numbers of /dev/null (1, 3) and /dev/full (1, 7): the real /dev is never named.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path

import pytest
from cli_helpers import run

ROOT = Path(__file__).resolve().parents[2]
SEED = ROOT / "tests" / "data" / "seed_000.txt"
MINI = ROOT / "tests" / "data" / "banks" / "mini.yaml"
RESULTS = ROOT / "tests" / "data" / "results"

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX special files")
is_root = hasattr(os, "geteuid") and os.geteuid() == 0


def fifo(path: Path) -> None:
    os.mkfifo(path)


def null_device(path: Path) -> None:
    os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 3))


def full_device(path: Path) -> None:
    os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 7))


NODES = [
    pytest.param(fifo, "a FIFO", id="fifo"),
    pytest.param(
        null_device,
        "a device",
        id="like-dev-null",
        marks=pytest.mark.skipif(not is_root, reason="mknod needs root"),
    ),
    pytest.param(
        full_device,
        "a device",
        id="like-dev-full",
        marks=pytest.mark.skipif(not is_root, reason="mknod needs root"),
    ),
]


def untouched(path: Path, before: os.stat_result) -> bool:
    after = os.lstat(path)
    return (after.st_mode, after.st_ino, after.st_rdev) == (
        before.st_mode,
        before.st_ino,
        before.st_rdev,
    )


@pytest.mark.parametrize(("make", "kind"), NODES)
def test_convert_refuses_a_special_file_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], make: Callable[[Path], None], kind: str
) -> None:
    out = tmp_path / "out.yaml"
    make(out)
    before = os.lstat(out)
    code, stdout, err = run(capsys, "bank", "convert", str(SEED), "-o", str(out))
    assert code == 1 and "wrote" not in stdout
    lines = err.splitlines()
    assert lines[-1].startswith(f"{out}: cannot write: not a regular file ({kind})"), err
    assert untouched(out, before)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.yaml"]


@pytest.mark.parametrize(("make", "kind"), NODES)
def test_export_refuses_a_special_file_and_writes_no_images(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], make: Callable[[Path], None], kind: str
) -> None:
    db = f"sqlite:///{tmp_path / 'x.db'}"
    assert run(capsys, "--db", db, "bank", "import", str(MINI))[0] == 0
    folder = tmp_path / "out"
    folder.mkdir()
    out = folder / "mini.gift"
    make(out)
    before = os.lstat(out)
    code, _, err = run(
        capsys, "--db", db, "bank", "export", "mini", "--format", "gift", "-o", str(out)
    )
    assert code == 1
    assert err == f"{out}: cannot write: not a regular file ({kind}); nothing was written\n"
    assert untouched(out, before) and [p.name for p in folder.iterdir()] == ["mini.gift"]


@pytest.mark.parametrize("option", ["--csv", "--html"])
def test_the_class_report_refuses_a_fifo(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], option: str
) -> None:
    out = tmp_path / "report.out"
    os.mkfifo(out)
    code, _, err = run(capsys, "results", "report", str(RESULTS), option, str(out))
    assert code == 1
    assert f"{out}: cannot write: not a regular file (a FIFO)" in err
    assert stat.S_ISFIFO(os.lstat(out).st_mode)


def test_outputs_are_readable_by_others_under_the_usual_umask(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An exported bank is shared; an instructor reads a student's file: never 0600."""
    previous = os.umask(0o022)
    try:
        assert run(capsys, "bank", "convert", str(SEED), "-o", str(tmp_path / "b.yaml"))[0] == 0
        code, _, _ = run(
            capsys, "results", "report", str(RESULTS), "--csv", str(tmp_path / "r.csv")
        )
        assert code == 0
    finally:
        os.umask(previous)
    assert stat.S_IMODE((tmp_path / "b.yaml").stat().st_mode) == 0o644
    assert stat.S_IMODE((tmp_path / "r.csv").stat().st_mode) == 0o644


def _convert(db: str, out: Path) -> list[str]:
    return ["bank", "convert", str(SEED), "-o", str(out)]


def _export(fmt: str) -> Callable[[str, Path], list[str]]:
    def args(db: str, out: Path) -> list[str]:
        return ["--db", db, "bank", "export", "mini", "--format", fmt, "-o", str(out)]

    return args


def _report(option: str) -> Callable[[str, Path], list[str]]:
    def args(db: str, out: Path) -> list[str]:
        return ["results", "report", str(RESULTS), option, str(out)]

    return args


#: Every command that writes a file the user names.
WRITERS = [
    pytest.param(_convert, id="bank-convert"),
    *(
        pytest.param(_export(fmt), id=f"bank-export-{fmt}")
        for fmt in ("gift", "moodle-xml", "yaml")
    ),
    *(
        pytest.param(_report(option), id=f"results-report{option}")
        for option in ("--csv", "--html", "--gradebook", "--items", "--moodle")
    ),
]


@pytest.fixture
def library(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    db = f"sqlite:///{tmp_path / 'library.db'}"
    assert run(capsys, "--db", db, "bank", "import", str(MINI))[0] == 0
    return db


@pytest.mark.parametrize("command", WRITERS)
def test_every_writer_refuses_a_folder_in_one_line(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    library: str,
    command: Callable[[str, Path], list[str]],
) -> None:
    out = tmp_path / "out" / "named-like-a-file.txt"
    out.mkdir(parents=True)
    code, stdout, err = run(capsys, *command(library, out))
    assert code == 1 and "wrote" not in stdout
    assert err.splitlines()[-1] == (
        f"{out}: cannot write: not a regular file (a folder); nothing was written"
    )
    assert out.is_dir() and list(out.iterdir()) == []
    assert [p.name for p in out.parent.iterdir()] == [out.name]  # no temporary, no image


@pytest.mark.parametrize("command", WRITERS)
def test_every_writer_follows_a_symlink_and_keeps_the_mode(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    library: str,
    command: Callable[[str, Path], list[str]],
) -> None:
    """The link stays a link to the same file, whose content is new and mode unchanged."""
    shared = tmp_path / "shared"
    shared.mkdir()
    real = shared / "latest.out"
    real.write_text("the previous one\n", encoding="utf-8")
    real.chmod(0o640)
    link = tmp_path / "latest.out"
    link.symlink_to(real)
    code, _, err = run(capsys, *command(library, link))
    assert code == 0, err
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_text(encoding="utf-8-sig") not in ("", "the previous one\n")
    assert stat.S_IMODE(real.stat().st_mode) == 0o640
    assert sorted(p.name for p in shared.iterdir()) == ["latest.out"]


@pytest.mark.parametrize("name", ["exam.db", "exam.db-wal", "link.db"])
def test_export_never_writes_over_the_database_it_reads(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    """`bank export BANK --format yaml -o exam.db` replaced the whole database (every
    bank, answer and result) with one bank's YAML."""
    database = tmp_path / "exam.db"
    url = f"sqlite:///{database}"
    (tmp_path / "link.db").symlink_to(database)
    assert run(capsys, "--db", url, "bank", "import", str(MINI))[0] == 0
    output = tmp_path / name
    code, out, err = run(
        capsys, "--db", url, "bank", "export", "mini", "--format", "yaml", "-o", str(output)
    )
    assert (code, out) == (1, "")
    assert err == f"{output}: cannot write: it is the database itself; choose another file\n"
    code, out, _ = run(capsys, "--db", url, "bank", "list")
    assert code == 0 and "mini" in out


@pytest.mark.parametrize("option", ["--csv", "--html", "--gradebook", "--items", "--moodle"])
def test_a_report_never_writes_over_a_file_it_reads(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], option: str
) -> None:
    """`results report results/ --csv results/s-01_….json` replaced a student's result
    file (often the only copy) with the CSV report."""
    folder = tmp_path / "results"
    folder.mkdir()
    for source in RESULTS.glob("*.json"):
        (folder / source.name).write_bytes(source.read_bytes())
    victim = sorted(folder.glob("s-01_*.json"))[0]
    before = victim.read_bytes()
    code, out, err = run(capsys, "results", "report", str(folder), option, str(victim))
    assert (code, out) == (1, "")
    assert err == f"{victim}: is one of the files this report reads; choose another file\n"
    assert victim.read_bytes() == before
