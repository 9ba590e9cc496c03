"""The use cases handed to Litestar: one `Provide` per use-case provider of the container.

A handler asks for a use case by naming its parameter like the container's provider and typing
it with the use case's class: `list_media: ListMedia` is `Container.list_media`.
"""

from __future__ import annotations

from typing import Any

from dependency_injector import providers
from litestar.di import Provide
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
