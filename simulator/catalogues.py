"""The interface's translation catalogues: `.ts` sources in, `.qm` files out.

The `.ts` files in `translations/` (one per language, written by `pyside6-lupdate`, see
`scripts/update-translations`) are the sources; the `.qm` files Qt loads are built from
them by Qt's `lrelease`, never committed. Three builders share this module:

- the wheel's build hook (`hatch_build.py`): into the wheel, and beside the `.ts`
  files for an editable install;
- `build.spec`: into the PyInstaller bundle;
- a source checkout at run time (`built_catalogues`): a catalogue missing or older than
  its `.ts` is built again, as Python rebuilds a stale `.pyc`, so an edited translation
  shows at the next start without reinstalling.

Standard library only (no Qt import): the build hook runs before anything is installed.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from importlib.util import find_spec
from pathlib import Path

#: The folder of `.ts` files at the root of a source checkout.
SOURCES = "translations"
#: Translations made ahead of the code that will show them (`<language>.json` inside
#: SOURCES): a list of {"context", "source", "comment", "translation"} (a list of
#: plural forms for a %n message), as the translators' tool exports them.
MEMORY = "memory"


def sources(root: Path) -> list[Path]:
    """The `.ts` files under `root/translations`, one per language, in a stable order."""
    return sorted((root / SOURCES).glob("*.ts"))


def qt_tool(name: str) -> Path:
    """Qt's `lrelease` or `lupdate` as PySide6 ships them (beside its modules)."""
    spec = find_spec("PySide6")
    if spec is None or spec.origin is None:
        raise FileNotFoundError(f"PySide6 is not installed: there is no {name}")
    tool = Path(spec.origin).parent / (f"{name}.exe" if sys.platform == "win32" else name)
    if not tool.is_file():
        raise FileNotFoundError(f"PySide6 has no {name} at {tool}")
    return tool


def lrelease() -> Path:
    return qt_tool("lrelease")


def translatable_files(root: Path) -> list[Path]:
    """The Python files whose strings the interface shows: the GUI (`simulator/ui/`,
    `app.py`, `selftest.py`) and any module that marks a message for it with
    `QT_TRANSLATE_NOOP` (the domain's messages the GUI translates)."""
    package = root / "simulator"
    gui = [*sorted((package / "ui").glob("*.py")), package / "app.py", package / "selftest.py"]
    marked = [
        path
        for path in sorted(package.rglob("*.py"))
        if path not in gui and "QT_TRANSLATE_NOOP(" in path.read_text(encoding="utf-8")
    ]
    return [*gui, *marked]


def extract(root: Path, ts_file: Path) -> None:
    """Bring `ts_file` up to date with the strings in the code (pyside6-lupdate).

    Entries whose string left the code are dropped (`-no-obsolete`), and no source
    locations are written: line numbers would change the `.ts` files with every edit
    of the code and make every merge conflict. English keeps only the plural forms.
    """
    language = ts_file.stem
    command = [str(qt_tool("lupdate")), "-silent", "-no-obsolete", "-locations", "none"]
    if language == "en":
        command.append("-pluralonly")
    command += ["-source-language", "en", "-target-language", language]
    command += [str(path.relative_to(root)) for path in translatable_files(root)]
    subprocess.run([*command, "-ts", str(ts_file)], check=True, cwd=root)


def fill_from_memory(ts_file: Path, memory_file: Path) -> int:
    """Fill the unfinished entries of `ts_file` that `memory_file` translates; how many.

    A shipped language must be complete before anything lands (tests/test_translations.py),
    so strings on their way in (another branch's page) are translated ahead, in the memory,
    and the extraction that first meets them fills them in.
    """
    if not memory_file.is_file():
        return 0
    known = {
        (m["context"], m["source"], m.get("comment") or ""): m["translation"]
        for m in json.loads(memory_file.read_text(encoding="utf-8"))
        if m.get("translation")
    }
    tree = ET.parse(ts_file)
    filled = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") != "unfinished":
                continue
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            value = known.get(key)
            forms = [f for f in translation if f.tag == "numerusform"]
            if value is None or isinstance(value, list) != bool(forms):
                continue
            if isinstance(value, list):
                if len(value) != len(forms):
                    continue  # another number of plural forms: left for a translator
                for form, text in zip(forms, value, strict=True):
                    form.text = text
            else:
                translation.text = value
            del translation.attrib["type"]
            filled += 1
    if filled:
        body = ET.tostring(tree.getroot(), encoding="unicode")
        ts_file.write_text(
            '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
            encoding="utf-8",
        )
    return filled


def is_stale(source: Path, built: Path) -> bool:
    """Whether `built` (a .qm) is missing or older than its `.ts` source."""
    try:
        return built.stat().st_mtime < source.stat().st_mtime
    except FileNotFoundError:
        return True


def build(ts_files: list[Path], out: Path, *, only_stale: bool = False) -> list[Path]:
    """Compile each `.ts` to `out/<language>.qm`; the built files. Raises OSError or
    CalledProcessError when lrelease cannot run or rejects a file."""
    out.mkdir(parents=True, exist_ok=True)
    tool = lrelease()
    built = []
    for source in ts_files:
        target = out / f"{source.stem}.qm"
        if not only_stale or is_stale(source, target):
            partial = target.with_name(f".{target.name}.{os.getpid()}")
            try:  # written whole, then moved in: a reader never sees half a catalogue
                subprocess.run(
                    [str(tool), "-silent", str(source), "-qm", str(partial)],
                    check=True,
                    stdout=subprocess.DEVNULL,
                )
                os.replace(partial, target)
            finally:
                partial.unlink(missing_ok=True)
        built.append(target)
    return built


def built_catalogues(folder: Path) -> Path:
    """The folder holding the `.qm` files for `folder`'s catalogues.

    A folder of `.qm` files only (wheel, PyInstaller bundle) is returned as it is. A
    source checkout's `translations/` holds the `.ts` files: stale catalogues are built
    beside them, or, if that folder cannot be written, in a temporary folder.
    """
    ts_files = sorted(folder.glob("*.ts"))
    if not ts_files:
        return folder
    if not any(is_stale(ts, folder / f"{ts.stem}.qm") for ts in ts_files):
        return folder
    try:
        build(ts_files, folder, only_stale=True)
        return folder
    except PermissionError:
        digest = hashlib.sha256(str(folder.resolve()).encode()).hexdigest()[:12]
        elsewhere = Path(tempfile.gettempdir()) / f"exam-simulator-catalogues-{digest}"
        try:
            build(ts_files, elsewhere, only_stale=True)
        except (OSError, subprocess.CalledProcessError):
            return folder
        return elsewhere
    except (OSError, subprocess.CalledProcessError):
        return folder  # no lrelease here: the interface stays in English


def main(argv: list[str] | None = None) -> int:
    """`scripts/update-translations [NEW_LANGUAGE...]`: extract every `.ts` (and start
    the new languages' files), then build the `.qm` files beside them."""
    root = Path(__file__).resolve().parent.parent
    new = argv if argv is not None else sys.argv[1:]
    ts_files = sorted({*sources(root), *(root / SOURCES / f"{code}.ts" for code in new)})
    for ts_file in ts_files:
        extract(root, ts_file)
        memory = root / SOURCES / MEMORY / f"{ts_file.stem}.json"
        if fill_from_memory(ts_file, memory):
            extract(root, ts_file)  # lupdate writes the file its own way again
        print(ts_file.relative_to(root))
    build(ts_files, root / SOURCES)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
