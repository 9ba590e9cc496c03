"""Payments: a Client sees its own; staff see all, record new ones and switch their status."""

from __future__ import annotations

from dataclasses import replace

from signage_core.access import own_client, require_staff, visible_client
from signage_core.entities.payments import Payment, PaymentMethod
from signage_core.entities.users import Actor
from signage_core.errors import NotFound
from signage_core.paging import Page, PageRequest
from signage_core.ports.catalogue_repository import CatalogueRepository
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.payment_repository import PaymentRepository
from signage_core.usecases.billing.catalogue import chosen_package
from signage_core.usecases.billing.renewals import new_payment, record_renewal
from signage_core.usecases.shared._checks import (
    failing_as,
    require_known,
    require_saved,
    require_valid,
)
from signage_core.validation import messages as m
from signage_core.validation.fields import FormValues, text
from signage_core.validation.payments import PAYMENT_FIELDS, validate_payment


def visible_payment(
    payments: PaymentRepository, clients: ClientRepository, actor: Actor, payment_id: str
) -> Payment:
    """Staff see every payment; a Client only its own client's ('Payment not found.')."""
    payment = payments.get(payment_id)
    if payment is None:
        raise NotFound(m.PAYMENT_NOT_FOUND)
    if not actor.is_staff:
        client = clients.find_by_user(actor.user_id)
        if client is None or client.id != payment.client_id:
            raise NotFound(m.PAYMENT_NOT_FOUND)
    return payment


class ListPayments:
    """Newest first. A Client: its own client's; staff: all, or one client's by `client_id`."""

    def __init__(self, clients: ClientRepository, payments: PaymentRepository) -> None:
        self._clients, self._payments = clients, payments

    def __call__(
        self, actor: Actor, request: PageRequest, client_id: str | None = None
    ) -> Page[Payment]:
        if not actor.is_staff:
            own = own_client(actor, self._clients)
            if client_id not in (None, own.id):
                raise NotFound(m.CLIENT_NOT_FOUND)
            return self._payments.page(request, own.id)
        if client_id is None:
            return self._payments.page(request)
        return self._payments.page(request, visible_client(self._clients, actor, client_id).id)


class GetPayment:
    def __init__(self, clients: ClientRepository, payments: PaymentRepository) -> None:
        self._clients, self._payments = clients, payments

    def __call__(self, actor: Actor, payment_id: str) -> Payment:
        return visible_payment(self._payments, self._clients, actor, payment_id)


class RecordPayment:
    """Staff record a payment (clientId, packageId, paymentMethod, paymentReference): amount
    and Units from the package, dated today, and the client renewed in the same write."""

    def __init__(
        self,
        clients: ClientRepository,
        payments: PaymentRepository,
        catalogue: CatalogueRepository,
        clock: Clock,
    ) -> None:
        self._clients, self._payments = clients, payments
        self._catalogue, self._clock = catalogue, clock

    def __call__(self, actor: Actor, form: FormValues) -> Payment:
        require_known(form, PAYMENT_FIELDS)
        require_staff(actor)
        require_valid(validate_payment(form))
        client = visible_client(self._clients, actor, text(form, "clientId"))
        package = chosen_package(self._catalogue, form)
        now = self._clock.now()
        method = PaymentMethod(text(form, "paymentMethod"))
        payment = new_payment(client.id, package, now, method, text(form, "paymentReference"))
        with failing_as(m.PAYMENT_SAVE_FAILED):
            return record_renewal(self._payments, payment, package, now).payment


class SetPaymentStatus:
    """Staff switch a payment on or off (the client's expiry is not touched)."""

    def __init__(self, clients: ClientRepository, payments: PaymentRepository) -> None:
        self._clients, self._payments = clients, payments

    def __call__(self, actor: Actor, payment_id: str, status: bool) -> Payment:
        require_staff(actor)
        payment = visible_payment(self._payments, self._clients, actor, payment_id)
        changed = replace(payment, status=status)
        with failing_as(m.PAYMENT_STATUS_UPDATE_FAILED):
            require_saved(self._payments.save_existing(changed), m.PAYMENT_NOT_FOUND)
        return changed
