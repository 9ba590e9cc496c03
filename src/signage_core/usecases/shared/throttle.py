"""Throttles over the backend's attempt log: at most so many attempts per key in a window.

Sign-in (OWASP ASVS 2.2.1, and OWASP's device cookies): failed sign-ins from unknown
browsers per account (the typed email, whether or not an account has it) and per client
address; a browser the account signed in from before (a `device`, vouched for by the caller)
has a limit of its own instead, so a stranger's guesses cannot lock the owner out. A success
clears the failures of the way it came in only. The attempts a throttle refuses are not
counted, so a refused flood does not push the end of the wait further away. Reset mails:
`usecases.accounts.reset_mails`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime, timedelta

from signage_core import limits
from signage_core.errors import TooManyAttempts
from signage_core.ports.attempt_log import AttemptLog
from signage_core.ports.clock import Clock
from signage_core.validation import messages as m


@dataclass(frozen=True, slots=True)
class Limit:
    kind: str
    attempts: int
    window: timedelta


@dataclass(frozen=True, slots=True)
class SignInLimits:
    """Failed sign-ins allowed within SIGN_IN_FAILURE_WINDOW: `per_account` from unknown
    browsers (and from each browser the account signed in from before), `per_address` from
    one client address (the operator's settings; limits.py has the defaults)."""

    per_account: int = limits.SIGN_IN_FAILURES_PER_ACCOUNT
    per_address: int = limits.SIGN_IN_FAILURES_PER_ADDRESS

    def __post_init__(self) -> None:
        if min(self.per_account, self.per_address) < 1:
            raise ValueError("a sign-in limit allows at least one failure")


SIGN_IN_LIMITS = SignInLimits()


def sign_in_limit(kind: str, attempts: int) -> Limit:
    return Limit(f"signin-{kind}", attempts, limits.SIGN_IN_FAILURE_WINDOW)


PAIRING_REQUESTS = Limit("pairing-address", limits.PAIRINGS_PER_ADDRESS, limits.PAIRING_WINDOW)
RESET_REQUESTS = Limit("reset-address", limits.RESET_REQUESTS_PER_ADDRESS, limits.RESET_MAIL_WINDOW)


def seconds_to_wait(times: list[datetime], limit: Limit, now: datetime) -> int:
    """Seconds until fewer than `limit.attempts` of `times` (oldest first) lie in the window
    ending now (an attempt counts while now < its time + window); 0 when that is already so."""
    recent = [moment for moment in times if now - limit.window < moment]
    if len(recent) < limit.attempts:
        return 0
    free_at = recent[-limit.attempts] + limit.window
    return max(1, math.ceil((free_at - now).total_seconds()))


def wait_in_words(seconds: int) -> str:
    minutes = max(1, math.ceil(seconds / 60))
    return "1 minute" if minutes == 1 else f"{minutes} minutes"


def too_many(text: str, seconds: int) -> TooManyAttempts:
    """The refusal with `text`'s {wait} in words and `retry_after` in seconds."""
    return TooManyAttempts(text.format(wait=wait_in_words(seconds)), seconds)


class Throttle:
    """One limit over the attempt log; keys are `limit.kind:subject`, the subject folded."""

    def __init__(self, log: AttemptLog, clock: Clock, limit: Limit) -> None:
        self._log, self._clock, self._limit = log, clock, limit

    def wait(self, subject: str) -> int:
        """Seconds before another attempt is allowed (0: now)."""
        return seconds_to_wait(self._log.times(self._key(subject)), self._limit, self._clock.now())

    def record(self, subject: str) -> None:
        now = self._clock.now()
        self._log.add(self._key(subject), now, forget_until=now - self._limit.window)

    def forget(self, subject: str) -> None:
        self._log.clear(self._key(subject))

    def _key(self, subject: str) -> str:
        return f"{self._limit.kind}:{subject.strip().casefold()}"


class SignInThrottle:
    """Failed sign-ins per account and per client address ('' when unknown: not counted) from
    unknown browsers; per `device` (a browser the account signed in from before) from those.
    A device with `per_account` failures in the window is no longer trusted: it is held like
    an unknown browser until its failures leave the window."""

    def __init__(self, log: AttemptLog, clock: Clock, allowed: SignInLimits = SIGN_IN_LIMITS):
        self._account = Throttle(log, clock, sign_in_limit("account", allowed.per_account))
        self._address = Throttle(log, clock, sign_in_limit("address", allowed.per_address))
        self._device = Throttle(log, clock, sign_in_limit("device", allowed.per_account))

    def refusal(self, email: str, address: str, device: str = "") -> TooManyAttempts | None:
        """The refusal to raise while the throttles that hold this attempt are closed."""
        if self._trusted(email, device):
            return None
        wait = max(self._account.wait(email), self._address.wait(address) if address else 0)
        return too_many(m.TOO_MANY_SIGN_INS, wait) if wait else None

    def failed(self, email: str, address: str, device: str = "") -> None:
        if self._trusted(email, device):
            self._device.record(_device_subject(email, device))
            return
        self._account.record(email)
        if address:
            self._address.record(address)

    def succeeded(self, email: str, device: str = "") -> None:
        """The failures of the way in are forgiven: the device's, or the account's from
        unknown browsers; the address's stay (one's own account must not reset an address
        that guesses at others)."""
        if self._trusted(email, device):
            self._device.forget(_device_subject(email, device))
        else:
            self._account.forget(email)

    def _trusted(self, email: str, device: str) -> bool:
        return bool(device) and self._device.wait(_device_subject(email, device)) == 0


def _device_subject(email: str, device: str) -> str:
    return f"{device}|{email}"
