"""Opening accounts: an identity account and its users document, together or not at all.

Shared by self-registration (`Register`), the admin's add-user screen (`CreateUser`) and the
operator's accounts made without a signed-in admin (`CreateAccount`: the first Admin on first
start, and `signage users create`).
"""

from __future__ import annotations

import secrets
from dataclasses import replace

from signage_core.entities.users import Role, User
from signage_core.ports.clock import Clock
from signage_core.ports.identity_provider import IdentityError, IdentityProvider
from signage_core.ports.user_repository import UserRepository
from signage_core.usecases.accounts.identity_errors import identity_failure
from signage_core.usecases.shared._checks import require_known, require_valid
from signage_core.validation.accounts import ACCOUNT_FIELDS, validate_account
from signage_core.validation.fields import FormValues, raw_text, text

FIRST_ADMIN_NAME = "Administrator"
FIRST_ADMIN_PHONE = "0000000000"


def open_account(
    identity: IdentityProvider, users: UserRepository, user: User, password: str
) -> User:
    """Create the identity account for `user.email`, then save `user` under the new uid; the
    identity account is deleted again when the document cannot be saved. Identity refusals
    (IdentityError) are the caller's to word."""
    uid = identity.create_account(user.email, password)
    saved = replace(user, id=uid)
    try:
        users.save(saved)
    except Exception:
        identity.delete_account(uid)
        raise
    return saved


def account_user(form: FormValues, role: Role, clock: Clock, *, by_admin: bool) -> User:
    """The users document for a validated form (status true; its id comes from the identity
    account)."""
    name, phone, email = text(form, "name"), text(form, "phone"), text(form, "email")
    now = clock.now()
    return User("", name, phone, email, role, created_at=now, created_by_admin=by_admin)


class CreateAccount:
    """An account of any role made by the operator, not through a signed-in admin: name,
    phone, email, password (the registration rules) and role. Stored like an admin's
    (createdat); identity refusals carry the registration messages of spec §8."""

    def __init__(self, identity: IdentityProvider, users: UserRepository, clock: Clock) -> None:
        self._identity, self._users, self._clock = identity, users, clock

    def __call__(self, form: FormValues) -> User:
        require_known(form, ACCOUNT_FIELDS)
        require_valid(validate_account(form))
        user = account_user(form, Role(text(form, "role")), self._clock, by_admin=True)
        try:
            return open_account(self._identity, self._users, user, raw_text(form, "password"))
        except IdentityError as error:
            raise identity_failure(error) from error


class CreateFirstAdmin:
    """First start: when there is no user at all, an Admin with `email` and a generated
    password; returns the password, or None when users exist already."""

    def __init__(self, identity: IdentityProvider, users: UserRepository, clock: Clock) -> None:
        self._users = users
        self._create = CreateAccount(identity, users, clock)

    def __call__(self, email: str) -> str | None:
        if self._users.list_all():
            return None
        password = secrets.token_urlsafe(12)
        form = {"name": FIRST_ADMIN_NAME, "phone": FIRST_ADMIN_PHONE, "email": email}
        self._create({**form, "password": password, "role": Role.ADMIN.value})
        return password
