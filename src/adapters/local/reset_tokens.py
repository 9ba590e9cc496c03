"""The reset-token digests in the `reset_tokens` table (the policy: accounts.reset_tokens)."""

from __future__ import annotations

from datetime import datetime

from .codec import time_key
from .database import Database


class SqliteTokenBacking:
    """Implements `TokenBacking`; writes join a transaction open on the thread."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def add(self, digest: str, uid: str, expires_at: datetime, now: datetime) -> None:
        with self._db.transaction() as conn:
            conn.execute("DELETE FROM reset_tokens WHERE expires_at <= ?", (time_key(now),))
            conn.execute(
                "INSERT INTO reset_tokens (token_hash, uid, expires_at) VALUES (?, ?, ?)",
                (digest, uid, time_key(expires_at)),
            )

    def holder(self, digest: str, now: datetime) -> str | None:
        sql = "SELECT uid FROM reset_tokens WHERE token_hash = ? AND expires_at > ?"
        row = self._db.connection().execute(sql, (digest, time_key(now))).fetchone()
        return str(row[0]) if row else None

    def spend_all(self, uid: str) -> None:
        with self._db.transaction() as conn:
            conn.execute("DELETE FROM reset_tokens WHERE uid = ?", (uid,))
