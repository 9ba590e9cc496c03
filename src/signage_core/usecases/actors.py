"""Who is acting: the signed-in user of a session, looked up afresh on every request."""

from __future__ import annotations

from signage_core.entities.users import Actor
from signage_core.ports.user_repository import UserRepository


class IdentifyActor:
    """The Actor of a signed-in user id; None once the user is deleted or deactivated, so
    the caller ends that session."""

    def __init__(self, users: UserRepository) -> None:
        self._users = users

    def __call__(self, user_id: str) -> Actor | None:
        user = self._users.get(user_id)
        if user is None or not user.status:
            return None
        return Actor(user_id=user.id, role=user.role, email=user.email, name=user.name)
