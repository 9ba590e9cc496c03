"""Which of a player's polls record its screen's heartbeat: the first, then one each
SCREEN_SEEN_EVERY, as this process counts them."""

from __future__ import annotations

from datetime import datetime

from signage_core.limits import SCREEN_SEEN_EVERY

SIGHTINGS_KEPT = 100_000
"""Screens whose last recorded sighting is kept at most; past it all are forgotten (each
screen's next poll then records one, a minute early at worst)."""


class Sightings:
    """When this process last recorded each screen's heartbeat. Kept in the process, so a
    poll costs no read of the heartbeats to know it need not write; several processes serving
    one portal each record a screen at most once per SCREEN_SEEN_EVERY."""

    def __init__(self, kept: int = SIGHTINGS_KEPT) -> None:
        self._kept = kept
        self._recorded: dict[str, datetime] = {}

    def due(self, screen_id: str, now: datetime) -> bool:
        """Whether a sighting of `screen_id` at `now` is to be recorded."""
        last = self._recorded.get(screen_id)
        return last is None or not (0 <= (now - last).total_seconds() < _EVERY)

    def recorded(self, screen_id: str, now: datetime) -> None:
        if len(self._recorded) >= self._kept:
            self._recorded.clear()
        self._recorded[screen_id] = now


_EVERY = SCREEN_SEEN_EVERY.total_seconds()
