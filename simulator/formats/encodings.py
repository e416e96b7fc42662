"""The text of question files saved in something other than UTF-8.

Bank YAML is UTF-8 by contract. Files made by other tools are not always: Windows
editors save UTF-16 or UTF-32 with a byte-order mark, and Notepad, Excel and old
Moodle installations save Windows-1252 (or, from DOS tools, code page 850). Those are
read here, with a warning that says how, rather than refused.
"""

from __future__ import annotations

import codecs
import re

from simulator.formats.problems import Problem

#: Byte-order marks of the other Unicode encodings; UTF-32's first, as its
#: little-endian mark begins with UTF-16's.
_MARKS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)

# Bytes 0x80–0x9F are letters in DOS code page 850 (ä 0x84, ö 0x94, ü 0x81, é 0x82) but
# punctuation or nothing in Windows-1252. Inside a word ("S\x84ugling") they are letters;
# 0x92 (Windows' ’ in "driver’s") and 0xA0 (its no-break space) are left out: too common
# between letters in Windows-1252 text.
_DOS_LETTER = re.compile(rb"[A-Za-z][\x80-\x91\x93-\x9a\xa1-\xa5\xe1][A-Za-z]")
_WINDOWS_WORD = re.compile(rb"[A-Za-z][\xc0-\xff][A-Za-z]")


def decode_marked(data: bytes) -> str | None:
    """The text of a file that starts with a UTF-16 or UTF-32 byte-order mark (bytes
    that are not characters become U+FFFD), or None when it has no such mark."""
    for mark, codec in _MARKS:
        if data.startswith(mark):
            return data.decode(codec, errors="replace").removeprefix("\ufeff")
    return None


def decode_legacy(
    data: bytes, path: str, line: int = 1, excel: bool = False
) -> tuple[str, Problem]:
    """The text of a file that is not UTF-8, as DOS code page 850 or Windows-1252
    (whichever puts more accented letters inside words), and the warning that says so
    at `line` (the first line that is not UTF-8)."""
    if _dos_text(data):
        said, codec = "DOS code page 850", "cp850"
    else:
        said, codec = "Windows-1252" + (" (Excel's)" if excel else ""), "cp1252"
    warning = Problem(path, line, f"the file is not UTF-8; it was read as {said}", warning=True)
    return data.decode(codec, errors="replace"), warning


def _dos_text(data: bytes) -> bool:
    """Whether a file that is not UTF-8 reads better as DOS code page 850 than as
    Windows-1252: more of its accented letters sit inside words that way."""
    sample = data[:200_000]
    return len(_DOS_LETTER.findall(sample)) > 2 * len(_WINDOWS_WORD.findall(sample))
