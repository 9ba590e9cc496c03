"""Domain errors. The HTTP layer maps each class to one status code, and shows `message`."""

from __future__ import annotations

from collections.abc import Mapping


class DomainError(Exception):
    """Base class: `message` is user-facing text from spec §8 (or §5)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class ValidationFailed(DomainError):
    """Form values broke spec §5 rules: `field_errors` maps field name to message; `message`
    is the first field's (or the one given), `str()` lists them all."""

    def __init__(self, field_errors: Mapping[str, str], message: str = "") -> None:
        first = next(iter(field_errors.values()), "")
        super().__init__(message or first)
        self.field_errors = dict(field_errors)

    def __str__(self) -> str:
        """Every field's message, 'field: message; ...' (`message` stays the one shown)."""
        if not self.field_errors:
            return self.message
        return "; ".join(f"{field}: {text}" for field, text in self.field_errors.items())


class UnsupportedContent(ValidationFailed):
    """An uploaded file's bytes are not of an allowed kind (JPEG, PNG, MP4 by signature)."""


class NotFound(DomainError):
    """The object does not exist, or belongs to another tenant (never tell which)."""


class Forbidden(DomainError):
    """The actor's role or ownership does not allow the operation."""


class AccessDenied(DomainError):
    """A refused login: unregistered or deactivated user (shown in the 'Access denied' modal)."""


class AuthenticationFailed(DomainError):
    """Wrong credentials, or the admin's own password did not re-verify."""


class LicenceExpired(DomainError):
    """The client's licence has expired: write actions are refused."""


class Conflict(DomainError):
    """The operation clashes with existing data (e.g. an email already in use)."""


class ScreenLimitReached(Conflict):
    """The client already has as many screens as its package allows."""


class DeviceNotPaired(DomainError):
    """A player's device token names no screen (never issued, or its screen was deleted)."""


class ExternalServiceFailed(DomainError):
    """A third-party service (video information, payment provider, mail) failed."""


class PaymentsNotConfigured(NotFound):
    """The portal has no online payment provider configured (its webhook does not exist)."""


class ProfileIncomplete(DomainError):
    """The signed-in client has no client profile yet."""


class TooManyAttempts(DomainError):
    """Too many attempts of one kind in a short time: `retry_after` is the number of seconds
    before the next attempt is allowed."""

    def __init__(self, message: str, retry_after: int) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class StorageUnavailable(DomainError):
    """The backend's storage refused a write it would otherwise take (read-only, failing
    disk): nothing of the operation was kept. Raised by adapters, never by rules."""


class StorageFull(StorageUnavailable):
    """The storage is out of space or over its quota (disk full, Firestore's quota):
    nothing of the operation was kept, and the same request succeeds once space returns."""


class BackendUnavailable(DomainError):
    """The backend (a database, the file storage, the identity service) did not answer
    within its deadline, or could not be reached. A read found nothing; a write's outcome is
    unknown: it may have been applied. Raised by adapters, never by rules."""
