"""Any question file -> a bank: which format it is in, reading it, and writing exports.

The format is told by the extension where that is unambiguous (`.yaml`, `.gift`,
`.xml`, `.csv`, `.md`) and by the content otherwise: a `.txt` may be Aiken, the
plain-text page format or GIFT (Moodle names its fixtures `*.gift.txt`). A file
that matches nothing gets one message naming the formats tried and the closest
match, never an error per line. `--format NAME` skips the guessing.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from simulator.domain.model import Bank
from simulator.formats.detection import (
    FAMILY_NAMES,
    Detection,
    detect_text,
    nothing_found,
    scan,
    why_not,
)
from simulator.formats.draft_rules import NoQuestionsError, build_bank, check_id, check_title
from simulator.formats.drafts import ConvertedBank, ImportOptions
from simulator.formats.encodings import decode_legacy, decode_marked
from simulator.formats.files import MAX_INPUT_BYTES, write_output
from simulator.formats.names import EXPORT_FORMATS as EXPORT_FORMATS
from simulator.formats.names import FORMATS as FORMATS
from simulator.formats.problems import BankFileError, Problem, read_file_bytes
from simulator.formats.yamlnodes import decode_utf8

#: Moodle XML carries its images inside, so it may be larger than other question files.
MAX_XML_BYTES = 64 * 1024 * 1024

#: A sealed classroom bank (formats/sealed_bank.py): read when found, never offered as a
#: --format, since only `classroom pack` writes one.
SEALED = "sealed"
_BY_SUFFIX = {
    ".yaml": "yaml",
    ".yml": "yaml",
    ".gift": "gift",
    ".xml": "moodle-xml",
    ".csv": "csv",
    ".tsv": "csv",
    ".md": "markdown",
    ".markdown": "markdown",
}


@dataclass(frozen=True, slots=True)
class SourceFile:
    """A converted bank with the hash of the bytes it came from (to notice edits)."""

    converted: ConvertedBank
    content_hash: str
    path: str
    family: str = ""  # the layout within the format, e.g. "lettered choices and an answer line"

    @property
    def bank(self) -> Bank:
        return self.converted.bank


def read_question_file(path: Path, options: ImportOptions | None = None) -> SourceFile:
    """Read any supported question file into a valid bank (nothing stored)."""
    from simulator.formats.loader import content_hash

    options = options or ImportOptions()
    name = str(path)
    # What the command line gave is refused before the file is read (documented limits).
    check_id(options.bank_id, "bank id", name)
    check_id(options.topic, "topic id", name)
    check_title(options.title, name)
    xml = path.suffix.lower() == ".xml"
    data = read_file_bytes(path, limit=MAX_XML_BYTES if xml else MAX_INPUT_BYTES)
    container = _container(data)
    if container is not None:
        raise BankFileError(
            [
                Problem(
                    name,
                    1,
                    f"this is {container}, not a text file of questions; save the questions"
                    " as text (a spreadsheet as CSV: File > Save As > CSV UTF-8)",
                )
            ]
        )
    fmt = options.format
    if fmt is not None and fmt not in FORMATS and fmt != SEALED:
        raise BankFileError(
            [Problem(name, 1, f"unknown format '{fmt}'; the formats are {', '.join(FORMATS)}")]
        )
    detection = detect(path, data) if fmt is None else _forced(fmt, data)
    fmt = detection.format
    try:
        converted = _READERS[fmt](path, data, options)
    except NoQuestionsError:
        text = sniff_text(data)
        other = detect_text(text, detection.evidence) if options.format is None else None
        if other is None or other.format == fmt:
            message = nothing_found(fmt, text, detection.evidence)
            raise BankFileError([Problem(name, 1, message)]) from None
        # Named like one format, written in another ("questions.gift" holding Aiken)
        converted = _READERS[other.format](path, data, options)
        note = Problem(
            name,
            1,
            f"no {fmt} questions in this file; read as {other.format} ({other.family})",
            True,
        )
        converted = replace(converted, warnings=(note, *converted.warnings))
        detection = other
    return SourceFile(converted, content_hash(data), name, detection.family)


#: How binary files a user may pick by mistake begin, and what to call them.
_CONTAINERS = (
    (b"PK\x03\x04", "a ZIP archive (an Excel workbook, a Word document or another zipped file)"),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "an old Office file (.xls, .doc)"),
    (b"%PDF-", "a PDF document"),
    (b"SQLite format 3\x00", "a database file"),
    (b"\x89PNG\r\n\x1a\n", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF8", "a GIF image"),
)


def _container(data: bytes) -> str | None:
    """What a binary file is, by its first bytes (None for anything else): an .xlsx
    named .csv was read as text and its column names shown as bytes."""
    return next((kind for magic, kind in _CONTAINERS if data.startswith(magic)), None)


def sniff_text(data: bytes) -> str:
    """The text of a file for telling its format: decoded leniently, never an error."""
    marked = decode_marked(data)
    if marked is not None:
        return marked
    return data.decode("utf-8", errors="replace").removeprefix("\ufeff")


def decode_text(data: bytes, path: str) -> tuple[str, Problem | None]:
    """Text of a question file, line endings made `\\n`: UTF-8, or UTF-16/32 with a
    byte-order mark; otherwise read as Windows-1252 (or DOS code page 850), with a
    warning at the first line that is not UTF-8."""
    warning = None
    text = decode_marked(data)
    if text is None:
        try:
            text = decode_utf8(data, path)
        except BankFileError as exc:
            text, warning = decode_legacy(data, path, exc.problems[0].line)
    return text.replace("\r\n", "\n").replace("\r", "\n"), warning


def _with(warning: Problem | None, converted: ConvertedBank) -> ConvertedBank:
    """The converted bank with the decoding warning first, if there was one."""
    if warning is None:
        return converted
    return replace(converted, warnings=(warning, *converted.warnings))


# --- detection ---------------------------------------------------------------------------


def detect(path: Path, data: bytes) -> Detection:
    """The format and family of a file: by its extension where that says it, else by content."""
    if path.name.lower().endswith(".sealed.json"):  # a classroom build's bank (sealed_bank)
        return Detection(SEALED, "a classroom build's sealed bank", {})
    suffix = path.suffix.lower()
    text = sniff_text(data)
    if suffix in _BY_SUFFIX:
        fmt = _BY_SUFFIX[suffix]
        evidence = scan(text) if fmt in ("markdown", "gift") else None
        found = detect_text(text, evidence) if evidence is not None else None
        family = found.family if found is not None and found.format == fmt else FAMILY_NAMES[fmt]
        return Detection(fmt, family, found.scores if found is not None else {}, evidence)
    evidence = scan(text)
    found = detect_text(text, evidence)
    if found is None:
        raise BankFileError([Problem(str(path), 1, why_not(text, evidence))])
    return found


def _forced(fmt: str, data: bytes) -> Detection:
    """The format the user chose, with the family content shows within it."""
    if fmt in ("markdown", "gift", "aiken"):
        found = detect_text(sniff_text(data))
        if found is not None and found.format == fmt:
            return found
    return Detection(fmt, FAMILY_NAMES.get(fmt, fmt), {})


def detect_format(path: Path, data: bytes) -> str:
    """The format of a file: by its extension where that says it, else by its content."""
    return detect(path, data).format


# --- reading each format ------------------------------------------------------------------


def _read_yaml(path: Path, data: bytes, options: ImportOptions) -> ConvertedBank:
    from simulator.formats.loader import load_bank_bytes

    bank = load_bank_bytes(data, str(path), source=path)
    return ConvertedBank(bank, "yaml", len(bank.questions))


def _read_sealed(path: Path, data: bytes, options: ImportOptions) -> ConvertedBank:
    from simulator.formats.sealed_bank import read_sealed_bank

    bank = read_sealed_bank(data, str(path))
    return ConvertedBank(bank, SEALED, len(bank.questions))


def _read_plain_text(path: Path, data: bytes, options: ImportOptions) -> ConvertedBank:
    from simulator.formats.classifier import TopicClassifier
    from simulator.formats.draft_rules import default_bank_id
    from simulator.formats.plaintext import parse_plain_text, plain_text_to_bank

    name = str(path)
    text, decoded = decode_text(data, name)
    document = parse_plain_text(text, name)
    topic = options.topic
    if topic is None and not options.classify:
        topic = options.bank_id or default_bank_id(name)
    bank = plain_text_to_bank(
        document,
        path=path,
        bank_id=options.bank_id or default_bank_id(name),
        title=options.title,
        topic=topic,
        classifier=TopicClassifier.default() if options.classify else None,
    )
    warnings = tuple(document.warnings)
    if options.strict and warnings:
        raise BankFileError([Problem(p.path, p.line, p.message) for p in warnings])
    return _with(decoded, ConvertedBank(bank, "plain-text", len(bank.questions), warnings))


def _read_gift(path: Path, data: bytes, options: ImportOptions) -> ConvertedBank:
    from simulator.formats.exhibits import ExhibitShelf
    from simulator.formats.gift import read_gift

    name = str(path)
    text, decoded = decode_text(data, name)
    return _with(decoded, build_bank(read_gift(text, name, ExhibitShelf(path, name)), options))


def _read_moodle_xml(path: Path, data: bytes, options: ImportOptions) -> ConvertedBank:
    from simulator.formats.exhibits import ExhibitShelf
    from simulator.formats.moodle_xml import read_moodle_xml

    name = str(path)
    return build_bank(read_moodle_xml(data, name, ExhibitShelf(path, name)), options)


def _read_aiken(path: Path, data: bytes, options: ImportOptions) -> ConvertedBank:
    from simulator.formats.aiken import read_aiken

    name = str(path)
    text, decoded = decode_text(data, name)
    return _with(decoded, build_bank(read_aiken(text, name), options))


def _read_csv(path: Path, data: bytes, options: ImportOptions) -> ConvertedBank:
    from simulator.formats.csv_bank import read_csv

    return build_bank(read_csv(data, str(path), options.columns), options)


def _read_markdown(path: Path, data: bytes, options: ImportOptions) -> ConvertedBank:
    from simulator.formats.exhibits import ExhibitShelf
    from simulator.formats.markdown_exam import read_markdown

    name = str(path)
    text, decoded = decode_text(data, name)
    return _with(decoded, build_bank(read_markdown(text, name, ExhibitShelf(path, name)), options))


_READERS: dict[str, Callable[[Path, bytes, ImportOptions], ConvertedBank]] = {
    "yaml": _read_yaml,
    "plain-text": _read_plain_text,
    "gift": _read_gift,
    "moodle-xml": _read_moodle_xml,
    "aiken": _read_aiken,
    "csv": _read_csv,
    "markdown": _read_markdown,
    SEALED: _read_sealed,
}


# --- writing ---------------------------------------------------------------------------


def scenarios_in_prompts(bank: Bank) -> Bank:
    """The bank for a format without case studies (GIFT, Moodle XML): each question of a
    scenario carries the scenario's title and text at the start of its prompt, so it can
    still be answered where it lands."""
    if not bank.scenarios and all(q.scenario is None for q in bank.questions):
        return bank
    questions = tuple(
        q
        if q.scenario is None
        else replace(
            q,
            prompt=f"**{q.scenario.title}**\n\n{q.scenario.text}\n\n{q.prompt}",
            scenario=None,
        )
        for q in bank.questions
    )
    return replace(bank, questions=questions, scenarios=())


def export_bank(bank: Bank, fmt: str, output: Path) -> list[Path]:
    """Write `bank` as GIFT, Moodle XML or YAML; image files go next to GIFT and YAML.

    Returns every file written. Moodle XML embeds the images, as Moodle expects.
    """
    from simulator.formats.exhibits import check_exhibit_files, write_exhibit_files

    if fmt in ("gift", "moodle-xml"):
        bank = scenarios_in_prompts(bank)
    # Beside the bank file itself: through a symlink that is where the link points, and
    # where the loader looks (a bank's images are resolved against its real folder).
    folder = Path(os.path.realpath(output)).parent
    if fmt != "moodle-xml":
        check_exhibit_files(bank, folder)
    if fmt == "gift":
        from simulator.formats.gift import write_gift

        write_output(output, write_gift(bank))
    elif fmt == "moodle-xml":
        from simulator.formats.moodle_xml import write_moodle_xml

        write_output(output, write_moodle_xml(bank))
        return [output]
    elif fmt == "yaml":
        from simulator.formats.writer import dump_bank

        write_output(output, dump_bank(bank))
    else:
        raise ValueError(f"cannot export as '{fmt}'; choose one of {', '.join(EXPORT_FORMATS)}")
    return [output, *write_exhibit_files(bank, folder)]
