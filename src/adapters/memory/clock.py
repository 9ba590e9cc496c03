"""A manual clock that tests (and demos) move by hand; `SystemClock` is the adapters' one
real clock (`signage_adapters.system_clock`), re-exported here for the memory backend."""

from __future__ import annotations

import threading
from datetime import datetime, timedelta

from ..system_clock import SystemClock

__all__ = ["ManualClock", "SystemClock"]


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
