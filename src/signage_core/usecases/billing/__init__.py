"""Use cases of billing: the licence, packages, payments, renewals and subscriptions."""
