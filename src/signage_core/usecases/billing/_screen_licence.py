"""Whether a client's screens may play now (`rules.screen_licence`), read from the client, its
owner's user record and the clock; and the slate a suspended screen shows."""

from __future__ import annotations

from signage_core.entities.clients import Client
from signage_core.ports.clock import Clock
from signage_core.ports.user_repository import UserRepository
from signage_core.rules.screen_licence import ScreenPolicy, SuspendReason, suspension
from signage_core.validation import messages as m

SLATE_TEXTS: dict[SuspendReason, str] = {
    SuspendReason.LICENCE_ENDED: m.SLATE_LICENCE_ENDED,
    SuspendReason.CLIENT_DEACTIVATED: m.SLATE_CLIENT_DEACTIVATED,
    SuspendReason.OWNER_DEACTIVATED: m.SLATE_OWNER_DEACTIVATED,
}
"""The slate's sentence for each reason (the player translates it by the reason)."""


class ScreensSuspension:
    """Why the client's screens are suspended now, or None. Only a user record switched off
    suspends; an owner with no record (a legacy client) counts as active."""

    def __init__(self, users: UserRepository, policy: ScreenPolicy, clock: Clock) -> None:
        self._users, self._policy, self._clock = users, policy, clock

    def __call__(self, client: Client) -> SuspendReason | None:
        owner = self._users.get(client.user_id) if client.user_id else None
        owner_active = owner is None or owner.status
        now = self._clock.now()
        return suspension(client.status, owner_active, client.expire_date, self._policy, now)
