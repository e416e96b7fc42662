"""The class report's figures follow the reader's locale where people read them (the
text in the terminal and the HTML page), as the command line's other human output does
(`cli/human.py`); the CSV files stay plain numbers under every locale, for spreadsheets
and scripts. The German locale is compiled for the tests (`german_locales`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from cli_helpers import run

FIXTURE = Path(__file__).parent.parent / "data" / "results"


def report(capsys: pytest.CaptureFixture[str], out: Path) -> tuple[str, str, str, str]:
    """`results report` of the fixture class: its text, HTML, CSV and gradebook CSV."""
    paths = {name: out / f"class.{name}" for name in ("html", "csv", "gradebook.csv")}
    code, text, err = run(
        capsys,
        "results",
        "report",
        str(FIXTURE),
        "--html",
        str(paths["html"]),
        "--csv",
        str(paths["csv"]),
        "--gradebook",
        str(paths["gradebook.csv"]),
    )
    assert code == 0, err
    html, csv, gradebook = (paths[n].read_text(encoding="utf-8-sig") for n in paths)
    return text, html, csv, gradebook


def test_people_read_the_report_in_their_locale_and_the_csv_stays_plain(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    german_locales: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("EXAM_SIMULATOR_DB", f"sqlite:///{tmp_path / 'unused.db'}")
    (tmp_path / "c").mkdir()
    (tmp_path / "de").mkdir()
    plain = report(capsys, tmp_path / "c")
    monkeypatch.setenv("LOCPATH", str(german_locales))
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")
    german = report(capsys, tmp_path / "de")

    text, html = plain[0], plain[1]
    assert "Mean 56.0%   Median 60.0%" in text and "Passed 6 of 10 (60.0%)" in text
    assert "facility < 0.10" in text and "70.0%" in html
    text, html = german[0], german[1]
    assert "Mean 56,0 %   Median 60,0 %" in text and "Passed 6 of 10 (60,0 %)" in text
    assert "facility < 0,10" in text
    assert "70,0 %" in html and "70.0%" not in html  # the topic average, the German way
    assert "facility &lt; 0,10" in html
    # A spreadsheet reads the same numbers whoever ran the report.
    assert german[2:] == plain[2:]
    assert "56.0" in german[2] and "56,0" not in german[2]
