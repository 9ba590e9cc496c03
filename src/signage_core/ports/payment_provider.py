from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True, slots=True)
class Subscription:
    """A subscription as the provider reports it (never as the browser says)."""

    id: str
    status: str
    plan_id: str
    custom_id: str = ""


class PaymentProvider(Protocol):
    """The online payment provider (PayPal subscriptions)."""

    @property
    def configured(self) -> bool: ...

    def get_subscription(self, subscription_id: str) -> Subscription:
        """Raises `NotFound` for an unknown id, `ExternalServiceFailed` when unreachable."""
        ...

    def verify_webhook(self, headers: Mapping[str, str], body: bytes) -> bool:
        """True only when the provider confirms the event's signature."""
        ...
