"""Staff governing any client's screens from Manage Clients: rename one, or revoke it.

Staff do not give a screen a playlist (what a TV plays is the client's content); their
writes pass no licence gate (an expired client's TV can still be renamed or revoked) and
each is logged (RenameScreen, RevokeScreen) with the client it belonged to."""

from __future__ import annotations

from signage_core.access import NOT_AUTHORIZED, require_staff
from signage_core.entities.logs import LogAction
from signage_core.entities.screens import ListedScreen, Screen, ScreenChanges
from signage_core.entities.users import Actor
from signage_core.errors import Forbidden, NotFound
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.ports.user_log_repository import UserLogRepository
from signage_core.rules.screens import screen_status
from signage_core.usecases.shared._checks import failing_as, require_valid
from signage_core.usecases.shared.audit import AuditTrail
from signage_core.validation import messages as m
from signage_core.validation.screens import validate_screen_name


class _StaffScreens:
    """What both staff writes share: the screen by id, its client named for the log."""

    def __init__(
        self,
        screens: ScreenRepository,
        clients: ClientRepository,
        user_logs: UserLogRepository,
        clock: Clock,
    ) -> None:
        self._screens, self._clients, self._clock = screens, clients, clock
        self._audit = AuditTrail(user_logs, clock)

    def _screen(self, actor: Actor, screen_id: str) -> Screen:
        require_staff(actor)
        screen = self._screens.get(screen_id)
        if screen is None:
            raise NotFound(m.SCREEN_NOT_FOUND)
        return screen

    def _owner(self, screen: Screen) -> str:
        client = self._clients.get(screen.client_id)
        business = client.business_name if client else "a deleted client"
        return f"{business} ({screen.client_id})"


class RenameAnyScreen(_StaffScreens):
    """Staff: rename any client's screen; a playlist in the changes is refused (403)."""

    def __call__(self, actor: Actor, screen_id: str, changes: ScreenChanges) -> ListedScreen:
        screen = self._screen(actor, screen_id)
        if changes.playlist_id is not None or changes.time_zone is not None:
            raise Forbidden(NOT_AUTHORIZED)
        if changes.name is not None:
            require_valid(validate_screen_name(changes.name))
        with failing_as(m.SCREEN_SAVE_FAILED):
            changed = self._screens.change(screen_id, changes.applied_to)
        if changed is None:
            raise NotFound(m.SCREEN_NOT_FOUND)
        if changed.name != screen.name:
            note = f"Renamed screen {screen.name} to {changed.name} of {self._owner(screen)}"
            self._audit.record(actor, LogAction.RENAME_SCREEN, note)
        return ListedScreen(changed, screen_status(changed, self._clock.now()))


class RevokeScreen(_StaffScreens):
    """Staff: delete any client's screen; its TV's token answers 401 from its next call
    (it shows a new pairing code) and its place in the package is free."""

    def __call__(self, actor: Actor, screen_id: str) -> None:
        screen = self._screen(actor, screen_id)
        with failing_as(m.SCREEN_SAVE_FAILED):
            self._screens.delete(screen.id)
        note = f"Revoked screen {screen.name} ({screen.id}) of {self._owner(screen)}"
        self._audit.record(actor, LogAction.REVOKE_SCREEN, note)
