from __future__ import annotations

from typing import Protocol


class IdentityError(Exception):
    """Base of the identity port's errors."""


class EmailInUse(IdentityError):
    pass


class InvalidEmail(IdentityError):
    pass


class WeakPassword(IdentityError):
    pass


class InvalidCredentials(IdentityError):
    """Unknown email or wrong password."""


class AccountDisabled(IdentityError):
    """The password is right but the account is disabled."""

    def __init__(self, uid: str) -> None:
        super().__init__(uid)
        self.uid = uid


class InvalidResetToken(IdentityError):
    """The reset token is unknown, used or expired."""


class IdentityProvider(Protocol):
    """Accounts with email and password (Firebase Auth, or the local argon2 store)."""

    def create_account(self, email: str, password: str) -> str:
        """Create an account and return its uid; raises EmailInUse, InvalidEmail, WeakPassword."""
        ...

    def verify_password(self, email: str, password: str) -> str:
        """Return the uid; raises InvalidCredentials or AccountDisabled."""
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
