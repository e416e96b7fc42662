"""Sealing a question, and scoring a sealed one exactly as its key would, for every type.

When a classroom profile's review hides the answers, `classroom pack` ships the bank
sealed (`formats/sealed_bank.py`): each question as the candidate sees it and, instead of
its key, a seal (`seals.py`) of salted digests. Per type:

- choice: the choices without `correct`; a digest of the right choices' texts.
- matching: the left items in order and the right-hand options shuffled at pack time (the
  file's order says nothing: pairs list their answers first); a digest of the option each
  left item takes.
- ordering: the items shuffled at pack time; a digest of the texts in the right order.
- short answer: per accepted answer, normalised as the scorer compares (NFKC, spaces,
  case unless `case_sensitive`), a digest of each literal part between its `*`s; an answer
  with stars also keeps each part's length, enough to find the parts in a typed text in
  order, as the wildcard does.
- numeric: per accepted value a digest of the value, its tolerance and the decimal grid it
  lies on; a typed number is checked against every grid value within the tolerance of it
  (and the unsealed rule applied to each), which finds the key if and only if the typed
  number is within tolerance of it. A tolerance that covers more than `MAX_GRID_VALUES`
  grid values (3.14159 ± 0.01) would make every laptop try thousands: such a question is
  `Unsealable`, as is an ordering question with two identical items (a digest of texts
  could not tell them apart).

A bank that scores partially (`exam: {scoring: partial}`) also gets a digest per right
choice, per left item and per place, so partial credit is exact too.

Every scorer here accepts exactly what the unsealed question accepts and gives the same
credit, barring a SHA-256 collision (tests/domain/test_sealing.py compares them on
generated answers). The shuffles draw from the system's randomness, never from the salt
(which is in the file): a shuffle the salt could replay would give the key away.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace
from decimal import Decimal, localcontext
from functools import lru_cache

from simulator.domain.model import Bank, Choice, Explanation, Question
from simulator.domain.paper import AnswerState
from simulator.domain.question_types import (
    Matching,
    Numeric,
    NumericAnswer,
    Ordering,
    QuestionType,
    Scoring,
    SealedMatching,
    ShortAnswer,
    format_number,
    literal_parts,
    normalise_typed,
    parse_number,
    within_tolerance,
)
from simulator.domain.seals import (
    MatchingSeal,
    NumberSeal,
    OrderingSeal,
    SealedAnswer,
    SealedNumber,
    TextPattern,
    TextSeal,
    answer_digest,
    choice_keys,
    part_digest,
    part_digests,
)

#: The most values of its grid a numeric answer's tolerance may cover in a sealed build:
#: a laptop tries (and digests) each of them when it scores a typed number.
MAX_GRID_VALUES = 2_000
#: A typed number whose window holds more values than this cannot be within tolerance of
#: a value whose own window holds at most MAX_GRID_VALUES (the windows differ by parts
#: per billion), so it is wrong without trying them.
_MAX_TRIED = 2 * MAX_GRID_VALUES + 16


class Unsealable(ValueError):
    """A question whose answer cannot be checked against digests; the message says why."""


@dataclass(frozen=True, slots=True)
class LeftOut:
    """A question a sealed bank leaves out, and why."""

    question_id: str
    kind: QuestionType
    reason: str


@dataclass(frozen=True, slots=True)
class SealedBank:
    """A bank as a sealed build carries it, and the questions it had to leave out."""

    bank: Bank
    left_out: tuple[LeftOut, ...]


def seal_bank(bank: Bank, salt: str, rng: random.Random | None = None) -> SealedBank:
    """Every question of `bank` sealed with `salt`; those that cannot be are left out."""
    shuffler = rng or random.SystemRandom()
    partial = bank.exam.scoring is Scoring.PARTIAL
    kept: list[Question] = []
    left_out: list[LeftOut] = []
    for question in bank.questions:
        try:
            kept.append(seal_question(question, salt, partial=partial, rng=shuffler))
        except Unsealable as exc:
            left_out.append(LeftOut(question.id, question.type, str(exc)))
    topics = tuple(replace(t, description="") for t in bank.topics)
    return SealedBank(replace(bank, topics=topics, questions=tuple(kept)), tuple(left_out))


def seal_question(question: Question, salt: str, *, partial: bool, rng: random.Random) -> Question:
    """The question as a sealed build knows it: what is shown, and a seal instead of the
    key; no explanation, whys, references or tags (they give answers away). Unsealable
    when its answer cannot be checked by digest."""
    if question.sealed is not None or isinstance(question.payload, SealedMatching):
        raise Unsealable("it is sealed already")
    bare = replace(question, explanation=Explanation(""), references=(), tags=())
    qid, payload = question.id, question.payload
    if payload is None:
        right = [c.text for c in question.choices if c.correct]
        keys = choice_keys(c.text for c in question.choices)
        right_keys = [key for c, key in zip(question.choices, keys, strict=True) if c.correct]
        per_choice = (
            tuple(part_digest(salt, qid, "choice", text) for text in right)
            if partial and len(right) > 1
            else ()
        )
        digest = answer_digest(salt, qid, right_keys)
        return replace(
            bare,
            choices=tuple(Choice(c.id, c.text) for c in question.choices),
            sealed=SealedAnswer(len(right), salt, digest, per_choice),
        )
    if isinstance(payload, Matching):
        options = list(payload.options)
        rng.shuffle(options)
        rights = [p.right for p in payload.pairs]
        per_left = (
            tuple(part_digest(salt, qid, "pair", i, text) for i, text in enumerate(rights))
            if partial
            else ()
        )
        seal = MatchingSeal(salt, part_digest(salt, qid, "matching", rights), per_left)
        return replace(bare, payload=SealedMatching(payload.lefts, tuple(options)), sealed=seal)
    if isinstance(payload, Ordering):
        items = list(payload.items)
        if len(set(items)) != len(items):
            raise Unsealable("two of its items read the same, so a digest cannot tell them apart")
        shown = items[:]
        rng.shuffle(shown)  # uniformly: even the right order, which arrange() never shows
        per_place = (
            tuple(part_digest(salt, qid, "place", i, text) for i, text in enumerate(items))
            if partial
            else ()
        )
        ordering = OrderingSeal(salt, part_digest(salt, qid, "ordering", items), per_place)
        return replace(bare, payload=Ordering(tuple(shown)), sealed=ordering)
    if isinstance(payload, ShortAnswer):
        patterns = tuple(
            _text_pattern(salt, qid, i, normalise_typed(text, payload.case_sensitive))
            for i, text in enumerate(payload.answers)
        )
        shown_text = ShortAnswer((), payload.case_sensitive)
        return replace(bare, payload=shown_text, sealed=TextSeal(salt, patterns))
    assert isinstance(payload, Numeric)
    values = tuple(_sealed_number(salt, qid, i, a) for i, a in enumerate(payload.answers))
    return replace(bare, payload=Numeric(()), sealed=NumberSeal(salt, values))


# --- scoring ------------------------------------------------------------------------------


def sealed_right(question: Question, answer: AnswerState) -> bool:
    """All or nothing, by digest; False for a seal that does not fit its question."""
    seal, payload, qid = question.sealed, question.payload, question.id
    if payload is None:
        return question.is_answered_correctly(answer.selected)
    if isinstance(seal, MatchingSeal) and isinstance(payload, SealedMatching):
        texts = _matched_texts(payload, answer)
        return texts is not None and part_digest(seal.salt, qid, "matching", texts) == seal.whole
    if isinstance(seal, OrderingSeal) and isinstance(payload, Ordering):
        if len(answer.order) != len(payload.items):
            return False
        texts = [payload.items[i] for i in answer.order]
        return part_digest(seal.salt, qid, "ordering", texts) == seal.whole
    if isinstance(seal, TextSeal) and isinstance(payload, ShortAnswer):
        return _text_accepted(seal, qid, payload.case_sensitive, answer.text)
    if isinstance(seal, NumberSeal) and isinstance(payload, Numeric):
        return _number_accepted(seal, qid, answer.text)
    return False


def sealed_credit(question: Question, answer: AnswerState) -> float:
    """Partial credit by digest, as `grading.partial_credit` gives it with the key."""
    seal = question.sealed
    if isinstance(seal, SealedAnswer) and seal.right:
        choices = {c.id: c.text for c in question.choices}
        picked = [choices[i] for i in answer.selected if i in choices]
        right = set(seal.right)
        hits = sum(
            1 for text in picked if part_digest(seal.salt, question.id, "choice", text) in right
        )
        misses = len(answer.selected) - hits
        return min(1.0, max(0.0, (hits - misses) / len(seal.right)))
    if isinstance(seal, MatchingSeal) and seal.per_left:
        return sum(sealed_match_verdicts(question, answer)) / len(seal.per_left)
    if isinstance(seal, OrderingSeal) and seal.per_place:
        if not answer.order:
            return 0.0
        return sum(sealed_order_verdicts(question, answer.order)) / len(seal.per_place)
    return 1.0 if sealed_right(question, answer) else 0.0


def sealed_match_verdicts(question: Question, answer: AnswerState) -> tuple[bool, ...]:
    """Per left item: matched to its own option; () when the seal cannot say (it holds no
    per-item digests and the whole answer is not right)."""
    seal, payload = question.sealed, question.payload
    if not isinstance(seal, MatchingSeal) or not isinstance(payload, SealedMatching):
        return ()
    if not seal.per_left:
        return (True,) * len(payload.lefts) if sealed_right(question, answer) else ()
    verdicts = []
    for left, digest in enumerate(seal.per_left):
        option = answer.match_of(left)
        text = (
            payload.options[option]
            if option is not None and 0 <= option < len(payload.options)
            else None
        )
        verdicts.append(
            text is not None and part_digest(seal.salt, question.id, "pair", left, text) == digest
        )
    return tuple(verdicts)


def sealed_order_verdicts(question: Question, order: tuple[int, ...]) -> tuple[bool, ...]:
    """Per position of the list as shown: the right item there; () when the seal cannot
    say (no per-place digests and the order is not right)."""
    seal, payload = question.sealed, question.payload
    if not isinstance(seal, OrderingSeal) or not isinstance(payload, Ordering):
        return ()
    if not seal.per_place:
        return (True,) * len(order) if sealed_right(question, AnswerState(order=order)) else ()
    return tuple(
        position < len(seal.per_place)
        and part_digest(seal.salt, question.id, "place", position, payload.items[item])
        == seal.per_place[position]
        for position, item in enumerate(order)
    )


def _matched_texts(payload: SealedMatching, answer: AnswerState) -> list[str] | None:
    """The option text each left item took, in left order; None unless every item has one."""
    given = dict(answer.matches)
    texts = []
    for left in range(len(payload.lefts)):
        option = given.get(left)
        if option is None or not 0 <= option < len(payload.options):
            return None
        texts.append(payload.options[option])
    return texts


# --- short answers ------------------------------------------------------------------------


def _text_pattern(salt: str, qid: str, index: int, pattern: str) -> TextPattern:
    parts = literal_parts(pattern)
    digests = tuple(part_digest(salt, qid, "text", index, j, part) for j, part in enumerate(parts))
    return TextPattern(digests, tuple(len(part) for part in parts) if len(parts) > 1 else ())


@lru_cache(maxsize=4096)
def _text_accepted(seal: TextSeal, qid: str, case_sensitive: bool, text: str) -> bool:
    """Whether `text` matches an accepted answer, as `ShortAnswer.accepted` decides."""
    given = normalise_typed(text, case_sensitive)
    if not given:
        return False
    return any(
        _pattern_matches(seal.salt, qid, index, pattern, given)
        for index, pattern in enumerate(seal.patterns)
    )


def _pattern_matches(salt: str, qid: str, index: int, pattern: TextPattern, given: str) -> bool:
    """A `*` pattern known by its parts' digests and lengths, matched as the wildcard is:
    the first part starts the text, the last ends it, the others follow in between in
    order (the leftmost place of each leaves the most room for the rest)."""

    digests = [part_digests(salt, qid, "text", index, j) for j in range(len(pattern.parts))]

    def part(j: int, text: str) -> bool:
        return digests[j](text) == pattern.parts[j]

    if not pattern.lengths:
        return len(pattern.parts) == 1 and part(0, given)
    lengths, last = pattern.lengths, len(pattern.lengths) - 1
    start, end = lengths[0], len(given) - lengths[last]
    if start > end or not part(0, given[:start]) or not part(last, given[end:]):
        return False
    for j in range(1, last):
        size = lengths[j]
        if size == 0:
            continue
        found = next(
            (at for at in range(start, end - size + 1) if part(j, given[at : at + size])), None
        )
        if found is None:
            return False
        start = found + size
    return True


# --- numbers ------------------------------------------------------------------------------


def _canonical(value: float) -> str:
    """The text a value's digest is taken of: the shortest exact form (-0 reads as 0)."""
    return repr(value + 0.0)


def _sealed_number(salt: str, qid: str, index: int, accepted: NumericAnswer) -> SealedNumber:
    value, tolerance = accepted.value, accepted.tolerance
    if not (math.isfinite(value) and math.isfinite(tolerance)):
        raise Unsealable("its accepted value or tolerance is not a finite number")
    natural = int(Decimal(repr(value)).normalize().as_tuple().exponent)
    # The finest grid the value lies on, not finer than whole numbers (so a whole number's
    # trailing zeros stay unknown); coarser only if a large value's window needs it.
    for exponent in range(min(0, natural), natural + 1):
        low, high = _grid_window(value, tolerance, exponent)
        if high - low + 1 <= MAX_GRID_VALUES:
            digest = part_digest(salt, qid, "number", index, _canonical(value))
            return SealedNumber(digest, tolerance, exponent)
    finest = min(0, natural)
    step = "1" if finest == 0 else "0." + "0" * (-finest - 1) + "1"
    raise Unsealable(
        f"its tolerance ±{format_number(float(tolerance))} around {format_number(float(value))}"
        f" covers more than {MAX_GRID_VALUES} values in steps of {step}, too many for a laptop"
        " to try; give the value with fewer decimals, or a smaller tolerance"
    )


def _grid_window(x: float, tolerance: float, exponent: int) -> tuple[int, int]:
    """The grid values (k · 10**exponent, by k) that can be within `tolerance` of `x` by
    the unsealed rule (`NumericAnswer.accepts`): its relative slack of 1e-9 and the
    float arithmetic's rounding are covered with room to spare, so the window holds every
    value the rule accepts, and the rule itself decides each."""
    with localcontext() as context:
        context.prec = 100
        given, reach = Decimal(x), Decimal(tolerance)
        spread = abs(given) + max(reach, Decimal(0))
        slack = Decimal("1e-9") * max(Decimal(1), spread / (1 - Decimal("1e-9")))
        rounding = (spread + 1) * Decimal("1e-12")
        step = Decimal(1).scaleb(exponent)
        low = (given - reach - slack - rounding) / step
        high = (given + reach + slack + rounding) / step
        return math.ceil(low), math.floor(high)


@lru_cache(maxsize=4096)
def _number_accepted(seal: NumberSeal, qid: str, text: str) -> bool:
    """Whether the typed number is within tolerance of an accepted value, as
    `Numeric.accepted` decides: every reading of the text, every accepted value."""
    return any(
        _near(seal.salt, qid, index, sealed, number)
        for number in parse_number(text)
        for index, sealed in enumerate(seal.values)
    )


def _near(salt: str, qid: str, index: int, sealed: SealedNumber, number: float) -> bool:
    low, high = _grid_window(number, sealed.tolerance, sealed.exponent)
    if high - low + 1 > _MAX_TRIED:
        return False
    digest = part_digests(salt, qid, "number", index)
    tried: set[float] = set()
    for k in range(low - 1, high + 2):  # one more each side: the rule decides
        value = float(f"{k}e{sealed.exponent}")  # correctly rounded, as the bank's value was
        if value in tried:
            continue
        tried.add(value)
        if within_tolerance(value, sealed.tolerance, number) and (
            digest(_canonical(value)) == sealed.digest
        ):
            return True
    return False
