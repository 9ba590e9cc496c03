"""The Litestar application factory: `create_app(settings)` wires everything; nothing runs at
import time."""

from __future__ import annotations

from litestar import Litestar, Router
from litestar.di import Provide
from litestar.openapi import OpenAPIConfig
from litestar.openapi.plugins import SwaggerRenderPlugin
from litestar.stores.base import Store
from litestar.types import ControllerRouterHandler
from signage_adapters.documents.repositories.bundle import document_store
from signage_http.auth.actor import ActorProviders
from signage_http.auth.csrf import csrf_middleware
from signage_http.auth.device_cookies import DeviceCookies
from signage_http.auth.session_store import DocumentSessionStore
from signage_http.auth.sessions import SESSION_STORE, prune_expired_sessions, session_middleware
from signage_http.openapi.responses import document_answers
from signage_http.request_path.errors import exception_handlers
from signage_http.request_path.json_limits import MAX_JSON_BYTES, JsonLimitedRequest
from signage_http.request_path.litestar_touches import resolve_in_turn
from signage_http.request_path.log_redaction import redact_url_logs
from signage_http.request_path.loop_reads import run_reads_on_loop
from signage_http.request_path.read_snapshot import OneLookPerRequest
from signage_http.request_path.remembered_answers import RememberedAnswers
from signage_http.request_path.security_headers import harden, webapp_policy
from signage_http.request_path.threads import Reads
from signage_http.routes import api_routes
from signage_http.routes.spa import spa_routes
from signage_http.uploads.folder import prepare_upload_folder
from signage_http.uploads.receiving import UPLOAD_FOLDER
from signage_http.wiring.backend_registry import REGISTRY
from signage_http.wiring.composition import app_secret, portal_from_settings
from signage_http.wiring.dependencies import app_dependencies, constant, needed
from signage_http.wiring.heartbeat_writer import HeartbeatWriter
from signage_http.wiring.locations import file_origins, upload_folder
from signage_http.wiring.portal import Portal
from signage_http.wiring.settings import Settings
from signage_http.wiring.wiring_check import check_wiring

from signage_core.cache_checks import verify_caches
from signage_core.ports.backend import Backend, ExternalServices

API_TITLE = "Signage portal API"
API_VERSION = "1.0.0"


def _session_store(portal: Portal, reads: Reads) -> Store:
    """Sessions live in the backend, so every server instance on it knows them."""
    return DocumentSessionStore(document_store(portal.backend.documents), reads=reads)


def _openapi() -> OpenAPIConfig:
    return OpenAPIConfig(
        title=API_TITLE, version=API_VERSION, path="/schema", render_plugins=[SwaggerRenderPlugin()]
    )


def _handlers(settings: Settings, provided: dict[str, Provide]) -> list[ControllerRouterHandler]:
    """Every route, each given only the providers it names (the app itself holds none)."""
    web = spa_routes(settings.webapp_dir)
    return [
        *api_routes(provided),
        Router("/", route_handlers=web, dependencies=needed(web, provided)),
    ]


def _webapp_policy(settings: Settings, portal: Portal) -> str:
    paypal = portal.services.payment_provider.configured
    return webapp_policy(file_origins(settings), paypal)


def _dependencies(
    portal: Portal, settings: Settings, reads: Reads, secret: str
) -> dict[str, Provide]:
    provided = app_dependencies(portal.use_cases, settings)
    actors = ActorProviders(portal.use_cases.identify_actor())
    provided["actor"] = Provide(actors.required(), sync_to_thread=not reads.on_loop)
    provided["maybe_actor"] = Provide(actors.optional(), sync_to_thread=not reads.on_loop)
    provided["remembered_answers"] = constant(RememberedAnswers())
    devices = DeviceCookies(secret, portal.backend.clock, secure=settings.https)
    provided["device_cookies"] = constant(devices)
    return provided


def create_app(
    settings: Settings, backend: Backend | None = None, services: ExternalServices | None = None
) -> Litestar:
    """The portal on the backend and services `settings` choose, or on those given (tests)."""
    redact_url_logs()
    if settings.verify_caches:
        verify_caches()  # for the whole process; a portal without the setting leaves it as is
    portal = portal_from_settings(settings, backend, services)
    reads = Reads(on_loop=REGISTRY.kind(settings.backend).reads_in_process)
    secret = app_secret(settings)
    session_store = _session_store(portal, reads)
    sessions = session_middleware(
        session_store, secure=settings.https, max_age=settings.session_max_age
    )
    heartbeats = HeartbeatWriter(portal.use_cases.write_heartbeats())
    provided = _dependencies(portal, settings, reads, secret)
    app = Litestar(
        route_handlers=_handlers(settings, provided),
        exception_handlers=exception_handlers(),
        middleware=[
            OneLookPerRequest,
            csrf_middleware(secret, secure=settings.https),
            sessions,
        ],
        request_class=JsonLimitedRequest,
        request_max_body_size=MAX_JSON_BYTES,
        stores={SESSION_STORE: session_store},
        openapi_config=_openapi(),
        on_startup=[prune_expired_sessions, heartbeats.start],
        on_shutdown=[heartbeats.stop, portal.close],
    )
    app.state.portal, app.state.heartbeats = portal, heartbeats
    app.state.providers = provided
    harden(app, _webapp_policy(settings, portal), https=settings.https)
    check_wiring(app)
    resolve_in_turn(app)
    if reads.on_loop:
        run_reads_on_loop(app)
    document_answers(app)
    app.state[UPLOAD_FOLDER] = prepare_upload_folder(upload_folder(settings))
    return app
