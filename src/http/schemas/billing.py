"""Packages, payments and client deletion results as the API shows them."""

from __future__ import annotations

from datetime import date, datetime

import msgspec

from signage_core.entities.catalogue import Package
from signage_core.entities.payments import Payment
from signage_core.usecases.clients.client_admin import DeletedClient


class PackageView(msgspec.Struct, rename="camel"):
    id: str
    package_code: str
    package_description: str
    package_price: float
    units: int
    days: int
    plan_id: str

    @classmethod
    def of(cls, p: Package) -> PackageView:
        return cls(p.id, p.code, p.description, float(p.price), p.units, p.days, p.plan_id)


class PaymentView(msgspec.Struct, rename="camel"):
    id: str
    client_id: str
    package_id: str
    package_code: str
    payment_amount: float
    units: int
    expire_date: datetime | None
    payment_date: date
    payment_method: str
    payment_reference: str
    status: bool
    provider_status: str

    @classmethod
    def of(cls, p: Payment) -> PaymentView:
        return cls(
            p.id, p.client_id, p.package_id, p.package_code, float(p.amount), p.units,
            p.expire_date, p.payment_date, p.method.value, p.reference, p.status,
            p.provider_status,
        )  # fmt: skip


class DeletedClientView(msgspec.Struct, rename="camel"):
    deleted_payments: int
    total_amount: float

    @classmethod
    def of(cls, deleted: DeletedClient) -> DeletedClientView:
        return cls(deleted.deleted_payments, float(deleted.total_amount))
