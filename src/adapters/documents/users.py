"""`users`: keyed by the identity uid; createdAt (registration) or createdat (admin creation)."""

from __future__ import annotations

from typing import Any

from signage_core.entities.users import Role, User

from .values import Document, read_flag, read_moment, read_text

COLLECTION = "users"
REGISTERED_AT = "createdAt"
ADMIN_CREATED_AT = "createdat"


LANGUAGE = "language"
"""Ours: written once the user chooses one (documents of the original portal have none)."""
TIME_ZONE = "timeZone"
"""Ours: the browser's zone at registration (documents of the original portal have none)."""


def to_document(user: User) -> Document:
    created_key = ADMIN_CREATED_AT if user.created_by_admin else REGISTERED_AT
    chosen = {LANGUAGE: user.language} if user.language else {}
    chosen |= {TIME_ZONE: user.time_zone} if user.time_zone else {}
    return {
        "name": user.name,
        "phone": user.phone,
        "email": user.email,
        "role": user.role.value,
        "status": user.status,
        created_key: user.created_at,
        **chosen,
    }


def from_document(doc_id: str, data: dict[str, Any]) -> User:
    doc = f"{COLLECTION}/{doc_id}"
    by_admin = ADMIN_CREATED_AT in data and REGISTERED_AT not in data
    return User(
        id=doc_id,
        name=read_text(data, "name"),
        phone=read_text(data, "phone"),
        email=read_text(data, "email"),
        role=_role(data.get("role")),
        status=read_flag(data, "status"),
        created_at=read_moment(data, ADMIN_CREATED_AT if by_admin else REGISTERED_AT, doc),
        created_by_admin=by_admin,
        language=read_text(data, LANGUAGE),
        time_zone=read_text(data, TIME_ZONE),
    )


def _role(value: object) -> Role:
    """Unknown or missing roles read as Client, the least privileged."""
    wanted = str(value or "").strip().casefold()
    return next((role for role in Role if role.value.casefold() == wanted), Role.CLIENT)
