"""Payments and their methods (spec §9)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from enum import StrEnum


class PaymentMethod(StrEnum):
    CASH = "Cash"
    CHECK = "Check"
    DEBIT_CARD = "Debit Card"
    CREDIT_CARD = "Credit Card"
    MEMBERSHIP = "Membership"
    PAYPAL = "PayPal"
    ZELLE = "Zelle"
    VENMO = "Venmo"
    COUPON = "Coupon"
    OTHERS = "Others"


ONLINE_PROVIDER = PaymentMethod.PAYPAL


@dataclass(frozen=True, slots=True)
class Payment:
    """A `payments` document. `payment_date` is stored as Payment_Date (yyyy-mm-dd)."""

    id: str
    client_id: str
    package_id: str
    package_code: str
    amount: Decimal
    units: int
    expire_date: datetime | None
    payment_date: date
    method: PaymentMethod
    reference: str = ""
    status: bool = True
    provider_status: str = ""
