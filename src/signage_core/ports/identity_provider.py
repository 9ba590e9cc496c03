"""The identity port, and its refusals: DomainErrors whose `message` is the spec §8 text, so
a library user calling an identity adapter directly gets the same words as the portal. The
adapter's own detail (an email, a uid, a reason) is kept in `details`; use cases word some
refusals for their screen (`usecases.accounts.identity_errors`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Protocol

from signage_core.errors import (
    AuthenticationFailed,
    Conflict,
    DomainError,
    ValidationFailed,
)
from signage_core.validation import messages as m


class IdentityError(DomainError):
    """Base of the identity port's errors; an unexpected one reads 'An unknown error
    occurred. Please try again.'"""

    text: ClassVar[str] = m.REGISTRATION_UNKNOWN_ERROR

    def __init__(self, *details: object) -> None:
        Exception.__init__(self, self.text, *details)
        self.message = self.text
        self.details = details

    def __str__(self) -> str:
        return self.message


class EmailInUse(IdentityError, Conflict):
    text = m.EMAIL_IN_USE


class InvalidEmail(IdentityError, ValidationFailed):
    text = m.EMAIL_NOT_VALID

    def __init__(self, *details: object) -> None:
        super().__init__(*details)
        self.field_errors = {"email": self.text}


class WeakPassword(IdentityError, ValidationFailed):
    text = m.PASSWORD_TOO_WEAK

    def __init__(self, *details: object) -> None:
        super().__init__(*details)
        self.field_errors = {"password": self.text}


class InvalidCredentials(IdentityError, AuthenticationFailed):
    """Unknown email or wrong password."""

    text = m.LOGIN_FAILED


class InvalidResetToken(IdentityError, AuthenticationFailed):
    """The reset token is unknown, used or expired."""

    text = m.RESET_LINK_INVALID


@dataclass(frozen=True, slots=True)
class AccountRecord:
    """An account as it moves between portals (`signage export` / `signage import`)."""

    uid: str
    email: str
    disabled: bool = False
    password_hash: str = ""
    """The password as the identity that exported it keeps it ('$argon2id$...' on the local
    backend, 'scrypt$...' in memory), or '' when it cannot leave (Firebase Auth). An identity
    that cannot verify the hash restores the account without a usable password: its user sets
    a new one through 'Forgot password'."""


class IdentityProvider(Protocol):
    """Accounts with email and password (Firebase Auth, or the local argon2 store)."""

    def create_account(self, email: str, password: str) -> str:
        """Create an account and return its uid; raises EmailInUse, InvalidEmail, WeakPassword."""
        ...

    def verify_password(self, email: str, password: str) -> str:
        """Return the uid, only once the password is checked and right. Raises
        InvalidCredentials otherwise, and for an account disabled in the identity service
        whatever the password (Firebase Auth answers USER_DISABLED before it checks one)."""
        ...

    def find_uid(self, email: str) -> str | None: ...

    def create_reset_token(self, email: str) -> str | None:
        """A single-use, expiring reset token, or None when no account has this email."""
        ...

    def reset_password(self, token: str, new_password: str) -> str:
        """Set a new password with a reset token and return the uid; raises
        InvalidResetToken or WeakPassword."""
        ...

    def change_password(self, uid: str, new_password: str) -> None:
        """Raises WeakPassword or InvalidCredentials (no such account)."""
        ...

    def set_disabled(self, uid: str, disabled: bool) -> None: ...

    def delete_account(self, uid: str) -> None:
        """Delete the account; a missing account is not an error."""
        ...

    def accounts(self) -> list[AccountRecord]:
        """Every account, by uid."""
        ...

    def restore_account(self, record: AccountRecord) -> None:
        """Create or replace the account `record.uid` (email, disabled flag, and the password
        when this identity can verify `record.password_hash`). Raises EmailInUse when another
        account has the email."""
        ...
