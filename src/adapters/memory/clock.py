"""Clocks: the system's UTC time, and a manual clock that tests (and demos) move by hand."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta


class SystemClock:
    """Implements `Clock` with the real time, timezone-aware UTC."""

    def now(self) -> datetime:
        return datetime.now(UTC)


class ManualClock:
    """Implements `Clock`: time stands still until `advance` or `set` moves it."""

    def __init__(self, start: datetime) -> None:
        self._require_aware(start)
        self._now = start
        self._lock = threading.Lock()

    def now(self) -> datetime:
        with self._lock:
            return self._now

    def advance(self, delta: timedelta) -> datetime:
        with self._lock:
            self._now += delta
            return self._now

    def set(self, moment: datetime) -> None:
        self._require_aware(moment)
        with self._lock:
            self._now = moment

    @staticmethod
    def _require_aware(moment: datetime) -> None:
        if moment.tzinfo is None:
            raise ValueError("ManualClock needs a timezone-aware datetime")
