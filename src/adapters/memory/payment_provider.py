"""An online payment provider keeping subscriptions in memory, with HMAC-signed webhooks."""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
from collections.abc import Mapping

from signage_core.errors import NotFound
from signage_core.ports.payment_provider import Subscription
from signage_core.validation.messages import SUBSCRIPTION_COMPLETE_FAILED

SIGNATURE_HEADER = "x-memory-signature"


class MemoryPaymentProvider:
    """Implements `PaymentProvider`. `add_subscription` plays the provider's approval step;
    `sign` produces the signature header a genuine webhook event carries."""

    def __init__(self, webhook_secret: str | None = None, *, configured: bool = True) -> None:
        self._secret = (webhook_secret or secrets.token_hex(32)).encode("utf-8")
        self._configured = configured
        self._subscriptions: dict[str, Subscription] = {}
        self._lock = threading.Lock()

    @property
    def configured(self) -> bool:
        return self._configured

    def add_subscription(self, subscription: Subscription) -> None:
        with self._lock:
            self._subscriptions[subscription.id] = subscription

    def get_subscription(self, subscription_id: str) -> Subscription:
        with self._lock:
            found = self._subscriptions.get(subscription_id)
        if found is None:
            raise NotFound(SUBSCRIPTION_COMPLETE_FAILED)
        return found

    def sign(self, body: bytes) -> str:
        return hmac.new(self._secret, body, hashlib.sha256).hexdigest()

    def verify_webhook(self, headers: Mapping[str, str], body: bytes) -> bool:
        lowered = {name.lower(): value for name, value in headers.items()}
        return hmac.compare_digest(lowered.get(SIGNATURE_HEADER, ""), self.sign(body))
