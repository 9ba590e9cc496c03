"""Reset mails nobody else can use up: whose requests a reset mail is counted against.

A mail is counted against its requester, one client address or one `device` (a browser the
account signed in from before, vouched for by the caller): each may have an account mailed
RESET_MAILS_PER_REQUESTER times in the window, so a stranger's requests spend the stranger's
own allowance, never the owner's. Unknown browsers together may have an account mailed at most
RESET_MAILS_PER_ACCOUNT times in the window (an inbox is not bombed from many addresses);
the account's own devices are not held by that cap. A request without an address (staff
sending a user a link, the library) is one requester of its own and not held by the cap.
"""

from __future__ import annotations

from signage_core import limits
from signage_core.ports.attempt_log import AttemptLog
from signage_core.ports.clock import Clock
from signage_core.usecases.shared.throttle import Limit, Throttle

MAILS_PER_REQUESTER = Limit(
    "reset-mail", limits.RESET_MAILS_PER_REQUESTER, limits.RESET_MAIL_WINDOW
)
MAILS_PER_ACCOUNT = Limit("reset-account", limits.RESET_MAILS_PER_ACCOUNT, limits.RESET_MAIL_WINDOW)


class ResetMailThrottle:
    """Whether a reset mail may go to `email` for a request from `address` or `device`."""

    def __init__(self, log: AttemptLog, clock: Clock) -> None:
        self._requester = Throttle(log, clock, MAILS_PER_REQUESTER)
        self._account = Throttle(log, clock, MAILS_PER_ACCOUNT)

    def allows(self, email: str, address: str, device: str) -> bool:
        if self._requester.wait(requester(email, address, device)):
            return False
        return not _capped(address, device) or self._account.wait(email) == 0

    def sent(self, email: str, address: str, device: str) -> None:
        self._requester.record(requester(email, address, device))
        if _capped(address, device):
            self._account.record(email)


def requester(email: str, address: str, device: str) -> str:
    """The throttle's subject: who asked (the device, else the address), for which email."""
    return f"device {device}|{email}" if device else f"address {address}|{email}"


def _capped(address: str, device: str) -> bool:
    """Held by the account-wide cap: an unknown browser at a client address."""
    return bool(address) and not device
