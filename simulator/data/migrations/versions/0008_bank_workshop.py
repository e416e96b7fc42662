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


def upgrade() -> None:
    with op.batch_alter_table('banks', schema=None) as batch_op:
        batch_op.add_column(sa.Column('deleted_at', sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column('title_edited', sa.Boolean(), server_default='0', nullable=False))
    with op.batch_alter_table('topics', schema=None) as batch_op:
        batch_op.add_column(sa.Column('retired', sa.Boolean(), server_default='0', nullable=False))
        batch_op.add_column(sa.Column('edited', sa.Boolean(), server_default='0', nullable=False))
    with op.batch_alter_table('questions', schema=None) as batch_op:
        batch_op.add_column(sa.Column('version', sa.Integer(), server_default='1', nullable=False))
        batch_op.add_column(sa.Column('edited_at', sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column('deleted', sa.Boolean(), server_default='0', nullable=False))
    with op.batch_alter_table('answers', schema=None) as batch_op:
        batch_op.add_column(sa.Column('question_version', sa.Integer(), server_default='1', nullable=False))
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
    with op.batch_alter_table('question_reports', schema=None) as batch_op:
        batch_op.create_index('ix_question_reports_bank_open', ['bank_id', 'resolved_at'], unique=False)
        batch_op.create_index(batch_op.f('ix_question_reports_question_id'), ['question_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('question_reports', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_question_reports_question_id'))
        batch_op.drop_index('ix_question_reports_bank_open')
    op.drop_table('question_reports')
    op.drop_table('question_versions')
    with op.batch_alter_table('answers', schema=None) as batch_op:
        batch_op.drop_column('question_version')
    with op.batch_alter_table('questions', schema=None) as batch_op:
        batch_op.drop_column('deleted')
        batch_op.drop_column('edited_at')
        batch_op.drop_column('version')
    with op.batch_alter_table('topics', schema=None) as batch_op:
        batch_op.drop_column('edited')
        batch_op.drop_column('retired')
    with op.batch_alter_table('banks', schema=None) as batch_op:
        batch_op.drop_column('title_edited')
        batch_op.drop_column('deleted_at')
