"""The identity port seen from the use cases: its refusals as spec §8 messages, and the
re-verification of the actor's own password."""

from __future__ import annotations

from signage_core.entities.users import Actor
from signage_core.errors import (
    AuthenticationFailed,
    Conflict,
    DomainError,
    ExternalServiceFailed,
    ValidationFailed,
)
from signage_core.ports.identity_provider import (
    EmailInUse,
    IdentityError,
    IdentityProvider,
    InvalidEmail,
    WeakPassword,
)
from signage_core.ports.user_repository import UserRepository
from signage_core.validation import messages as m


def identity_failure(error: IdentityError) -> DomainError:
    """The registration message of spec §8 for an identity-service refusal."""
    if isinstance(error, EmailInUse):
        return Conflict(m.EMAIL_IN_USE)
    if isinstance(error, InvalidEmail):
        return ValidationFailed({"email": m.EMAIL_NOT_VALID})
    if isinstance(error, WeakPassword):
        return ValidationFailed({"password": m.PASSWORD_TOO_WEAK})
    return ExternalServiceFailed(m.REGISTRATION_UNKNOWN_ERROR)


def reverify_password(
    identity: IdentityProvider, users: UserRepository, actor: Actor, password: str
) -> None:
    """The actor proves it is still them (spec §7: before creating a user or a client)."""
    user = users.get(actor.user_id)
    email = user.email if user is not None else actor.email
    try:
        uid = identity.verify_password(email, password)
    except IdentityError as error:
        raise AuthenticationFailed(m.ADMIN_PASSWORD_INCORRECT) from error
    if uid != actor.user_id:
        raise AuthenticationFailed(m.ADMIN_PASSWORD_INCORRECT)
