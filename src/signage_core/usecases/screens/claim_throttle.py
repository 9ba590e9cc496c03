"""Pairing codes tried by signed-in clients (issue 27): refused codes are counted per client
and per client address, so nobody can try codes until one hits a TV's screen.

A client with PAIRING_CLAIM_FAILURES_PER_CLIENT refused codes within PAIRING_CLAIM_WINDOW, or
an address with PAIRING_CLAIM_FAILURES_PER_ADDRESS (all clients signed in there), is refused
every claim, the right code included, until enough failures leave the window. A success
clears nothing: one good code must not buy a guesser a fresh set of tries. Claims a throttle
refuses are not counted, as with sign-in (`usecases.shared.throttle`).
"""

from __future__ import annotations

from collections.abc import Callable

from signage_core import limits
from signage_core.errors import ValidationFailed
from signage_core.ports.attempt_log import AttemptLog
from signage_core.ports.clock import Clock
from signage_core.usecases.shared.throttle import Limit, Throttle, too_many
from signage_core.validation import messages as m

PER_CLIENT = Limit(
    "claim-client", limits.PAIRING_CLAIM_FAILURES_PER_CLIENT, limits.PAIRING_CLAIM_WINDOW
)
PER_ADDRESS = Limit(
    "claim-address", limits.PAIRING_CLAIM_FAILURES_PER_ADDRESS, limits.PAIRING_CLAIM_WINDOW
)


class ClaimThrottle:
    """Refused pairing codes per client id and per client address ('' when unknown: not
    counted)."""

    def __init__(self, log: AttemptLog, clock: Clock) -> None:
        self._client = Throttle(log, clock, PER_CLIENT)
        self._address = Throttle(log, clock, PER_ADDRESS)

    def guard(self, client_id: str, address: str, claim: Callable[[], None]) -> None:
        """Run `claim` unless a limit holds (TooManyAttempts); count it when it refuses the
        code (its ValidationFailed goes on)."""
        wait = max(self._client.wait(client_id), self._address.wait(address) if address else 0)
        if wait:
            raise too_many(m.TOO_MANY_PAIRING_CODES, wait)
        try:
            claim()
        except ValidationFailed:
            self._failed(client_id, address)
            raise

    def _failed(self, client_id: str, address: str) -> None:
        self._client.record(client_id)
        if address:
            self._address.record(address)
