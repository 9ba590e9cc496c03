"""On an in-process backend, the handlers that declare `ON_LOOP` run on the event loop
(`threads` says why; docs/decisions.md, "The request path: reads on the event loop" and
"Handlers declare the event loop").

The controllers declare every blocking handler `sync_to_thread=True`, which is right on
Firestore; a handler that only reads documents also declares `ON_LOOP` in its `opt`
(`opt=ON_LOOP`, or `refuses(...) | ON_LOOP`). Nothing is inferred: a handler that declares
nothing stays in a thread. Once the app is built, this turns the declared ones back into
plain calls (`litestar_touches.call_on_loop`). A declaration on a handler that
cannot run on the loop (not a GET, a third party among its refusals, a stored file as its
answer) stops the app from being built. The tests walk every declared handler with writes
refused on the loop (`signage_adapters.documents.loop_writes`).
"""

from __future__ import annotations

from typing import Final

from litestar import Litestar
from litestar.handlers import HTTPRouteHandler
from litestar.response import File, Stream
from signage_http.request_path.answers import REFUSALS
from signage_http.request_path.litestar_touches import call_on_loop, http_handlers, runs_in_thread

from signage_core.errors import ExternalServiceFailed

READ_METHODS = frozenset({"GET", "HEAD"})
RUNS_ON_LOOP: Final = "runs_on_loop"
ON_LOOP: Final = {RUNS_ON_LOOP: True}
"""A handler's `opt`: it only reads documents (never writes, never waits on a third party or
a file), so on an in-process backend it runs on the event loop. Off by default."""


def run_reads_on_loop(app: Litestar) -> list[HTTPRouteHandler]:
    """Call the handlers that declare `ON_LOOP` on the event loop; returns them."""
    moved = [handler for handler in http_handlers(app) if declares_on_loop(handler)]
    for handler in moved:
        if not may_run_on_loop(handler):
            raise ValueError(f"{handler.handler_name} declares ON_LOOP but may wait")
        call_on_loop(handler)
    return moved


def declares_on_loop(handler: HTTPRouteHandler) -> bool:
    return bool(handler.opt.get(RUNS_ON_LOOP))


def may_run_on_loop(handler: HTTPRouteHandler) -> bool:
    """A GET handler sent to a thread that calls no third party and streams no file."""
    answer = handler.parsed_fn_signature.return_type
    return (
        handler.http_methods <= READ_METHODS
        and runs_in_thread(handler)
        and ExternalServiceFailed not in handler.opt.get(REFUSALS, ())
        and not answer.is_subclass_of((Stream, File))
    )
