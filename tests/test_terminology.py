"""Each shipped language keeps the terms its translator reviewed (docs/glossaries/):
where a glossary row names a string the interface shows on its own ("End exam…",
"Keep working", "Check answer", "PASS / FAIL"), the catalogue translates it so.

A row reads `| English | translation | note |`; "A / B" pairs with "X / Y", and
"(mode)"-style remarks are left out. Case, and an ending the glossary gives in the
singular ("Marquée" for the filter's "Marquées"), may differ.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from simulator.ui.languages import SHIPPED, SOURCE_LANGUAGE

ROOT = Path(__file__).resolve().parent.parent
REMARK = re.compile(r"\s*\([^)]*\)")


def glossary_terms(code: str) -> list[tuple[str, str]]:
    """(English, translation) pairs of the language's glossary table."""
    terms: list[tuple[str, str]] = []
    for line in (ROOT / "docs" / "glossaries" / f"{code}.md").read_text("utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) < 2 or not line.lstrip().startswith("|") or set(cells[0]) <= set("-: "):
            continue
        english = [REMARK.sub("", part).strip() for part in cells[0].split(" / ")]
        translated = [REMARK.sub("", part).strip() for part in cells[1].split(" / ")]
        if len(english) == len(translated):
            terms += zip(english, translated, strict=True)
    return terms


def catalogue(code: str) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for message in ET.parse(ROOT / "translations" / f"{code}.ts").getroot().iter("message"):
        forms = [f.text or "" for f in message.iter("numerusform")]
        forms = forms or [message.findtext("translation") or ""]
        found.setdefault(message.findtext("source") or "", set()).update(forms)
    return found


def agrees(term: str, translations: set[str]) -> bool:
    wanted = term.casefold()
    return any(
        t.casefold() == wanted or t.casefold().startswith(wanted) or wanted.startswith(t.casefold())
        for t in translations
        if t
    )


@pytest.mark.parametrize("code", [c for c in SHIPPED if c != SOURCE_LANGUAGE])
def test_the_catalogue_uses_the_reviewed_terms(code: str) -> None:
    shown = catalogue(code)
    checked = [(en, term) for en, term in glossary_terms(code) if en in shown]
    assert len(checked) >= 15, f"docs/glossaries/{code}.md: too few terms found to check"
    wrong = [
        f"{en!r}: the glossary says {term!r}, the catalogue {sorted(shown[en])}"
        for en, term in checked
        if not agrees(term, shown[en])
    ]
    assert not wrong, "\n".join(wrong)
