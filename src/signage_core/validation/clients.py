"""The client (business) form, its save-time checks, the confirm step and the logo (spec §5)."""

from __future__ import annotations

from signage_core.limits import (
    BUSINESS_NAME_MAX,
    CLIENT_PHONE_MAX,
    COMPANY_EMAIL_MAX,
    CONTACT_NAME_MAX,
    LOCATION_NUMBER_MAX,
    MAX_LOGO_BYTES,
    MAX_LOGO_SIDE,
    WEBSITE_MAX,
)
from signage_core.validation import messages as m
from signage_core.validation.fields import (
    DIGITS_PATTERN,
    EMAIL_PATTERN,
    Check,
    FieldErrors,
    FormValues,
    check_fields,
    matches,
    max_length,
    raw_text,
    required,
    text,
)
from signage_core.validation.web_address import web_address

LOGO_CONTENT_TYPES = frozenset({"image/jpeg", "image/jpg", "image/png"})
PACKAGE_KEYS = ("packageId", "packageCode")
CLIENT_FIELDS = frozenset(
    {"businessName", "contactName", "phone", "companyEmail", "website", "typeBusiness"}
    | {"locationNumber", *PACKAGE_KEYS, "timeZone"}
)
"""The edit-client form; adding one also takes its owner and the confirming password."""
CLIENT_CREATE_FIELDS = CLIENT_FIELDS | {"userId", "password"}


def _required_max(limit: int) -> tuple[Check, ...]:
    return (required(m.REQUIRED_FIELD), max_length(limit, m.MAX_LENGTH.format(limit=limit)))


def client_rules() -> dict[str, tuple[Check, ...]]:
    """The client form's fields and their checks, in the order errors are reported."""
    return {
        "businessName": _required_max(BUSINESS_NAME_MAX),
        "contactName": _required_max(CONTACT_NAME_MAX),
        "phone": _required_max(CLIENT_PHONE_MAX),
        "companyEmail": (
            required(m.REQUIRED_FIELD),
            matches(EMAIL_PATTERN, m.COMPANY_EMAIL_INVALID),
            max_length(COMPANY_EMAIL_MAX, m.MAX_LENGTH.format(limit=COMPANY_EMAIL_MAX)),
        ),
        "website": (
            web_address(m.WEB_ADDRESS_INVALID),
            max_length(WEBSITE_MAX, m.MAX_LENGTH.format(limit=WEBSITE_MAX)),
        ),
        "typeBusiness": (required(m.REQUIRED_FIELD),),
        "locationNumber": (
            required(m.REQUIRED_FIELD),
            matches(DIGITS_PATTERN, m.LOCATION_NUMBER_NOT_A_NUMBER),
            max_length(LOCATION_NUMBER_MAX, m.MAX_LENGTH.format(limit=LOCATION_NUMBER_MAX)),
        ),
    }


def _package_errors(values: FormValues) -> FieldErrors:
    """The package choice may come as packageId or packageCode; the error sits on packageId."""
    chosen = any(text(values, key) for key in PACKAGE_KEYS)
    return {} if chosen else {"packageId": m.REQUIRED_FIELD}


def validate_client_form(values: FormValues) -> FieldErrors:
    """Add/edit client form: required fields, maxima, email shape, a 1-3 digit location number."""
    errors = check_fields(values, client_rules())
    errors |= _package_errors(values)
    order = [*client_rules(), "packageId"]
    return {key: errors[key] for key in order if key in errors}


def validate_client_save(values: FormValues) -> FieldErrors:
    """The save-time checks: a numeric location number and a well-formed company email."""
    return check_fields(
        values,
        {
            "locationNumber": (
                required(m.SAVE_LOCATION_NUMBER_INVALID),
                matches(DIGITS_PATTERN, m.SAVE_LOCATION_NUMBER_INVALID),
            ),
            "companyEmail": (
                required(m.SAVE_COMPANY_EMAIL_INVALID),
                matches(EMAIL_PATTERN, m.SAVE_COMPANY_EMAIL_INVALID),
            ),
        },
    )


def validate_confirm_password(password: object) -> FieldErrors:
    """The add-client confirm step needs the signed-in user's password."""
    if raw_text({"password": password}, "password"):
        return {}
    return {"password": m.CONFIRM_PASSWORD_REQUIRED}


def validate_logo(size_bytes: int, content_type: str, width: int, height: int) -> FieldErrors:
    """A logo is at most 2MB, JPG or PNG, and at most 1920x1920 px; {'logo': message}."""
    if size_bytes > MAX_LOGO_BYTES:
        return {"logo": m.LOGO_TOO_LARGE}
    if content_type.strip().lower() not in LOGO_CONTENT_TYPES:
        return {"logo": m.LOGO_WRONG_TYPE}
    if width > MAX_LOGO_SIDE or height > MAX_LOGO_SIDE:
        return {"logo": m.LOGO_TOO_BIG_DIMENSIONS}
    return {}
