"""CSV question sheets: one question per row, columns told by name, near-miss or content.

Spreadsheets are how many people keep question sets, and every sheet names its
columns a little differently, often in its own language; `csv_columns.py` decides
which column holds what (the question; one column per choice or one column of
`;`-separated choices; the answer as letters, numbers or the choice's text; and
optionally an explanation, topic, id, tags and per-choice explanations), or
follows the user's mapping (`--columns question=pergunta,choices=A..E,answer=correta`).

The delimiter (`,` `;` tab `|`) is sniffed, as is the encoding: UTF-8 with or
without a byte-order mark, UTF-16 with one, DOS code page 850 when its letters sit
inside words (old German and French exports), and otherwise Windows-1252 (what
Excel writes on Windows), each with a warning. A wrong choice repeated in unused
choice cells ("Keine Angabe") is kept once, with a warning. Cells may contain HTML, which is
converted like every other source's.
"""

from __future__ import annotations

import codecs
import csv
import io
import re

from simulator.formats.csv_columns import (
    Columns,
    MappingError,
    answer_apart,
    apply_mapping,
    by_name,
    infer,
    is_answer_key,
    parse_mapping,
    split_choices,
)
from simulator.formats.drafts import ColumnInfo, DraftBank, DraftChoice, DraftQuestion
from simulator.formats.encodings import decode_legacy, decode_marked
from simulator.formats.grammar import LETTERS, answer_letters, choice_label, truth_value
from simulator.formats.markup import text_to_markdown
from simulator.formats.plaintext import match_answer_line
from simulator.formats.problems import BankFileError, Problem

FORMAT = "csv"
_NUMBERED = re.compile(r"[1-9][0-9]?(?:[ \t]*+[,;/ ][ \t]*+[1-9][0-9]?)*+\Z")
#: Rows looked at to tell columns by their content.
SAMPLE_ROWS = 50


def _decode_csv(data: bytes, path: str) -> tuple[str, Problem | None]:
    """The text of a CSV file, and a warning if it had to be read as Windows-1252."""
    if data.startswith(codecs.BOM_UTF8):
        return data[3:].decode("utf-8", errors="replace"), None
    marked = decode_marked(data)
    if marked is not None:
        return marked, None
    try:
        return data.decode("utf-8"), None
    except UnicodeDecodeError:
        return decode_legacy(data, path, excel=True)


def _dialect(text: str) -> type[csv.Dialect] | csv.Dialect:
    sample = text[:65536]
    try:
        return csv.Sniffer().sniff(sample, delimiters=",;\t|@")
    except csv.Error:
        first = sample.split("\n", 1)[0]
        delimiter = max(",;\t|@", key=first.count)
        return type("_Sniffed", (csv.excel,), {"delimiter": delimiter})


#: More filled header cells than any question sheet has (a question, 26 choices, a why
#: for each, answer, explanation, topic, id, tags and some notes): reading the columns'
#: names costs time for each, so a sheet of thousands is refused before that.
MAX_SHEET_COLUMNS = 300
#: Column names listed in a message; the rest are counted.
_LISTED = 10


def read_csv(data: bytes, path: str, mapping: str | None = None) -> DraftBank:
    """Every row of a question sheet as a draft question; `mapping` overrides the columns."""
    text, warning = _decode_csv(data, path)
    draft = DraftBank(path, FORMAT)
    if warning is not None:
        draft.problems.append(warning)
    header, rows = _rows(text, path)
    if mapping is None and _headerless(header, [row for _, row in rows[:SAMPLE_ROWS]]):
        draft.warn(1, "the first row is a question, not column names: every row is read as one")
        rows.insert(0, (1, header))
        header = [f"column {number}" for number in range(1, len(header) + 1)]
    columns = _columns(header, [row for _, row in rows[:SAMPLE_ROWS]], mapping, path)
    draft.columns = _infos(columns)
    ignored = [
        name.strip()
        for name, role in zip(header, columns.roles, strict=True)
        if role.role == "ignore" and role.how == "" and name.strip()
    ]
    if ignored:
        more = f", and {len(ignored) - _LISTED} more" if len(ignored) > _LISTED else ""
        draft.warn(1, f"columns not used: {', '.join(ignored[:_LISTED])}{more}")
    context = _Context()
    questions = [(line, row) for line, row in rows if not _heading_row(row, columns)]
    columns.numbers_are_texts = _numbers_are_texts([row for _, row in questions], columns)
    columns.from_zero = not columns.numbers_are_texts and _from_zero(
        [row for _, row in questions], columns
    )
    if columns.from_zero:
        draft.warn(1, "the answer column counts the choices from 0 (0 is the first choice)")
    for line, row in rows:
        if _heading_row(row, columns):
            context.take(row, line)
        else:
            _row(row, line, columns, draft, context)
    if context.lines:
        shown = ", ".join(str(n) for n in context.lines[:8])
        more = "…" if len(context.lines) > 8 else ""
        draft.warn(
            context.lines[0],
            f"{len(context.lines)} row(s) without choices or an answer read as section headings"
            f" or reading passages for the rows below them (lines {shown}{more})",
        )
    return draft


#: A heading row's text up to this long names a section; a longer one is a passage to read.
_HEADING_LIMIT = 80


class _Context:
    """What rows without choices or answer say about the rows below them: a section
    heading ("SINONIM", "READING COMPREHENSION") becomes their topic; a longer text is a
    passage they ask about ("Read the text for the next 4 questions"), put above each prompt
    until the next such row."""

    def __init__(self) -> None:
        self.section: str | None = None
        self.passage = ""
        self.lines: list[int] = []

    def take(self, row: list[str], line: int) -> None:
        cells = [" ".join(c.split()) for c in row if c.strip().strip("#").strip()]
        longest = max(cells, key=len)
        self.lines.append(line)
        first = cells[0]
        if len(first) <= _HEADING_LIMIT and (len(longest) <= _HEADING_LIMIT or first.isupper()):
            self.section = first  # "SINONIM"; "READING COMPREHENSION" above its passage
        self.passage = text_to_markdown(longest) if len(longest) > _HEADING_LIMIT else ""


def _heading_row(row: list[str], columns: Columns) -> bool:
    """A row with some text but no choice and no answer: a heading or a passage, no question."""
    if any(_cell(row, column) for column in columns.of("answer")):
        return False
    joined = columns.first("choices")
    if joined is not None and _cell(row, joined):
        return False
    if any(_cell(row, column) for column in columns.choices.values()):
        return False
    return any(cell.strip().strip("#").strip() for cell in row)


def sheet_columns(data: bytes, path: str, mapping: str | None = None) -> tuple[ColumnInfo, ...]:
    """What each column of a sheet is read as, even when some role is still missing.

    For the import preview, which asks the user to say which column is which when the
    sheet cannot be read as it is.
    """
    text, _warning = _decode_csv(data, path)
    header, rows = _rows(text, path)
    sample = [row for _, row in rows[:SAMPLE_ROWS]]
    try:
        columns = (
            apply_mapping(header, parse_mapping(mapping)) if mapping else infer(header, sample)
        )
    except MappingError:
        columns = infer(header, sample)
    return _infos(columns)


def _headerless(header: list[str], sample: list[list[str]]) -> bool:
    """Whether the first row is data: no column is named, yet read as data it all fits.

    Sheets exported without a header row (`Stolica Francji;Marsylia;Paryż;Nicea;B`)
    are common; their first row would otherwise name the columns. A cell that recurs
    in its own column below (`helyes` on every row) is data, not a name.
    """
    named = by_name(header)
    asks = any(_asks(cell) for cell in header)  # a question, not a column's name
    for index, role in enumerate(named.roles):
        if role.how in ("name", "similar name") and not asks:
            below = {row[index].strip().casefold() for row in sample if index < len(row)}
            if header[index].strip().casefold() not in below:
                return False
    as_data = infer([f"column {n}" for n in range(1, len(header) + 1)], [header, *sample])
    answer = as_data.first("answer")
    if as_data.missing() or answer is None or answer >= len(header):
        return False
    # the first row's own cell there is a key, as below
    return is_answer_key(header[answer]) or (
        as_data.true_false and truth_value(header[answer]) is not None
    )


def _asks(cell: str) -> bool:
    """Whether a cell reads as a question ("Hol található a csarnokvíz?"), not a name."""
    text = cell.strip()
    return text.endswith(("?", "？")) and len(text.split()) >= 3


def _infos(columns: Columns) -> tuple[ColumnInfo, ...]:
    return tuple(
        ColumnInfo(name.strip(), role.role, role.position, role.how)
        for name, role in zip(columns.header, columns.roles, strict=True)
    )


def _rows(text: str, path: str) -> tuple[list[str], list[tuple[int, list[str]]]]:
    """The header and the non-empty rows, each with the line it starts on."""
    reader = csv.reader(io.StringIO(text, newline=""), _dialect(text))
    try:
        header = next(reader, None)
        if header is None:
            raise BankFileError([Problem(path, 1, "the file is empty; a header row comes first")])
        filled = sum(1 for cell in header if cell.strip())
        if filled > MAX_SHEET_COLUMNS:
            raise BankFileError(
                [
                    Problem(
                        path,
                        1,
                        f"the first row has {filled} filled cells; a question sheet has at"
                        f" most {MAX_SHEET_COLUMNS} columns",
                    )
                ]
            )
        rows: list[tuple[int, list[str]]] = []
        line = reader.line_num + 1
        for row in reader:
            if any(cell.strip() for cell in row):
                rows.append((line, row))
            line = reader.line_num + 1
    except csv.Error as exc:
        raise BankFileError([Problem(path, reader.line_num or 1, f"CSV error: {exc}")]) from None
    return header, rows


def _columns(header: list[str], sample: list[list[str]], mapping: str | None, path: str) -> Columns:
    try:
        columns = (
            apply_mapping(header, parse_mapping(mapping)) if mapping else infer(header, sample)
        )
    except MappingError as exc:
        raise BankFileError([Problem(path, 1, f"--columns: {exc}")]) from None
    if mapping:
        columns.answer_apart = answer_apart(columns, sample)
    missing = columns.missing()
    if missing:
        named = [f"'{h.strip()}'" for h in header if h.strip()]
        more = f", and {len(named) - _LISTED} more" if len(named) > _LISTED else ""
        found = (", ".join(named[:_LISTED]) or "none") + more
        raise BankFileError(
            [
                Problem(
                    path,
                    1,
                    f"the header row lacks {' and '.join(missing)}; its columns: {found}"
                    " (say which is which with --columns, e.g. question=pergunta,choices=A..E,"
                    "answer=correta)",
                )
            ]
        )
    return columns


def _cell(row: list[str], index: int | None) -> str:
    return row[index].strip() if index is not None and index < len(row) else ""


def _filled(row: list[str], columns: Columns) -> list[tuple[int, str]]:
    """The row's choices as (position, cell text), in order."""
    joined = columns.first("choices")
    if joined is not None:
        return list(enumerate(split_choices(_cell(row, joined))))
    return [
        (position, _cell(row, column))
        for position, column in sorted(columns.choices.items())
        if _cell(row, column)
    ]


def _key(row: list[str], columns: Columns) -> str:
    return "; ".join(k for k in (_cell(row, c) for c in columns.of("answer")) if k)


def _numbers_are_texts(rows: list[list[str]], columns: Columns) -> bool:
    """Whether a number in the answer column names a choice by its text, not its place.

    `1;3;4;0` with the answer `3` is the choice "3" in a sheet whose answers are the
    right choices' texts (`**`, `true`, `14` of `14;20;10;12`), but the third choice in
    one whose answers are places (`2` of `Paris;Rome`). The sheet's unambiguous rows
    decide: a text that is a choice, or a number too big to be a place, speaks for
    texts; a number that is a place and no choice's text speaks for places.
    """
    texts_seen = places_seen = 0
    for row in rows:
        choices = [" ".join(text.split()).casefold() for _, text in _filled(row, columns)]
        value = " ".join(_key(row, columns).split()).strip("\"'").casefold()
        if not value or not choices or answer_letters(value) or "," in value or ";" in value:
            continue
        if value.isdigit():
            if value in choices and not 1 <= int(value) <= len(choices):
                texts_seen += 1
            elif value not in choices and 1 <= int(value) <= len(choices):
                places_seen += 1
        elif value in choices:
            texts_seen += 1
    return texts_seen > 0 and places_seen == 0


_PLACES = re.compile(r"[0-9]{1,2}(?:[ \t]*[,;/ ][ \t]*[0-9]{1,2})*\Z")


def _from_zero(rows: list[list[str]], columns: Columns) -> bool:
    """Whether the answer column gives places counted from 0, as programs write them
    (`0` for the first of four choices): some answer is 0, which is no choice's text,
    and none is past the row's last choice counted from 0."""
    zero = False
    for row in rows:
        choices = [" ".join(text.split()) for _, text in _filled(row, columns)]
        value = _key(row, columns).strip().strip("\"'")
        if not value or not choices or answer_letters(value):
            continue
        if not _PLACES.match(value):
            return False
        numbers = [int(n) for n in re.findall(r"[0-9]+", value)]
        if max(numbers) >= len(choices):
            return False
        zero = zero or (0 in numbers and "0" not in choices)
    return zero


def _row(row: list[str], line: int, columns: Columns, draft: DraftBank, context: _Context) -> None:
    prompt = text_to_markdown(_cell(row, columns.first("question")))
    if context.passage and prompt:
        prompt = f"{context.passage}\n\n{prompt}"
    filled = _filled(row, columns)
    texts = [text_to_markdown(text, inline=True) for _, text in filled]
    key = _key(row, columns)
    if filled and columns.from_zero and _PLACES.match(key.strip().strip("\"'")):
        key = re.sub(r"[0-9]+", lambda n: str(int(n.group()) + 1), key)
    truth = truth_value(key)
    if not filled and truth is not None and (columns.true_false or len(key) > 1):
        # a true/false sheet, or a true/false row among multiple-choice ones
        filled, texts = [(0, "True"), (1, "False")], ["True", "False"]
        key = "A" if truth else "B"
    if columns.answer_apart and filled and key:
        correct = match_answer_line(key, texts)
        if correct is None:  # the right answer is kept apart from the (wrong) choices
            at = _apart_position(columns, [p for p, _ in filled])
            filled.insert(at, (-1, key))
            texts.insert(at, text_to_markdown(key, inline=True))
            correct = {at}
    elif columns.numbers_are_texts and key.strip().isdigit():
        correct = match_answer_line(key, texts) or _correct(key, [p for p, _ in filled], texts)
    else:
        correct = _correct(key, [p for p, _ in filled], texts)
    if correct is None:
        shown = key or "(empty)"
        draft.skip(line, f"the answer '{shown}' names none of the row's choices")
        return
    whys = {p: text_to_markdown(_cell(row, c)) for p, c in columns.whys.items()}
    topic = _cell(row, columns.first("topic"))
    tags_column = columns.first("tags")
    tags = re.split(r"[,;]", _cell(row, tags_column)) if tags_column is not None else []
    draft.add(
        DraftQuestion(
            line=line,
            prompt=prompt,
            choices=[
                DraftChoice(text, index in correct, whys.get(position, ""))
                for index, ((position, _), text) in enumerate(zip(filled, texts, strict=True))
            ],
            explanation=text_to_markdown(_cell(row, columns.first("explanation"))),
            category=topic or context.section or None,
            source_id=_cell(row, columns.first("id")) or None,
            tags=tuple(t.strip() for t in tags if t.strip()),
        )
    )


def _apart_position(columns: Columns, positions: list[int]) -> int:
    """Where a right answer kept apart goes among the wrong ones: the choice number its
    columns leave out (`Vaihtoehto2..4` leave out 1), else where its column stands."""
    if positions and min(columns.choices or {0: 0}) > 0:
        return 0
    answer = columns.first("answer") or 0
    choice_columns = [*columns.choices.values(), *columns.of("choices")]
    return 0 if choice_columns and answer < min(choice_columns) else len(positions)


def _correct(key: str, positions: list[int], texts: list[str]) -> set[int] | None:
    """Indexes (into the filled choices) named by the answer: letters, numbers or texts."""
    whole = " ".join(key.split()).strip("\"'")
    value = whole.rstrip(";,").strip()
    wanted: set[int] | None = None
    labelled = choice_label(value.upper())
    letters = answer_letters(value)
    if letters:
        wanted = {LETTERS.index(ch) for ch in letters}
    elif _NUMBERED.match(value):
        wanted = {int(n) - 1 for n in re.findall(r"[0-9]+", value)}
    elif labelled:  # "B) Paris"
        wanted = {LETTERS.index(labelled.letter)}
    if wanted and wanted <= set(positions):
        return {positions.index(p) for p in wanted}
    if not value:
        return None
    # "…combustione;" names the choice "…combustione;" (a list's `;` kept in every cell)
    return match_answer_line(value, texts) or match_answer_line(whole, texts)
