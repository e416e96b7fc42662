"""Wrong database URLs give one short line, fast, with the password hidden."""

from __future__ import annotations

import socket
import time

import pytest

from simulator.cli import main
from simulator.data.db import open_database
from simulator.data.errors import DatabaseError


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_refused_connection_fails_fast(capsys: pytest.CaptureFixture[str]) -> None:
    url = f"postgresql+psycopg://exam:secret@127.0.0.1:{free_port()}/exam"
    started = time.monotonic()
    assert main(["--db", url, "bank", "list"]) == 1
    assert time.monotonic() - started < 6
    err = capsys.readouterr().err
    assert err.startswith("error: cannot open the database") and "Connection refused" in err
    assert "secret" not in err and "Traceback" not in err and len(err.splitlines()) == 1


@pytest.mark.parametrize(
    ("url", "message"),
    [
        ("postgresql+nosuchdriver://u:p@127.0.0.1/x", "no database driver"),
        ("postgresql+psycopg://u:secret@127.0.0.1:port/x", "is not a database URL"),
        ("just some words", "is not a database URL"),
    ],
)
def test_unusable_urls(url: str, message: str) -> None:
    with pytest.raises(DatabaseError, match=message) as caught:
        open_database(url)
    assert "secret" not in str(caught.value)
