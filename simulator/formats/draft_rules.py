"""Draft questions -> a valid schema-1 `Bank`, skipping the unusable.

The readers say what a file contains (`drafts.py`); this module applies the app's
rules once for all of them: 2 to 26 distinct choices, at least one right (or, for the
other types, the rules of `draft_payloads.py`); a question that breaks them is skipped
with one `PATH:LINE: warning` instead of failing the whole file, because a 700-question
export with three odd questions should still be practised. It also gives each question
an id that survives re-imports, picks topics and fills a missing explanation, so the
result loads and converts like a hand-written bank.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from pathlib import Path

from simulator.domain.model import (
    ID_PATTERN,
    MAX_CHOICES,
    MAX_ID_LENGTH,
    MAX_TITLE_LENGTH,
    MIN_CHOICES,
    Bank,
    Choice,
    Explanation,
    Question,
    Topic,
    invalid_id,
)
from simulator.formats.draft_payloads import (
    answer_in_words,
    clean_payload,
    payload_problem,
    payload_texts,
)
from simulator.formats.drafts import (
    SLASH_IN_NAME,
    ConvertedBank,
    DraftBank,
    DraftChoice,
    DraftQuestion,
    ImportOptions,
    skip_reason,
)
from simulator.formats.exhibits import referenced_names
from simulator.formats.plaintext import first_sentence, known_titles, slugify, topic_title
from simulator.formats.problems import BankFileError, Problem

SHORT_EXPLANATION_LIMIT = 300  # characters: "one or two sentences"
#: What each format looks like, for a file in which no question was found.
FORMAT_HINTS = {
    "gift": "a GIFT question is text followed by answers in braces: 'Prompt {=right ~wrong}'",
    "aiken": "an Aiken question is a line, choices 'A) …', 'B) …' and a line 'ANSWER: B'",
    "markdown": (
        "the layouts read are a heading with '- [x]'/'- [ ]' choices, '1. prompt' with"
        " '- A. …' choices and 'Correct answer: B', and '### Question N' with bold right"
        " answers (docs/bank-format.md)"
    ),
    "csv": "a CSV needs a header row with question, option A…, and answer columns",
    "moodle-xml": (
        "the question types read are multiple choice, true/false, matching, short answer,"
        " numerical, ordering and select missing words (gapselect, ddwtos)"
    ),
}
# What the database stores: ids and titles taken from a file are kept within these.
MAX_ID, MAX_QUESTION_ID, MAX_TITLE = 64, 100, 200
_GENERIC_STEMS = frozenset(
    ["readme", "index", "questions", "question", "quiz", "export", "bank", "exam", "test"]
)
_WORDS = re.compile(r"[a-z0-9]+")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
_BLOCK_MARKER = re.compile(r"\s*(?:[-*+]|\d+[.)]|>)\s+")
# Bounded, and brackets not crossed: a prompt of 100,000 `[` stays linear.
_MARKUP = re.compile(r"!?\[([^\[\]\n]{0,1000})\]\([^()\n]{0,2000}\)|[*_`>#|\\]")


class NoQuestionsError(BankFileError):
    """A reader found nothing shaped like a question (the caller may say what came closest)."""


# --- names -----------------------------------------------------------------------------


def check_id(value: str | None, what: str, path: str) -> None:
    """A bank or topic id given on the command line: refuse it before reading anything."""
    if value is not None and len(value) > MAX_ID_LENGTH:
        problem: str | None = f"{what} is {len(value)} characters long; at most {MAX_ID_LENGTH}"
    else:
        problem = invalid_id(what, value)
    if problem:
        raise BankFileError([Problem(path, 1, problem)])


def check_title(value: str | None, path: str) -> None:
    """A bank title given on the command line: within what the database stores."""
    if value is not None and len(value) > MAX_TITLE_LENGTH:
        message = f"the title is {len(value)} characters long; at most {MAX_TITLE_LENGTH}"
        raise BankFileError([Problem(path, 1, message)])
    if value is not None and not value.strip():
        raise BankFileError([Problem(path, 1, "the title must not be empty")])


def _name_source(path: str) -> str:
    """The file's stem, or its folder's name when the stem says nothing (README.md)."""
    source = Path(path)
    stem = source.stem or "bank"
    if stem.casefold() in _GENERIC_STEMS:
        folder = source.resolve().parent.name
        if folder:
            return folder
    return stem


def default_bank_id(path: str) -> str:
    return short_id(slugify(_name_source(path)))


def default_title(path: str) -> str:
    words = _name_source(path).replace("_", " ").replace("-", " ").split()
    return " ".join(words) or "Question bank"


def short_id(slug: str, limit: int = MAX_ID) -> str:
    """A slug within `limit` characters; a cut one keeps a hash of the whole, so stays unique."""
    if len(slug) <= limit:
        return slug
    digest = hashlib.sha256(slug.encode()).hexdigest()[:8]
    return f"{slug[: limit - 9].rstrip('-')}-{digest}"


def short_title(text: str, limit: int = MAX_TITLE) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def derived_id(prompt: str, salt: str = "") -> str:
    """A stable id from the normalised prompt: a readable prefix and a short hash.

    The same prompt always gives the same id, so re-importing a file updates its
    questions in place, and editing one question leaves every other id alone.
    """
    normal = " ".join(_MARKUP.sub(r"\1", prompt).split()).casefold()
    digest = hashlib.sha256(f"{normal}\n{salt}".encode()).hexdigest()[:8]
    words = _WORDS.findall(normal)[:4]
    prefix = "-".join(words)[:32].strip("-")
    return f"{prefix}-{digest}" if prefix else f"q-{digest}"


def split_explanation(text: str) -> Explanation | None:
    """Explanation parts of one feedback text: a short lead paragraph stays `short`.

    A first paragraph of one or two sentences followed by more text is the short
    explanation and the rest the full one (how the exporters write it); a single
    short paragraph is the short explanation alone; anything else gives its first
    sentence as the short explanation and the whole text as the full one.
    """
    text = text.strip()
    if not text:
        return None
    lead, separator, rest = text.partition("\n\n")
    if _is_short(lead):
        return Explanation(lead.strip(), rest.strip() if separator else "")
    marker = _BLOCK_MARKER.match(text)
    if marker:  # a list first: its first item's first sentence
        return Explanation(first_sentence(text[marker.end() :].split("\n", 1)[0]), text)
    return Explanation(first_sentence(text), text)


def _is_short(paragraph: str) -> bool:
    """One or two sentences of plain prose (not a list, quote, code or picture)."""
    if len(paragraph) > SHORT_EXPLANATION_LIMIT or not paragraph.strip():
        return False
    if _BLOCK_MARKER.match(paragraph) or paragraph.lstrip().startswith(("```", "|", "![")):
        return False
    flat = " ".join(paragraph.split())
    first = first_sentence(flat)
    rest = flat[len(first) :].strip()
    return not rest or first_sentence(rest) == rest


# --- building the bank ------------------------------------------------------------------


def build_bank(draft: DraftBank, options: ImportOptions | None = None) -> ConvertedBank:
    """Check every draft question, skip the unusable ones, and make the schema-1 bank."""
    if draft.found == 0:
        hint = FORMAT_HINTS.get(draft.format, "")
        message = f"no questions found in this {draft.format} file" + (f"; {hint}" if hint else "")
        raise NoQuestionsError([Problem(draft.path, 1, message)])
    options = options or ImportOptions()
    check_id(options.bank_id, "bank id", draft.path)
    check_id(options.topic, "topic id", draft.path)
    check_title(options.title, draft.path)
    problems = list(draft.problems)
    usable = [q for q in draft.questions if _usable(q, draft.path, problems)]
    if not usable:
        reason = f"none of the {draft.found} questions found could be imported"
        raise BankFileError([*problems, Problem(draft.path, 1, reason)])
    bank_id = options.bank_id or default_bank_id(draft.path)
    title = options.title or short_title(draft.title or default_title(draft.path))
    ids = _question_ids(usable, draft.path, problems)
    topic_of, topics = _topics(usable, draft, options, bank_id, title)
    questions = tuple(
        Question(
            id=qid,
            topic=topic_of[index],
            prompt=q.prompt,
            choices=tuple(
                Choice(i, c.text, c.correct, c.why.strip()) for i, c in enumerate(q.choices)
            )
            if q.payload is None
            else (),
            explanation=split_explanation(q.explanation) or _fallback(q),
            shuffle=q.shuffle,
            tags=tuple(dict.fromkeys(t for t in (" ".join(t.split()) for t in q.tags) if t)),
            payload=q.payload,
        )
        for index, (q, qid) in enumerate(zip(usable, ids, strict=True))
    )
    used = referenced_names(_texts(questions))
    exhibits = tuple(e for e in draft.exhibits if e.name in used)
    if options.strict and problems:
        raise BankFileError([Problem(p.path, p.line, p.message) for p in problems])
    bank = Bank(bank_id, title, topics, questions, exhibits=exhibits)
    problems.sort(key=lambda p: p.line)
    return ConvertedBank(bank, draft.format, draft.found, tuple(problems), draft.columns)


def _texts(questions: tuple[Question, ...]) -> list[str]:
    texts: list[str] = []
    for q in questions:
        texts += [q.prompt, q.explanation.short, q.explanation.full]
        texts += [c.text for c in q.choices] + [c.why for c in q.choices]
        if q.payload is not None:
            texts += payload_texts(q.payload)
    return texts


def _excerpt(prompt: str) -> str:
    flat = " ".join(_MARKUP.sub(r"\1", prompt).split())
    return flat if len(flat) <= 60 else flat[:57].rstrip() + "…"


def _usable(q: DraftQuestion, path: str, problems: list[Problem]) -> bool:
    """Whether a draft makes a valid question; if not, one warning says why."""
    q.prompt = _clean(q.prompt)
    q.explanation = _clean(q.explanation)
    for choice in q.choices:
        choice.text, choice.why = _clean(choice.text), _clean(choice.why)
    if q.payload is not None:
        q.payload = clean_payload(q.payload)
    _drop_repeated_fillers(q, path, problems)
    reason = _problem_with(q)
    if reason is None:
        return True
    where = f" ('{_excerpt(q.prompt)}')" if q.prompt else ""
    message = f"question skipped: {reason}{where}"
    problems.append(Problem(path, q.line, message, True, skip_reason(reason)))
    return False


def _clean(text: str) -> str:
    """Stripped, without control characters (NUL and friends cannot be stored everywhere)."""
    return _CONTROL.sub("", text).strip()


def _problem_with(q: DraftQuestion) -> str | None:
    if not q.prompt:
        return "it has no question text"
    if q.payload is not None:
        return payload_problem(q.payload)
    count = len(q.choices)
    if not MIN_CHOICES <= count <= MAX_CHOICES:
        return f"it has {count} choice{'' if count == 1 else 's'}; a question needs {MIN_CHOICES} to {MAX_CHOICES}"
    seen: set[str] = set()
    for position, choice in enumerate(q.choices, start=1):
        key = " ".join(choice.text.split()).casefold()
        if not key:
            return f"choice {position} is empty"
        if key in seen:
            return f"the choice '{_excerpt(choice.text)}' appears twice"
        seen.add(key)
    if not any(c.correct for c in q.choices):
        return "no choice is marked as the correct answer"
    return None


def _drop_repeated_fillers(q: DraftQuestion, path: str, problems: list[Problem]) -> None:
    """A wrong choice written several times is a filler ("Keine Angabe", "N/A" in the
    unused option cells of a sheet): it is kept once, with a warning. A repeated right
    choice leaves the question as it is (it is skipped: which one would be right?)."""
    if q.payload is not None or len(q.choices) < 2:
        return
    keys = [" ".join(c.text.split()).casefold() for c in q.choices]
    counts = Counter(keys)
    repeated = {k for k, n in counts.items() if k and n > 1}
    if not repeated or any(
        c.correct for c, k in zip(q.choices, keys, strict=True) if k in repeated
    ):
        return
    kept: list[DraftChoice] = []
    seen: set[str] = set()
    for choice, key in zip(q.choices, keys, strict=True):
        if key in repeated and key in seen:
            continue
        seen.add(key)
        kept.append(choice)
    for key in sorted(repeated):
        text = next(c.text for c, k in zip(q.choices, keys, strict=True) if k == key)
        problems.append(
            Problem(
                path,
                q.line,
                f"the wrong choice '{_excerpt(text)}' appears {counts[key]} times; kept once",
                True,
            )
        )
    q.choices = kept


def _fallback(q: DraftQuestion) -> Explanation:
    """The source gave no explanation: name the answer, never leave it empty."""
    if q.payload is not None:
        return Explanation(answer_in_words(q.payload))
    right = [c.text.strip() for c in q.choices if c.correct]
    if len(right) == 1:
        return Explanation(f"The correct answer is: {right[0]}")
    return Explanation("The correct answers are: " + "; ".join(right))


def _question_ids(questions: list[DraftQuestion], path: str, problems: list[Problem]) -> list[str]:
    """The source's ids where they are valid and unique; otherwise ids derived from them.

    A source id that is not an id (`../../etc/passwd`, `Q 1`) is never taken as it is:
    its slug is used instead (`etc-passwd`, `q-1`), or one from the prompt, with a warning.
    """
    ids: list[str] = []
    used: set[str] = set()
    first_line: dict[str, int] = {}
    next_number: dict[str, int] = {}  # the next "-N" to try after a derived id

    def warn(line: int, message: str) -> None:
        problems.append(Problem(path, line, message, warning=True))

    for q in questions:
        source = " ".join((q.source_id or "").split())
        if len(source) > MAX_QUESTION_ID:
            source = ""  # too long to store: an id from the prompt instead
        if source and not ID_PATTERN.match(source):
            slug = (
                short_id(slugify(source), MAX_QUESTION_ID)
                if _WORDS.search(source.casefold())
                else ""
            )
            usable = slug if slug and slug not in used else ""
            becomes = f"'{usable}'" if usable else "one from its prompt"
            warn(
                q.line,
                f"question id '{_excerpt(source)}' is not an id (lowercase letters, digits and"
                f" '-'); it gets {becomes} instead",
            )
            source = usable
        if source and source not in used:
            ids.append(source)
            used.add(source)
            first_line[source] = q.line
            continue
        if source:
            warn(
                q.line,
                f"question id '{source}' appears twice (first at line {first_line[source]});"
                " this one gets an id from its prompt",
            )
        candidate = derived_id(q.prompt)
        if candidate in used:  # the same prompt twice: tell them apart by their answers
            parts = [c.text for c in q.choices] + (payload_texts(q.payload) if q.payload else [])
            texts = "\n".join(sorted(" ".join(t.split()).casefold() for t in parts))
            candidate = derived_id(q.prompt, texts)
        base, number = candidate, next_number.get(candidate, 2)
        while candidate in used:  # from the last number given: k copies cost k, not k²
            candidate = f"{base}-{number}"
            number += 1
        next_number[base] = number
        ids.append(candidate)
        used.add(candidate)
    return ids


def _topics(
    questions: list[DraftQuestion],
    draft: DraftBank,
    options: ImportOptions,
    bank_id: str,
    title: str,
) -> tuple[list[str], tuple[Topic, ...]]:
    """Each question's topic id, and the topics in order of first use."""
    if options.topic is not None:
        known = known_titles()
        return [options.topic] * len(questions), (
            Topic(options.topic, known.get(options.topic) or topic_title(options.topic)),
        )
    if options.classify:
        return _classified(questions)
    paths = [q.category for q in questions]
    last_segment = {p: _segments(p)[-1] for p in paths if p and _segments(p)}
    clashing = {t for t, n in Counter(last_segment.values()).items() if n > 1}
    ids: dict[str | None, str] = {}
    topics: dict[str, Topic] = {}
    for path in paths:
        if path in ids:
            continue
        if path and path in last_segment:
            hint = draft.category_ids.get(path, "")
            valid = ID_PATTERN.match(hint) and len(hint) <= MAX_ID
            topic_id = hint if valid else short_id(slugify("-".join(_segments(path))))
            name = last_segment[path]
            name = short_title(" / ".join(_segments(path)) if name in clashing else name)
            description = draft.category_descriptions.get(path, "")
        else:
            topic_id, name, description = bank_id, title, ""
        while topic_id in topics and topics[topic_id].title != name:
            topic_id += "-2"
        ids[path] = topic_id
        topics.setdefault(topic_id, Topic(topic_id, name, description))
    return [ids[p] for p in paths], tuple(topics.values())


def _segments(path: str) -> list[str]:
    """The names of a category path; a `/` inside a name (Moodle's `//`) comes back."""
    return [s.strip().replace(SLASH_IN_NAME, "/") for s in path.split("/") if s.strip()]


def _classified(questions: list[DraftQuestion]) -> tuple[list[str], tuple[Topic, ...]]:
    from simulator.formats.classifier import TopicClassifier

    classifier = TopicClassifier.default()
    chosen = []
    for q in questions:
        texts = [c.text for c in q.choices] + (payload_texts(q.payload) if q.payload else [])
        right = [c.text for c in q.choices if c.correct]
        chosen.append(
            classifier.classify_question(q.prompt, texts, q.explanation, correct=right).topic
        )
    titles = classifier.titles()
    ordered = list(dict.fromkeys(chosen))
    return chosen, tuple(Topic(t, titles.get(t) or topic_title(t)) for t in ordered)
