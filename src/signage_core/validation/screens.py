"""The screen form (ours, issue 15): a name, a pairing code, an optional playlist."""

from __future__ import annotations

from signage_core.limits import SCREEN_NAME_MAX
from signage_core.validation import messages as m
from signage_core.validation.fields import FieldErrors, check_fields, max_length, required

NAME_CHECKS = (
    required(m.SCREEN_NAME_REQUIRED),
    max_length(SCREEN_NAME_MAX, m.SCREEN_NAME_TOO_LONG),
)


def validate_screen_name(name: str) -> FieldErrors:
    """The name, trimmed: required, at most SCREEN_NAME_MAX characters."""
    return check_fields({"name": name}, {"name": NAME_CHECKS})
