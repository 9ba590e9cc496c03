"""Firebase Auth accounts: firebase_admin for the accounts, the Identity Toolkit REST API for
passwords. Reset tokens are Firebase's own password-reset codes (oobCode); the portal also
keeps their digests under the one reset-token policy, so that only an account's newest code,
within the policy's hour, resets its password through the portal (Firebase itself cannot
revoke a code: one used on Firebase's own endpoint works until Firebase's expiry)."""

from __future__ import annotations

import contextlib
from urllib.parse import parse_qs, urlsplit

import firebase_admin
from firebase_admin import auth

from signage_core.ports.identity_provider import (
    AccountRecord,
    EmailInUse,
    IdentityError,
    InvalidCredentials,
    InvalidEmail,
    InvalidResetToken,
    WeakPassword,
)

from ..accounts.reset_tokens import ResetTokenPolicy
from ..accounts.rules import DEFAULT_MIN_PASSWORD_LENGTH, check_strength, checked_email
from .identity_rest import IdentityToolkit, ToolkitRefusal, service_failures

FIREBASE_MIN_PASSWORD = DEFAULT_MIN_PASSWORD_LENGTH
"""Firebase Auth's own minimum, the portal's too."""
SIGN_IN_REFUSED = frozenset(
    {"EMAIL_NOT_FOUND", "INVALID_PASSWORD", "INVALID_LOGIN_CREDENTIALS", "INVALID_EMAIL",
     "MISSING_EMAIL", "MISSING_PASSWORD", "USER_DISABLED"}
)  # fmt: skip
"""Refused as a wrong password. USER_DISABLED among them: Firebase says it before it checks the
password, so it proves nothing about the password (issue 22: it once let any password in)."""
RESET_REFUSED = frozenset(
    {"INVALID_OOB_CODE", "EXPIRED_OOB_CODE", "MISSING_OOB_CODE", "USER_NOT_FOUND",
     "USER_DISABLED"}
)  # fmt: skip
NOT_AN_ACCOUNT = (auth.UserNotFoundError, ValueError)
"""firebase_admin raises ValueError for a uid or email it will not even send."""


class FirebaseIdentity:
    """Implements `IdentityProvider` on Firebase Auth. Accounts that already exist there
    sign in with the passwords they have."""

    def __init__(
        self, app: firebase_admin.App, toolkit: IdentityToolkit, codes: ResetTokenPolicy
    ) -> None:
        self._app = app
        self._toolkit = toolkit
        self._codes = codes

    def create_account(self, email: str, password: str) -> str:
        address = checked_email(email)
        _check_strength(password)
        with service_failures():
            try:
                return str(auth.create_user(email=address, password=password, app=self._app).uid)
            except auth.EmailAlreadyExistsError:
                raise EmailInUse(email) from None
            except ValueError:
                raise InvalidEmail(email) from None

    def verify_password(self, email: str, password: str) -> str:
        try:
            return self._toolkit.sign_in(email.strip(), password)
        except ToolkitRefusal as refused:
            raise self._sign_in_refusal(refused.code, email) from None

    def find_uid(self, email: str) -> str | None:
        with service_failures():
            try:
                return str(auth.get_user_by_email(email.strip(), app=self._app).uid)
            except NOT_AN_ACCOUNT:
                return None

    def create_reset_token(self, email: str) -> str | None:
        """A new reset code; the account's older codes no longer work through the portal."""
        uid = self.find_uid(email)
        if uid is None:
            return None
        with service_failures():
            try:
                link = auth.generate_password_reset_link(email.strip(), app=self._app)
            except (auth.EmailNotFoundError, *NOT_AN_ACCOUNT):
                return None
        return self._codes.keep(uid, str(parse_qs(urlsplit(link).query)["oobCode"][0]))

    def reset_password(self, token: str, new_password: str) -> str:
        _check_strength(new_password)
        self._codes.holder(token)
        try:
            email = self._toolkit.reset_password(token, new_password)
        except ToolkitRefusal as refused:
            raise _reset_refusal(refused.code) from None
        uid = self.find_uid(email)
        if uid is None:
            raise InvalidResetToken("the account is gone")
        self._codes.spend_all(uid)
        return uid

    def change_password(self, uid: str, new_password: str) -> None:
        _check_strength(new_password)
        with service_failures():
            try:
                auth.update_user(uid, password=new_password, app=self._app)
            except NOT_AN_ACCOUNT:
                raise InvalidCredentials(uid) from None

    def set_disabled(self, uid: str, disabled: bool) -> None:
        """Disable or enable the account; an unknown uid is ignored."""
        with service_failures(), contextlib.suppress(*NOT_AN_ACCOUNT):
            auth.update_user(uid, disabled=disabled, app=self._app)

    def delete_account(self, uid: str) -> None:
        with service_failures(), contextlib.suppress(*NOT_AN_ACCOUNT):
            auth.delete_user(uid, app=self._app)
        self._codes.spend_all(uid)

    def accounts(self) -> list[AccountRecord]:
        """Firebase Auth keeps password hashes to itself: records carry none."""
        with service_failures():
            found = auth.list_users(app=self._app).iterate_all()
            records = [AccountRecord(u.uid, u.email or "", bool(u.disabled)) for u in found]
        return sorted(records, key=lambda record: record.uid)

    def restore_account(self, record: AccountRecord) -> None:
        """The account with its uid, email and disabled flag; no password (its user sets
        one through 'Forgot password')."""
        fields = {"email": record.email, "disabled": record.disabled, "app": self._app}
        with service_failures():
            try:
                auth.update_user(record.uid, **fields)
            except auth.UserNotFoundError:
                self._create_restored(record.uid, fields)
            except auth.EmailAlreadyExistsError:
                raise EmailInUse(record.email) from None

    def _create_restored(self, uid: str, fields: dict[str, object]) -> None:
        try:
            auth.create_user(uid=uid, **fields)
        except auth.EmailAlreadyExistsError:
            raise EmailInUse(str(fields["email"])) from None

    def close(self) -> None:
        self._toolkit.close()

    @staticmethod
    def _sign_in_refusal(code: str, email: str) -> IdentityError:
        if code in SIGN_IN_REFUSED:
            return InvalidCredentials(email)
        return IdentityError(code)


def _reset_refusal(code: str) -> IdentityError:
    if code == "WEAK_PASSWORD":
        return WeakPassword(f"at least {FIREBASE_MIN_PASSWORD} characters")  # as check_strength
    if code in RESET_REFUSED:
        return InvalidResetToken("invalid or expired reset code")
    return IdentityError(code)


def _check_strength(password: str) -> None:
    check_strength(password, FIREBASE_MIN_PASSWORD)
