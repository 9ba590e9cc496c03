"""A client's screen groups (issue 26): list, create, rename or set the members of one, and
delete one (its screens stay). Only the Client names its groups; its writes pass the licence
gate like every other client write (docs/decisions.md, "Screen groups")."""

from __future__ import annotations

from dataclasses import replace

from signage_core.access import own_client, require_client_role
from signage_core.entities.screen_groups import GroupChanges, ScreenGroup
from signage_core.entities.users import Actor
from signage_core.ids import new_id
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.screen_group_repository import ScreenGroupRepository
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.usecases.billing.licence import LicenceGate
from signage_core.usecases.screens._group_checks import (
    chosen_members,
    client_group,
    name_errors,
    screen_ids_of,
    with_present_members,
)
from signage_core.usecases.shared._checks import failing_as, require_saved, require_valid
from signage_core.validation import messages as m


class ListGroups:
    """The Client's groups by name, each naming only its screens that exist."""

    def __init__(
        self, clients: ClientRepository, groups: ScreenGroupRepository, screens: ScreenRepository
    ) -> None:
        self._clients, self._groups, self._screens = clients, groups, screens

    def __call__(self, actor: Actor) -> tuple[ScreenGroup, ...]:
        require_client_role(actor)
        client = own_client(actor, self._clients, m.NO_CLIENT_FOR_USER)
        present = screen_ids_of(self._screens, client)
        return tuple(with_present_members(g, present) for g in self._groups.for_client(client.id))


class CreateGroup:
    """A new group of the Client's screens (none is fine), under a name of its own."""

    def __init__(
        self,
        gate: LicenceGate,
        groups: ScreenGroupRepository,
        screens: ScreenRepository,
        clock: Clock,
    ) -> None:
        self._gate, self._groups, self._screens, self._clock = gate, groups, screens, clock

    def __call__(self, actor: Actor, name: str, screen_ids: tuple[str, ...]) -> ScreenGroup:
        client = self._gate(actor, m.NO_CLIENT_FOR_USER)
        require_valid(name_errors(self._groups, client, name))
        members = chosen_members(self._screens, client, screen_ids)
        group = ScreenGroup(new_id(), client.id, name.strip(), members, self._clock.now())
        with failing_as(m.GROUP_SAVE_FAILED):
            self._groups.save(group)
        return group


class UpdateGroup:
    """Rename a group, set its members, or both; what is not sent stays."""

    def __init__(
        self, gate: LicenceGate, groups: ScreenGroupRepository, screens: ScreenRepository
    ) -> None:
        self._gate, self._groups, self._screens = gate, groups, screens

    def __call__(self, actor: Actor, group_id: str, changes: GroupChanges) -> ScreenGroup:
        client = self._gate(actor, m.NO_CLIENT_FOR_USER)
        group = client_group(self._groups, client, group_id)
        if changes.name is not None:
            require_valid(name_errors(self._groups, client, changes.name, group.id))
            group = replace(group, name=changes.name.strip())
        if changes.screen_ids is not None:
            group = replace(
                group, screen_ids=chosen_members(self._screens, client, changes.screen_ids)
            )
        with failing_as(m.GROUP_SAVE_FAILED):
            require_saved(self._groups.save_existing(group), m.GROUP_NOT_FOUND)
        return group


class DeleteGroup:
    """The group goes; its screens, and the other groups they are in, stay."""

    def __init__(self, gate: LicenceGate, groups: ScreenGroupRepository) -> None:
        self._gate, self._groups = gate, groups

    def __call__(self, actor: Actor, group_id: str) -> None:
        client = self._gate(actor, m.NO_CLIENT_FOR_USER)
        group = client_group(self._groups, client, group_id)
        with failing_as(m.GROUP_SAVE_FAILED):
            self._groups.delete(group.id)
