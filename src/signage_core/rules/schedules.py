"""A screen's weekly schedule (issue 26), in one place for callers: which entry plays at an
instant, the slices a player follows by its own clock, and the overlap rule.

- `schedule_windows`: an entry's windows as instants in a time zone, across midnight and
  daylight saving time;
- `schedule_resolution`: `playing_at` and the tie-break between entries;
- `schedule_slices`: `slices`, consistent with `playing_at` at every instant;
- `schedule_overlaps`: `overlapping`, two entries of the same target and priority that meet.

The rules take plain values: the entries of one client, the screen's id, the ids of its groups
and an IANA time zone name (the screen's own, else its client's; `validation.schedules` checks
the name). Instants are aware datetimes; slices come back in UTC.
"""

from __future__ import annotations

from signage_core.rules.schedule_overlaps import overlapping, windows_meet
from signage_core.rules.schedule_resolution import aims_at, playing_at, rank
from signage_core.rules.schedule_slices import Slice, slices
from signage_core.rules.schedule_windows import is_active, local_instant

__all__ = [
    "Slice",
    "aims_at",
    "is_active",
    "local_instant",
    "overlapping",
    "playing_at",
    "rank",
    "slices",
    "windows_meet",
]
