"""The client (business) form: its validation and the fields it writes on a client."""

from __future__ import annotations

from dataclasses import replace

from signage_core.entities.catalogue import Package
from signage_core.entities.clients import Client
from signage_core.validation.clients import validate_client_form, validate_client_save
from signage_core.validation.fields import FieldErrors, FormValues, text


def validate_client(form: FormValues) -> FieldErrors:
    """The form's rules first; once they pass, the save-time checks (spec §5)."""
    return validate_client_form(form) or validate_client_save(form)


def client_changes(client: Client, form: FormValues, package: Package) -> Client:
    """The client with the form's fields and the chosen package written on it."""
    return replace(
        client,
        business_name=text(form, "businessName"),
        contact_name=text(form, "contactName"),
        phone=text(form, "phone"),
        company_email=text(form, "companyEmail"),
        website=text(form, "website"),
        type_business=text(form, "typeBusiness"),
        location_number=text(form, "locationNumber"),
        package_code=package.code,
        package_id=package.id,
        time_zone=text(form, "timeZone") or client.time_zone,
    )
