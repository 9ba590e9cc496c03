"""Schedules (issue 26): a Client's entries on the wire, and the week a screen plays."""

from __future__ import annotations

from datetime import date, datetime
from typing import Annotated, Any

import msgspec
from msgspec import UNSET, UnsetType

from signage_core.entities.schedule_forms import EntryForm
from signage_core.usecases.screens.schedule_week import DaySlice, ScheduleDay, Week
from signage_core.usecases.screens.schedules import NamedEntry, ScheduleListing

Days = Annotated[list[int], msgspec.Meta(max_length=7)]
ClockText = Annotated[str, msgspec.Meta(max_length=5)]
"""'HH:MM' local time (checked by the core)."""


class CreateEntryBody(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    target_kind: str = ""
    """'screen', 'group' or 'all'."""
    target_id: str = ""
    """The client's screen or group ('' for all its screens)."""
    playlist_id: str = ""
    days: Days = msgspec.field(default_factory=list)
    """0 = Monday .. 6 = Sunday: the days a window starts on."""
    start: ClockText = ""
    end: ClockText = ""
    """Crossing midnight when it is not after `start` (all day when equal)."""
    starts_on: date | None = None
    ends_on: date | None = None
    priority: int = 0
    switch: str = "itemEnd"
    """'itemEnd' (at the end of the current item) or 'now'."""

    def form(self) -> EntryForm:
        return EntryForm(
            self.target_kind, self.target_id, self.playlist_id, tuple(self.days), self.start,
            self.end, self.starts_on, self.ends_on, self.priority, self.switch,
        )  # fmt: skip


class UpdateEntryBody(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """Any of the fields of a new entry; what is not sent stays."""

    target_kind: str | UnsetType = UNSET
    target_id: str | UnsetType = UNSET
    playlist_id: str | UnsetType = UNSET
    days: Days | UnsetType = UNSET
    start: ClockText | UnsetType = UNSET
    end: ClockText | UnsetType = UNSET
    starts_on: date | UnsetType | None = UNSET
    ends_on: date | UnsetType | None = UNSET
    priority: int | UnsetType = UNSET
    switch: str | UnsetType = UNSET

    def changes(self) -> dict[str, Any]:
        sent = {f: getattr(self, f) for f in self.__struct_fields__}
        changes = {f: v for f, v in sent.items() if not isinstance(v, UnsetType)}
        if "days" in changes:
            changes["days"] = tuple(changes["days"])
        return changes


class ScheduleEntryView(msgspec.Struct, rename="camel"):
    id: str
    target_kind: str
    target_id: str
    target_name: str
    """The screen's or group's name ('' for all screens)."""
    playlist_id: str
    playlist_name: str
    days: list[int]
    start: str
    end: str
    starts_on: date | None
    ends_on: date | None
    priority: int
    switch: str
    created_at: datetime | None

    @classmethod
    def of(cls, named: NamedEntry) -> ScheduleEntryView:
        e = named.entry
        return cls(
            e.id, e.target_kind.value, e.target_id, named.target_name, e.playlist_id,
            named.playlist_name, sorted(e.days), f"{e.start:%H:%M}", f"{e.end:%H:%M}",
            e.starts_on, e.ends_on, e.priority, e.switch.value, e.created_at,
        )  # fmt: skip


class SchedulePage(msgspec.Struct, rename="camel"):
    """A client's entries, the oldest first, all at once; `timeZone` is the client's."""

    items: list[ScheduleEntryView]
    time_zone: str
    next_cursor: str | None = None

    @classmethod
    def of(cls, listing: ScheduleListing) -> SchedulePage:
        return cls([ScheduleEntryView.of(named) for named in listing.entries], listing.time_zone)


class NamedPlaylistView(msgspec.Struct, rename="camel"):
    id: str
    name: str


class WeekSliceView(msgspec.Struct, rename="camel"):
    """From `start` to `end` ('24:00' at the day's end) local time; null entry: the screen's
    own playlist plays."""

    start: str
    end: str
    entry_id: str | None
    playlist_id: str | None
    playlist_name: str | None
    target_kind: str | None

    @classmethod
    def of(cls, piece: DaySlice) -> WeekSliceView:
        entry = piece.entry
        if entry is None:
            return cls(piece.start, piece.end, None, None, None, None)
        kind = entry.target_kind.value
        return cls(piece.start, piece.end, entry.id, entry.playlist_id, piece.playlist_name, kind)


class WeekDayView(msgspec.Struct, rename="camel"):
    date: date
    slices: list[WeekSliceView]

    @classmethod
    def of(cls, day: ScheduleDay) -> WeekDayView:
        return cls(day.date, [WeekSliceView.of(piece) for piece in day.slices])


class WeekView(msgspec.Struct, rename="camel"):
    """What the screen plays day by day in its time zone, each day from 00:00 to 24:00."""

    screen_id: str
    time_zone: str
    default_playlist: NamedPlaylistView | None
    days: list[WeekDayView]

    @classmethod
    def of(cls, week: Week) -> WeekView:
        own = NamedPlaylistView(*week.default_playlist) if week.default_playlist else None
        days = [WeekDayView.of(day) for day in week.days]
        return cls(week.screen.id, week.time_zone, own, days)
