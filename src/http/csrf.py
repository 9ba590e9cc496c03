"""CSRF: the double-submit check. A safe request without the `csrftoken` cookie is answered
with one (a random token signed with the app's key, in Litestar's format: 64 hex characters
and their HMAC-SHA256); a state-changing request must send that token back in the
`X-CSRFToken` header. Both must carry a valid signature and the same token, or the request is
refused (403) before any body is read. One plain ASGI middleware, which builds no request
object (docs/decisions.md, "The request path")."""

from __future__ import annotations

import hashlib
import hmac
import secrets
from typing import cast

from litestar.datastructures import Cookie
from litestar.enums import ScopeType
from litestar.middleware import DefineMiddleware
from litestar.types import ASGIApp, Message, Receive, Scope, Send
from signage_http.answers import CSRF_REFUSED
from signage_http.asgi_headers import (
    cookie_header,
    cookie_value,
    header_value,
    route_option,
    set_cookie,
)
from signage_http.errors import CSRF_FAILED, ApiError

CSRF_COOKIE = "csrftoken"
CSRF_HEADER = "X-CSRFToken"
CSRF_EXEMPT = ("/api/paypal/webhook", "/api/player/pairings")
"""PayPal signs its events; a TV box asking for a pairing code has no session to protect."""
EXCLUDE_FROM_CSRF = "exclude_from_csrf"
"""A route option: no check and no cookie (the web app's files)."""
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
TOKEN_BYTES = 32
_TOKEN_LENGTH = TOKEN_BYTES * 2
_HEADER_KEY = CSRF_HEADER.lower().encode("latin-1")


def csrf_refusal() -> ApiError:
    return ApiError(CSRF_REFUSED.status, CSRF_REFUSED.code, CSRF_FAILED)


class CsrfTokens:
    """Tokens signed with the app's key: made, and checked in constant time."""

    def __init__(self, secret: str) -> None:
        self._key = secret.encode()

    def new(self) -> str:
        token = secrets.token_hex(TOKEN_BYTES)
        return token + self._sign(token)

    def match(self, sent: str, cookie: str) -> bool:
        """Whether the header's and the cookie's tokens are both signed and the same."""
        token = self._verified(sent)
        return token is not None and token == self._verified(cookie)

    def _verified(self, value: str) -> str | None:
        token, signature = value[:_TOKEN_LENGTH], value[_TOKEN_LENGTH:]
        valid = len(token) == _TOKEN_LENGTH and hmac.compare_digest(signature, self._sign(token))
        return token if valid else None

    def _sign(self, token: str) -> str:
        return hmac.new(self._key, token.encode(), hashlib.sha256).hexdigest()


class CsrfMiddleware:
    def __init__(self, app: ASGIApp, tokens: CsrfTokens, *, secure: bool) -> None:
        self.app, self._tokens, self._secure = app, tokens, secure

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if _exempt(scope):
            await self.app(scope, receive, send)
            return
        cookie = cookie_value(scope, CSRF_COOKIE)
        unsafe = cast(str, scope.get("method")) not in SAFE_METHODS
        if unsafe and not (cookie and self._tokens.match(header_value(scope, _HEADER_KEY), cookie)):
            raise csrf_refusal()
        await self.app(scope, receive, send if cookie else self._giving_a_token(send))

    def _giving_a_token(self, send: Send) -> Send:
        cookie = self._new_cookie()

        async def send_with_token(message: Message) -> None:
            if message["type"] == "http.response.start":
                set_cookie(message, cookie)
            await send(message)

        return send_with_token

    def _new_cookie(self) -> bytes:
        token = self._tokens.new()
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
