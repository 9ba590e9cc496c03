"""Password-reset tokens: single use, expiring, and kept only as SHA-256 digests."""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta


@dataclass(frozen=True, slots=True)
class _Issued:
    uid: str
    expires_at: datetime


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class ResetTokens:
    """The tokens of one identity store; the store's lock guards every call."""

    def __init__(self, ttl: timedelta) -> None:
        self._ttl = ttl
        self._issued: dict[str, _Issued] = {}

    def issue(self, uid: str, now: datetime) -> str:
        token = secrets.token_urlsafe(32)
        self._issued[_digest(token)] = _Issued(uid, now + self._ttl)
        return token

    def holder(self, token: str, now: datetime) -> str | None:
        """The uid the token was issued to, while it is unused and unexpired."""
        found = self._issued.get(_digest(token))
        return found.uid if found is not None and now < found.expires_at else None

    def spend_all(self, uid: str) -> None:
        """Spend every token of the account (after a reset, or when it is deleted)."""
        self._issued = {k: v for k, v in self._issued.items() if v.uid != uid}
