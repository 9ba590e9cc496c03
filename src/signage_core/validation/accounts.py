"""Login, registration, add-user and edit-user forms (spec §5)."""

from __future__ import annotations

from signage_core.entities.users import Role
from signage_core.limits import NAME_MAX, NAME_MIN, PASSWORD_MIN
from signage_core.validation import messages as m
from signage_core.validation.fields import (
    DIGITS_PATTERN,
    EMAIL_PATTERN,
    Check,
    FieldErrors,
    FormValues,
    check_fields,
    first_failure,
    matches,
    max_length,
    min_length,
    one_of,
    raw_text,
    required,
)

ROLES = tuple(role.value for role in Role)

LOGIN_FIELDS = frozenset({"email", "password"})
REGISTRATION_FIELDS = frozenset({"name", "phone", "email", "password"})
REGISTRATION_BODY_FIELDS = REGISTRATION_FIELDS | {"timeZone"}
"""What the registration form sends: the fields above and the browser's time zone (ours)."""
ACCOUNT_FIELDS = REGISTRATION_FIELDS | {"role"}
USER_CREATE_FIELDS = ACCOUNT_FIELDS | {"adminPassword"}
USER_EDIT_FIELDS = frozenset({"name", "phone", "role"})

EMAIL_CHECKS: tuple[Check, ...] = (
    required(m.EMAIL_REQUIRED),
    matches(EMAIL_PATTERN, m.EMAIL_INVALID),
)
NAME_CHECKS: tuple[Check, ...] = (
    required(m.NAME_REQUIRED),
    min_length(NAME_MIN, m.NAME_TOO_SHORT),
    max_length(NAME_MAX, m.NAME_TOO_LONG),
)
PHONE_CHECKS: tuple[Check, ...] = (
    required(m.PHONE_REQUIRED),
    matches(DIGITS_PATTERN, m.PHONE_DIGITS_ONLY),
)
NEW_PASSWORD_CHECKS: tuple[Check, ...] = (
    required(m.PASSWORD_REQUIRED),
    min_length(PASSWORD_MIN, m.PASSWORD_TOO_SHORT),
)

PASSWORD_CHECKS: tuple[Check, ...] = (required(m.PASSWORD_REQUIRED),)
ROLE_CHECKS: tuple[Check, ...] = (required(m.ROLE_REQUIRED), one_of(ROLES, m.ROLE_INVALID))
ADMIN_PASSWORD_CHECKS: tuple[Check, ...] = (required(m.ADMIN_PASSWORD_REQUIRED),)
USER_EDIT_RULES: dict[str, tuple[Check, ...]] = {
    "name": (required(m.EDIT_NAME_REQUIRED), max_length(NAME_MAX, m.EDIT_NAME_TOO_LONG)),
    "phone": (required(m.EDIT_PHONE_REQUIRED), matches(DIGITS_PATTERN, m.EDIT_PHONE_DIGITS_ONLY)),
    "role": (one_of(ROLES, m.EDIT_ROLE_INVALID),),
}


def _password_errors(values: FormValues, key: str, checks: tuple[Check, ...]) -> FieldErrors:
    """Passwords are checked untrimmed: spaces are part of a password."""
    message = first_failure(raw_text(values, key), checks)
    return {} if message is None else {key: message}


def validate_login(values: FormValues) -> FieldErrors:
    """email: required, basic pattern; password: required."""
    errors = check_fields(values, {"email": EMAIL_CHECKS})
    return errors | _password_errors(values, "password", PASSWORD_CHECKS)


def validate_registration(values: FormValues) -> FieldErrors:
    """name 2..80, phone digits only, email pattern, password at least 6 characters."""
    errors = check_fields(
        values, {"name": NAME_CHECKS, "phone": PHONE_CHECKS, "email": EMAIL_CHECKS}
    )
    return errors | _password_errors(values, "password", NEW_PASSWORD_CHECKS)


def validate_account(values: FormValues) -> FieldErrors:
    """The registration rules, plus a role (an account made without the add-user screen)."""
    errors = validate_registration(values)
    return errors | check_fields(values, {"role": ROLE_CHECKS})


def validate_user_create(values: FormValues) -> FieldErrors:
    """The registration rules, plus a role and the admin's own password to confirm."""
    errors = validate_account(values)
    return errors | _password_errors(values, "adminPassword", ADMIN_PASSWORD_CHECKS)


def validate_user_edit(values: FormValues) -> FieldErrors:
    """name and phone required (phone digits only); role optional, one of the three."""
    return check_fields(values, USER_EDIT_RULES)
