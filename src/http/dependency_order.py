"""Dependencies resolved one after another (docs/decisions.md, "The request path").

Litestar resolves the dependencies of one level (here the actor's use case and the handler's
use case) concurrently, in a task group of their own: two tasks and a group per request, which
cost more than the work. Every dependency of the portal is a constant use case or the actor,
none of which waits on another, so once the app is built each level becomes a run of single
steps, which Litestar awaits in turn without a task group.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from litestar import Litestar
from litestar.routes import HTTPRoute


def resolve_in_turn(app: Litestar) -> None:
    """Split every handler's dependency levels into single steps (same order of levels)."""
    for model in _kwargs_models(app):
        model.dependency_batches = [{step} for level in model.dependency_batches for step in level]


def _kwargs_models(app: Litestar) -> Iterator[Any]:
    for route in app.routes:
        if isinstance(route, HTTPRoute):
            for _handler, model in route.route_handler_map.values():
                yield model
