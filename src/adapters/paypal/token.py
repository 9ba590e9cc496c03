"""PayPal OAuth 2.0 access tokens (client credentials), cached until shortly before expiry."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from signage_core.ports.clock import Clock

REFRESH_MARGIN_SECONDS = 300
"""A token is replaced this long before PayPal says it expires (half its life if shorter)."""


@dataclass(frozen=True, slots=True)
class IssuedToken:
    """What the token endpoint answered: the token and its lifetime in seconds."""

    value: str
    expires_in: int


@dataclass(frozen=True, slots=True)
class _CachedToken:
    value: str
    refresh_at: datetime


class TokenCache:
    """Hands out the cached token, fetching a new one (once, under a lock) when it is due."""

    def __init__(self, clock: Clock) -> None:
        self._clock = clock
        self._cached: _CachedToken | None = None
        self._lock = threading.Lock()

    def get(self, issue: Callable[[], IssuedToken]) -> str:
        with self._lock:
            cached = self._cached
            if cached is None or self._clock.now() >= cached.refresh_at:
                cached = self._cache(issue())
            return cached.value

    def discard(self, rejected: str) -> None:
        """Forget `rejected` (the API answered 401), unless another thread replaced it."""
        with self._lock:
            if self._cached is not None and self._cached.value == rejected:
                self._cached = None

    def _cache(self, issued: IssuedToken) -> _CachedToken:
        margin = min(REFRESH_MARGIN_SECONDS, issued.expires_in // 2)
        refresh_at = self._clock.now() + timedelta(seconds=issued.expires_in - margin)
        self._cached = _CachedToken(issued.value, refresh_at)
        return self._cached
