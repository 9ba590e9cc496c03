"""Account rules every identity adapter applies the same way."""

from __future__ import annotations

from signage_core.ports.identity_provider import InvalidEmail, WeakPassword
from signage_core.validation.fields import EMAIL_PATTERN

from ..documents.query import fold

DEFAULT_MIN_PASSWORD_LENGTH = 6


def email_key(email: str) -> str:
    """Emails match case-insensitively, ignoring surrounding blanks."""
    return fold(email)


def checked_email(email: str) -> str:
    """The email without surrounding blanks; InvalidEmail unless it has the core's shape."""
    stripped = email.strip()
    if not EMAIL_PATTERN.fullmatch(stripped):
        raise InvalidEmail(email)
    return stripped


def check_strength(password: str, min_length: int) -> None:
    if len(password) < min_length:
        raise WeakPassword(f"at least {min_length} characters")
