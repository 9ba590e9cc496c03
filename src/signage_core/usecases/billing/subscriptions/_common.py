"""What completing a subscription and the webhooks share: the acceptance rule and the write."""

from __future__ import annotations

from dataclasses import dataclass

from signage_core.entities.catalogue import Package
from signage_core.entities.clients import Client
from signage_core.entities.payments import ONLINE_PROVIDER
from signage_core.errors import ValidationFailed
from signage_core.ports.catalogue_repository import CatalogueRepository
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.payment_provider import PaymentProvider, Subscription
from signage_core.ports.payment_repository import PaymentRepository, SavedPayment
from signage_core.usecases.billing.renewals import new_payment, record_renewal
from signage_core.validation import messages as m

ACTIVE = "ACTIVE"


def refused() -> ValidationFailed:
    """The subscriptionId the browser sent is not one this client may record."""
    return ValidationFailed({"subscriptionId": m.SUBSCRIPTION_COMPLETE_FAILED})


def accepts(subscription: Subscription, package: Package, client: Client) -> bool:
    """ACTIVE, on the package's plan, and the client's own when the button set custom_id."""
    return (
        subscription.status == ACTIVE
        and subscription.plan_id == package.plan_id
        and subscription.custom_id in ("", client.id)
    )


@dataclass(frozen=True, slots=True)
class SubscriptionPorts:
    clients: ClientRepository
    catalogue: CatalogueRepository
    payments: PaymentRepository
    provider: PaymentProvider
    clock: Clock

    def record_subscription(self, client: Client, package: Package, sub_id: str) -> SavedPayment:
        """The subscription's payment (its first billing cycle) and the client's renewal, in
        one write; an id already recorded writes nothing (`created=False`)."""
        now = self.clock.now()
        payment = new_payment(client.id, package, now, ONLINE_PROVIDER, sub_id, ACTIVE)
        return record_renewal(self.payments, payment, package, now, unique_reference=True)
