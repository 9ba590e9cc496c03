"""Headers, cookies and route options read and written on raw ASGI scopes and messages, for
the middlewares on every request's path (no request or response objects built)."""

from __future__ import annotations

from typing import Any, cast

from litestar.datastructures import Cookie
from litestar.types import Message, Scope

_COOKIE = b"cookie"
_PARSED = "signage.cookies"


def header_value(scope: Scope, name: bytes) -> str:
    """The first value of header `name` (lower-case) in the request ('' when absent)."""
    for key, value in scope["headers"]:
        if key == name:
            return value.decode("latin-1")
    return ""


def cookie_value(scope: Scope, name: str) -> str:
    """The value of cookie `name` in the request's Cookie headers ('' when absent); the
    headers are parsed once per request, whichever middleware asks first."""
    state = cast(dict[str, Any], scope)
    cookies: dict[str, str] | None = state.get(_PARSED)
    if cookies is None:
        cookies = state[_PARSED] = _parse_cookies(scope)
    return cookies.get(name, "")


def _parse_cookies(scope: Scope) -> dict[str, str]:
    found: dict[str, str] = {}
    for key, value in scope["headers"]:
        if key == _COOKIE:
            for pair in value.decode("latin-1").split(";"):
                name, _, text = pair.partition("=")
                found.setdefault(name.strip(), text.strip())
    return found


def route_option(scope: Scope, name: str) -> bool:
    """Whether the matched route handler sets option `name` (Litestar's `opt`)."""
    handler: Any = scope.get("route_handler")
    return handler is not None and bool(handler.opt.get(name))


def cookie_header(cookie: Cookie) -> bytes:
    """The Set-Cookie value of `cookie`, as `set_cookie` adds it."""
    return cookie.to_header(header="").encode("latin-1")


def set_cookie(message: Message, cookie: bytes) -> None:
    """Add a Set-Cookie header to a response's start message."""
    headers = cast(dict[str, Any], message).setdefault("headers", [])
    headers.append((b"set-cookie", cookie))
