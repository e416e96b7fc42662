"""Architecture and hygiene checks that must hold on every commit.

The layering contracts live in pyproject.toml ([tool.importlinter]); these tests run
the same tools CI would, so a forbidden import (Qt in the domain, say) fails here.
"""

from __future__ import annotations

import os
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


#: Test helpers are imported by bare name (pytest puts each test's folder on the path), so
#: each folder is checked on its own, with the shared helper folders on the path.
TYPED_FOLDERS = [
    "tests",
    "tests/domain",
    "tests/formats",
    "tests/db",
    "tests/ui",
    "tests/pg",
    "tests/robustness",
    "benchmarks",
    "scripts",
]
#: Strict, except what only tests do: pytest-qt's untyped helpers, Optional items
#: dereferenced where the test itself would fail loudly, pytest.approx comparisons.
TEST_TYPING = [
    "--strict",
    "--allow-untyped-calls",
    "--disable-error-code",
    "union-attr",
    "--disable-error-code",
    "comparison-overlap",
    "--no-namespace-packages",
]


@pytest.mark.slow
@pytest.mark.parametrize("folder", TYPED_FOLDERS)
def test_tests_benchmarks_and_scripts_are_typed(folder: str) -> None:
    files = sorted(str(path.relative_to(ROOT)) for path in (ROOT / folder).glob("*.py"))
    path = os.pathsep.join(["tests", "tests/domain", "scripts", folder])
    done = subprocess.run(
        [str(BIN / "mypy"), *TEST_TYPING, *files],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
        env={**os.environ, "MYPYPATH": path},
    )
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


@pytest.mark.slow
def test_no_module_imports_itself_back_even_for_annotations() -> None:
    """No circle in the import graph of the app and the benchmarks, counting the imports
    made only for type annotations (import-linter's acyclic contract skips those)."""
    import grimp

    graph = grimp.build_graph(
        "simulator", "benchmarks", exclude_type_checking_imports=False, cache_dir=None
    )
    circles = [
        sorted(component)
        for component in _strongly_connected(
            {module: graph.find_modules_directly_imported_by(module) for module in graph.modules}
        )
        if len(component) > 1
    ]
    assert circles == []


def _strongly_connected(edges: dict[str, set[str]]) -> list[set[str]]:
    """Tarjan's algorithm, iterative (the graph has hundreds of modules)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[set[str]] = []
    for root in edges:
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, successors = work[-1]
            for successor in successors:
                if successor not in edges:
                    continue
                if successor not in index:
                    index[successor] = low[successor] = len(index)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(edges[successor]))))
                    break
                if successor in on_stack:
                    low[node] = min(low[node], index[successor])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.add(member)
                        if member == node:
                            break
                    components.append(component)
    return components
