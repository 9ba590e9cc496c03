"""Answers of the auth routes."""

from __future__ import annotations

import msgspec
from signage_http.schemas.accounts import ClientView, LicenceView, UserView


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


class MessageAnswer(msgspec.Struct, rename="camel"):
    message: str
