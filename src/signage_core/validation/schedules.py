"""A schedule entry's rules (ours, issue 26): what it plays, for whom, when, at which priority;
the client's or screen's time zone; and no overlap with an entry of the same target and
priority, refused with a text that names both by their playlists and times."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import time
from functools import cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from signage_core.entities.schedules import PRIORITIES, ScheduleEntry, Switch, TargetKind
from signage_core.rules.schedule_overlaps import overlapping
from signage_core.validation import messages as m
from signage_core.validation.fields import FieldErrors

DAY_NAMES = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")


def validate_schedule_entry(entry: ScheduleEntry) -> FieldErrors:
    """Each broken rule of the entry by its field (camelCase, as the API names them)."""
    checks = {
        "playlistId": m.SCHEDULE_PLAYLIST_REQUIRED if not entry.playlist_id.strip() else None,
        "target": None if _target_ok(entry) else m.SCHEDULE_TARGET_INVALID,
        "days": _days_error(entry.days),
        "start": None if _whole_minutes(entry.start) else m.SCHEDULE_WHOLE_MINUTES,
        "end": None if _whole_minutes(entry.end) else m.SCHEDULE_WHOLE_MINUTES,
        "endsOn": None if _dates_ok(entry) else m.SCHEDULE_DATE_RANGE_INVALID,
        "priority": None if _priority_ok(entry.priority) else m.SCHEDULE_PRIORITY_INVALID,
        "switch": None if entry.switch in set(Switch) else m.SCHEDULE_SWITCH_INVALID,
    }
    return {field: error for field, error in checks.items() if error}


def _target_ok(entry: ScheduleEntry) -> bool:
    if entry.target_kind not in set(TargetKind):
        return False
    return (entry.target_kind == TargetKind.ALL) == (not entry.target_id.strip())


def _days_error(days: frozenset[int]) -> str | None:
    if not days:
        return m.SCHEDULE_DAYS_REQUIRED
    valid = all(isinstance(day, int) and 0 <= day <= 6 for day in days)
    return None if valid else m.SCHEDULE_DAY_INVALID


def _whole_minutes(at: time) -> bool:
    return at.second == 0 and at.microsecond == 0 and at.tzinfo is None


def _dates_ok(entry: ScheduleEntry) -> bool:
    return entry.starts_on is None or entry.ends_on is None or entry.starts_on <= entry.ends_on


def _priority_ok(priority: int) -> bool:
    return isinstance(priority, int) and not isinstance(priority, bool) and priority in PRIORITIES


@cache
def _zone_names() -> frozenset[str]:
    return frozenset(available_timezones())


def validate_time_zone(name: str, field: str = "timeZone") -> FieldErrors:
    """An IANA zone name zoneinfo knows (such as Europe/Madrid), or the field's message."""
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return {field: m.TIME_ZONE_UNKNOWN}
    return {} if name in _zone_names() else {field: m.TIME_ZONE_UNKNOWN}


def describe(entry: ScheduleEntry, playlist_name: str) -> str:
    """'Lunch (Mon-Fri 11:00-15:00)', with the date range when it has one."""
    when = f"{day_list(entry.days)} {entry.start:%H:%M}-{entry.end:%H:%M}"
    if entry.starts_on or entry.ends_on:
        when += f", {entry.starts_on or '…'} to {entry.ends_on or '…'}"
    return f"{playlist_name} ({when})"


def day_list(days: Iterable[int]) -> str:
    """Weekdays as runs: {0..4} 'Mon-Fri', {0, 2, 4} 'Mon, Wed, Fri', {5, 6} 'Sat, Sun'."""
    runs: list[list[int]] = []
    for day in sorted(set(days)):
        if runs and runs[-1][-1] == day - 1:
            runs[-1].append(day)
        else:
            runs.append([day])
    return ", ".join(_run(run) for run in runs)


def _run(run: list[int]) -> str:
    if len(run) < 3:
        return ", ".join(DAY_NAMES[day] for day in run)
    return f"{DAY_NAMES[run[0]]}-{DAY_NAMES[run[-1]]}"


def check_overlap(
    entry: ScheduleEntry, others: Iterable[ScheduleEntry], playlist_names: Mapping[str, str]
) -> FieldErrors:
    """{'schedule': message} when `entry` overlaps another of its target and priority."""
    other = overlapping(entry, others)
    if other is None:
        return {}
    text = m.SCHEDULE_OVERLAP.format(
        entry=_named(entry, playlist_names), other=_named(other, playlist_names)
    )
    return {"schedule": text}


def _named(entry: ScheduleEntry, playlist_names: Mapping[str, str]) -> str:
    return describe(entry, playlist_names.get(entry.playlist_id, entry.playlist_id))
