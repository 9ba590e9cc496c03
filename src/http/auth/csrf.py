"""CSRF: a signed double-submit token bound to the session (OWASP's HMAC variant).

A token is 64 random hex characters and their HMAC-SHA256 under the app's key together with
what it is bound to: the session the browser's session cookie names, or "no session" before
sign-in. A state-changing request must send the `csrftoken` cookie's token back in the
`X-CSRFToken` header, and that token must be signed for the session the request carries, or the
request is refused (403) before any body is read. A browser gets a new token whenever it has
none valid for its session, and when a response names a new session (sign-in, a change of
password) or ends one (sign-out): so a token from another session, from before sign-in or of
an ended session is refused. One plain ASGI middleware, which builds no request object
(docs/decisions.md, "The request path"); the cookie is added per response, never to a kept
answer (`signage_http.request_path.remembered_answers`)."""

from __future__ import annotations

import hashlib
import hmac
import secrets
from typing import cast

from litestar.datastructures import Cookie
from litestar.enums import ScopeType
from litestar.middleware import DefineMiddleware
from litestar.types import ASGIApp, Message, Receive, Scope, Send
from signage_http.auth.session_cookies import SESSION_COOKIE, is_session_id, named_by_response
from signage_http.request_path.answers import CSRF_REFUSED
from signage_http.request_path.asgi_headers import (
    cookie_header,
    cookie_value,
    header_value,
    route_option,
    set_cookie,
)
from signage_http.request_path.errors import CSRF_FAILED, ApiError

CSRF_COOKIE = "csrftoken"
CSRF_HEADER = "X-CSRFToken"
CSRF_EXEMPT = ("/api/paypal/webhook", "/api/player/pairings")
"""PayPal signs its events; a TV box asking for a pairing code has no session to protect."""
EXCLUDE_FROM_CSRF = "exclude_from_csrf"
"""A route option: no check and no cookie (the web app's files)."""
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
TOKEN_BYTES = 32
KNOWN_PAIRS = 4096
NO_SESSION = "no session"
"""What a token made before sign-in is bound to."""
_TOKEN_LENGTH = TOKEN_BYTES * 2
_HEADER_KEY = CSRF_HEADER.lower().encode("latin-1")


def csrf_refusal() -> ApiError:
    return ApiError(CSRF_REFUSED.status, CSRF_REFUSED.code, CSRF_FAILED)


def binding(session_id: str) -> str:
    """What a token for the session `session_id` ('' or not an id: none) is bound to."""
    return f"session {session_id}" if is_session_id(session_id) else NO_SESSION


class CsrfTokens:
    """Tokens signed with the app's key for one binding: made, and checked in constant time.
    A pair found valid is remembered (the last KNOWN_PAIRS), so a browser's reads cost no
    HMAC after its first: a token does not expire while the key is the same."""

    def __init__(self, secret: str) -> None:
        self._key = secret.encode()
        self._known: dict[tuple[str, str], None] = {}

    def new(self, bound_to: str) -> str:
        token = secrets.token_hex(TOKEN_BYTES)
        return token + self._sign(bound_to, token)

    def valid(self, value: str, bound_to: str) -> bool:
        if (value, bound_to) in self._known:
            return True
        token, signature = value[:_TOKEN_LENGTH], value[_TOKEN_LENGTH:]
        expected = self._sign(bound_to, token)
        if len(token) != _TOKEN_LENGTH or not hmac.compare_digest(
            signature.encode(), expected.encode()
        ):
            return False
        if len(self._known) >= KNOWN_PAIRS:
            del self._known[next(iter(self._known))]
        self._known[value, bound_to] = None
        return True

    def match(self, sent: str, cookie: str, bound_to: str) -> bool:
        """Whether the header sends the cookie's token, signed for `bound_to`."""
        return bool(cookie) and sent == cookie and self.valid(cookie, bound_to)

    def _sign(self, bound_to: str, token: str) -> str:
        return hmac.digest(self._key, f"{bound_to}\n{token}".encode(), hashlib.sha256).hex()


class CsrfMiddleware:
    def __init__(self, app: ASGIApp, tokens: CsrfTokens, *, secure: bool) -> None:
        self.app, self._tokens, self._secure = app, tokens, secure

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if _exempt(scope):
            await self.app(scope, receive, send)
            return
        bound_to = binding(cookie_value(scope, SESSION_COOKIE))
        cookie = cookie_value(scope, CSRF_COOKIE)
        if cast(str, scope.get("method")) not in SAFE_METHODS:
            if not self._tokens.match(header_value(scope, _HEADER_KEY), cookie, bound_to):
                raise csrf_refusal()
            send = self._giving_tokens(scope, send, bound_to, held=True)
        elif not (cookie and self._tokens.valid(cookie, bound_to)):
            send = self._giving_tokens(scope, send, bound_to, held=False)
        await self.app(scope, receive, send)

    def _giving_tokens(self, scope: Scope, send: Send, bound_to: str, *, held: bool) -> Send:
        """`send`, adding a token for the session the response leaves the browser with when
        that is another session, or when the browser holds no valid token. A read with a
        valid token passes untouched: sessions start and end in writes, and a read that finds
        the session gone leaves a token the browser's next read replaces."""

        async def send_with_token(message: Message) -> None:
            if message["type"] == "http.response.start":
                named = named_by_response(scope)
                now_bound_to = bound_to if named is None else binding(named)
                if now_bound_to != bound_to or not held:
                    set_cookie(message, self._new_cookie(now_bound_to))
            await send(message)

        return send_with_token

    def _new_cookie(self, bound_to: str) -> bytes:
        token = self._tokens.new(bound_to)
        cookie = Cookie(key=CSRF_COOKIE, value=token, path="/", secure=self._secure, samesite="lax")
        return cookie_header(cookie)


def _exempt(scope: Scope) -> bool:
    return (
        scope["type"] != ScopeType.HTTP
        or scope["path"] in CSRF_EXEMPT
        or route_option(scope, EXCLUDE_FROM_CSRF)
    )


def csrf_middleware(secret: str, *, secure: bool) -> DefineMiddleware:
    return DefineMiddleware(CsrfMiddleware, tokens=CsrfTokens(secret), secure=secure)
