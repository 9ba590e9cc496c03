"""Whether two schedule entries compete: same target, same priority, and a window of one meets
a window of the other in some week, judged by the wall clock (minutes of local time) so the
answer does not depend on a time zone. Two windows can meet only when they start on the same
day or on neighbouring days, since a window lasts at most 24 hours.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, time, timedelta

from signage_core.entities.schedules import ScheduleEntry

DAY_MINUTES = 24 * 60


def minutes(at: time) -> int:
    return at.hour * 60 + at.minute


def span(entry: ScheduleEntry, shift_days: int = 0) -> tuple[int, int]:
    """The window's [start, end) in minutes from the midnight of the day it starts on, moved
    by `shift_days` days."""
    begins = minutes(entry.start) + shift_days * DAY_MINUTES
    length = (minutes(entry.end) - minutes(entry.start)) % DAY_MINUTES or DAY_MINUTES
    return begins, begins + length


def _dates_allow(first: ScheduleEntry, second: ScheduleEntry, weekday: int, shift: int) -> bool:
    """True when some date on `weekday` starts a window of `first` and the date `shift` days
    later starts one of `second`, within both date ranges."""
    lows = [d for d in (first.starts_on, _moved(second.starts_on, -shift)) if d is not None]
    highs = [d for d in (first.ends_on, _moved(second.ends_on, -shift)) if d is not None]
    low, high = max(lows, default=None), min(highs, default=None)
    if low is None or high is None:
        return True  # a range open on one side holds every weekday
    first_match = low + timedelta(days=(weekday - low.weekday()) % 7)
    return first_match <= high


def _moved(day: date | None, days: int) -> date | None:
    return None if day is None else day + timedelta(days=days)


def _meet(first: ScheduleEntry, second: ScheduleEntry, weekday: int, shift: int) -> bool:
    if (weekday + shift) % 7 not in second.days:
        return False
    (a, b), (c, d) = span(first), span(second, shift)
    return a < d and c < b and _dates_allow(first, second, weekday, shift)


def windows_meet(first: ScheduleEntry, second: ScheduleEntry) -> bool:
    """True when a window of `first` and one of `second` share a minute in some week."""
    return any(
        _meet(first, second, weekday, shift) for weekday in first.days for shift in (-1, 0, 1)
    )


def overlapping(entry: ScheduleEntry, others: Iterable[ScheduleEntry]) -> ScheduleEntry | None:
    """The first of `others` (not `entry` itself) with the same target and priority whose
    windows meet `entry`'s, or None."""
    for other in others:
        rivals = other.id != entry.id and other.target == entry.target
        if rivals and other.priority == entry.priority and windows_meet(entry, other):
            return other
    return None
