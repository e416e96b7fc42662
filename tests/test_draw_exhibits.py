"""The bundled bank's exhibits are drawn by scripts/draw_exhibits.py, never copied in."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from simulator import paths

ROOT = Path(__file__).resolve().parent.parent


def test_the_script_draws_exactly_the_pictures_the_bank_shows(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "draw_exhibits.py"), "--out", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr
    drawn = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    bundled = Path(paths.question_banks_dir()) / "images"
    committed = {p.name: p.read_bytes() for p in bundled.iterdir()}
    assert set(drawn) == set(committed)
    for name, data in drawn.items():  # fonts may differ between machines; the layout may not
        assert data[16:24] == committed[name][16:24], f"{name}: redraw and commit the exhibit"
