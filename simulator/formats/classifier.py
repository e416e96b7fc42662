"""Keyword topic classifier: which topic a plain-text question belongs to.

Plain-text questions carry no topic, but weak-area reports need one. A keyword
list per topic is deliberately simple: an instructor can read why a question went
where it did (`Classification.hits`) and fix a wrong guess by editing
`resources/topic_keywords.yaml` (documented at its top), no retraining, no model.

Scoring: every keyword found in a part of the question adds
`keyword weight x part weight` to its topic; each keyword counts once per part.
The prompt says what is asked, so it weighs most; the correct choices next; the
explanation less; wrong choices least, since distractors are picked from other
topics on purpose. All keywords are one precompiled regex scanned left to right,
trying the longest keyword first at each position and never matching inside an
earlier match: where a phrase ("mixed precision") and a word inside it
("precision") both fit, only the phrase counts. Phrases beat words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import MappingProxyType

from yaml.nodes import MappingNode, Node

from simulator.domain.model import ID_PATTERN
from simulator.formats.problems import BankFileError, Problem, read_file_bytes
from simulator.formats.yamlnodes import NodeReader, compose, decode_utf8, iter_pairs, line_of

KEYWORD_FILE = "topic_keywords.yaml"
PARTS = ("prompt", "correct_choice", "choice", "explanation")
DEFAULT_PART_WEIGHTS: Mapping[str, float] = MappingProxyType(
    {"prompt": 3.0, "correct_choice": 1.5, "choice": 0.5, "explanation": 1.0}
)
_WORD = r"[^\W_]"  # letters and digits: `_` and `-` separate words in code names


@dataclass(frozen=True, slots=True)
class Keyword:
    """A word or phrase (`*` at the end: any ending) that points to a topic."""

    text: str
    weight: float
    line: int = 0


@dataclass(frozen=True, slots=True)
class TopicKeywords:
    id: str
    title: str
    keywords: tuple[Keyword, ...]
    description: str = ""


@dataclass(frozen=True, slots=True)
class KeywordHit:
    """One keyword found in one part of a question, and the points it gave."""

    topic: str
    keyword: str
    part: str
    points: float


@dataclass(frozen=True, slots=True)
class Classification:
    """The chosen topic, how sure it is (runner-up), and the evidence."""

    topic: str
    score: float
    runner_up: str | None
    runner_up_score: float
    hits: tuple[KeywordHit, ...] = ()
    scores: Mapping[str, float] = field(default_factory=lambda: MappingProxyType({}))

    @property
    def is_fallback(self) -> bool:
        """True when no keyword matched and the fallback topic was used."""
        return self.score == 0

    def summary(self) -> str:
        """One line for logs and `--verbose` output: topic, scores, strongest hits."""
        best = sorted((h for h in self.hits if h.topic == self.topic), key=lambda h: -h.points)
        evidence = ", ".join(f"{h.keyword!r}@{h.part}" for h in best[:4]) or "no keyword matched"
        runner = f", runner-up {self.runner_up} {self.runner_up_score:g}" if self.runner_up else ""
        return f"{self.topic} {self.score:g}{runner} ({evidence})"


def _keyword_pattern(text: str) -> str:
    """Regex for a keyword, without the word boundary at its start (added per group):
    any space/hyphen run (or none) between words, so "all-reduce" also finds "all
    reduce" and "allreduce"; a trailing `*` takes any word ending."""
    wildcard = text.endswith("*")
    words = re.split(r"[\s-]+", text.rstrip("*").strip())
    body = r"[\s-]*".join(re.escape(w) for w in words)
    tail = rf"{_WORD}*" if wildcard else ""
    after = rf"(?!{_WORD})" if wildcard or re.search(r"[^\W_]\Z", words[-1]) else ""
    return f"{body}{tail}{after}"


def _key(text: str) -> str:
    return " ".join(re.split(r"[\s-]+", text.strip())).casefold()


class TopicClassifier:
    """Assigns a topic to a question by weighted keywords; immutable once built."""

    def __init__(
        self,
        topics: Sequence[TopicKeywords],
        *,
        fallback: str | None = None,
        part_weights: Mapping[str, float] = DEFAULT_PART_WEIGHTS,
    ) -> None:
        if not topics:
            raise ValueError("a classifier needs at least one topic")
        self.topics: tuple[TopicKeywords, ...] = tuple(topics)
        ids = [t.id for t in self.topics]
        self.fallback = fallback if fallback is not None else ids[-1]
        if self.fallback not in ids:
            raise ValueError(f"fallback topic {self.fallback!r} is not one of {ids}")
        self.part_weights: Mapping[str, float] = MappingProxyType(
            {**DEFAULT_PART_WEIGHTS, **part_weights}
        )
        # One alternative per distinct keyword text; several topics may share one.
        owners: dict[str, list[tuple[str, float]]] = {}
        texts: dict[str, str] = {}
        for topic in self.topics:
            for kw in topic.keywords:
                owners.setdefault(_key(kw.text), []).append((topic.id, kw.weight))
                texts.setdefault(_key(kw.text), kw.text)
        order = sorted(owners, key=lambda k: (-len(k.rstrip("*")), k))
        self._owners = [owners[k] for k in order]
        self._names = order
        # Alternatives grouped by first character, so at each position only the group
        # for the character there is tried: matching stays fast with many keywords.
        # Keywords starting with a letter or digit only match at the start of a word;
        # others (".grad") anywhere.
        groups: dict[str, list[str]] = {}
        for i, k in enumerate(order):
            groups.setdefault(k[0], []).append(f"(?P<k{i}>{_keyword_pattern(texts[k])})")
        alternatives = "|".join(
            ("" if not re.match(_WORD, first) else rf"(?<!{_WORD})")
            + f"(?={re.escape(first)})(?:{'|'.join(patterns)})"
            for first, patterns in groups.items()
        )
        self._regex = re.compile(alternatives or r"(?!x)x", re.IGNORECASE)

    # -- construction -------------------------------------------------------------

    @classmethod
    def default(cls) -> TopicClassifier:
        """The bundled keyword file (`resources/topic_keywords.yaml`), loaded once."""
        return _default_classifier()

    @classmethod
    def from_file(cls, path: Path) -> TopicClassifier:
        """Load a keyword file; problems -> BankFileError with `PATH:LINE: message`."""
        name = str(path)
        data = read_file_bytes(path, "the keyword file")
        return cls.from_text(decode_utf8(data, name), name)

    @classmethod
    def from_text(cls, text: str, path: str) -> TopicClassifier:
        root = compose(text, path)
        if root is None:
            raise BankFileError([Problem(path, 1, "the keyword file is empty; it needs topics")])
        return _KeywordFileReader(NodeReader(path)).read(root)

    # -- queries ------------------------------------------------------------------

    def titles(self) -> dict[str, str]:
        """Topic id -> title, in file order."""
        return {t.id: t.title for t in self.topics}

    def classify(self, question_text: str) -> Classification:
        """Classify free text, weighted as a prompt."""
        return self.classify_question(question_text)

    def classify_question(
        self,
        prompt: str,
        choices: Iterable[str] = (),
        explanation: str = "",
        *,
        correct: Iterable[str] = (),
    ) -> Classification:
        """Classify a question from its parts; `correct` names the correct choices."""
        correct_keys = {" ".join(c.split()).casefold() for c in correct}
        right: list[str] = []
        wrong: list[str] = []
        for choice in choices:
            key = " ".join(choice.split()).casefold()
            (right if key in correct_keys else wrong).append(choice)
        parts = {
            "prompt": prompt,
            "correct_choice": "\n".join(right),
            "choice": "\n".join(wrong),
            "explanation": explanation,
        }
        scores = {t.id: 0.0 for t in self.topics}
        prompt_scores = dict(scores)
        hits: list[KeywordHit] = []
        for part, text in parts.items():
            factor = self.part_weights[part]
            if not text or factor == 0:
                continue
            for index in self._keyword_indexes(text):
                for topic, weight in self._owners[index]:
                    points = weight * factor
                    scores[topic] += points
                    if part == "prompt":
                        prompt_scores[topic] += points
                    hits.append(KeywordHit(topic, self._names[index], part, points))
        # Highest score; ties go to the prompt's evidence, then to file order.
        position = {t.id: i for i, t in enumerate(self.topics)}
        ranked = sorted(scores, key=lambda t: (-scores[t], -prompt_scores[t], position[t]))
        best = ranked[0] if scores[ranked[0]] > 0 else self.fallback
        others = [t for t in ranked if t != best and scores[t] > 0]
        runner_up = others[0] if others else None
        return Classification(
            topic=best,
            score=round(scores[best], 6),
            runner_up=runner_up,
            runner_up_score=round(scores[runner_up], 6) if runner_up else 0.0,
            hits=tuple(hits),
            scores=MappingProxyType({t: round(s, 6) for t, s in scores.items()}),
        )

    def _keyword_indexes(self, text: str) -> set[int]:
        found: set[int] = set()
        for match in self._regex.finditer(text):
            assert match.lastgroup is not None
            found.add(int(match.lastgroup[1:]))
        return found


@cache
def _default_classifier() -> TopicClassifier:
    from simulator.paths import resource_path

    return TopicClassifier.from_file(resource_path(KEYWORD_FILE))


class _KeywordFileReader:
    """Validates a keyword file node by node, collecting every problem with its line."""

    def __init__(self, reader: NodeReader) -> None:
        self.r = reader

    def read(self, root: Node) -> TopicClassifier:
        top = self.r.mapping(
            root, "keyword file", required=("topics",), optional=("fallback", "part_weights")
        )
        topics: list[TopicKeywords] = []
        fallback: str | None = None
        weights: dict[str, float] = {}
        if top is not None:
            if "topics" in top:
                topics = self._topics(top["topics"])
            if "part_weights" in top:
                weights = self._part_weights(top["part_weights"])
            if "fallback" in top:
                fallback = self.r.text(top["fallback"], "fallback")
                ids = [t.id for t in topics]
                if fallback is not None and topics and fallback not in ids:
                    self.r.error(
                        top["fallback"],
                        f"fallback topic '{fallback}' is not one of the topics ({', '.join(ids)})",
                    )
        self.r.raise_if_errors()
        return TopicClassifier(topics, fallback=fallback, part_weights=weights)

    def _part_weights(self, node: Node) -> dict[str, float]:
        fields = self.r.mapping(node, "part_weights", optional=PARTS)
        weights: dict[str, float] = {}
        for part, value_node in (fields or {}).items():
            value = self.r.number(value_node, f"part_weights: {part}")
            if value is not None and value < 0:
                self.r.error(value_node, f"part_weights: {part} must not be negative")
            elif value is not None:
                weights[part] = value
        return weights

    def _topics(self, node: Node) -> list[TopicKeywords]:
        items = self.r.sequence(node, "topics")
        if items is None:
            return []
        if not items:
            self.r.error(node, "topics: the keyword file needs at least one topic")
        topics: list[TopicKeywords] = []
        first_line: dict[str, int] = {}
        for item in items:
            fields = self.r.mapping(
                item, "topic", required=("id", "title", "keywords"), optional=("description",)
            )
            if fields is None or not {"id", "title", "keywords"} <= fields.keys():
                continue
            topic_id = self.r.text(fields["id"], "topic id")
            title = self.r.text(fields["title"], f"topic '{topic_id}': title")
            description = (
                self.r.text(fields["description"], "description", allow_empty=True)
                if "description" in fields
                else ""
            )
            keywords = self._keywords(fields["keywords"], f"topic '{topic_id}'")
            if topic_id is None or title is None:
                continue
            if not ID_PATTERN.match(topic_id):
                self.r.error(
                    fields["id"],
                    f"topic id '{topic_id}' may use only lowercase letters, digits and '-'",
                )
            elif topic_id in first_line:
                self.r.error(
                    fields["id"],
                    f"duplicate topic id '{topic_id}' (first at line {first_line[topic_id]})",
                )
            else:
                first_line[topic_id] = line_of(fields["id"])
                topics.append(TopicKeywords(topic_id, title, keywords, description or ""))
        return topics

    def _keywords(self, node: Node, where: str) -> tuple[Keyword, ...]:
        if not isinstance(node, MappingNode):
            self.r.mapping(node, f"{where}: keywords")  # reports the wrong kind
            return ()
        keywords: list[Keyword] = []
        seen: dict[str, int] = {}
        for key_node, value_node in iter_pairs(node):
            text = str(key_node.value).strip()
            line = line_of(key_node)
            weight = self.r.number(value_node, f"{where}: weight of keyword '{text}'")
            if not text or "*" in text.rstrip("*") or text.count("*") > 1 or text == "*":
                self.r.error(
                    key_node,
                    f"{where}: keyword '{text}' must be a word or phrase; '*' is allowed"
                    " only at its end",
                )
                continue
            if _key(text) in seen:
                self.r.error(
                    key_node,
                    f"{where}: keyword '{text}' appears twice (first at line {seen[_key(text)]})",
                )
                continue
            seen[_key(text)] = line
            if weight is not None and weight <= 0:
                self.r.error(value_node, f"{where}: weight of keyword '{text}' must be above 0")
            elif weight is not None:
                keywords.append(Keyword(text, weight, line))
        return tuple(keywords)
