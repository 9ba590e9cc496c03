"""Who is acting: the signed-in user of a session, looked up afresh on every request; and
ending every session of a user (their session stamp, `ports.session_stamps`)."""

from __future__ import annotations

from signage_core.entities.users import Actor
from signage_core.ids import new_id
from signage_core.ports.session_stamps import SessionStamps
from signage_core.ports.user_repository import UserRepository


def end_sessions(stamps: SessionStamps, user_id: str) -> str:
    """Give the user a new stamp: each session started before ends at its next request.
    Returns the new stamp, for a session that is to go on (change of password)."""
    stamp = new_id()
    stamps.save(user_id, stamp)
    return stamp


class IdentifyActor:
    """The Actor of a signed-in user id; None once the user is deleted or deactivated, or
    the session's `stamp` is no longer the user's, so the caller ends that session."""

    def __init__(self, users: UserRepository, stamps: SessionStamps) -> None:
        self._users = users
        self._stamps = stamps

    def __call__(self, user_id: str, stamp: str = "") -> Actor | None:
        user = self._users.get(user_id)
        if user is None or not user.status:
            return None
        if stamp != self._stamps.current(user_id):
            return None
        return Actor(user_id=user.id, role=user.role, email=user.email, name=user.name, user=user)
