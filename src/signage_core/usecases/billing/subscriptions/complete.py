"""A Client's approved subscription, verified with the provider, becomes a payment."""

from __future__ import annotations

from signage_core.access import own_client
from signage_core.entities.catalogue import Package
from signage_core.entities.clients import Client
from signage_core.entities.users import Actor
from signage_core.errors import ExternalServiceFailed, NotFound, ValidationFailed
from signage_core.ports.catalogue_repository import CatalogueRepository
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.payment_provider import PaymentProvider
from signage_core.ports.payment_repository import PaymentRepository, SavedPayment
from signage_core.usecases.billing.subscriptions._common import SubscriptionPorts, accepts, refused
from signage_core.validation import messages as m


class CompleteSubscription:
    """Records the payment (reference = subscriptionID, the package's price and Units, today,
    expiring today + Days) and renews the client in one write; the same id twice, once."""

    def __init__(
        self,
        clients: ClientRepository,
        catalogue: CatalogueRepository,
        payments: PaymentRepository,
        provider: PaymentProvider,
        clock: Clock,
    ) -> None:
        self._ports = SubscriptionPorts(clients, catalogue, payments, provider, clock)

    def __call__(self, actor: Actor, package_id: str, subscription_id: str) -> SavedPayment:
        client = own_client(actor, self._ports.clients, m.NO_CLIENT_FOR_USER)
        package = self._subscribable_package(package_id)
        if not subscription_id.strip():
            raise refused()
        recorded = self._ports.payments.find_by_reference(subscription_id)
        if recorded is None:
            self._verify(subscription_id, package, client)
            saved = self._ports.record_subscription(client, package, subscription_id)
        else:
            saved = SavedPayment(recorded, client, created=False)
        if saved.payment.client_id != client.id:  # another client's subscription
            raise refused()
        return saved

    def _subscribable_package(self, package_id: str) -> Package:
        package = self._ports.catalogue.get_package(package_id)
        if package is None:
            raise NotFound(m.CLIENT_PACKAGE_NOT_FOUND)
        if not package.plan_id:
            raise ValidationFailed({"packageId": m.PACKAGE_NOT_CONFIGURED_FOR_PAYPAL})
        if not self._ports.provider.configured:
            raise ExternalServiceFailed(m.PAYPAL_NOT_AVAILABLE)
        return package

    def _verify(self, subscription_id: str, package: Package, client: Client) -> None:
        """Never trust the browser: the provider must confirm the subscription."""
        try:
            subscription = self._ports.provider.get_subscription(subscription_id)
        except NotFound:
            raise refused() from None
        if subscription.id != subscription_id or not accepts(subscription, package, client):
            raise refused()
