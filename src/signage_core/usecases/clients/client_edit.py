"""Editing a client's business form (its package included while the client is in trial)."""

from __future__ import annotations

from dataclasses import replace

from signage_core.access import visible_client
from signage_core.entities.catalogue import Package
from signage_core.entities.clients import Client
from signage_core.entities.users import Actor
from signage_core.errors import ValidationFailed
from signage_core.ports.catalogue_repository import CatalogueRepository
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.payment_repository import PaymentRepository
from signage_core.usecases.billing.catalogue import chosen_package
from signage_core.usecases.clients._client_form import client_changes, validate_client
from signage_core.usecases.shared._checks import require_known, require_valid
from signage_core.validation import messages as m
from signage_core.validation.clients import CLIENT_FIELDS
from signage_core.validation.fields import FormValues
from signage_core.validation.time_zones import sent_zone_errors


class UpdateClient:
    """The owner or staff edit the business form; updatedAt, packageCode and packageID follow.
    Once a client has paid, its package changes with a payment (or by staff), not here."""

    def __init__(
        self,
        clients: ClientRepository,
        catalogue: CatalogueRepository,
        payments: PaymentRepository,
        clock: Clock,
    ) -> None:
        self._clients, self._catalogue, self._clock = clients, catalogue, clock
        self._payments = payments

    def __call__(self, actor: Actor, client_id: str, form: FormValues) -> Client:
        require_known(form, CLIENT_FIELDS)
        client = visible_client(self._clients, actor, client_id)
        values = {**_form_of(client, form), **form}
        require_valid(validate_client(values) | sent_zone_errors(form))
        package = chosen_package(self._catalogue, values)
        self._check_package_change(actor, client, package, form)
        now = self._clock.now()
        return self._clients.update(
            client.id, lambda c: replace(client_changes(c, values, package), updated_at=now)
        )

    def _check_package_change(
        self, actor: Actor, client: Client, package: Package, form: FormValues
    ) -> None:
        """A Client in its trial (no payments) may pick another package; a paying one may not."""
        if actor.is_staff or package.id == client.package_id:
            return
        if self._payments.has_payments(client.id):
            field = "packageId" if "packageId" in form else "packageCode"
            raise ValidationFailed({field: m.PACKAGE_CHANGES_WITH_PAYMENT})


def _form_of(client: Client, form: FormValues) -> dict[str, object]:
    """The stored client as form values, so an edit may send only what changed (a package
    chosen by code alone replaces the stored packageId)."""
    package_id = "" if "packageCode" in form and "packageId" not in form else client.package_id
    return {
        "businessName": client.business_name,
        "contactName": client.contact_name,
        "phone": client.phone,
        "companyEmail": client.company_email,
        "website": client.website,
        "typeBusiness": client.type_business,
        "locationNumber": client.location_number,
        "packageId": package_id,
        "packageCode": client.package_code,
    }
