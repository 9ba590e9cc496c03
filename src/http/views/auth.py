"""Bodies of the auth routes."""

from __future__ import annotations

import msgspec
from signage_http.views.accounts import ClientView, LicenceView, UserView


class RegisterBody(msgspec.Struct, rename="camel"):
    name: str = ""
    phone: str = ""
    email: str = ""
    password: str = ""


class LocationBody(msgspec.Struct, rename="camel"):
    latitude: float
    longitude: float
    accuracy: float = 0.0


class LoginBody(msgspec.Struct, rename="camel"):
    email: str = ""
    password: str = ""
    location: LocationBody | None = None
    location_error: str = ""


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


class EmailBody(msgspec.Struct, rename="camel"):
    email: str = ""


class MessageAnswer(msgspec.Struct, rename="camel"):
    message: str


class ResetConfirmBody(msgspec.Struct, rename="camel"):
    token: str = ""
    new_password: str = ""


class ChangePasswordBody(msgspec.Struct, rename="camel"):
    current_password: str = ""
    new_password: str = ""
