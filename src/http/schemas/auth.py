"""Answers of the auth routes."""

from __future__ import annotations

import msgspec
from signage_http.schemas.accounts import ClientView, LicenceView, UserView


class SessionAnswer(msgspec.Struct, rename="camel"):
    user: UserView
    client: ClientView | None
    licence: LicenceView | None
    profile_complete: bool


class LoginAnswer(msgspec.Struct, rename="camel"):
    user: UserView
    client: ClientView | None
    licence: LicenceView | None
    login_log_id: str
    profile_complete: bool


class MessageAnswer(msgspec.Struct, rename="camel"):
    message: str
