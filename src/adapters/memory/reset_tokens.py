"""The reset-token digests of the in-memory identity (the policy: accounts.reset_tokens)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime


@dataclass
class MemoryTokenBacking:
    """Implements `TokenBacking`; the identity's lock guards every call."""

    issued: dict[str, tuple[str, datetime]] = field(default_factory=dict)

    def add(self, digest: str, uid: str, expires_at: datetime, now: datetime) -> None:
        self.issued = {key: held for key, held in self.issued.items() if now < held[1]}
        self.issued[digest] = (uid, expires_at)

    def holder(self, digest: str, now: datetime) -> str | None:
        found = self.issued.get(digest)
        return found[0] if found is not None and now < found[1] else None

    def spend_all(self, uid: str) -> None:
        self.issued = {key: held for key, held in self.issued.items() if held[0] != uid}
