"""Provider events: verified first, then applied at most once, whatever the retries."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum

from signage_core.entities.payments import ONLINE_PROVIDER, Payment
from signage_core.errors import Forbidden, NotFound, PaymentsNotConfigured, ValidationFailed
from signage_core.ports.catalogue_repository import CatalogueRepository
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.payment_provider import PaymentProvider
from signage_core.ports.payment_repository import PaymentRepository
from signage_core.usecases.billing.renewals import new_payment, record_renewal
from signage_core.usecases.billing.subscriptions._common import SubscriptionPorts, accepts
from signage_core.usecases.billing.subscriptions.events import (
    Event,
    in_first_cycle,
    parse_event,
    text,
)
from signage_core.validation import messages as m

SALE_COMPLETED = "PAYMENT.SALE.COMPLETED"
SALE_STATUS = "COMPLETED"
STATUS_EVENTS = {
    "BILLING.SUBSCRIPTION.CANCELLED": "CANCELLED",
    "BILLING.SUBSCRIPTION.SUSPENDED": "SUSPENDED",
    "BILLING.SUBSCRIPTION.EXPIRED": "EXPIRED",
}
WEBHOOK_NOT_VERIFIED = "The webhook event could not be verified."  # ours
WEBHOOK_EVENT_UNSUPPORTED = "This webhook event type is not supported."  # ours
SUBSCRIPTION_NOT_RECORDED = "No payment records this subscription yet."  # ours


class WebhookAction(StrEnum):
    RENEWED = "renewed"
    ALREADY_RECORDED = "already_recorded"
    FIRST_CYCLE = "first_cycle"
    STATUS_RECORDED = "status_recorded"
    IGNORED = "ignored"


@dataclass(frozen=True, slots=True)
class WebhookOutcome:
    """What a verified event did; the HTTP layer answers 200 whatever it is."""

    event_type: str
    action: WebhookAction
    payment: Payment | None = None


class HandlePayPalWebhook:
    def __init__(
        self,
        clients: ClientRepository,
        catalogue: CatalogueRepository,
        payments: PaymentRepository,
        provider: PaymentProvider,
        clock: Clock,
    ) -> None:
        self._ports = SubscriptionPorts(clients, catalogue, payments, provider, clock)

    def __call__(self, headers: Mapping[str, str], body: bytes) -> WebhookOutcome:
        """PaymentsNotConfigured without a provider: no event can be genuine then."""
        if not self._ports.provider.configured:
            raise PaymentsNotConfigured(m.PAYPAL_NOT_CONFIGURED)
        if not self._ports.provider.verify_webhook(headers, body):
            raise Forbidden(WEBHOOK_NOT_VERIFIED)
        event = parse_event(body)
        if event.type == SALE_COMPLETED:
            return self._sale_completed(event)
        if event.type in STATUS_EVENTS:
            return self._status_changed(event)
        raise ValidationFailed({"eventType": WEBHOOK_EVENT_UNSUPPORTED})

    def _sale_completed(self, event: Event) -> WebhookOutcome:
        sale_id = event.required("id")
        subscription_id = text(event.resource, "billing_agreement_id")
        if not subscription_id:  # a sale outside any subscription: not the portal's
            return WebhookOutcome(event.type, WebhookAction.IGNORED)
        recorded = self._ports.payments.find_by_reference(sale_id)
        if recorded is not None:
            return WebhookOutcome(event.type, WebhookAction.ALREADY_RECORDED, recorded)
        first = self._ports.payments.find_by_reference(subscription_id)
        first = first or self._complete_from_provider(subscription_id)
        return self._renew(event, sale_id, first)

    def _renew(self, event: Event, sale_id: str, first: Payment) -> WebhookOutcome:
        package = self._ports.catalogue.get_package(first.package_id)
        if package is None:
            raise NotFound(m.CLIENT_PACKAGE_NOT_FOUND)
        now = self._ports.clock.now()
        if in_first_cycle(first, package, event.sale_time() or now):
            return WebhookOutcome(event.type, WebhookAction.FIRST_CYCLE, first)
        sale = new_payment(first.client_id, package, now, ONLINE_PROVIDER, sale_id, SALE_STATUS)
        sale = replace(sale, amount=event.amount(package.price))
        saved = record_renewal(self._ports.payments, sale, package, now, unique_reference=True)
        action = WebhookAction.RENEWED if saved.created else WebhookAction.ALREADY_RECORDED
        return WebhookOutcome(event.type, action, saved.payment)

    def _complete_from_provider(self, subscription_id: str) -> Payment:
        """The browser never posted the approval: the provider's custom_id names the client."""
        subscription = self._ports.provider.get_subscription(subscription_id)
        client = self._ports.clients.get(subscription.custom_id) if subscription.custom_id else None
        plans = (p for p in self._ports.catalogue.packages() if p.plan_id == subscription.plan_id)
        package = next(plans, None) if subscription.plan_id else None
        if client is None or package is None or not accepts(subscription, package, client):
            raise NotFound(SUBSCRIPTION_NOT_RECORDED)
        return self._ports.record_subscription(client, package, subscription_id).payment

    def _status_changed(self, event: Event) -> WebhookOutcome:
        payment = self._ports.payments.find_by_reference(event.required("id"))
        if payment is None:  # approved but never completed here: nothing to record it on
            return WebhookOutcome(event.type, WebhookAction.IGNORED)
        status = STATUS_EVENTS[event.type]
        if payment.provider_status != status:
            payment = replace(payment, provider_status=status)
            if not self._ports.payments.save_existing(payment):  # deleted with its client
                return WebhookOutcome(event.type, WebhookAction.IGNORED)
        return WebhookOutcome(event.type, WebhookAction.STATUS_RECORDED, payment)
