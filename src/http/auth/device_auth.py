"""The TV box's credentials: `Authorization: Bearer <token>` (a poll token while pairing, then
its device token), never a session cookie or a CSRF token."""

from __future__ import annotations

from typing import Annotated

from litestar.params import HeaderParameter

BEARER = "bearer"

Authorization = Annotated[
    str | None,
    HeaderParameter(
        name="Authorization",
        required=False,
        description="`Bearer <token>`: the poll token while pairing, then the device token.",
    ),
]


def bearer_token(authorization: str | None) -> str:
    """The token of a Bearer header; '' when there is none (the use case then refuses)."""
    scheme, _, token = (authorization or "").strip().partition(" ")
    return token.strip() if scheme.lower() == BEARER else ""
