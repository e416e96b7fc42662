"""question stats recency

Revision ID: 0007
Revises: 0006
Create Date: 2027-01-15

question_stats.last_seen_attempt and last_missed_attempt: the newest finished attempt
that showed each question, and the newest in which it was missed. With them a draw
reads one row per question instead of grouping every answer ever given by question,
so starting an exam costs the same after years of history. Filled here from the
answers already stored (the rules of 0005: missed is wrong or unanswered).
"""

import sqlalchemy as sa
from alembic import op

revision = '0007'
down_revision = '0006'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('question_stats', schema=None) as batch_op:
        batch_op.add_column(sa.Column('last_seen_attempt', sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column('last_missed_attempt', sa.Integer(), nullable=True))

    answers = sa.table('answers', sa.column('attempt_id'), sa.column('question_id'), sa.column('correct'))
    attempts = sa.table('attempts', sa.column('id'), sa.column('status'))
    stats = sa.table('question_stats', sa.column('question_id'), sa.column('last_seen_attempt'), sa.column('last_missed_attempt'))
    finished = attempts.c.status.in_(('submitted', 'timed_out'))
    wrong = sa.or_(answers.c.correct.is_(False), answers.c.correct.is_(None))

    def newest(*conditions: sa.ColumnElement[bool]) -> sa.ScalarSelect[int]:
        return (
            sa.select(sa.func.max(answers.c.attempt_id))
            .select_from(answers.join(attempts, attempts.c.id == answers.c.attempt_id))
            .where(answers.c.question_id == stats.c.question_id, finished, *conditions)
            .scalar_subquery()
        )

    op.get_bind().execute(
        stats.update().values(last_seen_attempt=newest(), last_missed_attempt=newest(wrong))
    )


def downgrade() -> None:
    with op.batch_alter_table('question_stats', schema=None) as batch_op:
        batch_op.drop_column('last_missed_attempt')
        batch_op.drop_column('last_seen_attempt')
