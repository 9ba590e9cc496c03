"""Screen groups (issue 26): request bodies and answers."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

import msgspec
from msgspec import UNSET, UnsetType

from signage_core.entities.screen_groups import GroupChanges, ScreenGroup
from signage_core.limits import GROUP_MEMBERS_MAX

ScreenIds = Annotated[list[str], msgspec.Meta(max_length=GROUP_MEMBERS_MAX)]


class CreateGroupBody(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    name: str = ""
    screen_ids: ScreenIds = msgspec.field(default_factory=list)
    """The client's screens in the group, each once (none is fine)."""


class UpdateGroupBody(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    name: str | UnsetType = UNSET
    screen_ids: ScreenIds | UnsetType = UNSET
    """The group's members from now on (what is not sent stays)."""

    def changes(self) -> GroupChanges:
        name = None if isinstance(self.name, UnsetType) else self.name
        ids = None if isinstance(self.screen_ids, UnsetType) else tuple(self.screen_ids)
        return GroupChanges(name=name, screen_ids=ids)


class GroupView(msgspec.Struct, rename="camel"):
    id: str
    name: str
    screen_ids: list[str]
    created_at: datetime | None

    @classmethod
    def of(cls, group: ScreenGroup) -> GroupView:
        return cls(group.id, group.name, list(group.screen_ids), group.created_at)


class GroupPage(msgspec.Struct, rename="camel"):
    """Like every list: `{items, nextCursor}` (a client has few groups: one page)."""

    items: list[GroupView]
    next_cursor: str | None = None
