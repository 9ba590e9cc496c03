"""Which schedule entry a screen plays at an instant, if any (None: its own playlist).

The highest priority wins. Between entries of equal priority, the one aimed most narrowly
wins: a screen's own beats its group's, which beats one for all screens; then the newest
(`created_at`; an entry without one counts as the oldest), then the greater id, so the answer
never depends on the order the entries come in (docs/decisions.md, "Schedule ties").
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from datetime import datetime
from zoneinfo import ZoneInfo

from signage_core.entities.schedules import ScheduleEntry, TargetKind
from signage_core.rules.schedule_windows import is_active

NARROWNESS = {TargetKind.ALL: 0, TargetKind.GROUP: 1, TargetKind.SCREEN: 2}


def aims_at(entry: ScheduleEntry, screen_id: str, group_ids: Collection[str]) -> bool:
    """True when the entry targets the screen, one of its groups, or all screens."""
    if entry.target_kind == TargetKind.SCREEN:
        return entry.target_id == screen_id
    if entry.target_kind == TargetKind.GROUP:
        return entry.target_id in group_ids
    return entry.target_kind == TargetKind.ALL


def rank(entry: ScheduleEntry) -> tuple[int, int, bool, float, str]:
    """What orders competing entries: the greatest wins (rules above)."""
    made = entry.created_at
    return (
        entry.priority,
        NARROWNESS[entry.target_kind],
        made is not None,
        made.timestamp() if made is not None else 0.0,
        entry.id,
    )


def for_screen(
    entries: Iterable[ScheduleEntry], screen_id: str, group_ids: Collection[str]
) -> list[ScheduleEntry]:
    """The entries that concern the screen."""
    return [entry for entry in entries if aims_at(entry, screen_id, group_ids)]


def winner(
    entries: Iterable[ScheduleEntry], zone: ZoneInfo, instant: datetime
) -> ScheduleEntry | None:
    """The best-ranked of `entries` active at `instant`, or None."""
    active = (entry for entry in entries if is_active(entry, zone, instant))
    return max(active, key=rank, default=None)


def playing_at(
    entries: Iterable[ScheduleEntry],
    screen_id: str,
    group_ids: Collection[str],
    tz: str,
    instant: datetime,
) -> ScheduleEntry | None:
    """The entry the screen plays at `instant` (aware) in the IANA zone `tz`; None when no
    entry is active, so the screen plays its own playlist."""
    return winner(for_screen(entries, screen_id, group_ids), ZoneInfo(tz), instant)
