"""`screenGroups`: a client's named groups of its screens (issue 26)."""

from __future__ import annotations

from typing import Protocol

from signage_core.entities.screen_groups import ScreenGroup


class ScreenGroupRepository(Protocol):
    """Each group belongs to a client by clientID; a client has few (read whole)."""

    def get(self, group_id: str) -> ScreenGroup | None: ...

    def for_client(self, client_id: str) -> tuple[ScreenGroup, ...]:
        """The client's groups by name, case-insensitively (then the oldest first)."""
        ...

    def save(self, group: ScreenGroup) -> None:
        """Write the whole group (a new one or over the stored one)."""
        ...

    def save_existing(self, group: ScreenGroup) -> bool:
        """Write over the stored group; False, writing nothing, when it is gone (deleted
        meanwhile: an edit never brings a group back)."""
        ...

    def delete(self, group_id: str) -> None:
        """The group goes; its screens stay. Deleting a missing group does nothing."""
        ...

    def groups_of_screen(self, client_id: str, screen_id: str) -> tuple[ScreenGroup, ...]:
        """The client's groups that have `screen_id` among their members."""
        ...
