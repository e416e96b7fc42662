"""bank workshop: question versions, local edits, deleted banks, reports

Revision ID: 0008
Revises: 0007
Create Date: 2027-02-01

- questions.version and answers.question_version, with question_versions holding a
  question's earlier content while answers show it: an old attempt shows each question
  as it was when answered, however it was edited or re-imported since;
- questions.edited_at (changed in the app: a re-import keeps it) and questions.deleted;
- banks.deleted_at (a deleted bank is hidden; its attempts stay in History) and
  banks.title_edited; topics.retired and topics.edited;
- question_reports, "Report a problem with this question".
"""

import sqlalchemy as sa
from alembic import op

revision = '0008'
down_revision = '0007'
branch_labels = None
depends_on = None


# Plain ALTER TABLE ADD/DROP COLUMN, not batch mode: on SQLite batch mode rebuilds the
# table, and banks, topics and questions are referenced by other tables' foreign keys.
_COLUMNS: tuple[tuple[str, sa.Column[object]], ...] = (
    ('banks', sa.Column('deleted_at', sa.DateTime(timezone=True), nullable=True)),
    ('banks', sa.Column('title_edited', sa.Boolean(), server_default='0', nullable=False)),
    ('topics', sa.Column('retired', sa.Boolean(), server_default='0', nullable=False)),
    ('topics', sa.Column('edited', sa.Boolean(), server_default='0', nullable=False)),
    ('questions', sa.Column('version', sa.Integer(), server_default='1', nullable=False)),
    ('questions', sa.Column('edited_at', sa.DateTime(timezone=True), nullable=True)),
    ('questions', sa.Column('deleted', sa.Boolean(), server_default='0', nullable=False)),
    ('answers', sa.Column('question_version', sa.Integer(), server_default='1', nullable=False)),
)


def upgrade() -> None:
    for table, column in _COLUMNS:
        op.add_column(table, column)
    op.create_table('question_versions',
    sa.Column('question_id', sa.Integer(), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('content', sa.JSON(), nullable=False),
    sa.Column('saved_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['question_id'], ['questions.id'], name=op.f('fk_question_versions_question_id_questions'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('question_id', 'version', name=op.f('pk_question_versions'))
    )
    op.create_table('question_reports',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('question_id', sa.Integer(), nullable=False),
    sa.Column('bank_id', sa.Integer(), nullable=False),
    sa.Column('note', sa.Text(), nullable=False),
    sa.Column('attempt_id', sa.Integer(), nullable=True),
    sa.Column('reported_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('resolved_at', sa.DateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['bank_id'], ['banks.id'], name=op.f('fk_question_reports_bank_id_banks'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['question_id'], ['questions.id'], name=op.f('fk_question_reports_question_id_questions'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_question_reports'))
    )
    op.create_index('ix_question_reports_bank_open', 'question_reports', ['bank_id', 'resolved_at'], unique=False)
    op.create_index('ix_question_reports_question_id', 'question_reports', ['question_id'], unique=False)


def downgrade() -> None:
    op.drop_index('ix_question_reports_question_id', table_name='question_reports')
    op.drop_index('ix_question_reports_bank_open', table_name='question_reports')
    op.drop_table('question_reports')
    op.drop_table('question_versions')
    for table, column in reversed(_COLUMNS):
        op.drop_column(table, column.name)
