"""Running the command line in-process, as the CLI tests of every folder do."""

from __future__ import annotations

import pytest

from simulator.cli import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """`exam-simulator ARGS...`: its exit code, standard output and standard error.

    Whatever the arguments, the user never sees a Python traceback.
    """
    code = main(list(args))
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err
