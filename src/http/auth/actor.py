"""The signed-in actor: read from the session, re-checked against the user on every request."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from litestar import Request
from signage_http.auth.sessions import STAMP, USER_ID, end_session, session_value
from signage_http.request_path.answers import UNAUTHENTICATED
from signage_http.request_path.errors import SIGN_IN_REQUIRED, ApiError

from signage_core.entities.users import Actor
from signage_core.usecases.accounts.actors import IdentifyActor

AnyRequest = Request[Any, Any, Any]


def unauthenticated() -> ApiError:
    return ApiError(UNAUTHENTICATED.status, UNAUTHENTICATED.code, SIGN_IN_REQUIRED)


@dataclass(frozen=True, slots=True)
class ActorProviders:
    """The `actor` and `maybe_actor` dependencies, on the app's `IdentifyActor` (bound here,
    so a request resolves one dependency, not two)."""

    identify_actor: IdentifyActor

    def optional(self) -> Callable[[AnyRequest], Actor | None]:
        def maybe_actor(request: AnyRequest) -> Actor | None:
            """The session's user as an Actor, or None when nobody is signed in; the session
            ends here once its user is deleted or deactivated, or its stamp is outdated
            (another session changed the password, ...)."""
            return self._identify(request)

        return maybe_actor

    def required(self) -> Callable[[AnyRequest], Actor]:
        def actor(request: AnyRequest) -> Actor:
            """The signed-in actor; 401 `unauthenticated` when there is none."""
            found = self._identify(request)
            if found is None:
                raise unauthenticated()
            return found

        return actor

    def _identify(self, request: AnyRequest) -> Actor | None:
        user_id = session_value(request, USER_ID)
        if not user_id:
            return None
        found = self.identify_actor(user_id, session_value(request, STAMP))
        if found is None:
            end_session(request)
        return found
