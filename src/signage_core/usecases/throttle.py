"""Throttles over the backend's attempt log: at most so many attempts per key in a window.

Sign-in (OWASP ASVS 2.2.1): failed sign-ins per account (the typed email, whether or not an
account has it) and per client address; a success clears the account's failures only. The
attempts a throttle refuses are not counted, so a refused flood does not push the end of the
wait further away. Reset mails: at most so many per account in a window.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime, timedelta

from signage_core import limits
from signage_core.errors import TooManyAttempts
from signage_core.ports.attempt_log import AttemptLog
from signage_core.ports.clock import Clock

TOO_MANY_SIGN_INS = "Too many failed sign-in attempts. Please try again in {wait}."
"""Ours: the spec has no throttling; the wait is in whole minutes, rounded up."""
TOO_MANY_RESETS = "Too many password reset requests. Please try again in {wait}."
"""Ours, likewise."""
TOO_MANY_PAIRINGS = "Too many pairing codes were requested. Please try again in {wait}."
"""Ours, likewise (a TV box asking for codes: issue 15)."""


@dataclass(frozen=True, slots=True)
class Limit:
    kind: str
    attempts: int
    window: timedelta


ACCOUNT_SIGN_INS = Limit(
    "signin-account", limits.SIGN_IN_FAILURES_PER_ACCOUNT, limits.SIGN_IN_FAILURE_WINDOW
)
ADDRESS_SIGN_INS = Limit(
    "signin-address", limits.SIGN_IN_FAILURES_PER_ADDRESS, limits.SIGN_IN_FAILURE_WINDOW
)
RESET_MAILS = Limit("reset-mail", limits.RESET_MAILS_PER_ACCOUNT, limits.RESET_MAIL_WINDOW)
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
    """Failed sign-ins per account and per client address ('' when unknown: not counted)."""

    def __init__(self, log: AttemptLog, clock: Clock) -> None:
        self._account = Throttle(log, clock, ACCOUNT_SIGN_INS)
        self._address = Throttle(log, clock, ADDRESS_SIGN_INS)

    def refusal(self, email: str, address: str) -> TooManyAttempts | None:
        """The refusal to raise while either throttle is closed, else None."""
        wait = max(self._account.wait(email), self._address.wait(address) if address else 0)
        return too_many(TOO_MANY_SIGN_INS, wait) if wait else None

    def failed(self, email: str, address: str) -> None:
        self._account.record(email)
        if address:
            self._address.record(address)

    def succeeded(self, email: str) -> None:
        """The account's failures are forgiven; the address's stay (one's own account must
        not reset an address that guesses at others)."""
        self._account.forget(email)
