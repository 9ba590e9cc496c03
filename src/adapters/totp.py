"""`OneTimePasswords` with pyotp (RFC 6238: 6 digits, 30-second steps, SHA-1, as every
authenticator app reads them), the same on every backend."""

from __future__ import annotations

from datetime import datetime

import pyotp
from pyotp.exceptions import OTPVerificationError

DRIFT_STEPS = 1
"""Codes of one step before and after now are accepted too (a phone's clock a little off)."""


class PyotpPasswords:
    def new_secret(self) -> str:
        return pyotp.random_base32()

    def matching_step(self, secret: str, code: str, at: datetime) -> int | None:
        typed = "".join(code.split())
        if not (typed.isascii() and typed.isdigit()):
            return None  # pyotp compares with hmac.compare_digest, which takes ASCII only
        try:
            return pyotp.TOTP(secret).verify_and_get_timecode(
                typed, for_time=at, valid_window=DRIFT_STEPS
            )
        except OTPVerificationError:
            return None

    def enrolment_link(self, secret: str, account: str, issuer: str) -> str:
        return pyotp.TOTP(secret).provisioning_uri(name=account, issuer_name=issuer)
