"""The composition root: settings pick the adapters, the container builds the use cases.

The core's registry (`signage_core.usecases.registry.UseCases`) wires every use case to one
set of ports; the container supplies those ports and adds the payment-provider use cases.
Litestar receives each use case through `Provide(...)` under its snake_case name
(`dependencies(container)`); handlers declare a `NamedDependency` of that name.
"""

from __future__ import annotations

from typing import Any

from dependency_injector import containers, providers
from litestar.di import Provide
from signage_http.backends import Adapters, build_adapters
from signage_http.settings import Settings

from signage_core.usecases.registry import Ports, UseCases
from signage_core.usecases.subscriptions import CompleteSubscription, HandlePayPalWebhook


def reset_link_base(settings: Settings) -> str:
    """The web app's login screen, which reads `?resetToken=` to set a new password."""
    return f"{settings.base_url}/client/login"


class Container(containers.DeclarativeContainer):
    settings = providers.Dependency(instance_of=Settings)
    adapters = providers.Dependency(instance_of=Adapters)

    documents = adapters.provided.documents
    users = documents.provided.users
    clients = documents.provided.clients
    payments = documents.provided.payments
    catalogue = documents.provided.catalogue
    clock = adapters.provided.clock
    video_info = adapters.provided.video_info
    payment_provider = adapters.provided.payment_provider
    files = adapters.provided.files

    ports = providers.Singleton(
        Ports,
        users=users,
        clients=clients,
        payments=payments,
        catalogue=catalogue,
        videos=documents.provided.videos,
        medias=documents.provided.medias,
        playlists=documents.provided.playlists,
        user_logs=documents.provided.user_logs,
        blobs=adapters.provided.blobs,
        identity=adapters.provided.identity,
        mailer=adapters.provided.mailer,
        clock=clock,
        video_info=video_info,
        reset_base_url=providers.Callable(reset_link_base, settings),
    )
    use_cases = providers.Singleton(UseCases, ports)
    complete_subscription = providers.Singleton(
        CompleteSubscription, clients, catalogue, payments, payment_provider, clock
    )
    handle_paypal_webhook = providers.Singleton(
        HandlePayPalWebhook, clients, catalogue, payments, payment_provider, clock
    )


EXTRA_USE_CASES = ("complete_subscription", "handle_paypal_webhook")
PORTS = ("users", "files", "video_info", "payment_provider")


def _constant(value: Any) -> Provide:
    def provide() -> Any:
        return value

    return Provide(provide, use_cache=True, sync_to_thread=False)


def dependencies(container: Container) -> dict[str, Provide]:
    """Every use case, and the few ports the HTTP layer reads itself, as dependencies."""
    registry = vars(container.use_cases())
    provided = {name: _constant(use_case) for name, use_case in registry.items()}
    for name in (*EXTRA_USE_CASES, *PORTS):
        provided[name] = _constant(getattr(container, name)())
    return provided


def build_container(settings: Settings, adapters: Adapters | None = None) -> Container:
    """The container on `adapters`, or on the adapters `settings` choose."""
    chosen = adapters if adapters is not None else build_adapters(settings)
    return Container(settings=settings, adapters=chosen)
