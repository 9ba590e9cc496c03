"""A screen's player sends the plays it recorded (proof of play): with its device token,
the server fills in the screen and its client (the tenant is never the player's word),
and keeps them (`ports.play_log`), idempotently by screen + sequence."""

from __future__ import annotations

from dataclasses import dataclass, replace

from signage_core.entities.plays import PlayBatch
from signage_core.entities.screens import Screen
from signage_core.errors import DeviceNotPaired
from signage_core.ports.play_log import PlayLog
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.rules.plays import check_batch
from signage_core.rules.screens import same_digest, screen_id_of
from signage_core.validation import messages as m


@dataclass(frozen=True, slots=True)
class RecordedPlays:
    """How many plays of the batch are kept (all of them: any already kept counts too)."""

    kept: int


class RecordPlays:
    def __init__(self, screens: ScreenRepository, plays: PlayLog) -> None:
        self._screens, self._plays = screens, plays

    def __call__(self, device_token: str, batch: PlayBatch) -> RecordedPlays:
        """DeviceNotPaired for a token of no paired screen; ValidationFailed for a bad batch."""
        screen = self._paired(device_token)
        check_batch(batch)
        plays = [
            replace(play, screen_id=screen.id, client_id=screen.client_id) for play in batch.plays
        ]
        if plays:
            self._plays.append(plays)
        if batch.dropped:
            self._plays.note_dropped(screen.id, screen.client_id, batch.dropped)
        return RecordedPlays(len(plays))

    def _paired(self, device_token: str) -> Screen:
        screen_id = screen_id_of(device_token)
        screen = self._screens.get(screen_id) if screen_id else None
        if screen is None or not same_digest(device_token, screen.token_digest):
            raise DeviceNotPaired(m.DEVICE_NOT_PAIRED)
        return screen
