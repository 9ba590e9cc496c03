"""Screens whose delete takes what hangs on them with it: after the screen is gone, each
follow-up runs on the screen as it was (it leaves its groups, its schedule entries go), the
screen read once for all of them."""

from __future__ import annotations

from collections.abc import Callable

from signage_core.entities.screens import Screen
from signage_core.ports.screen_repository import ScreenRepository

FollowUp = Callable[[Screen], None]


class ScreensDeletedWithTheirs:
    """A `ScreenRepository` whose delete runs `follow_ups`, in order, on the deleted screen
    (after it is gone: a failure between the two leaves something that names a missing screen,
    which every reader passes over, never a screen without its record)."""

    def __init__(self, screens: ScreenRepository, *follow_ups: FollowUp) -> None:
        self._screens, self._follow_ups = screens, follow_ups
        self.get, self.list_for_client = screens.get, screens.list_for_client
        self.count_for_client, self.save = screens.count_for_client, screens.save
        self.take_slot, self.free_slot = screens.take_slot, screens.free_slot

    def change(self, screen_id: str, change: Callable[[Screen], Screen | None]) -> Screen | None:
        return self._screens.change(screen_id, change)

    def delete(self, screen_id: str) -> None:
        screen = self._screens.get(screen_id)
        self._screens.delete(screen_id)
        if screen is not None:
            for follow_up in self._follow_ups:
                follow_up(screen)
