"""The payment provider of a portal without PayPal settings."""

from __future__ import annotations

from collections.abc import Mapping

from signage_core.errors import ExternalServiceFailed
from signage_core.ports.payment_provider import Subscription
from signage_core.validation.messages import PAYPAL_NOT_AVAILABLE


class UnconfiguredPaymentProvider:
    """Implements `PaymentProvider`: not configured, and every call answers
    'PayPal payment system not available'. Staff can still record manual payments."""

    @property
    def configured(self) -> bool:
        return False

    def get_subscription(self, subscription_id: str) -> Subscription:
        raise ExternalServiceFailed(PAYPAL_NOT_AVAILABLE)

    def verify_webhook(self, headers: Mapping[str, str], body: bytes) -> bool:
        raise ExternalServiceFailed(PAYPAL_NOT_AVAILABLE)
