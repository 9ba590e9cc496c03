"""Answers of the auth routes."""

from __future__ import annotations

from typing import Literal

import msgspec
from signage_http.schemas.accounts import ClientView, LicenceView, UserView

from signage_core.usecases.accounts.signed_in import LoginResult
from signage_core.usecases.files.stored_files import BrowserLinks


class SessionAnswer(msgspec.Struct, rename="camel"):
    user: UserView
    client: ClientView | None
    licence: LicenceView | None
    profile_complete: bool


class SessionState(msgspec.Struct, rename="camel"):
    """GET /api/auth/session: the session, or null when nobody is signed in (never a 401, so
    an anonymous page logs no failed request)."""

    session: SessionAnswer | None


class LoginAnswer(msgspec.Struct, rename="camel"):
    user: UserView
    client: ClientView | None
    licence: LicenceView | None
    login_log_id: str
    profile_complete: bool

    @classmethod
    def of(cls, result: LoginResult, links: BrowserLinks) -> LoginAnswer:
        return cls(
            user=UserView.of(result.user),
            client=ClientView.maybe(result.client, links),
            licence=LicenceView.maybe(result.licence),
            login_log_id=result.log_id,
            profile_complete=result.profile_complete,
        )


class SecondStepAnswer(msgspec.Struct, rename="camel"):
    """POST /api/auth/login when the password was right and a second step is due: "verify"
    (a code, POST /api/auth/two-factor/sign-in) or "enrol" (staff under the "required"
    rule set two-factor sign-in up first). No session is started yet."""

    second_step: Literal["verify", "enrol"]


class MessageAnswer(msgspec.Struct, rename="camel"):
    message: str
