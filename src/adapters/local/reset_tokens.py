"""Password-reset tokens: random, stored only as SHA-256 hashes, single-use, expiring."""

from __future__ import annotations

import hashlib
import secrets
from datetime import timedelta

from signage_core.ports.clock import Clock
from signage_core.ports.identity_provider import InvalidResetToken

from .codec import time_key
from .database import Database

REFUSED = "invalid or expired reset token"


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class ResetTokens:
    """The `reset_tokens` table. Redeeming a token spends every other token of the account."""

    def __init__(self, db: Database, clock: Clock, lifetime: timedelta) -> None:
        self._db = db
        self._clock = clock
        self._lifetime = lifetime

    def issue(self, uid: str) -> str:
        token = secrets.token_urlsafe(32)
        now = self._clock.now()
        with self._db.transaction() as conn:
            conn.execute("DELETE FROM reset_tokens WHERE expires_at <= ?", (time_key(now),))
            conn.execute(
                "INSERT INTO reset_tokens (token_hash, uid, expires_at) VALUES (?, ?, ?)",
                (token_digest(token), uid, time_key(now + self._lifetime)),
            )
        return token

    def check(self, token: str) -> str:
        """The token's uid; InvalidResetToken when unknown, used or expired."""
        row = (
            self._db.connection()
            .execute(
                "SELECT uid FROM reset_tokens WHERE token_hash = ? AND expires_at > ?",
                (token_digest(token), time_key(self._clock.now())),
            )
            .fetchone()
        )
        if row is None:
            raise InvalidResetToken(REFUSED)
        return str(row[0])

    def redeem(self, token: str, password_hash: str) -> str:
        """Spend the token and set the account's password hash, in one transaction."""
        with self._db.transaction() as conn:
            uid = self.check(token)
            conn.execute("DELETE FROM reset_tokens WHERE uid = ?", (uid,))
            sql = "UPDATE accounts SET password_hash = ? WHERE uid = ?"
            if conn.execute(sql, (password_hash, uid)).rowcount == 0:
                raise InvalidResetToken(REFUSED)
        return uid
