"""The TV box's side: ask for a pairing code, collect its device token once a client has used
the code, and fetch what to play. Every secret is kept as its SHA-256 digest only."""

from __future__ import annotations

from dataclasses import replace

from signage_core.entities.player import PairingPoll, StartedPairing
from signage_core.entities.screens import Pairing
from signage_core.errors import ExternalServiceFailed, NotFound
from signage_core.limits import PAIRING_LIFETIME, PAIRINGS_SWEPT_AT_ONCE
from signage_core.ports.attempt_log import AttemptLog
from signage_core.ports.clock import Clock
from signage_core.ports.pairing_repository import PairingRepository
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.rules.screens import (
    is_pairing_code,
    new_device_token,
    new_pairing_code,
    new_secret,
    normalise_code,
    same_digest,
    secret_digest,
)
from signage_core.usecases.shared.throttle import PAIRING_REQUESTS, Throttle, too_many
from signage_core.validation import messages as m

CODE_ATTEMPTS = 8
"""New codes tried when one drawn is in use (about one in 1.1e12 per live code)."""
WAITING = PairingPoll("waiting")


class StartPairing:
    """A fresh code, live for PAIRING_LIFETIME, and the secret the box polls it with; at most
    PAIRINGS_PER_ADDRESS per client `address` an hour ('' when unknown: not counted). Each
    new code first sweeps up to PAIRINGS_SWEPT_AT_ONCE expired pairings away."""

    def __init__(self, pairings: PairingRepository, attempts: AttemptLog, clock: Clock) -> None:
        self._pairings, self._clock = pairings, clock
        self._requests = Throttle(attempts, clock, PAIRING_REQUESTS)

    def __call__(self, address: str = "") -> StartedPairing:
        if address:
            self._count_request(address)
        now, poll_token = self._clock.now(), new_secret()
        self._pairings.delete_expired(now, PAIRINGS_SWEPT_AT_ONCE)
        for _ in range(CODE_ATTEMPTS):
            code = new_pairing_code()
            found = self._pairings.get(code)
            if found is None or not found.live(now):
                pairing = Pairing(code, secret_digest(poll_token), now + PAIRING_LIFETIME)
                self._pairings.save(pairing)
                return StartedPairing(code, poll_token, pairing.expires_at)
        raise ExternalServiceFailed(m.SOMETHING_WENT_WRONG)

    def _count_request(self, address: str) -> None:
        wait = self._requests.wait(address)
        if wait:
            raise too_many(m.TOO_MANY_PAIRINGS, wait)
        self._requests.record(address)


class PollPairing:
    """'waiting' until a client has used the code; then, once, the screen and a new device
    token (its digest goes on the screen, the pairing is deleted: a later poll is NotFound).
    A wrong poll token, an unknown or an expired code are all NotFound alike."""

    def __init__(
        self, pairings: PairingRepository, screens: ScreenRepository, clock: Clock
    ) -> None:
        self._pairings, self._screens, self._clock = pairings, screens, clock

    def __call__(self, code: str, poll_token: str) -> PairingPoll:
        pairing = self._live_pairing(normalise_code(code), poll_token)
        if not pairing.claimed or self._screens.get(pairing.screen_id) is None:
            return WAITING  # a screen being saved this moment is there on the next poll
        taken = self._pairings.take(pairing.code, lambda stored: stored == pairing)
        if taken is None:
            raise NotFound(m.PAIRING_NOT_FOUND)
        device_token = new_device_token(taken.screen_id)
        digest = secret_digest(device_token)
        if self._screens.change(taken.screen_id, lambda s: replace(s, token_digest=digest)) is None:
            raise NotFound(m.PAIRING_NOT_FOUND)
        return PairingPoll("paired", taken.screen_id, device_token)

    def _live_pairing(self, code: str, poll_token: str) -> Pairing:
        pairing = self._pairings.get(code) if is_pairing_code(code) else None
        if pairing is None or not same_digest(poll_token, pairing.poll_digest):
            raise NotFound(m.PAIRING_NOT_FOUND)
        if not pairing.live(self._clock.now()):
            raise NotFound(m.PAIRING_NOT_FOUND)
        return pairing
