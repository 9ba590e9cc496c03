"""CSRF: Litestar's double-submit check (cookie `csrftoken`, header `X-CSRFToken`), fronted by
a guard that refuses a state-changing request without the header before any body is read
(Litestar would otherwise parse a whole multipart body looking for a form token)."""

from __future__ import annotations

from litestar.enums import ScopeType
from litestar.middleware import ASGIMiddleware
from litestar.types import ASGIApp, Receive, Scope, Send
from signage_http.answers import CSRF_REFUSED
from signage_http.errors import CSRF_FAILED, ApiError

CSRF_COOKIE = "csrftoken"
CSRF_HEADER = "X-CSRFToken"
CSRF_EXEMPT = ("/api/paypal/webhook", "/api/player/pairings")
"""PayPal signs its events; a TV box asking for a pairing code has no session to protect."""
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
_HEADER_KEY = CSRF_HEADER.lower().encode("latin-1")


def csrf_refusal() -> ApiError:
    return ApiError(CSRF_REFUSED.status, CSRF_REFUSED.code, CSRF_FAILED)


class RequireCsrfHeader(ASGIMiddleware):
    scopes = (ScopeType.HTTP,)

    async def handle(self, scope: Scope, receive: Receive, send: Send, next_app: ASGIApp) -> None:
        if _needs_header(scope) and not dict(scope["headers"]).get(_HEADER_KEY):
            raise csrf_refusal()
        await next_app(scope, receive, send)


def _needs_header(scope: Scope) -> bool:
    method = str(scope.get("method", "GET")).upper()
    return method not in SAFE_METHODS and scope["path"] not in CSRF_EXEMPT
