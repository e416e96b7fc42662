"""question types

Revision ID: 0011
Revises: 0010
Create Date: 2027-02-01

Question types beyond multiple choice (matching, ordering, short answer, numeric):
- questions.type ('choice' for every existing question) and questions.payload, the
  pairs, items or accepted answers of the other types (NULL for choice questions; the
  versions 0008 keeps of an edited question carry the payload in their content);
- answers.response, the matches, order or typed text given (NULL for choice questions);
- banks.scoring and attempts.scoring: all-or-nothing (every existing bank and
  attempt) or partial credit.
Existing rows are left as they are: the defaults describe them exactly.
"""

import sqlalchemy as sa
from alembic import op

revision = '0011'
down_revision = '0010'
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Plain ALTER TABLE ADD COLUMN (as 0008 does): batch mode would rebuild tables that other
    # tables' foreign keys refer to.
    op.add_column('questions', sa.Column('type', sa.String(length=20), server_default='choice', nullable=False))
    op.add_column('questions', sa.Column('payload', sa.JSON(), nullable=True))
    op.add_column('answers', sa.Column('response', sa.JSON(), nullable=True))
    op.add_column('banks', sa.Column('scoring', sa.String(length=20), server_default='all-or-nothing', nullable=False))
    op.add_column('attempts', sa.Column('scoring', sa.String(length=20), server_default='all-or-nothing', nullable=False))


def downgrade() -> None:
    # Plain DROP COLUMN (SQLite 3.35+ and PostgreSQL): a batch copy would drop and
    # recreate these tables, and on SQLite dropping `questions` cascades into every
    # table that refers to it.
    op.drop_column('attempts', 'scoring')
    op.drop_column('banks', 'scoring')
    op.drop_column('answers', 'response')
    op.drop_column('questions', 'payload')
    op.drop_column('questions', 'type')
