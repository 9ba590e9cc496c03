"""Online subscriptions (PayPal): completing one after the browser's approval, and webhooks.

The server never trusts the browser: it reads the subscription from the provider. The payment
whose PaymentReference is the subscription id pays the subscription's first billing cycle; each
later PAYMENT.SALE.COMPLETED records one payment whose reference is the sale id, and renews.
See docs/decisions.md ("PayPal subscriptions: the first sale", "PayPal webhooks").

- complete: CompleteSubscription(clients, catalogue, payments, provider, clock)
  (actor, package_id, subscription_id) → SavedPayment
- webhook: HandlePayPalWebhook(clients, catalogue, payments, provider, clock)
  (headers, body) → WebhookOutcome
"""

from signage_core.usecases.billing.subscriptions.complete import CompleteSubscription
from signage_core.usecases.billing.subscriptions.webhook import (
    HandlePayPalWebhook,
    WebhookAction,
    WebhookOutcome,
)

__all__ = ["CompleteSubscription", "HandlePayPalWebhook", "WebhookAction", "WebhookOutcome"]
