"""The latest report of each screen's player, kept apart from the content documents."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from signage_core.entities.screen_reports import ScreenReport


class ScreenReports(Protocol):
    """One report per screen, the latest replacing the one before; kept, like the
    heartbeats, where no content read depends on it (docs/decisions.md, "What a player
    reports")."""

    def save(self, report: ScreenReport) -> None:
        """Keep `report` as its screen's latest."""
        ...

    def latest(self, screen_ids: Iterable[str]) -> dict[str, ScreenReport]:
        """The latest report of each of `screen_ids` that has one (the others are absent)."""
        ...
