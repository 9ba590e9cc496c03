"""The plays the screens' players report (proof of play), append-only."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Protocol

from signage_core.entities.plays import Play


class PlayLog(Protocol):
    """Plays keyed by screen + sequence: appending one already kept changes nothing, so a
    player may send a batch again after a lost answer. Nothing is ever updated or deleted
    (a deleted screen's or client's plays stay: they are what was shown). Kept apart from
    the content documents, like the heartbeats, so a write never makes a remembered read of
    the content be read again."""

    def append(self, plays: Sequence[Play]) -> None:
        """Keep every play of the batch, in batched writes (Firestore: one commit per 500)."""
        ...

    def between(self, client_id: str, start: datetime, end: datetime) -> list[Play]:
        """The client's plays started (by the server's clock, `Play.at`) at or after `start`
        and before `end`, in no particular order."""
        ...

    def note_dropped(self, screen_id: str, client_id: str, total: int) -> None:
        """The screen's player has dropped `total` plays in all: kept when more than the
        total kept so far (a resent batch or an older one changes nothing)."""
        ...

    def dropped(self, client_id: str) -> dict[str, int]:
        """Per screen of the client that ever dropped plays, how many in all."""
        ...
