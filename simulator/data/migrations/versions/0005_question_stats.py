"""question stats

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-29

Running totals per question (times seen, times missed, last miss) over finished
attempts, filled here from the answers already stored and kept up to date as
attempts are recorded, so weak-area reports need no scan of every answer.
"""

import sqlalchemy as sa
from alembic import op

revision = '0005'
down_revision = '0004'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('question_stats',
    sa.Column('question_id', sa.Integer(), nullable=False),
    sa.Column('bank_id', sa.Integer(), nullable=False),
    sa.Column('seen', sa.Integer(), nullable=False),
    sa.Column('missed', sa.Integer(), nullable=False),
    sa.Column('last_missed_at', sa.DateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['bank_id'], ['banks.id'], name=op.f('fk_question_stats_bank_id_banks'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['question_id'], ['questions.id'], name=op.f('fk_question_stats_question_id_questions'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('question_id', name=op.f('pk_question_stats'))
    )
    with op.batch_alter_table('question_stats', schema=None) as batch_op:
        batch_op.create_index('ix_question_stats_missed', ['bank_id', 'missed'], unique=False)

    answers = sa.table('answers', sa.column('attempt_id'), sa.column('question_id'), sa.column('correct'))
    attempts = sa.table('attempts', sa.column('id'), sa.column('bank_id'), sa.column('status'), sa.column('finished_at'))
    stats = sa.table('question_stats', sa.column('question_id'), sa.column('bank_id'), sa.column('seen'), sa.column('missed'), sa.column('last_missed_at'))
    wrong = sa.or_(answers.c.correct.is_(False), answers.c.correct.is_(None))
    totals = (
        sa.select(
            answers.c.question_id,
            sa.func.min(attempts.c.bank_id),
            sa.func.count(),
            sa.func.sum(sa.case((wrong, 1), else_=0)),
            sa.func.max(sa.case((wrong, attempts.c.finished_at), else_=None)),
        )
        .select_from(answers.join(attempts, attempts.c.id == answers.c.attempt_id))
        .where(attempts.c.status.in_(('submitted', 'timed_out')))
        .group_by(answers.c.question_id)
    )
    op.get_bind().execute(
        stats.insert().from_select(['question_id', 'bank_id', 'seen', 'missed', 'last_missed_at'], totals)
    )


def downgrade() -> None:
    with op.batch_alter_table('question_stats', schema=None) as batch_op:
        batch_op.drop_index('ix_question_stats_missed')
    op.drop_table('question_stats')
