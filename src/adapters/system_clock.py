"""The real time, for production composition roots."""

from __future__ import annotations

from datetime import UTC, datetime


class SystemClock:
    """Implements `Clock`: timezone-aware UTC now."""

    def now(self) -> datetime:
        return datetime.now(UTC)
