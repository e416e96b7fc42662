"""Writes schema-NNNN.sqlite: databases as each earlier schema revision left them.

When a migration is added, add the revision it replaces to REVISIONS and run this
once for that revision; the stored files let tests prove a user's real history survives
every later migration.
    python tests/data/db/make_fixture.py [REVISION...]
"""

from __future__ import annotations

import sys
from pathlib import Path

from sqlalchemy import create_engine, text

from simulator.data.banks import draw_key
from simulator.data.db import upgrade

HERE = Path(__file__).parent
REVISIONS = tuple(f"{n:04d}" for n in range(1, 13))  # 0001 … 0012


def main(argv: list[str]) -> int:
    """Write the fixtures of the revisions named (default: all of them)."""
    for revision in argv or REVISIONS:
        write_fixture(revision)
    return 0


def write_fixture(revision: str) -> None:
    target = HERE / f"schema-{revision}.sqlite"
    target.unlink(missing_ok=True)
    engine = create_engine(f"sqlite:///{target}")
    with engine.begin() as connection:
        upgrade(connection, revision)
        run = connection.execute
        run(
            text(
                "INSERT INTO banks (id, key, title, description, passing_score, blueprint, source, content_hash, imported_at, updated_at) VALUES (1, 'legacy', 'Legacy Bank', '', 0.7, '{}', 'legacy.yaml', 'abc', '2026-01-01 10:00:00', '2026-01-01 10:00:00')"
            )
        )
        run(
            text(
                "INSERT INTO topics (id, bank_id, key, title, description, position) VALUES (1, 1, 'profiling', 'Profiling', '', 0)"
            )
        )
        run(
            text(
                "INSERT INTO questions (id, bank_id, key, topic_id, position, prompt, explanation_short, explanation_full, shuffle, \"references\", tags, content_hash, retired) VALUES (1, 1, 'q-1', 1, 0, 'Which tool?', 'Nsight.', '', 1, '[]', '[]', 'h', 0)"
            )
        )
        run(
            text(
                "INSERT INTO choices (id, question_id, position, text, correct, why, retired) VALUES (1, 1, 0, 'Nsight Systems', 1, '', 0), (2, 1, 1, 'cuFFT', 0, '', 0)"
            )
        )
        run(
            text(
                "INSERT INTO attempts (id, uuid, bank_id, bank_content_hash, mode, status, seed, question_count, time_limit_minutes, passing_score, topics, blueprint, shuffle_choices, notice, current_index, elapsed_seconds, started_at, saved_at, finished_at, correct_count, score_percent, passed, timed_out, student_name, student_id, profile) VALUES (1, '00000000-0000-4000-8000-000000000001', 1, 'abc', 'exam', 'submitted', 7, 1, 2, 0.7, '[]', '{}', 1, '', 0, 42.5, '2026-01-01 10:00:00', '2026-01-01 10:01:00', '2026-01-01 10:01:00', 1, 100.0, 1, 0, '', '', '{}')"
            )
        )
        run(
            text(
                "INSERT INTO answers (id, attempt_id, position, question_id, topic_id, choice_order, selected, flagged, checked, time_spent, correct) VALUES (1, 1, 0, 1, 1, '[2, 1]', '[1]', 0, 0, 42.5, 1)"
            )
        )
        if revision >= "0004":  # what the app of that revision wrote on import
            run(
                text("UPDATE questions SET draw_key = :k WHERE key = 'q-1'"), {"k": draw_key("q-1")}
            )
        if revision >= "0005":  # the app of 0005 kept running totals as attempts finished
            run(
                text(
                    "INSERT INTO question_stats (question_id, bank_id, seen, missed, last_missed_at) VALUES (1, 1, 1, 0, NULL)"
                )
            )
        if revision >= "0007":  # the app of 0007 kept each question's recency with them
            run(text("UPDATE question_stats SET last_seen_attempt = 1 WHERE question_id = 1"))
        if revision >= "0006":  # the app of 0006 kept each question's memory as answers counted
            run(
                text(
                    "INSERT INTO question_memory (question_id, bank_id, state, step, stability, difficulty, due, last_review, reviews, lapses) VALUES (1, 1, 2, NULL, 2.3065, 2.118103970459016, '2026-01-03 10:01:00.000000', '2026-01-01 10:01:00.000000', 1, 0)"
                )
            )
        if revision >= "0002":
            run(
                text(
                    "INSERT INTO result_outbox (id, attempt_uuid, destination, payload, created_at, attempts_made, last_error) VALUES (1, '00000000-0000-4000-8000-000000000001', '/media/stick/results', '{}', '2026-01-01 10:01:00', 2, 'not mounted')"
                )
            )
    engine.dispose()
    print(f"wrote {target}")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
