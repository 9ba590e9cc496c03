"""Renewing a client with a payment: the reusable piece behind recorded payments and online
subscriptions. The payment and the client's new packageCode, packageID and Expire_date are
written in one transaction (`PaymentRepository.save_with_client`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import datetime

from signage_core.entities.catalogue import Package
from signage_core.entities.clients import Client
from signage_core.entities.payments import Payment, PaymentMethod
from signage_core.ids import new_id
from signage_core.ports.payment_repository import PaymentRepository, SavedPayment
from signage_core.rules.expiry import expiry_for_new_payment, renewal_expiry

RenewClient = Callable[[Client, Payment | None], Client]


def renew_client(package: Package, now: datetime, has_paid_before: bool) -> RenewClient:
    """The client change of a new payment: the package's code and id, and the new expiry
    (extended from the current one when a paying client renews early, else now + Days)."""

    def renew(client: Client, previous: Payment | None) -> Client:
        expiry = renewal_expiry(client.expire_date, has_paid_before, now, package.days)
        return replace(client, package_code=package.code, package_id=package.id, expire_date=expiry)

    return renew


def new_payment(
    client_id: str,
    package: Package,
    now: datetime,
    method: PaymentMethod,
    reference: str = "",
    provider_status: str = "",
) -> Payment:
    """A payment of the package's price and Units, dated today, expiring today + Days."""
    return Payment(
        id=new_id(),
        client_id=client_id,
        package_id=package.id,
        package_code=package.code,
        amount=package.price,
        units=package.units,
        expire_date=expiry_for_new_payment(now, package.days),
        payment_date=now.date(),
        method=method,
        reference=reference,
        status=True,
        provider_status=provider_status,
    )


def record_renewal(
    payments: PaymentRepository,
    payment: Payment,
    package: Package,
    now: datetime,
    *,
    unique_reference: bool = False,
) -> SavedPayment:
    """Write `payment` and renew its client atomically. With `unique_reference` (online
    subscriptions: reference = subscriptionID), a second call with the same reference writes
    nothing and returns the first payment with `created=False`."""
    has_paid_before = payments.has_payments(payment.client_id)
    change = renew_client(package, now, has_paid_before)
    return payments.save_with_client(payment, change, unique_reference=unique_reference)
