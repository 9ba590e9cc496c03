"""What the screen group use cases share: the client's group by id, and the members checked
against the client's own screens (another client's screen is not found, like a missing one)."""

from __future__ import annotations

from collections.abc import Iterable

from signage_core.entities.clients import Client
from signage_core.entities.screen_groups import ScreenGroup
from signage_core.errors import NotFound
from signage_core.ports.screen_group_repository import ScreenGroupRepository
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.validation import messages as m
from signage_core.validation.screen_groups import validate_group_name


def client_group(groups: ScreenGroupRepository, client: Client, group_id: str) -> ScreenGroup:
    """The client's group; another client's is 'Group not found' like a missing one."""
    group = groups.get(group_id)
    if group is None or group.client_id != client.id:
        raise NotFound(m.GROUP_NOT_FOUND)
    return group


def screen_ids_of(screens: ScreenRepository, client: Client) -> set[str]:
    """The ids of the client's screens now."""
    return {screen.id for screen in screens.list_for_client(client.id)}


def chosen_members(
    screens: ScreenRepository, client: Client, screen_ids: Iterable[str]
) -> tuple[str, ...]:
    """`screen_ids` each once, in the order given; NotFound 'Screen not found' when one is
    not a screen of the client."""
    own = screen_ids_of(screens, client)
    chosen = tuple(dict.fromkeys(screen_ids))
    if any(screen_id not in own for screen_id in chosen):
        raise NotFound(m.SCREEN_NOT_FOUND)
    return chosen


def name_errors(
    groups: ScreenGroupRepository, client: Client, name: str, group_id: str = ""
) -> dict[str, str]:
    """The name's errors, its uniqueness checked against the client's other groups."""
    others = (group.name for group in groups.for_client(client.id) if group.id != group_id)
    return validate_group_name(name, others)


def with_present_members(group: ScreenGroup, present: set[str]) -> ScreenGroup:
    """The group naming only screens that still exist (a screen deleted while its group was
    being edited is left out of what is shown)."""
    kept = tuple(screen_id for screen_id in group.screen_ids if screen_id in present)
    return ScreenGroup(group.id, group.client_id, group.name, kept, group.created_at)
