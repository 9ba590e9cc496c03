"""Headers read and written on raw ASGI messages, for the middlewares on every request's path
(no request or response objects built)."""

from __future__ import annotations

from typing import Any, cast

from litestar.types import Message, Scope

_COOKIE = b"cookie"


def header_value(scope: Scope, name: bytes) -> str:
    """The first value of header `name` (lower-case) in the request ('' when absent)."""
    for key, value in scope["headers"]:
        if key == name:
            return value.decode("latin-1")
    return ""


def cookie_value(scope: Scope, name: str) -> str:
    """The value of cookie `name` in the request's Cookie headers ('' when absent)."""
    for key, value in scope["headers"]:
        if key == _COOKIE:
            for pair in value.decode("latin-1").split(";"):
                found, _, text = pair.partition("=")
                if found.strip() == name:
                    return text.strip()
    return ""


def set_cookie(message: Message, cookie: bytes) -> None:
    """Add a Set-Cookie header to a response's start message."""
    headers = cast(dict[str, Any], message).setdefault("headers", [])
    headers.append((b"set-cookie", cookie))
