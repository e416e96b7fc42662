"""CSV question sheets: one question per row, columns recognised by their header.

Spreadsheets are how many people keep question sets, and every sheet names its
columns a little differently, so headers are matched by meaning (case, spaces
and punctuation ignored):

- the question: `question`, `prompt`, `question text`, `stem`
- choices: `option A`…`option H`, `choice A`, `answer A`, `A`…`H`, or numbered
  `option 1`…`option 8`
- the answer: `answer`, `answers`, `correct`, `correct answer(s)`, `key` — letters
  (`B`, `B, E`, `B;E`), choice numbers (`2`) or the choice texts themselves;
  several `answer 1`, `answer 2` columns are combined
- optional: `explanation` (`rationale`, `feedback`), `topic` (`category`, `domain`,
  `section`), `id`, `tags`, and per-choice `explanation A` (`why A`, `feedback A`)

The delimiter (`,` `;` tab `|`) is sniffed, as is the encoding: UTF-8 with or
without a byte-order mark, UTF-16 with one, and otherwise Windows-1252 (what
Excel writes on Windows) with a warning. Cells may contain HTML, which is
converted like every other source's.
"""

from __future__ import annotations

import codecs
import csv
import io
import re
from dataclasses import dataclass, field

from simulator.formats.drafts import DraftBank, DraftChoice, DraftQuestion
from simulator.formats.grammar import answer_letters
from simulator.formats.markup import text_to_markdown
from simulator.formats.plaintext import match_answer_line
from simulator.formats.problems import BankFileError, Problem

FORMAT = "csv"
LETTERS = "ABCDEFGH"
_PROMPT = {"question", "prompt", "questiontext", "questionstem", "stem", "item"}
_ANSWER = {"answer", "answers", "correct", "correctanswer", "correctanswers", "key"}
_ANSWER |= {"correctoption", "correctoptions", "correctchoice", "correctchoices", "solution"}
_EXPLANATION = {"explanation", "explanations", "rationale", "feedback", "generalfeedback"}
_EXPLANATION |= {"reason", "answerexplanation"}
_TOPIC = {"topic", "category", "domain", "section", "subject"}
_ID = {"id", "questionid", "qid", "idnumber"}
_TAGS = {"tags", "tag", "keywords"}
_CHOICE = re.compile(r"(?:option|choice|answer|opt|alternative|ans)?([a-h]|[1-8])\Z")
_WHY = re.compile(r"(?:explanation|why|feedback|rationale)([a-h]|[1-8])\Z")
_ANSWER_N = re.compile(r"(?:correct)?answer([1-8])\Z")
_NUMBERED = re.compile(r"[1-8](?:\s*[,;/ ]\s*[1-8])*\Z")
_LABELLED = re.compile(r"([A-H])[.):]\s+\S")


@dataclass(slots=True)
class _Columns:
    """Which column holds what (indexes into a row)."""

    prompt: int | None = None
    choices: dict[int, int] = field(default_factory=dict)  # choice position -> column
    whys: dict[int, int] = field(default_factory=dict)
    answers: list[int] = field(default_factory=list)
    explanation: int | None = None
    topic: int | None = None
    id: int | None = None
    tags: int | None = None
    ignored: list[str] = field(default_factory=list)


def _decode_csv(data: bytes, path: str) -> tuple[str, Problem | None]:
    """The text of a CSV file, and a warning if it had to be read as Windows-1252."""
    if data.startswith(codecs.BOM_UTF8):
        return data[3:].decode("utf-8", errors="replace"), None
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return data.decode("utf-16", errors="replace"), None
    try:
        return data.decode("utf-8"), None
    except UnicodeDecodeError:
        warning = Problem(
            path, 1, "the file is not UTF-8; it was read as Windows-1252 (Excel's)", warning=True
        )
        return data.decode("cp1252", errors="replace"), warning


def _key(header: str) -> str:
    return re.sub(r"[^a-z0-9]+", "", header.casefold())


def _columns(header: list[str], path: str) -> _Columns:
    columns = _Columns()
    keys = [_key(name) for name in header]
    # "Answer 1", "Answer 2" are the keys when the choices have columns of their own
    # (A, B, C, D or Option 1…), and the choices themselves otherwise.
    other_choices = sum(1 for k in keys if _CHOICE.match(k) and not k.startswith("answer"))
    for index, (name, key) in enumerate(zip(header, keys, strict=True)):
        choice, why = _CHOICE.match(key), _WHY.match(key)
        if key in _PROMPT and columns.prompt is None:
            columns.prompt = index
        elif key in _ANSWER or (_ANSWER_N.match(key) and other_choices >= 2):
            columns.answers.append(index)
        elif choice:
            columns.choices.setdefault(_position(choice.group(1)), index)
        elif why:
            columns.whys[_position(why.group(1))] = index
        elif key in _EXPLANATION and columns.explanation is None:
            columns.explanation = index
        elif key in _TOPIC and columns.topic is None:
            columns.topic = index
        elif key in _ID and columns.id is None:
            columns.id = index
        elif key in _TAGS and columns.tags is None:
            columns.tags = index
        elif name.strip():
            columns.ignored.append(name.strip())
    missing = [
        what
        for what, present in (
            ("a question column (question, prompt)", columns.prompt is not None),
            ("choice columns (option A, option B…)", len(columns.choices) >= 2),
            ("an answer column (answer, correct)", bool(columns.answers)),
        )
        if not present
    ]
    if missing:
        found = ", ".join(f"'{h.strip()}'" for h in header if h.strip()) or "none"
        raise BankFileError(
            [
                Problem(
                    path, 1, f"the header row lacks {' and '.join(missing)}; its columns: {found}"
                )
            ]
        )
    return columns


def _position(label: str) -> int:
    return LETTERS.index(label.upper()) if label.isalpha() else int(label) - 1


def _dialect(text: str) -> type[csv.Dialect] | csv.Dialect:
    sample = text[:65536]
    try:
        return csv.Sniffer().sniff(sample, delimiters=",;\t|")
    except csv.Error:
        first = sample.split("\n", 1)[0]
        delimiter = max(",;\t|", key=first.count)
        return type("_Sniffed", (csv.excel,), {"delimiter": delimiter})


def read_csv(data: bytes, path: str) -> DraftBank:
    text, warning = _decode_csv(data, path)
    draft = DraftBank(path, FORMAT)
    if warning is not None:
        draft.problems.append(warning)
    reader = csv.reader(io.StringIO(text, newline=""), _dialect(text))
    try:
        header = next(reader, None)
        if header is None:
            raise BankFileError([Problem(path, 1, "the file is empty; a header row comes first")])
        columns = _columns(header, path)
        if columns.ignored:
            draft.warn(1, f"columns not used: {', '.join(columns.ignored)}")
        line = reader.line_num + 1
        for row in reader:
            if any(cell.strip() for cell in row):
                _row(row, line, columns, draft)
            line = reader.line_num + 1
    except csv.Error as exc:
        raise BankFileError([Problem(path, reader.line_num or 1, f"CSV error: {exc}")]) from None
    return draft


def _cell(row: list[str], index: int | None) -> str:
    return row[index].strip() if index is not None and index < len(row) else ""


def _row(row: list[str], line: int, columns: _Columns, draft: DraftBank) -> None:
    prompt = text_to_markdown(_cell(row, columns.prompt))
    filled = [
        (position, _cell(row, column))
        for position, column in sorted(columns.choices.items())
        if _cell(row, column)
    ]
    texts = [text_to_markdown(text, inline=True) for _, text in filled]
    keys = [_cell(row, column) for column in columns.answers]
    key = "; ".join(k for k in keys if k)
    correct = _correct(key, [p for p, _ in filled], texts)
    if correct is None:
        shown = key or "(empty)"
        draft.skip(line, f"the answer '{shown}' names none of the row's choices")
        return
    whys = {p: text_to_markdown(_cell(row, c)) for p, c in columns.whys.items()}
    topic = _cell(row, columns.topic)
    tags = re.split(r"[,;]", _cell(row, columns.tags)) if columns.tags is not None else []
    draft.add(
        DraftQuestion(
            line=line,
            prompt=prompt,
            choices=[
                DraftChoice(text, index in correct, whys.get(position, ""))
                for index, ((position, _), text) in enumerate(zip(filled, texts, strict=True))
            ],
            explanation=text_to_markdown(_cell(row, columns.explanation)),
            category=topic or None,
            source_id=_cell(row, columns.id) or None,
            tags=tuple(t.strip() for t in tags if t.strip()),
        )
    )


def _correct(key: str, positions: list[int], texts: list[str]) -> set[int] | None:
    """Indexes (into the filled choices) named by the answer: letters, numbers or texts."""
    value = " ".join(key.split())
    upper = value.upper()
    wanted: set[int] | None = None
    labelled = _LABELLED.match(upper)
    letters = answer_letters(value, len(LETTERS))
    if letters:
        wanted = {LETTERS.index(ch) for ch in letters}
    elif _NUMBERED.match(value):
        wanted = {int(n) - 1 for n in re.findall(r"[1-8]", value)}
    elif labelled:  # "B) Paris"
        wanted = {LETTERS.index(labelled.group(1))}
    if wanted and wanted <= set(positions):
        return {positions.index(p) for p in wanted}
    return match_answer_line(value, texts) if value else None
