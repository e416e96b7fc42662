"""question types

Revision ID: 0008
Revises: 0007
Create Date: 2027-02-01

Question types beyond multiple choice (matching, ordering, short answer, numeric):
- questions.type ('choice' for every existing question) and questions.payload, the
  pairs, items or accepted answers of the other types (NULL for choice questions);
- answers.payload, the payload an attempt's paper showed, and answers.response, the
  matches, order or typed text given (both NULL for choice questions);
- banks.scoring and attempts.scoring: all-or-nothing (every existing bank and
  attempt) or partial credit.
Existing rows are left as they are: the defaults describe them exactly.
"""

import sqlalchemy as sa
from alembic import op

revision = '0008'
down_revision = '0007'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('questions', schema=None) as batch_op:
        batch_op.add_column(sa.Column('type', sa.String(length=20), server_default='choice', nullable=False))
        batch_op.add_column(sa.Column('payload', sa.JSON(), nullable=True))
    with op.batch_alter_table('answers', schema=None) as batch_op:
        batch_op.add_column(sa.Column('payload', sa.JSON(), nullable=True))
        batch_op.add_column(sa.Column('response', sa.JSON(), nullable=True))
    with op.batch_alter_table('banks', schema=None) as batch_op:
        batch_op.add_column(sa.Column('scoring', sa.String(length=20), server_default='all-or-nothing', nullable=False))
    with op.batch_alter_table('attempts', schema=None) as batch_op:
        batch_op.add_column(sa.Column('scoring', sa.String(length=20), server_default='all-or-nothing', nullable=False))


def downgrade() -> None:
    # Plain DROP COLUMN (SQLite 3.35+ and PostgreSQL): a batch copy would drop and
    # recreate these tables, and on SQLite dropping `questions` cascades into every
    # table that refers to it.
    op.drop_column('attempts', 'scoring')
    op.drop_column('banks', 'scoring')
    op.drop_column('answers', 'response')
    op.drop_column('answers', 'payload')
    op.drop_column('questions', 'payload')
    op.drop_column('questions', 'type')
