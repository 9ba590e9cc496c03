"""Two-factor sign-in (OWASP ASVS 2.8): a user's TOTP secret, their recovery codes (kept as
digests only), and the portal's rule for staff."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class StaffTwoFactor(StrEnum):
    """The portal's rule for Admins and Supervisors; Clients are always offered it."""

    REQUIRED = "required"
    OFFERED = "offered"


class SecondStep(StrEnum):
    """What a sign-in needs after the password."""

    NONE = "none"
    VERIFY = "verify"
    """The account has two-factor sign-in: a code from the app or a recovery code."""
    ENROL = "enrol"
    """Staff under the "required" rule without it: they enrol before reaching the portal."""


@dataclass(frozen=True, slots=True)
class SecondFactor:
    """One user's authenticator. `confirmed` is False between showing the secret and the
    first code from the app; only a confirmed factor is asked for at sign-in. `last_step`
    is the TOTP time step of the last accepted code (a code is never accepted twice)."""

    user_id: str
    secret: str
    confirmed: bool = False
    recovery_digests: tuple[str, ...] = ()
    last_step: int = 0
