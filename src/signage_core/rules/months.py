"""Calendar helpers for the dashboard's "new this month" counts."""

from __future__ import annotations

from datetime import datetime


def start_of_month(now: datetime) -> datetime:
    """Midnight of the first day of `now`'s month, in `now`'s timezone."""
    return now.replace(day=1, hour=0, minute=0, second=0, microsecond=0)
