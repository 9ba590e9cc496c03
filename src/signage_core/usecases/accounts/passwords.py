"""Password reset by email, reset confirmation, and change of password."""

from __future__ import annotations

from collections.abc import Sequence

from signage_core.entities.users import Actor
from signage_core.errors import (
    AuthenticationFailed,
    DomainError,
    ExternalServiceFailed,
    ValidationFailed,
)
from signage_core.ports.attempt_log import AttemptLog
from signage_core.ports.clock import Clock
from signage_core.ports.identity_provider import (
    IdentityProvider,
    InvalidResetToken,
    WeakPassword,
)
from signage_core.ports.mailer import Mailer
from signage_core.ports.session_stamps import SessionStamps
from signage_core.ports.user_repository import UserRepository
from signage_core.usecases.accounts.actors import end_sessions
from signage_core.usecases.accounts.identity_errors import reverify_password
from signage_core.usecases.accounts.reset_mails import ResetMailThrottle
from signage_core.usecases.shared._checks import require_valid
from signage_core.usecases.shared.throttle import RESET_REQUESTS, Throttle, too_many
from signage_core.validation import messages as m
from signage_core.validation.accounts import EMAIL_CHECKS, NEW_PASSWORD_CHECKS
from signage_core.validation.fields import Check, FieldErrors, first_failure, required

RESET_SUBJECT = "Reset your password"
"""Ours: the spec shows no text for a used or expired reset link."""


def field_error(field: str, value: str, checks: Sequence[Check]) -> FieldErrors:
    message = first_failure(value, checks)
    return {} if message is None else {field: message}


def weak_password(error: WeakPassword) -> ValidationFailed:
    return ValidationFailed({"newPassword": m.PASSWORD_TOO_WEAK})


class RequestPasswordReset:
    """Mail a reset link `{reset_base_url}?resetToken=…` (a new token spends the account's
    older ones). An unknown email gets no mail but the same answer, so the form never tells
    who has an account; so does a request beyond the mails its requester or the account may
    have within the window (`usecases.accounts.reset_mails`): no new token, no mail, the last link
    stays the one that works. A client `address` with too many requests (for any emails) is
    refused: TooManyAttempts, unless the request comes from a `device` of the account (a
    browser it signed in from before, vouched for by the caller)."""

    def __init__(
        self,
        identity: IdentityProvider,
        mailer: Mailer,
        attempts: AttemptLog,
        clock: Clock,
        reset_base_url: str,
    ) -> None:
        self._identity = identity
        self._mailer = mailer
        self._mails = ResetMailThrottle(attempts, clock)
        self._requests = Throttle(attempts, clock, RESET_REQUESTS)
        self._base_url = reset_base_url

    def __call__(self, email: str, *, address: str = "", device: str = "") -> str:
        email = email.strip()
        require_valid(field_error("email", email, EMAIL_CHECKS))
        if address and not device:
            self._count_request(address)
        if not self._mails.allows(email, address, device):
            return m.PASSWORD_RESET_SENT
        token = self._identity.create_reset_token(email)
        if token is not None:
            self._send(email, f"{self._base_url}?resetToken={token}")
            self._mails.sent(email, address, device)
        return m.PASSWORD_RESET_SENT

    def _count_request(self, address: str) -> None:
        wait = self._requests.wait(address)
        if wait:
            raise too_many(m.TOO_MANY_RESETS, wait)
        self._requests.record(address)

    def _send(self, email: str, link: str) -> None:
        body = (
            "We received a request to reset the password of your signage portal account.\n\n"
            f"Choose a new password here: {link}\n\n"
            "If you did not ask for this, you can ignore this email."
        )
        try:
            self._mailer.send(email, RESET_SUBJECT, body)
        except DomainError as error:
            raise ExternalServiceFailed(m.PASSWORD_RESET_FAILED) from error


class ConfirmPasswordReset:
    """Set a new password with the token from the reset link; every session of the account
    ends. Returns the account's uid."""

    def __init__(self, identity: IdentityProvider, stamps: SessionStamps) -> None:
        self._identity = identity
        self._stamps = stamps

    def __call__(self, token: str, new_password: str) -> str:
        require_valid(field_error("newPassword", new_password, NEW_PASSWORD_CHECKS))
        try:
            uid = self._identity.reset_password(token, new_password)
        except InvalidResetToken as error:
            raise AuthenticationFailed(m.RESET_LINK_INVALID) from error
        except WeakPassword as error:
            raise weak_password(error) from error
        end_sessions(self._stamps, uid)
        return uid


class ChangePassword:
    """The signed-in user changes their password after re-entering the current one. Every
    other session of the user ends; the new session stamp returned is the one the caller's
    own session goes on with."""

    def __init__(
        self, identity: IdentityProvider, users: UserRepository, stamps: SessionStamps
    ) -> None:
        self._identity = identity
        self._users = users
        self._stamps = stamps

    def __call__(self, actor: Actor, current_password: str, new_password: str) -> str:
        errors = field_error("currentPassword", current_password, [required(m.PASSWORD_REQUIRED)])
        require_valid(errors | field_error("newPassword", new_password, NEW_PASSWORD_CHECKS))
        reverify_password(self._identity, self._users, actor, current_password)
        try:
            self._identity.change_password(actor.user_id, new_password)
        except WeakPassword as error:
            raise weak_password(error) from error
        return end_sessions(self._stamps, actor.user_id)
