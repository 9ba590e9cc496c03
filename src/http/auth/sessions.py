"""Server-side sessions: a random id in an HttpOnly cookie, the data in a Litestar store.

One plain ASGI middleware (`SessionMiddleware`) in place of Litestar's session middleware and
backend, for the request path's sake (docs/decisions.md, "The request path"): it reads the
cookie header itself and builds no connection object. What it keeps of Litestar's: the session
in `scope["session"]` (so `connection.set_session` / `clear_session` work as documented), the
store interface, ids of 32 random bytes in hex, the data as JSON. Its own rules: signing in
always issues a NEW session id (no fixation), an anonymous request stores nothing and sets no
cookie, and an unchanged session is not rewritten. The cookie itself, and the note of what a
response did to it, are `signage_http.auth.session_cookies`'.
"""

from __future__ import annotations

import logging
from typing import Any, cast

import msgspec
from litestar import Litestar
from litestar.connection import ASGIConnection
from litestar.enums import ScopeType
from litestar.middleware import DefineMiddleware
from litestar.stores.base import Store
from litestar.types import ASGIApp, Empty, Message, Receive, Scope, Send
from signage_http.auth.session_cookies import (
    ENDED,
    SESSION_COOKIE,
    SESSION_NAMED,
    SessionCookies,
    is_session_id,
    new_session_id,
)
from signage_http.request_path.asgi_headers import cookie_value, route_option, set_cookie

from signage_core.errors import BackendUnavailable

logger = logging.getLogger("signage_http")

SESSION_STORE = "sessions"
USER_ID = "userId"
LOGIN_LOG_ID = "loginLogId"
STAMP = "stamp"
"""The user's session stamp at sign-in (`signage_core.ports.session_stamps`)."""
SKIP_SESSION = "skip_session"
"""A route option: the middleware passes the route's requests by (no session, no cookie)."""
_ROTATE = "signage.rotate_session"


def start_session(connection: ASGIConnection[Any, Any, Any, Any], data: dict[str, Any]) -> None:
    """Sign in: replace the session with `data` under a freshly generated id."""
    cast(dict[str, Any], connection.scope)[_ROTATE] = True
    connection.set_session(data)


def end_session(connection: ASGIConnection[Any, Any, Any, Any]) -> None:
    """Sign out: the stored session is deleted and the cookie expired."""
    connection.clear_session()


def session_value(connection: ASGIConnection[Any, Any, Any, Any], key: str) -> str:
    value = connection.scope.get("session")
    found = value.get(key) if isinstance(value, dict) else None
    return found if isinstance(found, str) else ""


class SessionMiddleware:
    """Loads the session the cookie names into `scope["session"]` (an empty dict when none),
    and, as the response starts, stores what the request left there."""

    def __init__(self, app: ASGIApp, store: Store, cookies: SessionCookies, max_age: int) -> None:
        self.app, self._store, self._cookies, self._max_age = app, store, cookies, max_age

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP or route_option(scope, SKIP_SESSION):
            await self.app(scope, receive, send)
            return
        cookie = cookie_value(scope, SESSION_COOKIE)
        cookie = "" if cookie == ENDED else cookie
        session_id = cookie if is_session_id(cookie) else ""
        loaded = await self._load(session_id)
        scope["session"] = dict(loaded)

        async def send_with_session(message: Message) -> None:
            if message["type"] == "http.response.start":
                await self._keep(scope, message, cookie, session_id, loaded)
            await send(message)

        await self.app(scope, receive, send_with_session)

    async def _load(self, session_id: str) -> dict[str, Any]:
        data = await self._store.get(session_id) if session_id else None
        try:
            found = msgspec.json.decode(data) if data else {}
        except msgspec.DecodeError:
            return {}  # not a session this portal wrote: none
        return found if isinstance(found, dict) else {}

    async def _keep(
        self, scope: Scope, message: Message, cookie: str, session_id: str, loaded: dict[str, Any]
    ) -> None:
        session = scope.get("session")
        if session is Empty or not session:
            if session_id:  # signed out, or the user is gone: forget the session
                await self._store.delete(session_id)
            if cookie:
                set_cookie(message, self._cookies.ended)
                cast(dict[str, Any], scope)[SESSION_NAMED] = ""
            return
        rotate = bool(cast(dict[str, Any], scope).get(_ROTATE)) or not session_id or not loaded
        if not rotate and session == loaded:
            return
        if rotate:
            if session_id:
                await self._store.delete(session_id)
            session_id = new_session_id()
        await self._store.set(session_id, msgspec.json.encode(session), expires_in=self._max_age)
        set_cookie(message, self._cookies.naming(session_id))
        cast(dict[str, Any], scope)[SESSION_NAMED] = session_id


def session_middleware(store: Store, *, secure: bool, max_age: int) -> DefineMiddleware:
    cookies = SessionCookies(secure=secure, max_age=max_age)
    return DefineMiddleware(SessionMiddleware, store=store, cookies=cookies, max_age=max_age)


async def prune_expired_sessions(app: Litestar) -> None:
    """At start-up: drop sessions whose time ran out (the store keeps them otherwise). A
    backend that does not answer delays nothing: the next start prunes them."""
    store = app.stores.get(SESSION_STORE)
    delete_expired = getattr(store, "delete_expired", None)
    if delete_expired is None:
        return
    try:
        await delete_expired()
    except BackendUnavailable:
        logger.warning("expired sessions not pruned at start: the backend did not answer")
