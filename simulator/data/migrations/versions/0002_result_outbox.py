"""result outbox

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29

Queue of finished attempts waiting to be delivered to a classroom results folder or
server; rows stay until delivered so nothing is lost while the target is away.
"""

import sqlalchemy as sa
from alembic import op

revision = '0002'
down_revision = '0001'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('result_outbox',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('attempt_uuid', sa.String(length=36), nullable=False),
    sa.Column('destination', sa.Text(), nullable=False),
    sa.Column('payload', sa.JSON(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('attempts_made', sa.Integer(), nullable=False),
    sa.Column('last_error', sa.Text(), nullable=False),
    sa.Column('next_try_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('delivered_at', sa.DateTime(timezone=True), nullable=True),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_result_outbox')),
    sa.UniqueConstraint('attempt_uuid', 'destination', name=op.f('uq_result_outbox_attempt_uuid'))
    )


def downgrade() -> None:
    op.drop_table('result_outbox')
