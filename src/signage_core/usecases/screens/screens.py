"""A client's screens: paired by the code its TV box shows, each playing one playlist."""

from __future__ import annotations

from dataclasses import replace

from signage_core.entities.screens import ListedScreen, Pairing, Screen, ScreenChanges
from signage_core.entities.users import Actor
from signage_core.errors import NotFound, ValidationFailed
from signage_core.ids import new_id
from signage_core.limits import PAIRING_LIFETIME
from signage_core.ports.attempt_log import AttemptLog
from signage_core.ports.catalogue_repository import CatalogueRepository
from signage_core.ports.clock import Clock
from signage_core.ports.pairing_repository import PairingRepository
from signage_core.ports.payment_repository import PaymentRepository
from signage_core.ports.playlist_repository import PlaylistRepository
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.rules.screen_licence import ScreenPolicy
from signage_core.rules.screens import normalise_code, screen_status
from signage_core.usecases.billing.licence import LicenceGate
from signage_core.usecases.screens._screen_checks import (
    ScreenAllowance,
    client_screen,
    playlist_errors,
    require_room_for_a_screen,
    take_a_place,
)
from signage_core.usecases.screens.claim_throttle import ClaimThrottle
from signage_core.usecases.screens.screen_admin import RenameAnyScreen, RevokeScreen
from signage_core.usecases.shared._checks import failing_as, require_valid
from signage_core.validation import messages as m
from signage_core.validation.schedules import validate_time_zone
from signage_core.validation.screens import validate_pairing_code, validate_screen_name


class CreateScreen:
    """Pair the box showing `pairing_code` as a new screen of the actor's client; the code is
    used up. The box collects its device token on its next poll (`player.PollPairing`).
    Refused codes are counted per client and per client `address` (`ClaimThrottle`)."""

    def __init__(
        self,
        gate: LicenceGate,
        catalogue: CatalogueRepository,
        screens: ScreenRepository,
        pairings: PairingRepository,
        playlists: PlaylistRepository,
        clock: Clock,
        attempts: AttemptLog,
        payments: PaymentRepository,
        policy: ScreenPolicy,
    ) -> None:
        self._gate, self._screens = gate, screens
        self._pairings, self._playlists, self._clock = pairings, playlists, clock
        self._claims = ClaimThrottle(attempts, clock)
        self._allowance = ScreenAllowance(catalogue, payments, policy)

    def __call__(
        self, actor: Actor, name: str, pairing_code: str, playlist_id: str = "", address: str = ""
    ) -> ListedScreen:
        client = self._gate(actor, m.NO_CLIENT_FOR_USER)
        allowed = require_room_for_a_screen(self._allowance, self._screens, client)
        errors = validate_screen_name(name) | validate_pairing_code(pairing_code)
        require_valid(errors | playlist_errors(self._playlists, client, playlist_id))
        now, screen_id = self._clock.now(), new_id()
        slot = take_a_place(self._screens, client, allowed, screen_id)
        screen = Screen(screen_id, name.strip(), client.id, playlist_id, created_at=now, slot=slot)
        try:
            self._pair(pairing_code, screen, address)
        except BaseException:
            self._screens.free_slot(client.id, slot)
            raise
        return ListedScreen(screen, screen_status(screen, now))

    def _pair(self, pairing_code: str, screen: Screen, address: str) -> None:
        """The code used up for the screen (wrong codes throttled), then the screen saved."""
        code = normalise_code(pairing_code)
        self._claims.guard(screen.client_id, address, lambda: self._claim(code, screen))
        with failing_as(m.SCREEN_SAVE_FAILED):
            self._screens.save(screen)

    def _claim(self, code: str, screen: Screen) -> None:
        now = self._clock.now()

        def claim(pairing: Pairing) -> Pairing | None:
            if pairing.claimed or not pairing.live(now):
                return None
            return replace(pairing, screen_id=screen.id, expires_at=now + PAIRING_LIFETIME)

        if not code or self._pairings.change(code, claim) is None:
            raise ValidationFailed({"pairingCode": m.PAIRING_CODE_INVALID})


class UpdateScreen:
    """Rename a screen, or give it another playlist (or none); staff rename any client's
    (`screen_admin.RenameAnyScreen`)."""

    def __init__(
        self,
        gate: LicenceGate,
        screens: ScreenRepository,
        playlists: PlaylistRepository,
        clock: Clock,
        staff: RenameAnyScreen,
    ) -> None:
        self._gate, self._screens, self._playlists, self._clock = gate, screens, playlists, clock
        self._staff = staff

    def __call__(self, actor: Actor, screen_id: str, changes: ScreenChanges) -> ListedScreen:
        if actor.is_staff:
            return self._staff(actor, screen_id, changes)
        client = self._gate(actor, m.NO_CLIENT_FOR_USER)
        client_screen(self._screens, client, screen_id)
        errors = {} if changes.name is None else validate_screen_name(changes.name)
        if changes.playlist_id is not None:
            errors |= playlist_errors(self._playlists, client, changes.playlist_id)
        if changes.time_zone and changes.time_zone.strip():
            errors |= validate_time_zone(changes.time_zone.strip())
        require_valid(errors)
        with failing_as(m.SCREEN_SAVE_FAILED):
            changed = self._screens.change(screen_id, changes.applied_to)
        if changed is None:
            raise NotFound(m.SCREEN_NOT_FOUND)
        return ListedScreen(changed, screen_status(changed, self._clock.now()))


class DeleteScreen:
    """Remove a screen: its player's device token is refused from then on; staff revoke any
    client's (`screen_admin.RevokeScreen`)."""

    def __init__(self, gate: LicenceGate, screens: ScreenRepository, staff: RevokeScreen) -> None:
        self._gate, self._screens, self._staff = gate, screens, staff

    def __call__(self, actor: Actor, screen_id: str) -> None:
        if actor.is_staff:
            return self._staff(actor, screen_id)
        client = self._gate(actor, m.NO_CLIENT_FOR_USER)
        screen = client_screen(self._screens, client, screen_id)
        with failing_as(m.SCREEN_SAVE_FAILED):
            self._screens.delete(screen.id)
