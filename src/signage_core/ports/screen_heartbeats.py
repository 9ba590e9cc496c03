"""When each screen's player was last seen, kept apart from the content documents."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Protocol


class ScreenHeartbeats(Protocol):
    """A screen's last sign of life (its player's manifest call). Kept where no content read
    depends on it, so recording one never makes any client's remembered reads or kept
    answers be read again (docs/decisions.md, "Heartbeats apart from content"). Written in
    batches, off the request path (docs/decisions.md, "Heartbeats written in the
    background")."""

    def seen_all(self, sightings: Mapping[str, datetime]) -> None:
        """Record that each screen's player was seen at its time (later sightings replace
        earlier ones), together: one transaction, or one per store's commit limit."""
        ...

    def last_seen(self, screen_ids: Iterable[str]) -> dict[str, datetime]:
        """The last sighting of each of `screen_ids` that has one (the others are absent)."""
        ...
