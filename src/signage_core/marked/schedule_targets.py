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


def drop_entries(
    schedules: ScheduleRepository, client_id: str, kind: TargetKind, target_id: str
) -> None:
    """Delete the client's entries aimed at (kind, target_id)."""
    for entry in schedules.for_client(client_id):
        if entry.target == (kind, target_id):
            schedules.delete(entry.id)


def dropping_entries(schedules: ScheduleRepository) -> Callable[[Screen], None]:
    """A deleted screen's follow-up (`screen_deletes`): the entries aimed at it go."""

    def drop(screen: Screen) -> None:
        drop_entries(schedules, screen.client_id, TargetKind.SCREEN, screen.id)

    return drop


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
