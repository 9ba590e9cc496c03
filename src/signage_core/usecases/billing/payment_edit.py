"""Editing a payment: method and reference, or its package, which shifts the payment's and
the client's Expire_date by the difference in Days (spec §9), in one transaction."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from datetime import datetime

from signage_core.access import require_staff
from signage_core.entities.catalogue import Package
from signage_core.entities.clients import Client
from signage_core.entities.payments import Payment, PaymentMethod
from signage_core.entities.users import Actor
from signage_core.errors import NotFound
from signage_core.ports.catalogue_repository import CatalogueRepository
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.payment_repository import PaymentRepository
from signage_core.rules.expiry import expiry_after_package_change
from signage_core.usecases.billing.catalogue import chosen_package
from signage_core.usecases.billing.payments import visible_payment
from signage_core.usecases.billing.renewals import RenewClient
from signage_core.usecases.shared._checks import (
    failing_as,
    require_known,
    require_saved,
    require_valid,
)
from signage_core.validation import messages as m
from signage_core.validation.fields import FormValues, text
from signage_core.validation.payments import PAYMENT_EDIT_FIELDS, validate_payment


def shifted(expiry: datetime | None, old_days: int, new_days: int) -> datetime | None:
    return None if expiry is None else expiry_after_package_change(expiry, old_days, new_days)


def change_package(package: Package, days_of: Mapping[str, int]) -> RenewClient:
    """The client change of a package switch, from the payment as stored at write time."""

    def change(client: Client, previous: Payment | None) -> Client:
        if previous is None or previous.package_id == package.id:
            return client
        old_days = days_of.get(previous.package_id)
        if old_days is None:
            raise NotFound(m.CLIENT_PACKAGE_NOT_FOUND)
        expiry = shifted(client.expire_date, old_days, package.days)
        return replace(client, package_code=package.code, package_id=package.id, expire_date=expiry)

    return change


class EditPayment:
    """Staff edit packageId, paymentMethod and paymentReference (any may be left out)."""

    def __init__(
        self,
        clients: ClientRepository,
        payments: PaymentRepository,
        catalogue: CatalogueRepository,
    ) -> None:
        self._clients, self._payments, self._catalogue = clients, payments, catalogue

    def __call__(self, actor: Actor, payment_id: str, form: FormValues) -> Payment:
        require_known(form, PAYMENT_EDIT_FIELDS)
        require_staff(actor)
        payment = visible_payment(self._payments, self._clients, actor, payment_id)
        values = {
            "packageId": payment.package_id,
            "paymentMethod": payment.method.value,
            "paymentReference": payment.reference,
            **form,
        }
        require_valid(validate_payment(values))
        package = chosen_package(self._catalogue, values)
        method = PaymentMethod(text(values, "paymentMethod"))
        edited = replace(payment, method=method, reference=text(values, "paymentReference"))
        with failing_as(m.PAYMENT_SAVE_FAILED):
            if package.id == payment.package_id:
                require_saved(self._payments.save_existing(edited), m.PAYMENT_NOT_FOUND)
                return edited
            return self._switch_package(edited, package)

    def _switch_package(self, payment: Payment, package: Package) -> Payment:
        days_of = {known.id: known.days for known in self._catalogue.packages()}
        old_days = days_of.get(payment.package_id)
        if old_days is None:
            raise NotFound(m.CLIENT_PACKAGE_NOT_FOUND)
        switched = replace(
            payment,
            package_id=package.id,
            package_code=package.code,
            amount=package.price,
            units=package.units,
            expire_date=shifted(payment.expire_date, old_days, package.days),
        )
        return self._payments.save_with_client(switched, change_package(package, days_of)).payment
