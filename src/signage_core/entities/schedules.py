"""Schedule entries (issue 26): a playlist a screen, a group or all of a client's screens play
on some days of the week in a time window, within an optional date range, at a priority."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time
from enum import StrEnum

PRIORITIES = range(10)
"""An entry's priority is one of 0..9; the greater wins."""


class TargetKind(StrEnum):
    """What an entry targets; on a tie of priority a screen's entry beats a group's, and a
    group's beats one for all screens (see `rules.schedule_resolution`)."""

    SCREEN = "screen"
    GROUP = "group"
    ALL = "all"


class Switch(StrEnum):
    """When a player changes to the entry's playlist: at the end of the current item, or at
    once."""

    ITEM_END = "itemEnd"
    NOW = "now"


@dataclass(frozen=True, slots=True)
class ScheduleEntry:
    """`days` are the weekdays (0 = Monday .. 6 = Sunday) a window STARTS on; the window runs
    from `start` to `end` local time, crossing midnight when `end <= start` (the whole 24 h when
    they are equal). `starts_on`/`ends_on` bound, inclusive, the local date a window starts on.
    `priority` 0..9, higher wins. `target_id` is '' for `TargetKind.ALL`."""

    id: str
    client_id: str
    target_kind: TargetKind
    target_id: str
    playlist_id: str
    days: frozenset[int]
    start: time
    end: time
    starts_on: date | None = None
    ends_on: date | None = None
    priority: int = 0
    switch: Switch = Switch.ITEM_END
    created_at: datetime | None = None

    @property
    def target(self) -> tuple[TargetKind, str]:
        """The (kind, id) pair two entries must share to compete for the same screens."""
        return (self.target_kind, self.target_id)

    @property
    def crosses_midnight(self) -> bool:
        """True when the window ends on the day after the one it starts on."""
        return self.end <= self.start
