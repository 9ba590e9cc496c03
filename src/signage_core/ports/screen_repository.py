from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from signage_core.entities.screens import Screen


class ScreenRepository(Protocol):
    """`screens`, each belonging to a client by clientID."""

    def get(self, screen_id: str) -> Screen | None: ...

    def list_for_client(self, client_id: str) -> list[Screen]:
        """Oldest createdAt first (the order they were paired in)."""
        ...

    def count_for_client(self, client_id: str) -> int:
        """Counted by the store."""
        ...

    def save(self, screen: Screen) -> None: ...

    def change(self, screen_id: str, change: Callable[[Screen], Screen | None]) -> Screen | None:
        """Atomically: read the screen and store what `change` makes of it (so a rename, the
        player's lastSeenAt and its new token never undo each other). Returns the stored
        screen; None, and nothing written, when the screen is gone or `change` returns None.
        `change` may run more than once, so it only computes."""
        ...

    def delete(self, screen_id: str) -> None:
        """The screen and the place it holds (`take_slot`) go together."""
        ...

    def take_slot(self, client_id: str, allowed: int, screen_id: str) -> int:
        """Take the first free place of the client's numbered places 1..`allowed` for
        `screen_id` and return its number; 0 when all are taken. Atomic per place on the
        server (a create-if-absent write), so racing claims never share a place."""
        ...

    def free_slot(self, client_id: str, slot: int) -> None:
        """Give a place back (a claim that failed after taking it); 0 frees nothing."""
        ...
