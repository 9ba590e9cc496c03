"""Wrong two-factor codes, throttled like passwords (`usecases.shared.throttle`): per account (its
user id, under a kind of its own, so a right password never forgives wrong codes) and per
client address (the same count as failed passwords), within the operator's `SignInLimits`."""

from __future__ import annotations

from signage_core import limits
from signage_core.ports.attempt_log import AttemptLog
from signage_core.ports.clock import Clock
from signage_core.usecases.shared.throttle import (
    SIGN_IN_LIMITS,
    Limit,
    SignInLimits,
    Throttle,
    sign_in_limit,
    too_many,
)
from signage_core.validation import messages as m


class SecondFactorThrottle:
    def __init__(self, log: AttemptLog, clock: Clock, allowed: SignInLimits = SIGN_IN_LIMITS):
        codes = Limit("second-factor-account", allowed.per_account, limits.SIGN_IN_FAILURE_WINDOW)
        self._account = Throttle(log, clock, codes)
        self._address = Throttle(log, clock, sign_in_limit("address", allowed.per_address))

    def check(self, user_id: str, address: str) -> None:
        """TooManyAttempts while either throttle is closed."""
        wait = max(self._account.wait(user_id), self._address.wait(address) if address else 0)
        if wait:
            raise too_many(m.TOO_MANY_SIGN_INS, wait)

    def failed(self, user_id: str, address: str) -> None:
        self._account.record(user_id)
        if address:
            self._address.record(address)

    def succeeded(self, user_id: str) -> None:
        self._account.forget(user_id)
