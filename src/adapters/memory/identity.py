"""In-memory accounts: scrypt password hashes, hashed single-use reset tokens."""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
from dataclasses import dataclass, replace
from datetime import timedelta

from signage_core.ports.clock import Clock
from signage_core.ports.identity_provider import (
    AccountRecord,
    EmailInUse,
    InvalidCredentials,
    InvalidResetToken,
)

from ..accounts.reset_tokens import REFUSED, RESET_TOKEN_LIFETIME, ResetTokenPolicy
from ..accounts.rules import DEFAULT_MIN_PASSWORD_LENGTH, check_strength, checked_email, email_key
from ..system_clock import SystemClock
from .reset_tokens import MemoryTokenBacking

DEFAULT_SCRYPT_N = 2**14
SCRYPT_SCHEME = "scrypt"
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
        min_password_length: int = DEFAULT_MIN_PASSWORD_LENGTH,
        *,
        clock: Clock | None = None,
        reset_token_ttl: timedelta = RESET_TOKEN_LIFETIME,
        scrypt_n: int = DEFAULT_SCRYPT_N,
    ) -> None:
        self._min_length = min_password_length
        self._clock: Clock = clock or SystemClock()
        self._scrypt_n = scrypt_n
        self._accounts: dict[str, _Account] = {}
        self._tokens = ResetTokenPolicy(MemoryTokenBacking(), self._clock, reset_token_ttl)
        self._lock = threading.Lock()

    def create_account(self, email: str, password: str) -> str:
        email = checked_email(email)
        check_strength(password, self._min_length)
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
        if not self._matches(account, password) or account.disabled:
            raise InvalidCredentials(email)  # disabled: refused as a wrong password
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
            return self._tokens.issue(uid)

    def reset_password(self, token: str, new_password: str) -> str:
        """A weak new password is refused without spending the token."""
        with self._lock:
            uid = self._tokens.holder(token)
            if uid not in self._accounts:
                raise InvalidResetToken(REFUSED)
            check_strength(new_password, self._min_length)
            self._set_password(uid, new_password)
            self._tokens.spend_all(uid)
        return uid

    def change_password(self, uid: str, new_password: str) -> None:
        check_strength(new_password, self._min_length)
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

    def accounts(self) -> list[AccountRecord]:
        with self._lock:
            return [self._record(account) for _, account in sorted(self._accounts.items())]

    def restore_account(self, record: AccountRecord) -> None:
        """A hash this identity made (same scrypt cost) keeps the password; any other hash
        leaves the account without one until it is reset."""
        salt, hashed = self._parse_hash(record.password_hash)
        with self._lock:
            other = self._by_email(record.email)
            if other is not None and other.uid != record.uid:
                raise EmailInUse(record.email)
            account = _Account(record.uid, record.email, salt, hashed, record.disabled)
            self._accounts[record.uid] = account

    def _record(self, account: _Account) -> AccountRecord:
        hashed = (
            f"{SCRYPT_SCHEME}${self._scrypt_n}${account.salt.hex()}${account.password_hash.hex()}"
        )
        return AccountRecord(account.uid, account.email, account.disabled, hashed)

    def _parse_hash(self, text: str) -> tuple[bytes, bytes]:
        scheme, _, rest = text.partition("$")
        cost, _, rest = rest.partition("$")
        salt, _, hashed = rest.partition("$")
        if scheme != SCRYPT_SCHEME or cost != str(self._scrypt_n):
            return b"", b""
        try:
            return bytes.fromhex(salt), bytes.fromhex(hashed)
        except ValueError:
            return b"", b""

    def is_disabled(self, uid: str) -> bool:
        with self._lock:
            account = self._accounts.get(uid)
        return bool(account and account.disabled)

    def _by_email(self, email: str) -> _Account | None:
        wanted = email_key(email)
        return next((a for a in self._accounts.values() if email_key(a.email) == wanted), None)

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
