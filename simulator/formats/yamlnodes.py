"""Safe YAML reading that keeps line numbers, for files users write by hand.

Bank and profile files are composed into YAML nodes (never constructed into Python
objects by PyYAML), so a `!!python/...` tag can never run code, aliases are refused
before they can multiply, duplicate keys are caught, and every value keeps the line
it came from for `PATH:LINE: message` reports.
"""

from __future__ import annotations

import difflib
import math
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from simulator.formats.problems import BankFileError, Problem

try:  # the C composer is several times faster on large banks
    _Loader: type = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - PyYAML built without libyaml
    _Loader = yaml.SafeLoader

_STR = "tag:yaml.org,2002:str"
_INT = "tag:yaml.org,2002:int"
_FLOAT = "tag:yaml.org,2002:float"
_BOOL = "tag:yaml.org,2002:bool"
_NULL = "tag:yaml.org,2002:null"
_PLAIN_TAGS = {_STR, _INT, _FLOAT, _BOOL, _NULL}
_TYPE_NAMES = {
    _STR: "text",
    _INT: "a whole number",
    _FLOAT: "a number",
    _BOOL: "true/false",
    _NULL: "empty",
}
_constructor = yaml.constructor.SafeConstructor()


def line_of(node: Node) -> int:
    return int(node.start_mark.line) + 1


#: Numbers in scientific notation that YAML 1.1 (PyYAML) reads as text: `1e-9` and
#: `6.02e23` (it wants a dot and a signed exponent), but YAML 1.2 and every reader of
#: the file take them as the numbers they are.
_EXPONENT = re.compile(r"[-+]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)[eE][-+]?[0-9]+")


def decode_utf8(data: bytes, path: str) -> str:
    """Decode bank bytes, naming the line of the first byte that is not UTF-8."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise BankFileError(
            [Problem(path, line, "the file is not UTF-8 text; save it with UTF-8 encoding")]
        ) from None
    return text.removeprefix("\ufeff")


def compose(text: str, path: str) -> Node | None:
    """Parse YAML text into a node tree, or raise BankFileError with the line."""
    try:
        return yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        line, message = _syntax_problem(exc, text)
        raise BankFileError([Problem(path, line, f"YAML syntax error: {message}")]) from None
    except yaml.reader.ReaderError as exc:  # a character YAML cannot hold, such as NUL
        line = text.count("\n", 0, exc.position) + 1
        first = str(exc).split("\n", 1)[0]  # without PyYAML's "in <unicode string>" line
        raise BankFileError([Problem(path, line, f"YAML syntax error: {first}")]) from None
    except yaml.YAMLError as exc:
        first = str(exc).split("\n", 1)[0]
        raise BankFileError([Problem(path, 1, f"YAML syntax error: {first}")]) from None


# Constructs broken by never being closed, and how to say so: the place to fix is the
# line where they start, although the parser only notices further down.
_UNCLOSED = {
    "quoted scalar": "the quoted text that starts on this line is never closed",
    "simple key": "the key on this line is not followed by ':'",
    "flow sequence": "the '[' list that starts on this line is never closed with ']'",
    "flow mapping": "the '{' mapping that starts on this line is never closed with '}'",
}


def _syntax_problem(exc: yaml.MarkedYAMLError, text: str) -> tuple[int, str]:
    """The line to report and the message for a YAML syntax error."""
    problem = exc.problem or "invalid YAML"
    start, found = exc.context_mark, exc.problem_mark
    unclosed = next((said for kind, said in _UNCLOSED.items() if kind in (exc.context or "")), None)
    if start is not None and unclosed is not None:
        where = f" at line {found.line + 1}" if found is not None else ""
        return start.line + 1, f"{unclosed} ({problem}{where})"
    line = found.line + 1 if found is not None else 1
    runaway = _runaway_quote(text, line)
    if runaway is not None:
        opened, closed = runaway
        return opened, (
            f"the quoted text that starts on this line runs on to line {closed}: is its "
            f"closing quote missing? ({problem} at line {line})"
        )
    return line, problem


_QUOTED_VALUE = re.compile(r"""^\s*(?:-\s+)?(?:[^\s#'"][^#'"]*?:\s+)?(['"])""")
_BLOCK_SCALAR = re.compile(r"^(\s*)(?:-\s+)?(?:[^\s#][^#]*?:\s*)?[|>][-+0-9]*\s*(?:#.*)?$")


def _runaway_quote(text: str, error_line: int) -> tuple[int, int] | None:
    """(start, end) lines of the last quoted value before `error_line` that spans lines.

    A quote left open on one line is closed by the next quote character the parser
    meets, lines further on, and the error surfaces there; a value quoted over
    several lines is rare enough in these files to be the likely culprit.
    """
    lines = text.splitlines()[: max(0, error_line - 1)]
    found: tuple[int, int] | None = None
    block_indent: int | None = None
    number = 0
    while number < len(lines):
        line = lines[number]
        indent = len(line) - len(line.lstrip())
        if block_indent is not None and (not line.strip() or indent > block_indent):
            number += 1
            continue
        block_indent = None
        block = _BLOCK_SCALAR.match(line)
        if block:
            block_indent = len(block.group(1))
            number += 1
            continue
        opening = _QUOTED_VALUE.match(line)
        if opening is None:
            number += 1
            continue
        quote, rest = opening.group(1), line[opening.end() :]
        end = number
        while _closing_quote(rest, quote) is None and end + 1 < len(lines):
            end += 1
            rest = lines[end]
        if end > number:
            found = (number + 1, end + 1)
        number = end + 1
    return found


def _closing_quote(text: str, quote: str) -> int | None:
    """Where `text` (just after an opening quote) closes it, or None."""
    index = 0
    while index < len(text):
        char = text[index]
        if quote == '"' and char == "\\":
            index += 2
            continue
        if char == quote:
            if quote == "'" and text[index + 1 : index + 2] == "'":  # '' is an escaped quote
                index += 2
                continue
            return index
        index += 1
    return None


@dataclass
class NodeReader:
    """Reads typed values out of YAML nodes, collecting every problem instead of stopping."""

    path: str
    problems: list[Problem] = field(default_factory=list)
    _seen: set[int] = field(default_factory=set)

    def error(self, node: Node | int, message: str) -> None:
        line = node if isinstance(node, int) else line_of(node)
        self.problems.append(Problem(self.path, line, message))

    def warn(self, node: Node | int, message: str) -> None:
        line = node if isinstance(node, int) else line_of(node)
        self.problems.append(Problem(self.path, line, message, warning=True))

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if not p.warning]

    def _visit(self, node: Node, where: str) -> bool:
        """Refuse a node reached a second time: that only happens through an alias."""
        if id(node) in self._seen:
            self.error(node, f"{where}: YAML aliases (*name) are not allowed in this file")
            return False
        self._seen.add(id(node))
        if node.tag not in _PLAIN_TAGS | {
            "tag:yaml.org,2002:map",
            "tag:yaml.org,2002:seq",
        }:
            self.error(node, f"{where}: the YAML tag {node.tag!r} is not allowed")
            return False
        return True

    def mapping(
        self,
        node: Node,
        where: str,
        *,
        required: tuple[str, ...] = (),
        optional: tuple[str, ...] = (),
    ) -> dict[str, Node] | None:
        """Items of a mapping node; unknown, duplicate and missing keys are problems."""
        if not self._visit(node, where):
            return None
        if not isinstance(node, MappingNode):
            self.error(node, f"{where} must be a mapping of keys, not {_kind(node)}")
            return None
        allowed = required + optional
        items: dict[str, Node] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, ScalarNode) or key_node.tag == "tag:yaml.org,2002:merge":
                self.error(key_node, f"{where}: keys must be plain words")
                continue
            key = str(key_node.value)
            if key in items:
                first = line_of(items[key])
                self.error(key_node, f"{where}: key '{key}' appears twice (first at line {first})")
                continue
            if key not in allowed:
                self.error(key_node, f"{where}: unknown key '{key}'{_suggestion(key, allowed)}")
                continue
            items[key] = value_node
        for key in required:
            if key not in items:
                self.error(node, f"{where}: missing required key '{key}'")
        return items

    def sequence(self, node: Node, where: str) -> list[Node] | None:
        if not self._visit(node, where):
            return None
        if not isinstance(node, SequenceNode):
            self.error(node, f"{where} must be a list, not {_kind(node)}")
            return None
        return list(node.value)

    def _scalar(self, node: Node, where: str) -> ScalarNode | None:
        if not self._visit(node, where):
            return None
        if not isinstance(node, ScalarNode):
            self.error(node, f"{where} must be a single value, not {_kind(node)}")
            return None
        return node

    def text(
        self, node: Node, where: str, *, allow_empty: bool = False, max_length: int | None = None
    ) -> str | None:
        """A string; plain scalars are taken as written (so `No` stays the word "No").

        `null` and `~` are no text: empty where that is allowed, else a problem (never
        the word "null").
        """
        scalar = self._scalar(node, where)
        if scalar is None:
            return None
        if scalar.tag not in _PLAIN_TAGS:
            self.error(node, f"{where} must be text")
            return None
        value = "" if scalar.tag == _NULL else str(scalar.value)
        if not allow_empty and not value.strip():
            self.error(node, f"{where} must not be empty")
            return None
        if max_length is not None and len(value) > max_length:
            self.error(node, f"{where} is {len(value)} characters long; at most {max_length}")
            return None
        if "\0" in value:  # a double-quoted "\0": PostgreSQL cannot store it in text
            self.error(node, f"{where} contains a NUL character (\\0), which cannot be stored")
            return None
        return value

    def integer(
        self, node: Node, where: str, *, low: int | None = None, high: int | None = None
    ) -> int | None:
        """A whole number, within [low, high] when given (else a problem naming the range)."""
        value = self._typed(node, where, _INT)
        if not isinstance(value, int) or isinstance(value, bool):
            return None
        if (low is not None and value < low) or (high is not None and value > high):
            self.error(node, f"{where} must be {_range(low, high)}, not {_short_number(value)}")
            return None
        return value

    def number(
        self, node: Node, where: str, *, low: float | None = None, high: float | None = None
    ) -> float | None:
        """A finite number (`.nan` and `.inf` are problems), within [low, high] when given."""
        scalar = self._scalar(node, where)
        if scalar is None:
            return None
        exponent = not scalar.style and _EXPONENT.fullmatch(scalar.value) is not None
        if scalar.tag not in (_INT, _FLOAT) and not exponent:
            self.error(node, f"{where} must be a number, not {_TYPE_NAMES.get(scalar.tag, 'text')}")
            return None
        try:
            value = float(scalar.value if exponent else _constructor.construct_object(scalar))
        except (OverflowError, ValueError):
            value = math.inf
        if not math.isfinite(value):
            self.error(node, f"{where} must be a finite number, not {scalar.value}")
            return None
        if (low is not None and value < low) or (high is not None and value > high):
            self.error(node, f"{where} must be {_range(low, high)}, not {value:g}")
            return None
        return value

    def boolean(self, node: Node, where: str) -> bool | None:
        value = self._typed(node, where, _BOOL)
        return value if isinstance(value, bool) else None

    def _typed(self, node: Node, where: str, tag: str) -> object:
        scalar = self._scalar(node, where)
        if scalar is None:
            return None
        if scalar.tag != tag:
            expected = _TYPE_NAMES[tag]
            found = _TYPE_NAMES.get(scalar.tag, "text")
            self.error(node, f"{where} must be {expected}, not {found} ({scalar.value!r})")
            return None
        try:
            return _constructor.construct_object(scalar)
        except ValueError:  # more digits than Python converts (sys.int_info)
            self.error(node, f"{where} has far too many digits")
            return None

    def text_list(self, node: Node, where: str) -> tuple[str, ...]:
        items = self.sequence(node, where)
        if items is None:
            return ()
        values = (self.text(item, f"{where} item") for item in items)
        return tuple(v for v in values if v is not None)

    def raise_if_errors(self) -> None:
        if self.errors:
            raise BankFileError(self.errors)


def _range(low: float | None, high: float | None) -> str:
    if low is not None and high is not None:
        return f"from {low:g} to {high:g}"
    return f"at least {low:g}" if low is not None else f"at most {high:g}"


def _short_number(value: int) -> str:
    """A number as written, or its size when it has too many digits to print."""
    if abs(value) < 10**30:
        return str(value)
    return f"a number of about {int(value.bit_length() * math.log10(2)) + 1} digits"


def _kind(node: Node) -> str:
    if isinstance(node, MappingNode):
        return "a mapping"
    if isinstance(node, SequenceNode):
        return "a list"
    if node.tag == _NULL:
        return "empty"
    return f"the value {node.value!r}"


def _suggestion(key: str, allowed: tuple[str, ...]) -> str:
    close = difflib.get_close_matches(key, allowed, n=1)
    if close:
        return f"; did you mean '{close[0]}'?"
    return f" (allowed: {', '.join(allowed)})"


def iter_pairs(node: MappingNode) -> Iterator[tuple[ScalarNode, Node]]:
    """Key/value node pairs of a mapping whose keys are free-form (e.g. a blueprint)."""
    for key_node, value_node in node.value:
        if isinstance(key_node, ScalarNode):
            yield key_node, value_node
