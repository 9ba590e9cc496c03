"""The Litestar application factory: `create_app(settings)` wires everything; nothing runs at
import time."""

from __future__ import annotations

from litestar import Litestar
from litestar.config.csrf import CSRFConfig
from litestar.di import Provide
from litestar.openapi import OpenAPIConfig
from litestar.openapi.plugins import SwaggerRenderPlugin
from litestar.stores.base import Store
from litestar.stores.file import FileStore
from litestar.stores.memory import MemoryStore
from litestar.types import ControllerRouterHandler
from signage_http.actor import provide_actor
from signage_http.backends import Adapters
from signage_http.container import Container, build_container, dependencies
from signage_http.csrf import CSRF_COOKIE, CSRF_EXEMPT, CSRF_HEADER, RequireCsrfHeader
from signage_http.errors import exception_handlers
from signage_http.routes import api_routes
from signage_http.routes.spa import spa_routes
from signage_http.sessions import SESSION_STORE, prune_expired_sessions, session_config
from signage_http.settings import Settings

API_TITLE = "Signage portal API"
API_VERSION = "1.0.0"


def _session_store(settings: Settings) -> Store:
    if settings.backend == "local":
        return FileStore(settings.data_dir / "sessions", create_directories=True)
    return MemoryStore()


def _csrf(settings: Settings, secret: str) -> CSRFConfig:
    return CSRFConfig(
        secret=secret,
        cookie_name=CSRF_COOKIE,
        header_name=CSRF_HEADER,
        cookie_secure=settings.https,
        exclude=list(CSRF_EXEMPT),
    )


def _openapi() -> OpenAPIConfig:
    return OpenAPIConfig(
        title=API_TITLE, version=API_VERSION, path="/schema", render_plugins=[SwaggerRenderPlugin()]
    )


def _handlers(settings: Settings) -> list[ControllerRouterHandler]:
    return [*api_routes(), *spa_routes(settings.webapp_dir)]


def _dependencies(container: Container, settings: Settings) -> dict[str, Provide]:
    provided: dict[str, Provide] = dependencies(container)
    provided["settings"] = Provide(lambda: settings, use_cache=True, sync_to_thread=False)
    provided["actor"] = Provide(provide_actor, sync_to_thread=False)
    return provided


def create_app(settings: Settings, adapters: Adapters | None = None) -> Litestar:
    """The portal on the adapters `settings` choose, or on `adapters` when given (tests)."""
    container = build_container(settings, adapters)
    chosen: Adapters = container.adapters()
    sessions = session_config(secure=settings.https, max_age=settings.session_max_age)
    app = Litestar(
        route_handlers=_handlers(settings),
        dependencies=_dependencies(container, settings),
        exception_handlers=exception_handlers(),
        middleware=[RequireCsrfHeader(), sessions.middleware],
        csrf_config=_csrf(settings, chosen.secret),
        stores={SESSION_STORE: _session_store(settings)},
        openapi_config=_openapi(),
        on_startup=[prune_expired_sessions],
        on_shutdown=[chosen.close],
    )
    app.state.container = container
    return app
