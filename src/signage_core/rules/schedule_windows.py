"""When a schedule entry's windows start and end as instants, in a client's time zone.

A wall time is read with zoneinfo's fold=0: a local time that happens twice (the hour the
clocks go back) is its FIRST occurrence; a local time that does not happen (the hour the clocks
go forward) is the first instant after the gap. Both answers grow with the wall time, so a
window never ends before it starts; a window whose start and end both fall in the same gap is
empty that day (docs/decisions.md, "Schedules across daylight saving time").
"""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from signage_core.entities.schedules import ScheduleEntry

ONE_DAY = timedelta(days=1)


def local_instant(day: date, at: time, zone: ZoneInfo) -> datetime:
    """The UTC instant the wall time `at` of `day` happens in `zone` (rules above)."""
    wall = datetime.combine(day, at, tzinfo=zone)
    instant = wall.astimezone(UTC)
    if instant.astimezone(zone).replace(tzinfo=None) == wall.replace(tzinfo=None):
        return instant
    return _end_of_gap(wall.replace(fold=1).astimezone(UTC), instant, zone)


def _end_of_gap(before: datetime, after: datetime, zone: ZoneInfo) -> datetime:
    """The first instant whose UTC offset is no longer `before`'s: the clocks' jump, found to
    the second between an instant before it and one after it."""
    offset = before.astimezone(zone).utcoffset()
    low, high = 0, int((after - before).total_seconds())
    while high - low > 1:
        middle = (low + high) // 2
        if (before + timedelta(seconds=middle)).astimezone(zone).utcoffset() == offset:
            low = middle
        else:
            high = middle
    return before + timedelta(seconds=high)


def starts_on(entry: ScheduleEntry, day: date) -> bool:
    """True when one of the entry's windows starts on the local date `day`."""
    return (
        day.weekday() in entry.days
        and (entry.starts_on is None or entry.starts_on <= day)
        and (entry.ends_on is None or day <= entry.ends_on)
    )


def window(entry: ScheduleEntry, day: date, zone: ZoneInfo) -> tuple[datetime, datetime]:
    """The [start, end) instants of the window starting on `day` (whether or not it does)."""
    end_day = day + ONE_DAY if entry.crosses_midnight else day
    return local_instant(day, entry.start, zone), local_instant(end_day, entry.end, zone)


def is_active(entry: ScheduleEntry, zone: ZoneInfo, instant: datetime) -> bool:
    """True when `instant` is in a window of the entry: one that started on its local date or
    on the day before (a window lasts at most one day of wall time)."""
    today = instant.astimezone(zone).date()
    for day in (today - ONE_DAY, today):
        if starts_on(entry, day):
            begins, ends = window(entry, day, zone)
            if begins <= instant < ends:
                return True
    return False


def windows_between(
    entry: ScheduleEntry, zone: ZoneInfo, start: datetime, end: datetime
) -> list[tuple[datetime, datetime]]:
    """The entry's windows that meet [start, end), as instants."""
    first = start.astimezone(zone).date() - ONE_DAY
    last = end.astimezone(zone).date()
    days = (first + ONE_DAY * n for n in range((last - first).days + 1))
    spans = (window(entry, day, zone) for day in days if starts_on(entry, day))
    return [(begins, ends) for begins, ends in spans if begins < end and start < ends]
