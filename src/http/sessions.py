"""Server-side sessions: a random id in an HttpOnly cookie, the data in a Litestar store.

Differences from Litestar's stock backend: signing in always issues a NEW session id (no
fixation), an anonymous request stores nothing and sets no cookie, and an unchanged session is
not rewritten on every request.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from litestar import Litestar
from litestar.connection import ASGIConnection
from litestar.datastructures import Cookie, MutableScopeHeaders
from litestar.middleware.session.server_side import (
    ServerSideSessionBackend,
    ServerSideSessionConfig,
)
from litestar.stores.base import Store
from litestar.types import Empty, Message, ScopeSession
from litestar.utils.dataclass import extract_dataclass_items

SESSION_COOKIE = "signage_session"
SESSION_STORE = "sessions"
USER_ID = "userId"
LOGIN_LOG_ID = "loginLogId"
STAMP = "stamp"
"""The user's session stamp at sign-in (`signage_core.ports.session_stamps`)."""
_ROTATE = "signage.rotate_session"
_LOADED = "signage.loaded_session"


def start_session(connection: ASGIConnection[Any, Any, Any, Any], data: dict[str, Any]) -> None:
    """Sign in: replace the session with `data` under a freshly generated id."""
    _extras(connection)[_ROTATE] = True
    connection.set_session(data)


def _extras(connection: ASGIConnection[Any, Any, Any, Any]) -> dict[str, Any]:
    """The ASGI scope as a plain dict, for this module's own keys."""
    return cast(dict[str, Any], connection.scope)


def end_session(connection: ASGIConnection[Any, Any, Any, Any]) -> None:
    """Sign out: the stored session is deleted and the cookie expired."""
    connection.clear_session()


def session_value(connection: ASGIConnection[Any, Any, Any, Any], key: str) -> str:
    value = connection.scope.get("session")
    found = value.get(key) if isinstance(value, dict) else None
    return found if isinstance(found, str) else ""


class RotatingSessionBackend(ServerSideSessionBackend):
    async def load_from_connection(self, connection: ASGIConnection[Any, Any, Any, Any]) -> Any:
        data = await super().load_from_connection(connection)
        _extras(connection)[_LOADED] = dict(data)
        return data

    async def store_in_message(
        self,
        scope_session: ScopeSession,
        message: Message,
        connection: ASGIConnection[Any, Any, Any, Any],
    ) -> None:
        cookie_id = connection.cookies.get(self.config.key, "")
        cookie_id = "" if cookie_id == "null" else cookie_id
        store = self.config.get_store_from_app(connection.scope["app"])
        headers = MutableScopeHeaders.from_message(message)
        if scope_session is Empty or not scope_session:
            if cookie_id:  # signed out, or the user is gone: forget the session
                await self.delete(cookie_id, store=store)
                headers.add("Set-Cookie", self._cookie("null", expires=0))
            return
        session_id = await self._session_id(scope_session, cookie_id, connection, store)
        if session_id:
            await self.set(session_id, self.serialize_data(scope_session), store=store)
            headers.add("Set-Cookie", self._cookie(session_id))

    async def _session_id(
        self,
        session: ScopeSession,
        cookie_id: str,
        connection: ASGIConnection[Any, Any, Any, Any],
        store: Store,
    ) -> str:
        """The id to write `session` under: a new one on sign-in, '' when nothing changed."""
        loaded = _extras(connection).get(_LOADED)
        rotate = bool(_extras(connection).get(_ROTATE)) or not cookie_id or not loaded
        if not rotate:
            return "" if session == loaded else cookie_id
        if cookie_id:
            await self.delete(cookie_id, store=store)
        return self.generate_session_id()

    def _cookie(self, value: str, expires: int | None = None) -> str:
        names = Cookie.__dict__.keys()
        params = dict(extract_dataclass_items(self.config, exclude_none=True, include=names))
        return Cookie(value=value, key=self.config.key, expires=expires, **params).to_header(
            header=""
        )


@dataclass
class RotatingSessionConfig(ServerSideSessionConfig):
    _backend_class = RotatingSessionBackend


def session_config(*, secure: bool, max_age: int) -> RotatingSessionConfig:
    return RotatingSessionConfig(
        key=SESSION_COOKIE,
        store=SESSION_STORE,
        secure=secure,
        httponly=True,
        samesite="lax",
        max_age=max_age,
    )


async def prune_expired_sessions(app: Litestar) -> None:
    """At start-up: drop sessions whose time ran out (the store keeps them otherwise)."""
    store = app.stores.get(SESSION_STORE)
    delete_expired = getattr(store, "delete_expired", None)
    if delete_expired is not None:
        await delete_expired()
