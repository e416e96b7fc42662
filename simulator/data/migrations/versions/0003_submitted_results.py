"""submitted results

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-29

Results pushed by classroom laptops to a results server (PostgreSQL in practice):
one row per attempt, unique by attempt UUID so repeated pushes are harmless.
"""

import sqlalchemy as sa
from alembic import op

revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('submitted_results',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('attempt_uuid', sa.String(length=36), nullable=False),
    sa.Column('bank_key', sa.String(length=100), nullable=False),
    sa.Column('student_id', sa.String(length=100), nullable=False),
    sa.Column('student_name', sa.String(length=200), nullable=False),
    sa.Column('received_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('document', sa.JSON(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_submitted_results')),
    sa.UniqueConstraint('attempt_uuid', name=op.f('uq_submitted_results_attempt_uuid'))
    )
    with op.batch_alter_table('submitted_results', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_submitted_results_bank_key'), ['bank_key'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('submitted_results', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_submitted_results_bank_key'))
    op.drop_table('submitted_results')
