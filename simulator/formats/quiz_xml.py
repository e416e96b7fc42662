"""Home-made quiz XML: `<question>` elements with a prompt, `<option>`s and an `<answer>`.

Many small quiz programs keep their questions in an XML layout of their own instead
of Moodle's: `<quiz><question><text>…</text><option id="A">…</option>…<answer>C,G
</answer></question></quiz>`, or `<questions><question><title>…</title><option>…
</option><answer>Na</answer></question></questions>`. They share a shape: one element
per question, a prompt element, one element per choice, and the key as letters
(`C,G`), choice numbers or the right choice's text (one key element per right
choice, or one for all), or a `correct` attribute on the right choices; a question
without options whose key is text is a short-answer question. Element names are recognised in several languages.

The Moodle XML reader hands such questions here when they carry no Moodle `type`.
"""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree

from simulator.domain.question_types import ShortAnswer
from simulator.formats.drafts import DraftBank, DraftChoice, DraftQuestion
from simulator.formats.grammar import LETTERS, answer_letters, truth_value
from simulator.formats.markup import html_to_markdown, looks_like_html
from simulator.formats.plaintext import match_answer_line

# fmt: off
_PROMPTS = (
    "text", "title", "prompt", "stem", "questiontext", "question", "statement", "pregunta",
    "enunciado", "pergunta", "enonce", "énoncé", "frage", "domanda", "testo", "vraag",
    "pytanie", "tresc", "treść", "otazka", "otázka", "kerdes", "kérdés", "вопрос",
)
_CHOICES = (
    "option", "choice", "alternative", "opcion", "opción", "alternativa", "opcao", "opção",
    "reponse", "réponse", "proposition", "antwort", "moznost", "možnost", "odpowiedz",
    "odpowiedź", "valasz", "válasz", "вариант", "item",
)
_KEYS = (
    "answer", "correct", "correctanswer", "key", "solution", "respuesta", "resposta",
    "correcta", "correta", "solucion", "solución", "bonnereponse", "lösung", "risposta",
    "odpoved", "odpověď", "odpowiedz", "helyes", "ответ", "right", "rightanswer",
)
# fmt: on
_TRUE_ATTRIBUTES = ("correct", "right", "isCorrect", "is_correct", "correcta", "correta")


def _tag(element: ElementTree.Element) -> str:
    return element.tag.rpartition("}")[2].casefold() if isinstance(element.tag, str) else ""


def _text(element: ElementTree.Element) -> str:
    """An element's text with its inline markup, as Markdown."""
    inner = (element.text or "") + "".join(
        ElementTree.tostring(child, encoding="unicode") for child in element
    )
    inner = " ".join(inner.split()) if "\n" in inner and "<" not in inner else inner.strip()
    return html_to_markdown(inner) if looks_like_html(inner) else inner


def is_plain_question(element: ElementTree.Element) -> bool:
    """Whether a `<question>` has the home-made shape: choice elements, or a prompt and key."""
    tags = [_tag(child) for child in element]
    choices = sum(1 for tag in tags if tag in _CHOICES)
    return choices >= 2 or (any(t in _PROMPTS for t in tags) and any(t in _KEYS for t in tags))


def read_plain_question(element: ElementTree.Element, line: int, draft: DraftBank) -> None:
    """One home-made `<question>` as a draft (or a skip that says why)."""
    children = list(element)
    prompt_element = next((c for c in children if _tag(c) in _PROMPTS), None)
    prompt = _text(prompt_element) if prompt_element is not None else ""
    options = [c for c in children if _tag(c) in _CHOICES]
    keys = [" ".join((c.text or "").split()) for c in children if _tag(c) in _KEYS]
    keys = [key for key in keys if key]
    key = "; ".join(keys)
    if not options:
        truth = truth_value(key) if len(keys) == 1 else None
        if truth is None and keys:  # typed answers: a short-answer question
            draft.add(DraftQuestion(line, prompt, [], payload=ShortAnswer(tuple(keys))))
            return
        if truth is None:
            draft.skip(line, f"'{prompt[:40]}' has neither options nor an answer")
            return
        options_texts, right = ["True", "False"], {0 if truth else 1}
        draft.add(
            DraftQuestion(
                line, prompt, [DraftChoice(t, i in right) for i, t in enumerate(options_texts)]
            )
        )
        return
    texts = [_text(option) for option in options]
    labels = [(o.get("id") or o.get("label") or o.get("letter") or "").strip() for o in options]
    flagged = {
        i
        for i, option in enumerate(options)
        if any(
            (option.get(a) or "").strip().casefold() in ("true", "1", "yes")
            for a in _TRUE_ATTRIBUTES
        )
    }
    right = flagged or {i for each in keys for i in _named(each, labels, texts)}
    if not right:
        shown = key or "(none)"
        draft.skip(line, f"the answer '{shown}' names none of the question's options")
        return
    draft.add(
        DraftQuestion(
            line=line,
            prompt=prompt,
            choices=[DraftChoice(text, i in right) for i, text in enumerate(texts)],
            source_id=(element.get("id") or "").strip() or None,
        )
    )


def _named(key: str, labels: list[str], texts: list[str]) -> set[int]:
    """The options an answer names: their labels or letters (`C,G`), numbers, or texts."""
    if not key:
        return set()
    by_text = match_answer_line(key, texts)
    if by_text:
        return by_text
    upper = [label.upper() for label in labels]
    letters = answer_letters(key, len(texts))
    if letters:
        if all(label in upper for label in letters) and any(upper):
            return {upper.index(letter) for letter in letters}
        return {LETTERS.index(letter) for letter in letters}
    numbers = [int(part) for part in key.replace(",", " ").split() if part.isdigit()]
    if numbers and all(1 <= n <= len(texts) for n in numbers):
        return {n - 1 for n in numbers}
    return set()
