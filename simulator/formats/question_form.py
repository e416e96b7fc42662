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
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field

from yaml.error import Mark
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from simulator.domain.model import MAX_CHOICES, Question
from simulator.formats.exhibits import referenced_names
from simulator.formats.loader import read_question_node
from simulator.formats.yamlnodes import NodeReader

_STR = "tag:yaml.org,2002:str"
_BOOL = "tag:yaml.org,2002:bool"
_INT = "tag:yaml.org,2002:int"
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
class QuestionForm:
    """What the editor's fields hold, as typed (nothing trimmed or parsed yet)."""

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


@dataclass(frozen=True)
class FormCheck:
    """The question the form makes (None while anything is wrong) and the problems,
    by field: "id", "topic", "prompt", "choices", "choice.N.text", "choice.N.why",
    "short", "full", "references", "tags", "difficulty" or WHOLE."""

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


def _question_node(form: QuestionForm, fields: _Fields) -> Node:
    choices = [
        fields.mapping(
            "choices",
            [
                ("text", fields.scalar(f"choice.{n}.text", choice.text)),
                ("correct", fields.scalar("choices", "true" if choice.correct else "false", _BOOL)),
                *([("why", fields.scalar(f"choice.{n}.why", choice.why))] if choice.why else []),
            ],
        )
        for n, choice in enumerate(form.choices)
    ]
    explanation: list[tuple[str, Node]] = [("short", fields.scalar("short", form.short))]
    if form.full.strip():
        explanation.append(("full", fields.scalar("full", form.full)))
    pairs: list[tuple[str, Node]] = [
        ("id", fields.scalar("id", form.id.strip())),
        ("topic", fields.scalar("topic", form.topic)),
        ("prompt", fields.scalar("prompt", form.prompt)),
        ("choices", fields.sequence("choices", choices)),
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
) -> FormCheck:
    """Validate the form as the bank file's loader would, plus the bank's own context.

    `taken_ids`: ids the bank already uses (a new question must not reuse one);
    `images`: the exhibit names the bank holds (None: do not check image references).
    """
    fields = _Fields()
    reader = NodeReader("form")
    question = read_question_node(reader, _question_node(form, fields), set(topics))
    problems: dict[str, list[str]] = {}

    def add(name: str, message: str) -> None:
        problems.setdefault(name, []).append(message)

    for problem in reader.errors:
        add(fields.name_of(problem.line), _without_subject(problem.message))
    if len(form.choices) > MAX_CHOICES and "choices" not in problems:
        add("choices", f"at most {MAX_CHOICES} choices")
    qid = form.id.strip()
    if qid and qid in taken_ids:
        add("id", f"the bank already has a question '{qid}' (ids are never reused)")
    if images is not None:
        texts = [form.prompt, form.full, *(c.text for c in form.choices)]
        missing = sorted(referenced_names(texts) - set(images))
        for name in missing:
            add("prompt", f"the image '{name}' is not in this bank: add it with Insert image")
    return FormCheck(question if not problems else None, problems)


_FILE_LINE = re.compile(r" \(first (?:defined )?at line \d+\)")
#: The loader's advice for a file, as it reads in a form.
_IN_A_FORM = {"(add 'correct: true' to the right one)": "(tick the right one)"}


def _without_subject(message: str) -> str:
    """The loader's message without its "question 'x': " subject (the field says which)
    and without the file lines it points to (a form has none)."""
    if message.startswith("question "):
        _subject, sep, rest = message.partition(": ")
        if sep:
            message = rest
    for in_file, in_form in _IN_A_FORM.items():
        message = message.replace(in_file, in_form)
    return _FILE_LINE.sub("", message)
