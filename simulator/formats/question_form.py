"""The question editor's form, checked by the bank file's own validator.

The editor must refuse exactly what `bank validate` refuses, so it does not get rules
of its own: the form's fields are turned into the YAML nodes a bank file would hold
for the question, and the loader reads them with the code it reads files with. Each
node's "line" is the number of the form field it came from, so every problem the
loader reports lands beside its field. Only what a single file cannot know is added
here: the ids the bank already uses and the images it holds.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field

from yaml.error import Mark
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from simulator.domain.model import MAX_CHOICES, Question, Scenario
from simulator.formats.exhibits import referenced_names
from simulator.formats.loader import read_question_node
from simulator.formats.yamlnodes import NodeReader

_STR = "tag:yaml.org,2002:str"
_BOOL = "tag:yaml.org,2002:bool"
_INT = "tag:yaml.org,2002:int"
_FLOAT = "tag:yaml.org,2002:float"
_MAP = "tag:yaml.org,2002:map"
_SEQ = "tag:yaml.org,2002:seq"

#: Where problems of the question as a whole are shown.
WHOLE = "question"


@dataclass(frozen=True)
class ChoiceForm:
    text: str
    correct: bool = False
    why: str = ""


@dataclass(frozen=True)
class PairForm:
    """One left item of a matching question and the right-hand text it goes with."""

    left: str
    right: str


@dataclass(frozen=True)
class NumberForm:
    """An accepted value of a numeric question and its tolerance, as typed."""

    value: str
    tolerance: str = ""


@dataclass(frozen=True)
class QuestionForm:
    """What the editor's fields hold, as typed (nothing trimmed or parsed yet).

    `type` is a bank file's `type:` ("choice", "matching", "ordering", "short-answer",
    "numeric"); only the fields of that type are read: `choices` for a choice question,
    `pairs` and `distractors` for matching, `items` (in the right order) for ordering,
    `answers` and `case_sensitive` for short answer, `numbers` for numeric. `scenario`
    is the id of the bank's case study the question belongs to ("" for none).
    """

    id: str
    topic: str
    prompt: str
    choices: tuple[ChoiceForm, ...]
    short: str
    full: str = ""
    references: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    difficulty: int | None = None
    shuffle: bool = True
    type: str = "choice"
    pairs: tuple[PairForm, ...] = ()
    distractors: tuple[str, ...] = ()
    items: tuple[str, ...] = ()
    answers: tuple[str, ...] = ()
    case_sensitive: bool = False
    numbers: tuple[NumberForm, ...] = ()
    scenario: str = ""


@dataclass(frozen=True)
class FormCheck:
    """The question the form makes (None while anything is wrong) and the problems,
    by field: "id", "topic", "prompt", "choices", "choice.N.text", "choice.N.why",
    "answer" (the part of any other type: pairs, distractors, items, answers), "short",
    "full", "references", "tags", "difficulty", "scenario" or WHOLE."""

    question: Question | None
    problems: dict[str, list[str]] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.question is not None and not self.problems


class _Fields:
    """Hands out node marks: the n-th field gets "line" n, so problems map back."""

    def __init__(self) -> None:
        self.names: list[str] = []

    def mark(self, name: str) -> Mark:
        self.names.append(name)
        line = len(self.names) - 1  # line_of() adds one
        return Mark("form", 0, line, 0, "", 0)

    def name_of(self, line: int) -> str:
        return self.names[line - 1] if 0 < line <= len(self.names) else WHOLE

    def scalar(self, name: str, value: str, tag: str = _STR) -> ScalarNode:
        mark = self.mark(name)
        return ScalarNode(tag, value, mark, mark)

    def sequence(self, name: str, items: Sequence[Node]) -> SequenceNode:
        mark = self.mark(name)
        return SequenceNode(_SEQ, list(items), mark, mark)

    def mapping(self, name: str, pairs: list[tuple[str, Node]]) -> MappingNode:
        mark = self.mark(name)
        return MappingNode(
            _MAP, [(ScalarNode(_STR, key, mark, mark), value) for key, value in pairs], mark, mark
        )


def _answer_part(form: QuestionForm, fields: _Fields) -> list[tuple[str, Node]]:
    """The keys of the form's type, as a bank file holds them (docs/bank-format.md)."""
    if form.type == "choice":
        choices = [
            fields.mapping(
                "choices",
                [
                    ("text", fields.scalar(f"choice.{n}.text", choice.text)),
                    ("correct", fields.scalar("choices", _flag(choice.correct), _BOOL)),
                    *(
                        [("why", fields.scalar(f"choice.{n}.why", choice.why))]
                        if choice.why
                        else []
                    ),
                ],
            )
            for n, choice in enumerate(form.choices)
        ]
        return [("choices", fields.sequence("choices", choices))]
    keys: list[tuple[str, Node]] = [("type", fields.scalar("answer", form.type))]
    if form.type == "matching":
        pairs = [
            fields.mapping(
                "answer",
                [
                    ("left", fields.scalar("answer", p.left)),
                    ("right", fields.scalar("answer", p.right)),
                ],
            )
            for p in form.pairs
        ]
        keys.append(("pairs", fields.sequence("answer", pairs)))
        if form.distractors:
            texts = [fields.scalar("answer", d) for d in form.distractors]
            keys.append(("distractors", fields.sequence("answer", texts)))
    elif form.type == "ordering":
        keys.append(
            ("items", fields.sequence("answer", [fields.scalar("answer", i) for i in form.items]))
        )
    elif form.type == "short-answer":
        texts = [fields.scalar("answer", a) for a in form.answers]
        keys.append(("answers", fields.sequence("answer", texts)))
        keys.append(("case_sensitive", fields.scalar("answer", _flag(form.case_sensitive), _BOOL)))
    elif form.type == "numeric":
        values = []
        for number in form.numbers:
            entry: list[tuple[str, Node]] = [("value", _number(fields, number.value))]
            if number.tolerance.strip():
                entry.append(("tolerance", _number(fields, number.tolerance)))
            values.append(fields.mapping("answer", entry))
        keys.append(("answers", fields.sequence("answer", values)))
    return keys


def _flag(value: bool) -> str:
    return "true" if value else "false"


def _number(fields: _Fields, text: str) -> ScalarNode:
    """A typed number as YAML would read it: a number when it is one, else text (which
    the loader then refuses as it would in a file)."""
    cleaned = (
        text.strip().replace(",", ".") if text.count(",") == 1 and "." not in text else text.strip()
    )
    try:
        float(cleaned)
    except ValueError:
        return fields.scalar("answer", text)
    tag = _INT if cleaned.lstrip("+-").isdigit() else _FLOAT
    return fields.scalar("answer", cleaned, tag)


def _question_node(form: QuestionForm, fields: _Fields) -> Node:
    explanation: list[tuple[str, Node]] = [("short", fields.scalar("short", form.short))]
    if form.full.strip():
        explanation.append(("full", fields.scalar("full", form.full)))
    pairs: list[tuple[str, Node]] = [
        ("id", fields.scalar("id", form.id.strip())),
        ("topic", fields.scalar("topic", form.topic)),
        ("prompt", fields.scalar("prompt", form.prompt)),
        *_answer_part(form, fields),
        *([("scenario", fields.scalar("scenario", form.scenario))] if form.scenario else []),
        ("explanation", fields.mapping("short", explanation)),
        ("shuffle", fields.scalar("choices", "true" if form.shuffle else "false", _BOOL)),
    ]
    if form.difficulty is not None:
        pairs.append(("difficulty", fields.scalar("difficulty", str(form.difficulty), _INT)))
    if form.references:
        refs = [fields.scalar("references", r) for r in form.references]
        pairs.append(("references", fields.sequence("references", refs)))
    if form.tags:
        tags = [fields.scalar("tags", t) for t in form.tags]
        pairs.append(("tags", fields.sequence("tags", tags)))
    return fields.mapping(WHOLE, pairs)


def check_question(
    form: QuestionForm,
    topics: Collection[str],
    *,
    taken_ids: Collection[str] = (),
    images: Collection[str] | None = None,
    scenarios: Mapping[str, Scenario] | None = None,
) -> FormCheck:
    """Validate the form as the bank file's loader would, plus the bank's own context.

    `taken_ids`: ids the bank already uses (a new question must not reuse one);
    `images`: the exhibit names the bank holds (None: do not check image references);
    `scenarios`: the case studies the form's `scenario` may name, by id.
    """
    fields = _Fields()
    reader = NodeReader("form")
    question = read_question_node(
        reader, _question_node(form, fields), set(topics), scenarios or {}
    )
    problems: dict[str, list[str]] = {}

    def add(name: str, message: str) -> None:
        problems.setdefault(name, []).append(message)

    for problem in reader.errors:
        add(fields.name_of(problem.line), _without_subject(problem.message))
    if form.type == "choice" and len(form.choices) > MAX_CHOICES and "choices" not in problems:
        add("choices", f"at most {MAX_CHOICES} choices")
    qid = form.id.strip()
    if qid and qid in taken_ids:
        add("id", f"the bank already has a question '{qid}' (ids are never reused)")
    if images is not None:
        texts = [form.prompt, form.full]
        if form.type == "choice":
            texts += [c.text for c in form.choices]
        missing = sorted(referenced_names(texts) - set(images))
        for name in missing:
            add("prompt", f"the image '{name}' is not in this bank: add it with Insert image")
    return FormCheck(question if not problems else None, problems)


_FILE_LINE = re.compile(r" \(first (?:defined )?at line \d+\)")
#: The loader's advice for a file, as it reads in a form.
_IN_A_FORM = {
    "(add 'correct: true' to the right one)": "(tick the right one)",
    "; a question needs ": "; it needs ",
}
#: The loader names a value by its place in the file ("explanation short", "pair 2
#: right"); beside the form's field the message names it as the form labels it.
_FIELD_NAMES = tuple(
    (re.compile(pattern), words)
    for pattern, words in (
        (r"^id (?=must)", "the question id "),
        (r"^prompt (?=must)", "the question text "),
        (r"^explanation short ", "the short explanation "),
        (r"^explanation full ", "the full explanation "),
        (r"^choice (\d+) text ", r"choice \1 "),
        (r"^choice (\d+) why ", r"why choice \1 is right or wrong "),
        (r"^pair (\d+) left ", r"item \1 "),
        (r"^pair (\d+) right ", r"what item \1 goes with "),
        (r"^distractor (?=must)", "an extra answer that matches nothing "),
        (r"^item (?=must)", "an item to order "),
        (r"^answer (?=must)", "an accepted answer "),
        (r"^answer (\d+) value ", r"accepted value \1 "),
        (r"^answer (\d+) tolerance ", r"the tolerance of value \1 "),
        (r"^references item ", "a reference "),
        (r"^tags item ", "a tag "),
        (r"^has (?=\d)", "the question has "),
        (r"^unknown scenario ('[^']*') ", r"the case study \1 is not in this bank "),
    )
)


def _without_subject(message: str) -> str:
    """The loader's message without its "question 'x': " subject (the field says which)
    and without the file lines it points to (a form has none), naming the field as the
    form does."""
    if message.startswith("question "):
        _subject, sep, rest = message.partition(": ")
        if sep:
            message = rest
    for in_file, in_form in _IN_A_FORM.items():
        message = message.replace(in_file, in_form)
    for pattern, words in _FIELD_NAMES:
        message, count = pattern.subn(words, message, count=1)
        if count:
            break
    return _FILE_LINE.sub("", message)
