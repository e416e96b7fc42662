"""Alembic environment: runs on the connection `simulator.data.migrate` hands over."""

from alembic import context

from simulator.data.orm import Base

connection = context.config.attributes["connection"]
context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    render_as_batch=True,  # SQLite can only alter tables by copying them
    compare_type=True,
)
with context.begin_transaction():
    context.run_migrations()
