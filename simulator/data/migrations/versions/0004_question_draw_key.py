"""question draw key

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-29

A stable pseudo-random key per question (a hash of its id) and an index on it, so
exams on very large banks are drawn by index ranges instead of reading every question.
Existing questions get their key here.
"""

import hashlib

import sqlalchemy as sa
from alembic import op

revision = '0004'
down_revision = '0003'
branch_labels = None
depends_on = None


def _draw_key(question_key: str) -> int:
    # Same formula as simulator.data.banks.draw_key; a migration keeps its own copy
    # so later changes to the app can never change what this step did.
    return int.from_bytes(hashlib.sha256(question_key.encode()).digest()[:4], "big") & 0x7FFFFFFF


def upgrade() -> None:
    with op.batch_alter_table('questions', schema=None) as batch_op:
        batch_op.add_column(sa.Column('draw_key', sa.Integer(), server_default='0', nullable=False))
        batch_op.create_index('ix_questions_draw', ['bank_id', 'topic_id', 'retired', 'draw_key'], unique=False)
    connection = op.get_bind()
    questions = sa.table('questions', sa.column('id', sa.Integer), sa.column('key', sa.String), sa.column('draw_key', sa.Integer))
    rows = connection.execute(sa.select(questions.c.id, questions.c.key)).all()
    if rows:
        connection.execute(
            questions.update().where(questions.c.id == sa.bindparam('row_id')).values(draw_key=sa.bindparam('value')),
            [{'row_id': row_id, 'value': _draw_key(key)} for row_id, key in rows],
        )


def downgrade() -> None:
    with op.batch_alter_table('questions', schema=None) as batch_op:
        batch_op.drop_index('ix_questions_draw')
        batch_op.drop_column('draw_key')
