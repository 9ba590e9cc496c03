"""Request bodies. Absent text fields default to '' so the core's validators answer with the
spec's messages; PATCH bodies leave absent fields UNSET, so only what was sent changes."""

from __future__ import annotations

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType


class StatusBody(msgspec.Struct, rename="camel"):
    status: bool


class CreateUserBody(msgspec.Struct, rename="camel"):
    name: str = ""
    phone: str = ""
    email: str = ""
    password: str = ""
    role: str = ""
    admin_password: str = ""


class UpdateUserBody(msgspec.Struct, rename="camel"):
    name: str | UnsetType = UNSET
    phone: str | UnsetType = UNSET
    role: str | UnsetType = UNSET


class CreateClientBody(msgspec.Struct, rename="camel"):
    business_name: str = ""
    contact_name: str = ""
    phone: str = ""
    company_email: str = ""
    website: str = ""
    type_business: str = ""
    package_id: str = ""
    location_number: str = ""
    user_id: str = ""
    password: str = ""
    package_code: str | UnsetType = UNSET
    time_zone: str | UnsetType = UNSET
    """The client's IANA zone (the owner's from registration when not sent)."""


class UpdateClientBody(msgspec.Struct, rename="camel"):
    business_name: str | UnsetType = UNSET
    contact_name: str | UnsetType = UNSET
    phone: str | UnsetType = UNSET
    company_email: str | UnsetType = UNSET
    website: str | UnsetType = UNSET
    type_business: str | UnsetType = UNSET
    package_id: str | UnsetType = UNSET
    package_code: str | UnsetType = UNSET
    location_number: str | UnsetType = UNSET
    time_zone: str | UnsetType = UNSET
    """An IANA zone zoneinfo knows (400 otherwise); the client's screens' schedules run in it."""


class UpdateMediaBody(msgspec.Struct, rename="camel"):
    name: str | UnsetType = UNSET
    description: str | UnsetType = UNSET
    duration: float | str | UnsetType = UNSET
    youtube_url: str | UnsetType = UNSET


class VideoBody(msgspec.Struct, rename="camel"):
    video_url: str = ""
    video_title: str = ""
    video_thumbnail_url: str = ""
    duration: float | str | UnsetType = UNSET


class UpdateVideoBody(msgspec.Struct, rename="camel"):
    video_url: str | UnsetType = UNSET
    video_title: str | UnsetType = UNSET
    video_thumbnail_url: str | UnsetType = UNSET
    duration: float | str | UnsetType = UNSET


class PlaylistBody(msgspec.Struct, rename="camel"):
    playlist_name: str = ""
    media_ids: list[str] = msgspec.field(default_factory=list)
    show_logo: bool = False
    logo_position: str | None = None
    show_banner: bool = False
    banner_text: str = ""


class PaymentBody(msgspec.Struct, rename="camel"):
    client_id: str = ""
    package_id: str = ""
    payment_method: str = ""
    payment_reference: str = ""


class UpdatePaymentBody(msgspec.Struct, rename="camel"):
    package_id: str | UnsetType = UNSET
    payment_method: str | UnsetType = UNSET
    payment_reference: str | UnsetType = UNSET


class SubscriptionBody(msgspec.Struct, rename="camel"):
    package_id: str = ""
    subscription_id: str = ""


class RegisterBody(msgspec.Struct, rename="camel"):
    name: str = ""
    phone: str = ""
    email: str = ""
    password: str = ""
    time_zone: str = ""
    """The browser's IANA zone; unknown or absent: UTC (never refused)."""


class LocationBody(msgspec.Struct, rename="camel"):
    latitude: float
    longitude: float
    accuracy: float = 0.0


class LoginBody(msgspec.Struct, rename="camel"):
    email: str = ""
    password: str = ""
    location: LocationBody | None = None
    location_error: str = ""


class EmailBody(msgspec.Struct, rename="camel"):
    email: str = ""


class LanguageBody(msgspec.Struct, rename="camel"):
    language: str = ""


class ResetConfirmBody(msgspec.Struct, rename="camel"):
    token: str = ""
    new_password: str = ""


class ChangePasswordBody(msgspec.Struct, rename="camel"):
    current_password: str = ""
    new_password: str = ""


def as_form(body: msgspec.Struct) -> dict[str, Any]:
    """The body's fields under their JSON (camelCase) names: the form a use case takes."""
    form: dict[str, Any] = msgspec.to_builtins(body)
    return form
