"""One look per request at what other processes wrote: the store's remembered reads are
checked against other writers once, at the request's first read, and its own writes at every
read (`signage_adapters.documents.remembered.one_look_at_other_writers`)."""

from __future__ import annotations

from litestar.types import ASGIApp, Receive, Scope, Send
from signage_adapters.documents.remembered import end_one_look, start_one_look


class OneLookPerRequest:
    """Sets the look and resets it by token (no context manager built per request)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        look = start_one_look()
        try:
            await self.app(scope, receive, send)
        finally:
            end_one_look(look)
