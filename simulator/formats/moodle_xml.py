"""Moodle XML: read every question type the app practises, and write a bank for Moodle.

Moodle's own export keeps everything GIFT loses: each question's `<idnumber>`,
`<single>` (one answer or several), `<shuffleanswers>`, categories with their own
idnumber, and images as base64 `<file>` elements that texts refer to as
`@@PLUGINFILE@@/name`. The file comes from someone else, so it is parsed with
defusedxml: no entity expansion (the "billion laughs"), no DTD fetching, no
external references. Texts are HTML, Markdown or plain text by their `format`
attribute and become Markdown; images become the bank's exhibits. Multiple choice
and true/false are read here; matching, short answer, numerical, ordering and the
select-missing-words types (`gapselect`, `ddwtos`) by `moodle_xml_types.py`. Essays,
descriptions and types with nothing to check here (cloze, drag onto image…) are
skipped with a warning naming their line.
"""

from __future__ import annotations

import base64
import binascii
import html.entities
import re
import xml.etree.ElementTree as ElementTree
from typing import Any

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import DefusedXMLParser, ParseError

from simulator.domain.model import Bank, Question
from simulator.domain.question_types import Payload, Scoring
from simulator.formats import moodle_xml_types as typed
from simulator.formats.drafts import (
    FULL_CREDIT,
    DraftBank,
    DraftChoice,
    DraftQuestion,
    category_path,
)
from simulator.formats.exhibits import PLUGINFILE, ExhibitShelf, referenced_names
from simulator.formats.markup import escape_markdown, html_to_markdown, looks_like_html
from simulator.formats.problems import BankFileError, Problem
from simulator.formats.quiz_xml import is_plain_question, read_plain_question

FORMAT = "moodle-xml"
_TRUE = ("1", "true", "yes")
_READ = (
    "multichoice",
    "truefalse",
    "matching",
    "shortanswer",
    "numerical",
    "ordering",
    "gapselect",
    "ddwtos",
)
#: Moodle's `answernumbering`: the labels a choice is printed with.
_NUMBERING = {
    "abc": "abcdefghijklmnopqrstuvwxyz",
    "ABCD": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "123": [str(n) for n in range(1, 27)],
    "iii": [
        "i",
        "ii",
        "iii",
        "iv",
        "v",
        "vi",
        "vii",
        "viii",
        "ix",
        "x",
        "xi",
        "xii",
        "xiii",
        "xiv",
        "xv",
        "xvi",
        "xvii",
        "xviii",
        "xix",
        "xx",
        "xxi",
        "xxii",
        "xxiii",
        "xxiv",
        "xxv",
        "xxvi",
    ],
    "IIII": [
        "I",
        "II",
        "III",
        "IV",
        "V",
        "VI",
        "VII",
        "VIII",
        "IX",
        "X",
        "XI",
        "XII",
        "XIII",
        "XIV",
        "XV",
        "XVI",
        "XVII",
        "XVIII",
        "XIX",
        "XX",
        "XXI",
        "XXII",
        "XXIII",
        "XXIV",
        "XXV",
        "XXVI",
    ],
}


#: How deep elements may nest. A Moodle export nests about six deep (XHTML written
#: straight into a `<text>` a few more); the tree is walked recursively later, so a
#: hostile file of thousands of nested tags is refused here, not by a RecursionError.
MAX_DEPTH = 200


class _TooDeep(Exception):
    """Raised from inside the parser when elements nest deeper than MAX_DEPTH."""

    def __init__(self, line: int) -> None:
        super().__init__(line)
        self.line = line


class _LineBuilder(ElementTree.TreeBuilder):
    """A tree builder that notes the line each element starts on (for warnings) and
    refuses elements nested deeper than MAX_DEPTH."""

    def __init__(self) -> None:
        super().__init__()
        self.parser: Any = None
        self.lines: dict[int, int] = {}
        self.depth = 0

    def start(self, tag: Any, attrs: Any) -> ElementTree.Element:
        expat = getattr(self.parser, "parser", None)
        line = int(getattr(expat, "CurrentLineNumber", 1) or 1)
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise _TooDeep(line)
        element = super().start(tag, attrs)
        self.lines[id(element)] = line
        return element

    def end(self, tag: Any) -> ElementTree.Element:
        self.depth -= 1
        return super().end(tag)


def _parse_xml(data: bytes, path: str) -> tuple[ElementTree.Element, dict[int, int]]:
    """The XML tree (entities, DTD fetching and external references refused) and lines.

    HTML's named characters written straight into the XML (`&nbsp;`, `&uarr;`, as some
    generators do) are read as the characters they name, not as an undefined entity.
    """
    try:
        return _parse(data, path)
    except ParseError as exc:
        if "undefined entity" in str(exc):
            try:
                return _parse(_named_characters(data), path)
            except ParseError as again:
                exc = again
        line = exc.position[0] if exc.position else 1
        raise BankFileError([Problem(path, line, f"XML syntax error: {exc.msg}")]) from None


_ENTITY = re.compile(rb"&([A-Za-z][A-Za-z0-9]{1,31});")
_XML_ENTITIES = frozenset([b"amp", b"lt", b"gt", b"quot", b"apos"])


def _named_characters(data: bytes) -> bytes:
    """`&uarr;` -> `&#8593;` for HTML's named characters; XML's own five stay."""

    def number(match: re.Match[bytes]) -> bytes:
        name = match.group(1)
        if name in _XML_ENTITIES:
            return match.group()
        character = html.entities.html5.get(name.decode("ascii") + ";")
        if character is None:
            return match.group()
        return b"".join(b"&#%d;" % ord(c) for c in character)

    return _ENTITY.sub(number, data)


def _parse(data: bytes, path: str) -> tuple[ElementTree.Element, dict[int, int]]:
    builder = _LineBuilder()
    parser = DefusedXMLParser(target=builder, forbid_dtd=False)
    builder.parser = parser
    try:
        parser.feed(data)
        root = parser.close()
    except _TooDeep as deep:
        raise BankFileError(
            [Problem(path, deep.line, f"elements are nested more than {MAX_DEPTH} deep")]
        ) from None
    except DefusedXmlException:
        raise BankFileError(
            [
                Problem(
                    path,
                    1,
                    "the XML declares entities or external references, which are refused"
                    " for safety (a Moodle export has none)",
                )
            ]
        ) from None
    return root, builder.lines


def read_moodle_xml(data: bytes, path: str, shelf: ExhibitShelf) -> DraftBank:
    """Every multiple-choice and true/false question of a Moodle XML file."""
    root, lines = _parse_xml(data, path)
    home_made = [q for q in root.iter("question") if not q.get("type") and is_plain_question(q)]
    if root.tag != "quiz" and not home_made:
        raise BankFileError(
            [
                Problem(
                    path,
                    1,
                    f"not a Moodle XML question file: the top element is <{root.tag}>, not <quiz>",
                )
            ]
        )
    draft = DraftBank(path, FORMAT)
    category: str | None = None
    for element in root.iter("question"):
        line = lines.get(id(element), 1)
        kind = (element.get("type") or "").strip().lower()
        if kind == "category":
            category = _category(element, draft)
        elif kind in _READ:
            _question(element, kind, line, category, draft, shelf)
        elif kind == "description":
            draft.warn(line, f"ignored a description item ({_name(element)}): it has no answers")
        elif not kind and is_plain_question(element):  # a quiz program's own layout
            read_plain_question(element, line, draft)
        else:
            draft.skip_type(line, _name(element), kind or "untyped")
    draft.problems += shelf.problems
    draft.exhibits = shelf.exhibits
    return draft


def _name(element: ElementTree.Element) -> str:
    name = " ".join((element.findtext("name/text") or "").split())
    return f"'{name}'" if name else "the question"


def _category(element: ElementTree.Element, draft: DraftBank) -> str | None:
    raw = element.findtext("category/text")
    if raw is None:
        raw = element.findtext("category") or ""
    path = category_path(raw, lambda s: s.startswith("$") and s.endswith("$")) or None
    if path is not None:
        idnumber = (element.findtext("idnumber") or "").strip()
        if idnumber:
            draft.category_ids[path] = idnumber
        info = element.find("info")
        if info is not None:
            description = _converted(info, "moodle_auto_format", None, 0)
            if description:
                draft.category_descriptions[path] = description
    return path


def _files(element: ElementTree.Element | None) -> dict[str, bytes]:
    """The base64 `<file>` elements of a text, by the name `@@PLUGINFILE@@/…` uses."""
    found: dict[str, bytes] = {}
    if element is None:
        return found
    for item in element.findall("file"):
        name = (item.get("path") or "/").strip("/") + "/" + (item.get("name") or "")
        try:
            found[name.lstrip("/")] = base64.b64decode("".join((item.text or "").split()))
        except (binascii.Error, ValueError):
            continue
    return found


def _converted(
    element: ElementTree.Element | None,
    default_format: str,
    shelf: ExhibitShelf | None,
    line: int,
    *,
    inline: bool = False,
    files: dict[str, bytes] | None = None,
) -> str:
    """A text element (`<questiontext>`, `<answer>`…) as Markdown, images made exhibits."""
    if element is None:
        return ""
    text = typed.text_of(element)
    if text is None:
        text = element.text or ""
    fmt = (element.get("format") or default_format).lower()
    embedded = {**(files or {}), **_files(element)}

    def image(src: str, alt: str) -> str:
        return shelf.image(src, alt, line, embedded) if shelf else alt

    if fmt == "html" or (fmt == "moodle_auto_format" and looks_like_html(text)):
        return html_to_markdown(text, image, inline=inline)
    if fmt != "markdown":  # plain text is shown as written
        text = escape_markdown(text)
    if shelf is not None:
        text = shelf.markdown_images(text, line, embedded)
    return text.strip()


def _question(
    element: ElementTree.Element,
    kind: str,
    line: int,
    category: str | None,
    draft: DraftBank,
    shelf: ExhibitShelf,
) -> None:
    name = _name(element)
    question_text = element.find("questiontext")
    files = _files(question_text)  # its images, which answers and feedback may show too
    prompt = _converted(question_text, "html", shelf, line)
    old_image = (element.findtext("image") or "").strip()
    if old_image:  # Moodle 1.9 exports: <image>name</image><image_base64>…</image_base64>
        data = "".join((element.findtext("image_base64") or "").split())
        try:
            exhibit = shelf.embed(old_image, base64.b64decode(data), line) if data else None
        except (binascii.Error, ValueError):
            exhibit = None
        if exhibit:
            prompt = f"{prompt}\n\n![]({exhibit})"

    def inline(part: ElementTree.Element | None) -> str:
        return _converted(part, "html", shelf, line, inline=True, files=files)

    choices: list[DraftChoice] = []
    payload: Payload | None = None
    if kind == "matching":
        payload = typed.read_matching(element, inline)
    elif kind == "shortanswer":
        payload = typed.read_short_answer(element, draft, line, name)
    elif kind == "numerical":
        payload = typed.read_numerical(element, draft, line, name)
        if payload is None:
            return
    elif kind == "ordering":
        payload = typed.read_ordering(element, inline)
    elif kind in ("gapselect", "ddwtos"):
        raw = typed.text_of(question_text) or ""
        fmt = "html" if question_text is None else question_text.get("format") or "html"

        def to_markdown(text: str) -> str:
            holder = ElementTree.Element("questiontext", {"format": fmt})
            ElementTree.SubElement(holder, "text").text = text
            return _converted(holder, "html", shelf, line, files=files)

        gaps = typed.read_gaps(element, kind, raw, to_markdown, draft, line, name)
        if gaps is None:
            return
        prompt, choices, payload = gaps.prompt, gaps.choices, gaps.payload
    else:
        found = _choices(element, kind, inline, draft, shelf, line, name, files)
        if found is None:
            return
        choices = found
    shuffle = (element.findtext("shuffleanswers") or "1").strip().lower() in _TRUE
    tags = tuple(t.strip() for t in (e.text or "" for e in element.findall("tags/tag/text")))
    draft.add(
        DraftQuestion(
            line=line,
            prompt=prompt,
            choices=choices,
            explanation=_converted(element.find("generalfeedback"), "html", shelf, line),
            category=category,
            source_id=(element.findtext("idnumber") or "").strip() or None,
            tags=tuple(t for t in tags if t),
            shuffle=shuffle,
            payload=payload,
        )
    )


def _choices(
    element: ElementTree.Element,
    kind: str,
    inline: typed.Convert,
    draft: DraftBank,
    shelf: ExhibitShelf,
    line: int,
    name: str,
    files: dict[str, bytes],
) -> list[DraftChoice] | None:
    """A multiple-choice or true/false question's answers; None when it is skipped.

    Answers left empty in a question whose options are spelled out in its text, "(a) …
    (b) …", are named by the label Moodle prints beside them (`answernumbering`).
    """
    single = (element.findtext("single") or "true").strip().lower() in _TRUE
    labels = _NUMBERING.get((element.findtext("answernumbering") or "").strip())
    choices: list[DraftChoice] = []
    full_credit = 0
    for position, answer in enumerate(element.findall("answer")):
        fraction = _fraction(answer.get("fraction"))
        text = inline(answer)
        if kind == "truefalse":
            text = {"true": "True", "false": "False"}.get(text.strip().lower(), text)
        elif not text.strip() and labels is not None and position < len(labels):
            text = labels[position]
        correct = fraction >= FULL_CREDIT if single or kind == "truefalse" else fraction > 0
        if single and 0 < fraction < FULL_CREDIT:
            draft.partial_credit(line, name, text, fraction)
        full_credit += correct
        why = _converted(answer.find("feedback"), "html", shelf, line, files=files)
        choices.append(DraftChoice(text, correct, why))
    if (single or kind == "truefalse") and full_credit > 1:  # true and false both right
        draft.skip_any_of(line, name, full_credit)
        return None
    return choices


_fraction = typed.fraction


# --- writing ------------------------------------------------------------------------


def write_moodle_xml(bank: Bank) -> bytes:
    """The bank as a Moodle XML question file: Markdown texts, images embedded as <file>.

    Topics become categories (their ids as category idnumbers), question ids become
    idnumbers, and the explanation the general feedback (short, blank line, full).
    """
    quiz = ElementTree.Element("quiz")
    exhibits = {e.name: e for e in bank.exhibits}
    titles = {t.id: t for t in bank.topics}
    topic = None
    for question in bank.questions:
        if question.topic != topic:
            topic = question.topic
            quiz.append(_category_element(bank, titles.get(topic), topic))
        quiz.append(_question_element(question, exhibits, bank.exam.scoring))
    ElementTree.indent(quiz)
    body = ElementTree.tostring(quiz, encoding="unicode", short_empty_elements=False)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n' + _xml_safe(body) + "\n").encode()


def _xml_safe(text: str) -> str:
    """Drop characters XML 1.0 cannot carry (most control characters)."""
    return "".join(ch for ch in text if ch in "\t\n\r" or (ch >= " " and ch not in "\ufffe\uffff"))


def _sub(
    parent: ElementTree.Element, tag: str, text: str | None = None, **attrs: str
) -> ElementTree.Element:
    element = ElementTree.SubElement(parent, tag, attrs)
    if text is not None:
        element.text = text
    return element


def _category_element(bank: Bank, topic: Any, topic_id: str) -> ElementTree.Element:
    title = topic.title if topic is not None else topic_id
    path = "/".join(s.replace("/", "//") for s in ("$course$", "top", bank.title, title))
    element = ElementTree.Element("question", {"type": "category"})
    _sub(_sub(element, "category"), "text", path)
    if topic is not None and topic.description:
        _sub(_sub(element, "info", format="markdown"), "text", topic.description)
    _sub(element, "idnumber", topic_id)
    return element


def _text_element(
    parent: ElementTree.Element, tag: str, markdown: str, exhibits: dict[str, Any]
) -> ElementTree.Element:
    """A Markdown text with its images as <file> elements referred to by @@PLUGINFILE@@."""
    element = _sub(parent, tag, format="markdown")
    names = sorted(n for n in referenced_names([markdown]) if n in exhibits)
    for name in names:
        markdown = markdown.replace(f"]({name})", f"]({PLUGINFILE}{name})")
    _sub(element, "text", markdown)
    for name in names:
        folder, _, filename = name.rpartition("/")
        data = base64.b64encode(exhibits[name].data).decode("ascii")
        _sub(
            element,
            "file",
            data,
            name=filename,
            path=f"/{folder}/" if folder else "/",
            encoding="base64",
        )
    return element


def _question_element(
    question: Question, exhibits: dict[str, Any], scoring: Scoring
) -> ElementTree.Element:
    payload = question.payload
    kind = "multichoice" if payload is None else typed.moodle_type(payload)
    element = ElementTree.Element("question", {"type": kind})
    _sub(_sub(element, "name"), "text", question.id)
    _text_element(element, "questiontext", question.prompt, exhibits)
    explanation = question.explanation
    general = explanation.short + (f"\n\n{explanation.full}" if explanation.full else "")
    _text_element(element, "generalfeedback", general, exhibits)
    _sub(element, "defaultgrade", "1")
    _sub(element, "penalty", "0")
    _sub(element, "hidden", "0")
    _sub(element, "idnumber", question.id)
    if payload is not None:
        if kind == "matching":
            _sub(element, "shuffleanswers", "true" if question.shuffle else "false")
        typed.write_payload(
            element,
            payload,
            scoring,
            _sub,
            lambda parent, tag, text: _text_element(parent, tag, text, exhibits),
        )
    else:
        _choice_elements(element, question, exhibits, scoring)
    if question.tags:
        tags = _sub(element, "tags")
        for tag in question.tags:
            _sub(_sub(tags, "tag"), "text", tag)
    return element


def _choice_elements(
    element: ElementTree.Element, question: Question, exhibits: dict[str, Any], scoring: Scoring
) -> None:
    right = question.choose
    _sub(element, "single", "true" if right == 1 else "false")
    _sub(element, "shuffleanswers", "true" if question.shuffle else "false")
    _sub(element, "answernumbering", "abc")
    share = f"{100 / right:.5f}".rstrip("0").rstrip(".")
    # Under partial scoring a wrong pick costs what a right one earns (the app's weights).
    wrong = "-100" if scoring is Scoring.ALL_OR_NOTHING else f"-{share}"
    for choice in question.choices:
        fraction = (
            ("100" if right == 1 else share) if choice.correct else ("0" if right == 1 else wrong)
        )
        answer = _text_element(element, "answer", choice.text, exhibits)
        answer.set("fraction", fraction)
        _text_element(answer, "feedback", choice.why, exhibits)
