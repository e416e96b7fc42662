"""attempt holders

Revision ID: 0012
Revises: 0011
Create Date: 2027-02-15

- attempts.held_by: the window running an unfinished attempt (`host/pid/token`), so
  another window neither discards it nor writes it at the same time;
- attempts.held_until: the holder's lease, for holders on another computer.
Existing attempts have no holder: any window may resume or discard them.
"""

import sqlalchemy as sa
from alembic import op

revision = '0012'
down_revision = '0011'
branch_labels = None
depends_on = None


# Plain ALTER TABLE ADD COLUMN: a batch rebuild of `attempts` would drop the old table,
# and with it, through ON DELETE CASCADE, every stored answer.
def upgrade() -> None:
    op.add_column('attempts', sa.Column('held_by', sa.String(length=120), nullable=True))
    op.add_column('attempts', sa.Column('held_until', sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    op.execute('ALTER TABLE attempts DROP COLUMN held_until')
    op.execute('ALTER TABLE attempts DROP COLUMN held_by')
