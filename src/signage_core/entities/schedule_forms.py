"""What a Client sends to make or change a schedule entry (issue 26), before it is checked:
times as 'HH:MM' text, the target and the switch as their names."""

from __future__ import annotations

from dataclasses import dataclass, fields
from datetime import date

from signage_core.entities.schedules import ScheduleEntry


@dataclass(frozen=True, slots=True)
class EntryForm:
    """The fields of a new entry; `start`/`end` 'HH:MM' local time, `days` 0 = Monday."""

    target_kind: str
    target_id: str
    playlist_id: str
    days: tuple[int, ...]
    start: str
    end: str
    starts_on: date | None = None
    ends_on: date | None = None
    priority: int = 0
    switch: str = "itemEnd"


FORM_FIELDS = frozenset(field.name for field in fields(EntryForm))
"""The names an edit may change (`UpdateEntry`'s changes are keyed by them)."""


def form_of(entry: ScheduleEntry) -> EntryForm:
    """The form that makes `entry` again (the base an edit changes)."""
    return EntryForm(
        entry.target_kind.value, entry.target_id, entry.playlist_id, tuple(sorted(entry.days)),
        f"{entry.start:%H:%M}", f"{entry.end:%H:%M}", entry.starts_on, entry.ends_on,
        entry.priority, entry.switch.value,
    )  # fmt: skip
