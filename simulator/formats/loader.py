"""Schema-1 bank files -> domain `Bank`, with every problem reported at its line.

The format is documented in docs/bank-format.md. The loader reads the whole file
and reports all problems at once, so a bank author fixes a file in one pass; an
invalid file never yields a partial bank.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from yaml.nodes import MappingNode, Node, ScalarNode

from simulator.domain.model import (
    MAX_CHOICES,
    MAX_ID_LENGTH,
    MAX_QUESTION_ID_LENGTH,
    MAX_TIME_LIMIT_MINUTES,
    MAX_TITLE_LENGTH,
    MIN_CHOICES,
    Bank,
    Choice,
    ExamDefaults,
    Explanation,
    Question,
    Scenario,
    Topic,
    invalid_id,
)
from simulator.domain.question_types import QuestionType, Scoring
from simulator.formats.exhibits import ExhibitShelf, exhibit_references
from simulator.formats.payloads import (
    ALL_TYPE_KEYS,
    TYPE_KEYS,
    PayloadReader,
    misplaced_keys,
    peek_type,
    unknown_type,
)
from simulator.formats.problems import BankFileError, Problem, read_file_bytes
from simulator.formats.yamlnodes import NodeReader, compose, decode_utf8, iter_pairs, line_of

SCHEMA_VERSION = 1
BLUEPRINT_TOLERANCE = 0.01

_TOP_REQUIRED = ("schema", "id", "title", "topics", "questions")
_TOP_OPTIONAL = ("description", "exam", "scenarios")
_EXAM_KEYS = ("question_count", "time_limit_minutes", "passing_score", "blueprint", "scoring")
_QUESTION_REQUIRED = ("id", "topic", "prompt", "explanation")
_QUESTION_OPTIONAL = ("type", "scenario", "shuffle", "difficulty", "references", "tags")
_SCORING_NAMES = ", ".join(s.value for s in Scoring)


@dataclass(frozen=True, slots=True)
class LoadedBank:
    """A valid bank with the SHA-256 of the file it came from (to notice edits)."""

    bank: Bank
    content_hash: str
    path: str


def load_bank(path: Path) -> Bank:
    """Read and validate a schema-1 bank file; raise BankFileError listing every problem."""
    return read_bank_file(path).bank


def read_bank_file(path: Path) -> LoadedBank:
    name = str(path)
    data = read_file_bytes(path)
    return LoadedBank(load_bank_bytes(data, name, source=path), content_hash(data), name)


def content_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def load_bank_bytes(data: bytes, path: str, source: Path | None = None) -> Bank:
    return load_bank_text(decode_utf8(data, path), path, source)


def load_bank_text(text: str, path: str, source: Path | None = None) -> Bank:
    """A bank from its text; `source` is the file it was read from, whose folder holds
    the images its questions show. Without one (a text held in memory) images are
    not read: the Markdown keeps its `![alt](name)` and the bank has no exhibits."""
    root = compose(text, path)
    if root is None:
        raise BankFileError(
            [
                Problem(
                    path,
                    1,
                    "the file is empty; a bank needs schema, id, title, topics and questions",
                )
            ]
        )
    reader = NodeReader(path)
    shelf = ExhibitShelf(source, path) if source is not None else None
    bank = _BankReader(reader, shelf).read(root)
    reader.raise_if_errors()
    assert bank is not None  # no errors means every part was read
    return bank


def read_question_node(
    reader: NodeReader,
    node: Node,
    topic_ids: set[str],
    scenarios: Mapping[str, Scenario] | None = None,
) -> Question | None:
    """One question, read from its node exactly as a bank file's question is read
    (`scenarios`: the bank's case studies its `scenario:` may name).

    The question editor checks its form with this, so the app refuses what `bank
    validate` refuses; problems go to `reader`.
    """
    return _BankReader(reader).question(node, 1, topic_ids, scenarios)


class _BankReader:
    """Walks one bank file's node tree; problems go to the shared NodeReader."""

    def __init__(self, reader: NodeReader, shelf: ExhibitShelf | None = None) -> None:
        self.r = reader
        self.shelf = shelf

    def read(self, root: Node) -> Bank | None:
        if not isinstance(root, MappingNode):
            self.r.error(
                root, "the top level must be a mapping with schema, id, title, topics and questions"
            )
            return None
        top = self.r.mapping(root, "bank", required=_TOP_REQUIRED, optional=_TOP_OPTIONAL)
        if top is None:
            return None
        if "schema" in top:
            self._schema(top["schema"])
        bank_id = self._id(top["id"], "bank id") if "id" in top else None
        title = (
            self.r.text(top["title"], "bank title", max_length=MAX_TITLE_LENGTH)
            if "title" in top
            else None
        )
        description = (
            self.r.text(top["description"], "bank description", allow_empty=True)
            if "description" in top
            else ""
        )
        topics = self._topics(top["topics"]) if "topics" in top else ()
        topic_ids = {t.id for t in topics}
        scenarios = self._scenarios(top["scenarios"]) if "scenarios" in top else ()
        questions = (
            self._questions(top["questions"], topic_ids, {s.id: s for s in scenarios})
            if "questions" in top
            else ()
        )
        exam = (
            self._exam(top["exam"], topic_ids, len(questions)) if "exam" in top else ExamDefaults()
        )
        if self.r.errors or bank_id is None or title is None or exam is None:
            return None
        exhibits = self.shelf.exhibits if self.shelf is not None else ()
        return Bank(bank_id, title, topics, questions, description or "", exam, exhibits, scenarios)

    def _schema(self, node: Node) -> None:
        version = self.r.integer(node, "schema")
        if version is not None and version != SCHEMA_VERSION:
            self.r.error(
                node,
                f"unsupported schema {version}; this version of Exam Simulator reads schema {SCHEMA_VERSION}",
            )

    def _id(self, node: Node, where: str, max_length: int = MAX_ID_LENGTH) -> str | None:
        value = self.r.text(node, where, max_length=max_length)
        problem = invalid_id(where, value)
        if problem:
            self.r.error(node, problem)
            return None
        return value

    def _topics(self, node: Node) -> tuple[Topic, ...]:
        items = self.r.sequence(node, "topics")
        if items is None:
            return ()
        if not items:
            self.r.error(node, "topics: a bank needs at least one topic")
        topics: list[Topic] = []
        first_line: dict[str, int] = {}
        for item in items:
            fields = self.r.mapping(
                item, "topic", required=("id", "title"), optional=("description",)
            )
            if fields is None:
                continue
            topic_id = self._id(fields["id"], "topic id") if "id" in fields else None
            title = (
                self.r.text(
                    fields["title"], f"topic '{topic_id}': title", max_length=MAX_TITLE_LENGTH
                )
                if "title" in fields
                else None
            )
            description = (
                self.r.text(
                    fields["description"], f"topic '{topic_id}': description", allow_empty=True
                )
                if "description" in fields
                else ""
            )
            if topic_id is None or title is None:
                continue
            if topic_id in first_line:
                self.r.error(
                    fields["id"],
                    f"duplicate topic id '{topic_id}' (first defined at line {first_line[topic_id]})",
                )
                continue
            first_line[topic_id] = line_of(fields["id"])
            topics.append(Topic(topic_id, title, description or ""))
        return tuple(topics)

    def _scenarios(self, node: Node) -> tuple[Scenario, ...]:
        """The bank's case studies: an id, a title and a Markdown text (images allowed)."""
        items = self.r.sequence(node, "scenarios")
        if items is None:
            return ()
        scenarios: list[Scenario] = []
        first_line: dict[str, int] = {}
        for number, item in enumerate(items, start=1):
            fields = self.r.mapping(item, f"scenario {number}", required=("id", "title", "text"))
            if fields is None:
                continue
            scenario_id = self._id(fields["id"], "scenario id") if "id" in fields else None
            name = f"scenario '{scenario_id}'" if scenario_id else f"scenario {number}"
            title = (
                self.r.text(fields["title"], f"{name}: title", max_length=MAX_TITLE_LENGTH)
                if "title" in fields
                else None
            )
            text = self.r.text(fields["text"], f"{name}: text") if "text" in fields else None
            if text is not None:
                self._exhibits(fields["text"], f"{name}: text", text)
            if scenario_id is None or title is None or text is None:
                continue
            if scenario_id in first_line:
                self.r.error(
                    fields["id"],
                    f"duplicate scenario id '{scenario_id}' (first defined at line {first_line[scenario_id]})",
                )
                continue
            first_line[scenario_id] = line_of(fields["id"])
            scenarios.append(Scenario(scenario_id, title.strip(), text.strip()))
        return tuple(scenarios)

    def _exam(self, node: Node, topic_ids: set[str], bank_size: int) -> ExamDefaults | None:
        fields = self.r.mapping(node, "exam", optional=_EXAM_KEYS)
        if fields is None:
            return None
        count = limit = None
        passing = ExamDefaults().passing_score
        if "question_count" in fields:
            count = self.r.integer(
                fields["question_count"], "exam: question_count", low=1, high=max(1, bank_size)
            )
        if "time_limit_minutes" in fields:
            limit = self.r.integer(
                fields["time_limit_minutes"],
                "exam: time_limit_minutes (0 for untimed)",
                low=0,
                high=MAX_TIME_LIMIT_MINUTES,
            )
        if "passing_score" in fields:
            value = self.r.number(fields["passing_score"], "exam: passing_score")
            if value is not None and not 0 <= value <= 1:
                self.r.error(
                    fields["passing_score"],
                    f"exam: passing_score is a fraction from 0 to 1 (e.g. 0.7 for 70%), not {value:g}",
                )
            elif value is not None:
                passing = value
        blueprint = self._blueprint(fields["blueprint"], topic_ids) if "blueprint" in fields else {}
        scoring = Scoring.ALL_OR_NOTHING
        if "scoring" in fields:
            name = self.r.text(fields["scoring"], "exam: scoring")
            try:
                scoring = Scoring((name or "").strip())
            except ValueError:
                if name is not None:
                    self.r.error(
                        fields["scoring"],
                        f"exam: scoring is one of {_SCORING_NAMES}, not '{name.strip()}'",
                    )
        return ExamDefaults(count, limit, passing, blueprint, scoring)

    def _blueprint(self, node: Node, topic_ids: set[str]) -> dict[str, float]:
        if not isinstance(node, MappingNode):
            self.r.mapping(node, "exam: blueprint")  # reports the wrong kind
            return {}
        weights: dict[str, float] = {}
        for key_node, value_node in iter_pairs(node):
            topic = str(key_node.value)
            if topic in weights:
                self.r.error(key_node, f"exam: blueprint names topic '{topic}' twice")
                continue
            if topic not in topic_ids:
                self.r.error(key_node, f"exam: blueprint names unknown topic '{topic}'")
            weight = self.r.number(value_node, f"exam: blueprint weight of '{topic}'", low=0)
            if weight is None:
                continue
            weights[topic] = weight
        total = sum(weights.values())
        if weights and abs(total - 1.0) > BLUEPRINT_TOLERANCE:
            self.r.error(
                node, f"exam: blueprint weights add up to {total:.2f}; they must sum to 1.0"
            )
        return weights

    def _questions(
        self, node: Node, topic_ids: set[str], scenarios: Mapping[str, Scenario]
    ) -> tuple[Question, ...]:
        items = self.r.sequence(node, "questions")
        if items is None:
            return ()
        if not items:
            self.r.error(node, "questions: a bank needs at least one question")
        questions: list[Question] = []
        first_line: dict[str, int] = {}
        for number, item in enumerate(items, start=1):
            question = self.question(item, number, topic_ids, scenarios)
            qid = _peek_id(item)
            if qid is not None and qid in first_line:
                self.r.error(
                    item, f"duplicate question id '{qid}' (first defined at line {first_line[qid]})"
                )
                continue
            if qid is not None:
                first_line[qid] = line_of(item)
            if question is not None:
                questions.append(question)
        return tuple(questions)

    def question(
        self,
        node: Node,
        number: int,
        topic_ids: set[str],
        scenarios: Mapping[str, Scenario] | None = None,
    ) -> Question | None:
        where = f"question '{_peek_id(node)}'" if _peek_id(node) else f"question {number}"
        kind, type_node = peek_type(node)
        own_required = TYPE_KEYS[kind][0] if kind is not None else ()
        fields = self.r.mapping(
            node,
            where,
            required=_QUESTION_REQUIRED + own_required,
            optional=_QUESTION_OPTIONAL + tuple(k for k in ALL_TYPE_KEYS if k not in own_required),
        )
        if fields is None:
            return None
        if kind is None and type_node is not None:
            self.r.error(type_node, f"{where}: {unknown_type(type_node)}")
            return None
        kind = kind or QuestionType.CHOICE
        misplaced_keys(self.r, node, kind, fields, where)
        qid = (
            self.r.text(fields["id"], f"question {number}: id", max_length=MAX_QUESTION_ID_LENGTH)
            if "id" in fields
            else None
        )
        name = f"question '{qid}'" if qid else f"question {number}"
        topic = self.r.text(fields["topic"], f"{name}: topic") if "topic" in fields else None
        if topic is not None and topic not in topic_ids:
            known = ", ".join(sorted(topic_ids)) or "none defined"
            self.r.error(
                fields["topic"], f"{name}: unknown topic '{topic}' (topics of this bank: {known})"
            )
        scenario = (
            self._scenario_of(fields["scenario"], name, scenarios or {})
            if "scenario" in fields
            else None
        )
        prompt = self.r.text(fields["prompt"], f"{name}: prompt") if "prompt" in fields else None
        if prompt is not None:
            self._exhibits(fields["prompt"], f"{name}: prompt", prompt)
        payload = PayloadReader(self.r, name).read(kind, fields)
        if kind is QuestionType.CHOICE:
            choices = self._choices(fields["choices"], name) if "choices" in fields else None
        else:
            choices = () if payload is not None else None
        explanation = (
            self._explanation(fields["explanation"], name) if "explanation" in fields else None
        )
        shuffle = (
            self.r.boolean(fields["shuffle"], f"{name}: shuffle") if "shuffle" in fields else True
        )
        difficulty = None
        if "difficulty" in fields:
            difficulty = self.r.integer(
                fields["difficulty"], f"{name}: difficulty (1 easy .. 3 hard)", low=1, high=3
            )
        references = (
            self.r.text_list(fields["references"], f"{name}: references")
            if "references" in fields
            else ()
        )
        tags = self.r.text_list(fields["tags"], f"{name}: tags") if "tags" in fields else ()
        if None in (qid, topic, prompt, choices, explanation, shuffle):
            return None
        assert qid and topic and prompt and choices is not None and explanation  # narrowed
        return Question(
            qid,
            topic,
            prompt,
            choices,
            explanation,
            bool(shuffle),
            difficulty,
            references,
            tags,
            payload=payload,
            scenario=scenario,
        )

    def _scenario_of(
        self, node: Node, name: str, scenarios: Mapping[str, Scenario]
    ) -> Scenario | None:
        """The scenario a question's `scenario:` names (one of the bank's `scenarios:`)."""
        scenario_id = self.r.text(node, f"{name}: scenario")
        if scenario_id is None:
            return None
        scenario = scenarios.get(scenario_id.strip())
        if scenario is None:
            known = ", ".join(sorted(scenarios)) or "none defined"
            self.r.error(
                node,
                f"{name}: unknown scenario '{scenario_id.strip()}' (scenarios of this bank: {known})",
            )
        return scenario

    def _choices(self, node: Node, name: str) -> tuple[Choice, ...] | None:
        items = self.r.sequence(node, f"{name}: choices")
        if items is None:
            return None
        if not MIN_CHOICES <= len(items) <= MAX_CHOICES:
            self.r.error(
                node,
                f"{name}: has {len(items)} choice{'s' if len(items) != 1 else ''}; a question needs {MIN_CHOICES} to {MAX_CHOICES}",
            )
        choices: list[Choice] = []
        seen: dict[str, int] = {}
        ok = True
        for position, item in enumerate(items):
            fields = self.r.mapping(
                item,
                f"{name}: choice {position + 1}",
                required=("text",),
                optional=("correct", "why"),
            )
            if fields is None or "text" not in fields:
                ok = False
                continue
            text = self.r.text(fields["text"], f"{name}: choice {position + 1} text")
            correct = (
                self.r.boolean(fields["correct"], f"{name}: choice {position + 1} correct")
                if "correct" in fields
                else False
            )
            why = (
                self.r.text(fields["why"], f"{name}: choice {position + 1} why", allow_empty=True)
                if "why" in fields
                else ""
            )
            if text is None or correct is None or why is None:
                ok = False
                continue
            self._exhibits(fields["text"], f"{name}: choice {position + 1} text", text)
            if why:
                self._exhibits(fields["why"], f"{name}: choice {position + 1} why", why)
            key = " ".join(text.split()).casefold()
            if key in seen:
                self.r.error(
                    fields["text"],
                    f"{name}: choice text '{text.strip()}' appears twice (first at line {seen[key]})",
                )
                ok = False
            seen[key] = line_of(fields["text"])
            choices.append(Choice(position, text.strip(), correct, why.strip()))
        if ok and choices and not any(c.correct for c in choices):
            self.r.error(
                node, f"{name}: no choice is marked correct (add 'correct: true' to the right one)"
            )
        return tuple(choices) if ok else None

    def _explanation(self, node: Node, name: str) -> Explanation | None:
        fields = self.r.mapping(
            node, f"{name}: explanation", required=("short",), optional=("full",)
        )
        if fields is None or "short" not in fields:
            return None
        short = self.r.text(fields["short"], f"{name}: explanation short")
        full = (
            self.r.text(fields["full"], f"{name}: explanation full", allow_empty=True)
            if "full" in fields
            else ""
        )
        if short is None or full is None:
            return None
        self._exhibits(fields["short"], f"{name}: explanation short", short)
        if full:
            self._exhibits(fields["full"], f"{name}: explanation full", full)
        return Explanation(short.strip(), full.strip())

    def _exhibits(self, node: Node, where: str, text: str) -> None:
        """Take in the images `text` shows; in a bank file each is a file beside it."""
        if self.shelf is None or "![" not in text:
            return
        block = isinstance(node, ScalarNode) and node.style in ("|", ">")
        for _alt, src in exhibit_references(text):
            before = len(self.shelf.problems)
            # the line of the image itself: a block scalar's text starts below its key
            line = line_of(node) + block + text[: text.find(src)].count("\n")
            self.shelf.file_image(src, line)
            for problem in self.shelf.problems[before:]:
                self.r.error(problem.line, f"{where}: {problem.message}")


def _peek_id(node: Node) -> str | None:
    """The `id` of a question node, read before (and whatever) the rest of it validates."""
    if isinstance(node, MappingNode):
        for key_node, value_node in node.value:
            if getattr(key_node, "value", None) == "id" and isinstance(value_node, ScalarNode):
                return str(value_node.value)
    return None
