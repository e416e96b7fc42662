"""learning, strike-out, wall clock and exhibits

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-01

- answers.guessed ("I guessed"), answers.struck_out (choices struck out) and
  answers.reviewed_at (when the answer counted as a review of the question's memory);
- attempts.deadline_at, the wall-clock deadline of proctored exams;
- question_memory, each question's FSRS memory state, filled here by replaying every
  finished attempt's answers in the order they were given;
- exhibits, the images a bank's questions show; settings, shared settings.
"""

from datetime import UTC

import sqlalchemy as sa
from alembic import op
from fsrs import Card, Rating, Scheduler

revision = '0006'
down_revision = '0005'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('answers', schema=None) as batch_op:
        batch_op.add_column(sa.Column('guessed', sa.Boolean(), server_default='0', nullable=False))
        batch_op.add_column(sa.Column('struck_out', sa.JSON(), server_default='[]', nullable=False))
        batch_op.add_column(sa.Column('reviewed_at', sa.DateTime(timezone=True), nullable=True))
    with op.batch_alter_table('attempts', schema=None) as batch_op:
        batch_op.add_column(sa.Column('deadline_at', sa.DateTime(timezone=True), nullable=True))
    op.create_table('question_memory',
    sa.Column('question_id', sa.Integer(), nullable=False),
    sa.Column('bank_id', sa.Integer(), nullable=False),
    sa.Column('state', sa.Integer(), nullable=False),
    sa.Column('step', sa.Integer(), nullable=True),
    sa.Column('stability', sa.Float(), nullable=True),
    sa.Column('difficulty', sa.Float(), nullable=True),
    sa.Column('due', sa.DateTime(timezone=True), nullable=False),
    sa.Column('last_review', sa.DateTime(timezone=True), nullable=True),
    sa.Column('reviews', sa.Integer(), nullable=False),
    sa.Column('lapses', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['bank_id'], ['banks.id'], name=op.f('fk_question_memory_bank_id_banks'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['question_id'], ['questions.id'], name=op.f('fk_question_memory_question_id_questions'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('question_id', name=op.f('pk_question_memory'))
    )
    with op.batch_alter_table('question_memory', schema=None) as batch_op:
        batch_op.create_index('ix_question_memory_due', ['bank_id', 'due'], unique=False)
    op.create_table('exhibits',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('bank_id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=300), nullable=False),
    sa.Column('media_type', sa.String(length=100), nullable=False),
    sa.Column('sha256', sa.String(length=64), nullable=False),
    sa.Column('data', sa.LargeBinary(), nullable=False),
    sa.ForeignKeyConstraint(['bank_id'], ['banks.id'], name=op.f('fk_exhibits_bank_id_banks'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_exhibits')),
    sa.UniqueConstraint('bank_id', 'name', name=op.f('uq_exhibits_bank_id'))
    )
    op.create_table('settings',
    sa.Column('key', sa.String(length=100), nullable=False),
    sa.Column('value', sa.JSON(), nullable=False),
    sa.PrimaryKeyConstraint('key', name=op.f('pk_settings'))
    )
    _replay_answers()


def _replay_answers() -> None:
    """Each finished attempt's answers, oldest attempt first, as reviews.

    The rules as they stood when this migration was written (a migration keeps its own
    copy): right is Good, wrong or shown-but-unanswered is Again, never shown is no
    review; desired retention 0.9, no learning steps, no fuzz.
    """
    connection = op.get_bind()
    attempts = sa.table('attempts', sa.column('id'), sa.column('bank_id'), sa.column('status'), sa.column('finished_at', sa.DateTime(timezone=True)))
    answers = sa.table(
        'answers', sa.column('attempt_id'), sa.column('position'), sa.column('question_id'),
        sa.column('correct'), sa.column('selected', sa.JSON), sa.column('time_spent'),
    )
    rows = connection.execute(
        sa.select(attempts.c.bank_id, attempts.c.finished_at, answers.c.question_id, answers.c.correct, answers.c.selected, answers.c.time_spent)
        .join(answers, answers.c.attempt_id == attempts.c.id)
        .where(attempts.c.status.in_(('submitted', 'timed_out')), attempts.c.finished_at.is_not(None))
        .order_by(attempts.c.finished_at, attempts.c.id, answers.c.position)
    ).all()
    scheduler = Scheduler(desired_retention=0.9, learning_steps=(), relearning_steps=(), enable_fuzzing=False)
    cards: dict[int, tuple[int, Card, int, int]] = {}
    for bank_id, finished_at, question_id, correct, selected, time_spent in rows:
        if not correct and not selected and not time_spent:
            continue
        at = finished_at.replace(tzinfo=UTC) if finished_at.tzinfo is None else finished_at.astimezone(UTC)
        _, card, reviews, lapses = cards.get(question_id, (bank_id, Card(), 0, 0))
        rating = Rating.Good if correct else Rating.Again
        lapses += rating == Rating.Again and reviews > 0
        card, _ = scheduler.review_card(card, rating, at)
        cards[question_id] = (bank_id, card, reviews + 1, lapses)
    memory = sa.table(
        'question_memory', sa.column('question_id'), sa.column('bank_id'), sa.column('state'), sa.column('step'),
        sa.column('stability'), sa.column('difficulty'), sa.column('due', sa.DateTime(timezone=True)),
        sa.column('last_review', sa.DateTime(timezone=True)),
        sa.column('reviews'), sa.column('lapses'),
    )
    values = [
        {
            'question_id': question_id, 'bank_id': bank_id, 'state': int(card.state), 'step': card.step,
            'stability': card.stability, 'difficulty': card.difficulty, 'due': card.due,
            'last_review': card.last_review, 'reviews': reviews, 'lapses': lapses,
        }
        for question_id, (bank_id, card, reviews, lapses) in cards.items()
    ]
    for start in range(0, len(values), 1000):
        connection.execute(memory.insert(), values[start:start + 1000])


def downgrade() -> None:
    op.drop_table('settings')
    op.drop_table('exhibits')
    with op.batch_alter_table('question_memory', schema=None) as batch_op:
        batch_op.drop_index('ix_question_memory_due')
    op.drop_table('question_memory')
    with op.batch_alter_table('attempts', schema=None) as batch_op:
        batch_op.drop_column('deadline_at')
    with op.batch_alter_table('answers', schema=None) as batch_op:
        batch_op.drop_column('reviewed_at')
        batch_op.drop_column('struck_out')
        batch_op.drop_column('guessed')
