"""Measure how many questions topic proposals put back in their own topic, bank by bank.

    scripts/check-topic-proposals [BANKS_DIR ...] [--group] [--details]

Topic proposals (`domain.topic_proposal`) must work for any subject and language, so one
bank says little: this strips the topics of several banks, proposes a topic for every
question from the topics' titles, and counts the questions that land in their own.

Always measured: the bundled bank (with its topics' titles and one-line descriptions, the
issue's target case, then with the titles alone) and the questions of the same exam
written apart from it (`tests/data/classifier_*.yaml`). Each BANKS_DIR adds real banks
(kept outside the repository: their licences vary), read by the importers that
`bank import` uses. Every entry of the folder is one bank:

- a question file with its own categories (GIFT `$CATEGORY`, Moodle XML categories,
  Markdown section headings, a CSV topic column): its topics are the categories;
- a folder: its topics are its entries, a file (topic: the file's title) or a folder
  (topic: the folder's name, every question file inside it).

Topics with fewer than 3 questions are left out (a category per question is no topic),
and banks with fewer than 3 topics or 30 questions left. The domains given are the topic
titles alone, with no description: the harder case. Each row: questions, topics, the
share back in their own topic, the share of the largest topic (what always proposing it
would score), the share right among the surer half of the proposals, and the time taken.

The library: in the app, the other banks of the user's database join as unlabelled
background text (`propose_topics(..., library)`: their text only, never their topics).
So every bank is measured again with the bundled bank as its library (the one every user
has), and with --group also with the other banks of its folder; each such column gives the
share right and how many library questions were related enough to join. The bundled bank's
own rows add the 91 questions with the bundled bank as library (the product's case: two
banks of one exam) and the bundled bank with itself as library (imported twice: its own
questions must not teach it, so the figure must not move). With folders, the 91 questions
are measured last with every real bank as library, then with the bundled bank as well.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from benchmarks.labelled import labelled_questions
from simulator import paths
from simulator.domain.model import Bank, Question
from simulator.domain.topic_proposal import Domain, QuestionText, proposal_run
from simulator.formats.loader import load_bank
from simulator.formats.problems import BankFileError
from simulator.formats.sources import read_question_file
from simulator.services.topics import question_text

SUFFIXES = {".md", ".markdown", ".gift", ".txt", ".xml", ".csv", ".tsv", ".yaml", ".yml"}
MIN_TOPIC, MIN_TOPICS, MIN_QUESTIONS = 3, 3, 30


@dataclass(frozen=True)
class Labelled:
    """A bank to measure: its questions' texts, their topics, and the domains given."""

    name: str
    texts: tuple[QuestionText, ...]
    truth: dict[str, str]
    domains: tuple[Domain, ...]


@dataclass(frozen=True)
class Measure:
    name: str
    questions: int
    topics: int
    right: int
    largest: float
    sure_right: float
    seconds: float
    joined: int = 0
    library: int = 0

    @property
    def share(self) -> float:
        return self.right / self.questions


def measure(bank: Labelled, library: Sequence[Sequence[QuestionText]] = ()) -> Measure:
    start = time.perf_counter()
    run = proposal_run(bank.texts, bank.domains, library)
    seconds = time.perf_counter() - start
    proposals = run.proposals
    right = [p.topic == bank.truth[p.question_id] for p in proposals]
    ranked = sorted(zip(proposals, right, strict=True), key=lambda pr: -pr[0].confidence)
    half = ranked[: max(1, len(ranked) // 2)]
    sizes = Counter(bank.truth.values())
    return Measure(
        bank.name,
        len(proposals),
        len(bank.domains),
        sum(right),
        max(sizes.values()) / len(proposals),
        sum(ok for _, ok in half) / len(half),
        seconds,
        run.library_used,
        sum(map(len, library)),
    )


def _labelled(name: str, questions: Sequence[Question], titles: dict[str, str]) -> Labelled | None:
    """The bank as measured: small topics left out, titles as the only domain text."""
    sizes = Counter(q.topic for q in questions)
    kept = [q for q in questions if sizes[q.topic] >= MIN_TOPIC]
    topics = sorted({q.topic for q in kept}, key=list(titles).index)
    if len(topics) < MIN_TOPICS or len(kept) < MIN_QUESTIONS:
        return None
    # Ids are made unique: a folder bank joins files whose question ids may repeat.
    texts = tuple(_renamed(question_text(q), f"{n}") for n, q in enumerate(kept))
    truth = {f"{n}": q.topic for n, q in enumerate(kept)}
    return Labelled(name, texts, truth, tuple(Domain(t, titles[t]) for t in topics))


def _renamed(text: QuestionText, new_id: str) -> QuestionText:
    return QuestionText(new_id, text.prompt, text.correct, text.others, text.explanation)


def _read(path: Path) -> Bank | None:
    try:
        with contextlib.redirect_stderr(io.StringIO()):
            return read_question_file(path).bank
    except BankFileError:
        return None


def _question_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix.lower() in SUFFIXES)


def banks_in(folder: Path) -> tuple[list[Labelled], list[str]]:
    """The banks of a folder (see the module) and the entries left out, with why."""
    banks, left_out = [], []
    for entry in sorted(folder.iterdir()):
        questions: list[Question] = []
        titles: dict[str, str] = {}
        if entry.is_dir():
            children = [c for c in sorted(entry.iterdir()) if c.is_dir() or c.suffix in SUFFIXES]
            for child in children:
                files = _question_files(child) if child.is_dir() else [child]
                for path in files:
                    bank = _read(path)
                    if bank is None:
                        continue
                    topic = child.name if child.is_dir() else bank.title
                    titles.setdefault(topic, topic)
                    questions.extend(_with_topic(q, topic) for q in bank.questions)
        elif entry.suffix.lower() in SUFFIXES:
            bank = _read(entry)
            if bank is None:
                left_out.append(f"{entry.name}: not read")
                continue
            titles = {t.id: t.title for t in bank.topics}
            questions = list(bank.questions)
        else:
            continue
        labelled = _labelled(entry.name, questions, titles)
        if labelled is None:
            left_out.append(
                f"{entry.name}: {len(questions)} questions in {len(set(titles))} topics "
                f"(needs {MIN_TOPICS} topics of {MIN_TOPIC}+ and {MIN_QUESTIONS} questions)"
            )
        else:
            banks.append(labelled)
    return banks, left_out


def _with_topic(question: Question, topic: str) -> Question:
    from dataclasses import replace

    return replace(question, topic=topic)


def built_in() -> list[Labelled]:
    """The bundled bank (titles with descriptions, then titles alone) and the labelled
    questions of its exam written apart from it."""
    bank = load_bank(paths.bundled_bank_paths()[0])
    texts = tuple(question_text(q) for q in bank.questions)
    truth = {q.id: q.topic for q in bank.questions}
    described = tuple(Domain(t.id, t.title, t.description) for t in bank.topics)
    titled = tuple(Domain(t.id, t.title) for t in bank.topics)
    other_texts, other_truth = labelled_questions()
    return [
        Labelled("bundled bank (titles + descriptions)", texts, truth, described),
        Labelled("bundled bank (titles only)", texts, truth, titled),
        Labelled(
            "classifier_*.yaml (titles + descriptions)", tuple(other_texts), other_truth, described
        ),
        Labelled("classifier_*.yaml (titles only)", tuple(other_texts), other_truth, titled),
    ]


def _report(title: str, rows: Sequence[Sequence[Measure]], libraries: Sequence[str]) -> None:
    """One line per bank: measured alone, then with each library (right, questions joined)."""
    print(f"\n{title}")
    width = max(len(row[0].name) for row in rows)
    extra = "".join(f"  {'+ ' + name:>18}" for name in libraries)
    print(f"  {'bank'.ljust(width)}  questions  topics  right  largest  sure half     s{extra}")
    for row in rows:
        m = row[0]
        with_library = "".join(f"  {f'{w.share:.0%} ({w.joined} joined)':>18}" for w in row[1:])
        print(
            f"  {m.name.ljust(width)}  {m.questions:9d}  {m.topics:6d}  {m.share:5.0%}"
            f"  {m.largest:7.0%}  {m.sure_right:9.0%}  {m.seconds:4.2f}{with_library}"
        )
    if len(rows) > 1:
        for column, name in enumerate(("alone", *libraries)):
            measures = [row[column] for row in rows]
            mean = sum(m.share for m in measures) / len(measures)
            pooled = sum(m.right for m in measures) / sum(m.questions for m in measures)
            print(
                f"  {name}: mean over banks {mean:.1%}, pooled {pooled:.1%}, "
                f"banks at 75% or more: {sum(m.share >= 0.75 for m in measures)}/{len(measures)}"
            )
    timed = [m for row in rows for m in row[1:]]
    if timed:
        seconds = sum(m.seconds for m in timed)
        counted = sum(m.questions + m.library for m in timed)
        print(
            f"  with a library: {1000 * seconds / counted:.2f} s per 1,000 questions"
            f" (the bank's and the library's), slowest {max(m.seconds for m in timed):.2f} s"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="check-topic-proposals", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("folders", type=Path, nargs="*", metavar="BANKS_DIR")
    parser.add_argument(
        "--group", action="store_true", help="also use the other banks of each folder as library"
    )
    parser.add_argument("--details", action="store_true", help="list the entries left out")
    args = parser.parse_args(argv)
    own = built_in()
    bundled = [own[0].texts]
    rows = [[measure(b), measure(b, bundled)] for b in own]
    _report("The bundled bank's exam", rows, ["bundled bank"])
    every_real: list[Sequence[QuestionText]] = []
    for folder in args.folders:
        if not folder.is_dir():
            print(f"check-topic-proposals: {folder}: not a folder", file=sys.stderr)
            return 1
        banks, left_out = banks_in(folder)
        every_real.extend(bank.texts for bank in banks)
        if banks:
            libraries = ["bundled bank", *(["folder's others"] if args.group else [])]
            rows = []
            for bank in banks:
                row = [measure(bank), measure(bank, bundled)]
                if args.group:
                    others = [other.texts for other in banks if other is not bank]
                    row.append(measure(bank, others))
                rows.append(row)
            _report(str(folder), rows, libraries)
        if args.details or not banks:
            for line in left_out:
                print(f"  left out: {line}")
    if every_real:
        # A crowded library: every real bank (other subjects, some near the exam's).
        crowded = [every_real, [*bundled, *every_real]]
        rows = [[measure(b), *(measure(b, library) for library in crowded)] for b in own[2:]]
        _report(
            f"The questions written apart, every real bank ({len(every_real)}) as library",
            rows,
            ["real banks", "bundled + real"],
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
