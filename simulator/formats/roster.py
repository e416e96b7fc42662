"""Class rosters (`students.csv`): who the instructor expects to hand in a result.

A CSV file with a header row. The student ID column is found by its header (case,
spaces and punctuation ignored): `id`, `student id`, `id number`, `username`; the name
is `name` / `full name`, or `first name` plus `last name`. Comma, semicolon or tab
separated (sniffed), UTF-8 with or without a byte-order mark (what spreadsheets and
Moodle's participant export write). Problems are reported as `ROSTER:LINE: message`.
"""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

from simulator.domain.classroom import MAX_STUDENT_ID_LENGTH, MAX_STUDENT_NAME_LENGTH, student_key
from simulator.domain.gradebook import RosterEntry
from simulator.formats.problems import BankFileError, FileProblemsError, Problem, read_file_bytes

_ID = {"id", "studentid", "idnumber", "studentnumber", "matriculation", "username", "userid"}
_NAME = {"name", "fullname", "student", "studentname"}
_FIRST = {"firstname", "givenname", "forename"}
_LAST = {"lastname", "surname", "familyname"}
#: A class roster is a few hundred rows; anything this big is not one.
MAX_ROSTER_BYTES = 5 * 1024 * 1024


class RosterError(FileProblemsError):
    """A roster could not be used."""


def _header_key(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.casefold())


def load_roster(path: Path) -> list[RosterEntry]:
    """The students of a roster file, in its order; RosterError lists every problem."""
    where = str(path)
    try:
        data = read_file_bytes(path, "the roster", MAX_ROSTER_BYTES)
    except BankFileError as exc:
        raise RosterError(exc.problems) from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise RosterError([Problem(where, 1, f"not UTF-8 text (byte {exc.start})")]) from None
    lines = text.splitlines()
    if not lines:
        raise RosterError([Problem(where, 1, "the roster is empty")])
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(lines[0], ",;\t")
    except csv.Error:
        dialect = csv.excel
    reader = csv.reader(io.StringIO(text, newline=""), dialect)
    header = [_header_key(cell) for cell in next(reader)]
    id_column = next((i for i, key in enumerate(header) if key in _ID), None)
    if id_column is None:
        raise RosterError(
            [
                Problem(
                    where,
                    1,
                    "no student ID column: the first row must name one (id, student id, "
                    "id number or username)",
                )
            ]
        )
    name = next((i for i, key in enumerate(header) if key in _NAME), None)
    first = next((i for i, key in enumerate(header) if key in _FIRST), None)
    last = next((i for i, key in enumerate(header) if key in _LAST), None)
    entries: list[RosterEntry] = []
    problems: list[Problem] = []
    seen: dict[str, int] = {}
    for row in reader:
        line = reader.line_num
        if not any(cell.strip() for cell in row):
            continue
        student_id = row[id_column].strip() if id_column < len(row) else ""
        if not student_id:
            problems.append(Problem(where, line, "no student ID in this row"))
            continue
        if len(student_id) > MAX_STUDENT_ID_LENGTH:
            problems.append(
                Problem(where, line, f"the student ID is over {MAX_STUDENT_ID_LENGTH} characters")
            )
            continue
        key = student_key(student_id)
        if key in seen:
            problems.append(
                Problem(where, line, f"student ID '{student_id}' also at line {seen[key]}")
            )
            continue
        seen[key] = line
        full = _cell(row, name) or " ".join(p for p in (_cell(row, first), _cell(row, last)) if p)
        entries.append(RosterEntry(student_id, full[:MAX_STUDENT_NAME_LENGTH]))
    if problems:
        raise RosterError(problems)
    if not entries:
        raise RosterError([Problem(where, 1, "the roster lists no students")])
    return entries


def _cell(row: list[str], column: int | None) -> str:
    return row[column].strip() if column is not None and column < len(row) else ""
