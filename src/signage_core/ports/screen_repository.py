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

    def delete(self, screen_id: str) -> None: ...
