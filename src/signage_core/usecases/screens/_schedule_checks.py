"""What the schedule use cases share: a form made into an entry and checked whole (the core's
rules, its target and playlist the client's own, and no overlap at the same priority, checked
as the entry is written), and the client's entry by id (another client's is not found, like
a missing one)."""

from __future__ import annotations

import re
from datetime import datetime, time

from signage_core.entities.clients import Client
from signage_core.entities.schedule_forms import EntryForm
from signage_core.entities.schedules import ScheduleEntry, Switch, TargetKind
from signage_core.errors import NotFound
from signage_core.ports.playlist_repository import PlaylistRepository
from signage_core.ports.schedule_repository import EntriesCheck, ScheduleRepository
from signage_core.ports.screen_group_repository import ScreenGroupRepository
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.usecases.screens._screen_checks import playlist_errors
from signage_core.usecases.shared._checks import require_valid
from signage_core.validation import messages as m
from signage_core.validation.fields import FieldErrors
from signage_core.validation.schedules import check_overlap, validate_schedule_entry

CLOCK_TIME = re.compile(r"([01]\d|2[0-3]):([0-5]\d)")


def client_entry(schedules: ScheduleRepository, client: Client, entry_id: str) -> ScheduleEntry:
    """The client's entry; another client's is 'Schedule entry not found' like a missing one."""
    entry = schedules.get(entry_id)
    if entry is None or entry.client_id != client.id:
        raise NotFound(m.SCHEDULE_NOT_FOUND)
    return entry


def _clock_times(form: EntryForm) -> tuple[dict[str, time], FieldErrors]:
    """`start` and `end` as times, and a field error for each that is not 'HH:MM'."""
    found = {
        field: CLOCK_TIME.fullmatch(text)
        for field, text in (("start", form.start), ("end", form.end))
    }
    times = {field: time(int(hit[1]), int(hit[2])) for field, hit in found.items() if hit}
    return times, {field: m.SCHEDULE_TIME_INVALID for field in found if field not in times}


def entry_of(
    form: EntryForm, client_id: str, entry_id: str, made: datetime | None
) -> ScheduleEntry:
    """The entry the form describes; ValidationFailed for a time, target or switch that is
    none of the known ones."""
    times, errors = _clock_times(form)
    kinds, switches = {k.value: k for k in TargetKind}, {s.value: s for s in Switch}
    if form.target_kind not in kinds:
        errors["target"] = m.SCHEDULE_TARGET_INVALID
    if form.switch not in switches:
        errors["switch"] = m.SCHEDULE_SWITCH_INVALID
    require_valid(errors)
    return ScheduleEntry(
        entry_id, client_id, kinds[form.target_kind], form.target_id.strip(),
        form.playlist_id.strip(), frozenset(form.days), times["start"], times["end"],
        form.starts_on, form.ends_on, form.priority, switches[form.switch], made,
    )  # fmt: skip


class EntryChecks:
    """Every rule of an entry about to be written, `ValidationFailed` naming what breaks."""

    def __init__(
        self,
        screens: ScreenRepository,
        groups: ScreenGroupRepository,
        playlists: PlaylistRepository,
    ) -> None:
        self._screens, self._groups, self._playlists = screens, groups, playlists

    def __call__(self, client: Client, entry: ScheduleEntry) -> EntriesCheck:
        """The entry's own rules checked; its overlap check returned, for the repository to
        run on the client's entries as it writes (`ScheduleRepository.write_checked`)."""
        require_valid(validate_schedule_entry(entry))
        require_valid(
            {**self._target_errors(client, entry), **self._playlist_errors(client, entry)}
        )
        names = {p.id: p.name for p in self._playlists.list_for_client(client.id)}

        def no_overlap(entries: tuple[ScheduleEntry, ...]) -> None:
            others = [e for e in entries if e.id != entry.id]
            require_valid(check_overlap(entry, others, names))

        return no_overlap

    def _target_errors(self, client: Client, entry: ScheduleEntry) -> FieldErrors:
        if entry.target_kind == TargetKind.SCREEN:
            screen = self._screens.get(entry.target_id)
            mine = screen is not None and screen.client_id == client.id
            return {} if mine else {"targetId": m.SCREEN_NOT_FOUND}
        if entry.target_kind == TargetKind.GROUP:
            group = self._groups.get(entry.target_id)
            mine = group is not None and group.client_id == client.id
            return {} if mine else {"targetId": m.GROUP_NOT_FOUND}
        return {}

    def _playlist_errors(self, client: Client, entry: ScheduleEntry) -> FieldErrors:
        return playlist_errors(self._playlists, client, entry.playlist_id)
