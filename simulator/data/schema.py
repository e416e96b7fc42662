"""The schema version this app writes, in a module light enough for the start-up path.

`db.py` migrates to it with SQLAlchemy and Alembic; `startup.py` only checks it with
the standard library before trusting its quick reads. A test keeps it equal to the
newest migration in migrations/versions.
"""

from __future__ import annotations

SCHEMA_REVISION = "0013"
VERSION_TABLE = "alembic_version"
