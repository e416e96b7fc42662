"""Topic proposals read the other banks of the same database as background text.

The 91 questions of the bundled bank's exam written apart from it are stored as a flat
bank beside the bundled bank, as a user who imported a second practice file for the same
certification has them. The proposal for the flat bank reads the bundled bank's text
from the database (never its topics) and lands more questions in their own domain; with
the bundled bank deleted it is back to what the flat bank's own words give.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_helpers import run

from benchmarks.labelled import labelled_bank, labelled_questions
from simulator import paths
from simulator.data.db import Database, open_database
from simulator.formats.domains import dump_domains
from simulator.formats.loader import load_bank
from simulator.formats.writer import dump_bank
from simulator.services import banks as bank_service
from simulator.services import topics

#: Issue 29's target for banks other than the bundled one.
TARGET = 0.75


@pytest.fixture
def url(tmp_path: Path) -> str:
    """A database holding the bundled bank and the flat bank written apart from it."""
    url = f"sqlite:///{tmp_path / 'library.db'}"
    database = open_database(url)
    bank_service.import_bank_file(database, paths.bundled_bank_paths()[0])
    path = tmp_path / "written-apart.yaml"
    path.write_text(dump_bank(labelled_bank()), encoding="utf-8")
    bank_service.import_bank_file(database, path)
    database.close()
    return url


@pytest.fixture
def db(url: str) -> Iterator[Database]:
    database = open_database(url)
    yield database
    database.close()


def _domains() -> list[topics.Domain]:
    bundled = load_bank(paths.bundled_bank_paths()[0])
    return [topics.Domain(t.id, t.title, t.description) for t in bundled.topics]


def _share_right(run: topics.ProposalRun) -> float:
    _, truth = labelled_questions()
    return sum(p.topic == truth[p.question_id] for p in run.proposals) / len(run.proposals)


def test_a_flat_bank_learns_from_the_other_banks_text_in_the_database(db: Database) -> None:
    bundled = load_bank(paths.bundled_bank_paths()[0])
    domains = _domains()
    helped = topics.propose_with_library(db, "written-apart", domains)
    assert 0 < helped.library_used < len(bundled.questions)
    assert _share_right(helped) >= TARGET
    assert topics.propose(db, "written-apart", domains) == helped.proposals

    bank_service.delete_bank(db, bundled.id)  # a deleted bank lends nothing
    alone = topics.propose_with_library(db, "written-apart", domains)
    assert alone.library_used == 0
    assert _share_right(alone) < _share_right(helped)


def test_the_command_line_says_how_many_library_questions_helped(
    capsys: pytest.CaptureFixture[str], url: str, tmp_path: Path
) -> None:
    domains = tmp_path / "domains.yaml"
    domains.write_text(dump_domains(_domains()), encoding="utf-8")
    args = ("--db", url, "bank", "topics", "written-apart", "--propose", str(domains))
    code, out, err = run(capsys, *args, "--json")
    assert code == 0 and len(json.loads(out)) == 91
    used = re.fullmatch(r"library: (\d+) question\(s\) of other banks lent their words\n", err)
    assert used is not None and int(used.group(1)) > 0
    code, out, table_err = run(capsys, *args)  # the table has one line per question
    assert code == 0 and len(out.splitlines()) == 91 and table_err == err
