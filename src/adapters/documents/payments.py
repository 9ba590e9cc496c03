"""`payments`: Payment_Date is a 'yyyy-mm-dd' string, Payment_Amount a number."""

from __future__ import annotations

import re
from contextlib import suppress
from datetime import date
from typing import Any

from signage_core.entities.payments import Payment, PaymentMethod

from .values import (
    Document,
    money,
    read_decimal,
    read_flag,
    read_int,
    read_moment,
    read_text,
)

COLLECTION = "payments"
_DAY = re.compile(r"\d{4}-\d\d-\d\d")
PROVIDER_STATUS = "providerStatus"
"""Not in spec §3: the online provider's subscription status (docs/decisions.md)."""


def to_document(payment: Payment) -> Document:
    return {
        "ClientID": payment.client_id,
        "PackageID": payment.package_id,
        "PackageCode": payment.package_code,
        "Payment_Amount": money(payment.amount),
        "Units": payment.units,
        "Expire_date": payment.expire_date,
        "Payment_Date": payment.payment_date.isoformat(),
        "Payment_method": payment.method.value,
        "PaymentReference": payment.reference,
        "status": payment.status,
        PROVIDER_STATUS: payment.provider_status,
    }


def from_document(doc_id: str, data: dict[str, Any]) -> Payment:
    doc = f"{COLLECTION}/{doc_id}"
    return Payment(
        id=doc_id,
        client_id=read_text(data, "ClientID"),
        package_id=read_text(data, "PackageID"),
        package_code=read_text(data, "PackageCode"),
        amount=read_decimal(data, "Payment_Amount"),
        units=read_int(data, "Units"),
        expire_date=read_moment(data, "Expire_date", doc),
        payment_date=_payment_date(data, doc),
        method=_method(data.get("Payment_method")),
        reference=read_text(data, "PaymentReference"),
        status=read_flag(data, "status"),
        provider_status=read_text(data, PROVIDER_STATUS),
    )


def _payment_date(data: dict[str, Any], doc: str) -> date:
    """'yyyy-mm-dd' (any time after it ignored), else any time's UTC date; date.min when
    absent or unreadable."""
    value = data.get("Payment_Date")
    if isinstance(value, str) and _DAY.match(value):
        with suppress(ValueError):
            return date.fromisoformat(value[:10])
    moment = read_moment(data, "Payment_Date", doc)
    return moment.date() if moment else date.min


def _method(value: object) -> PaymentMethod:
    """Exact name, else case-insensitive; anything unknown reads as Others."""
    wanted = str(value or "").strip().casefold()
    return next((m for m in PaymentMethod if m.value.casefold() == wanted), PaymentMethod.OTHERS)
