"""build.spec is real Python, bundles the data folders and leaves out unused Qt modules.

The full build runs in CI (scripts/build-classroom); this test only reads the spec.
"""

from __future__ import annotations

import ast
from pathlib import Path

SPEC = Path(__file__).resolve().parent.parent / "build.spec"


def assigned(tree: ast.Module, name: str) -> ast.expr:
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == name for t in node.targets
        ):
            return node.value
    raise AssertionError(f"build.spec does not assign {name}")


def test_spec_parses_and_bundles_the_data_folders() -> None:
    tree = ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))
    folders = ast.unparse(assigned(tree, "DATA_FOLDERS"))
    for folder in ("'resources'", "'question_banks'", "migrations", "'translations'"):
        assert folder in folders


def test_spec_excludes_what_the_app_does_not_use() -> None:
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    excluded = {
        element.value
        for element in assigned(tree, "EXCLUDED_MODULES").elts  # type: ignore[attr-defined]
        if isinstance(element, ast.Constant)
    }
    for module in (
        "tkinter",
        "pytest",
        "PySide6.QtQml",
        "PySide6.QtQuick",
        "PySide6.QtVirtualKeyboard",
        "PySide6.QtWebEngineCore",
        "PySide6.QtPdf",
    ):
        assert module in excluded
    text = SPEC.read_text(encoding="utf-8")
    assert 'name="exam-simulator"' in text and "exam-simulator.ico" in text and "COLLECT(" in text
