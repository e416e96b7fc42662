"""Any question file -> a bank: which format it is in, reading it, and writing exports.

The format is told by the extension where that is unambiguous (`.yaml`, `.gift`,
`.xml`, `.csv`, `.md`) and by the content otherwise: a `.txt` may be Aiken, the
plain-text page format or GIFT (Moodle names its fixtures `*.gift.txt`). A file
that matches nothing gets one message naming the formats tried and the closest
match, never an error per line. `--format NAME` skips the guessing.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from simulator.domain.model import Bank
from simulator.formats.drafts import (
    FORMAT_HINTS,
    ConvertedBank,
    ImportOptions,
    build_bank,
    check_id,
    check_title,
)
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
    fmt = options.format or detect_format(path, data)
    if fmt not in FORMATS and fmt != SEALED:
        raise BankFileError(
            [Problem(name, 1, f"unknown format '{fmt}'; the formats are {', '.join(FORMATS)}")]
        )
    converted = _READERS[fmt](path, data, options)
    return SourceFile(converted, content_hash(data), name)


def decode_text(data: bytes, path: str) -> str:
    """Text of a UTF-8 (or BOM-marked UTF-16) file, line endings made `\\n`."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        text = data.decode("utf-16", errors="replace").removeprefix("\ufeff")
    else:
        text = decode_utf8(data, path)
    return text.replace("\r\n", "\n").replace("\r", "\n")


# --- detection ---------------------------------------------------------------------------

_PLAIN_QUESTION = re.compile(r"^question\s+\d+\s*[:.)]", re.IGNORECASE | re.MULTILINE)
_DASH_CHOICE = re.compile(r"^- \S", re.MULTILINE)
_AIKEN_ANSWER = re.compile(r"^ANSWER\s*:\s*[A-Z]", re.IGNORECASE | re.MULTILINE)
_AIKEN_CHOICE = re.compile(r"^[A-Z][.)]\s*\S", re.MULTILINE)
_GIFT_ANSWERS = re.compile(
    r"\{[^{}]*(?:^|[\s}{])[~=][^{}]*\}|\{\s*(?:T|F|TRUE|FALSE)\s*(?:#[^{}]*)?\}"
)
_GIFT_MARKS = re.compile(r"^\s*(?:::[^:\n]+::|\$CATEGORY:)", re.MULTILINE)
_MD_SIGNS = re.compile(
    r"^\s*(?:[-*+] \[[ xX]\] |[-*+] [A-H][.)] |#{1,6} \S)|correct answers?\s*:", re.I | re.M
)
_CSV_HEADER = re.compile(r"question|prompt", re.IGNORECASE)


def _scores(text: str) -> dict[str, float]:
    """Evidence for each text format: roughly, questions that look like that format."""
    first_line = text.split("\n", 1)[0]
    return {
        # "Question N:" lines without "- choice" lines are more likely Aiken prompts
        "plain-text": len(_PLAIN_QUESTION.findall(text))
        * (1 if _DASH_CHOICE.search(text) else 0.25),
        "aiken": len(_AIKEN_ANSWER.findall(text)) * (1 if _AIKEN_CHOICE.search(text) else 0),
        "gift": len(_GIFT_ANSWERS.findall(text)) + 0.5 * len(_GIFT_MARKS.findall(text)),
        "markdown": len(_MD_SIGNS.findall(text)) / 4,
        "csv": 2.0
        if _CSV_HEADER.search(first_line) and max(map(first_line.count, ",;\t")) >= 2
        else 0,
        "yaml": 3.0 if re.search(r"^schema:\s*1\b", text, re.M) and "questions:" in text else 0,
        "moodle-xml": 3.0 if "<quiz" in text[:4096] else 0,
    }


def detect_format(path: Path, data: bytes) -> str:
    """The format of a file: by its extension where that says it, else by its content."""
    if path.name.lower().endswith(".sealed.json"):  # a classroom build's bank (sealed_bank)
        return SEALED
    suffix = path.suffix.lower()
    if suffix in _BY_SUFFIX:
        return _BY_SUFFIX[suffix]
    text = data[:262144].decode("utf-8", errors="replace")
    scores = _scores(text)
    best = max(scores, key=lambda name: (scores[name], -FORMATS.index(name)))
    if scores[best] >= 1:
        return best
    raise BankFileError([Problem(str(path), 1, _no_match(text, scores))])


def _no_match(text: str, scores: dict[str, float]) -> str:
    """One message for a file in no known format: what was tried, what came closest."""
    hints = {
        "aiken": len(_AIKEN_CHOICE.findall(text)),
        "plain-text": text.lower().count("correct answer"),
        "gift": text.count("{") + len(_GIFT_MARKS.findall(text)),
        "markdown": len(re.findall(r"^\s*#{1,6} |^\s*[-*] ", text, re.M)),
    }
    evidence = {**{k: v for k, v in scores.items() if v}, **{k: v for k, v in hints.items() if v}}
    tried = ", ".join(FORMATS)
    if not evidence:
        return f"not a question file in any known format (tried {tried})"
    closest = max(evidence, key=lambda name: evidence[name])
    return (
        f"not a question file in any known format (tried {tried}); closest: {closest}"
        f" — {FORMAT_HINTS.get(closest, 'see docs/bank-format.md')} (or force one with --format)"
    )


# --- reading each format ------------------------------------------------------------------


def _read_yaml(path: Path, data: bytes, options: ImportOptions) -> ConvertedBank:
    from simulator.formats.loader import load_bank_bytes

    bank = load_bank_bytes(data, str(path))
    return ConvertedBank(bank, "yaml", len(bank.questions))


def _read_sealed(path: Path, data: bytes, options: ImportOptions) -> ConvertedBank:
    from simulator.formats.sealed_bank import read_sealed_bank

    bank = read_sealed_bank(data, str(path))
    return ConvertedBank(bank, SEALED, len(bank.questions))


def _read_plain_text(path: Path, data: bytes, options: ImportOptions) -> ConvertedBank:
    from simulator.formats.classifier import TopicClassifier
    from simulator.formats.drafts import default_bank_id
    from simulator.formats.plaintext import parse_plain_text, plain_text_to_bank

    name = str(path)
    document = parse_plain_text(decode_text(data, name), name)
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
    return ConvertedBank(bank, "plain-text", len(bank.questions), warnings)


def _read_gift(path: Path, data: bytes, options: ImportOptions) -> ConvertedBank:
    from simulator.formats.exhibits import ExhibitShelf
    from simulator.formats.gift import read_gift

    name = str(path)
    return build_bank(read_gift(decode_text(data, name), name, ExhibitShelf(path, name)), options)


def _read_moodle_xml(path: Path, data: bytes, options: ImportOptions) -> ConvertedBank:
    from simulator.formats.exhibits import ExhibitShelf
    from simulator.formats.moodle_xml import read_moodle_xml

    name = str(path)
    return build_bank(read_moodle_xml(data, name, ExhibitShelf(path, name)), options)


def _read_aiken(path: Path, data: bytes, options: ImportOptions) -> ConvertedBank:
    from simulator.formats.aiken import read_aiken

    name = str(path)
    return build_bank(read_aiken(decode_text(data, name), name), options)


def _read_csv(path: Path, data: bytes, options: ImportOptions) -> ConvertedBank:
    from simulator.formats.csv_bank import read_csv

    return build_bank(read_csv(data, str(path)), options)


def _read_markdown(path: Path, data: bytes, options: ImportOptions) -> ConvertedBank:
    from simulator.formats.exhibits import ExhibitShelf
    from simulator.formats.markdown_exam import read_markdown

    name = str(path)
    text = decode_text(data, name)
    return build_bank(read_markdown(text, name, ExhibitShelf(path, name)), options)


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


def export_bank(bank: Bank, fmt: str, output: Path) -> list[Path]:
    """Write `bank` as GIFT, Moodle XML or YAML; image files go next to GIFT and YAML.

    Returns every file written. Moodle XML embeds the images, as Moodle expects.
    """
    from simulator.formats.exhibits import write_exhibit_files

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
    folder = output.parent if str(output.parent) else Path(".")
    return [output, *write_exhibit_files(bank, folder)]
