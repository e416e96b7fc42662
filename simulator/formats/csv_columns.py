"""Which column of a question sheet holds what: by name, by a near-miss name, by content.

Every spreadsheet names its columns its own way, in its own language, sometimes
misspelled: `question`, `Pergunta`, `Enunciado`, `Kérdés`, `问题`; `correta`,
`Correct_Awnser`, `Helyes válasz`. Columns are recognised, in this order:

1. by name, against the words below (case, accents kept, spaces and punctuation
   ignored), in English, Spanish, Portuguese, French, German, Italian, Polish,
   Russian, Ukrainian, Hungarian, Dutch, Turkish, Finnish, Czech, Romanian,
   Indonesian, Swedish, Danish, Norwegian, Croatian, Greek, Korean, Vietnamese,
   Arabic, Hebrew, Chinese and Japanese;
2. by a near-miss of those names (one or two letters off, transposed letters);
3. by content: a column of single letters A–Z is the answer key; a column whose
   values each appear among their row's choices is the answer text; a column
   whose cells each hold several `;`- or `|`-separated values is the choices;
   the column of the longest texts is the question.

A sheet may keep the right answer's text apart from the wrong ones (`Kysymys,
Vaihtoehto2..4, Vastaus`; `correct_answer, incorrect_answer_1…`): when nearly every
answer is found among none of its row's choices, it is added to them (`answer_apart`).

What was decided, and how, is kept (`ColumnRole.how`) so the import preview can
show it; when a role is still missing, or the user knows better, a mapping
(`--columns question=pergunta,choices=A..E,answer=correta`) decides instead.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from simulator.formats.column_words import BY_WORD, CHOICE_WORDS, WHY_WORDS
from simulator.formats.grammar import LETTERS, answer_letters, truth_pair, truth_value

#: The roles a column can play (what the mapping and the preview's combo boxes offer).
ROLES = ("question", "choice", "choices", "answer", "explanation", "topic", "id", "tags", "ignore")
#: Most choices in a row (labels A–Z).
MAX_CHOICE_COLUMNS = 26

_LABEL = re.compile(r"([a-z]|0?[1-9]|1[0-9]|2[0-6])\Z")
_NUMBERS = re.compile(r"[1-9][0-9]?(?:[ ,;/]+[1-9][0-9]?)*")
_SEPARATED = re.compile(r"\s*(?:;|\||\n)\s*")


def header_key(name: str) -> str:
    """A header as compared: casefolded, without spaces, punctuation or `_`."""
    folded = unicodedata.normalize("NFC", name.casefold())
    return "".join(ch for ch in folded if ch.isalnum())[:60]


@dataclass(frozen=True, slots=True)
class ColumnRole:
    """What one column holds: a role, a choice position for `choice`, and how it was told."""

    role: str
    position: int = 0  # for `choice` (and per-choice `why`): 0 for A
    how: str = "name"  # "name", "similar name", "content", "mapping" or "" (unused)


@dataclass(slots=True)
class Columns:
    """Which column holds what (indexes into a row), with the role of every column."""

    header: list[str]
    roles: list[ColumnRole] = field(default_factory=list)
    whys: dict[int, int] = field(default_factory=dict)  # choice position -> column
    # A true/false sheet: a statement per row and a key such as `V`/`F` or `igaz`/`hamis`
    true_false: bool = False
    # The right answer's text in a column of its own, the other columns holding only
    # wrong ones (`Kysymys, Vaihtoehto2..4, Vastaus`; `correct_answer, incorrect_answers`)
    answer_apart: bool = False
    # The answer column names the right choice by its text even when that is a number
    # (`3` of `1;3;4;0` is the choice "3", not the third); see csv_bank._numbers_are_texts
    numbers_are_texts: bool = False
    # The answer column counts the choices from 0 (`0` is the first), as programs do
    from_zero: bool = False

    def of(self, role: str) -> list[int]:
        return [i for i, r in enumerate(self.roles) if r.role == role]

    def first(self, role: str) -> int | None:
        found = self.of(role)
        return found[0] if found else None

    @property
    def choices(self) -> dict[int, int]:
        """Choice position -> column, for sheets with one column per choice."""
        return {
            r.position: i for i, r in reversed(list(enumerate(self.roles))) if r.role == "choice"
        }

    def missing(self) -> list[str]:
        """The roles a sheet needs and this one lacks, described for a message."""
        needs = []
        if self.first("question") is None:
            needs.append("a question column (question, prompt, pregunta…)")
        least = 1 if self.answer_apart else 2
        if len(self.choices) < least and self.first("choices") is None and not self.true_false:
            needs.append(
                "choice columns (option A, option B… or one column of ';'-separated choices)"
            )
        if self.first("answer") is None:
            needs.append("an answer column (answer, correct, respuesta…)")
        return needs

    def describe(self) -> list[str]:
        """ "pergunta: question (by name)" for every column, for the import preview."""
        lines = []
        for name, role in zip(self.header, self.roles, strict=True):
            what = role.role
            if role.role == "choice":
                what = f"choice {LETTERS[role.position]}"
            elif role.how == "why":
                what, role = (
                    f"why choice {LETTERS[role.position]} is right or wrong",
                    ColumnRole(""),
                )
            how = f" ({role.how})" if role.how and role.how != "mapping" else ""
            lines.append(f"{name.strip() or '(no name)'}: {what}{how}")
        return lines


def _edit_distance(a: str, b: str, limit: int) -> int:
    """Damerau-Levenshtein distance of two short strings, cut off above `limit`."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, start=1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, start=1):
            cost = 0 if ca == cb else 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                current[j] = min(current[j], previous2[j - 2] + 1)
        if min(current) > limit:
            return limit + 1
        previous2, previous = previous, current
    return previous[-1]


def _similar_role(key: str) -> str | None:
    """The role whose word this key nearly spells ("correctawnser" -> answer), if one only."""
    if len(key) < 5:
        return None
    limit = 1 if len(key) < 9 else 2
    roles = {
        role
        for word, role in BY_WORD.items()
        if len(word) >= 5 and _edit_distance(key, word, limit) <= limit
    }
    return roles.pop() if len(roles) == 1 else None


def _choice_position(key: str) -> tuple[str, int] | None:
    """("choice", 0) for `optiona`, `a`, `1`, `alternativaa`; ("why", 1) for `explanationb`."""
    for kind, words in (("choice", CHOICE_WORDS), ("why", WHY_WORDS)):
        for word in ("", *words) if kind == "choice" else words:
            if key.startswith(word):
                label = _LABEL.match(key[len(word) :])
                if label is not None:
                    text = label.group(1)
                    position = LETTERS.index(text.upper()) if text.isalpha() else int(text) - 1
                    if position < MAX_CHOICE_COLUMNS:
                        return kind, position
    return None


def by_name(header: Sequence[str]) -> Columns:
    """Roles told by the header alone (exact words, choice labels, near-miss words).

    Exact names are settled first, so `domanda` is the question even when `iddomanda`
    (a near miss of it, and in fact the question's id) comes before it.
    """
    columns = Columns(list(header), [ColumnRole("ignore", how="") for _ in header])
    keys = [header_key(name) for name in header]
    lettered = sum(
        1
        for k in keys
        if (c := _choice_position(k)) and c[0] == "choice" and not k.startswith("answer")
    )
    taken: set[str] = set()
    near: list[int] = []
    for index, key in enumerate(keys):
        role = BY_WORD.get(key)
        numbered_answer = re.fullmatch(r"(?:correct)?answer([1-9])", key)
        choice = _choice_position(key)
        if numbered_answer and lettered >= 2:
            # "Answer 1", "Answer 2" beside lettered choice columns are the keys
            columns.roles[index] = ColumnRole("answer")
        elif (
            role in ("question", "explanation", "topic", "id", "tags", "choices")
            and role not in taken
        ):
            taken.add(role)
            columns.roles[index] = ColumnRole(role)
        elif role == "answer":
            columns.roles[index] = ColumnRole("answer")
        elif choice is not None and choice[0] == "choice":
            columns.roles[index] = ColumnRole("choice", choice[1])
        elif choice is not None:
            columns.whys[choice[1]] = index
            columns.roles[index] = ColumnRole("ignore", choice[1], how="why")
        elif role is None:
            near.append(index)
    for index in near:
        key = keys[index]
        similar = "id" if _numbers_a_role(key) else _similar_role(key)
        if similar is not None and (similar == "answer" or similar not in taken):
            taken.add(similar)
            columns.roles[index] = ColumnRole(similar, how="similar name")
    positions = {r.position for r in columns.roles if r.role == "choice"}
    bare = all(len(k) == 1 for k, r in zip(keys, columns.roles, strict=True) if r.role == "choice")
    if positions and 0 not in positions and bare:  # `x`, `y`, `z` are names, not choices
        columns.roles = [
            ColumnRole("ignore", how="") if r.role == "choice" else r for r in columns.roles
        ]
    return columns


_ID_WORDS = ("id", "no", "nr", "num", "number", "numero", "número", "nummer", "n")


def _numbers_a_role(key: str) -> bool:
    """Whether a header is the number of something named: `iddomanda`, `question_no`."""
    for word in _ID_WORDS:
        for rest in (key.removeprefix(word), key.removesuffix(word)):
            if rest != key and BY_WORD.get(rest) == "question":
                return True
    return False


def by_content(columns: Columns, rows: Sequence[Sequence[str]]) -> Columns:
    """Fill the roles names left open from what the first rows hold."""
    unused = [i for i, r in enumerate(columns.roles) if r.role == "ignore" and r.how == ""]

    def values(index: int) -> list[str]:
        return [row[index].strip() for row in rows if index < len(row) and row[index].strip()]

    def assign(index: int, role: str) -> None:
        columns.roles[index] = ColumnRole(role, how="content")
        unused.remove(index)

    if columns.first("choices") is None and len(columns.choices) < 2:
        for index in unused:
            cells = values(index)
            if _mostly(cells, lambda c: 2 <= len(_SEPARATED.split(c)) <= MAX_CHOICE_COLUMNS):
                assign(index, "choices")
                break
    if columns.first("answer") is None:
        count = max(len(columns.choices), 2 if columns.first("choices") is not None else 0)
        keyed = [
            index
            for index in unused
            if _mostly(
                [_bare_key(c) for c in values(index)],
                lambda c: answer_letters(c, max(count, 5)) is not None,
            )
        ] or [index for index in unused if _choice_numbers([_bare_key(c) for c in values(index)])]
        if keyed:  # letters first: a column of numbers may be the rows' own numbers
            assign(keyed[0], "answer")
        else:
            for index in list(unused):
                pairs = [(row, row[index].strip()) for row in rows if index < len(row)]
                named = [v for row, v in pairs if v and _among_choices(v, row, columns)]
                if named and len(named) == len([v for _, v in pairs if v]):
                    assign(index, "answer")
                    break
            else:
                _true_false_key(columns, unused, values, assign)
    answer = columns.first("answer")
    if answer is not None and len(columns.choices) < 2 and columns.first("choices") is None:
        columns.true_false = columns.true_false or _states_truth(values(answer))
    if columns.first("question") is None and unused:
        longest = max(unused, key=lambda i: sum(map(len, values(i))) / max(1, len(values(i))))
        if values(longest):
            assign(longest, "question")
    columns.answer_apart = answer_apart(columns, rows)
    question, answer = columns.first("question"), columns.first("answer")
    if (
        len(columns.choices) < 2
        and columns.first("choices") is None
        and question is not None
        and answer is not None
    ):
        # question, then one column per choice, then the key: `Q;Paris;Rome;Berlin;A`
        low, high = min(question, answer), max(question, answer)
        between = [i for i in unused if low < i < high and values(i)]
        if len(between) >= 2:
            for position, index in enumerate(between):
                columns.roles[index] = ColumnRole("choice", position, how="content")
    return columns


def _choice_numbers(cells: list[str]) -> bool:
    """A column of choice numbers (`2`, `1, 3`), not the rows' own numbers (1, 2, 3…, 57)."""
    if not _mostly(cells, lambda c: _NUMBERS.fullmatch(c) is not None):
        return False
    numbers = [int(c) for c in cells if c.isdigit()]
    counting = len(numbers) >= 3 and all(b == a + 1 for a, b in itertools.pairwise(numbers))
    return not counting and all(n <= MAX_CHOICE_COLUMNS for n in numbers)


def answer_apart(columns: Columns, rows: Sequence[Sequence[str]]) -> bool:
    """Whether the answer column holds the right answer's text and the choice columns
    only the wrong ones: nearly every answer is a text found in none of its row's
    choices (not a letter, not a choice's number, not a true/false word)."""
    answer = columns.first("answer")
    if answer is None or (not columns.choices and columns.first("choices") is None):
        return False
    count = max(len(columns.choices), 2)
    answers = [(row, row[answer].strip()) for row in rows if answer < len(row)]
    given = [(row, value) for row, value in answers if value]
    apart = [
        value
        for row, value in given
        if answer_letters(_bare_key(value)) is None  # a lone `C` is a key, whatever the count
        and not _choice_number(_bare_key(value), count)
        and truth_value(value) is None
        and not _among_choices(value, row, columns)
    ]
    return bool(given) and len(apart) >= 0.9 * len(given)


def _choice_number(cell: str, count: int) -> bool:
    """Whether a cell names choices by number, none past the last one (`2`, `1, 3`)."""
    if _NUMBERS.fullmatch(cell) is None:
        return False
    return all(1 <= int(n) <= count for n in re.findall(r"[0-9]+", cell))


def _states_truth(cells: list[str]) -> bool:
    """Whether a column's cells are true/false keys of one language: `V`/`F`, `igaz`/`hamis`."""
    return _mostly(cells, lambda c: truth_value(c) is not None) and (
        truth_pair([c for c in cells if truth_value(c) is not None]) is not None
    )


def _true_false_key(
    columns: Columns,
    unused: list[int],
    values: Callable[[int], list[str]],
    assign: Callable[[int, str], None],
) -> None:
    """With no choice columns, a column of true/false keys makes a true/false sheet."""
    if len(columns.choices) >= 2 or columns.first("choices") is not None:
        return
    for index in list(unused):
        if _states_truth(values(index)):
            assign(index, "answer")
            columns.true_false = True
            return


def is_answer_key(cell: str) -> bool:
    """Whether a cell reads as an answer key: letters (`B`, `A, C`) or choice numbers (`3`)."""
    bare = _bare_key(cell)
    return answer_letters(bare) is not None or _NUMBERS.fullmatch(bare) is not None


def _mostly(cells: list[str], test: Callable[[str], bool]) -> bool:
    """Whether nearly every cell passes (a sheet's odd row must not hide its columns)."""
    return bool(cells) and sum(1 for c in cells if test(c)) >= 0.9 * len(cells)


def _bare_key(cell: str) -> str:
    """An answer cell without quotes and trailing punctuation: `"3;` -> `3`."""
    return cell.strip().strip("\"'").rstrip(";,.").strip()


def _among_choices(value: str, row: Sequence[str], columns: Columns) -> bool:
    texts = [row[i].strip() for i in columns.choices.values() if i < len(row)]
    joined = columns.first("choices")
    if joined is not None and joined < len(row):
        texts += split_choices(row[joined])
    folded = {" ".join(t.split()).casefold() for t in texts if t}
    return " ".join(value.split()).casefold() in folded


def split_choices(cell: str) -> list[str]:
    """The choices of a one-column list: `Paris; Rome; Berlin` (or `|`, or one a line)."""
    return [part for part in _SEPARATED.split(cell.strip()) if part]


def infer(header: Sequence[str], rows: Sequence[Sequence[str]]) -> Columns:
    """Every column's role: by name, by a near-miss name, then by content."""
    return by_content(by_name(header), rows)


# --- a mapping the user gives ----------------------------------------------------------------


class MappingError(ValueError):
    """A `--columns` mapping that cannot be applied to this sheet; the message says why."""


def parse_mapping(spec: str) -> list[tuple[str, str]]:
    """`question=pergunta,choices=A..E,answer=correta` -> [(role, columns spec), …]."""
    pairs = []
    for part in spec.split(","):
        if not part.strip():
            continue
        role, separator, target = part.partition("=")
        role = role.strip().casefold()
        if not separator or not target.strip():
            raise MappingError(
                f"'{part.strip()}' is not ROLE=COLUMN (for example question=pergunta)"
            )
        if role not in ROLES or role == "choice":
            raise MappingError(
                f"unknown role '{role}'; the roles are question, choices, answer, explanation,"
                " topic, id, tags, ignore"
            )
        pairs.append((role, target.strip()))
    if not pairs:
        raise MappingError("the column mapping is empty (for example question=pergunta)")
    return pairs


def apply_mapping(header: Sequence[str], pairs: Sequence[tuple[str, str]]) -> Columns:
    """Roles as the user mapped them; columns not named keep the role their name gives."""
    columns = by_name(header)
    for role, target in pairs:
        indexes = _targets(header, target)
        if role == "choices" and len(indexes) >= 2:
            for position, index in enumerate(indexes):
                columns.roles[index] = ColumnRole("choice", position, how="mapping")
            continue
        for index in indexes:
            columns.roles[index] = ColumnRole(role, how="mapping")
    for role in ("question", "choices", "answer"):  # a mapped role replaces what names said
        mapped = [i for i, r in enumerate(columns.roles) if r.role == role and r.how == "mapping"]
        if mapped:
            for index in columns.of(role):
                if index not in mapped:
                    columns.roles[index] = ColumnRole("ignore", how="mapping")
    if any(r.role == "choice" and r.how == "mapping" for r in columns.roles):
        for index, r in enumerate(columns.roles):
            if r.role == "choice" and r.how != "mapping":
                columns.roles[index] = ColumnRole("ignore", how="mapping")
    return columns


def _targets(header: Sequence[str], target: str) -> list[int]:
    """Column indexes a mapping names: a header, a 1-based number, `A..E`, or `a+b+c`."""
    indexes: list[int] = []
    for part in target.split("+"):
        first, dots, last = part.partition("..")
        start = _column(header, first)
        end = _column(header, last) if dots else start
        if end < start:
            raise MappingError(f"'{part}': the column '{last}' comes before '{first}'")
        indexes += range(start, end + 1)
    return indexes


def _column(header: Sequence[str], name: str) -> int:
    wanted = name.strip()
    keys = [h.strip().casefold() for h in header]
    if wanted.casefold() in keys:
        return keys.index(wanted.casefold())
    folded = [header_key(h) for h in header]
    if header_key(wanted) in folded and header_key(wanted):
        return folded.index(header_key(wanted))
    if wanted.isdigit() and 1 <= int(wanted) <= len(header):
        return int(wanted) - 1
    names = ", ".join(f"'{h.strip()}'" for h in header)
    raise MappingError(f"no column '{wanted}' (the columns: {names}; or give a number from 1)")
