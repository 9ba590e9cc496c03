"""Schedule entries that go with what they target: a deleted screen's entries and a deleted
group's go after it (unpaired, revoked, or with their client). Entries for all of a client's
screens go with the client (`usecases.clients.client_admin.DeleteClient`). An entry left by a
failure between the two deletes targets nothing: no screen plays it."""

from __future__ import annotations

from collections.abc import Callable

from signage_core.entities.schedules import TargetKind
from signage_core.entities.screens import Screen
from signage_core.ports.schedule_repository import ScheduleRepository
from signage_core.ports.screen_group_repository import ScreenGroupRepository
from signage_core.ports.screen_repository import ScreenRepository


def drop_entries(
    schedules: ScheduleRepository, client_id: str, kind: TargetKind, target_id: str
) -> None:
    """Delete the client's entries aimed at (kind, target_id)."""
    for entry in schedules.for_client(client_id):
        if entry.target == (kind, target_id):
            schedules.delete(entry.id)


class ScreensTakingTheirEntries:
    """A `ScreenRepository` whose delete also deletes the entries aimed at the screen."""

    def __init__(self, screens: ScreenRepository, schedules: ScheduleRepository) -> None:
        self._screens, self._schedules = screens, schedules
        self.get, self.list_for_client = screens.get, screens.list_for_client
        self.count_for_client, self.save = screens.count_for_client, screens.save
        self.take_slot, self.free_slot = screens.take_slot, screens.free_slot

    def change(self, screen_id: str, change: Callable[[Screen], Screen | None]) -> Screen | None:
        return self._screens.change(screen_id, change)

    def delete(self, screen_id: str) -> None:
        screen = self._screens.get(screen_id)
        self._screens.delete(screen_id)
        if screen is not None:
            drop_entries(self._schedules, screen.client_id, TargetKind.SCREEN, screen_id)


class GroupsTakingTheirEntries:
    """A `ScreenGroupRepository` whose delete also deletes the entries aimed at the group."""

    def __init__(self, groups: ScreenGroupRepository, schedules: ScheduleRepository) -> None:
        self._groups, self._schedules = groups, schedules
        self.get, self.for_client = groups.get, groups.for_client
        self.groups_of_screen = groups.groups_of_screen
        self.save, self.save_existing = groups.save, groups.save_existing

    def delete(self, group_id: str) -> None:
        group = self._groups.get(group_id)
        self._groups.delete(group_id)
        if group is not None:
            drop_entries(self._schedules, group.client_id, TargetKind.GROUP, group_id)
