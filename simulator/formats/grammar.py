"""The words and marks question files use, in many languages: answer keys, labels, ticks.

People write "Answer: B", "**Respuesta: A**", "✅ Correct answer(s): A, C",
"Válasz: B", "答案：C" or "【正解】ア"; they label choices `A.`, `A)`, `(A)`,
`A:`, `**A.**`, `- A.` or just `A text`; they tick the right one with ✅ or
"(correct)" and strike the wrong ones. Every reader (Aiken, Markdown, CSV)
and format detection read these the same way, from this one module.

Every function here looks at one line at a time, and at most its first
`LINE_LIMIT` characters: the work per line is bounded whatever the line holds
(30,000 spaces, 120,000 `~`), so reading a file stays linear in its size.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

#: How much of one line a marker or a label can be found in (they sit at its start).
LINE_LIMIT = 400
#: Choice labels go up to Z (a question may have up to 26 choices).
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

# Answer-key words, casefolded, longest first where one begins another. "correct" alone
# ("Correct: A, C") counts too, but only before a colon (see `answer_value`).
_CORRECT_ANSWER = (
    # English
    "correct answers",
    "correct answer",
    "correct options",
    "correct option",
    "correct choices",
    "correct choice",
    "right answers",
    "right answer",
    "suggested answers",
    "suggested answer",
    "most voted",
    # Spanish
    "respuestas correctas",
    "respuesta correcta",
    "opción correcta",
    "opcion correcta",
    "alternativa correcta",
    # Portuguese
    "respostas corretas",
    "resposta correta",
    "resposta certa",
    "alternativa correta",
    "opção correta",
    "gabarito",
    # French
    "bonnes réponses",
    "bonne réponse",
    "réponses correctes",
    "réponse correcte",
    "reponse correcte",
    "bonne reponse",
    # German
    "richtige antworten",
    "richtige antwort",
    "korrekte antwort",
    "lösung",
    "loesung",
    # Italian
    "risposte corrette",
    "risposta corretta",
    "risposta esatta",
    # Polish
    "poprawna odpowiedź",
    "prawidłowa odpowiedź",
    "poprawne odpowiedzi",
    # Russian, Ukrainian
    "правильные ответы",
    "правильный ответ",
    "верный ответ",
    "правильна відповідь",
    "правильні відповіді",
    # Hungarian
    "helyes válaszok",
    "helyes válasz",
    "helyes megoldás",
    # Dutch, Czech, Romanian, Turkish
    "juiste antwoord",
    "correct antwoord",
    "správná odpověď",
    "răspuns corect",
    "doğru cevap",
    # Chinese, Japanese, Korean, Vietnamese, Indonesian
    "正确答案",
    "正確答案",
    "参考答案",
    "標準答案",
    "标准答案",
    "正解",
    "정답",
    "đáp án đúng",
    "đáp án",
    "jawaban benar",
)
_ANSWER = (
    "answers",
    "answer",
    "ans",
    "key",
    "respuestas",
    "respuesta",
    "solución",
    "solucion",
    "respostas",
    "resposta",
    "réponses",
    "réponse",
    "reponse",
    "antworten",
    "antwort",
    "risposte",
    "risposta",
    "soluzione",
    "odpowiedzi",
    "odpowiedź",
    "odpowiedz",
    "ответы",
    "ответ",
    "відповіді",
    "відповідь",
    "válaszok",
    "válasz",
    "megoldás",
    "antwoord",
    "odpověď",
    "răspuns",
    "cevap",
    "yanıt",
    "答案",
    "答",
    "解答",
    "答え",
    "jawaban",
    "solution",
)
_CORRECT_ALONE = ("correct", "correcta", "correta", "corretta", "richtig", "correcte", "helyes")
_ARTICLES = ("the ", "la ", "a ", "die ", "le ", "il ", "a(s) ", "as ", "las ", "los ")
# Separators between the key word and its value; the word-like ones ("is") only
# after a "correct answer" phrase, so "Answer is in the docs" stays prose.
_STRONG_SEPARATORS = (":", "：", "】", "]", "=", "is:", "are:")
_WEAK_SEPARATORS = ("-", "–", "—", "is ", "are ", "es ", "é ", "ist ", "est ", "è ", "это ")

_EXPLANATION_WORDS = (
    "explanation",
    "explanations",
    "rationale",
    "reason",
    "reasoning",
    "why",
    "explicación",
    "explicacion",
    "justificación",
    "explicação",
    "explicacao",
    "justificativa",
    "comentário",
    "explication",
    "justification",
    "erklärung",
    "erläuterung",
    "begründung",
    "spiegazione",
    "motivazione",
    "wyjaśnienie",
    "объяснение",
    "пояснение",
    "пояснення",
    "magyarázat",
    "indoklás",
    "uitleg",
    "vysvětlení",
    "explicație",
    "açıklama",
    "答案解析",
    "解析",
    "解释",
    "解說",
    "解说",
    "解説",
    "해설",
    "giải thích",
    "penjelasan",
    "notes",
    "note",
)

# Emphasis markers and the marks people put before a key line ("✅ **Answer:**", "> ").
_EMPHASIS = re.compile(r"\*\*|__|\*|_|~~|`")
# HTML tags that only style a line (not `<name>`, which may be a choice's text)
_TAG = re.compile(
    r"</?(?:span|p|div|b|strong|em|i|u|s|del|mark|font|small|sup|sub|br|code|li|summary)"
    r"\b[^<>]{0,300}>",
    re.IGNORECASE,
)
#: A tick saying "this choice is right", in any of its common spellings.
CORRECT_MARK = re.compile(
    r"✅|✔️?|☑️?|✓|🟢|\((?:correct|right|correcta|correta|corretta|correcte|richtig"
    r"|helyes|правильно|正确|正確)(?: answer)?\)",
    re.IGNORECASE,
)
# Ticks written after a choice's text: "B - Correct", "Paris +++", "Paris ++", "Paris <--"
# (but the `++` of "C++" is the text's own). Searched from the end of a bounded tail only.
_TRAILING_TICK = re.compile(
    r"(?:[-–—][ \t]*(?:correct|right|correcta|correta|corretta|correcte|richtig|helyes"
    r"|правильно|верно)[.!]?|\+{3}|(?<![^ \t])\+{2}|<-+|←)\Z",
    re.IGNORECASE,
)


def ticked(text: str) -> tuple[str, bool]:
    """A choice's text without the tick that marks it right, and whether it had one.

    A trailing `*` is not a tick: `from pandas import *` is a choice as written.
    """
    marked = CORRECT_MARK.search(text[: LINE_LIMIT * 4]) is not None
    if marked:
        text = " ".join(CORRECT_MARK.sub(" ", text).split())
    stripped = text.rstrip()
    tail = stripped[-40:]
    match = _TRAILING_TICK.search(tail)
    if match is not None:
        return stripped[: len(stripped) - len(tail) + match.start()].rstrip(), True
    return text, marked


#: A cross saying "this choice is wrong" (kept out of the choice's text).
WRONG_MARK = re.compile(r"❌|✖️?|✗|✘|🔴|⛔")


def _flat(line: str) -> str:
    """One line without HTML tags or emphasis markers, spaces collapsed, cut to LINE_LIMIT.

    `<span class="spoiler">CORRECTA: B</span>` is a key line like any other.
    """
    head = _TAG.sub(" ", line[: LINE_LIMIT * 2]) if "<" in line[: LINE_LIMIT * 2] else line
    return " ".join(_EMPHASIS.sub("", head[: LINE_LIMIT * 2]).split())[:LINE_LIMIT]


def _skip_decoration(text: str) -> str:
    """Text after leading marks that are not words: `> `, `- `, `# `, emoji, `【`."""
    for index, char in enumerate(text):
        if char.isalnum() or char == "(":
            return text[index:]
        if unicodedata.category(char)[0] == "L":  # letters of every script
            return text[index:]
    return ""


@dataclass(frozen=True, slots=True)
class KeyLine:
    """An answer-key line: its value, and whether it said "correct" (a stronger sign)."""

    value: str
    emphatic: bool


_KEY_WORDS = sorted({*_CORRECT_ANSWER, *_ANSWER, *_CORRECT_ALONE}, key=len, reverse=True)
_KEY_WORD = re.compile("|".join(re.escape(word) for word in _KEY_WORDS))
_ARTICLE = re.compile("|".join(re.escape(article) for article in _ARTICLES))
_EMPHATIC = frozenset(_CORRECT_ANSWER) | frozenset(_CORRECT_ALONE)


# "Your answer:" in an attempt's review: the candidate's, not the key (see `answer_key`).
_YOUR_ANSWERS = (
    "your answer", "your response", "my answer", "selected answer", "tu respuesta",
    "su respuesta", "sua resposta", "tua resposta", "votre réponse", "ta réponse",
    "ihre antwort", "deine antwort", "la tua risposta", "la sua risposta", "twoja odpowiedź",
    "ваш ответ", "твой ответ", "ваша відповідь", "a te válaszod", "az ön válasza",
    "我的答案", "你的答案", "您的答案", "あなたの解答", "あなたの答え",
)  # fmt: skip
_YOUR_ANSWER = re.compile("|".join(re.escape(words) for words in _YOUR_ANSWERS))
_CORRECT_WORDS = sorted({*_CORRECT_ANSWER, *_CORRECT_ALONE}, key=len, reverse=True)
_CORRECT_WORD = re.compile(  # a word, not the "correct" of "incorrect"
    "|".join(
        ("(?<![a-zß-ÿ])" if word[0].isascii() else "") + re.escape(word) for word in _CORRECT_WORDS
    )
)
_KEY_STARTS = frozenset(word[:2] for word in (*_KEY_WORDS, *_ARTICLES, *_YOUR_ANSWERS))
_PLAIN_MARKS = " \t>*_-#+`~|[("


def answer_key(line: str) -> KeyLine | None:
    """The answer key a line states ("Respuesta: B", "✅ **Correct answer(s):** A, C").

    An attempt's review states the candidate's answer first ("Your answer: B Correct
    answer: C", "我的答案:B正确答案:C"): the key is what follows the "correct" phrase,
    and such a line without one states no key.
    """
    start = line[:40].lstrip(_PLAIN_MARKS)[:2].casefold()
    if start[:1].isalnum() and start not in _KEY_STARTS:
        return None  # most lines: not a key, told by their first two letters
    text = _skip_decoration(_flat(line))
    folded = text.casefold()
    if len(folded) != len(text):  # a letter that casefolds longer (ß): compare the folded text
        text = folded
    yours = _YOUR_ANSWER.match(folded)
    if yours is not None:
        correct = _CORRECT_WORD.search(folded, yours.end())
        if correct is None:
            return None
        text, folded = text[correct.start() :], folded[correct.start() :]
    article = _ARTICLE.match(folded)
    if article is not None:
        text, folded = text[article.end() :], folded[article.end() :]
    word = _KEY_WORD.match(folded)
    if word is None:
        return None
    found = word.group()
    # "Answer is…" and "Correct - …" may be prose; "Correct answer is B" is a key
    value = _after_separator(text[len(found) :], strong_only=found not in _CORRECT_ANSWER)
    if value is None:
        return None
    return KeyLine(value, found in _EMPHATIC)


def answer_value(line: str) -> str | None:
    """The value of an answer-key line ("Correct answer: B, E" -> "B, E"), else None."""
    key = answer_key(line)
    return key.value if key is not None else None


def _after_separator(rest: str, strong_only: bool) -> str | None:
    """The value after "(s)", spaces and a separator; None when no separator follows."""
    rest = rest.removeprefix("(s)").removeprefix("(en)").removeprefix("(i)").removeprefix("(e)")
    if rest[:1].isalnum() and not rest[:1].isdigit() and not rest.startswith(("is ", "are ")):
        return None  # the word goes on ("answered", "Antwortbogen"): not a key word
    rest = rest.lstrip()
    rest = rest.removeprefix("(s)").lstrip()
    for separator in _STRONG_SEPARATORS:
        if rest.startswith(separator):
            value = rest[len(separator) :].strip()
            return value or None
    if strong_only:
        return None
    for separator in _WEAK_SEPARATORS:
        if rest.startswith(separator):
            value = rest[len(separator) :].strip()
            return value or None
    return None


def explanation_label(line: str) -> int:
    """Length of a leading "Explanation:" label (in any known language), else 0."""
    head = line[:LINE_LIMIT]
    start = len(head) - len(_skip_decoration(head))
    folded = head[start:].casefold()
    for word in _EXPLANATION_WORDS:
        if folded.startswith(word):
            end = start + len(word)
            while end < len(head) and head[end] in " \t*_":
                end += 1
            if head[end : end + 1] in (":", "：", "-", "–", "—"):
                end += 1
                while end < len(head) and head[end] in " \t*_":
                    end += 1
                return end
    return 0


_QUESTION_NUMBER = re.compile(
    r"(?:(?:question|questão|questao|quest|pregunta|pergunta|frage|domanda|вопрос|питання"
    r"|kérdés|kerdes|pytanie|vraag|otázka|otazka|soru|câu|kysymys|soal|pertanyaan|întrebare"
    r"|intrebare|fråga|spørgsmål|spørsmål|pitanje|q|p)[ \t]*+\.?[ \t]*+(?:n[º°o]\.?[ \t]*+)?"
    r"(?:[A-Za-z]{1,4}+[-_]?+)?+\d++(?:[.\-_][A-Za-z0-9]++)*+[ \t]*+[:.)\-–]?"
    r"|\d++[ \t]*+[.):\-–])(?=\s|\Z)[ \t]*+",
    re.IGNORECASE,
)


_PROMPT_LABEL = re.compile(
    r"[ \t]*+(?:\*\*|__)?(?:question|questão|questao|pregunta|pergunta|enunciado|frage"
    r"|domanda|вопрос|питання|kérdés|pytanie|vraag|问题|題目|问)[ \t]*+[:：](?:\*\*|__)?[ \t]*+",
    re.IGNORECASE,
)


def prompt_label(text: str) -> int:
    """Length of a leading "Question:" label (`**Pergunta:**`, `Frage:`) on a prompt, else 0."""
    match = _PROMPT_LABEL.match(text[:LINE_LIMIT])
    return match.end() if match and match.end() < len(text) else 0


# What an exported exam writes after the number: "(1分)", "(单选题, 1.0 分)", "[2 pts]".
_POINTS = re.compile(
    r"[(（\[][^()（）\[\]\n]{0,24}?\d+(?:[.,]\d+)?[ \t]*+(?:分|points?|pts?|punti|puntos?"
    r"|pontos?|pontok|pont|Punkte?|балл[а-я]*|бал[а-я]*)[)）\]][ \t]*+",
    re.IGNORECASE,
)


def question_number_prefix(line: str) -> int:
    """Length of a leading question number ("12.", "Question 3:", "Pregunta 4 -"), else 0.

    The points an exported exam gives after it ("1. (单选题, 1.0 分) (1分)") go with it.
    """
    head = line[:LINE_LIMIT]
    match = _QUESTION_NUMBER.match(head)
    if match is None:
        return 0
    end = match.end()
    for _ in range(3):
        points = _POINTS.match(head, end)
        if points is None:
            break
        end = points.end()
    return end


# --- choice labels --------------------------------------------------------------------

# `A.` `A)` `(A)` `A:` `[A]` `A -` with optional bold around the label (`**A.**`,
# `**A:**`, `**A.** text`); lowercase too. The text must follow after a space.
_LABEL = re.compile(
    r"(?P<open>\*\*|__)?[(\[]?(?P<letter>[A-Za-z])(?:[.):\]]|[ \t]?[-–](?=[ \t]))[)\]]?"
    r"(?(open)(?:\*\*|__))[ \t]+(?=\S)"
)
# Aiken-like `A text`: a capital letter and a space; only where a whole run of lines
# goes A, B, C… in order (see `lettered_run`), since "A car…" is also a sentence.
_BARE_LABEL = re.compile(r"(?P<letter>[A-Z])[ \t]+(?=\S)")


@dataclass(frozen=True, slots=True)
class Label:
    """A choice label at the start of a line: its letter and where the text begins."""

    letter: str
    end: int
    bare: bool = False  # `A text`, without `.` `)` or `:`


def choice_label(line: str, bare: bool = False) -> Label | None:
    """The label that starts `line` (already stripped), in any of the styles above."""
    head = line[:LINE_LIMIT]
    match = _LABEL.match(head)
    if match is not None:
        return Label(match.group("letter").upper(), match.end())
    if bare:
        match = _BARE_LABEL.match(head)
        if match is not None:
            return Label(match.group("letter"), match.end(), bare=True)
    return None


def in_order(letters: list[str]) -> bool:
    """Whether labels run A, B, C… from A (a list of choices, not a list of notes)."""
    return [letter.upper() for letter in letters] == list(LETTERS[: len(letters)])


# --- true or false -----------------------------------------------------------------------

# A statement's key in the words of many languages, pair by pair (true word, false word):
# "V"/"F", "igaz"/"hamis", "i"/"h", "对"/"错". Single letters only count where a whole
# column or key uses one pair, which the callers check.
# fmt: off
TRUTH_PAIRS = (
    ("true", "false"), ("t", "f"), ("yes", "no"), ("verdadero", "falso"), ("verdadeiro", "falso"),
    ("v", "f"), ("vero", "falso"), ("vrai", "faux"), ("wahr", "falsch"), ("richtig", "falsch"),
    ("w", "f"), ("r", "f"), ("igaz", "hamis"), ("i", "h"), ("prawda", "fałsz"), ("p", "f"),
    ("pravda", "nepravda"), ("верно", "неверно"), ("правда", "ложь"), ("да", "нет"),
    ("вірно", "невірно"), ("так", "ні"), ("waar", "onwaar"), ("juist", "onjuist"),
    ("đúng", "sai"), ("doğru", "yanlış"), ("benar", "salah"), ("对", "错"), ("對", "錯"),
    ("正确", "错误"), ("正確", "錯誤"), ("正", "误"), ("○", "×"), ("√", "×"), ("✓", "✗"),
    ("✔", "✘"), ("totta", "tarua"), ("tosi", "epätosi"), ("oikein", "väärin"),
    ("sant", "falskt"), ("sann", "falsk"), ("sandt", "falsk"), ("riktig", "feil"),
    ("adevărat", "fals"), ("adevarat", "fals"), ("točno", "netočno"), ("tačno", "netačno"),
    ("pravdivé", "nepravdivé"), ("správně", "špatně"), ("σωστό", "λάθος"), ("σωστο", "λαθος"),
    ("참", "거짓"), ("正しい", "誤り"), ("maru", "batsu"), ("juist", "fout"), ("goed", "fout"),
    ("igen", "nem"), ("evet", "hayır"), ("sí", "no"), ("si", "no"), ("sim", "não"),
    ("oui", "non"), ("ja", "nein"), ("tak", "nie"), ("ano", "ne"), ("kyllä", "ei"),
    ("ja", "nee"), ("ja", "nej"), ("ya", "tidak"), ("da", "ne"), ("да", "не"),
)
# fmt: on
_TRUTH = {true: True for true, _ in TRUTH_PAIRS} | {false: False for _, false in TRUTH_PAIRS}


def truth_value(word: str) -> bool | None:
    """True or False for a word that states one ("Verdadero", "h", "对"), else None."""
    return _TRUTH.get(word.strip().strip(".()[]*").casefold())


def truth_pair(words: list[str]) -> tuple[str, str] | None:
    """The one (true, false) pair all these words belong to, if they share one."""
    folded = {w.strip().strip(".()[]*").casefold() for w in words if w.strip()}
    fits = [pair for pair in TRUTH_PAIRS if folded and folded <= set(pair)]
    return fits[0] if fits else None


# --- answer keys -> letters -------------------------------------------------------------

_LETTER_RUN = re.compile(r"[A-Z]{2,26}")
_CONJUNCTIONS = frozenset(["and", "y", "e", "i", "et", "und", "és", "и", "і", "oraz", "en", "ve"])
_CONJUNCTIONS |= frozenset(["or", "&", "+", "und/oder", "а", "та"])
_SEPARATORS = re.compile(r"[,;/、，；]")


def answer_letters(value: str, count: int = 26) -> list[str] | None:
    """The letters of an answer key: "B", "B, E", "A and C", "(C)", "A y C", "AD", "c".

    `count` is how many choices there are: a letter past them means the value is
    not a list of letters (it may be a choice's text, such as "A resource block").
    """
    flat = " ".join(_SEPARATORS.sub(" , ", value[:LINE_LIMIT]).split())
    flat = flat.rstrip(".。").strip()
    if not flat:
        return None
    tokens = flat.split(" ")
    letters: list[str] = []
    for token in tokens:
        bare = token.strip("()[]*.:")
        if token == "," or (bare.casefold() in _CONJUNCTIONS and len(bare) > 1):
            continue
        if bare in ("e", "y", "i", "и", "і", "а"):
            continue  # a conjunction written between capital letters ("A e C")
        if len(bare) == 1 and bare.isalpha() and bare.isascii():
            letters.append(bare.upper())
        elif _LETTER_RUN.fullmatch(bare) and len(tokens) == 1:
            letters.extend(bare)
        else:
            return None
    if not letters or len(set(letters)) != len(letters):
        return None
    if any(LETTERS.index(letter) >= count for letter in letters):
        return None
    if len(letters) > 1 and len(tokens) == 1 and list(letters) != sorted(letters):
        return None  # "CAB" is a word, not the keys C, A and B
    return letters
