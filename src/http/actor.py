"""The signed-in actor: read from the session, re-checked against the user on every request."""

from __future__ import annotations

from typing import Any

from litestar import Request
from litestar.di import NamedDependency
from signage_http.errors import SIGN_IN_REQUIRED, ApiError
from signage_http.sessions import USER_ID, end_session, session_value

from signage_core.entities.users import Actor
from signage_core.ports.user_repository import UserRepository


def unauthenticated() -> ApiError:
    return ApiError(401, "unauthenticated", SIGN_IN_REQUIRED)


def provide_actor(request: Request[Any, Any, Any], users: NamedDependency[Any]) -> Actor:
    """The session's user as an Actor; a deleted or deactivated user's session ends here."""
    user_id = session_value(request, USER_ID)
    if not user_id:
        raise unauthenticated()
    repository: UserRepository = users
    user = repository.get(user_id)
    if user is None or not user.status:
        end_session(request)
        raise unauthenticated()
    return Actor(user_id=user.id, role=user.role, email=user.email, name=user.name)
