"""Architecture and hygiene checks that must hold on every commit.

The layering contracts live in pyproject.toml ([tool.importlinter]); these tests run
the same tools CI would, so a forbidden import (Qt in the domain, say) fails here.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


def run_tool(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        command, cwd=ROOT, capture_output=True, text=True, timeout=600, check=False
    )


@pytest.mark.slow
def test_layers_are_respected() -> None:
    done = run_tool(str(BIN / "lint-imports"), "--no-cache")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


PYTHON_DIRS = [d for d in ("simulator", "tests", "benchmarks", "scripts") if (ROOT / d).is_dir()]


@pytest.mark.slow
def test_ruff_is_clean() -> None:
    check = run_tool(str(BIN / "ruff"), "check", *PYTHON_DIRS)
    assert check.returncode == 0, check.stdout
    fmt = run_tool(str(BIN / "ruff"), "format", "--check", *PYTHON_DIRS)
    assert fmt.returncode == 0, fmt.stdout


@pytest.mark.slow
def test_the_package_is_strictly_typed() -> None:
    done = run_tool(str(BIN / "mypy"))
    assert done.returncode == 0, done.stdout


def test_domain_imports_nothing_heavy() -> None:
    """Belt and braces for the import-linter contract: importing the domain loads no Qt/ORM."""
    code = (
        "import sys, simulator.domain.model, simulator.domain.session, simulator.domain.analytics;"
        "bad = [m for m in ('PySide6', 'sqlalchemy', 'yaml') if m in sys.modules];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
