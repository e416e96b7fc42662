"""Hatch build hook: the interface's translations go into the package, compiled.

The `.ts` files in `translations/` are compiled by Qt's lrelease (PySide6-Essentials is
a build requirement for this) into `simulator/_bundled/translations/*.qm` of a wheel;
for an editable install they are compiled beside the `.ts` files, where a source
checkout looks for them (and rebuilds a stale one at start, `simulator.catalogues`).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


def _catalogues_module(root: Path) -> Any:
    """simulator/catalogues.py by its path: the package's other modules need its
    dependencies, which a build environment does not have."""
    spec = importlib.util.spec_from_file_location(
        "_catalogues", root / "simulator" / "catalogues.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class TranslationsHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel":
            return
        root = Path(self.root)
        catalogues = _catalogues_module(root)
        ts_files = catalogues.sources(root)
        if version == "editable":
            catalogues.build(ts_files, root / catalogues.SOURCES)
            return
        out = root / "build" / "translations"
        for built in catalogues.build(ts_files, out):
            build_data["force_include"][str(built)] = (
                f"simulator/_bundled/translations/{built.name}"
            )
