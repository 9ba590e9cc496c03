"""PayPal subscriptions payment-provider adapter."""
