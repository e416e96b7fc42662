"""case study scenarios

Revision ID: 0013
Revises: 0012
Create Date: 2027-03-01

Case studies (a scenario several questions share, shown beside them):
- scenarios: a bank's scenarios as its file declares them now (id, title, Markdown text,
  position), replaced as the bank is imported again;
- questions.scenario: the scenario the question is shown with, as it was when the
  question was stored ({"id", "title", "text"}; NULL for a question that stands alone).
  The versions 0008 keeps of a changed question carry it in their content, so a past
  attempt shows the scenario its candidate read.
Existing questions stand alone: NULL describes them exactly.
"""

import sqlalchemy as sa
from alembic import op

revision = '0013'
down_revision = '0012'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        'scenarios',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('bank_id', sa.Integer(), nullable=False),
        sa.Column('key', sa.String(length=100), nullable=False),
        sa.Column('title', sa.String(length=300), nullable=False),
        sa.Column('text', sa.Text(), nullable=False),
        sa.Column('position', sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ['bank_id'], ['banks.id'], name=op.f('fk_scenarios_bank_id_banks'), ondelete='CASCADE'
        ),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_scenarios')),
        sa.UniqueConstraint('bank_id', 'key', name=op.f('uq_scenarios_bank_id')),
    )
    # Plain ALTER TABLE ADD COLUMN (as 0011 does): a batch rebuild of `questions` would
    # cascade into every table that refers to it.
    op.add_column('questions', sa.Column('scenario', sa.JSON(), nullable=True))


def downgrade() -> None:
    op.drop_column('questions', 'scenario')
    op.drop_table('scenarios')
