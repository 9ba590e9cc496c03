from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Protocol

from signage_core.entities.screens import Pairing


class PairingRepository(Protocol):
    """`screenPairings`: the pairing codes TV boxes show, by code."""

    def get(self, code: str) -> Pairing | None: ...

    def save(self, pairing: Pairing) -> None: ...

    def change(self, code: str, change: Callable[[Pairing], Pairing | None]) -> Pairing | None:
        """Atomically: read the pairing, and store what `change` makes of it. Returns the
        stored pairing; None (and nothing written) when there is no pairing or `change`
        returns None. `change` may run more than once, so it only computes."""
        ...

    def take(self, code: str, accept: Callable[[Pairing], bool]) -> Pairing | None:
        """Atomically: delete the pairing and return it when `accept` says so; otherwise
        None, and nothing changes. Of two concurrent takes at most one gets the pairing."""
        ...

    def delete_expired(self, now: datetime, at_most: int) -> int:
        """Delete up to `at_most` pairings whose `expires_at` is before `now` (each checked
        again as it is deleted, so one claimed meanwhile stays); the number deleted."""
        ...
