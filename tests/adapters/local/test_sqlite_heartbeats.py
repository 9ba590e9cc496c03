"""The embedded backend writes a batch of heartbeats in one SQLite transaction (one commit,
one fsync at most, however many screens), in their own file."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from signage_adapters.local.database import Database
from signage_adapters.local.heartbeats import SqliteHeartbeats

START = datetime(2025, 1, 15, 12, 0, tzinfo=UTC)


@pytest.fixture
def statements(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    traced: list[str] = []
    connect = Database._connect

    def tracing(self: Database) -> sqlite3.Connection:
        conn = connect(self)
        conn.set_trace_callback(traced.append)
        return conn

    monkeypatch.setattr(Database, "_connect", tracing)
    return traced


def test_a_batch_of_a_thousand_sightings_is_one_transaction(tmp_path: Path, statements: list[str]):
    beats = SqliteHeartbeats(tmp_path / "signage.heartbeats.db")
    due = {f"s{n}": START + timedelta(seconds=n) for n in range(1_000)}
    try:
        beats.last_seen(["s0"])  # the file made and opened
        statements.clear()
        beats.seen_all(due)
        assert [sql for sql in statements if sql.startswith(("BEGIN", "COMMIT"))] == [
            "BEGIN IMMEDIATE",
            "COMMIT",
        ]
        assert beats.last_seen(due) == due
    finally:
        beats.close()
