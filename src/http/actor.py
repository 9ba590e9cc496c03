"""The signed-in actor: read from the session, re-checked against the user on every request."""

from __future__ import annotations

from typing import Any

from litestar import Request
from litestar.di import NamedDependency
from signage_http.answers import UNAUTHENTICATED
from signage_http.errors import SIGN_IN_REQUIRED, ApiError
from signage_http.sessions import STAMP, USER_ID, end_session, session_value

from signage_core.entities.users import Actor
from signage_core.usecases.actors import IdentifyActor


def unauthenticated() -> ApiError:
    return ApiError(UNAUTHENTICATED.status, UNAUTHENTICATED.code, SIGN_IN_REQUIRED)


def provide_optional_actor(
    request: Request[Any, Any, Any], identify_actor: NamedDependency[IdentifyActor]
) -> Actor | None:
    """The session's user as an Actor, or None when nobody is signed in; the session ends
    here once its user is deleted or deactivated, or its stamp is outdated (another session
    changed the password, ...)."""
    user_id = session_value(request, USER_ID)
    if not user_id:
        return None
    actor = identify_actor(user_id, session_value(request, STAMP))
    if actor is None:
        end_session(request)
    return actor


def provide_actor(
    request: Request[Any, Any, Any], identify_actor: NamedDependency[IdentifyActor]
) -> Actor:
    """The signed-in actor; 401 `unauthenticated` when there is none."""
    actor = provide_optional_actor(request, identify_actor)
    if actor is None:
        raise unauthenticated()
    return actor
