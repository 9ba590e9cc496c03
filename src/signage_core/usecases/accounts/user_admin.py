"""Admin user management: create (own password re-verified), activate/deactivate, delete;
and the reset-password email staff send to a user."""

from __future__ import annotations

from dataclasses import replace

from signage_core.access import require_admin, require_staff, visible_user
from signage_core.entities.logs import LogAction
from signage_core.entities.users import Actor, Role, User
from signage_core.errors import DomainError, Forbidden, ValidationFailed
from signage_core.ports.clock import Clock
from signage_core.ports.identity_provider import IdentityError, IdentityProvider
from signage_core.ports.session_stamps import SessionStamps
from signage_core.ports.user_log_repository import UserLogRepository
from signage_core.ports.user_repository import UserRepository
from signage_core.usecases.accounts.actors import end_sessions
from signage_core.usecases.accounts.identity_errors import identity_failure, reverify_password
from signage_core.usecases.accounts.opening import account_user, open_account
from signage_core.usecases.accounts.passwords import RequestPasswordReset
from signage_core.usecases.shared._checks import require_known, require_saved, require_valid
from signage_core.usecases.shared.audit import AuditTrail
from signage_core.validation import messages as m
from signage_core.validation.accounts import USER_CREATE_FIELDS, validate_user_create
from signage_core.validation.fields import EMAIL_PATTERN, FormValues, raw_text, text

NOT_ON_YOURSELF = "You cannot deactivate or delete your own account."
"""Ours: an admin locking themself out is never what they meant."""


def creation_failure(error: IdentityError) -> DomainError:
    """'User could not be created: {detail}' with the identity service's reason."""
    base = identity_failure(error)
    message = m.USER_CREATE_FAILED.format(detail=base.message)
    if isinstance(base, ValidationFailed):
        return ValidationFailed(base.field_errors, message)
    return type(base)(message)


class CreateUser:
    """Admin: re-verify the admin's own password, then an identity account and a users
    document (createdat) with any role; logged as NewUser."""

    def __init__(
        self,
        identity: IdentityProvider,
        users: UserRepository,
        user_logs: UserLogRepository,
        clock: Clock,
    ) -> None:
        self._identity, self._users, self._clock = identity, users, clock
        self._audit = AuditTrail(user_logs, clock)

    def __call__(self, actor: Actor, form: FormValues) -> User:
        require_known(form, USER_CREATE_FIELDS)
        require_admin(actor)
        require_valid(validate_user_create(form))
        reverify_password(self._identity, self._users, actor, raw_text(form, "adminPassword"))
        new = account_user(form, Role(text(form, "role")), self._clock, by_admin=True)
        try:
            user = open_account(self._identity, self._users, new, raw_text(form, "password"))
        except IdentityError as error:
            raise creation_failure(error) from error
        note = f"Created user {user.email} ({user.role})"
        self._audit.record(actor, LogAction.NEW_USER, note)
        return user


class SetUserStatus:
    """Admin: activate or deactivate a user: the users document's status is the one record
    (`access.active_user` reads it at login and on every request). Deactivation also ends
    the user's sessions for good: activating the user again does not revive them."""

    def __init__(
        self,
        identity: IdentityProvider,
        users: UserRepository,
        user_logs: UserLogRepository,
        stamps: SessionStamps,
        clock: Clock,
    ) -> None:
        self._identity, self._users, self._stamps = identity, users, stamps
        self._audit = AuditTrail(user_logs, clock)

    def __call__(self, actor: Actor, user_id: str, status: bool) -> User:
        require_admin(actor)
        user = visible_user(self._users, actor, user_id)
        if user.id == actor.user_id:
            raise Forbidden(NOT_ON_YOURSELF)
        changed = replace(user, status=status)
        require_saved(self._users.save_existing(changed), m.USER_NOT_FOUND)
        if not status:
            end_sessions(self._stamps, user.id)
        verb = "Activated" if status else "Deactivated"
        self._audit.record(actor, LogAction.TOGGLE_USER_STATUS, f"{verb} user {user.email}")
        return changed


class DeleteUser:
    """Admin: delete the identity account and the users document, and end the user's
    sessions (also should the account be restored later); logged as DeleteUser."""

    def __init__(
        self,
        identity: IdentityProvider,
        users: UserRepository,
        user_logs: UserLogRepository,
        stamps: SessionStamps,
        clock: Clock,
    ) -> None:
        self._identity, self._users, self._stamps = identity, users, stamps
        self._audit = AuditTrail(user_logs, clock)

    def __call__(self, actor: Actor, user_id: str) -> User:
        require_admin(actor)
        user = visible_user(self._users, actor, user_id)
        if user.id == actor.user_id:
            raise Forbidden(NOT_ON_YOURSELF)
        self._identity.delete_account(user.id)
        self._users.delete(user.id)
        end_sessions(self._stamps, user.id)
        self._audit.record(actor, LogAction.DELETE_USER, f"Deleted user {user.email}")
        return user


class SendUserPasswordReset:
    """Staff: mail the selected user a reset link."""

    def __init__(self, users: UserRepository, request_reset: RequestPasswordReset) -> None:
        self._users = users
        self._request_reset = request_reset

    def __call__(self, actor: Actor, user_id: str) -> str:
        require_staff(actor)
        user = visible_user(self._users, actor, user_id)
        if not EMAIL_PATTERN.fullmatch(user.email.strip()):
            raise ValidationFailed({"email": m.USER_EMAIL_MISSING})
        return self._request_reset(user.email)
