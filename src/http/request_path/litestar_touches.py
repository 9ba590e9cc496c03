"""Every place the portal reaches past Litestar's public API, in one module.

Each touch is a small function (or one override) that names the Litestar behaviour it relies
on; `litestar>=2.25,<3` pins them, and tests/http/test_litestar_touches.py fails as soon as
Litestar stops behaving so (each test shows the touch changing what a request does). Nothing
else in the portal writes into Litestar's objects after the app is built.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, cast

from litestar import Litestar, Request, Response
from litestar.handlers import HTTPRouteHandler
from litestar.response.base import ASGIResponse
from litestar.routes import HTTPRoute
from litestar.types import ASGIApp
from litestar.utils.sync import AsyncCallable


def http_handlers(app: Litestar) -> Iterator[HTTPRouteHandler]:
    """Every HTTP route handler of the built app (public: `app.routes`, `route_handlers`)."""
    for _path, handler in routed_handlers(app):
        yield handler


def routed_handlers(app: Litestar) -> Iterator[tuple[str, HTTPRouteHandler]]:
    """Every HTTP route handler of the built app with its route's full path."""
    for route in app.routes:
        if isinstance(route, HTTPRoute):
            for handler in route.route_handlers:
                yield route.path, handler


def runs_in_thread(handler: HTTPRouteHandler) -> bool:
    """Relies on: registration wraps a `sync_to_thread=True` function in `AsyncCallable`."""
    return isinstance(handler.fn, AsyncCallable)


def call_on_loop(handler: HTTPRouteHandler) -> None:
    """Undo the thread wrapper registration put around a handler's function. Relies on: the
    route calls `handler.fn` (read from `_fn`) directly, without awaiting it, when
    `has_sync_callable` is true; Litestar has no public way to change it after registration."""
    wrapper = handler.fn
    assert isinstance(wrapper, AsyncCallable)
    handler._fn = cast(Any, wrapper.func)
    handler.has_sync_callable = True


def resolve_in_turn(app: Litestar) -> None:
    """Split every handler's dependency levels into single steps (same order of levels).
    Relies on: a route's kwargs model resolves `dependency_batches` in order, a batch of one
    in the request's own task and a larger one in a task group of its own."""
    for route in app.routes:
        if isinstance(route, HTTPRoute):
            for _handler, model in route.route_handler_map.values():
                levels = model.dependency_batches
                model.dependency_batches = [{step} for level in levels for step in level]


def wrap_whole_app(app: Litestar, layer: Callable[[ASGIApp], ASGIApp]) -> None:
    """Put an ASGI `layer` around everything the app answers, its router's own 404 and 405
    included. Relies on: `Litestar.__call__` sends every request to `app.asgi_handler`;
    Litestar has no public place outside its router for such a layer (its `before_send`
    hooks cost three times as much)."""
    app.asgi_handler = layer(app.asgi_handler)


class SentAsBuilt(Response[Any]):
    """A response whose ASGI response was built beforehand, and is handed back for every GET
    the route adds nothing to (headers, cookies, a background task, a HEAD). Relies on: a
    route turns what its handler returns into ASGI by calling `to_asgi_response(app,
    request, headers=..., cookies=..., ...)` on it, with those additions as keywords."""

    def __init__(self, content: bytes, ready: ASGIResponse, **response: Any) -> None:
        super().__init__(content, **response)
        self._ready = ready

    def to_asgi_response(
        self, app: Any, request: Request[Any, Any, Any], **route: Any
    ) -> ASGIResponse:
        if request.method == "GET" and _adds_nothing(route):
            return self._ready
        return super().to_asgi_response(app, request, **route)


def _adds_nothing(route: dict[str, Any]) -> bool:
    return not (
        route.get("headers")
        or route.get("cookies")
        or route.get("background")
        or route.get("encoded_headers")
        or route.get("is_head_response")
    )
