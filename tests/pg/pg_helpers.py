"""What the PostgreSQL tests share besides fixtures: the test server script, a private server."""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "pg-test-server"


@dataclass(frozen=True)
class PrivateServer:
    """A PostgreSQL server of one test's own, which it may stop and start at will."""

    url: str
    environment: dict[str, str]

    def control(self, action: str) -> None:
        subprocess.run(
            [str(SCRIPT), action], env=self.environment, check=True, capture_output=True, timeout=60
        )
