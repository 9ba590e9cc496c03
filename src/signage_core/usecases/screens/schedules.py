"""A client's weekly schedule (issue 26): list its entries, create, edit and delete one. Only
the Client writes its schedule, through the licence gate like every other client write; staff
read any client's. Every write is checked whole (`_schedule_checks`); the stored entries of a
client are read again by its screens' manifests (the repository moves the client's mark)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from signage_core.entities.schedule_forms import FORM_FIELDS, EntryForm, form_of
from signage_core.entities.users import Actor
from signage_core.ids import new_id
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.schedule_repository import ScheduleRepository
from signage_core.usecases.billing.licence import LicenceGate
from signage_core.usecases.screens._schedule_checks import EntryChecks, client_entry, entry_of
from signage_core.usecases.screens._schedule_names import EntryNames, NamedEntry
from signage_core.usecases.screens._screen_checks import client_in_view
from signage_core.usecases.shared._checks import failing_as, require_known, require_saved
from signage_core.validation import messages as m
from signage_core.validation.time_zones import DEFAULT_ZONE


@dataclass(frozen=True, slots=True)
class ScheduleListing:
    """A client's entries, the oldest first, and its time zone ('UTC' when it has none)."""

    entries: list[NamedEntry]
    time_zone: str


class ListSchedule:
    """The Client's own entries; staff name the client (`client_id`, required)."""

    def __init__(
        self, clients: ClientRepository, schedules: ScheduleRepository, names: EntryNames
    ) -> None:
        self._clients, self._schedules, self._names = clients, schedules, names

    def __call__(self, actor: Actor, client_id: str = "") -> ScheduleListing:
        client = client_in_view(self._clients, actor, client_id)
        entries = self._names(client.id, self._schedules.for_client(client.id))
        return ScheduleListing(entries, client.time_zone or DEFAULT_ZONE)


class CreateEntry:
    """A new entry of the Client's schedule, checked whole before it is stored."""

    def __init__(
        self,
        gate: LicenceGate,
        schedules: ScheduleRepository,
        checks: EntryChecks,
        names: EntryNames,
        clock: Clock,
    ) -> None:
        self._gate, self._schedules, self._checks = gate, schedules, checks
        self._names, self._clock = names, clock

    def __call__(self, actor: Actor, form: EntryForm) -> NamedEntry:
        client = self._gate(actor, m.NO_CLIENT_FOR_USER)
        entry = entry_of(form, client.id, new_id(), self._clock.now())
        no_overlap = self._checks(client, entry)
        with failing_as(m.SCHEDULE_SAVE_FAILED):
            self._schedules.write_checked(entry, no_overlap, existing=False)
        return self._names(client.id, [entry])[0]


class UpdateEntry:
    """Changes some fields of one of the Client's entries (`changes` keyed by `EntryForm`'s
    names); the result is checked whole, its overlap against the client's other entries."""

    def __init__(
        self,
        gate: LicenceGate,
        schedules: ScheduleRepository,
        checks: EntryChecks,
        names: EntryNames,
    ) -> None:
        self._gate, self._schedules, self._checks, self._names = gate, schedules, checks, names

    def __call__(self, actor: Actor, entry_id: str, changes: Mapping[str, Any]) -> NamedEntry:
        require_known(changes, FORM_FIELDS)
        client = self._gate(actor, m.NO_CLIENT_FOR_USER)
        stored = client_entry(self._schedules, client, entry_id)
        form = replace(form_of(stored), **changes)
        entry = entry_of(form, client.id, stored.id, stored.created_at)
        no_overlap = self._checks(client, entry)
        with failing_as(m.SCHEDULE_SAVE_FAILED):
            written = self._schedules.write_checked(entry, no_overlap, existing=True)
        require_saved(written, m.SCHEDULE_NOT_FOUND)
        return self._names(client.id, [entry])[0]


class DeleteEntry:
    """One of the Client's entries goes."""

    def __init__(self, gate: LicenceGate, schedules: ScheduleRepository) -> None:
        self._gate, self._schedules = gate, schedules

    def __call__(self, actor: Actor, entry_id: str) -> None:
        client = self._gate(actor, m.NO_CLIENT_FOR_USER)
        entry = client_entry(self._schedules, client, entry_id)
        with failing_as(m.SCHEDULE_SAVE_FAILED):
            self._schedules.delete(entry.id)


__all__ = [
    "CreateEntry",
    "DeleteEntry",
    "EntryChecks",
    "EntryNames",
    "ListSchedule",
    "NamedEntry",
    "ScheduleListing",
    "UpdateEntry",
]
