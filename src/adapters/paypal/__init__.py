"""PayPal subscriptions payment-provider adapter."""

from signage_adapters.paypal.client import BASE_URLS, PayPalClient
from signage_adapters.paypal.unconfigured import UnconfiguredPaymentProvider

__all__ = ["BASE_URLS", "PayPalClient", "UnconfiguredPaymentProvider"]
