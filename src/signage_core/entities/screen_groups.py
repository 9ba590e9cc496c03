"""Screen groups (issue 26): a client's named sets of its screens; a screen may be in several."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True, slots=True)
class ScreenGroup:
    """A `screenGroups` document. `screen_ids` are the client's screens in the group, in the
    order they were chosen, each once; a group may be empty."""

    id: str
    client_id: str
    name: str
    screen_ids: tuple[str, ...] = ()
    created_at: datetime | None = None

    def without(self, screen_id: str) -> ScreenGroup:
        """The group less `screen_id` (itself when the screen is not in it)."""
        kept = tuple(member for member in self.screen_ids if member != screen_id)
        return ScreenGroup(self.id, self.client_id, self.name, kept, self.created_at)


@dataclass(frozen=True, slots=True)
class GroupChanges:
    """What an edit changes: a new name, new members, or both (None leaves it)."""

    name: str | None = None
    screen_ids: tuple[str, ...] | None = None
