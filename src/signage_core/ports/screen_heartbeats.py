"""When each screen's player was last seen, kept apart from the content documents."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Protocol


class ScreenHeartbeats(Protocol):
    """A screen's last sign of life (its player's manifest call). Kept where no content read
    depends on it, so recording one never makes any client's remembered reads or kept
    answers be read again (docs/decisions.md, "Heartbeats apart from content")."""

    def seen(self, screen_id: str, at: datetime) -> None:
        """Record that the screen's player was seen at `at` (later sightings replace it)."""
        ...

    def last_seen(self, screen_ids: Iterable[str]) -> dict[str, datetime]:
        """The last sighting of each of `screen_ids` that has one (the others are absent)."""
        ...
