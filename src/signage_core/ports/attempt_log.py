"""Recent attempts per key, kept by the backend (the throttles of `usecases.shared.throttle`)."""

from __future__ import annotations

from datetime import datetime
from typing import Protocol


class AttemptLog(Protocol):
    """The moments of recent attempts of one kind per key (a sign-in's account or client
    address, an account's reset mails). Kept in the backend, so every server instance on it
    counts the same attempts."""

    def times(self, key: str) -> list[datetime]:
        """The key's kept attempts, oldest first; [] for a key never seen."""
        ...

    def add(self, key: str, at: datetime, *, forget_until: datetime) -> None:
        """Keep an attempt at `at`, and forget the key's attempts at or before
        `forget_until`. Concurrent adds of one key all count."""
        ...

    def clear(self, key: str) -> None:
        """Forget every attempt of the key."""
        ...
