"""On an in-process backend, the GET handlers that only read documents run on the event loop
(`threads` says why; docs/decisions.md, "The request path: reads on the event loop").

The controllers declare every blocking handler `sync_to_thread=True`, which is right on
Firestore; once the app is built, this turns the document reads among them back into plain
calls. A GET handler stays in a thread when it may call a third party (its refusals name
`ExternalServiceFailed`) or answers with a stored file (a stream).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, cast

from litestar import Litestar
from litestar.handlers import HTTPRouteHandler
from litestar.response import File, Stream
from litestar.routes import HTTPRoute
from litestar.utils.sync import AsyncCallable
from signage_http.answers import REFUSALS

from signage_core.errors import ExternalServiceFailed

READ_METHODS = frozenset({"GET", "HEAD"})


def run_reads_on_loop(app: Litestar) -> list[HTTPRouteHandler]:
    """Call the document-reading GET handlers on the event loop; returns them."""
    moved = [handler for handler in _http_handlers(app) if reads_documents_only(handler)]
    for handler in moved:
        _call_directly(handler)
    return moved


def _http_handlers(app: Litestar) -> Iterator[HTTPRouteHandler]:
    for route in app.routes:
        if isinstance(route, HTTPRoute):
            yield from route.route_handlers


def reads_documents_only(handler: HTTPRouteHandler) -> bool:
    """A GET handler sent to a thread that calls no third party and streams no file."""
    answer = handler.parsed_fn_signature.return_type
    return (
        handler.http_methods <= READ_METHODS
        and isinstance(handler.fn, AsyncCallable)
        and ExternalServiceFailed not in handler.opt.get(REFUSALS, ())
        and not answer.is_subclass_of((Stream, File))
    )


def _call_directly(handler: HTTPRouteHandler) -> None:
    """Undo the thread wrapper `on_registration` put around the handler's function."""
    wrapper = handler.fn
    assert isinstance(wrapper, AsyncCallable)
    handler._fn = cast(Any, wrapper.func)  # Litestar has no public way after registration
    handler.has_sync_callable = True
