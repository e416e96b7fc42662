"""sealed answers

Revision ID: 0010
Revises: 0009
Create Date: 2027-02-08

questions.sealed_answer: a sealed classroom bank's answer key as `choose:salt:digest`
(a salted SHA-256 of the right choices' texts), so a classroom laptop can score
answers without holding the key in its database. Empty for every other question.
"""

import sqlalchemy as sa
from alembic import op

revision = '0010'
down_revision = '0009'
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Plain ALTER TABLE: a batch rebuild of `questions` is refused by its foreign keys.
    op.add_column(
        'questions', sa.Column('sealed_answer', sa.Text(), server_default='', nullable=False)
    )


def downgrade() -> None:
    op.execute('ALTER TABLE questions DROP COLUMN sealed_answer')
