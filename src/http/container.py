"""The composition root: settings pick the adapters, the container builds the use cases.

Litestar receives each use case through `Provide(...)` under the name of its provider
(`dependencies(container)`); handlers declare a parameter of that name.
"""

from __future__ import annotations

from typing import Any

from dependency_injector import containers, providers
from litestar.di import Provide
from signage_http.backends import Adapters, build_adapters
from signage_http.settings import Settings

from signage_core.usecases.audit import ListUserLogs
from signage_core.usecases.auth import Login, Register
from signage_core.usecases.licence import GetLicence
from signage_core.usecases.passwords import (
    ChangePassword,
    ConfirmPasswordReset,
    RequestPasswordReset,
)
from signage_core.usecases.session import CurrentSession, Logout


def reset_link_base(settings: Settings) -> str:
    return f"{settings.base_url}/client/login"


class Container(containers.DeclarativeContainer):
    settings = providers.Dependency(instance_of=Settings)
    adapters = providers.Dependency(instance_of=Adapters)

    documents = adapters.provided.documents
    users = documents.provided.users
    clients = documents.provided.clients
    payments = documents.provided.payments
    catalogue = documents.provided.catalogue
    videos = documents.provided.videos
    medias = documents.provided.medias
    playlists = documents.provided.playlists
    user_logs = documents.provided.user_logs
    blobs = adapters.provided.blobs
    identity = adapters.provided.identity
    mailer = adapters.provided.mailer
    clock = adapters.provided.clock
    video_info = adapters.provided.video_info
    payment_provider = adapters.provided.payment_provider
    files = adapters.provided.files

    register = providers.Singleton(Register, identity, users, clock)
    login = providers.Singleton(Login, identity, users, clients, payments, user_logs, clock)
    current_session = providers.Singleton(CurrentSession, users, clients, payments, clock)
    logout = providers.Singleton(Logout, user_logs, clock)
    request_password_reset = providers.Singleton(
        RequestPasswordReset, identity, mailer, providers.Callable(reset_link_base, settings)
    )
    confirm_password_reset = providers.Singleton(ConfirmPasswordReset, identity)
    change_password = providers.Singleton(ChangePassword, identity, users)
    get_licence = providers.Singleton(GetLicence, clients, payments, clock)
    list_user_logs = providers.Singleton(ListUserLogs, user_logs)


USE_CASES = (
    "register",
    "login",
    "current_session",
    "logout",
    "request_password_reset",
    "confirm_password_reset",
    "change_password",
    "get_licence",
    "list_user_logs",
)
PORTS = ("users", "files", "video_info", "payment_provider")


def _provide(provider: providers.Provider[Any]) -> Provide:
    def build() -> Any:
        return provider()

    return Provide(build, use_cache=True, sync_to_thread=False)


def dependencies(container: Container) -> dict[str, Provide]:
    """Every use case (and the few ports the HTTP layer reads) as a Litestar dependency."""
    names = (*USE_CASES, *PORTS)
    return {name: _provide(getattr(container, name)) for name in names}


def build_container(settings: Settings, adapters: Adapters | None = None) -> Container:
    """The container on `adapters`, or on the adapters `settings` choose."""
    chosen = adapters if adapters is not None else build_adapters(settings)
    return Container(settings=settings, adapters=chosen)
