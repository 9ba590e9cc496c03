"""Screen groups whose writes bump their client's mark, and screens that leave their groups
when they are deleted (unpaired, revoked, or with their client)."""

from __future__ import annotations

from collections.abc import Callable

from signage_core.entities.screen_groups import ScreenGroup
from signage_core.entities.screens import Screen
from signage_core.ports.change_marks import ChangeMarks
from signage_core.ports.screen_group_repository import ScreenGroupRepository
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


def leaving_groups(groups: ScreenGroupRepository) -> Callable[[Screen], None]:
    """A deleted screen's follow-up (`screen_deletes`): it leaves every group of its client
    (a group naming a deleted screen is shown without it, `usecases.screens.groups.ListGroups`,
    so a failure between the two loses nothing)."""

    def leave(screen: Screen) -> None:
        for group in groups.groups_of_screen(screen.client_id, screen.id):
            groups.save_existing(group.without(screen.id))

    return leave
