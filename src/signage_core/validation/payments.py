"""The payment form (spec §5)."""

from __future__ import annotations

from signage_core.entities.payments import ONLINE_PROVIDER, PaymentMethod
from signage_core.validation import messages as m
from signage_core.validation.fields import FieldErrors, FormValues, text

PAYMENT_METHODS = frozenset(method.value for method in PaymentMethod)
PAYMENT_EDIT_FIELDS = frozenset({"packageId", "packageCode", "paymentMethod", "paymentReference"})
PAYMENT_FIELDS = PAYMENT_EDIT_FIELDS | {"clientId"}


def validate_payment(values: FormValues) -> FieldErrors:
    """A package, a known method, and a reference unless the method is the online provider."""
    errors: FieldErrors = {}
    if not text(values, "packageId"):
        errors["packageId"] = m.PACKAGE_REQUIRED
    method = text(values, "paymentMethod")
    if method not in PAYMENT_METHODS:
        errors["paymentMethod"] = m.PAYMENT_METHOD_INVALID
    if method != ONLINE_PROVIDER and not text(values, "paymentReference"):
        errors["paymentReference"] = m.PAYMENT_REFERENCE_REQUIRED
    return errors
