"""The use cases handed to Litestar: one `Provide` per use-case provider of the container.

A handler asks for a use case by naming its parameter like the container's provider and typing
it with the use case's class: `list_media: ListMedia` is `Container.list_media`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from inspect import signature
from typing import Any

from dependency_injector import providers
from litestar import Controller
from litestar.di import Provide
from litestar.handlers import BaseRouteHandler
from signage_http.wiring.container import Container
from signage_http.wiring.settings import Settings


def constant(value: object) -> Provide:
    """`value` itself, the same for every request; its provider declares the value's type as
    what it returns (`wiring_check`)."""

    def provide() -> Any:
        return value

    provide.__annotations__ = {"return": type(value)}
    return Provide(provide, use_cache=True, sync_to_thread=False)


def use_case_dependencies(container: Container) -> dict[str, Provide]:
    """Every public singleton of the container (the use cases), built now, once."""
    return {
        name: constant(provider())
        for name, provider in container.providers.items()
        if isinstance(provider, providers.Singleton) and not name.startswith("_")
    }


def app_dependencies(container: Container, settings: Settings) -> dict[str, Provide]:
    """The use cases and the settings (read by the config route)."""
    provided = use_case_dependencies(container)
    provided["settings"] = constant(settings)
    return provided


def needed(handlers: Iterable[Any], provided: Mapping[str, Provide]) -> dict[str, Provide]:
    """The providers `handlers` (controllers or route handlers) name in their parameters, and
    those their providers name in turn: what each route is given. Litestar resolves, for every
    handler, each provider of the layers above it (checking each against the others), so
    the whole set on the app would cost every route the work of all of them at start-up."""
    names = {name for fn in _functions(handlers) for name in signature(fn).parameters}
    chosen: dict[str, Provide] = {}
    while fresh := (names & provided.keys()) - chosen.keys():
        chosen.update((name, provided[name]) for name in fresh)
        names = {p for name in fresh for p in signature(provided[name].dependency).parameters}
    return chosen


def _functions(handlers: Iterable[Any]) -> Iterator[Any]:
    for handler in handlers:
        if isinstance(handler, type) and issubclass(handler, Controller):
            members = (getattr(handler, name) for name in dir(handler))
            yield from (m.fn for m in members if isinstance(m, BaseRouteHandler))
        elif isinstance(handler, BaseRouteHandler):
            yield handler.fn
