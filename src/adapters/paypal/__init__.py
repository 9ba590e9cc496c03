"""PayPal subscriptions payment-provider adapter.

`PayPalClient` (and httpx with it, about 0.1 s) is imported on first use: a portal without
PayPal settings starts with `UnconfiguredPaymentProvider` only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from signage_adapters.paypal.unconfigured import UnconfiguredPaymentProvider

if TYPE_CHECKING:
    from signage_adapters.paypal.client import BASE_URLS, PayPalClient

__all__ = ["BASE_URLS", "PayPalClient", "UnconfiguredPaymentProvider"]


def __getattr__(name: str) -> Any:
    if name in ("BASE_URLS", "PayPalClient"):
        from signage_adapters.paypal import client

        return getattr(client, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
