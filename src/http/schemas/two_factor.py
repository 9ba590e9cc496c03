"""Bodies and answers of the two-factor routes."""

from __future__ import annotations

from typing import Annotated

import msgspec
from signage_http.schemas.auth import LoginAnswer

from signage_core.usecases.accounts.two_factor import TwoFactorState

CODE_MAX = 64
"""Longer than any code (6 digits, or a recovery code with dashes and spaces)."""


class CodeBody(msgspec.Struct, rename="camel"):
    code: Annotated[str, msgspec.Meta(max_length=CODE_MAX)] = ""


class PasswordBody(msgspec.Struct, rename="camel"):
    """A signed-in user's own password (a pending "enrol" sign-in sends none)."""

    password: str = ""


class TwoFactorAnswer(msgspec.Struct, rename="camel"):
    enrolled: bool
    required: bool
    recovery_codes_left: int

    @classmethod
    def of(cls, state: TwoFactorState) -> TwoFactorAnswer:
        return cls(state.enrolled, state.required, state.recovery_codes_left)


class EnrolmentAnswer(msgspec.Struct, rename="camel"):
    """The new secret (to type into the app), its otpauth link, and the link as a QR code
    (an SVG data URL). Answered only while enrolling: never again once confirmed."""

    secret: str
    link: str
    qr_code: str


class EnrolledAnswer(msgspec.Struct, rename="camel"):
    """The ten recovery codes, shown this once; `session` is the finished sign-in when the
    enrolment was the sign-in's second step (staff under the "required" rule), else null."""

    recovery_codes: list[str]
    session: LoginAnswer | None
