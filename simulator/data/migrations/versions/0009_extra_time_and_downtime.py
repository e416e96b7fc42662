"""extra time and downtime

Revision ID: 0009
Revises: 0008
Create Date: 2027-02-01

- attempts.extra_time_percent: the extra time the candidate had (an accommodation:
  chosen in the View menu for self-study, or granted per student by a classroom
  profile); the attempt's time_limit_minutes already includes it;
- attempts.downtime_seconds: how long the app was closed while the attempt was
  unfinished (on a wall clock that time counted against the limit).
Existing attempts had neither: 0.
"""

import sqlalchemy as sa
from alembic import op

revision = '0009'
down_revision = '0008'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('attempts', schema=None) as batch_op:
        batch_op.add_column(
            sa.Column('extra_time_percent', sa.Integer(), server_default='0', nullable=False)
        )
        batch_op.add_column(
            sa.Column('downtime_seconds', sa.Float(), server_default='0', nullable=False)
        )


def downgrade() -> None:
    # Plain ALTER TABLE (SQLite 3.35+, PostgreSQL): a batch rebuild of `attempts` would
    # drop the old table, and with it, through ON DELETE CASCADE, every stored answer.
    op.execute('ALTER TABLE attempts DROP COLUMN downtime_seconds')
    op.execute('ALTER TABLE attempts DROP COLUMN extra_time_percent')
