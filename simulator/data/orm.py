"""SQLAlchemy 2 models: banks, topics, questions, choices, attempts and answers.

Design notes (why the tables look like this):
- Questions and choices are never deleted. Re-importing a bank updates them in
  place by the bank's question id and marks removed ones `retired`, so an old
  attempt still renders with the exact texts its student saw.
- An attempt stores its paper (question order, choice order per question) so it can
  be resumed after a crash and reviewed years later, whatever the bank became.
- Each answer row is updated in its own short transaction as the student works;
  that is what makes an attempt crash-safe.
- `answers.topic_id` repeats the question's topic at the time of the attempt, so
  weak-area reports are one indexed GROUP BY and history keeps its meaning when a
  question moves to another topic.
- Only portable types (JSON, DateTime, Boolean) are used: the same models run on
  SQLite and PostgreSQL.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

from simulator.data.records import AttemptStatus, utcnow

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)
    type_annotation_map = {  # noqa: RUF012 - SQLAlchemy reads this class attribute
        datetime: DateTime(timezone=True),
        dict[str, Any]: JSON,
        list[int]: JSON,
        list[str]: JSON,
    }


class BankRow(Base):
    __tablename__ = "banks"

    id: Mapped[int] = mapped_column(primary_key=True)
    key: Mapped[str] = mapped_column(String(100), unique=True)
    title: Mapped[str] = mapped_column(String(300))
    description: Mapped[str] = mapped_column(Text, default="")
    question_count: Mapped[int | None] = mapped_column(Integer)
    time_limit_minutes: Mapped[int | None] = mapped_column(Integer)
    passing_score: Mapped[float] = mapped_column(Float, default=0.7)
    blueprint: Mapped[dict[str, Any]] = mapped_column(default=dict)
    source: Mapped[str] = mapped_column(Text, default="")
    content_hash: Mapped[str] = mapped_column(String(64), default="")
    imported_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)
    # Migration 0008 (the bank workshop): a deleted bank is hidden, not dropped, so its
    # past attempts stay readable in History; importing its file again brings it back.
    deleted_at: Mapped[datetime | None] = mapped_column()
    # The user renamed the bank: a re-import keeps that title unless told otherwise.
    title_edited: Mapped[bool] = mapped_column(Boolean, default=False, server_default="0")
    # `exam: {scoring: …}` of the bank file (migration 0011).
    scoring: Mapped[str] = mapped_column(
        String(20), default="all-or-nothing", server_default="all-or-nothing"
    )

    topics: Mapped[list[TopicRow]] = relationship(
        back_populates="bank", order_by="TopicRow.position", cascade="all, delete-orphan"
    )


class TopicRow(Base):
    __tablename__ = "topics"
    __table_args__ = (UniqueConstraint("bank_id", "key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    bank_id: Mapped[int] = mapped_column(ForeignKey("banks.id", ondelete="CASCADE"))
    key: Mapped[str] = mapped_column(String(100))
    title: Mapped[str] = mapped_column(String(300))
    description: Mapped[str] = mapped_column(Text, default="")
    position: Mapped[int] = mapped_column(Integer, default=0)
    # Migration 0008: a topic deleted or merged away stays for the answers that name it;
    # one the user added or renamed keeps its title when the bank's file is imported again.
    retired: Mapped[bool] = mapped_column(Boolean, default=False, server_default="0")
    edited: Mapped[bool] = mapped_column(Boolean, default=False, server_default="0")

    bank: Mapped[BankRow] = relationship(back_populates="topics")


class QuestionRow(Base):
    __tablename__ = "questions"
    __table_args__ = (
        UniqueConstraint("bank_id", "key"),
        Index("ix_questions_bank_active", "bank_id", "retired", "position"),
        Index("ix_questions_draw", "bank_id", "topic_id", "retired", "draw_key"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    bank_id: Mapped[int] = mapped_column(ForeignKey("banks.id", ondelete="CASCADE"))
    key: Mapped[str] = mapped_column(String(200))
    topic_id: Mapped[int] = mapped_column(ForeignKey("topics.id"))
    position: Mapped[int] = mapped_column(Integer, default=0)
    prompt: Mapped[str] = mapped_column(Text)
    explanation_short: Mapped[str] = mapped_column(Text)
    explanation_full: Mapped[str] = mapped_column(Text, default="")
    shuffle: Mapped[bool] = mapped_column(Boolean, default=True)
    difficulty: Mapped[int | None] = mapped_column(Integer)
    references: Mapped[list[str]] = mapped_column(default=list)
    tags: Mapped[list[str]] = mapped_column(default=list)
    content_hash: Mapped[str] = mapped_column(String(64), default="")
    retired: Mapped[bool] = mapped_column(Boolean, default=False)
    # A stable pseudo-random position (a hash of the question id, added by migration
    # 0004): large banks draw exams by index ranges of it, the same on every laptop.
    draw_key: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    # Migration 0008: every change of content counts a new version (the one before is kept
    # in question_versions while an answer shows it); `edited_at` marks a question changed
    # in the app, whose edits a re-import keeps; `deleted` one the user removed from the
    # bank while answers still show it.
    version: Mapped[int] = mapped_column(Integer, default=1, server_default="1")
    edited_at: Mapped[datetime | None] = mapped_column()
    deleted: Mapped[bool] = mapped_column(Boolean, default=False, server_default="0")
    # Migration 0010: a sealed classroom bank's answer key (domain/seals.py): a choice
    # question's as `choose:salt:digest` (its choices carry no `correct`), another type's
    # as a JSON object of digests (its payload holds no key). Empty otherwise.
    sealed_answer: Mapped[str] = mapped_column(Text, default="", server_default="")
    # Migration 0011: the question's type, and for types other than choice their pairs,
    # items or accepted answers (data/type_columns.py); a choice question has NULL.
    type: Mapped[str] = mapped_column(String(20), default="choice", server_default="choice")
    payload: Mapped[dict[str, Any] | None] = mapped_column(JSON(none_as_null=True))
    # Migration 0013: the case study shown beside the question, as it was when the
    # question was stored ({"id", "title", "text"}, data/scenarios.py); NULL: none.
    scenario: Mapped[dict[str, Any] | None] = mapped_column(JSON(none_as_null=True))

    choices: Mapped[list[ChoiceRow]] = relationship(
        back_populates="question", order_by="ChoiceRow.position"
    )


class ChoiceRow(Base):
    __tablename__ = "choices"

    id: Mapped[int] = mapped_column(primary_key=True)
    question_id: Mapped[int] = mapped_column(
        ForeignKey("questions.id", ondelete="CASCADE"), index=True
    )
    position: Mapped[int] = mapped_column(Integer, default=0)
    text: Mapped[str] = mapped_column(Text)
    correct: Mapped[bool] = mapped_column(Boolean, default=False)
    why: Mapped[str] = mapped_column(Text, default="")
    retired: Mapped[bool] = mapped_column(Boolean, default=False)

    question: Mapped[QuestionRow] = relationship(back_populates="choices")


class AttemptRow(Base):
    """One sitting of an exam, practice session or drill, finished or not."""

    __tablename__ = "attempts"
    __table_args__ = (Index("ix_attempts_bank_status", "bank_id", "status"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    uuid: Mapped[str] = mapped_column(String(36), unique=True)
    bank_id: Mapped[int] = mapped_column(ForeignKey("banks.id", ondelete="CASCADE"))
    bank_content_hash: Mapped[str] = mapped_column(String(64), default="")
    mode: Mapped[str] = mapped_column(String(20))
    status: Mapped[str] = mapped_column(String(20), default=AttemptStatus.IN_PROGRESS.value)
    seed: Mapped[int] = mapped_column(Integer)
    question_count: Mapped[int] = mapped_column(Integer)
    time_limit_minutes: Mapped[int] = mapped_column(Integer, default=0)
    passing_score: Mapped[float] = mapped_column(Float)
    topics: Mapped[list[str]] = mapped_column(default=list)
    blueprint: Mapped[dict[str, Any]] = mapped_column(default=dict)
    shuffle_choices: Mapped[bool] = mapped_column(Boolean, default=True)
    notice: Mapped[str] = mapped_column(Text, default="")
    current_index: Mapped[int] = mapped_column(Integer, default=0)
    elapsed_seconds: Mapped[float] = mapped_column(Float, default=0.0)
    started_at: Mapped[datetime] = mapped_column(default=utcnow)
    saved_at: Mapped[datetime] = mapped_column(default=utcnow)
    finished_at: Mapped[datetime | None] = mapped_column(index=True)
    correct_count: Mapped[int | None] = mapped_column(Integer)
    score_percent: Mapped[float | None] = mapped_column(Float)
    passed: Mapped[bool | None] = mapped_column(Boolean)
    timed_out: Mapped[bool] = mapped_column(Boolean, default=False)
    # Proctored exams (profile `clock: wall`): the moment time runs out, whether or not
    # the app is running (migration 0006); None for the usual active-time clock.
    deadline_at: Mapped[datetime | None] = mapped_column()
    student_name: Mapped[str] = mapped_column(String(200), default="")
    student_id: Mapped[str] = mapped_column(String(100), default="")
    profile: Mapped[dict[str, Any]] = mapped_column(default=dict)
    # Extra time granted (percent; time_limit_minutes includes it) and the time the app
    # was closed while the attempt was unfinished (migration 0009).
    extra_time_percent: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    downtime_seconds: Mapped[float] = mapped_column(Float, default=0.0, server_default="0")
    # How the attempt was scored: all-or-nothing, or partial credit (migration 0011).
    scoring: Mapped[str] = mapped_column(
        String(20), default="all-or-nothing", server_default="all-or-nothing"
    )
    # The window running an unfinished attempt, `host/pid/token`, and until when its
    # lease lasts (migration 0012; see data/holders.py). None: nobody holds it.
    held_by: Mapped[str | None] = mapped_column(String(120))
    held_until: Mapped[datetime | None] = mapped_column()

    answers: Mapped[list[AnswerRow]] = relationship(
        back_populates="attempt", order_by="AnswerRow.position", cascade="all, delete-orphan"
    )


class AnswerRow(Base):
    """One question of an attempt's paper: what was shown, chosen, flagged and when."""

    __tablename__ = "answers"
    __table_args__ = (
        UniqueConstraint("attempt_id", "position"),
        Index("ix_answers_topic", "topic_id", "correct"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    attempt_id: Mapped[int] = mapped_column(ForeignKey("attempts.id", ondelete="CASCADE"))
    position: Mapped[int] = mapped_column(Integer)
    question_id: Mapped[int] = mapped_column(ForeignKey("questions.id"), index=True)
    topic_id: Mapped[int] = mapped_column(ForeignKey("topics.id"))
    choice_order: Mapped[list[int]] = mapped_column(default=list)
    selected: Mapped[list[int]] = mapped_column(default=list)
    flagged: Mapped[bool] = mapped_column(Boolean, default=False)
    checked: Mapped[bool] = mapped_column(Boolean, default=False)
    time_spent: Mapped[float] = mapped_column(Float, default=0.0)
    correct: Mapped[bool | None] = mapped_column(Boolean)
    # Added by migration 0006: the candidate's "I guessed", choices struck out, and when
    # this answer was counted as a review of the question's memory (once per answer).
    guessed: Mapped[bool] = mapped_column(Boolean, default=False, server_default="0")
    struck_out: Mapped[list[int]] = mapped_column(default=list, server_default="[]")
    reviewed_at: Mapped[datetime | None] = mapped_column()
    # Migration 0008: the version of the question this answer was given to (see
    # QuestionVersionRow): an attempt shows the question as it was when it was drawn.
    question_version: Mapped[int] = mapped_column(Integer, default=1, server_default="1")
    # Migration 0011, for question types other than choice: the answer given (matches,
    # order or typed text); NULL for choice questions and while nothing is given.
    response: Mapped[dict[str, Any] | None] = mapped_column(JSON(none_as_null=True))

    attempt: Mapped[AttemptRow] = relationship(back_populates="answers")


class OutboxRow(Base):
    """A finished attempt's result waiting to be delivered (results folder or server).

    Added by migration 0002; delivery is retried until `delivered_at` is set.
    """

    __tablename__ = "result_outbox"
    __table_args__ = (UniqueConstraint("attempt_uuid", "destination"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    attempt_uuid: Mapped[str] = mapped_column(String(36))
    destination: Mapped[str] = mapped_column(Text)
    payload: Mapped[dict[str, Any]] = mapped_column(default=dict)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    attempts_made: Mapped[int] = mapped_column(Integer, default=0)
    last_error: Mapped[str] = mapped_column(Text, default="")
    next_try_at: Mapped[datetime | None] = mapped_column()
    delivered_at: Mapped[datetime | None] = mapped_column()


class SubmittedResultRow(Base):
    """A result pushed by an earlier version, when a results server was a whole app database
    (migration 0003). Kept so results stored that way stay where they are; results servers
    now hold results in their own schema, written only through a hand-in function
    (`data/results_server.py`), and laptops write nothing here.
    """

    __tablename__ = "submitted_results"

    id: Mapped[int] = mapped_column(primary_key=True)
    attempt_uuid: Mapped[str] = mapped_column(String(36), unique=True)
    bank_key: Mapped[str] = mapped_column(String(100), index=True)
    student_id: Mapped[str] = mapped_column(String(100), default="")
    student_name: Mapped[str] = mapped_column(String(200), default="")
    received_at: Mapped[datetime] = mapped_column(default=utcnow)
    document: Mapped[dict[str, Any]] = mapped_column(default=dict)


class QuestionStatRow(Base):
    """Running totals per question over finished attempts (migration 0005).

    Kept up to date as each attempt is recorded, so "most missed questions" is an
    indexed top-N read instead of a GROUP BY over every answer ever given, and a draw
    reads each question's history (seen, missed, last seen, last missed) from one row
    per question whatever the number of answers (the attempt columns: migration 0007).
    """

    __tablename__ = "question_stats"
    __table_args__ = (Index("ix_question_stats_missed", "bank_id", "missed"),)

    question_id: Mapped[int] = mapped_column(
        ForeignKey("questions.id", ondelete="CASCADE"), primary_key=True
    )
    bank_id: Mapped[int] = mapped_column(ForeignKey("banks.id", ondelete="CASCADE"))
    seen: Mapped[int] = mapped_column(Integer, default=0)
    missed: Mapped[int] = mapped_column(Integer, default=0)
    last_missed_at: Mapped[datetime | None] = mapped_column()
    # The newest finished attempt (by id, i.e. by start) that showed the question, and
    # the newest in which it was missed: the recency a draw sorts by.
    last_seen_attempt: Mapped[int | None] = mapped_column(Integer)
    last_missed_attempt: Mapped[int | None] = mapped_column(Integer)


class QuestionMemoryRow(Base):
    """What the candidate's memory of one question looks like to the scheduler (FSRS).

    Added by migration 0006 and filled there by replaying the stored answers; updated
    in the same transaction as each answer counted as a review. `due` is indexed per
    bank: "how many are due" and "which are due" are index reads, whatever the history.
    """

    __tablename__ = "question_memory"
    __table_args__ = (Index("ix_question_memory_due", "bank_id", "due"),)

    question_id: Mapped[int] = mapped_column(
        ForeignKey("questions.id", ondelete="CASCADE"), primary_key=True
    )
    bank_id: Mapped[int] = mapped_column(ForeignKey("banks.id", ondelete="CASCADE"))
    state: Mapped[int] = mapped_column(Integer)
    step: Mapped[int | None] = mapped_column(Integer)
    stability: Mapped[float | None] = mapped_column(Float)
    difficulty: Mapped[float | None] = mapped_column(Float)
    due: Mapped[datetime] = mapped_column()
    last_review: Mapped[datetime | None] = mapped_column()
    reviews: Mapped[int] = mapped_column(Integer, default=0)
    lapses: Mapped[int] = mapped_column(Integer, default=0)


class ExhibitRow(Base):
    """An image a bank's questions show, stored with the bank (migration 0006)."""

    __tablename__ = "exhibits"
    __table_args__ = (UniqueConstraint("bank_id", "name"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    bank_id: Mapped[int] = mapped_column(ForeignKey("banks.id", ondelete="CASCADE"))
    name: Mapped[str] = mapped_column(String(300))
    media_type: Mapped[str] = mapped_column(String(100))
    sha256: Mapped[str] = mapped_column(String(64))
    data: Mapped[bytes] = mapped_column(LargeBinary)


class ScenarioRow(Base):
    """A case study the bank's file declares now (migration 0013): its list, in file
    order, for exports; each question keeps the scenario it shows in its own row."""

    __tablename__ = "scenarios"
    __table_args__ = (UniqueConstraint("bank_id", "key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    bank_id: Mapped[int] = mapped_column(ForeignKey("banks.id", ondelete="CASCADE"))
    key: Mapped[str] = mapped_column(String(100))
    title: Mapped[str] = mapped_column(String(300))
    text: Mapped[str] = mapped_column(Text)
    position: Mapped[int] = mapped_column(Integer)


class SettingRow(Base):
    """A setting that every process using the database shares (migration 0006).

    E.g. the desired retention the scheduler uses, so the GUI and `stats` agree.
    """

    __tablename__ = "settings"

    key: Mapped[str] = mapped_column(String(100), primary_key=True)
    value: Mapped[dict[str, Any]] = mapped_column(default=dict)


class QuestionVersionRow(Base):
    """A question's content as it was before a change, kept while answers show it.

    Added by migration 0008. `content` holds the texts, choices (with their row ids, so
    stored choice orders and selections still resolve), explanation and the rest; an
    attempt whose answer names an older version than the question's is shown this.
    """

    __tablename__ = "question_versions"

    question_id: Mapped[int] = mapped_column(
        ForeignKey("questions.id", ondelete="CASCADE"), primary_key=True
    )
    version: Mapped[int] = mapped_column(Integer, primary_key=True)
    content: Mapped[dict[str, Any]] = mapped_column(default=dict)
    saved_at: Mapped[datetime] = mapped_column(default=utcnow)


class QuestionReportRow(Base):
    """A candidate's "Report a problem with this question" note, open until resolved.

    Added by migration 0008; the Banks page filters by open reports and the editor
    shows them beside the question.
    """

    __tablename__ = "question_reports"
    __table_args__ = (Index("ix_question_reports_bank_open", "bank_id", "resolved_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    question_id: Mapped[int] = mapped_column(
        ForeignKey("questions.id", ondelete="CASCADE"), index=True
    )
    bank_id: Mapped[int] = mapped_column(ForeignKey("banks.id", ondelete="CASCADE"))
    note: Mapped[str] = mapped_column(Text, default="")
    attempt_id: Mapped[int | None] = mapped_column(Integer)
    reported_at: Mapped[datetime] = mapped_column(default=utcnow)
    resolved_at: Mapped[datetime | None] = mapped_column()
