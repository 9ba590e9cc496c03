"""Accounts in the SQLite file: argon2id hashes, hashed single-use expiring reset tokens."""

from __future__ import annotations

import re
import secrets
from datetime import timedelta
from pathlib import Path

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from signage_core.ids import new_id
from signage_core.ports.clock import Clock
from signage_core.ports.identity_provider import (
    AccountDisabled,
    EmailInUse,
    InvalidCredentials,
    InvalidEmail,
    WeakPassword,
)

from .codec import time_key
from .database import Database
from .reset_tokens import ResetTokens

RESET_TOKEN_LIFETIME = timedelta(hours=1)
_EMAIL = re.compile(r"^[^\s@]+@[^\s@]+\.[^\s@]+$")


def email_key(email: str) -> str:
    """Emails match case-insensitively, ignoring surrounding spaces."""
    return email.strip().casefold()


class LocalIdentity:
    """Implements `IdentityProvider`. `hasher` defaults to argon2-cffi's argon2id settings."""

    def __init__(
        self,
        database: Path | Database,
        clock: Clock,
        min_password_length: int = 6,
        *,
        hasher: PasswordHasher | None = None,
    ) -> None:
        self._db = database if isinstance(database, Database) else Database(database)
        self._clock = clock
        self._min_length = min_password_length
        self._hasher = hasher or PasswordHasher()
        self._tokens = ResetTokens(self._db, clock, RESET_TOKEN_LIFETIME)
        self._decoy: str | None = None

    def create_account(self, email: str, password: str) -> str:
        if not _EMAIL.match(email.strip()):
            raise InvalidEmail(email)
        self._check_strength(password)
        uid, hashed = new_id(), self._hasher.hash(password)
        with self._db.transaction() as conn:
            if self._account(email) is not None:
                raise EmailInUse(email)
            conn.execute(
                "INSERT INTO accounts (uid, email, password_hash, disabled, created_at) "
                "VALUES (?, ?, ?, 0, ?)",
                (uid, email_key(email), hashed, time_key(self._clock.now())),
            )
        return uid

    def verify_password(self, email: str, password: str) -> str:
        found = self._account(email)
        if found is None:
            self._matches(self._decoy_hash(), password)  # same work for unknown emails
            raise InvalidCredentials(email)
        uid, hashed, disabled = found
        if not self._matches(hashed, password):
            raise InvalidCredentials(email)
        if disabled:
            raise AccountDisabled(uid)
        if self._hasher.check_needs_rehash(hashed):
            self._store_password(uid, password)
        return uid

    def find_uid(self, email: str) -> str | None:
        found = self._account(email)
        return found[0] if found else None

    def create_reset_token(self, email: str) -> str | None:
        uid = self.find_uid(email)
        return self._tokens.issue(uid) if uid is not None else None

    def reset_password(self, token: str, new_password: str) -> str:
        self._tokens.check(token)
        self._check_strength(new_password)
        hashed = self._hasher.hash(new_password)
        return self._tokens.redeem(token, hashed)

    def change_password(self, uid: str, new_password: str) -> None:
        self._check_strength(new_password)
        if not self._store_password(uid, new_password):
            raise InvalidCredentials(uid)

    def set_disabled(self, uid: str, disabled: bool) -> None:
        """Disable or enable the account; an unknown uid is ignored."""
        with self._db.transaction() as conn:
            conn.execute("UPDATE accounts SET disabled = ? WHERE uid = ?", (int(disabled), uid))

    def delete_account(self, uid: str) -> None:
        with self._db.transaction() as conn:
            conn.execute("DELETE FROM reset_tokens WHERE uid = ?", (uid,))
            conn.execute("DELETE FROM accounts WHERE uid = ?", (uid,))

    def _account(self, email: str) -> tuple[str, str, bool] | None:
        row = (
            self._db.connection()
            .execute(
                "SELECT uid, password_hash, disabled FROM accounts WHERE email = ?",
                (email_key(email),),
            )
            .fetchone()
        )
        return (str(row[0]), str(row[1]), bool(row[2])) if row else None

    def _store_password(self, uid: str, password: str) -> bool:
        hashed = self._hasher.hash(password)
        with self._db.transaction() as conn:
            sql = "UPDATE accounts SET password_hash = ? WHERE uid = ?"
            return conn.execute(sql, (hashed, uid)).rowcount > 0

    def _check_strength(self, password: str) -> None:
        if len(password) < self._min_length:
            raise WeakPassword(f"at least {self._min_length} characters")

    def _matches(self, hashed: str, password: str) -> bool:
        try:
            return self._hasher.verify(hashed, password)
        except (VerificationError, InvalidHashError):
            return False

    def _decoy_hash(self) -> str:
        if self._decoy is None:
            self._decoy = self._hasher.hash(secrets.token_urlsafe(16))
        return self._decoy
