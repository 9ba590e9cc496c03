"""The password-reset token policy: random, single-use, valid one hour, and stored only as
SHA-256 digests. Only the newest token of an account works: issuing one spends the
account's older tokens, and redeeming one (or deleting the account) spends them all."""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Protocol

from signage_core.ports.clock import Clock
from signage_core.ports.identity_provider import InvalidResetToken

RESET_TOKEN_LIFETIME = timedelta(hours=1)
REFUSED = "invalid or expired reset token"


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class TokenBacking(Protocol):
    """Where an identity adapter keeps the digests."""

    def add(self, digest: str, uid: str, expires_at: datetime, now: datetime) -> None:
        """Keep a new digest (and drop those expired at `now`)."""
        ...

    def holder(self, digest: str, now: datetime) -> str | None:
        """The uid of an unspent digest that expires after `now`, else None."""
        ...

    def spend_all(self, uid: str) -> None: ...


@dataclass
class ResetTokenPolicy:
    backing: TokenBacking
    clock: Clock
    lifetime: timedelta = RESET_TOKEN_LIFETIME

    def issue(self, uid: str) -> str:
        """A new token for `uid`; the account's older tokens are spent (an identity whose
        backing has transactions runs this in one)."""
        return self.keep(uid, secrets.token_urlsafe(32))

    def keep(self, uid: str, token: str) -> str:
        """Make `token` (one made elsewhere: Firebase's reset code) the account's only
        token, valid for `lifetime` from now."""
        now = self.clock.now()
        self.backing.spend_all(uid)
        self.backing.add(token_digest(token), uid, now + self.lifetime, now)
        return token

    def holder(self, token: str) -> str:
        """The token's uid; InvalidResetToken when it is unknown, spent or expired."""
        uid = self.backing.holder(token_digest(token), self.clock.now())
        if uid is None:
            raise InvalidResetToken(REFUSED)
        return uid

    def spend_all(self, uid: str) -> None:
        self.backing.spend_all(uid)
