"""Accounts in the SQLite file: argon2id hashes, hashed single-use expiring reset tokens."""

from __future__ import annotations

import secrets
from pathlib import Path

from argon2 import PasswordHasher

from signage_core.ids import new_id
from signage_core.ports.clock import Clock
from signage_core.ports.identity_provider import (
    AccountRecord,
    EmailInUse,
    InvalidCredentials,
    InvalidResetToken,
)

from ..accounts.reset_tokens import REFUSED, ResetTokenPolicy
from ..accounts.rules import (
    DEFAULT_MIN_PASSWORD_LENGTH,
    check_strength,
    checked_email,
    email_key,
)
from .codec import time_key
from .database import Database
from .passwords import BoundedPasswords, portal_hasher
from .reset_tokens import SqliteTokenBacking

_RESTORE = (
    "INSERT INTO accounts (uid, email, password_hash, disabled, created_at) VALUES (?, ?, ?, ?, ?) "
    "ON CONFLICT (uid) DO UPDATE SET email = excluded.email, "
    "password_hash = excluded.password_hash, disabled = excluded.disabled"
)


class LocalIdentity:
    """Implements `IdentityProvider`. `hasher` defaults to the portal's argon2id parameters
    (`local.passwords`)."""

    def __init__(
        self,
        database: Path | Database,
        clock: Clock,
        min_password_length: int = DEFAULT_MIN_PASSWORD_LENGTH,
        *,
        hasher: PasswordHasher | None = None,
    ) -> None:
        self._db = database if isinstance(database, Database) else Database(database)
        self._clock = clock
        self._min_length = min_password_length
        self._passwords = BoundedPasswords(hasher or portal_hasher())
        self._tokens = ResetTokenPolicy(SqliteTokenBacking(self._db), clock)
        self._decoy: str | None = None

    def create_account(self, email: str, password: str) -> str:
        checked_email(email)
        check_strength(password, self._min_length)
        uid, hashed = new_id(), self._passwords.hash(password)
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
        if not self._matches(hashed, password) or disabled:
            raise InvalidCredentials(email)  # disabled: refused as a wrong password
        if self._passwords.needs_rehash(hashed):
            self._store_password(uid, password)
        return uid

    def find_uid(self, email: str) -> str | None:
        found = self._account(email)
        return found[0] if found else None

    def create_reset_token(self, email: str) -> str | None:
        uid = self.find_uid(email)
        if uid is None:
            return None
        with self._db.transaction():
            return self._tokens.issue(uid)

    def reset_password(self, token: str, new_password: str) -> str:
        """A weak new password is refused without spending the token."""
        self._tokens.holder(token)
        check_strength(new_password, self._min_length)
        hashed = self._passwords.hash(new_password)
        with self._db.transaction() as conn:
            uid = self._tokens.holder(token)
            sql = "UPDATE accounts SET password_hash = ? WHERE uid = ?"
            if conn.execute(sql, (hashed, uid)).rowcount == 0:
                raise InvalidResetToken(REFUSED)
            self._tokens.spend_all(uid)
        return uid

    def change_password(self, uid: str, new_password: str) -> None:
        check_strength(new_password, self._min_length)
        if not self._store_password(uid, new_password):
            raise InvalidCredentials(uid)

    def set_disabled(self, uid: str, disabled: bool) -> None:
        """Disable or enable the account; an unknown uid is ignored."""
        with self._db.transaction() as conn:
            conn.execute("UPDATE accounts SET disabled = ? WHERE uid = ?", (int(disabled), uid))

    def delete_account(self, uid: str) -> None:
        with self._db.transaction() as conn:
            self._tokens.spend_all(uid)
            conn.execute("DELETE FROM accounts WHERE uid = ?", (uid,))

    def accounts(self) -> list[AccountRecord]:
        sql = "SELECT uid, email, disabled, password_hash FROM accounts ORDER BY uid"
        rows = self._db.connection().execute(sql).fetchall()
        return [AccountRecord(str(u), str(e), bool(d), str(h)) for u, e, d, h in rows]

    def restore_account(self, record: AccountRecord) -> None:
        """An argon2 hash keeps the password; any other leaves the account without one until
        it is reset."""
        hashed = record.password_hash if record.password_hash.startswith("$argon2") else "!"
        with self._db.transaction() as conn:
            found = self._account(record.email)
            if found is not None and found[0] != record.uid:
                raise EmailInUse(record.email)
            conn.execute(
                _RESTORE,
                (
                    record.uid,
                    email_key(record.email),
                    hashed,
                    int(record.disabled),
                    time_key(self._clock.now()),
                ),
            )

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
        hashed = self._passwords.hash(password)
        with self._db.transaction() as conn:
            sql = "UPDATE accounts SET password_hash = ? WHERE uid = ?"
            return conn.execute(sql, (hashed, uid)).rowcount > 0

    def _matches(self, hashed: str, password: str) -> bool:
        return self._passwords.verify(hashed, password)

    def _decoy_hash(self) -> str:
        if self._decoy is None:
            self._decoy = self._passwords.hash(secrets.token_urlsafe(16))
        return self._decoy
