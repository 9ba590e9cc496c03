"""Screen groups whose writes bump their client's mark, and screens that leave their groups
when they are deleted (unpaired, revoked, or with their client)."""

from __future__ import annotations

from collections.abc import Callable

from signage_core.entities.screen_groups import ScreenGroup
from signage_core.entities.screens import Screen
from signage_core.ports.change_marks import ChangeMarks
from signage_core.ports.screen_group_repository import ScreenGroupRepository
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.rules.change_scopes import client_scope


class MarkedScreenGroups:
    """A `ScreenGroupRepository` bumping the group's client, so anything built from its
    groups (a manifest) is read again."""

    def __init__(self, groups: ScreenGroupRepository, marks: ChangeMarks) -> None:
        self._groups, self._marks = groups, marks
        self.get, self.for_client = groups.get, groups.for_client
        self.groups_of_screen = groups.groups_of_screen

    def save(self, group: ScreenGroup) -> None:
        self._groups.save(group)
        self._marks.bump(client_scope(group.client_id))

    def save_existing(self, group: ScreenGroup) -> bool:
        saved = self._groups.save_existing(group)
        if saved:
            self._marks.bump(client_scope(group.client_id))
        return saved

    def delete(self, group_id: str) -> None:
        group = self._groups.get(group_id)
        self._groups.delete(group_id)
        if group is not None:
            self._marks.bump(client_scope(group.client_id))


class ScreensLeavingGroups:
    """A `ScreenRepository` whose delete also takes the screen out of every group of its
    client (after the screen is gone: a group naming a deleted screen is shown without it,
    `usecases.screens.groups.ListGroups`, so a failure between the two loses nothing)."""

    def __init__(self, screens: ScreenRepository, groups: ScreenGroupRepository) -> None:
        self._screens, self._groups = screens, groups
        self.get, self.list_for_client = screens.get, screens.list_for_client
        self.count_for_client, self.save = screens.count_for_client, screens.save
        self.take_slot, self.free_slot = screens.take_slot, screens.free_slot

    def change(self, screen_id: str, change: Callable[[Screen], Screen | None]) -> Screen | None:
        return self._screens.change(screen_id, change)

    def delete(self, screen_id: str) -> None:
        screen = self._screens.get(screen_id)
        self._screens.delete(screen_id)
        if screen is not None:
            for group in self._groups.groups_of_screen(screen.client_id, screen_id):
                self._groups.save_existing(group.without(screen_id))
