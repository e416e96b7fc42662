"""The translations: in step with the code, complete for every shipped language, and
written so Qt's tools can find them.

Every user-visible string of the GUI goes through `tr()` / `translate()`; the `.ts`
files in translations/ are what pyside6-lupdate extracts from the code
(scripts/update-translations), and a language is shipped only once every entry of its
file is translated with the source's placeholders.
"""

from __future__ import annotations

import ast
import json
import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

from simulator import catalogues
from simulator.ui.languages import LANGUAGE_NAMES, SHIPPED, SOURCE_LANGUAGE

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


@dataclass(frozen=True)
class Entry:
    context: str
    source: str
    comment: str
    numerus: bool
    kind: str  # "" (finished), "unfinished", "vanished", "obsolete"
    forms: tuple[str, ...]

    @property
    def key(self) -> tuple[str, str, str, bool]:
        return (self.context, self.source, self.comment, self.numerus)


def entries(ts_file: Path) -> list[Entry]:
    found = []
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            numerus = message.get("numerus") == "yes"
            forms = (
                tuple(form.text or "" for form in translation.iter("numerusform"))
                if numerus
                else (translation.text or "",)
            )
            found.append(
                Entry(
                    context=name,
                    source=message.findtext("source") or "",
                    comment=message.findtext("comment") or "",
                    numerus=numerus,
                    kind=translation.get("type", ""),
                    forms=forms,
                )
            )
    return found


@cache
def extracted(plural_only: bool) -> frozenset[tuple[str, str, str, bool]]:
    """The entries the code holds now, as pyside6-lupdate extracts them."""
    work = Path(_scratch()) / ("en.ts" if plural_only else "xx.ts")
    work.unlink(missing_ok=True)
    catalogues.extract(ROOT, work)
    return frozenset(e.key for e in entries(work))


@cache
def _scratch() -> str:
    import tempfile

    return tempfile.mkdtemp(prefix="ts-check-")


@cache
def numerus_forms(language: str) -> int:
    """How many plural forms lupdate writes for `language` (Qt's own rules)."""
    folder = Path(_scratch()) / f"forms-{language}"
    folder.mkdir()
    (folder / "probe.py").write_text(
        "class Probe(QObject):\n    def f(self, n):\n        return self.tr('%n x', '', n)\n",
        encoding="utf-8",
    )
    lupdate = str(catalogues.qt_tool("lupdate"))
    command = [lupdate, "-silent", "-target-language", language, "probe.py", "-ts", "probe.ts"]
    subprocess.run(command, cwd=folder, check=True)
    (entry,) = entries(folder / "probe.ts")
    return len(entry.forms)


def ts_files() -> list[Path]:
    return catalogues.sources(ROOT)


def test_every_language_has_its_file_and_its_name() -> None:
    languages = {path.stem for path in ts_files()}
    assert set(SHIPPED) <= languages, "a shipped language needs its translations/<code>.ts"
    assert languages <= set(LANGUAGE_NAMES), "name each language in languages.LANGUAGE_NAMES"
    assert {"en", "es", "pt_BR", "fr", "de", "ru", "zh_CN"} <= languages


@pytest.mark.slow
@pytest.mark.parametrize("ts_file", ts_files(), ids=lambda p: p.stem)
def test_the_ts_file_is_in_step_with_the_code(ts_file: Path) -> None:
    """Run scripts/update-translations after changing what the interface says."""
    present = {e.key for e in entries(ts_file) if e.kind not in ("vanished", "obsolete")}
    wanted = extracted(plural_only=ts_file.stem == SOURCE_LANGUAGE)
    missing = sorted(wanted - present)
    left_over = sorted(present - wanted)
    assert not missing, f"{ts_file.name} lacks (run scripts/update-translations): {missing[:5]}"
    assert not left_over, f"{ts_file.name} holds strings no longer in the code: {left_over[:5]}"


@pytest.mark.slow
@pytest.mark.parametrize("language", SHIPPED)
def test_a_shipped_language_is_translated_entirely(language: str) -> None:
    """Every entry finished, nothing obsolete, the source's placeholders in every form,
    and as many plural forms as the language has."""
    forms = numerus_forms(language)
    problems = []
    for entry in entries(TRANSLATIONS / f"{language}.ts"):
        where = f"[{entry.context}] {entry.source!r}"
        if entry.kind:
            problems.append(f"{entry.kind}: {where}")
            continue
        if entry.numerus and len(entry.forms) != forms:
            problems.append(f"{len(entry.forms)} plural forms instead of {forms}: {where}")
        for text in entry.forms:
            if not text.strip():
                problems.append(f"empty: {where}")
            elif sorted(PLACEHOLDER.findall(text)) != sorted(PLACEHOLDER.findall(entry.source)):
                problems.append(f"placeholders differ in {text!r}: {where}")
            elif ("%n" in entry.source) != ("%n" in text):
                problems.append(f"%n differs in {text!r}: {where}")
    assert not problems, "\n".join(problems)


def test_english_words_its_plurals() -> None:
    """English is the source, but "1 question(s)" is no English: its catalogue says them."""
    for entry in entries(TRANSLATIONS / "en.ts"):
        assert entry.numerus and not entry.kind, entry
        singular, plural = entry.forms
        assert "(s)" not in singular + plural, entry


# ------------------------------------------------------------------ the code
def _translation_calls() -> Iterator[tuple[Path, ast.Call]]:
    for path in catalogues.translatable_files(ROOT):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                name = getattr(node.func, "attr", getattr(node.func, "id", ""))
                if name in ("tr", "translate", "QT_TRANSLATE_NOOP"):
                    yield path, node


def test_translated_text_is_a_literal_with_format_after() -> None:
    """lupdate reads the text where it is written: never an f-string (`.format()` after
    `tr()` instead), never `%`-formatting of a tr() result."""
    problems = []
    for path, call in _translation_calls():
        where = f"{path.relative_to(ROOT)}:{call.lineno}"
        if any(isinstance(arg, ast.JoinedStr) for arg in call.args):
            problems.append(f"{where}: an f-string inside {ast.unparse(call.func)}()")
    assert not problems, "\n".join(problems)


def test_plurals_go_through_tr_of_a_class() -> None:
    """pyside6-lupdate sees numerus forms only in `self.tr(text, "", n)`: the plural
    argument of `QCoreApplication.translate` is lost, and "%n item(s)" would say
    "1 item(s)"."""
    problems = []
    for path, call in _translation_calls():
        name = getattr(call.func, "attr", getattr(call.func, "id", ""))
        if name == "translate" and (len(call.args) > 2 or call.keywords):
            problems.append(f"{path.relative_to(ROOT)}:{call.lineno}: {ast.unparse(call)[:80]}")
    assert not problems, "use self.tr(text, '', n) in a QObject subclass:\n" + "\n".join(problems)


# ------------------------------------------------------------ building them
@pytest.mark.slow
def test_lrelease_builds_each_catalogue(tmp_path: Path) -> None:
    built = catalogues.build(ts_files(), tmp_path)
    assert sorted(p.name for p in built) == sorted(f"{p.stem}.qm" for p in ts_files())
    assert all(p.stat().st_size > 0 for p in built)


@pytest.mark.slow
def test_a_checkout_rebuilds_a_stale_catalogue(tmp_path: Path) -> None:
    """An edited .ts shows at the next start, without reinstalling."""
    source, built = tmp_path / "en.ts", tmp_path / "en.qm"
    shutil.copy(TRANSLATIONS / "en.ts", source)
    assert catalogues.built_catalogues(tmp_path) == tmp_path
    assert built.is_file() and not catalogues.is_stale(source, built)
    edited = source.stat().st_mtime
    os.utime(built, (edited - 60, edited - 60))  # the .ts edited after the last build
    assert catalogues.is_stale(source, built)
    catalogues.built_catalogues(tmp_path)
    assert not catalogues.is_stale(source, built)


@pytest.mark.slow
def test_the_wheel_carries_the_compiled_catalogues(tmp_path: Path) -> None:
    """`pip install .` gets them from the build hook (hatch_build.py), compiled."""
    import sys
    import zipfile

    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q", "-w", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    if build.returncode != 0 and "No matching distribution" in build.stderr:
        pytest.skip("no package index to fetch the build requirements from")
    assert build.returncode == 0, build.stderr
    (wheel,) = tmp_path.glob("*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for source in ts_files():
        assert f"simulator/_bundled/translations/{source.stem}.qm" in names
    assert not any(name.endswith(".ts") for name in names)


def test_an_extraction_fills_what_the_memory_translates_ahead(tmp_path: Path) -> None:
    """A string another branch brings in arrives translated: the memory fills it."""
    ts_file = tmp_path / "de.ts"
    ts_file.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="de">\n'
        "<context><name>BankPage</name>\n"
        '<message><source>Columns</source><translation type="unfinished"></translation>'
        "</message>\n"
        '<message><source>Rows</source><translation type="unfinished"></translation></message>\n'
        "</context>\n<context><name>EditorController</name>\n"
        '<message numerus="yes"><source>%n problem(s)</source><translation type="unfinished">'
        "<numerusform></numerusform><numerusform></numerusform></translation></message>\n"
        "</context>\n</TS>\n",
        encoding="utf-8",
    )
    memory = tmp_path / "memory.json"
    memory.write_text(
        '[{"context": "BankPage", "source": "Columns", "translation": "Spalten"},'
        ' {"context": "EditorController", "source": "%n problem(s)",'
        ' "translation": ["%n Problem", "%n Probleme"]},'
        ' {"context": "Elsewhere", "source": "Rows", "translation": "Zeilen"}]',
        encoding="utf-8",
    )
    assert catalogues.fill_from_memory(ts_file, memory) == 2
    filled = {e.source: e for e in entries(ts_file)}
    assert filled["Columns"].forms == ("Spalten",) and not filled["Columns"].kind
    assert filled["%n problem(s)"].forms == ("%n Problem", "%n Probleme")
    assert filled["Rows"].kind == "unfinished"  # another context's words are not taken


@pytest.mark.parametrize("memory", sorted((TRANSLATIONS / "memory").glob("*.json")), ids=str)
def test_the_memory_holds_whole_translations(memory: Path) -> None:
    forms = numerus_forms(memory.stem)
    for entry in json.loads(memory.read_text(encoding="utf-8")):
        value = entry["translation"]
        texts = value if isinstance(value, list) else [value]
        assert all(t.strip() for t in texts), entry
        assert len(texts) == (forms if isinstance(value, list) else 1), entry
        for text in texts:
            assert sorted(PLACEHOLDER.findall(text)) == sorted(
                PLACEHOLDER.findall(entry["source"])
            ), entry
