"""What a screen plays, day by day in its time zone (issue 26): the week view's answer, cut from
the same `rules.schedules.slices` a player follows, at each local midnight."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from math import ceil
from zoneinfo import ZoneInfo

from signage_core.entities.clients import Client
from signage_core.entities.schedules import ScheduleEntry
from signage_core.entities.screens import Screen
from signage_core.entities.users import Actor
from signage_core.errors import NotFound, ValidationFailed
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.schedule_repository import ScheduleRepository
from signage_core.ports.screen_group_repository import ScreenGroupRepository
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.rules.schedules import Slice, slices
from signage_core.usecases.screens._schedule_names import EntryNames
from signage_core.usecases.screens._screen_checks import client_in_view, client_screen
from signage_core.validation import messages as m
from signage_core.validation.time_zones import DEFAULT_ZONE

WEEK_DAYS = range(1, 15)


@dataclass(frozen=True, slots=True)
class DaySlice:
    """From `start` to `end` local time ('HH:MM'; '24:00' at the day's end) the screen plays
    `entry`'s playlist, or its own when `entry` is None."""

    start: str
    end: str
    entry: ScheduleEntry | None
    playlist_name: str | None


@dataclass(frozen=True, slots=True)
class ScheduleDay:
    date: date
    slices: list[DaySlice]


@dataclass(frozen=True, slots=True)
class Week:
    screen: Screen
    time_zone: str
    default_playlist: tuple[str, str] | None
    """The screen's own playlist (id, name), None when it has none."""
    days: list[ScheduleDay]


class ScheduleWeek:
    """A Client asks about its own screens; staff about any."""

    def __init__(
        self,
        clients: ClientRepository,
        screens: ScreenRepository,
        groups: ScreenGroupRepository,
        schedules: ScheduleRepository,
        names: EntryNames,
        clock: Clock,
    ) -> None:
        self._clients, self._screens, self._groups = clients, screens, groups
        self._schedules, self._names, self._clock = schedules, names, clock

    def __call__(self, actor: Actor, screen_id: str, first: date | None, days: int) -> Week:
        if days not in WEEK_DAYS:
            raise ValidationFailed({"days": m.SCHEDULE_WEEK_DAYS_INVALID})
        client, screen = self._screen(actor, screen_id)
        zone = screen.time_zone or client.time_zone or DEFAULT_ZONE
        first = first or self._clock.now().astimezone(ZoneInfo(zone)).date()
        entries = self._schedules.for_client(client.id)
        cut = self._cut(entries, screen, zone, first, days)
        playlists = self._names.playlist_names(client.id)
        own = screen.playlist_id
        default = (own, playlists.get(own, "")) if own else None
        by_id = {entry.id: entry for entry in entries}
        day_list = [
            _day(first + timedelta(days=n), zone, cut, by_id, playlists) for n in range(days)
        ]
        return Week(screen, zone, default, day_list)

    def _cut(
        self, entries: tuple[ScheduleEntry, ...], screen: Screen, zone: str, first: date, days: int
    ) -> tuple[Slice, ...]:
        """The screen's slices from the first local midnight to the last."""
        groups = [g.id for g in self._groups.groups_of_screen(screen.client_id, screen.id)]
        start, end = _midnight(first, zone), _midnight(first + timedelta(days=days), zone)
        hours = ceil((end - start).total_seconds() / 3600)
        return slices(entries, screen.id, groups, zone, start, hours)

    def _screen(self, actor: Actor, screen_id: str) -> tuple[Client, Screen]:
        if actor.is_staff:
            screen = self._screens.get(screen_id)
            client = self._clients.get(screen.client_id) if screen else None
            if screen is None or client is None:
                raise NotFound(m.SCREEN_NOT_FOUND)
            return client, screen
        client = client_in_view(self._clients, actor, "")
        return client, client_screen(self._screens, client, screen_id)


def _midnight(day: date, zone: str) -> datetime:
    """The first instant of `day` in the zone, in UTC (a day may start at 01:00 where daylight
    saving time begins at midnight: the wall clock skips the missing hour)."""
    return datetime.combine(day, time(0), tzinfo=ZoneInfo(zone)).astimezone(UTC)


def _day(
    day: date,
    zone: str,
    cut: tuple[Slice, ...],
    entries: dict[str, ScheduleEntry],
    playlists: dict[str, str],
) -> ScheduleDay:
    begins, ends = _midnight(day, zone), _midnight(day + timedelta(days=1), zone)
    kept = [piece for piece in cut if piece.starts_at < ends and piece.ends_at > begins]
    found = []
    for piece in kept:
        entry = entries.get(piece.entry_id) if piece.entry_id else None
        name = playlists.get(entry.playlist_id, "") if entry else None
        start = _wall(max(piece.starts_at, begins), zone)
        end = "24:00" if piece.ends_at >= ends else _wall(piece.ends_at, zone)
        found.append(DaySlice(start if piece.starts_at > begins else "00:00", end, entry, name))
    return ScheduleDay(day, found)


def _wall(instant: datetime, zone: str) -> str:
    return f"{instant.astimezone(ZoneInfo(zone)):%H:%M}"
