"""The keys of a question that depend on its `type:` in a schema-1 bank file.

A question without `type:` is a choice question and has `choices:` (read by the
loader). The other types replace `choices:` with their own keys (docs/bank-format.md,
"Question types"); this module says which keys each type has and reads them into
the domain's payloads, every problem at its line, as the rest of the loader does.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable

from yaml.nodes import MappingNode, Node, ScalarNode

from simulator.domain.question_types import (
    MAX_ACCEPTED_ANSWERS,
    MAX_ITEMS,
    MAX_OPTIONS,
    MAX_PAIRS,
    MIN_ITEMS,
    MIN_PAIRS,
    Matching,
    Numeric,
    NumericAnswer,
    Ordering,
    Pair,
    Payload,
    QuestionType,
    ShortAnswer,
)
from simulator.formats.yamlnodes import NodeReader, line_of

#: The keys each type needs and may have, besides those every question has.
TYPE_KEYS: dict[QuestionType, tuple[tuple[str, ...], tuple[str, ...]]] = {
    QuestionType.CHOICE: (("choices",), ()),
    QuestionType.MATCHING: (("pairs",), ("distractors",)),
    QuestionType.ORDERING: (("items",), ()),
    QuestionType.SHORT_ANSWER: (("answers",), ("case_sensitive",)),
    QuestionType.NUMERIC: (("answers",), ()),
}
#: Every type-specific key, for telling a key of another type from a typo.
ALL_TYPE_KEYS = tuple(dict.fromkeys(k for req, opt in TYPE_KEYS.values() for k in req + opt))
TYPE_NAMES = ", ".join(t.value for t in QuestionType)


def peek_type(node: Node) -> tuple[QuestionType | None, Node | None]:
    """A question node's `type:` (choice when absent; None when it names no type)."""
    if isinstance(node, MappingNode):
        for key_node, value_node in node.value:
            if getattr(key_node, "value", None) == "type":
                value = value_node.value if isinstance(value_node, ScalarNode) else None
                try:
                    return QuestionType(str(value).strip()), value_node
                except ValueError:
                    return None, value_node
    return QuestionType.CHOICE, None


def unknown_type(node: Node) -> str:
    """The message for a `type:` that names no type, with the likely one."""
    value = str(node.value).strip() if isinstance(node, ScalarNode) else "a list or mapping"
    names = [t.value for t in QuestionType]
    close = difflib.get_close_matches(value.replace("_", "-").lower(), names, n=1)
    hint = f"; did you mean '{close[0]}'?" if close else ""
    return f"type is one of {TYPE_NAMES}, not '{value}'{hint}"


def misplaced_keys(
    reader: NodeReader, node: Node, kind: QuestionType, fields: dict[str, Node], name: str
) -> None:
    """A key of another type is an error that says which type it belongs to."""
    required, optional = TYPE_KEYS[kind]
    for key in ALL_TYPE_KEYS:
        if key in fields and key not in required + optional:
            owners = [t.value for t, (req, opt) in TYPE_KEYS.items() if key in req + opt]
            reader.error(
                _key_node(node, key) or node,
                f"{name}: '{key}' belongs to {' and '.join(owners)} questions, not to a"
                f" {kind.value} question (set 'type:' or remove the key)",
            )


def _key_node(node: Node, key: str) -> Node | None:
    if isinstance(node, MappingNode):
        for key_node, _value in node.value:
            if getattr(key_node, "value", None) == key:
                return key_node  # type: ignore[no-any-return]
    return None


class PayloadReader:
    """Reads the type-specific keys of one question; problems go to the shared reader."""

    def __init__(self, reader: NodeReader, name: str) -> None:
        self.r = reader
        self.name = name

    def read(self, kind: QuestionType, fields: dict[str, Node]) -> Payload | None:
        readers: dict[QuestionType, Callable[[dict[str, Node]], Payload | None]] = {
            QuestionType.MATCHING: self._matching,
            QuestionType.ORDERING: self._ordering,
            QuestionType.SHORT_ANSWER: self._short_answer,
            QuestionType.NUMERIC: self._numeric,
        }
        return readers[kind](fields) if kind in readers else None

    # ------------------------------------------------------------------ matching
    def _matching(self, fields: dict[str, Node]) -> Matching | None:
        if "pairs" not in fields:
            return None
        node = fields["pairs"]
        items = self.r.sequence(node, f"{self.name}: pairs")
        if items is None:
            return None
        ok = self._count(node, "pairs", len(items), MIN_PAIRS, MAX_PAIRS)
        pairs: list[Pair] = []
        first_line: dict[str, int] = {}
        for number, item in enumerate(items, start=1):
            where = f"{self.name}: pair {number}"
            pair = self.r.mapping(_rejoined(item), where, required=("left", "right"))
            if pair is None or "left" not in pair or "right" not in pair:
                ok = False
                continue
            left = self.r.text(pair["left"], f"{where} left")
            right = self.r.text(pair["right"], f"{where} right")
            if left is None or right is None:
                ok = False
                continue
            key = _key(left)
            if key in first_line:
                self.r.error(
                    pair["left"],
                    f"{self.name}: the left item '{left.strip()}' appears twice"
                    f" (first at line {first_line[key]}); each left item is matched once",
                )
                ok = False
            first_line[key] = line_of(pair["left"])
            pairs.append(Pair(left.strip(), right.strip()))
        distractors: tuple[str, ...] | None = ()
        if "distractors" in fields:
            distractors = self._distractors(fields["distractors"], {_key(p.right) for p in pairs})
        if not ok or distractors is None:
            return None
        matching = Matching(tuple(pairs), distractors)
        if len(matching.options) > MAX_OPTIONS:
            self.r.error(
                node,
                f"{self.name}: has {len(matching.options)} right-hand options with the"
                f" distractors; at most {MAX_OPTIONS}",
            )
            return None
        return matching

    def _distractors(self, node: Node, rights: set[str]) -> tuple[str, ...] | None:
        items = self.r.sequence(node, f"{self.name}: distractors")
        if items is None:
            return None
        found: list[str] = []
        ok = True
        for item in items:
            text = self.r.text(item, f"{self.name}: distractor")
            if text is None:
                ok = False
            elif _key(text) in rights:
                self.r.error(
                    item,
                    f"{self.name}: the distractor '{text.strip()}' is also a right answer;"
                    " a distractor is an option no left item takes",
                )
                ok = False
            elif _key(text) not in {_key(t) for t in found}:
                found.append(text.strip())
        return tuple(found) if ok else None

    # ------------------------------------------------------------------ ordering
    def _ordering(self, fields: dict[str, Node]) -> Ordering | None:
        if "items" not in fields:
            return None
        node = fields["items"]
        nodes = self.r.sequence(node, f"{self.name}: items")
        if nodes is None:
            return None
        ok = self._count(node, "items", len(nodes), MIN_ITEMS, MAX_ITEMS)
        items: list[str] = []
        first_line: dict[str, int] = {}
        for item in nodes:
            text = self.r.text(item, f"{self.name}: item")
            if text is None:
                ok = False
                continue
            if _key(text) in first_line:
                self.r.error(
                    item,
                    f"{self.name}: the item '{text.strip()}' appears twice (first at line"
                    f" {first_line[_key(text)]}); items to order must differ",
                )
                ok = False
            first_line[_key(text)] = line_of(item)
            items.append(text.strip())
        return Ordering(tuple(items)) if ok else None

    # --------------------------------------------------------------- short answer
    def _short_answer(self, fields: dict[str, Node]) -> ShortAnswer | None:
        if "answers" not in fields:
            return None
        node = fields["answers"]
        nodes = self.r.sequence(node, f"{self.name}: answers")
        if nodes is None:
            return None
        if not nodes:
            self.r.error(node, f"{self.name}: a short-answer question needs an accepted answer")
            return None
        ok = self._count(node, "accepted answers", len(nodes), 1, MAX_ACCEPTED_ANSWERS)
        answers = [self.r.text(item, f"{self.name}: answer") for item in nodes]
        case_sensitive = False
        if "case_sensitive" in fields:
            flag = self.r.boolean(fields["case_sensitive"], f"{self.name}: case_sensitive")
            ok = ok and flag is not None
            case_sensitive = bool(flag)
        if not ok or None in answers:
            return None
        return ShortAnswer(tuple(a.strip() for a in answers if a is not None), case_sensitive)

    # -------------------------------------------------------------------- numeric
    def _numeric(self, fields: dict[str, Node]) -> Numeric | None:
        if "answers" not in fields:
            return None
        node = fields["answers"]
        nodes = self.r.sequence(node, f"{self.name}: answers")
        if nodes is None:
            return None
        if not nodes:
            self.r.error(node, f"{self.name}: a numeric question needs an accepted answer")
            return None
        ok = self._count(node, "accepted answers", len(nodes), 1, MAX_ACCEPTED_ANSWERS)
        answers: list[NumericAnswer] = []
        for number, item in enumerate(nodes, start=1):
            answer = self._numeric_answer(item, f"{self.name}: answer {number}")
            if answer is None:
                ok = False
            else:
                answers.append(answer)
        return Numeric(tuple(answers)) if ok else None

    def _numeric_answer(self, node: Node, where: str) -> NumericAnswer | None:
        if isinstance(node, ScalarNode):  # `answers: [42]`, a value with no tolerance
            value = self.r.number(node, f"{where} value")
            return NumericAnswer(value) if value is not None else None
        fields = self.r.mapping(node, where, required=("value",), optional=("tolerance",))
        if fields is None or "value" not in fields:
            return None
        value = self.r.number(fields["value"], f"{where} value")
        tolerance: float | None = 0.0
        if "tolerance" in fields:
            tolerance = self.r.number(fields["tolerance"], f"{where} tolerance", low=0)
        if value is None or tolerance is None:
            return None
        return NumericAnswer(value, tolerance)

    def _count(self, node: Node, what: str, count: int, low: int, high: int) -> bool:
        if low <= count <= high:
            return True
        noun = what.removesuffix("s") if count == 1 else what
        self.r.error(node, f"{self.name}: has {count} {noun}; a question needs {low} to {high}")
        return False


def _rejoined(node: Node) -> Node:
    """A pair written inline with commas in its text, read as its author meant it.

    In `{left: Nsight Systems, right: A timeline of CPU, GPU and API activity}` YAML
    ends the right-hand text at the first comma and reads "GPU and API activity" as a
    key without a value; such a bare key continues the text before it.
    """
    if not isinstance(node, MappingNode) or not node.flow_style:
        return node
    merged: list[tuple[Node, Node]] = []
    for key_node, value_node in node.value:
        bare = (
            isinstance(key_node, ScalarNode)
            and isinstance(value_node, ScalarNode)
            and value_node.tag == "tag:yaml.org,2002:null"
            and value_node.start_mark.index == value_node.end_mark.index
            and key_node.value not in ("left", "right")
        )
        previous = merged[-1][1] if merged else None
        if bare and isinstance(previous, ScalarNode) and previous.tag == "tag:yaml.org,2002:str":
            text = f"{previous.value}, {key_node.value}"
            joined = ScalarNode(previous.tag, text, previous.start_mark, key_node.end_mark)
            merged[-1] = (merged[-1][0], joined)
            continue
        merged.append((key_node, value_node))
    return MappingNode(node.tag, merged, node.start_mark, node.end_mark, flow_style=True)


def _key(text: str) -> str:
    """Texts that differ only in case and spacing are the same text."""
    return " ".join(text.split()).casefold()
