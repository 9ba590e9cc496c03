"""Time-based one-time passwords (RFC 6238), as an authenticator app makes them."""

from __future__ import annotations

from datetime import datetime
from typing import Protocol


class OneTimePasswords(Protocol):
    """Secrets, the codes they make, and the link an authenticator app reads from a QR code."""

    def new_secret(self) -> str:
        """A fresh random secret in base32 (what the person may type into the app)."""
        ...

    def matching_step(self, secret: str, code: str, at: datetime) -> int | None:
        """The time step whose code is `code` (the step at `at`, or one before or after
        it for clock drift), or None when the code matches none of them."""
        ...

    def enrolment_link(self, secret: str, account: str, issuer: str) -> str:
        """The `otpauth://totp/...` link an authenticator app enrols from."""
        ...
