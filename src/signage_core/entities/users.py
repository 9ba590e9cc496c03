"""Users (keyed by the authentication user id) and the signed-in actor."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum


class Role(StrEnum):
    CLIENT = "Client"
    SUPERVISOR = "Supervisor"
    ADMIN = "Admin"


STAFF_ROLES = frozenset({Role.SUPERVISOR, Role.ADMIN})

LANGUAGES = ("en", "es")
"""The portal's languages (English, Spanish), as a user chooses one for every screen."""


@dataclass(frozen=True, slots=True)
class User:
    """A `users` document. Stored as createdAt (registration) or createdat (admin creation):
    `created_by_admin` says which, and is kept as read so a re-save keeps the spelling."""

    id: str
    name: str
    phone: str
    email: str
    role: Role
    status: bool = True
    created_at: datetime | None = None
    created_by_admin: bool = False
    language: str = ""
    """One of LANGUAGES, or "" until the user chooses (the browser's then)."""
    time_zone: str = ""
    """The browser's IANA zone at registration ('' before); its client profile starts in it."""

    @property
    def is_staff(self) -> bool:
        return self.role in STAFF_ROLES


@dataclass(frozen=True, slots=True)
class Actor:
    """Who is calling a use case: the signed-in user as the session knows them.

    `user` is the user as `IdentifyActor` read it for this one request, so a use case that
    shows it (`CurrentSession`) need not read it again; an actor kept longer carries None
    (`Portal.actor`), and every use case reads the user afresh."""

    user_id: str
    role: Role
    email: str = ""
    name: str = ""
    user: User | None = field(default=None, compare=False, repr=False)

    @property
    def is_staff(self) -> bool:
        return self.role in STAFF_ROLES

    @property
    def is_admin(self) -> bool:
        return self.role is Role.ADMIN
