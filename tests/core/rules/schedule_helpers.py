"""Building schedule entries for the tests of the schedule rules."""

from __future__ import annotations

from datetime import UTC, date, datetime, time
from itertools import count

from signage_core.entities.schedules import ScheduleEntry, Switch, TargetKind

WEEKDAYS = frozenset(range(5))
EVERY_DAY = frozenset(range(7))
_ids = count(1)


def entry(
    playlist: str,
    start: str,
    end: str,
    days: frozenset[int] = EVERY_DAY,
    *,
    target: tuple[str, str] = ("screen", "tv1"),
    priority: int = 0,
    starts_on: date | None = None,
    ends_on: date | None = None,
    made: int = 0,
    switch: Switch = Switch.ITEM_END,
) -> ScheduleEntry:
    """An entry of client c1 playing `playlist` from `start` to `end` ('HH:MM')."""
    return ScheduleEntry(
        id=f"e{next(_ids)}-{playlist}",
        client_id="c1",
        target_kind=TargetKind(target[0]),
        target_id=target[1],
        playlist_id=playlist,
        days=days,
        start=time.fromisoformat(start),
        end=time.fromisoformat(end),
        starts_on=starts_on,
        ends_on=ends_on,
        priority=priority,
        switch=switch,
        created_at=datetime(2026, 1, 1, tzinfo=UTC).replace(minute=made),
    )
