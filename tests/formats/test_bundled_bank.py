"""The bundled bank is what users study from: its size, balance and hygiene are checked here."""

from __future__ import annotations

import math
import re
import struct
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from simulator import paths
from simulator.domain.model import Bank, Choice, Question
from simulator.domain.question_types import (
    Matching,
    Numeric,
    Ordering,
    QuestionType,
    ShortAnswer,
    format_number,
)
from simulator.formats.exhibits import exhibit_references
from simulator.formats.loader import load_bank

MAJOR_TOPICS = ("profiling", "inference", "distributed-training", "frameworks")
#: The exam page shows an exhibit at most this high before the candidate enlarges it.
EXHIBIT_STRIP_HEIGHT = 260


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's header chunk."""
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


@pytest.fixture(scope="module")
def bank() -> Bank:
    (path,) = [p for p in paths.bundled_bank_paths() if p.stem == "nca-ai-deep-learning"]
    return load_bank(path)


def test_size_and_topic_balance(bank: Bank) -> None:
    assert len(bank.questions) >= 180
    counts = Counter(q.topic for q in bank.questions)
    assert len(counts) >= 7
    assert all(n >= 15 for n in counts.values()), counts
    assert all(counts[t] >= 40 for t in MAJOR_TOPICS), counts


def test_no_two_questions_ask_the_same(bank: Bank) -> None:
    prompts = Counter(" ".join(q.prompt.split()).casefold() for q in bank.questions)
    assert [p[:60] for p, n in prompts.items() if n > 1] == []


def choice_questions(bank: Bank) -> list[Question]:
    return [q for q in bank.questions if q.type is QuestionType.CHOICE]


def test_multi_select_share_and_choose_n_wording(bank: Bank) -> None:
    multi = [q for q in bank.questions if q.is_multi_select]
    assert 0.30 <= len(multi) / len(choice_questions(bank)) <= 0.45
    words = {2: "two", 3: "three", 4: "four"}
    for q in bank.questions:
        said = re.search(r"\(Choose (\w+)\.\)", q.prompt)
        if q.is_multi_select:
            assert said and said.group(1) == words[q.choose], q.id
        else:
            assert said is None, q.id


def test_every_question_explains_itself_and_cites_its_sources(bank: Bank) -> None:
    for q in bank.questions:
        assert q.explanation.short.strip() and q.explanation.full.strip(), q.id
        assert len(q.explanation.full) > len(q.explanation.short), q.id
        assert all(c.why.strip() for c in q.choices), q.id
        assert 1 <= len(q.references) <= 3, q.id
        for reference in q.references:
            assert reference.startswith("https://") or " " in reference, (q.id, reference)


#: Reference forms known to be stale or weak, and what to cite instead.
STALE_REFERENCES = {
    r"nn\.html#": "an anchor in the torch.nn index: cite the generated API page or the notes",
    r"nsight-systems/profiling/": "the old Nsight Systems path: cite the User Guide",
    r"docs\.nvidia\.com/.*\.pdf$": "a PDF copy of an NVIDIA guide: cite its HTML page",
    r"^https?://[^/]*[A-Z]": "a host name with capitals: write the canonical lower-case host",
    r"//pytorch\.org/(docs|tutorials)/": "PyTorch documentation moved to docs.pytorch.org",
    r"pytorch\.org/(docs/)?(\d|main/)": "a pinned or nightly PyTorch version: cite stable",
    r"/_sources/|/_modules/|\.(md|rst)\.txt$": "a source listing: cite the rendered page",
    r"/archives?/": "an archived documentation version: cite the current page",
    r"deeplearning/sdk/|gameworks": "a legacy NVIDIA documentation path",
    r"raw\.githubusercontent\.com|//www\.github\.com": "a raw or non-canonical GitHub address",
    r"github\.com/[^/]+/[^/]+/blob/[0-9a-f]{40}/": "a file pinned to a commit: cite its current version",
    r"(?i)cuda-memcheck": "cuda-memcheck was removed in CUDA 12.0: cite Compute Sanitizer",
    r"developer\.nvidia\.com/.*\.md$": "a Markdown export of a page: cite the page",
    r"keras\.io/2/": "the Keras 2 documentation: cite Keras 3",
    r"tensorflow\.org/versions/|//tensorflow\.org/": "cite www.tensorflow.org, unversioned",
    r"deeplearning/tensorrt/\d|TensorRT-LLM/\d": "a pinned TensorRT release: cite latest",
    r"-releases/release-|cumulus-linux-\d|release-notes/rel_": "a pinned release of a guide",
    r"pytorch/pytorch/pull/90865": "a reverted pull request: cite the torch.optim documentation",
    r"triton-inference-server/user-guide/docs/batcher\.html": "an old Triton path: docs/user_guide/",
}


def test_references_use_no_known_stale_address(bank: Bank) -> None:
    stale = [
        (q.id, reference, why)
        for q in bank.questions
        for reference in q.references
        for pattern, why in STALE_REFERENCES.items()
        if re.search(pattern, reference)
    ]
    assert stale == []


def test_no_tells_of_a_bad_practice_bank(bank: Bank) -> None:
    singles = single_answer(bank)
    longest_is_right = [q for q in singles if max(q.choices, key=lambda c: len(c.text)).correct]
    assert len(longest_is_right) / len(singles) <= 0.25
    catch_all = [
        q.id
        for q in bank.questions
        if any(re.search(r"(all|none) of the above", c.text, re.I) for c in q.choices)
    ]
    assert catch_all == []


# --- answer cues: a test-wise candidate must not beat chance without knowing the answer ---
#
# Each check compares what the bank shows with what random placement would give and
# allows 2.5 standard deviations of chance, so a real cue fails while the bank's own
# noise does not; the bounds follow the bank's size as questions are added.

ABSOLUTE_WORDS = re.compile(
    r"\b(always|never|only|every|must|cannot|can't|any|entirely|completely|none|guarantee[sd]?)\b"
    r"|(?<![\w-])all(?![\w-])",  # "all", not "all-reduce"
    re.IGNORECASE,
)
HEDGE_WORDS = re.compile(
    r"\b(typically|usually|may|might|often|generally|sometimes|likely|tends? to|can)\b",
    re.IGNORECASE,
)
STOP_WORDS = frozenset(
    re.findall(
        r"\w+",
        "about after also been does each from have into more most only other same should some "
        "such than that their them then there these they this those used using very what when "
        "where which while will with would your",
    )
)


def stem_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z][a-z0-9_+-]{3,}", text.lower()) if w not in STOP_WORDS}


def single_answer(bank: Bank) -> list[Question]:
    return [q for q in choice_questions(bank) if not q.is_multi_select]


def within_chance(observed: float, expected: float, variance: float) -> bool:
    return abs(observed - expected) <= 2.5 * math.sqrt(variance)


def test_the_longest_or_shortest_choice_is_right_as_often_as_by_chance(bank: Bank) -> None:
    singles = single_answer(bank)
    longest = shortest = 0
    position = 0.0  # the key's place by length: 0 = longest, 1 = shortest
    expected = variance = position_variance = 0.0
    for q in singles:
        n = len(q.choices)
        key = next(len(c.text) for c in q.choices if c.correct)
        others = [len(c.text) for c in q.choices if not c.correct]
        longest += all(length < key for length in others)
        shortest += all(length > key for length in others)
        position += sum(length > key for length in others) / (n - 1)
        expected += 1 / n
        variance += (1 / n) * (1 - 1 / n)
        position_variance += (n + 1) / (12 * (n - 1))  # a uniform place among n
    assert within_chance(longest, expected, variance), (longest, expected)
    assert within_chance(shortest, expected, variance), (shortest, expected)
    assert within_chance(position / len(singles), 0.5, position_variance / len(singles) ** 2)


def test_multi_select_answers_are_not_the_longest_choices_more_than_by_chance(bank: Bank) -> None:
    among_longest = expected = variance = 0.0
    for q in bank.questions:
        if not q.is_multi_select:
            continue
        n, k = len(q.choices), q.choose
        by_length = sorted(q.choices, key=lambda c: len(c.text), reverse=True)
        among_longest += sum(c.correct for c in by_length[:k])
        expected += k * k / n
        variance += k * (k / n) * (1 - k / n) * (n - k) / (n - 1)  # hypergeometric
    assert within_chance(among_longest, expected, variance), (among_longest, expected)


def word_share(
    bank: Bank, has_word: Callable[[Question, Choice], bool]
) -> tuple[float, float, float]:
    """Share of right and of wrong choices for which `has_word(question, choice)`, and the
    variance of their difference if the words were placed by chance."""
    right = [has_word(q, c) for q in bank.questions for c in q.choices if c.correct]
    wrong = [has_word(q, c) for q in bank.questions for c in q.choices if not c.correct]
    pooled = (sum(right) + sum(wrong)) / (len(right) + len(wrong))
    variance = pooled * (1 - pooled) * (1 / len(right) + 1 / len(wrong))
    return sum(right) / len(right), sum(wrong) / len(wrong), variance


@pytest.mark.parametrize(
    "cue",
    ["absolute word in wrong choices", "hedge word in right choices", "stem word repeated"],
)
def test_wording_does_not_tell_right_from_wrong(bank: Bank, cue: str) -> None:
    checks: dict[str, Callable[[Question, Choice], bool]] = {
        "absolute word in wrong choices": lambda q, c: bool(ABSOLUTE_WORDS.search(c.text)),
        "hedge word in right choices": lambda q, c: bool(HEDGE_WORDS.search(c.text)),
        "stem word repeated": lambda q, c: bool(stem_words(c.text) & stem_words(q.prompt)),
    }
    right, wrong, variance = word_share(bank, checks[cue])
    assert within_chance(right - wrong, 0.0, variance), (cue, round(right, 3), round(wrong, 3))


def test_seed_questions_are_included(bank: Bank) -> None:
    def correct_texts(question_id: str) -> set[str]:
        return {c.text for c in bank.question(question_id).choices if c.correct}

    assert any("Nsight Systems" in t for t in correct_texts("prof-001"))
    assert any("XLA" in t for t in correct_texts("fw-001"))
    assert any("ll-reduce" in t for t in correct_texts("dist-001"))
    assert any("TensorRT" in bank.question("inf-001").prompt + t for t in correct_texts("inf-001"))
    assert correct_texts("fw-002") == {"TensorFlow"}
    assert "eager" in bank.question("fw-002").prompt.lower()
    assert "Apex" in bank.question("mp-001").prompt
    assert "receptive field" in bank.question("dl-001").prompt.lower()
    seed_004 = bank.question("lib-001")
    assert seed_004.choose == 2
    assert {c.text for c in seed_004.choices if c.correct} >= {"cuDNN", "TensorRT"} or all(
        any(name in c.text for c in seed_004.choices if c.correct) for name in ("cuDNN", "TensorRT")
    )
    wrong = " ".join(c.text for c in seed_004.choices if not c.correct)
    for name in ("DeepStream", "DGX-1", "Nsight"):
        assert name in wrong


def test_blueprint_covers_every_topic(bank: Bank) -> None:
    assert set(bank.exam.blueprint) == {t.id for t in bank.topics}
    assert abs(sum(bank.exam.blueprint.values()) - 1.0) < 0.01
    assert (bank.exam.question_count, bank.exam.time_limit_minutes, bank.exam.passing_score) == (
        50,
        60,
        0.7,
    )


def test_exhibit_questions_show_their_drawn_pictures_with_alt_text(bank: Bank) -> None:
    exhibits = {e.name: e for e in bank.exhibits}
    shown = {q.id: exhibit_references(q.prompt) for q in bank.questions}
    with_exhibit = [qid for qid, refs in shown.items() if refs]
    assert len(with_exhibit) >= 10, with_exhibit
    for qid in with_exhibit:
        for alt, name in shown[qid]:
            assert name.startswith("images/") and name in exhibits, (qid, name)
            assert alt.startswith("Exhibit: ") and len(alt) >= 30, (qid, alt)
            assert exhibits[name].media_type == "image/png", name  # every build shows PNG
            width, height = png_size(exhibits[name].data)
            assert width <= 720 and height <= EXHIBIT_STRIP_HEIGHT, (name, width, height)
            assert "exhibit" in bank.question(qid).tags, qid
    folder = Path(paths.question_banks_dir()) / "images"
    on_disk = {f"images/{p.name}" for p in folder.iterdir()}
    assert on_disk == set(exhibits), "every image beside the bank is shown by a question"


# --- matching, ordering, short-answer and numeric questions ---------------------------------

#: Every numeric question's answer, recomputed from the numbers its prompt states.
NUMERIC_ANSWERS: dict[str, float] = {
    # theoretical occupancy in %: blocks allowed by registers, threads and the block limit
    "prof-047": min(65_536 // (64 * 256), 2_048 // 256, 32) * 256 / 2_048 * 100,
    "inf-046": 64 * 1_000 / 25,  # tokens/s: 64 requests, one token each per 25 ms
    "inf-047": 2 * 32 * 8 * 128 * 2 / 1_024,  # KiB per token: K and V, layers, KV heads, dim, FP16
    "inf-050": 24_000 / 1_500,  # average batch: inference count / execution count
    "dist-048": 10_800 / (4 * 3_000) * 100,  # % of linear scaling from one node
    "dist-049": (4 - 1) / (12 + 4 - 1) * 100,  # GPipe idle share: (p - 1) / (m + p - 1)
    "dist-050": 256 // (8 * 4) * 16 * 2,  # data-parallel size x micro-batches x micro-batch
    "fw-047": (64 * (64 // 64) * 3 * 3 + 64) + (128 * 64 * 1 * 1 + 128),  # depthwise + pointwise
    "fw-048": 3 * 1_024 * 1_024 + 3 * 1_024 + 1_024 * 1_024 + 1_024,  # in_proj + out_proj
    "mp-027": 65_536 * 0.5 * 0.5 * 2,  # two backoffs, then one growth after 2,000 clean steps
    "lib-026": math.ceil(1_920 / 16) * math.ceil(1_080 / 16),  # blocks across x blocks down
    "dl-029": (784 * 256 + 256) + (256 * 10 + 10),  # two fully connected layers with biases
    "dl-030": -math.log(0.25),  # cross-entropy of p = 0.25 for the right class
    "dl-031": 2 * 64,  # BatchNorm2d: gamma and beta per channel; running stats are buffers
}
#: What a matching question shows without scrolling at 1024x600 (pairs, right-hand options).
MATCHING_FITS = (5, 6)
#: The longest ordering item that still reads as one step (two lines at most at 1024x600).
ORDERING_ITEM_CHARS = 90


def of_type(bank: Bank, kind: QuestionType) -> list[Question]:
    return [q for q in bank.questions if q.type is kind]


def test_the_bank_asks_every_question_type_across_the_topics(bank: Bank) -> None:
    counts = Counter(q.type for q in bank.questions)
    typed = [q for q in bank.questions if q.type is not QuestionType.CHOICE]
    assert len(typed) >= 30, counts
    assert all(counts[kind] >= 5 for kind in QuestionType), counts
    assert {q.topic for q in typed} == {t.id for t in bank.topics}
    for q in typed:
        assert not q.choices and q.payload is not None, q.id
        assert 1 <= len(q.references) <= 3 and q.explanation.full.strip(), q.id
        assert "(Choose" not in q.prompt, q.id


def test_numeric_answers_follow_from_the_numbers_in_the_prompt(bank: Bank) -> None:
    numeric = of_type(bank, QuestionType.NUMERIC)
    assert {q.id for q in numeric} == set(NUMERIC_ANSWERS)
    for q in numeric:
        payload = q.payload
        assert isinstance(payload, Numeric)
        (answer,) = payload.answers
        expected = NUMERIC_ANSWERS[q.id]
        assert answer.accepts(expected), (q.id, answer.value, expected)
        # A tolerance for rounding, never one that lets a wrong method through.
        assert answer.tolerance <= 0.025 * abs(answer.value), q.id
        typed_back = f"{expected:,.2f}" if answer.tolerance else f"{expected:,.0f}"
        assert payload.accepted(typed_back) is not None, (q.id, typed_back)
        # The full explanation shows the arithmetic down to the answer.
        written = f"{answer.value:,}".removesuffix(".0")
        assert written in q.explanation.full, (q.id, written)
        assert format_number(answer.value) in q.explanation.full.replace(",", ""), q.id


def test_matching_questions_pair_each_item_with_one_answer(bank: Bank) -> None:
    for q in of_type(bank, QuestionType.MATCHING):
        payload = q.payload
        assert isinstance(payload, Matching)
        rights = [p.right for p in payload.pairs]
        assert len(set(rights)) == len(rights), q.id  # one to one: no answer serves two items
        assert payload.distractors, q.id  # the last pair is not found by elimination
        pairs, options = MATCHING_FITS
        assert 3 <= len(payload.pairs) <= pairs and len(payload.options) <= options, q.id
        # No word ties an item to its own answer alone (a cue, not knowledge).
        words = {text: stem_words(text) for text in payload.options}
        for pair in payload.pairs:
            elsewhere = set().union(*(w for text, w in words.items() if text != pair.right))
            assert not (stem_words(pair.left) & words[pair.right]) - elsewhere, (q.id, pair.left)


def test_ordering_questions_list_short_distinct_steps(bank: Bank) -> None:
    for q in of_type(bank, QuestionType.ORDERING):
        payload = q.payload
        assert isinstance(payload, Ordering)
        assert 4 <= len(payload.items) <= 7, q.id
        assert len({" ".join(i.casefold().split()) for i in payload.items}) == len(payload.items)
        assert all(len(item) <= ORDERING_ITEM_CHARS for item in payload.items), q.id


def test_short_answers_accept_the_usual_spellings_and_are_not_in_the_prompt(bank: Bank) -> None:
    for q in of_type(bank, QuestionType.SHORT_ANSWER):
        payload = q.payload
        assert isinstance(payload, ShortAnswer)
        assert not payload.case_sensitive, q.id
        literal = [a for a in payload.answers if "*" not in a]
        assert len(payload.answers) >= 2 or q.id == "inf-048", q.id  # a file name has one
        for answer in literal:
            for spelling in (answer, answer.upper(), answer.lower(), f"  {answer} "):
                assert payload.accepted(spelling) is not None, (q.id, spelling)
            assert answer.casefold() not in q.prompt.casefold(), (q.id, answer)
        assert all(a.strip("*() @") for a in payload.answers), q.id  # no bare wildcard


def test_the_review_record_covers_every_question_and_reference(bank: Bank) -> None:
    """docs/bank-review.md has a row per question and lists every reference with its citers."""
    record = (Path(__file__).resolve().parents[2] / "docs" / "bank-review.md").read_text("utf-8")
    reviewed = set(re.findall(r"^([a-z]+-\d{3}) \|", record, re.MULTILINE))
    assert {q.id for q in bank.questions} <= reviewed
    table = record[record.index("reference | questions | last confirmed") :].splitlines()[2:]
    listed = {
        row.split(" | ")[0].removeprefix("<").removesuffix(">"): set(
            row.split(" | ")[1].split(", ")
        )
        for row in table
        if " | " in row
    }
    cited: dict[str, set[str]] = {}
    for q in bank.questions:
        for reference in q.references:
            cited.setdefault(reference, set()).add(q.id)
    assert listed == cited
