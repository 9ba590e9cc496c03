"""In-memory accounts: scrypt password hashes, hashed single-use reset tokens."""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import threading
from dataclasses import dataclass, replace
from datetime import timedelta

from signage_core.ports.clock import Clock
from signage_core.ports.identity_provider import (
    AccountDisabled,
    EmailInUse,
    InvalidCredentials,
    InvalidEmail,
    InvalidResetToken,
    WeakPassword,
)

from .clock import SystemClock
from .reset_tokens import ResetTokens

_EMAIL = re.compile(r"^[^\s@]+@[^\s@]+\.[^\s@]+$")
DEFAULT_SCRYPT_N = 2**14
_DUMMY_SALT = bytes(16)


@dataclass(frozen=True, slots=True)
class _Account:
    uid: str
    email: str
    salt: bytes
    password_hash: bytes
    disabled: bool = False


class MemoryIdentity:
    """Implements `IdentityProvider`; emails match case-insensitively. `scrypt_n` is the
    scrypt cost (a power of two); tests may lower it for speed."""

    def __init__(
        self,
        min_password_length: int = 6,
        *,
        clock: Clock | None = None,
        reset_token_ttl: timedelta = timedelta(hours=1),
        scrypt_n: int = DEFAULT_SCRYPT_N,
    ) -> None:
        self._min_length = min_password_length
        self._clock: Clock = clock or SystemClock()
        self._scrypt_n = scrypt_n
        self._accounts: dict[str, _Account] = {}
        self._tokens = ResetTokens(reset_token_ttl)
        self._lock = threading.Lock()

    def create_account(self, email: str, password: str) -> str:
        email = email.strip()
        if not _EMAIL.match(email):
            raise InvalidEmail(email)
        self._check_strength(password)
        with self._lock:
            if self._by_email(email) is not None:
                raise EmailInUse(email)
            uid = secrets.token_urlsafe(21)[:28]
            salt = secrets.token_bytes(16)
            self._accounts[uid] = _Account(uid, email, salt, self._hash(password, salt))
        return uid

    def verify_password(self, email: str, password: str) -> str:
        with self._lock:
            account = self._by_email(email)
        if account is None:
            self._hash(password, _DUMMY_SALT)  # same cost as a real check: no timing oracle
            raise InvalidCredentials(email)
        if not self._matches(account, password):
            raise InvalidCredentials(email)
        if account.disabled:
            raise AccountDisabled(account.uid)
        return account.uid

    def find_uid(self, email: str) -> str | None:
        with self._lock:
            account = self._by_email(email)
        return account.uid if account else None

    def create_reset_token(self, email: str) -> str | None:
        uid = self.find_uid(email)
        if uid is None:
            return None
        with self._lock:
            return self._tokens.issue(uid, self._clock.now())

    def reset_password(self, token: str, new_password: str) -> str:
        """A weak new password is refused without spending the token."""
        with self._lock:
            uid = self._tokens.holder(token, self._clock.now())
            if uid is None or uid not in self._accounts:
                raise InvalidResetToken("invalid or expired reset token")
            self._check_strength(new_password)
            self._set_password(uid, new_password)
            self._tokens.spend_all(uid)
        return uid

    def change_password(self, uid: str, new_password: str) -> None:
        self._check_strength(new_password)
        with self._lock:
            if uid not in self._accounts:
                raise InvalidCredentials(uid)
            self._set_password(uid, new_password)

    def set_disabled(self, uid: str, disabled: bool) -> None:
        """Disable or enable the account; an unknown uid is ignored."""
        with self._lock:
            account = self._accounts.get(uid)
            if account is not None:
                self._accounts[uid] = replace(account, disabled=disabled)

    def delete_account(self, uid: str) -> None:
        with self._lock:
            self._accounts.pop(uid, None)
            self._tokens.spend_all(uid)

    def is_disabled(self, uid: str) -> bool:
        with self._lock:
            account = self._accounts.get(uid)
        return bool(account and account.disabled)

    def _by_email(self, email: str) -> _Account | None:
        wanted = email.strip().casefold()
        return next((a for a in self._accounts.values() if a.email.casefold() == wanted), None)

    def _check_strength(self, password: str) -> None:
        if len(password) < self._min_length:
            raise WeakPassword(f"at least {self._min_length} characters")

    def _set_password(self, uid: str, password: str) -> None:
        salt = secrets.token_bytes(16)
        account = self._accounts[uid]
        self._accounts[uid] = replace(account, salt=salt, password_hash=self._hash(password, salt))

    def _hash(self, password: str, salt: bytes) -> bytes:
        return hashlib.scrypt(
            password.encode("utf-8"), salt=salt, n=self._scrypt_n, r=8, p=1, dklen=32
        )

    def _matches(self, account: _Account, password: str) -> bool:
        return hmac.compare_digest(account.password_hash, self._hash(password, account.salt))
