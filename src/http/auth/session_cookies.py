"""The session cookie: its ids, its Set-Cookie values, and what a response did to it.

An id is 32 random bytes in lower-case hex; a cookie value of any other shape names no session
and never reaches the store (Firestore refuses ids such as `a/b`). When a response names a new
session or ends one, the session middleware notes it in the scope (`SESSION_NAMED`), so the
CSRF middleware around it can give the browser a token bound to what follows.
"""

from __future__ import annotations

import re
import secrets
from typing import Any, cast

from litestar.datastructures import Cookie
from litestar.types import Scope
from signage_http.request_path.asgi_headers import cookie_header

SESSION_COOKIE = "signage_session"
ID_BYTES = 32
ENDED = "null"
"""The value of an expired session cookie."""
SESSION_NAMED = "signage.session_named"
"""Scope key: the id the response's session cookie names ('' when it ends the session)."""
_SESSION_ID = re.compile(f"[0-9a-f]{{{2 * ID_BYTES}}}")


def new_session_id() -> str:
    """A fresh session id: ID_BYTES random bytes in lower-case hex."""
    return secrets.token_hex(ID_BYTES)


def is_session_id(text: str) -> bool:
    """Whether `text` has the shape of an id this portal issues."""
    return _SESSION_ID.fullmatch(text) is not None


def named_by_response(scope: Scope) -> str | None:
    """The session id the response names, '' when it ends the session, None when unchanged."""
    named = cast(dict[str, Any], scope).get(SESSION_NAMED)
    return named if isinstance(named, str) else None


class SessionCookies:
    """The Set-Cookie values of the session cookie: one naming a session, one ending it."""

    def __init__(self, *, secure: bool, max_age: int) -> None:
        self._params: dict[str, Any] = {
            "key": SESSION_COOKIE,
            "path": "/",
            "secure": secure,
            "httponly": True,
            "samesite": "lax",
            "max_age": max_age,
        }
        self.ended = self._header(ENDED, expires=0)

    def naming(self, session_id: str) -> bytes:
        return self._header(session_id)

    def _header(self, value: str, expires: int | None = None) -> bytes:
        return cookie_header(Cookie(value=value, expires=expires, **self._params))
