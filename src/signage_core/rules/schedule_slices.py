"""A screen's schedule cut into slices for a player that keeps time by its own clock.

The slices cover [start, start + hours) exactly, in order, with no gap or overlap; each names
the entry that plays through it (None: the screen's own playlist). The winner can change only
where a window starts or ends, so the horizon is cut there and each piece takes the best-ranked
entry whose window holds its start; neighbours with the same entry are merged.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from itertools import pairwise
from zoneinfo import ZoneInfo

from signage_core.entities.schedules import ScheduleEntry, Switch
from signage_core.rules.schedule_resolution import for_screen, rank
from signage_core.rules.schedule_windows import windows_between


@dataclass(frozen=True, slots=True)
class Slice:
    """From `starts_at` to `ends_at` (UTC, end excluded) the screen plays `playlist_id` of the
    entry `entry_id`, or its own playlist when both are None; `switch` says how a player
    changes to it."""

    starts_at: datetime
    ends_at: datetime
    entry_id: str | None
    playlist_id: str | None
    switch: Switch


Spans = dict[str, list[tuple[datetime, datetime]]]


def _spans(entries: list[ScheduleEntry], zone: ZoneInfo, start: datetime, end: datetime) -> Spans:
    """Each entry's windows that meet [start, end), by entry id."""
    return {entry.id: windows_between(entry, zone, start, end) for entry in entries}


def _cuts(spans: Spans, start: datetime, end: datetime) -> list[datetime]:
    """`start`, every window edge strictly inside the horizon, and `end`, sorted."""
    edges = {start, end}
    for windows in spans.values():
        for begins, ends in windows:
            edges.update(edge for edge in (begins, ends) if start < edge < end)
    return sorted(edges)


def _winner(entries: list[ScheduleEntry], spans: Spans, moment: datetime) -> ScheduleEntry | None:
    """`schedule_resolution.winner` over the windows already found."""
    active = (e for e in entries if any(a <= moment < b for a, b in spans[e.id]))
    return max(active, key=rank, default=None)


def _slice(entry: ScheduleEntry | None, starts_at: datetime, ends_at: datetime) -> Slice:
    if entry is None:
        return Slice(starts_at, ends_at, None, None, Switch.ITEM_END)
    return Slice(starts_at, ends_at, entry.id, entry.playlist_id, entry.switch)


def _merged(pieces: list[Slice]) -> tuple[Slice, ...]:
    merged: list[Slice] = []
    for piece in pieces:
        if merged and merged[-1].entry_id == piece.entry_id:
            merged[-1] = Slice(merged[-1].starts_at, piece.ends_at, *_tail(piece))
        else:
            merged.append(piece)
    return tuple(merged)


def _tail(piece: Slice) -> tuple[str | None, str | None, Switch]:
    return piece.entry_id, piece.playlist_id, piece.switch


def slices(
    entries: Iterable[ScheduleEntry],
    screen_id: str,
    group_ids: Collection[str],
    tz: str,
    start: datetime,
    hours: int,
) -> tuple[Slice, ...]:
    """The screen's slices over [start, start + hours) in the IANA zone `tz`; `start` aware,
    `hours` at least 1 (ValueError otherwise)."""
    if hours < 1 or start.tzinfo is None:
        raise ValueError("slices need an aware start and at least one hour")
    zone, mine = ZoneInfo(tz), for_screen(entries, screen_id, group_ids)
    begins = start.astimezone(UTC)
    ends = begins + timedelta(hours=hours)
    spans = _spans(mine, zone, begins, ends)
    pieces = [
        _slice(_winner(mine, spans, a), a, b) for a, b in pairwise(_cuts(spans, begins, ends))
    ]
    return _merged(pieces)
